"""Compact scenarios for Lost Worlds tests: a table of chosen worlds, fleets, dice and Renown."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.content import FACES, WORLDS
from engines.lostworlds.state import LWState

KEYS = {w.key: w.id for w in WORLDS}


def wid(key: str) -> int:
    """A world's id from its key, e.g. wid('glasshaven')."""
    return KEYS[key]


def face(die: int, icons: str, join: str = "") -> int:
    """The face index of a die showing these icon codes ('SS', 'SC' with join 'or'...)."""
    for index, f in enumerate(FACES[die]):
        if "".join(f.icons) == icons and f.join == join:
            return index
    raise KeyError(f"die {die} has no face {icons} {join}")


def new(players: int = 2, seed: int = 1, **options: Any) -> LWState:
    """A fresh game as printed (no seat compensation) unless options say otherwise."""
    return GAME.new_state(players, seed, {"catch_up": False, **options})


def scenario(players: int = 2, worlds: tuple[str, ...] = (), dice: tuple[int, ...] = (), seed: int = 1,
             **options: Any) -> LWState:
    """A game whose table shows ``worlds`` (keys, in slot order) and whose dice show ``dice``."""
    state = new(players, seed, **options)
    for slot, key in enumerate(worlds):
        world = wid(key)
        if world in state.deck:
            state.deck.remove(world)
            state.deck.insert(0, state.table[slot].world)
        else:
            other = next(i for i, s in enumerate(state.table) if s.world == world)
            state.table[other].world = state.table[slot].world
        state.table[slot].world = world
    if dice:
        state.dice = list(dice)
    return state


def fleets(state: LWState, key: str, side: str, seat: int, count: int) -> None:
    """Put ``count`` fleets of ``seat`` on a world side, taken from outside the game's pools."""
    slot = slot_of(state, key)
    state.table[slot].fleets[(0 if side == "settle" else 1) * state.players + seat] = count


def on(state: LWState, key: str, side: str, seat: int) -> int:
    return state.table[slot_of(state, key)].fleets[(0 if side == "settle" else 1) * state.players + seat]


def slot_of(state: LWState, key: str) -> int:
    world = wid(key)
    return next(i for i, s in enumerate(state.table) if s.world == world)


def options(state: LWState) -> list[Any]:
    decisions = GAME.decisions(state)
    return decisions[0].options if decisions else []


def seat_asked(state: LWState) -> int:
    return GAME.decisions(state)[0].seat


def kind(state: LWState) -> str:
    """The pending step's kind, or 'menu'."""
    return state.steps[-1].kind if state.steps else "menu"


def play(state: LWState, *actions: Any) -> list[Event]:
    """Apply actions, each by whichever seat is asked; returns every event."""
    events: list[Event] = []
    for action in actions:
        events += GAME.apply(state, seat_asked(state), action)
    return events


def place(world: str, side: str) -> A.Place:
    return A.Place(wid(world), side)


def end_turn(state: LWState) -> None:
    """Finish the active player's turn: skip pending steps, then end or pass."""
    while state.steps:
        opts = options(state)
        play(state, A.SKIP if A.SKIP in opts else opts[0])
    play(state, A.END_TURN if A.END_TURN in options(state) else A.PASS_RENOWN)
