"""Relic fragments (TI-RELIC-1, 2, 4): kept face up; three of one type purged for a relic, as a component
action (TI-GAP-7), unknown fragments standing in for any type; Destroy Heretical Works purges two.

A seat's fragments are its ``fragments`` list (exploration card ids, one entry per fragment). They are
public, and may change hands in a transaction (TI-RELIC-5: ``give_fragment``).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.actions.expansion import FragmentGained
from engines.galaxy.content.decks import decks
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.purge import purge
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.expansion.sources import FRAGMENTS, TABLE
from engines.galaxy.factions.base import INTERNAL_NAMES, name_of, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.relics.deck import gain_relic
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.transactions import Good, good

SOURCE = FRAGMENTS
INTERNAL_NAMES[SOURCE] = "Relic fragments"
HERETICAL = "destroy_heretical_works"


def wild() -> str:
    """The fragment type that counts as any type (the frontier deck's unknown fragments)."""
    return f"{ruling('fragments')['wild']}_relic_fragment"


def needed() -> int:
    found: int = ruling("fragments")["needed"]
    return found


def type_of(fragment: str) -> str:
    return decks().exploration_cards()[fragment].fragment


def combinations(state: TIState, seat: int, count: int = 0) -> list[str]:
    """The fragment types the seat could purge three (or ``count``) of now (its own first, unknown ones filling
    in)."""
    held = state.players[seat].fragments
    unknown = held.count(wild())
    found = []
    for kind in sorted({type_of(f) for f in held}):
        own = sum(1 for f in held if type_of(f) == kind)
        if (own if f"{kind}_relic_fragment" == wild() else own + unknown) >= (count or needed()):
            found.append(kind)
    return found


def _ready(state: TIState, seat: int) -> bool:
    return bool(combinations(state, seat)) and bool(state.relic_deck)


@ability(SOURCE, "action", ready=_ready, targets=combinations)
def purge_for_relic(state: TIState, seat: int, target: str) -> list[Event]:
    """Purge three fragments of ``target``'s type (unknown ones when short) and gain a relic."""
    return purge_fragments(state, seat, target, needed()) + gain_relic(state, seat)


def purge_fragments(state: TIState, seat: int, kind: str, count: int) -> list[Event]:
    """Purge ``count`` of the seat's fragments of type ``kind`` (unknown ones when short)."""
    player = state.players[seat]
    events: list[Event] = []
    spent = [f for f in player.fragments if type_of(f) == kind][:count]
    spent += [f for f in player.fragments if f == wild() and f not in spent][: count - len(spent)]
    for fragment in spent:
        player.fragments.remove(fragment)
        events += purge(state, f"fragment:{fragment}", seat)
    return events


def give_fragment(state: TIState, giver: int, taker: int, fragment: str) -> None:
    """A fragment changing hands (a transaction, an ability)."""
    state.players[giver].fragments.remove(fragment)
    state.players[taker].fragments.append(fragment)


def _fragments_to_offer(state: TIState, giver: int, receiver: int) -> list[str]:
    return sorted(set(state.players[giver].fragments))


def _trade_fragment(state: TIState, giver: int, receiver: int, fragment: str) -> list[Event]:
    give_fragment(state, giver, receiver, fragment)
    return [FragmentGained(seat=receiver, fragment=fragment)]


# TI-RELIC-5: one fragment each way may be part of a transaction (asked only when a side holds one).
good(Good("fragment", _fragments_to_offer, _trade_fragment, lambda fragment: name_of(fragment), "No fragment"))


@effect(TABLE, hook="objective_scored")
def destroy_heretical_works(ctx: Context) -> list[Event]:
    """Scoring Destroy Heretical Works purges two of the seat's fragments, which it chooses."""
    if ctx.objective != HERETICAL:
        return []
    _ask_purge(ctx.state, ctx.seat, 2)
    return []


def _ask_purge(state: TIState, seat: int, left: int) -> None:
    offer(state, seat, HERETICAL, sorted(set(state.players[seat].fragments)), amount=left, must=True)


@resolves(HERETICAL, prompt=lambda state, step: "{p%d}: purge a relic fragment (%d to go)" % (step.seat, step.amount),
          rule="TI-PURGE-1")
def _purge_one(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.players[step.seat].fragments.remove(target)
    events = [used(step.seat, HERETICAL, "purges a fragment"), *purge(state, f"fragment:{target}", step.seat)]
    if step.amount > 1 and state.players[step.seat].fragments:
        _ask_purge(state, step.seat, step.amount - 1)
    return events
