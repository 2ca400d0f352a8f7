"""Transactions (LRR 94): on their turn the active player may make one with each neighbour (and in the
agenda phase, one with each other player per agenda).

The offer is built in small steps (trade goods given, commodities given, trade goods asked,
commodities asked, a promissory note given, one asked for, then any other registered good), then the
partner accepts or refuses it; nothing moves until both agree. Commodities given become trade goods
for the one who receives them (LRR 21.5). A note asked for is one of the partner's own notes, or any
note of the partner's choice; the partner sees the note offered (its own decision), the table sees only
whose note it is. Once one is made, the window "after:gain_trade_goods" opens for each side (the
Mentak's Pillage watches transactions too).

Other goods (the expansion's relic fragments) register with ``good(Good(...))``: ``offers(state, giver,
receiver)`` the values that can be offered ("" always means none), ``transfer(state, giver, receiver,
value)`` and ``label(value)``; the offer's event lists them as "give_<name>:<value>" and
"get_<name>:<value>".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import TransactionAnswered, TransactionOffered
from engines.galaxy.actions.rounds import AcceptTransaction, CancelTransaction, OfferAmount, RefuseTransaction
from engines.galaxy.economy import goods_gained_window
from engines.galaxy.effects import fire
from engines.galaxy.flow import handles, pop
from engines.galaxy.promissory.actions import OfferGood, OfferNote
from engines.galaxy.promissory.notes import GENERIC, give, note_id, notes_of_faction, owner_of, refuses
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Transaction

AMOUNTS = ("give_tg", "give_commodities", "get_tg", "get_commodities")
PROMPTS = {"give_tg": "trade goods you give", "give_commodities": "commodities you give",
           "get_tg": "trade goods you ask for", "get_commodities": "commodities you ask for",
           "give_note": "a promissory note you give", "get_note": "a promissory note you ask for"}


@dataclass(frozen=True)
class Good:
    name: str
    offers: Callable[[TIState, int, int], list[str]]
    transfer: Callable[[TIState, int, int, str], list[Event]]
    label: Callable[[str], str]
    nothing: str = "Nothing of this kind"  # the label of the option that offers or asks for none


GOODS: dict[str, Good] = {}


def good(entry: Good) -> Good:
    GOODS[entry.name] = entry
    return entry


def stages() -> tuple[str, ...]:
    return (*AMOUNTS, "give_note", "get_note", *(f"{w}_{g}" for g in GOODS for w in ("give", "get")), "answer")


def most(state: TIState, step: Transaction) -> int:
    mine, theirs = state.players[step.seat], state.players[step.partner]
    return {"give_tg": mine.trade_goods, "give_commodities": mine.commodities, "get_tg": theirs.trade_goods,
            "get_commodities": theirs.commodities}[step.stage]


def own_notes(state: TIState, seat: int) -> list[str]:
    """A seat's own notes, held by it or not (which may be asked for)."""
    return [f"{seat}:{n}" for n in (*GENERIC, *notes_of_faction(state.players[seat].faction))]


def note_offers(state: TIState, step: Transaction) -> list[str]:
    if step.stage == "give_note":
        return [n for n in state.players[step.seat].notes if not refuses(state, step.partner, n)]
    in_play = {n for p in state.players for n in p.promissory}
    # A note asked for is written "owner/note": the offerer names it without seeing where it is.
    return ["any", *(n.replace(":", "/") for n in own_notes(state, step.partner) if n not in in_play
                     and not refuses(state, step.seat, n))]


def options_now(state: TIState, step: Transaction) -> list[Any]:
    if step.stage in AMOUNTS:
        top = most(state, step)
        return [OfferAmount(n) for n in range(top + 1)] if top else []
    if step.stage in ("give_note", "get_note"):
        offers = note_offers(state, step)
        return [OfferNote(""), *(OfferNote(n) for n in offers)] if offers else []
    side, _, name = step.stage.partition("_")
    entry = GOODS[name]
    giver, receiver = (step.seat, step.partner) if side == "give" else (step.partner, step.seat)
    values = [v for v in entry.offers(state, giver, receiver) if v]
    return [OfferGood(""), *(OfferGood(v) for v in values)] if values else []


def empty(step: Transaction) -> bool:
    return not (step.give_tg or step.give_commodities or step.get_tg or step.get_commodities or step.give_note
                or step.get_note or any(step.gives.values()) or any(step.gets.values()))


