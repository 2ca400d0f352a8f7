"""Lost Worlds speed: random actions per second on one core, state clone time, heuristic decisions."""

from __future__ import annotations

import random
import time
from typing import Any

from engines.core.bots import BotTurn, make_bot
from engines.lostworlds import GAME

ACTIONS_TARGET = 50_000
CLONE_TARGET_US = 30.0


def random_actions_per_second(players: int, options: dict[str, Any], seconds: float = 3.0) -> float:
    """The simulate loop with random choices: decisions, choose, perform, game after game."""
    rng = random.Random(1)
    resolved = GAME.resolve_options(options)
    done = 0
    seed = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = GAME.new_state(players, seed, resolved)
        seed += 1
        while True:
            decisions = GAME.decisions(state)
            if not decisions:
                break
            decision = decisions[0]
            action = rng.choice(decision.options)
            if action not in decision.options:
                raise AssertionError("impossible")
            GAME.perform(state, decision.seat, action)
            done += 1
    return done / (time.perf_counter() - started)


def mid_game_state(players: int, options: dict[str, Any]) -> Any:
    rng = random.Random(3)
    state = GAME.new_state(players, 3, GAME.resolve_options(options))
    for _ in range(150):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    return state


def clone_microseconds(players: int, options: dict[str, Any], rounds: int = 20_000) -> float:
    state = mid_game_state(players, options)
    started = time.perf_counter()
    for _ in range(rounds):
        GAME.clone(state)
    return (time.perf_counter() - started) / rounds * 1e6


def heuristic_decisions_per_second(players: int, seconds: float = 2.0) -> float:
    rng = random.Random(2)
    bots = [make_bot(GAME, "heuristic") for _ in range(players)]
    done, seed = 0, 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = GAME.new_state(players, seed, GAME.resolve_options({}))
        seed += 1
        while (decisions := GAME.decisions(state)) and time.perf_counter() - started < seconds:
            d = decisions[0]
            action = bots[d.seat].choose(BotTurn(GAME, d.seat, d, GAME.view(state, d.seat), rng))
            GAME.perform(state, d.seat, action)
            done += 1
    return done / (time.perf_counter() - started)


def run() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for players, options, name in ((4, {}, "4 players"), (2, {}, "2 players"),
                                   (5, {"events": True}, "5 players, events")):
        rate = random_actions_per_second(players, options)
        rows.append({"metric": f"random actions per second ({name})", "value": round(rate), "unit": "1/s",
                     "target": f">= {ACTIONS_TARGET}", "ok": rate >= ACTIONS_TARGET})
    for players, options, name in ((4, {}, "4 players"), (5, {"events": True}, "5 players, events")):
        micro = clone_microseconds(players, options)
        rows.append({"metric": f"state clone ({name})", "value": round(micro, 2), "unit": "us",
                     "target": f"< {CLONE_TARGET_US}", "ok": micro < CLONE_TARGET_US})
    rows.append({"metric": "heuristic bot decisions per second (4 players)",
                 "value": round(heuristic_decisions_per_second(4)), "unit": "1/s"})
    return rows
