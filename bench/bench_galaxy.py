"""Galaxy benchmarks: building the 8-player hyperlane galaxy with its graph, and movement queries."""

from __future__ import annotations

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
    return rows + combat_rows()


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
