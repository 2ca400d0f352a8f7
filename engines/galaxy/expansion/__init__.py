"""What the Prophecy of Kings parts share: the rulings on its gaps (``rulings``), the sources in force
(``sources``), purging (``purge``), its setup (``setup``), log lines (``words``) and the table's view of it
(``view``). The parts themselves are packages beside it: ``leaders``, ``mechs``, ``exploration``,
``relics``, ``legendary``, ``capture``."""
