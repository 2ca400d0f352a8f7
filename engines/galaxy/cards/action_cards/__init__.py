"""Every action card, one registered function each, named after the card and grouped by when it is played.

``registry`` (how a card registers, who may be asked), ``play`` (the PlayCard and CardStep procedures),
``words`` (labels); the card modules: ``reactions`` (answers to cards and actions), ...
"""

from __future__ import annotations

from engines.galaxy.cards.action_cards import agenda, play, reactions, words  # noqa: F401  (register the cards)
