"""Opening a game never waits on the GUI thread (open-async): a long save is read and checked to replay in a
thread (desktop/shell/save_ahead.py) while the event loop runs and the window says what it opens
(desktop/shell/opening.py). The saves are real files of a long random Twilight Imperium game played
headless. Not timed: the start-up figures are in bench/bench_startup.py."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop.offscreen import play_random, wait_until
from desktop.settings import Settings
from engines.core.match import Match, SeatConfig
from engines.core.saves import load_match, save_match
from engines.registry import get_game
from tests.desktop.test_lan_dialogs import WAIT, hosted_pair, windows  # noqa: F401 (a fixture)

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path("/tmp/open-async")
LONG_GAME_ACTIONS = 1500  # six seats, random moves: mid-game, about 0.3 s of one core to check on a quiet core


@pytest.fixture(scope="module")
def long_save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A long Twilight Imperium game, six seats, random legal moves, saved mid-game."""
    seats = [SeatConfig(f"Player {i + 1}", i, "human") for i in range(6)]
    match = Match(get_game("galaxy"), 6, 11, {}, seats)
    assert play_random(match, LONG_GAME_ACTIONS, 5) == LONG_GAME_ACTIONS
    assert not match.is_over()
    path = tmp_path_factory.mktemp("saves") / "galaxy-long.starboard"
    save_match(match, path)
    return path


@pytest.fixture
def settings() -> Settings:
    return Settings(animations=False, bot_pace="instant", curtain=False)


@pytest.fixture(autouse=True)
def _reads_end_in_the_test() -> Iterator[None]:
    """A read dropped by a test finishes before the next test (as the app waits for it at exit)."""
    yield
    for thread in threading.enumerate():
        if thread.name == "save-ahead":
            thread.join()


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr("desktop.shell.main_window.QMessageBox.warning",
                        lambda _parent, _title, text: shown.append(text))
    return shown


def copy_of(path: Path, name: str, folder: Path) -> Path:
    target = folder / name
    shutil.copyfile(path, target)
    return target


def pages(window: Any) -> int:
    """Tables in the window's stack (the launcher page is the other one)."""
    return window.stack.count() - 1


def shoot(window: Any, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    target = SHOTS / name
    assert window.grab().save(str(target))
    return target


def test_a_long_save_opens_in_a_thread_while_the_event_loop_runs(window: Any, long_save: Path) -> None:
    ticks: list[bool] = []  # at each tick of a timer: was the read still under way?
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(window.opening is not None and not window.opening.read.done))
    timer.start()
    assert window.open_path(long_save), "the open has begun"
    assert window.page is None and window.opening is not None, "the click returned before the read finished"
    assert window.statusBar().currentMessage() == "Opening galaxy-long.starboard…"
    assert window.launcher.opening_note.isVisible()
    assert window.launcher.opening_note.text() == "Opening galaxy-long.starboard…"
    assert QApplication.overrideCursor() is not None, "the busy pointer while the save is read"
    QApplication.processEvents()
    shoot(window, "launcher-opening-long-save.png")
    assert wait_until(lambda: window.opening is None, 60)
    timer.stop()
    assert any(ticks), "a timer fired while the save was still being read: the GUI thread was free"
    page = window.page
    assert page is not None and page.game.id == "galaxy"
    assert page.channel.match.version == load_match(long_save).version
    assert wait_until(lambda: page.last is not None, 30)
    assert window.statusBar().currentMessage() == "" and not window.launcher.opening_note.isVisible()
    assert QApplication.overrideCursor() is None
    assert window.save_path == long_save, "Save writes back to the file opened"
    QApplication.processEvents()
    shoot(window, "table-after-opening-long-save.png")


def test_a_save_read_ahead_to_its_end_opens_at_once(window: Any, long_save: Path) -> None:
    """The cold path as before: a read ahead on intent that is finished gives its table within the click."""
    window.resume_intent(long_save)
    ahead = window.save_ahead
    assert ahead is not None and wait_until(lambda: ahead.done, 60)
    assert window.open_path(long_save)
    assert window.opening is None and window.page is not None
    assert window.page.channel.match is ahead.result


def test_a_long_save_that_does_not_replay_gives_its_reason_and_no_table(window: Any, long_save: Path,
                                                                        tmp_path: Path, warnings: list[str]) -> None:
    data = json.loads(long_save.read_bytes())
    data["seed"] = str(int(data["seed"]) + 1)  # the actions no longer lead to the snapshot
    broken = tmp_path / "galaxy-broken.starboard"
    broken.write_text(json.dumps(data), encoding="utf-8")
    before = broken.read_bytes()
    assert window.open_path(broken) and window.opening is not None
    assert wait_until(lambda: window.opening is None, 60)
    assert len(warnings) == 1 and "galaxy-broken.starboard" in warnings[0]
    assert "replay" in warnings[0] or "refused" in warnings[0] or "move" in warnings[0]
    assert window.page is None and pages(window) == 0
    assert window.statusBar().currentMessage() == "" and QApplication.overrideCursor() is None
    assert broken.read_bytes() == before, "a refused save is left as it was"


