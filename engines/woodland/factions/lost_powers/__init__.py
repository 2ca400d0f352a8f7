"""The Lost Powers (LP): village elders who disarm, rise, and teach their followers."""

from engines.woodland.factions.lost_powers import birdsong, daylight, evening, setup  # noqa: F401
from engines.woodland.factions.lost_powers.faction import LOST_POWERS

__all__ = ["LOST_POWERS"]
