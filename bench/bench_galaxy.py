"""Galaxy benchmarks: the map (the 8-player hyperlane galaxy with its graph, movement queries), the combat
odds, and the game: random actions per second on six players, cloning an eight-player state in the middle
of a game, and a whole six-player game of heuristic bots."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from engines.core.rng import Rng
from engines.galaxy.adjacency import Galaxy
from engines.galaxy.builder import BUILDER as GAME
from engines.galaxy.generator import generate
from engines.galaxy.layouts import layout_for
from engines.galaxy.mapstring import parse_map
from engines.galaxy.movement import reach

EIGHT_HYPERLANES = (
    "87A1 90B3 65 88A2 89B0 66 19 21 45 31 46 64 22 73 44 34 49 24 27 50 72 40 59 85B2 62 76 41 37 43 35 "
    "48 63 83B2 74 36 79 0 42 30 0 -1 -1 0 68 -1 0 47 71 0 39 61 0 -1 -1 0 67 -1 0 78 28"
)


def _median_ms(task: Callable[[], Any], repeats: int) -> float:
    task()  # warm caches (tile data, position tables)
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        task()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000.0


def _build() -> Any:
    galaxy = Galaxy(parse_map(EIGHT_HYPERLANES))
    return galaxy.graph


def _row(metric: str, value: float, unit: str, target: float | None = None) -> dict[str, Any]:
    row: dict[str, Any] = {"metric": metric, "value": round(value, 4), "unit": unit}
    if target is not None:
        row["target"] = f"< {target} {unit}"
        row["ok"] = value < target
    return row


def run() -> list[dict[str, Any]]:
    galaxy = Galaxy(parse_map(EIGHT_HYPERLANES))
    rows = [
        _row("8p hyperlane galaxy + networkx graph", _median_ms(_build, 200), "ms", 20.0),
        _row("movement range, move 3 from a home", _median_ms(lambda: reach(galaxy, 37, 3), 2000), "ms", 1.0),
        _row("movement range, move 4 from the centre", _median_ms(lambda: reach(galaxy, 0, 4), 2000), "ms", 1.0),
    ]
    chosen = layout_for(8, "hyperlanes")
    rows.append(_row("balanced 8p hyperlane galaxy", _median_ms(
        lambda: generate(chosen, Rng.from_seed(1), balanced=True), 5), "ms"))
    state = GAME.new_state(8, 1)
    rows.append(_row("builder view, 8 players", _median_ms(lambda: GAME.view(state, 0), 200), "ms"))
    return rows + combat_rows() + game_rows()


def _battles(ground: bool) -> tuple[Any, Any]:
    from engines.galaxy.combat.odds import side_of

    if ground:
        return side_of(0, {"dreadnought": 2, "infantry": 4, "mech": 1}), side_of(1, {"infantry": 3, "pds": 1})
    return side_of(0, {"dreadnought": 2, "fighter": 3}), side_of(1, {"cruiser": 3})


def combat_rows() -> list[dict[str, Any]]:
    """`starboard galaxy combat`'s default run (20,000 battles) and how close it comes to an exact answer."""
    from engines.galaxy.combat.odds import DEFAULT_TRIALS, odds, side_of

    rows = []
    for ground, name in ((False, "space: 2 dreadnoughts, 3 fighters vs 3 cruisers"),
                         (True, "invasion: 2 dreadnoughts, 4 infantry, mech vs 3 infantry, PDS")):
        attacker, defender = _battles(ground)
        started = time.perf_counter()
        odds(attacker, defender, ground=ground, trials=DEFAULT_TRIALS)
        seconds = time.perf_counter() - started
        rows.append(_row(f"combat odds, {DEFAULT_TRIALS} battles, {name}", seconds, "s", 3.0))
        rows.append(_row(f"combat odds battles per second, {name}", DEFAULT_TRIALS / seconds, "battles/s"))
    # Yardstick: a cruiser duel has an exact answer (3/8 each, 1/4 draw: LRR 78 with 7+ to hit).
    duel = odds(side_of(0, {"cruiser": 1}), side_of(1, {"cruiser": 1}), trials=DEFAULT_TRIALS)
    error = max(abs(duel.attacker_win - 0.375), abs(duel.defender_win - 0.375), abs(duel.draw - 0.25))
    rows.append(_row("combat odds largest error vs the exact cruiser duel", error, "fraction", 0.02))
    return rows


