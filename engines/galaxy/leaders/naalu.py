"""The Naalu Collective's leaders so far: The Oracle (hero); Z'eu and M'aban are still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import hero_window, others
from engines.galaxy.promissory.notes import give
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window

ORACLE = "the_oracle"


def _could(state: TIState, seat: int, window: Window) -> bool:
    return any(state.players[o].notes for o in others(state, seat))


@hero_window(ORACLE, "end:status_phase", by="any", could=_could)
def the_oracle(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One promissory note from every other player's hand comes to the Naalu (which one, a draw at random from the
    hand: a ruling, the hand being hidden)."""
    events: list[Event] = [used(seat, ORACLE, "takes a promissory note from every other hand")]
    for other in others(state, seat):
        hand = sorted(state.players[other].notes)
        if hand:
            events += give(state, other, seat, state.rng.choice(hand))
    return events
