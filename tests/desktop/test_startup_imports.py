"""The launcher comes up without any game engine, game scene or the LAN stack (not timed: the time is in
bench/bench_startup.py). A fresh `starboard` process runs to the launcher's first paint, then lists its modules."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.games import SCENE_MODULES
from engines.registry import GAME_MODULES

ROOT = Path(__file__).resolve().parents[2]
HOOK = ROOT / "packaging" / "hooks" / "rthook_starboard.py"
LAN_STACK = (
    "websockets", "asyncio", "engines.net.host", "engines.net.server", "engines.net.room", "engines.net.client",
    "engines.net.protocol", "engines.net.discovery", "engines.net.remote", "desktop.lan_channel",
    "desktop.lan_relay", "desktop.shell.lan_shell", "desktop.shell.host_dialog", "desktop.shell.join_dialog",
)

# What only a table needs: the engine core's contract and match (and msgspec under them), the page, the worker.
TABLE_MACHINERY = ("msgspec", "engines.core.contract", "engines.core.match", "engines.core.saves",
                   "desktop.shell.game_page", "desktop.worker", "desktop.shell.new_game")


FIRST_PAINT_PROBE = """
import json, runpy, sys
runpy.run_path(HOOK)
from desktop.shell import warm_up
seen = {}
start = warm_up.WarmUp.start
def noted(self):  # connected to the launcher's first frame: what is loaded at that moment, what it lists
    seen["modules"] = sorted(sys.modules)
    recent = self.parent().launcher.recent
    seen["recent"] = [recent.item(row).text() for row in range(recent.count())]
    start(self)
warm_up.WarmUp.start = noted
from desktop.app import main
main([])
print(json.dumps(seen))
"""


def first_paint(tmp_path: Path) -> dict[str, list[str]]:
    """`starboard` with no arguments, quit by the start-up probe once the launcher painted its first frame:
    the modules loaded then, and the lines of its recent games."""
    script = FIRST_PAINT_PROBE.replace("HOOK", repr(str(HOOK)))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STARBOARD_HOME=str(tmp_path / "home"),
               STARBOARD_STARTUP_PROBE=str(tmp_path / "probe.json"))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "probe.json").exists(), "the launcher never painted"
    seen: dict[str, list[str]] = json.loads(done.stdout.strip().splitlines()[-1])
    return seen


def modules_at_first_paint(tmp_path: Path) -> list[str]:
    return first_paint(tmp_path)["modules"]


def loaded(modules: list[str], packages: tuple[str, ...]) -> list[str]:
    return [name for name in modules if any(name == p or name.startswith(p + ".") for p in packages)]


def test_the_launcher_paints_without_engines_scenes_or_the_lan_stack(tmp_path: Path) -> None:
    modules = modules_at_first_paint(tmp_path)
    assert "desktop.shell.launcher" in modules and "engines.registry" in modules  # the launcher did paint
    assert loaded(modules, tuple(GAME_MODULES.values())) == []
    assert loaded(modules, tuple(SCENE_MODULES.values())) == []
    assert loaded(modules, LAN_STACK) == []
    assert loaded(modules, TABLE_MACHINERY) == []


def test_listing_recent_games_imports_no_engine_and_no_save_machinery(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Real autosaves in the list: their names and progress are read without msgspec or the game's engine."""
    from engines.core.autosave import Autosaver
    from engines.core.match import Match, SeatConfig
    from engines.core.paths import autosaves_dir
    from engines.registry import get_game

    monkeypatch.setenv("STARBOARD_HOME", str(tmp_path / "home"))
    seats = [SeatConfig(name, colour) for colour, name in enumerate(["Ada", "Bea", "Cy"])]
    Autosaver(autosaves_dir(), "cosmic").save(Match(get_game("cosmic"), 3, 7, {}, seats))
    seen = first_paint(tmp_path)
    assert [line for line in seen["recent"] if line.startswith("Cosmic Conquest — Ada, Bea, Cy — ")], seen["recent"]
    modules = seen["modules"]
    assert loaded(modules, tuple(GAME_MODULES.values())) == []
    assert loaded(modules, TABLE_MACHINERY) == []


def test_the_guard_sees_an_engine_imported_at_start_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: the same probe, with an engine imported before the app, reports it."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text("import engines.cosmic\n", encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")])))
    assert "engines.cosmic" in loaded(modules_at_first_paint(tmp_path), tuple(GAME_MODULES.values()))


WARM_UP_PROBE = """
import gc, json, os, sys
from desktop.offscreen import ensure_offscreen, wait_until
ensure_offscreen()
from desktop.app import make_app
from desktop.shell.main_window import MainWindow
app = make_app()
window = MainWindow()
window.freeze_when_warm = True
window.show()
assert wait_until(lambda: window.warm_up.finished, 60)
print(json.dumps({"modules": sorted(sys.modules), "frozen": gc.get_freeze_count()}))
"""


def test_after_the_first_frame_the_table_machinery_loads_but_still_no_game_or_lan(tmp_path: Path) -> None:
    from desktop.shell.warm_up import TABLE_MODULES

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STARBOARD_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", WARM_UP_PROBE], capture_output=True, text=True, timeout=120,
                          env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    modules = report["modules"]
    assert set(TABLE_MODULES) <= set(modules)
    assert loaded(modules, tuple(GAME_MODULES.values())) == []
    assert loaded(modules, tuple(SCENE_MODULES.values())) == []
    assert loaded(modules, LAN_STACK) == []
    assert report["frozen"] > 10_000, "`starboard` freezes the start-up objects once the warm-up is done"


TYPES_PROBE = """
import enum, json
from desktop.offscreen import ensure_offscreen, wait_until
ensure_offscreen()
created = []
create = enum.EnumType._create_
def noted(*args, **kwargs):
    created.append(args[1])
    return create(*args, **kwargs)
enum.EnumType._create_ = noted
from desktop.app import make_app
from desktop.shell.main_window import MainWindow
from PySide6.QtWidgets import QGraphicsView
app = make_app()
window = MainWindow()
if WARM:
    window.show()
    assert wait_until(lambda: window.warm_up.finished, 60)
created.clear()
QGraphicsView().viewport()
print(json.dumps(created))
"""


def types_created_by_a_first_viewport(tmp_path: Path, warm: bool) -> list[str]:
    """The Python enum types PySide creates when a table's view first hands out its viewport."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STARBOARD_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", TYPES_PROBE.replace("WARM", str(warm))], capture_output=True,
                          text=True, timeout=120, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return list(json.loads(done.stdout.strip().splitlines()[-1]))


def test_after_the_warm_up_a_tables_first_viewport_costs_pyside_no_new_types(tmp_path: Path) -> None:
    """Resolving a viewport's type once made PySide create the enums of every widget class (about 5 ms)
    while the first table opened; the warm-up does it while the launcher is idle. The check can fail:
    without the warm-up the same call creates them."""
    assert types_created_by_a_first_viewport(tmp_path, warm=True) == []
    assert len(types_created_by_a_first_viewport(tmp_path, warm=False)) > 10
