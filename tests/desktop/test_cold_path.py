"""The cold path (issue 20): a table opened with no new-game dialog before it. Intent loads it ahead (a
recent game pointed at, a save chosen in File > Open, a LAN room's game), the save is read in a thread
before the click, and a Twilight Imperium table shows at once and fills its tile art in over the next
frames (desktop/games/galaxy/art_cache.py). Not timed: the time is in bench/bench_startup.py."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QEnterEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListView

from desktop.offscreen import wait_until
from desktop.settings import Settings
from engines.core.autosave import Autosaver
from engines.core.match import Match, SeatConfig
from engines.core.paths import autosaves_dir, saves_dir
from engines.core.saves import save_match
from engines.registry import GAME_MODULES, get_game
from tests.desktop.test_startup_imports import LAN_STACK, ROOT, WARM_UP_PROBE, loaded

NAMES = ["Ada", "Bram", "Cleo", "Dario", "Esme", "Farid"]


@pytest.fixture
def settings() -> Settings:
    """No hot-seat curtain: the table itself is drawn at once."""
    return Settings(animations=False, bot_pace="instant", curtain=False)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("STARBOARD_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def autosave(game_id: str, players: int, seed: int = 7) -> Path:
    seats = [SeatConfig(NAMES[i], i, "human") for i in range(players)]
    return Autosaver(autosaves_dir(), game_id).save(Match(get_game(game_id), players, seed, {}, seats))


def point_at(widget: Any) -> None:
    centre = QPointF(widget.rect().center())
    QApplication.sendEvent(widget, QEnterEvent(centre, centre, QPointF(widget.mapToGlobal(centre))))


def board_frame(window: Any) -> Any:
    page = window.page
    assert wait_until(lambda: page.last is not None, 30)
    return page.board.viewport().grab().toImage()


def test_a_cold_galaxy_table_shows_at_once_and_every_tile_once_its_art_is_in(window: Any, home: Path) -> None:
    from desktop.games.galaxy.art_ahead import load_ahead
    from desktop.games.galaxy.tile_item import ART

    path = autosave("galaxy", 6)
    ART.clear()
    assert window.open_path(path)
    assert wait_until(lambda: window.opening is None, 30)  # no read ahead: the save is read in a thread
    board_frame(window)
    items = list(window.page.scene.board.items.values())
    assert ART.filling_in, "nothing was rendered ahead: the first frame left tiles to fill in"
    assert sum(1 for item in ART.waiting if any(item is tile for tile in items)) > 30
    assert wait_until(lambda: not ART.filling_in, 30)
    assert all((item.face.key, "normal") in ART.masters for item in items)
    filled_in = board_frame(window)
    window.close_table()
    ART.clear()
    for _ in load_ahead():
        pass
    assert window.open_path(path)
    assert wait_until(lambda: window.opening is None, 30)
    rendered_ahead = board_frame(window)
    assert not ART.filling_in
    assert filled_in.size() == rendered_ahead.size()
    assert filled_in == rendered_ahead, "a tile filled in later looks as one rendered ahead"


def test_pointing_at_a_recent_game_loads_its_table_ahead_and_the_click_takes_the_save_read(window: Any,
                                                                                         home: Path) -> None:
    path = autosave("cosmic", 3)
    window.launcher.refresh_recent()
    assert window.ahead is None and window.save_ahead is None
    point_at(window.launcher.resume_button)
    ahead, save = window.ahead, window.save_ahead
    assert ahead is not None and ahead.game_id == "cosmic"
    assert save is not None and save.matches(path)
    assert wait_until(lambda: ahead.finished and save.done, 30)
    read = save.result
    QTest.mouseClick(window.launcher.resume_button, Qt.MouseButton.LeftButton)
    assert window.page is not None and window.page.channel.match is read
    assert ahead.stopped and window.save_ahead is None


def test_a_save_changed_after_it_was_read_ahead_is_read_again(window: Any, home: Path) -> None:
    path = autosave("cosmic", 3)
    window.launcher.refresh_recent()
    point_at(window.launcher.recent)
    save = window.save_ahead
    assert save is not None and wait_until(lambda: save.done, 30)
    other = Match(get_game("cosmic"), 4, 9, {}, [SeatConfig(NAMES[i], i, "human") for i in range(4)])
    save_match(other, path)
    os.utime(path, ns=(save.stamp[0] + 10**9, save.stamp[0] + 10**9))
    assert not save.matches(path)
    assert window.open_path(path)
    assert wait_until(lambda: window.opening is None, 30)
    assert window.page.channel.match is not save.result and window.page.channel.match.players == 4


def test_a_damaged_save_read_ahead_is_refused_on_the_click_with_its_reason(window: Any, home: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    path = autosave("cosmic", 3)
    data = json.loads(path.read_bytes())
    data["seed"] = int(data["seed"]) + 1  # the snapshot no longer replays from the seed
    path.write_text(json.dumps(data), encoding="utf-8")
    window.resume_intent(path)
    save = window.save_ahead
    assert save is not None and wait_until(lambda: save.done, 30)
    warnings: list[str] = []
    monkeypatch.setattr("desktop.shell.main_window.QMessageBox.warning",
                        lambda _parent, _title, text: warnings.append(text))
    assert not window.open_path(path)
    assert window.page is None and len(warnings) == 1 and "does not replay" in warnings[0]


def test_a_save_chosen_in_the_open_dialog_loads_its_table_ahead(window: Any, home: Path) -> None:
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "woodland-evening.starboard"
    save_match(Match(get_game("woodland"), 3, 7, {}, [SeatConfig(NAMES[i], i, "human") for i in range(3)]), path)
    seen: list[Any] = []
    tries = [0]

    def choose() -> None:
        """In the dialog's own event loop: once its folder is read, the file made current in its list (what a
        click on it does), then the dialog cancelled."""
        dialog = window.file_dialog
        tries[0] += 1
        view = dialog.findChild(QListView, "listView") if dialog is not None else None
        if view is not None and view.model() is not None and window.ahead is None:
            index = view.model().index(str(path))  # type: ignore[call-arg]
            if index.isValid():
                view.setCurrentIndex(index)
        if dialog is not None and (window.ahead is not None or tries[0] > 200):
            seen.append(window.ahead)
            dialog.reject()
            return
        QTimer.singleShot(20, choose)

    QTimer.singleShot(0, choose)
    window.open_dialog()
    assert seen and seen[0] is not None and seen[0].game_id == "woodland"
    assert window.save_ahead is not None and window.save_ahead.matches(path)
    assert window.page is None, "choosing is not opening"


def test_the_lan_dialogs_load_the_rooms_game_ahead(window: Any, home: Path) -> None:
    from engines.net.protocol import RoomInfo

    host = window.lan.host_game("cosmic")
    assert window.ahead is not None and window.ahead.game_id == "cosmic"
    host.game_box.setCurrentIndex(host.game_box.findData("lostworlds"))
    assert window.ahead.game_id == "lostworlds"
    host.reject()
    join = window.lan.join_game()
    join.show_room(RoomInfo("colony", "Landfall", 3, {}, [], False, False, 0))
    assert window.ahead.game_id == "colony"
    join.reject()


def test_a_finished_builder_galaxy_queues_the_played_tiles_art(window: Any) -> None:
    from desktop.games.galaxy.scene import map_of
    from desktop.games.galaxy.tile_item import ART
    from desktop.shell.new_game import NewGameChoice

    ART.clear()
    game = get_game("galaxy")
    seats = [SeatConfig(NAMES[i], i, "human") for i in range(3)]
    page = window.start_choice(game, NewGameChoice(3, seats, {"mode": "build"}, 5))
    assert wait_until(lambda: page.last is not None, 30)
    scene, match = page.scene, page.channel.match
    assert not any(key[-1] for key, _ in ART.first), "no game map's (fixed) tile is queued while building"
    while map_of(scene.envelope).step != "done":
        decision = match.decisions()[0]
        match.apply(decision.seat, decision.options[0])
        scene.show_envelope(match.envelope(decision.seat))
    systems = {slot.tile for slot in map_of(scene.envelope).slots if slot.kind == "system"}
    queued = {key[1] for key, level in ART.first if key[-1] and level == "normal"}
    assert queued == systems, "every system of the finished galaxy, as a game's map shows it (fixed)"


def test_at_the_idle_launcher_a_listed_recent_game_loads_nothing(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Only intent loads a game: with a recent game first in the list (its row chosen, Resume enabled) the
    warmed-up launcher holds no engine, no scene and no LAN module."""
    from desktop.games import SCENE_MODULES

    monkeypatch.setenv("STARBOARD_HOME", str(tmp_path / "home"))
    autosave("galaxy", 3)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", WARM_UP_PROBE], capture_output=True, text=True, timeout=120,
                          env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    modules = json.loads(done.stdout.strip().splitlines()[-1])["modules"]
    assert loaded(modules, tuple(GAME_MODULES.values())) == []
    assert loaded(modules, tuple(SCENE_MODULES.values())) == []
    assert loaded(modules, LAN_STACK) == []


