"""Landfall (colony) speed: random actions per second on one core, clone time, heuristic bot decisions.

The machine these run on is shared, so each figure is the best of several short trials, timed
with the process's CPU clock (one core's work, whatever else the machine is doing).
"""

from __future__ import annotations

import random
import time
from typing import Any

from engines.colony import GAME
from engines.core.bots import BotTurn, RandomBot, make_bot
from engines.core.simulate import play_one

ACTIONS_TARGET = 50_000
CLONE_TARGET_US = 60.0
TRIALS = 15
GAMES_PER_TRIAL = 40


def _best_rate(game: Any, players: int, seeds: range, trials: int) -> float:
    """Actions per CPU second over the same whole games played ``trials`` times; the fastest run counts.

    The workload is identical in every trial, so the best time is the one least disturbed by
    whatever else shares the machine.
    """
    options = game.resolve_options({})
    best = float("inf")
    actions = 0
    for _ in range(trials):
        actions = 0
        started = time.process_time()
        for seed in seeds:
            _, count, _ = play_one(game, players, [RandomBot() for _ in range(players)], seed, options)
            actions += count
        best = min(best, time.process_time() - started)
    return actions / best


def random_actions_per_second(players: int) -> float:
    """The `starboard simulate` loop with random bots on one core."""
    return _best_rate(GAME, players, range(GAMES_PER_TRIAL), TRIALS)


def reference_actions_per_second() -> float:
    """The core's toy game under the same loop: how fast this machine is right now, for comparison."""
    from tests.engines.core.toy import TOY

    return _best_rate(TOY, 3, range(100), TRIALS)


def mid_game_state(players: int) -> Any:
    rng = random.Random(3)
    state = GAME.new_state(players, 3, {})
    for _ in range(60):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    return state


def clone_microseconds(players: int, rounds: int = 5_000) -> float:
    state = mid_game_state(players)
    best = float("inf")
    for _ in range(5):
        started = time.process_time()
        for _ in range(rounds):
            GAME.clone(state)
        best = min(best, (time.process_time() - started) / rounds * 1e6)
    return best


def heuristic_decisions_per_second(players: int, seconds: float = 2.0) -> float:
    """Whole heuristic-bot games, each decision built from the seat's view as in the desktop worker."""
    rng = random.Random(2)
    done, seed = 0, 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = GAME.new_state(players, seed, {})
        bots = [make_bot(GAME, "heuristic") for _ in range(players)]
        seed += 1
        while decisions := GAME.decisions(state):
            decision = decisions[0]
            turn = BotTurn(GAME, decision.seat, decision, GAME.view(state, decision.seat), rng)
            GAME.perform(state, decision.seat, bots[decision.seat].choose(turn))
            done += 1
    return done / (time.process_time() - started)


def run() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for players in (2, 4, 6):
        rate = random_actions_per_second(players)
        rows.append({"metric": f"random actions/s, {players} players (1 core)", "value": round(rate),
                     "unit": "1/s", "target": f">= {ACTIONS_TARGET:,}", "ok": rate >= ACTIONS_TARGET})
    clone = clone_microseconds(4)
    rows.append({"metric": "state clone, 4 players mid-game", "value": round(clone, 1), "unit": "us",
                 "target": f"<= {CLONE_TARGET_US}", "ok": clone <= CLONE_TARGET_US})
    rows.append({"metric": "heuristic bot decisions/s, 4 players", "value": round(heuristic_decisions_per_second(4)),
                 "unit": "1/s"})
    rows.append({"metric": "reference: core toy game random actions/s", "value": round(reference_actions_per_second()),
                 "unit": "1/s"})
    return rows