def offered(step: Transaction) -> list[Event]:
    """The public offer and, when it holds a note, its private twins naming the note to the two sides (without
    a note they would say the same again in the two sides' logs)."""
    base = {"seat": step.seat, "partner": step.partner, "give_tg": step.give_tg,
            "give_commodities": step.give_commodities, "get_tg": step.get_tg, "get_commodities": step.get_commodities,
            "give_note_owner": owner_of(step.give_note) if step.give_note else -1,
            "get_note_owner": step.partner if step.get_note else -1,
            "goods": [f"give_{k}:{v}" for k, v in step.gives.items() if v]
            + [f"get_{k}:{v}" for k, v in step.gets.items() if v]}
    named = {"give_note": note_id(step.give_note), "get_note": note_id(step.get_note) if step.get_note != "any"
             else "any"}
    public = TransactionOffered(**base)  # type: ignore[arg-type]
    if not (step.give_note or step.get_note not in ("", "any")):
        return [public]
    return [public, TransactionOffered(**base, **named, only=step.seat),  # type: ignore[arg-type]
            TransactionOffered(**base, **named, only=step.partner)]  # type: ignore[arg-type]


def answers(state: TIState, step: Transaction) -> list[Any]:
    """The partner's answers: accept (naming the note it gives when the choice is its own) or refuse."""
    hand = state.players[step.partner].notes
    if step.get_note == "any":
        accepts: list[Any] = [AcceptTransaction(n) for n in hand if not refuses(state, step.seat, n)]
    elif step.get_note and step.get_note not in hand:
        accepts = []
    else:
        accepts = [AcceptTransaction()]
    return [*accepts, RefuseTransaction()]


def _advance(state: TIState, step: Transaction) -> list[Event]:
    order = stages()
    step.stage = order[order.index(step.stage) + 1]
    if step.stage == "answer" and not empty(step):
        return offered(step)
    return []


def _prompt(state: TIState, step: Transaction) -> str:
    if step.stage in PROMPTS:
        what = PROMPTS[step.stage]
    else:
        side, _, name = step.stage.partition("_")
        what = f"{name.replace('_', ' ')} you {'give' if side == 'give' else 'ask for'}"
    return "{p%d}: transaction with {p%d}: %s" % (step.seat, step.partner, what)


@handles(Transaction)
class TransactionHandler:
    def asks(self, state: TIState, step: Transaction) -> bool | None:
        """The partner is asked to accept a non-empty offer; the offering seat's options are not told here."""
        return not empty(step) if step.stage == "answer" else None

    def decisions(self, state: TIState, step: Transaction) -> list[Decision]:
        if step.stage == "answer":
            if empty(step):
                return []
            from engines.galaxy.promissory.words import offer_words

            prompt = "{p%d}: {p%d} offers %s; accept it?" % (step.partner, step.seat, offer_words(step))
            return [Decision(step.partner, prompt, answers(state, step), "LRR 94.4a")]
        options = options_now(state, step)
        if not options:
            return []
        options.append(CancelTransaction())
        return [Decision(step.seat, _prompt(state, step), options, "LRR 94.2")]

    def perform(self, state: TIState, step: Transaction, seat: int, action: Any) -> list[Event]:
        if isinstance(action, CancelTransaction):
            pop(state, step)
            return []
        if isinstance(action, OfferGood):
            side, _, name = step.stage.partition("_")
            (step.gives if side == "give" else step.gets)[name] = action.value
            return _advance(state, step)
        if isinstance(action, OfferNote):
            setattr(step, step.stage, action.note.replace("/", ":"))
            return _advance(state, step)
        if isinstance(action, OfferAmount):
            setattr(step, step.stage, action.amount)
            return _advance(state, step)
        pop(state, step)
        accepted = isinstance(action, AcceptTransaction)
        events: list[Event] = [TransactionAnswered(seat=step.seat, partner=step.partner, accepted=accepted)]
        if accepted:
            events += self._exchange(state, step, action.note)
            for seat in (step.partner, step.seat):  # each side resolved a transaction (the Mentak's Pillage)
                goods_gained_window(state, seat)  # what it received came from a player, not the supply
        return events

    def _exchange(self, state: TIState, step: Transaction, chosen: str) -> list[Event]:
        mine, theirs = state.players[step.seat], state.players[step.partner]
        mine.trade_goods += step.get_tg + step.get_commodities - step.give_tg
        mine.commodities -= step.give_commodities
        theirs.trade_goods += step.give_tg + step.give_commodities - step.get_tg
        theirs.commodities -= step.get_commodities
        state.tally.transactions += 1
        events: list[Event] = []
        if step.give_note:
            events += give(state, step.seat, step.partner, step.give_note)
        asked = chosen if step.get_note == "any" else step.get_note
        if asked:
            events += give(state, step.partner, step.seat, asked)
        for name, value in step.gives.items():
            if value:
                events += GOODS[name].transfer(state, step.seat, step.partner, value)
        for name, value in step.gets.items():
            if value:
                events += GOODS[name].transfer(state, step.partner, step.seat, value)
        given = {step.seat: step.give_commodities, step.partner: step.get_commodities}
        return events + fire(state, "transaction_made", [step.seat, step.partner], given=given)  # Dark Pact

    def run(self, state: TIState, step: Transaction) -> list[Event]:
        if step.stage == "answer":  # an empty offer: nothing to agree on
            pop(state, step)
            return []
        return _advance(state, step)
