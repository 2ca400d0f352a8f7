"""The order in which seats resolve abilities at the same moment (LRR 1.19-1.20).

In the action phase the active player goes first, then the others in initiative order; in the
strategy and agenda phases (and setup) the speaker first, then clockwise. The status phase has no
active player: initiative order.
"""

from __future__ import annotations

from engines.galaxy.flow import parent
from engines.galaxy.seats import initiative_order, speaker_order
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.phases import PlayerTurn


def active_seat(state: TIState) -> int:
    """The seat whose turn it is (the innermost turn on the stack), or -1."""
    turn = parent(state, PlayerTurn)
    return turn.seat if turn is not None else NOBODY


def resolution_order(state: TIState) -> list[int]:
    """Every seat still playing, in the order simultaneous abilities resolve now."""
    if state.phase in ("action", "status"):
        order = initiative_order(state)
        active = active_seat(state) if state.phase == "action" else NOBODY
        if active in order:
            start = order.index(active)
            order = order[start:] + order[:start]
        return order
    return speaker_order(state)
