"""Cosmic Conquest speed: random legal actions per second on one core (issue 4 target: 50,000).

Random bots play whole games through engines.core.simulate.play_one, exactly as
`starboard simulate cosmic` does. Time is the process's CPU time, so other programs on a busy
machine do not count against the engine; each figure is the best of five short rounds (as timeit
takes the minimum), because on a shared machine even CPU time grows when another process shares the core.
"""

from __future__ import annotations

import time
from typing import Any

from engines.core.bots import Bot, RandomBot
from engines.core.simulate import play_one
from engines.cosmic import GAME
from engines.cosmic.bot import HeuristicBot

TARGET = 50_000
ROUNDS = 5


def _rate(players: int, games: int, heuristic: bool = False) -> float:
    options = GAME.resolve_options({})
    best = 0.0
    for round_ in range(ROUNDS):
        actions = 0
        started = time.process_time()
        for seed in range(games):
            bots: list[Bot] = [HeuristicBot() if heuristic else RandomBot() for _ in range(players)]
            _, count, _ = play_one(GAME, players, bots, seed + 1000 * round_, options)
            actions += count
        seconds = time.process_time() - started
        best = max(best, actions / seconds if seconds else 0.0)
    return best


def run() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    _rate(2, 10)  # warm up: imports, caches and the CPU's clock
    for players, games in ((2, 100), (4, 35), (6, 18)):
        rate = _rate(players, games)
        rows.append({"metric": f"random actions per second, {players} players", "value": round(rate),
                     "unit": "1/s", "target": f">= {TARGET:,}", "ok": rate >= TARGET})
    rate = _rate(2, 10, heuristic=True)
    rows.append({"metric": "heuristic-bot actions per second, 2 players", "value": round(rate), "unit": "1/s"})
    return rows
