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


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m bench")
    parser.add_argument("names", nargs="*", help="bench module names without bench_ (default: all)")
    args = parser.parse_args()
    here = Path(__file__).parent
    names = args.names or sorted(p.stem.removeprefix("bench_") for p in here.glob("bench_*.py"))
    failed = 0
    rows = []
    for name in names:
        started = time.perf_counter()
        module = importlib.import_module(f"bench.bench_{name}")
        for row in module.run():
            row = {"bench": name, **row}
            rows.append(row)
            print(json.dumps(row), flush=True)
            failed += row.get("ok") is False
        print(f"# {name}: {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    print("\n%-12s %-44s %14s %-8s %s" % ("bench", "metric", "value", "unit", "target"))
    for row in rows:
        target = row.get("target", "")
        mark = "" if "ok" not in row else ("ok" if row["ok"] else "MISSED")
        value = row["value"]
        shown = f"{value:,.3f}" if isinstance(value, float) else f"{value:,}" if isinstance(value, int) else value
        print("%-12s %-44s %14s %-8s %s %s" % (row["bench"], row["metric"], shown, row.get("unit", ""), target, mark))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
