"""The Vagabond (Law 9): a lone pawn with items, quests, aid and relationships."""

from engines.woodland.factions.vagabond import daylight, moves, turn  # noqa: F401  (register steps)
from engines.woodland.factions.vagabond.faction import VAGABOND

__all__ = ["VAGABOND"]
