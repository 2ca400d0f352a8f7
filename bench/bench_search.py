"""The searching bot (Hard): search iterations per second and the time to answer at its budget.

For each game that offers it (and woodland again with all five factions at the table), decisions
are taken from games of Normal bots; at each, the Hard bot answers with the table's clock (wall
time), as it does in the desktop worker. An iteration is
one sampled future: draw a state from the seat's knowledge, play the option, play on with the
heuristic to the look-ahead, evaluate. Target: 95% of answers within the budget plus 50 ms.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable
from typing import Any

from engines.core.bots import BotTurn, make_bot
from engines.core.contract import Decision, Game
from engines.core.search import SearchBot
from engines.registry import all_games

LATE_MS = 50.0
BUDGETS = ((0.1, 24), (1.0, 6))  # (seconds per decision, decisions measured per game)
FIVE_FACTIONS = "marquise,eyrie,alliance,vagabond,lost_powers"
EXTRA = {"woodland": [(5, {"factions": FIVE_FACTIONS}, "five factions")]}  # (players, options, label)


def decision_points(game: Game[Any], count: int, players: int, options: dict[str, Any],
                    seed: int = 11) -> list[tuple[Any, Decision]]:
    """Positions spread over Normal-bot games where the deciding seat has several options."""
    found: list[tuple[Any, Decision]] = []
    rng = random.Random(seed)
    bots = [make_bot(game, "normal") for _ in range(players)]
    while len(found) < count:
        state = game.new_state(players, rng.randrange(1 << 30), options)
        step = 0
        while game.decisions(state) and len(found) < count:
            decision = game.decisions(state)[0]
            step += 1
            if len(decision.options) > 1 and step % 13 == 0:
                found.append((game.clone(state), decision))
            turn = BotTurn(game, decision.seat, decision, game.view(state, decision.seat), rng)
            game.perform(state, decision.seat, bots[decision.seat].choose(turn))
    return found


def measure(game: Game[Any], budget: float, count: int, players: int = 0,
            options: dict[str, Any] | None = None) -> dict[str, float]:
    """Answer times (ms, wall clock) and iterations per second over ``count`` decisions."""
    times: list[float] = []
    futures = steps = 0
    thinking = 0.0
    rng = random.Random(5)
    for state, decision in decision_points(game, count, players or max(2, game.min_players), options or {}):
        bot = SearchBot(game)
        seat = decision.seat
        started = time.monotonic()
        turn = BotTurn(game, seat, decision, _later(game.view, state, seat), rng, budget,
                       seen=_later(game.seen, state, seat))
        action = bot.choose(turn)
        spent = time.monotonic() - started
        assert action in decision.options
        times.append(spent * 1000)
        futures += bot.stats.futures
        steps += bot.stats.steps
        thinking += spent
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return {"p95_ms": p95, "max_ms": times[-1], "futures_per_s": futures / thinking,
            "steps_per_s": steps / thinking}


def _later(make: Callable[[Any, int], Any], state: Any, seat: int) -> Callable[[], Any]:
    """Built when the bot asks, as the desktop worker does."""
    return lambda: make(state, seat)


def run() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for game in all_games():
        if not game.searchable:
            continue
        cases = [(max(2, game.min_players), {}, ""), *EXTRA.get(game.id, [])]
        for (players, options, extra), (budget, count) in itertools.product(cases, BUDGETS):
            found = measure(game, budget, count, players, options)
            limit = budget * 1000 + LATE_MS
            label = f"{game.id}{' with ' + extra if extra else ''} hard at {budget:g} s"
            rows.append({"metric": f"{label}: answer time p95", "value": round(found["p95_ms"], 1), "unit": "ms",
                         "target": f"<= {limit:g}", "ok": found["p95_ms"] <= limit})
            rows.append({"metric": f"{label}: slowest answer", "value": round(found["max_ms"], 1), "unit": "ms"})
            rows.append({"metric": f"{label}: iterations (futures) per s", "value": round(found["futures_per_s"], 1),
                         "unit": "/s"})
            rows.append({"metric": f"{label}: rollout steps per s", "value": round(found["steps_per_s"]),
                         "unit": "/s"})
    return rows
