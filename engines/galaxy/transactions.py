"""Transactions (LRR 94): on their turn the active player may make one with each neighbour.

The offer is built in small steps (trade goods given, commodities given, trade goods asked,
commodities asked), then the neighbour accepts or refuses it; nothing moves until both agree.
Commodities given become trade goods for the one who receives them (LRR 21.5). Promissory notes
join transactions with the politics issue (a field per side on the step). Once one is made, the
hook point ``transaction_resolved`` (trader) is fired for the seats outside it, once per side.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import TransactionAnswered, TransactionOffered
from engines.galaxy.actions.rounds import AcceptTransaction, CancelTransaction, OfferAmount, RefuseTransaction
from engines.galaxy.effects import fire
from engines.galaxy.flow import handles, pop
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Transaction

STAGES = ("give_tg", "give_commodities", "get_tg", "get_commodities", "answer")
PROMPTS = {"give_tg": "trade goods you give", "give_commodities": "commodities you give",
           "get_tg": "trade goods you ask for", "get_commodities": "commodities you ask for"}


def most(state: TIState, step: Transaction) -> int:
    mine, theirs = state.players[step.seat], state.players[step.partner]
    return {"give_tg": mine.trade_goods, "give_commodities": mine.commodities, "get_tg": theirs.trade_goods,
            "get_commodities": theirs.commodities}[step.stage]


def empty(step: Transaction) -> bool:
    return not (step.give_tg or step.give_commodities or step.get_tg or step.get_commodities)


@handles(Transaction)
class TransactionHandler:
    def decisions(self, state: TIState, step: Transaction) -> list[Decision]:
        if step.stage == "answer":
            if empty(step):
                return []
            prompt = "{p%d}: {p%d} offers a transaction; accept it?" % (step.partner, step.seat)
            return [Decision(step.partner, prompt, [AcceptTransaction(), RefuseTransaction()], "LRR 94.4a")]
        top = most(state, step)
        if top == 0:
            return []
        options: list[Any] = [OfferAmount(n) for n in range(top + 1)]
        options.append(CancelTransaction())
        prompt = "{p%d}: transaction with {p%d}: %s" % (step.seat, step.partner, PROMPTS[step.stage])
        return [Decision(step.seat, prompt, options, "LRR 94.2")]

    def perform(self, state: TIState, step: Transaction, seat: int, action: Any) -> list[Event]:
        if isinstance(action, CancelTransaction):
            pop(state, step)
            return []
        if isinstance(action, OfferAmount):
            setattr(step, step.stage, action.amount)
            step.stage = STAGES[STAGES.index(step.stage) + 1]
            if step.stage == "answer" and not empty(step):
                return [TransactionOffered(seat=step.seat, partner=step.partner, give_tg=step.give_tg,
                                           give_commodities=step.give_commodities, get_tg=step.get_tg,
                                           get_commodities=step.get_commodities)]
            return []
        pop(state, step)
        accepted = isinstance(action, AcceptTransaction)
        events: list[Event] = [TransactionAnswered(seat=step.seat, partner=step.partner, accepted=accepted)]
        if accepted:
            self._exchange(state, step)
            for seat in (step.seat, step.partner):  # each side has resolved a transaction (the Mentak's Pillage)
                others = [p.seat for p in state.players if p.seat not in (step.seat, step.partner)]
                events += fire(state, "transaction_resolved", others, trader=seat)
        return events

    def _exchange(self, state: TIState, step: Transaction) -> None:
        mine, theirs = state.players[step.seat], state.players[step.partner]
        mine.trade_goods += step.get_tg + step.get_commodities - step.give_tg
        mine.commodities -= step.give_commodities
        theirs.trade_goods += step.give_tg + step.give_commodities - step.get_tg
        theirs.commodities -= step.get_commodities
        state.tally.transactions += 1

    def run(self, state: TIState, step: Transaction) -> list[Event]:
        if step.stage == "answer":  # an empty offer: nothing to agree on
            pop(state, step)
            return []
        setattr(step, step.stage, 0)
        step.stage = STAGES[STAGES.index(step.stage) + 1]
        if step.stage == "answer" and not empty(step):
            return [TransactionOffered(seat=step.seat, partner=step.partner, give_tg=step.give_tg,
                                       give_commodities=step.give_commodities, get_tg=step.get_tg,
                                       get_commodities=step.get_commodities)]
        return []
