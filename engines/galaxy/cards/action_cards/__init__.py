"""Every action card, one registered function each, named after the card and grouped by when it is played.

``registry`` (how a card registers, who may be asked), ``play`` (the PlayCard and CardStep procedures),
``words`` (labels); the card modules, by the moment they are played: ``component`` (actions on your
turn), ``tactical`` (activation and movement), ``combat``, ``invasion``, ``production``, ``strategy``
(strategy and status phases), ``agenda``, ``reactions`` (answers to cards and actions).
``engines/galaxy/rules.py`` imports each module so that its cards register.
"""
