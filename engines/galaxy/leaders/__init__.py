"""Leaders (TI-LEADER-*): the leader sheet and its states (``base``), unlocking (``unlock``), and every
faction's agents, commander and hero, one module per faction named after it."""