# ----- the game ------------------------------------------------------------------------------------------

RANDOM_ACTIONS_TARGET = 10_000
CLONE_TARGET_US = 150.0
BOT_GAME_TARGET_S = 60.0


def random_actions_per_second(players: int = 6, seconds: float = 2.0, repeats: int = 3) -> float:
    """Best of ``repeats`` runs (other processes share the cores) of the simulate loop with random choices."""
    return max(_random_run(players, seconds) for _ in range(repeats))


def _random_run(players: int, seconds: float) -> float:
    from engines.galaxy.game import TIGame

    game = TIGame()
    rng = random.Random(1)
    options = game.resolve_options({})
    done = seed = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = game.new_state(players, seed, options)
        seed += 1
        while decisions := game.decisions(state):
            decision = decisions[0]
            action = rng.choice(decision.options)
            if action not in decision.options:
                raise AssertionError("impossible")
            game.perform(state, decision.seat, action)
            done += 1
    return done / (time.process_time() - started)


def bot_game(players: int, seed: int, until_round: int = 0, layout: str = "standard") -> tuple[Any, int]:
    """A game of heuristic bots from ``seed``, to the end or to the start of ``until_round``."""
    from engines.core.bots import BotTurn, make_bot
    from engines.galaxy.game import TIGame

    game = TIGame()
    state = game.new_state(players, seed, game.resolve_options({"layout": layout}))
    bots = [make_bot(game, "heuristic") for _ in range(players)]
    rng = random.Random(seed)
    actions = 0
    while (decisions := game.decisions(state)) and not (until_round and state.round >= until_round):
        decision = decisions[0]
        view = game.view(state, decision.seat)
        action = bots[decision.seat].choose(BotTurn(game, decision.seat, decision, view, rng))
        game.perform(state, decision.seat, action)
        actions += 1
    return state, actions


def clone_microseconds(state: Any, rounds: int = 2_000) -> tuple[float, float]:
    """(clone, msgpack encode alone) in microseconds: the encode is the yardstick a clone cannot beat."""
    from engines.galaxy.game import TIGame

    game = TIGame()
    game.clone(state)
    started = time.process_time()
    for _ in range(rounds):
        game.clone(state)
    clone = (time.process_time() - started) / rounds * 1e6
    started = time.process_time()
    for _ in range(rounds):
        game.encode_state(state)
    encode = (time.process_time() - started) / rounds * 1e6
    return clone, encode


def game_rows() -> list[dict[str, Any]]:
    rate = random_actions_per_second()
    rows = [{"metric": "random actions/s, 6 players (one core, CPU time)", "value": round(rate), "unit": "1/s",
             "target": f">= {RANDOM_ACTIONS_TARGET}", "ok": rate >= RANDOM_ACTIONS_TARGET}]
    middle, _ = bot_game(8, 7, until_round=4, layout="hyperlanes")
    units = sum(s.count for system in middle.systems.values() for s in system.space)
    units += sum(s.count for planet in middle.planets.values() for s in planet.units)
    clone, encode = clone_microseconds(middle)
    rows.append(_row(f"clone, 8 players at round 4 of a bot game ({units} units)", clone, "us", CLONE_TARGET_US))
    rows.append({"metric": "clone / msgpack encode alone (same state)", "value": round(clone / encode, 2),
                 "unit": "ratio"})
    started = time.process_time()
    state, actions = bot_game(6, 1)
    seconds = time.process_time() - started
    rows.append(_row(f"heuristic bot game, 6 players, CPU ({state.round} rounds, {actions} actions)", seconds,
                     "s", BOT_GAME_TARGET_S))
    rows.append({"metric": "heuristic bot decisions/s (6 players)", "value": round(actions / seconds),
                 "unit": "1/s"})
    return rows
