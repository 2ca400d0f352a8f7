"""Run every bench/bench_*.py (or those named) and print one table and one JSON line per metric.

Each module defines ``run() -> list[dict]``; a row has ``metric``, ``value``, ``unit`` and, where
there is a target, ``target`` and ``ok``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path


def machine_speed() -> dict[str, float]:
    """How busy this machine is: a fixed pure-Python loop's time and the load average.

    Throughput targets assume a quiet core; on a shared machine read them against this line
    (about 1.1 microseconds for sum(range(100)) on an idle core here).
    """
    import os
    import timeit

    loop = min(timeit.repeat("sum(range(100))", number=20_000, repeat=5)) / 20_000 * 1e6
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else -1.0
    return {"sum_range_100_us": round(loop, 3), "load_average": round(load, 2)}


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("names", nargs="*", help="bench module names without bench_ (default: all)")
    args = parser.parse_args()
    here = Path(__file__).parent
    names = args.names or sorted(p.stem.removeprefix("bench_") for p in here.glob("bench_*.py"))
    failed = 0
    rows = []
    print(json.dumps({"bench": "machine", **machine_speed()}), flush=True)
    for name in names:
        started = time.perf_counter()
        module = importlib.import_module(f"bench.bench_{name}")
        for row in module.run():
            row = {"bench": name, **row}
            rows.append(row)
            print(json.dumps(row), flush=True)
            failed += row.get("ok") is False
        print(f"# {name}: {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    width = max([44, *(len(row["metric"]) for row in rows)])
    print("\n%-12s %-*s %14s %-8s %s" % ("bench", width, "metric", "value", "unit", "target"))
    for row in rows:
        target = row.get("target", "")
        mark = "" if "ok" not in row else ("ok" if row["ok"] else "MISSED")
        value = row["value"]
        shown = f"{value:,.3f}" if isinstance(value, float) else f"{value:,}" if isinstance(value, int) else value
        unit = row.get("unit", "")
        print("%-12s %-*s %14s %-8s %s %s" % (row["bench"], width, row["metric"], shown, unit, target, mark))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
