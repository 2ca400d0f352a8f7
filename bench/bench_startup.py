"""Start-up against a yardstick: a bare PySide6 window and Starboard's launcher, launched in turn.

Both run through the same probe (packaging/hooks/rthook_starboard.py): seconds from the process start to the
main window's first painted frame, offscreen. The launches alternate (bare, source, frozen, bare, ...), so
a machine slowing down mid-run weighs on both sides alike; the ratio of the medians is the row with the target.
The frozen build (dist/starboard, or $STARBOARD_DIST) is measured when `make dist` has left one.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

import smoke  # noqa: E402

from bench.bench_packaging import frozen_executable  # noqa: E402

LAUNCHES = 9
RATIO_TARGET = 2.0
BARE_COMMAND = [
    sys.executable, "-c",
    f"import runpy; runpy.run_path({str(smoke.HOOK)!r}); "
    f"runpy.run_path({str(Path(__file__).with_name('bare_window.py'))!r}, run_name='__main__')",
]
PARTS = (("interpreter", "interpreter"), ("qt_import", "Qt import"), ("app", "own imports + window"),
         ("first_paint", "first paint"))


@contextlib.contextmanager
def cached_bytecode() -> Iterator[None]:
    """Launched processes compile each module once and reuse it, as an installed app does. A shell with
    PYTHONDONTWRITEBYTECODE set would make every source launch compile Starboard anew (the frozen build and
    PySide6's own files come compiled); the cache sits in the temporary folder, not in the tree."""
    names = ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")
    saved = {name: os.environ.get(name) for name in names}
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    os.environ["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "starboard-bench-pycache")
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def launch_series(commands: dict[str, list[str] | Path], launches: int = LAUNCHES) -> dict[str, list[dict[str, float]]]:
    """``launches`` start-ups of each command, taken in turn (one of each, then again, each round starting one
    further along so none always follows the same one), after one launch of each that is not counted (it fills
    the bytecode cache and the disk cache)."""
    for command in commands.values():
        smoke.startup(command)
    names = list(commands)
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    for round_number in range(launches):
        shift = round_number % len(names)
        for name in names[shift:] + names[:shift]:
            runs[name].append(smoke.startup(commands[name]))
    return runs


def _median(runs: list[dict[str, float]], key: str = "total") -> float:
    return statistics.median(run[key] for run in runs)


def startup_rows(runs: dict[str, list[dict[str, float]]]) -> list[dict[str, Any]]:
    bare = _median(runs["bare"])
    labels = {"bare": "bare PySide6 window", "source": "Starboard launcher (source)",
              "frozen": "Starboard launcher (frozen build)"}
    rows: list[dict[str, Any]] = []
    for name, series in runs.items():
        count = len(series)
        rows.append({"metric": f"{labels[name]}: start to first paint, median of {count}",
                     "value": round(_median(series), 3), "unit": "s"})
        rows += [{"metric": f"  {labels[name]}: of which {part}", "value": round(_median(series, key), 3),
                  "unit": "s"} for key, part in PARTS]
    for name in runs:
        if name != "bare":
            ratio = _median(runs[name]) / bare
            rows.append({"metric": f"{labels[name]} / bare window", "value": round(ratio, 2), "unit": "x",
                         "target": f"<= {RATIO_TARGET:g}", "ok": ratio <= RATIO_TARGET})
    return rows


def run() -> list[dict[str, Any]]:
    commands: dict[str, list[str] | Path] = {"bare": BARE_COMMAND, "source": smoke.SOURCE_COMMAND}
    frozen = frozen_executable(Path(os.environ.get("STARBOARD_DIST", ROOT / "dist")))
    if frozen is not None:
        commands["frozen"] = frozen
    with cached_bytecode():
        rows = startup_rows(launch_series(commands))
        if frozen is None:
            rows.append({"metric": "Starboard launcher (frozen build)", "value": "missing: run make dist", "unit": ""})
        return rows + table_rows()


# ----- the first table, and memory ---------------------------------------------------------------------
TABLE_LAUNCHES = 9
TABLE_TARGET_MS = 150.0
RSS_TARGET_MB = 150.0
SEED = int(os.environ.get("STARBOARD_BENCH_SEED", "7"))


def _rss_mb() -> float:
    """This process's resident memory now (Linux: VmRSS; elsewhere the peak, which is what is known)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return float(peak) / (1024 * 1024 if sys.platform == "darwin" else 1024)


# The resumed table's intent, as a player's pointer gives it: on the Resume button this long before pressing,
# and a click's press this long before its release (the click). Pointing takes far longer than these to
# reach a button; the old cold row (no intent at all) is kept beside this one.
HOVER_TO_PRESS_S = 0.2
PRESS_TO_RELEASE_S = 0.1
MODES = ("dialog", "cold", "resume")
LONG_LAUNCHES = 5
LONG_GAME_ACTIONS = 1500  # a long Twilight Imperium save: six seats, random moves, mid-game (open-async)
LONG_SAVE = "galaxy-long.starboard"


def _seats(game: Any) -> list[Any]:
    from engines.core.match import SeatConfig

    bot = "bot:heuristic" if "heuristic" in game.bots() else "bot:random"
    return [SeatConfig("You" if i == 0 else f"Bot {i + 1}", i, "human" if i == 0 else bot)
            for i in range(game.max_players)]


def _table_child(game_id: str, mode: str) -> dict[str, float]:
    """In a fresh process laid out like `starboard`, from the launcher's first frame: the game's table at its
    largest player count (you and bots, as the new-game dialog proposes) until its first drawn frame.

    ``dialog``, the player's way to a new game: once the launcher is idle (its warm-up done), a click on the
    tile, the new-game dialog drawn, a moment to read it (the game's scene loads then, and what it prepares
    for its first frame: desktop/shell/load_ahead.py), Start. ``resume``, the cold path as a player takes it:
    the launcher idle with a save of the game's start first in its recent games, the pointer on Resume
    (intent: the table loads ahead), a press ``HOVER_TO_PRESS_S`` later, the click ``PRESS_TO_RELEASE_S``
    after that; timed from the click. ``cold``, the old row: a new table straight after the launcher's first
    frame with nothing loaded ahead and no intent. A Twilight Imperium table also notes when its tile art
    is complete (the first frame draws the art that is ready, the rest fills in: art_cache.py).
    """
    import time

    from desktop.offscreen import ensure_offscreen, wait_until

    ensure_offscreen()
    from PySide6.QtCore import QEvent, QObject, QPointF, Qt
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from desktop.app import make_app
    from desktop.shell.main_window import MainWindow

    app = make_app()
    window = MainWindow()
    window.freeze_when_warm = True
    painted: list[QObject] = []
    counts: list[Callable[[QObject], bool]] = [lambda _watched: True]

    class Paints(QObject):
        """Notes the paint events of the widgets it watches (only those: an application-wide Python filter
        would slow every event down) while ``counts`` says they count."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and counts[0](watched):
                painted.append(watched)
            return False

    watcher = Paints()
    window.launcher.installEventFilter(watcher)
    window.show()
    wait_until(lambda: bool(painted), 30)
    app.processEvents()
    marks: dict[str, float] = {"launcher_rss": _rss_mb()}
    ticks: list[float] = []  # a 5 ms timer's turns while a long save opens (mode "long")
    first_tick = 0
    if mode == "cold":
        from desktop.shell.new_game import NewGameChoice
        from engines.registry import get_game

        started, cpu = time.time(), time.process_time()
        game = get_game(game_id)
        page = window.start_choice(game, NewGameChoice(game.max_players, _seats(game), {}, SEED))
    elif mode == "long":
        from PySide6.QtCore import QTimer

        from engines.core.paths import saves_dir

        wait_until(lambda: window.warm_up.finished, 30)
        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.start()
        wait_until(lambda: len(ticks) > 3, 5)
        started, cpu = time.time(), time.process_time()
        ticks.append(time.perf_counter())
        first_tick = len(ticks) - 1
        window.open_path(saves_dir() / LONG_SAVE)
        wait_until(lambda: window.page is not None, 60)
        assert window.page is not None
        page = window.page
    elif mode == "resume":
        wait_until(lambda: window.warm_up.finished, 30)
        button = window.launcher.resume_button
        assert button.isEnabled(), "the bench's save is first in the recent games"
        centre = QPointF(button.rect().center())
        QApplication.sendEvent(button, QEnterEvent(centre, centre, QPointF(button.mapToGlobal(centre))))
        wait_until(lambda: False, HOVER_TO_PRESS_S)
        QTest.mousePress(button, Qt.MouseButton.LeftButton)
        wait_until(lambda: False, PRESS_TO_RELEASE_S)
        started, cpu = time.time(), time.process_time()
        QTest.mouseRelease(button, Qt.MouseButton.LeftButton)
        # A read ahead not done yet is waited for by the event loop (desktop/shell/opening.py), not the click.
        marks["read_ahead_pending"] = float(window.opening is not None)
        wait_until(lambda: window.page is not None, 30)
        assert window.page is not None and window.page.game.id == game_id
        page = window.page
    else:
        from desktop.games import SCENE_MODULES

        wait_until(lambda: window.warm_up.finished, 30)
        painted.clear()
        clicked = time.time()
        window.new_game(game_id)
        dialog = window.dialog
        dialog.installEventFilter(watcher)
        wait_until(lambda: any(w is dialog for w in painted), 30)
        marks["dialog_ms"] = (time.time() - clicked) * 1000.0
        ahead = window.ahead
        assert ahead is not None
        wait_until(lambda: SCENE_MODULES[game_id] in sys.modules and ahead.finished, 30)
        marks["ahead_ms"] = (time.time() - clicked) * 1000.0
        dialog.players.setValue(dialog.game.max_players)
        dialog.seed.setText(str(SEED))
        started, cpu = time.time(), time.process_time()
        dialog.accept()
        assert window.page is not None
        page = window.page
    viewport = page.board.viewport()
    # Only a frame painted once the page has shown the first update counts: the channel's signal may come
    # before anything here could connect to it (the engine's thread starts with the table), and the empty
    # board's frame before the update is not the table.
    counts[0] = lambda watched: watched is not viewport or page.last is not None
    painted.clear()
    viewport.installEventFilter(watcher)
    wait_until(lambda: page.last is not None and any(w is viewport for w in painted), 30)
    marks["table_ms"] = (time.time() - started) * 1000.0
    marks["table_cpu_ms"] = (time.process_time() - cpu) * 1000.0
    marks["table_rss"] = _rss_mb()
    if mode == "long":  # the longest the event loop went without a turn, from the click to the drawn table
        seen = [*ticks[first_tick:], time.perf_counter()]
        marks["longest_gap_ms"] = max(b - a for a, b in itertools.pairwise(seen)) * 1000.0
    art = sys.modules.get("desktop.games.galaxy.tile_item")
    if art is not None:  # the frame after the last tile's art came in
        wait_until(lambda: not getattr(art.ART, "filling_in", False), 30)
        painted.clear()
        wait_until(lambda: any(w is viewport for w in painted), 1)
        marks["art_ms"] = (time.time() - started) * 1000.0
    window.close_table()
    return marks


def _save_to_resume(game_id: str, home: Path) -> None:
    """The game's start at its largest player count (seed SEED) as the newest autosave in ``home``."""
    from engines.core.autosave import Autosaver
    from engines.core.match import Match
    from engines.registry import get_game

    game = get_game(game_id)
    saved = os.environ.get("STARBOARD_HOME")
    os.environ["STARBOARD_HOME"] = str(home)
    try:
        from engines.core.paths import autosaves_dir

        Autosaver(autosaves_dir(), game_id).save(Match(game, game.max_players, SEED, {}, _seats(game)))
    finally:
        if saved is None:
            os.environ.pop("STARBOARD_HOME", None)
        else:
            os.environ["STARBOARD_HOME"] = saved


def _save_long(home: Path) -> None:
    """A long Twilight Imperium game (six seats, random moves, mid-game) saved in ``home``'s saves folder."""
    from desktop.offscreen import play_random
    from engines.core.match import Match, SeatConfig
    from engines.core.saves import save_match
    from engines.registry import get_game

    saved = os.environ.get("STARBOARD_HOME")
    os.environ["STARBOARD_HOME"] = str(home)
    try:
        from engines.core.paths import saves_dir

        seats = [SeatConfig(f"Player {i + 1}", i, "human") for i in range(6)]
        match = Match(get_game("galaxy"), 6, SEED, {}, seats)
        play_random(match, LONG_GAME_ACTIONS, SEED)
        saves_dir().mkdir(parents=True, exist_ok=True)
        save_match(match, saves_dir() / LONG_SAVE)
    finally:
        if saved is None:
            os.environ.pop("STARBOARD_HOME", None)
        else:
            os.environ["STARBOARD_HOME"] = saved


def _table_run(game_id: str, mode: str) -> dict[str, float]:
    import json
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory(prefix="starboard-bench-") as home:
        if mode == "resume":
            _save_to_resume(game_id, Path(home))
        elif mode == "long":
            _save_long(Path(home))
        env = smoke.offscreen_env(Path(home))
        command = [sys.executable, "-m", "bench.bench_startup", game_id, mode]
        out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120, env=env, cwd=ROOT)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def table_rows(launches: int = TABLE_LAUNCHES) -> list[dict[str, Any]]:
    from engines.registry import CATALOGUE

    ids = [info.id for info in CATALOGUE]
    runs: dict[str, dict[str, list[dict[str, float]]]] = {mode: {game_id: [] for game_id in ids} for mode in MODES}
    for game_id in ids:  # not counted: compiles each game's modules into the bytecode cache
        _table_run(game_id, "cold")
    for _ in range(launches):
        for game_id in ids:
            for mode in MODES:
                runs[mode][game_id].append(_table_run(game_id, mode))
    long = [_table_run("galaxy", "long") for _ in range(LONG_LAUNCHES)]
    rows: list[dict[str, Any]] = []

    def timed(metric: str, series: list[dict[str, float]], key: str = "table_ms", target: bool = False) -> None:
        ms = _median(series, key)
        row: dict[str, Any] = {"metric": metric, "value": round(ms, 1), "unit": "ms"}
        if target:
            row.update(target=f"<= {TABLE_TARGET_MS:g}", ok=ms <= TABLE_TARGET_MS)
        rows.append(row)

    for game_id in ids:
        dialog, resume, cold = runs["dialog"][game_id], runs["resume"][game_id], runs["cold"][game_id]
        timed(f"first {game_id} table: Start to drawn, median of {launches}", dialog, target=True)
        timed(f"  {game_id}: of which processor time (all threads), Start to drawn", dialog, "table_cpu_ms")
        timed(f"  {game_id}: tile click to the new-game dialog drawn", dialog, "dialog_ms")
        timed(f"  {game_id}: tile click to its table loaded ahead (the moment to read)", dialog, "ahead_ms")
        timed(f"{game_id} cold: a recent game resumed from the idle launcher (pointer on Resume "
              f"{HOVER_TO_PRESS_S * 1000:g} ms, press {PRESS_TO_RELEASE_S * 1000:g} ms), click to drawn",
              resume, target=True)
        timed(f"  {game_id} cold resume: of which processor time (all threads)", resume, "table_cpu_ms")
        if all("art_ms" in run for run in resume):
            timed(f"  {game_id} cold resume: click to the tile art complete", resume, "art_ms")
        timed(f"  {game_id}: cold, at the launcher's first frame to the table drawn (no intent; the old row)", cold)
        timed(f"  {game_id}: of which processor time (all threads), the old cold row", cold, "table_cpu_ms")
    opened = f"a long galaxy save ({LONG_GAME_ACTIONS:,} random moves, 6 seats) opened with nothing read ahead"
    timed(f"{opened}: click to drawn, median of {LONG_LAUNCHES}", long)
    timed("  the same: longest the event loop went without a turn (the check runs in a thread)", long,
          "longest_gap_ms")
    everything = [run for series in runs["dialog"].values() for run in series]
    rows.append({"metric": "RSS at the launcher", "value": round(_median(everything, "launcher_rss"), 1),
                 "unit": "MB"})
    table_rss = {game_id: _median(series, "table_rss") for game_id, series in runs["dialog"].items()}
    for game_id, rss in table_rss.items():
        rows.append({"metric": f"  RSS with the {game_id} table open", "value": round(rss, 1), "unit": "MB"})
    largest = max(table_rss, key=lambda game_id: table_rss[game_id])
    rows.append({"metric": f"RSS with the largest table open ({largest})", "value": round(table_rss[largest], 1),
                 "unit": "MB", "target": f"<= {RSS_TARGET_MB:g}", "ok": table_rss[largest] <= RSS_TARGET_MB})
    return rows


if __name__ == "__main__":
    import json

    print(json.dumps(_table_child(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "dialog")))
