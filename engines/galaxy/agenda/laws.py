"""Laws in play (LRR 7.6-7.8): put in play by a vote, kept until an effect discards them.

A law elected "for" (or a law that elects a player) stays in play; a law that elects a player is
held by that player (``state.law_holders``). Its effects are in force, as effect sources named after
the law, for every seat, or only for its holder when it has one. Political Censure's point is gained
with the card and lost with it.
"""

from __future__ import annotations

from collections.abc import Iterator

from engines.core.contract import Event
from engines.galaxy.agenda.actions import LawRepealed
from engines.galaxy.content.decks import decks
from engines.galaxy.effects import source_finder
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.victory import gain_points, lose_points

CENSURE = "political_censure"


@source_finder(could_yield=lambda source: source in decks().agendas)
def _laws_in_force(state: TIState, seat: int) -> Iterator[str]:
    holders = state.law_holders
    for law in state.laws:
        holder = holders.get(law, NOBODY)
        if holder in (NOBODY, seat):
            yield law


def enact(state: TIState, law: str, holder: int = NOBODY) -> list[Event]:
    """Put ``law`` in play (held by ``holder`` when it elects a player)."""
    if law not in state.laws:
        state.laws.append(law)
    if holder != NOBODY:
        state.law_holders[law] = holder
        if law == CENSURE:
            return gain_points(state, holder, 1, "political_censure")
    return []


def repeal(state: TIState, law: str) -> list[Event]:
    """Discard a law in play; its holder loses what holding it gave."""
    if law not in state.laws:
        return []
    state.laws.remove(law)
    holder = state.law_holders.pop(law, NOBODY)
    state.agenda_discard.append(law)
    events: list[Event] = [LawRepealed(law=law)]
    if law == CENSURE and holder != NOBODY:
        events += lose_points(state, holder, 1, "political_censure")
    return events


def holder(state: TIState, law: str) -> int:
    return state.law_holders.get(law, NOBODY) if law in state.laws else NOBODY


def in_play(state: TIState, law: str) -> bool:
    return law in state.laws
