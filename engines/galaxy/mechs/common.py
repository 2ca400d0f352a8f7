"""What the mech abilities share.

DEPLOY (TI-MECH-6..8): a mech is placed only from its owner's reinforcements (``mech_left``), and each DEPLOY
answers its timing window at most once (the window keeps who answered it: one use per trigger). Abilities
that work "on this planet" or "in this system" find the mechs with ``mech_on`` and ``mech_in``.
"""

from __future__ import annotations

from engines.galaxy.board import count, planets_in, system
from engines.galaxy.forces import reinforcements
from engines.galaxy.state import TIState

MECH = "mech"


def mech_left(state: TIState, seat: int) -> bool:
    """Whether the seat has a mech in its reinforcements to deploy."""
    return (reinforcements(state, seat, MECH) or 0) > 0


def mech_on(state: TIState, seat: int, planet: str) -> bool:
    return bool(planet) and planet in state.planets and count(state.planets[planet].units, seat, [MECH]) > 0


def mech_in(state: TIState, seat: int, node: int) -> bool:
    """The seat has a mech in the system: on one of its planets or in its space area."""
    if node == -1:
        return False
    return count(system(state, node).space, seat, [MECH]) > 0 or any(
        mech_on(state, seat, p) for p in planets_in(state, node))