def test_a_cut_off_save_is_refused_as_damaged(window: Any, long_save: Path, tmp_path: Path,
                                              warnings: list[str]) -> None:
    cut = tmp_path / "galaxy-cut.starboard"
    cut.write_bytes(long_save.read_bytes()[: long_save.stat().st_size // 2])
    window.open_path(cut)
    assert wait_until(lambda: window.opening is None, 60)
    assert len(warnings) == 1 and "damaged" in warnings[0] and window.page is None


def test_two_opens_in_quick_succession_give_one_table_the_latest(window: Any, long_save: Path,
                                                                 tmp_path: Path) -> None:
    first = copy_of(long_save, "galaxy-first.starboard", tmp_path)
    second = tmp_path / "cosmic-second.starboard"
    save_match(Match(get_game("cosmic"), 3, 4, {}, [SeatConfig(f"P{i}", i, "human") for i in range(3)]), second)
    assert window.open_path(first)
    assert window.open_path(second)
    assert window.statusBar().currentMessage() in ("Opening cosmic-second.starboard…", "")
    assert wait_until(lambda: window.opening is None, 60)
    dropped = [t for t in threading.enumerate() if t.name == "save-ahead"]
    for thread in dropped:  # the first read runs to its end; its result is let go
        thread.join()
    for _ in range(5):
        QApplication.processEvents()
    assert pages(window) == 1 and window.page is not None and window.page.game.id == "cosmic"
    assert window.save_path == second


def test_the_same_save_opened_twice_gives_one_table(window: Any, long_save: Path) -> None:
    assert window.open_path(long_save)
    opening = window.opening
    assert window.open_path(long_save) and window.opening is opening, "the second click joins the first"
    assert wait_until(lambda: window.opening is None, 60)
    for _ in range(5):
        QApplication.processEvents()
    assert pages(window) == 1 and window.page is not None and window.page.game.id == "galaxy"


def test_a_new_game_started_while_a_save_is_read_wins(window: Any, long_save: Path) -> None:
    from desktop.shell.new_game import NewGameChoice

    assert window.open_path(long_save)
    game = get_game("cosmic")
    page = window.start_choice(game, NewGameChoice(3, [SeatConfig(f"P{i}", i, "human") for i in range(3)], {}, 3))
    assert window.opening is None and QApplication.overrideCursor() is None
    for thread in [t for t in threading.enumerate() if t.name == "save-ahead"]:
        thread.join()
    for _ in range(5):
        QApplication.processEvents()
    assert window.page is page and pages(window) == 1


CLOSE_WHILE_OPENING = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from desktop.app import make_app
from desktop.settings import Settings
from desktop.shell.main_window import MainWindow

app = make_app()
window = MainWindow(Settings(animations=False, curtain=False))
window.show()
assert window.open_path(Path(sys.argv[1]))
pending = window.opening is not None
QTimer.singleShot(20, window.close)
app.exec()
print("pending" if pending else "not pending", flush=True)
"""


@pytest.mark.slow
def test_closing_the_window_while_a_save_is_read_exits_cleanly(long_save: Path, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STARBOARD_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, "-c", CLOSE_WHILE_OPENING, str(long_save)], capture_output=True,
                          text=True, timeout=120, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "pending", "the window closed while the save was read"
    assert "QThread" not in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_the_hosts_move_and_save_never_wait_for_the_rooms_thread(windows: Any, qtbot: Any,  # noqa: F811
                                                                  tmp_path: Path) -> None:
    """The room lives on the network thread: held busy there (as while a joiner's move goes out on a large
    game), the host's move and Save still return at once, and happen once it is free."""
    _, _, hana, _ = hosted_pair(windows, qtbot)
    channel = hana.channel
    held, release, let_go = threading.Event(), threading.Event(), threading.Event()

    def busy() -> None:
        held.set()
        release.wait(30)
        let_go.set()

    channel.host.thread.loop.call_soon_threadsafe(busy)
    assert held.wait(10)
    envelope = hana.last.envelopes[0]
    copy = tmp_path / "copy.starboard"
    channel.send(0, envelope.decision.options[0].action, envelope.version)
    channel.save(str(copy))
    assert not let_go.is_set(), "the move and the save returned while the room's thread was busy"
    with qtbot.waitSignal(channel.saved, timeout=WAIT):
        release.set()
    qtbot.waitUntil(lambda: hana.last.version > envelope.version, timeout=WAIT)
    assert load_match(copy).version == envelope.version + 1, "the save holds the move asked before it"


def test_the_hosts_refused_move_and_failed_save_still_say_why(windows: Any, qtbot: Any,  # noqa: F811
                                                               tmp_path: Path, warnings: list[str]) -> None:
    _, _, hana, _ = hosted_pair(windows, qtbot)
    channel = hana.channel
    envelope = hana.last.envelopes[0]
    with qtbot.waitSignal(channel.refused, timeout=WAIT) as refused:
        channel.send(0, envelope.decision.options[0].action, envelope.version + 7)
    assert refused.args[0]
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder")
    target = not_a_folder / "copy.starboard"
    with qtbot.waitSignal(channel.failed, timeout=WAIT) as failed:
        channel.save(str(target))
    assert failed.args[0].startswith(f"Could not save to {target}: ")
    assert warnings == [failed.args[0]], "the window shows it"
    assert not_a_folder.read_text() == "a file, not a folder"


def test_a_long_saves_listing_is_read_from_its_two_ends(long_save: Path, tmp_path: Path) -> None:
    """The launcher and the pointer on a recent game read a save's game and listing on the GUI thread: from
    its first and last kilobytes, not the whole file (a long game's middle is never parsed)."""
    from engines.core.save_listing import _whole, read_listing

    data = long_save.read_bytes()
    whole = _whole(data)
    assert whole[0] == "galaxy" and whole[1] is not None and len(whole[1].names) == 6
    assert read_listing(long_save) == whole
    hollow = tmp_path / "hollow.starboard"  # the same ends, the middle blanked: only the ends can be read
    middle = slice(len(data) // 4, 3 * len(data) // 4)
    hollow.write_bytes(data[: middle.start] + b" " * (middle.stop - middle.start) + data[middle.stop :])
    assert _whole(hollow.read_bytes()) == ("", None)
    assert read_listing(hollow) == whole


@pytest.mark.parametrize("shape", ["compact", "no listing", "small", "not a save", "other format"])
def test_a_save_not_written_the_usual_way_is_listed_as_a_full_read_lists_it(long_save: Path, tmp_path: Path,
                                                                           shape: str) -> None:
    from engines.core.save_listing import _whole, read_listing

    data = json.loads(long_save.read_bytes())
    path = tmp_path / "odd.starboard"
    if shape == "compact":
        path.write_text(json.dumps(data, separators=(",", ":")))
    elif shape == "no listing":  # saved before saves carried a listing
        del data["listing"]
        path.write_text(json.dumps(data, indent=1))
    elif shape == "small":
        path.write_text(json.dumps({"format": data["format"], "game": "cosmic", "listing": data["listing"]}))
    elif shape == "not a save":
        path.write_bytes(b"\x89PNG" + bytes(range(256)) * 100)
    else:
        data["format"] = "something-else"
        path.write_text(json.dumps(data, indent=1))
    expected = {"compact": ("galaxy", True), "no listing": ("galaxy", False), "small": ("cosmic", True),
                "not a save": ("", False), "other format": ("", False)}[shape]
    found = read_listing(path)
    assert found == _whole(path.read_bytes())
    assert (found[0], found[1] is not None) == expected


def test_a_replay_is_written_in_a_thread_and_a_failed_write_says_why(window: Any, qtbot: Any, tmp_path: Path,
                                                                     warnings: list[str],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from engines.core.replay import open_replay

    seats = [SeatConfig(f"P{i}", i, "human") for i in range(2)]
    match = Match(get_game("toy"), 2, 3, {}, seats)
    play_random(match, 500, 1)
    assert match.is_over()
    window.start_match(match)
    chosen = [tmp_path / "kept"]
    monkeypatch.setattr("desktop.shell.main_window.QFileDialog.getSaveFileName", lambda *args: (str(chosen[0]), ""))
    with qtbot.waitSignal(window.replay_written, timeout=10000):
        window.save_replay()
        assert window.statusBar().currentMessage().startswith("Saving the replay to ")
    assert window.statusBar().currentMessage() == f"Replay saved to {tmp_path / 'kept.starboard'}"
    assert open_replay(tmp_path / "kept.starboard").length == len(match.actions)
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    chosen[0] = blocker / "kept"
    with qtbot.waitSignal(window.replay_written, timeout=10000):
        window.save_replay()
    assert len(warnings) == 1 and warnings[0].startswith(f"{blocker / 'kept.starboard'}: ")
    assert blocker.read_text() == "not a folder"


def test_a_save_dropped_on_the_window_opens_in_a_thread(window: Any, long_save: Path) -> None:
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent

    kept: list[QMimeData] = []  # an event does not own its data

    def dropped(paths: list[Path]) -> tuple[Any, Any]:
        data = QMimeData()
        kept.append(data)
        data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
        centre = window.rect().center()
        enter = QDragEnterEvent(centre, Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                                Qt.KeyboardModifier.NoModifier)
        drop = QDropEvent(QPointF(centre), Qt.DropAction.CopyAction, data, Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier)
        return enter, drop

    enter, drop = dropped([long_save.with_suffix(".png")])
    window.dragEnterEvent(enter)
    assert not enter.isAccepted(), "only a save is taken"
    enter, drop = dropped([long_save])
    window.dragEnterEvent(enter)
    assert enter.isAccepted()
    window.dropEvent(drop)
    assert window.opening is not None and window.page is None
    assert wait_until(lambda: window.opening is None, 60)
    assert window.page is not None and window.page.game.id == "galaxy"
