"""The Marquise de Cat (Law 6): keep, wood, three building tracks, workshops, March, Recruit, Build, Overwork."""

from engines.woodland.factions.marquise import setup, turn  # noqa: F401  (register steps)
from engines.woodland.factions.marquise.faction import MARQUISE

__all__ = ["MARQUISE"]
