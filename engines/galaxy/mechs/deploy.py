"""What the DEPLOY abilities share (TI-MECH-6..8): a mech is placed only from its owner's reinforcements, and each
DEPLOY answers its timing window at most once (the window keeps who answered it: one use per trigger)."""

from __future__ import annotations

from engines.galaxy.forces import reinforcements
from engines.galaxy.state import TIState

MECH = "mech"


def mech_left(state: TIState, seat: int) -> bool:
    """Whether the seat has a mech in its reinforcements to deploy."""
    return (reinforcements(state, seat, MECH) or 0) > 0
