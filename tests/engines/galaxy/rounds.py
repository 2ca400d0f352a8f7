"""Scenario helpers for the rounds' tests: a real game set up through the contract, driven by actions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import GAME
from engines.galaxy.actions.rounds import KeepSecret, PickStrategyCard, PlaceStartingStructure
from engines.galaxy.board import add
from engines.galaxy.flow import top
from engines.galaxy.state import TIState
from engines.galaxy.steps.setup import Setup

# Single-planet homes and no start choices: setup asks only for the secret objectives.
PLAIN = ["sol", "yin", "arborec", "l1z1x", "mentak", "muaat", "nekro", "vuilraith"]


def new(players: int = 6, seed: int = 3, factions: list[str] | None = None, **options: Any) -> TIState:
    chosen = factions if factions is not None else PLAIN[:players]
    return GAME.new_state(players, seed, {"factions": ",".join(chosen), **options})


def pass_windows(state: TIState) -> None:
    """Every seat asked in a timing window passes (tests of other rules step over the windows)."""
    from engines.galaxy.steps.windows import Window
    from engines.galaxy.windows.actions import PassWindow

    for _ in range(200):
        if not isinstance(top(state), Window) or not GAME.decisions(state):
            return
        GAME.apply(state, GAME.decisions(state)[0].seat, PassWindow())


def asked(state: TIState) -> list[Decision]:
    pass_windows(state)
    return GAME.decisions(state)


def first(state: TIState) -> Decision:
    pass_windows(state)
    return GAME.decisions(state)[0]


def options(state: TIState, kind: type[Any] | None = None, seat: int | None = None) -> list[Any]:
    pass_windows(state)
    found = []
    for decision in GAME.decisions(state):
        if seat is None or decision.seat == seat:
            found += [o for o in decision.options if kind is None or isinstance(o, kind)]
    return found


def act(state: TIState, action: Any, seat: int | None = None) -> list[Event]:
    """Apply ``action`` for the seat whose decision lists it (or ``seat``)."""
    pass_windows(state)
    for decision in GAME.decisions(state):
        if (seat is None or decision.seat == seat) and action in decision.options:
            return GAME.apply(state, decision.seat, action)
    return GAME.apply(state, seat if seat is not None else first(state).seat, action)


def answer(state: TIState, pick: Callable[[Any], bool]) -> list[Event]:
    """Apply the first option of the first decision that ``pick`` accepts."""
    pass_windows(state)
    for decision in GAME.decisions(state):
        for option in decision.options:
            if pick(option):
                return GAME.apply(state, decision.seat, option)
    raise AssertionError(f"no option accepted among {[d.options for d in GAME.decisions(state)]}")


def finish_setup(state: TIState) -> None:
    """Keep the first of each secret pair and place start structures on the first offered planet."""
    while isinstance(top(state), Setup):
        decision = first(state)
        choice = next((o for o in decision.options if isinstance(o, KeepSecret | PlaceStartingStructure)),
                      decision.options[0])
        GAME.apply(state, decision.seat, choice)


def pick_cards(state: TIState, cards: dict[int, str | list[str]]) -> None:
    """Play the strategy phase: each seat takes its cards from ``cards`` (others take the first left)."""
    finish_setup(state)
    wanted = {seat: [c] if isinstance(c, str) else list(c) for seat, c in cards.items()}
    reserved = {c for listed in wanted.values() for c in listed}
    while options(state, PickStrategyCard):
        seat = first(state).seat
        mine = [c for c in wanted.get(seat, []) if PickStrategyCard(c) in first(state).options]
        choice = PickStrategyCard(mine[0]) if mine else next(o for o in first(state).options
                                                              if o.card not in reserved)
        GAME.apply(state, seat, choice)


def holding(card: str, seed: int = 3, factions: list[str] | None = None) -> TIState:
    """A three-player game at the first turn of the action phase, seat 0 to act, holding ``card``
    (and Leadership, so that it acts first)."""
    second = "diplomacy" if card == "leadership" else card
    state = new(3, seed=seed, factions=factions)
    pick_cards(state, {0: ["leadership", second]})
    assert first(state).seat == 0
    return state


def until(state: TIState, done: Callable[[TIState], bool], choose: Callable[[Decision], Any] | None = None,
          limit: int = 200) -> None:
    """Answer decisions (first option, or ``choose``) until ``done``."""
    for _ in range(limit):
        if done(state):
            return
        pass_windows(state)
        if done(state):
            return
        decision = first(state)
        GAME.apply(state, decision.seat, choose(decision) if choose else decision.options[0])
    raise AssertionError("the state never got there")


def give(state: TIState, seat: int, planet: str, **units: int) -> None:
    """``seat`` controls ``planet``, with ``units`` on it."""
    state.planets[planet].owner = seat
    for kind, count in units.items():
        add(state.planets[planet].units, seat, kind, count)


def seat_of_turn(state: TIState) -> int:
    return first(state).seat


def known_map(overrides: dict[int, str] | None = None) -> str:
    """A fixed three-player galaxy: tiles 19-36 in rings 1 and 2 (position p holds tile p + 18), and
    red tiles (a gravity rift at 21, a nebula at 23, an asteroid field at 27, empty systems at 29, 33
    and 35) by the homes (22, 28, 34); ``overrides`` puts other tiles at positions."""
    from engines.galaxy.layouts import layout

    plan = layout("3p")
    tokens = list(plan.skeleton_map().tokens)
    reds = iter(["41", "42", "44", "46", "47", "48"])
    for position in plan.systems:
        tokens[position] = str(position + 18) if position <= 18 else next(reds)
    for position, tile in (overrides or {}).items():
        tokens[position] = tile
    return " ".join(t if t != "?" else "-1" for t in tokens[1:])


def known(card: str | None = None, factions: list[str] | None = None, seed: int = 3,
          overrides: dict[int, str] | None = None) -> TIState:
    """``holding(card)`` on the known map (or just the game set up, without a card)."""
    if card is None:
        state = new(3, seed=seed, factions=factions, map=known_map(overrides))
        finish_setup(state)
        return state
    second = "diplomacy" if card == "leadership" else card
    state = new(3, seed=seed, factions=factions, map=known_map(overrides))
    pick_cards(state, {0: ["leadership", second]})
    assert first(state).seat == 0
    return state


def quiet(decision: Decision) -> Any:
    """A choice that moves the game on doing as little as possible: pass, decline, done."""
    from engines.galaxy.actions import rounds as ac
    from engines.galaxy.agenda.actions import Abstain
    from engines.galaxy.builder.actions import PickTile, PlaceTile
    from engines.galaxy.windows.actions import PassWindow

    for kind in (PassWindow, Abstain, ac.Pass, ac.DeclineSecondary, ac.EndTurn, ac.DoneChoosing, ac.DoneScoring,
                 ac.SkipResearch, ac.StopPaying, ac.CancelTransaction, ac.TakeStrategicAction, ac.KeepSecret):
        for option in decision.options:
            if isinstance(option, kind):
                return option
    if any(isinstance(o, PickTile | PlaceTile) for o in decision.options):
        return decision.options[0]
    return next((o for o in decision.options if not isinstance(o, ac.TakeTacticalAction)), decision.options[0])


def to_status(state: TIState) -> None:
    """Play quietly until the status phase begins (its first question, scoring, is then asked)."""
    from engines.galaxy.steps.phases import StatusPhase

    until(state, lambda s: isinstance(top(s), StatusPhase), quiet, limit=500)