def test_woodland_forest_spots_are_the_points_the_full_search_finds() -> None:
    """The float search with its shortcut finds the very point measuring every edge at every grid point
    through QPointF found; the load-ahead works them out for every map."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPolygonF

    from desktop.games.woodland import geometry as geo
    from desktop.games.woodland import map_items
    from engines.woodland.maps import MAP_KEYS, load_map

    def full_search(outline: list[QPointF], centres: list[QPointF]) -> QPointF:
        shape = QPolygonF(outline)
        edges = list(zip(outline, outline[1:] + outline[:1], strict=True))

        def segment(p: QPointF, a: QPointF, b: QPointF) -> float:
            dx, dy = b.x() - a.x(), b.y() - a.y()
            length = dx * dx + dy * dy
            t = 0.0 if length == 0 else max(0.0, min(1.0, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length))
            return math.hypot(p.x() - (a.x() + t * dx), p.y() - (a.y() + t * dy))

        def room(p: QPointF) -> float:
            if not shape.containsPoint(p, Qt.FillRule.OddEvenFill):
                return -1e9
            return min(min(math.hypot(p.x() - c.x(), p.y() - c.y()) for c in centres) - geo.RADIUS,
                       min(segment(p, a, b) for a, b in edges) - 14)

        best = geo.centroid(outline)
        score = room(best)
        for step in (16.0, 4.0):
            area = shape.boundingRect() if step > 4 else QRectF(best.x() - 16, best.y() - 16, 32, 32)
            y = area.top()
            while y <= area.bottom():
                x = area.left()
                while x <= area.right():
                    found = room(QPointF(x, y))
                    if found > score:
                        best, score = QPointF(x, y), found
                    x += step
                y += step
        return best

    map_items._SPOTS.clear()
    assert sum(1 for _ in map_items.load_ahead()) == len(MAP_KEYS) == len(map_items._SPOTS)
    for key in MAP_KEYS:
        info = load_map(key)
        centres = [geo.centre(c.xy) for c in info.clearings]
        spots = map_items.forest_spots([c.xy for c in info.clearings], [f.outline for f in info.forests])
        for forest, spot in zip(info.forests, spots, strict=True):
            expected = full_search([centres[c - 1] for c in forest.outline], centres)
            assert (spot.x(), spot.y()) == pytest.approx((expected.x(), expected.y()), abs=1e-9), (key, forest.id)
