"""The GUI thread's garbage collections (desktop/gc_pin.py): how long the longest one stalls a frame.

Measured in a fresh process laid out like the app: the main window is built, startup objects are
frozen as `starboard` does, then three tables are opened one after another with bots playing, and a
full collection is timed. The same without the freeze shows what it saves.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from typing import Any

FRAME_MS = 16.0


def _child(freeze: bool) -> dict[str, float]:
    import gc

    from desktop.app import make_app
    from desktop.gc_pin import freeze_startup_objects
    from desktop.offscreen import ensure_offscreen
    from desktop.settings import Settings
    from desktop.shell.main_window import MainWindow
    from desktop.shell.new_game import NewGameChoice
    from engines.core.match import default_seats
    from engines.registry import get_game

    ensure_offscreen()
    app = make_app()
    window = MainWindow(Settings(bot_pace="instant", animations=False))
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    if freeze:
        freeze_startup_objects()
    for game_id, players in (("galaxy", 6), ("woodland", 3), ("lostworlds", 4)):
        seats = default_seats(players)
        for seat in seats[1:]:
            seat.kind = "bot:random"
        window.start_choice(get_game(game_id), NewGameChoice(players, seats, {}, 7))
        until = time.monotonic() + 2.0
        while time.monotonic() < until:
            app.processEvents()
    pauses = []
    for _ in range(5):
        started = time.perf_counter()
        gc.collect()
        pauses.append((time.perf_counter() - started) * 1000.0)
    tracked = len(gc.get_objects())
    window.close_table()
    return {"full_ms": statistics.median(pauses), "tracked": tracked}


def _measure(freeze: bool) -> dict[str, float]:
    flag = "--freeze" if freeze else "--no-freeze"
    out = subprocess.run([sys.executable, "-m", "bench.bench_desktop", flag], capture_output=True, text=True,
                         check=True, timeout=120)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def run() -> list[dict[str, Any]]:
    frozen, plain = _measure(True), _measure(False)
    return [
        {"metric": "full GC pause on the GUI thread, 3 tables opened", "value": round(frozen["full_ms"], 2),
         "unit": "ms", "target": f"< {FRAME_MS:g}", "ok": frozen["full_ms"] < FRAME_MS},
        {"metric": "  objects the collector scans", "value": int(frozen["tracked"]), "unit": "objects"},
        {"metric": "  same without freezing startup objects", "value": round(plain["full_ms"], 2), "unit": "ms"},
        {"metric": "  objects scanned without freezing", "value": int(plain["tracked"]), "unit": "objects"},
    ]


if __name__ == "__main__":
    print(json.dumps(_child(sys.argv[-1] == "--freeze")))
