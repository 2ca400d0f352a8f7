"""The Ghosts of Creuss's mech, the Icarus Drive: after any player activates a system, a Creuss mech may leave the
board to place or move a Creuss wormhole token into the mech's system."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import count, planets_in, remove, system
from engines.galaxy.factions.creuss import TOKENS, place_token
from engines.galaxy.mechs.common import MECH, mech_in, mech_on
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

ICARUS_DRIVE = "icarus_drive"


def _targets(state: TIState, seat: int, window: Window) -> list[str]:
    nodes = sorted(int(k) for k in state.systems if mech_in(state, seat, int(k)))
    return [f"{kind}:{node}" for node in nodes for kind in TOKENS]


@answer(ICARUS_DRIVE, "after:activation", by="any", could=lambda s, seat, w: bool(_targets(s, seat, w)),
        targets=_targets)
def icarus_drive(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    node = int(target.split(":")[1])
    if count(system(state, node).space, seat, [MECH]):
        remove(system(state, node).space, seat, MECH, 1)
    else:
        planet = next(p for p in planets_in(state, node) if mech_on(state, seat, p))
        remove(state.planets[planet].units, seat, MECH, 1)
    return place_token(state, seat, target, ICARUS_DRIVE)
