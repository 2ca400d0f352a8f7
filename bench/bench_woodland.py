"""Woodland speed: random actions per second on one core for the pairings and the five-faction game (Autumn
and Winter), clone time, bot decisions."""

from __future__ import annotations

import random
import time
from typing import Any

from engines.core.bots import BotTurn, make_bot
from engines.woodland import GAME

ACTIONS_TARGET = 30_000
FIVE = "lost_powers,marquise,eyrie,alliance,vagabond"
PAIRINGS = ((2, "lost_powers,marquise", "autumn"), (2, "lost_powers,vagabond", "autumn"),
            (2, "marquise,vagabond", "autumn"), (2, "eyrie,alliance", "autumn"),
            (3, "lost_powers,marquise,vagabond", "autumn"), (5, FIVE, "autumn"), (5, FIVE, "winter"))


def random_actions_per_second(players: int, factions: str, seconds: float = 1.5, repeats: int = 3,
                              board: str = "autumn") -> float:
    """Best of ``repeats`` runs (other processes share the cores): see ``one_run``."""
    return max(one_run(players, factions, seconds, board) for _ in range(repeats))


def one_run(players: int, factions: str, seconds: float, board: str = "autumn") -> float:
    """The simulate loop with random choices (decisions, choose, perform), game after game, CPU time."""
    rng = random.Random(1)
    options = GAME.resolve_options({"factions": factions, "map": board})
    done = seed = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = GAME.new_state(players, seed, options)
        seed += 1
        while decisions := GAME.decisions(state):
            decision = decisions[0]
            action = rng.choice(decision.options)
            if action not in decision.options:
                raise AssertionError("impossible")
            GAME.perform(state, decision.seat, action)
            done += 1
    return done / (time.process_time() - started)


def clone_microseconds(rounds: int = 5_000) -> float:
    rng = random.Random(3)
    state = GAME.new_state(3, 3, GAME.resolve_options({}))
    for _ in range(300):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        GAME.perform(state, decisions[0].seat, rng.choice(decisions[0].options))
    started = time.process_time()
    for _ in range(rounds):
        GAME.clone(state)
    return (time.process_time() - started) / rounds * 1e6


def heuristic_decisions_per_second(seconds: float = 2.0, players: int = 3) -> float:
    rng = random.Random(2)
    bots = [make_bot(GAME, "heuristic") for _ in range(players)]
    done = seed = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = GAME.new_state(players, seed, GAME.resolve_options({}))
        seed += 1
        while (decisions := GAME.decisions(state)) and time.process_time() - started < seconds:
            d = decisions[0]
            action = bots[d.seat].choose(BotTurn(GAME, d.seat, d, GAME.view(state, d.seat), rng))
            GAME.perform(state, d.seat, action)
            done += 1
    return done / (time.process_time() - started)


def machine_microseconds() -> float:
    """How busy the machine is: the best time of ``sum(range(100))`` (about 1 us on an idle core here)."""
    import timeit

    return min(timeit.repeat("sum(range(100))", number=20_000, repeat=5)) / 20_000 * 1e6


def run() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = [{"metric": "machine speed: sum(range(100))", "unit": "us",
                                   "value": round(machine_microseconds(), 2)}]
    rates = []
    for players, factions, board in PAIRINGS:
        rate = random_actions_per_second(players, factions, board=board)
        rates.append(rate)
        where = "" if board == "autumn" else f", {board}"
        name = "five factions" if factions == FIVE else factions
        rows.append({"metric": f"random actions/s ({name}{where})", "value": round(rate), "unit": "1/s",
                     "target": f">= {ACTIONS_TARGET}", "ok": rate >= ACTIONS_TARGET})
    mean = sum(rates) / len(rates)
    rows.append({"metric": "random actions/s (mean of pairings)", "value": round(mean), "unit": "1/s",
                 "target": f">= {ACTIONS_TARGET}", "ok": mean >= ACTIONS_TARGET})
    rows.append({"metric": "state clone (3 players, mid-game)", "value": round(clone_microseconds(), 1),
                 "unit": "us"})
    rows.append({"metric": "heuristic bot decisions/s (3 players)", "value": round(heuristic_decisions_per_second()),
                 "unit": "1/s"})
    rows.append({"metric": "heuristic bot decisions/s (five factions)",
                 "value": round(heuristic_decisions_per_second(players=5)), "unit": "1/s"})
    return rows
