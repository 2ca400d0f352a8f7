"""The Eyrie Dynasties (Law 7): roosts, a Decree that grows every turn, leaders, and turmoil."""

from engines.woodland.factions.eyrie import decree, setup, turn  # noqa: F401  (register steps)
from engines.woodland.factions.eyrie.faction import EYRIE

__all__ = ["EYRIE"]
