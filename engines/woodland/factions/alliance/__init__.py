"""The Woodland Alliance (Law 8): supporters, sympathy, Outrage, revolts and officers."""

from engines.woodland.factions.alliance import birdsong, outrage, turn  # noqa: F401  (register steps)
from engines.woodland.factions.alliance.faction import ALLIANCE

__all__ = ["ALLIANCE"]
