"""The engine's fifth speed pass (ti-perf5) changes no game: the block of asking (``effects.unchanged``) is a
context variable, still one per thread (a block entered in one thread never answers another thread's
questions), and a turn's trading partners are the same whether or not the neighbours are worked out first.
The whole games with and without every shortcut are in ``test_perf_same_games.py``."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from engines.galaxy import GAME, effects
from engines.galaxy.effects import any_true, once, unchanged
from engines.galaxy.phases.action import trading_partners
from engines.galaxy.seats import in_game, neighbours
from engines.galaxy.state import TIState


def test_a_block_in_one_thread_answers_nothing_in_another() -> None:
    state = GAME.new_state(6, 1, GAME.resolve_options({}))
    inside = threading.Event()
    done = threading.Event()
    seen: dict[str, Any] = {}

    def other_thread() -> None:
        inside.wait(5)
        seen["block"] = effects._block()
        calls = []
        once(state, "probe", lambda: calls.append(1))
        once(state, "probe", lambda: calls.append(1))
        seen["calls outside"] = len(calls)  # no block here: worked out each time
        with unchanged():
            once(state, "probe", lambda: calls.append(1))
            once(state, "probe", lambda: calls.append(1))
        seen["calls inside"] = len(calls) - 2  # its own block: once
        done.set()

    worker = threading.Thread(target=other_thread)
    worker.start()
    with unchanged():
        once(state, "probe", lambda: "main thread")
        inside.set()
        assert done.wait(10)
        # the other thread's block was its own: this one still holds its own answer
        assert once(state, "probe", lambda: "asked again") == "main thread"
    worker.join(5)
    assert seen == {"block": None, "calls outside": 2, "calls inside": 1}
    assert effects._block() is None


def test_blocks_nest_and_end_in_their_own_thread() -> None:
    assert effects._block() is None
    with unchanged():
        outer = effects._block()
        assert outer is not None
        with unchanged():
            assert effects._block() is outer
        assert effects._block() is outer
    assert effects._block() is None


def _reference_partners(state: TIState, seat: int) -> list[int]:
    """Trading partners as worked out before this pass: the neighbours first."""
    near = neighbours(state, seat)
    others = [s for s in in_game(state) if s != seat]
    if any_true(state, "trade_with_anyone", seat):
        return others
    return [s for s in others if s in near or any_true(state, "trade_with_anyone", s)]


@pytest.mark.slow
def test_trading_partners_are_the_same_along_a_game() -> None:
    """LRR 94.1: neighbours, or anyone when either side trades with anyone (a seat given the Hacan's hook too)."""
    state = GAME.new_state(6, 3, GAME.resolve_options({"factions": "hacan,sol,arborec,xxcha,yin,letnev"}))
    rng = random.Random(3)
    checked = anyone = 0
    for _ in range(700):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        if state.phase == "action":
            for seat in in_game(state):
                with unchanged():
                    found = trading_partners(state, seat)
                with unchanged():
                    assert found == _reference_partners(state, seat)
                anyone += any_true(state, "trade_with_anyone", seat)
                checked += 1
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    assert checked > 300
    assert anyone > 0  # the Hacan's Guild Ships answered some of them
