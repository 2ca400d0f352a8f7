"""Transactions in the agenda phase (LRR 94.? "while resolving each agenda, one with each other player,
neighbours or not"): offered to the seat whose turn it is to vote, before it votes. And the choice of
note Diplomatic Pressure asks for."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.galaxy.actions.rounds import OfferTransaction
from engines.galaxy.agenda.choices import part
from engines.galaxy.flow import push
from engines.galaxy.promissory.notes import give
from engines.galaxy.seats import in_game
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda, AgendaStep
from engines.galaxy.steps.common import Transaction


def pair(a: int, b: int) -> str:
    return f"{min(a, b)}:{max(a, b)}"


def agenda_offers(state: TIState, step: Agenda, seat: int) -> list[Any]:
    mine = state.players[seat]
    found: list[Any] = []
    for other in in_game(state):
        if other == seat or pair(seat, other) in step.traded:
            continue
        theirs = state.players[other]
        if mine.trade_goods + mine.commodities + theirs.trade_goods + theirs.commodities or mine.notes or theirs.notes:
            found.append(OfferTransaction(other))
    return found


def start_agenda_transaction(state: TIState, step: Agenda, seat: int, action: Any) -> list[Event]:
    if not isinstance(action, OfferTransaction):
        raise RuntimeError(f"the vote takes no {type(action).__name__}")
    step.traded.append(pair(seat, action.partner))
    push(state, Transaction(seat=seat, partner=action.partner))
    return []


@part("give_note")
class GiveNote:
    """The first seat gives one of its notes to the seat in ``target`` (Diplomatic Pressure)."""

    def ask(self, state: TIState, step: AgendaStep) -> tuple[str, list[tuple[str, str]]] | None:
        from engines.galaxy.promissory.words import note_words

        hand = state.players[step.order[0]].notes
        return "give {p%s} one of your promissory notes" % step.target, [(n, note_words(n)) for n in hand]

    def chosen(self, state: TIState, step: AgendaStep, value: str) -> list[Event]:
        return give(state, step.order[0], int(step.target), value)
