"""The Nomad's mech, the Quantum Manipulator: while it is in a space area during a combat, its SUSTAIN DAMAGE may
cancel a hit against the Nomad's ships in that system (answered before the hits are assigned)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import system
from engines.galaxy.cards.action_cards.combat import _hits_below as hits_below  # the hits a window stands over
from engines.galaxy.factions.base import used
from engines.galaxy.mechs.common import MECH
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

QUANTUM_MANIPULATOR = "quantum_manipulator"


def _could(state: TIState, seat: int, window: Window) -> bool:
    if window.planet or window.system == -1 or window.subject != "space":
        return False
    below = hits_below(state, window)
    ready = any(s.owner == seat and s.kind == MECH and s.damaged < s.count for s in system(state, window.system).space)
    return ready and below is not None and below.hits > 0 and below.seat == seat


@answer(QUANTUM_MANIPULATOR, "before:hits_assigned", by="you", could=_could)
def quantum_manipulator(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    stack = next(s for s in system(state, window.system).space if s.owner == seat and s.kind == MECH
                 and s.damaged < s.count)
    stack.damaged += 1
    below = hits_below(state, window)
    if below is not None:
        below.hits -= 1
    return [used(seat, QUANTUM_MANIPULATOR, "a mech's SUSTAIN DAMAGE cancels a hit")]
