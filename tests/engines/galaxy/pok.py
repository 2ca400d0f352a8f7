"""Scenario helpers for the Prophecy of Kings tests: the tactical tests' 3-player table with the expansion's
decks and tokens, cards put on top of a deck, planets gained through the game's own control rule, offers
answered.

The table (``tactics.table``): homes at 22 (seat 0, Sol: Jord), 28 (seat 1, Hacan) and 34 (seat 2, Letnev);
ring 1 is 1-6 around Mecatol Rex (0), ring 2 is 7-18; every other system an empty red tile unless a test
names its tile (26: Lodor, cultural 3/1; 27: New Albion, industrial biotic 1/1, and Starpoint, hazardous 3/1;
65: Primor, legendary).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.actions.factions import DeclineFactionAbility, UseFactionAbility
from engines.galaxy.expansion.setup import setup_expansion
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.tactical.invasion import gain_control
from tests.engines.galaxy.tactics import pass_windows, table


def pok_table(tiles: dict[int, str] | None = None, factions: Sequence[str] = ("sol", "hacan", "letnev"),
              clear: bool = True, seed: int = 7) -> TIState:
    """``tactics.table`` with the agents ready, the exploration decks and relic deck shuffled and the frontier
    tokens placed, and an action deck and a secret objective deck to draw from."""
    from engines.galaxy.content.action_deck import action_deck
    from engines.galaxy.content.objectives import by_stage

    state = table(tiles, factions, clear, seed)
    for player in state.players:
        player.exhausted = []  # the agents ready, as at the start of a game
    setup_expansion(state)
    state.action_deck = action_deck()
    state.secret_deck = by_stage("secret")
    return state


def on_top(state: TIState, deck: str, card: str) -> None:
    """Put a copy of ``card`` on top of exploration ``deck`` (taken from the deck, or from the discards)."""
    cards = state.explore_decks[deck]
    if card in cards:
        cards.remove(card)
    else:
        state.explore_discards[deck].remove(card)
    cards.append(card)


def relic_on_top(state: TIState, relic: str) -> None:
    state.relic_deck.remove(relic)
    state.relic_deck.append(relic)


def gain(state: TIState, seat: int, planet: str) -> list[Event]:
    """``seat`` gains control of ``planet`` as an invasion would (hooks fire), then the game settles."""
    events = gain_control(state, seat, planet)
    return events + flow.settle(state)


def offer(state: TIState) -> FactionOffer:
    """The offer on top of the stack (after the windows have been passed)."""
    pass_windows(state)
    top = flow.top(state)
    assert isinstance(top, FactionOffer), f"no offer on top, but {type(top).__name__}"
    return top


def take(state: TIState, target: str = "") -> list[Any]:
    """Answer the offer on top with ``target`` (it must be one of its choices)."""
    found = offer(state)
    assert target in found.targets, f"{target!r} is not offered: {found.targets}"
    return flow.perform(state, found.seat, UseFactionAbility(found.source, target))


def decline(state: TIState) -> list[Any]:
    found = offer(state)
    return flow.perform(state, found.seat, DeclineFactionAbility(found.source))


def events_of(events: Sequence[Any], kind: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, kind)]
