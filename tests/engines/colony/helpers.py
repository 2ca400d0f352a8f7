"""A compact way to lay out a colony table for a test, and to play on it."""

from __future__ import annotations

from typing import Any

from engines.colony import GAME, flow, rules
from engines.colony import actions as a
from engines.colony.content import CARDS, C
from engines.colony.state import ColonyState, Slot
from engines.core.contract import Event

__all__ = ["GAME", "a", "act", "copy_of", "keys", "options", "play", "react", "table"]


def copies(key: str) -> list[str]:
    """Every physical copy of a card design, by key."""
    return [cid for cid, card in CARDS.items() if card.key == key and card.origin != "ghost"]


def copy_of(state: ColonyState, key: str) -> str:
    """A copy of a card that is not already in some hand, slot, discard or dock on this table."""
    used = set(state.discard) | {s.card for s in state.slots}
    for ship in state.ships:
        used |= set(ship.hand) | set(ship.discard) | set(ship.docked)
    return next(c for c in copies(key) if c not in used)


def table(ships: tuple[str, ...] = ("wayfarer", "bastion"), planet: str = "verdance", *,
          hands: dict[int, list[str]] | None = None, people: dict[int, int] | None = None,
          surface: dict[int, int] | None = None, deck: list[str] | None = None,
          slots: dict[int, Any] | None = None, first: int = 0, seed: int = 1, goal: int = 0,
          difficulty: str = "commander", deck_out: str = "escalate") -> ColonyState:
    """A game at the start of the first player's turn in cycle 1, laid out as given.

    hands: seat -> card keys; surface: S# -> people; deck: planet card keys in the order they
    will be drawn; slots: slot number -> planet card key, or (key, seat) for a ship's card.
    """
    players = len(ships)
    options = {"planet": planet, "first_player": first + 1, "goal": goal, "difficulty": difficulty,
               "deck_out": deck_out}
    state = GAME.new_state(players, seed, options)
    state.draft = []
    for seat, key in enumerate(ships):
        ship = state.ships[seat]
        ship.key, ship.people, ship.deck = key, C.ships[key].people, list(C.decks[key])
    state.deck, state.discard = [], []
    for seat, cards in (hands or {}).items():
        for key in cards:
            cid = copy_of(state, key)
            state.ships[seat].hand.append(cid)
            if cid in state.ships[seat].deck:
                state.ships[seat].deck.remove(cid)
    for seat, count in (people or {}).items():
        state.ships[seat].people = count
    for space, count in (surface or {}).items():
        state.surface[space] = count
    state.total = sum(state.surface)
    for number, spec in (slots or {}).items():
        key, owner = (spec, -1) if isinstance(spec, str) else spec
        cid = copy_of(state, key)
        state.slots[number - 1] = Slot(cid, CARDS[cid].hp, owner)
    drawn: list[str] = []
    for key in deck or []:
        drawn.append(next(c for c in copies(key) if c not in drawn and c not in {s.card for s in state.slots}))
    state.deck = drawn[::-1]
    rules.refresh_aura(state)
    state.alive = players
    state.phase, state.cycle, state.active, state.turns_left = "turns", 1, first, players
    flow.advance(state, [])
    return state


def keys(cards: list[str]) -> list[str]:
    return [CARDS[c].key for c in cards]


def options(state: ColonyState, seat: int) -> list[Any]:
    decision = GAME.decision_for(state, seat)
    return decision.options if decision is not None else []


def act(state: ColonyState, seat: int, action: Any) -> list[Event]:
    return GAME.apply(state, seat, action)


def play(state: ColonyState, seat: int, key: str, *choices: Any) -> list[Event]:
    """Play the card with this key from the seat's hand, then answer its choices in order."""
    cid = next(c for c in state.ships[seat].hand if CARDS[c].key == key)
    events = act(state, seat, a.PlayCard(cid))
    for choice in choices:
        events += act(state, seat, choice)
    return events


def react(state: ColonyState, seat: int, key: str) -> list[Event]:
    cid = next(c for c in state.ships[seat].hand if CARDS[c].key == key)
    return act(state, seat, a.React(cid))


def pass_turns(state: ColonyState, count: int) -> list[Event]:
    """The next ``count`` player turns each add one person, reaction windows answered 'no', up to
    the next player turn."""
    events: list[Event] = []
    while True:
        decisions = GAME.decisions(state)
        if not decisions:
            break
        decision = decisions[0]
        if a.AddPerson() in decision.options:
            if count == 0:
                break
            events += act(state, decision.seat, a.AddPerson())
            count -= 1
        elif a.NoReaction() in decision.options:
            events += act(state, decision.seat, a.NoReaction())
        else:
            events += act(state, decision.seat, decision.options[0])
    return events
