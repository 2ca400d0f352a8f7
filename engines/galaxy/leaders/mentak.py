"""The Mentak Coalition's leaders so far: S'Ula Mentarion (commander); Suffi An and Ipswitch, Loose Cannon are still
to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.factions.base import other_side, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.promissory.notes import give
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

MENTARION = "sula_mentarion"


def _could(state: TIState, seat: int, window: Window) -> bool:
    loser = other_side(window, seat)
    return not window.planet and loser >= 0 and bool(state.players[loser].notes)


@answer(MENTARION, "after:combat_won", by="you", could=_could)
def sula_mentarion(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After winning a space combat the Mentak make the loser give them a promissory note of the loser's choice."""
    loser = other_side(window, seat)
    offer(state, loser, MENTARION, sorted(set(state.players[loser].notes)), other=seat, must=True)
    return [used(seat, MENTARION, "{p%d} must give a promissory note" % loser)]


@resolves(MENTARION, prompt=lambda state, step: "{p%d}: give {p%d} a promissory note from your hand" % (
    step.seat, step.other))
def _give_note(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return give(state, step.seat, step.other, target)
