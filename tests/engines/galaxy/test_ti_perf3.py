"""The engine's fourth speed pass (ti-perf3) changes no game: a step's ``asks`` says exactly what its
``decisions`` would (someone or nobody), the facts a block of asking keeps (units on the board, a seat's units
for the leaders' unlocks, a system's producers) are those the board gives when asked afresh, and nothing a
block worked out outlives it (an action, a change by hand, a clone or a loaded save are asked afresh).
The whole games with and without every shortcut are in ``test_perf_same_games.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.galaxy import GAME, effects, flow
from engines.galaxy.board import add
from engines.galaxy.forces import board_tally, on_board
from engines.galaxy.production import _producers, producers
from engines.galaxy.state import TIState

pytestmark = pytest.mark.slow


def _random_states(seed: int, actions: int) -> Any:
    """The states of a six-player random game, one after each action."""
    state = GAME.new_state(6, seed, GAME.resolve_options({}))
    rng = random.Random(seed)
    for _ in range(actions):
        decisions = GAME.decisions(state)
        if not decisions:
            return
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
        yield state


def test_asks_says_what_decisions_would(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wherever ``settle`` takes a step's ``asks`` for its decisions, the decisions agree (some or none)."""
    told = {"asked": 0, "nobody": 0, "untold": 0}
    for handler in flow.HANDLERS.values():
        asks = getattr(handler, "asks", None)
        if asks is None:
            continue

        def checked(state: TIState, step: Any, asks: Any = asks, handler: Any = handler) -> bool | None:
            answer = asks(state, step)
            if answer is None:
                told["untold"] += 1
            else:
                assert answer == bool(handler.decisions(state, step)), type(step).__name__
                told["asked" if answer else "nobody"] += 1
            return answer  # type: ignore[no-any-return]

        monkeypatch.setattr(handler, "asks", checked, raising=False)
    for seed in (2, 7):
        for _ in _random_states(seed, 700):
            pass
    assert told["asked"] > 300 and told["nobody"] > 300 and told["untold"] > 20, told


def test_units_on_board_are_those_a_fresh_count_gives() -> None:
    """``on_board`` (one pass over the board, kept for a block of asking) equals counting that kind's stacks
    everywhere, in a block and out of one, along a game."""
    checked = 0
    for state in _random_states(3, 600):
        with effects.unchanged():
            for seat in range(len(state.players)):
                for kind in ("infantry", "fighter", "carrier", "space_dock", "mech", "pds", "dreadnought"):
                    fresh = sum(s.count for place in state.systems.values() for s in place.space
                                if s.owner == seat and s.kind == kind)
                    fresh += sum(s.count for p in state.planets.values() for s in p.units
                                 if s.owner == seat and s.kind == kind)
                    assert on_board(state, seat, kind) == fresh
                    checked += 1
    assert checked > 20_000


def test_a_blocks_facts_never_outlive_it() -> None:
    """A unit put on the board by hand, by an action, in a clone or in a loaded save is counted: what a block
    worked out is forgotten when it ends, and another state (a clone, a decoded save) has its own."""
    state = next(s for i, s in enumerate(_random_states(4, 40)) if i == 39)
    home = state.players[0].home
    with effects.unchanged():
        before = on_board(state, 0, "carrier")
        assert on_board(state, 0, "carrier") == before  # kept inside the block
    add(state.systems[str(home)].space, 0, "carrier")
    with effects.unchanged():
        assert on_board(state, 0, "carrier") == before + 1
        copy = GAME.clone(state)
        add(copy.systems[str(home)].space, 0, "carrier")
        assert on_board(copy, 0, "carrier") == before + 2  # the clone's own facts
        assert on_board(state, 0, "carrier") == before + 1
        loaded = GAME.decode_state(GAME.encode_state(copy))
        assert on_board(loaded, 0, "carrier") == before + 2
    assert board_tally(state) == effects.once(state, "on_board", lambda: board_tally(state))


def test_producers_kept_in_a_block_are_the_boards() -> None:
    """A system's producers, kept for a block of asking, equal those worked out afresh for every seat and
    every system along a game."""
    checked = 0
    for index, state in enumerate(_random_states(5, 500)):
        if index % 25:
            continue
        with effects.unchanged():
            for seat in range(len(state.players)):
                for node in (int(n) for n in state.systems):
                    assert producers(state, seat, node) == _producers(state, seat, node)
                    checked += 1
    assert checked > 1_000


def test_a_step_asked_through_asks_is_remembered_when_asked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step whose ``asks`` spared ``settle`` its decisions has them noted by the first ``decisions`` after it
    and kept by the second (a table's legality check and its bots then ask no more), and a state changed by
    hand is asked afresh."""
    monkeypatch.setattr(flow, "_WORTH_REMEMBERING", 0.0)
    state = GAME.new_state(6, 1, GAME.resolve_options({}))
    rng = random.Random(1)
    while not (flow.top(state) is not None and getattr(flow.handler_for(flow.top(state)), "asks", None)
               and flow.handler_for(flow.top(state)).asks(state, flow.top(state))):  # type: ignore[attr-defined]
        decisions = GAME.decisions(state)
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    flow._asked.pop(id(state), None)
    first = GAME.decisions(state)
    assert flow._asked[id(state)][1] == b""  # asked once: noted, nothing kept (no encoding paid)
    assert GAME.decisions(state)[0].options == first[0].options
    assert flow._asked[id(state)][1] == GAME.encode_state(state)  # asked again: kept
    assert GAME.decisions(state)[0].options == first[0].options
    state.players[first[0].seat].commodities += 1
    assert GAME.decisions(state) == GAME.decisions(GAME.decode_state(GAME.encode_state(state)))
