"""Bots on the table: the pace setting, skipping animations with a click, fast-forward to my turn."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from PySide6.QtCore import QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

from desktop.channel import LocalTable
from desktop.settings import BOT_PACES, Settings, load_settings, save_settings, settings_path
from desktop.shell.game_page import GamePage
from desktop.shell.new_game import NewGameChoice
from desktop.shell.settings_dialog import SettingsDialog
from desktop.widgets.board_view import BoardView
from desktop.widgets.die import DieItem
from desktop.widgets.motion import Motion
from engines.core.bots import Bot, BotTurn
from engines.core.match import Match, SeatConfig
from tests.engines.core.toy import TOY, Bank, EndTurn

A_MINUTE_MS = 60_000  # a pause no test waits out: a bot that moves anyway was hurried


class Banker(Bot):
    """Banks one point three times, then ends its turn: a bot turn of four actions, no dice."""

    name = "banker"

    def __init__(self) -> None:
        self.banked = 0

    def choose(self, turn: BotTurn) -> Any:
        self.banked += 1
        return EndTurn() if self.banked % 4 == 0 else Bank(1)


@pytest.fixture
def bankers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(TOY, "bots", lambda: {"banker": Banker})


def start(window: Any, qtbot: Any, kinds: list[str]) -> GamePage:
    seats = [SeatConfig(f"P{i + 1}", i, kind) for i, kind in enumerate(kinds)]
    page: GamePage = window.start_choice(TOY, NewGameChoice(len(kinds), seats, {"goal": 50}, 3))
    qtbot.waitUntil(lambda: page.last is not None, timeout=5000)
    if page.curtain.isVisible():
        page.curtain.button.click()
    return page


def end_turn(page: GamePage, qtbot: Any) -> None:
    version = page.last.version
    [button] = [b for b in page.prompt.buttons if "end turn" in b.text()]
    button.click()
    qtbot.waitUntil(lambda: page.last.version > version, timeout=5000)


# ----- the setting ----------------------------------------------------------------------------------
def test_each_pace_names_its_pause_and_brisk_is_the_default() -> None:
    assert list(BOT_PACES) == ["instant", "brisk", "relaxed"]
    assert BOT_PACES["instant"] == 0 < BOT_PACES["brisk"] < BOT_PACES["relaxed"]
    assert Settings().bot_pace == "brisk" and Settings().bot_delay_ms == BOT_PACES["brisk"]
    assert Settings(bot_pace="relaxed").bot_delay_ms == BOT_PACES["relaxed"]
    assert Settings(bot_pace="no such pace").bot_delay_ms == BOT_PACES["brisk"]


def test_a_settings_file_from_before_the_pace_keeps_everything_else() -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(msgspec.json.encode({"player_name": "Ada", "bot_delay_ms": 450, "curtain": False}))
    settings = load_settings()
    assert (settings.player_name, settings.curtain, settings.bot_pace) == ("Ada", False, "brisk")


def test_the_settings_dialog_offers_the_three_paces_and_keeps_the_choice(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    combo = dialog.bot_pace
    assert [combo.itemData(i) for i in range(combo.count())] == ["instant", "brisk", "relaxed"]
    assert combo.currentData() == "brisk"
    combo.setCurrentIndex(combo.findData("relaxed"))
    chosen = dialog.result_settings()
    save_settings(chosen)
    assert load_settings().bot_pace == "relaxed"
    again = SettingsDialog(Settings(bot_pace="gone"))
    qtbot.addWidget(again)
    assert again.bot_pace.currentData() == "brisk"


def test_the_window_gives_its_tables_the_pace_of_the_settings(window: Any, qtbot: Any, bankers: None) -> None:
    window.settings.bot_pace = "relaxed"
    page = start(window, qtbot, ["human", "bot:banker"])
    assert isinstance(page.channel, LocalTable)
    assert page.channel.worker.bot_delay_ms == BOT_PACES["relaxed"]


# ----- the worker's pause ---------------------------------------------------------------------------
def test_a_shorter_pause_hurries_a_bot_already_waiting(qtbot: Any, bankers: None) -> None:
    match = Match(TOY, 2, 1, {"goal": 50}, [SeatConfig("B", 0, "bot:banker"), SeatConfig("H", 1, "human")])
    table = LocalTable(match, bot_delay_ms=A_MINUTE_MS)
    seen: list[Any] = []
    table.updated.connect(seen.append)
    table.start()
    try:
        qtbot.waitUntil(lambda: len(seen) == 1, timeout=5000)
        qtbot.wait(200)
        assert seen[-1].version == 0, "the bot waits out its pause"
        table.set_bot_delay(0)
        qtbot.waitUntil(lambda: seen[-1].pending == [1], timeout=5000)  # its whole turn, then the human's
        assert seen[-1].version == 4
    finally:
        table.close()


# ----- fast-forward ---------------------------------------------------------------------------------
def test_fast_forward_is_offered_only_while_bots_play_and_plays_them_to_my_turn(
        window: Any, qtbot: Any, bankers: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_PACES, "relaxed", A_MINUTE_MS)
    window.settings.bot_pace = "relaxed"
    page = start(window, qtbot, ["human", "bot:banker", "bot:banker"])
    assert page.fast_forward.isHidden(), "my turn: nothing to fast-forward"
    end_turn(page, qtbot)
    assert page.last.pending == [1]
    assert page.fast_forward.isVisible() and page.fast_forward.text() == "Fast-forward to my turn"
    page.fast_forward.click()
    assert Motion.fast_forward
    qtbot.waitUntil(lambda: page.last.pending == [0], timeout=10000)  # two bot turns of four actions each
    assert page.last.version == 9
    assert not page.fast_forward.isChecked() and page.fast_forward.isHidden()
    assert not Motion.fast_forward
    assert page.channel.bot_delay_ms == A_MINUTE_MS
    qtbot.waitUntil(lambda: page.channel.worker.bot_delay_ms == A_MINUTE_MS, timeout=5000)  # the pace is back


def test_fast_forward_stops_when_clicked_again(window: Any, qtbot: Any, bankers: None,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(BOT_PACES, "relaxed", A_MINUTE_MS)
    window.settings.bot_pace = "relaxed"
    page = start(window, qtbot, ["human", "bot:banker"])
    end_turn(page, qtbot)
    page.fast_forward.click()
    page.fast_forward.click()
    assert not Motion.fast_forward
    qtbot.waitUntil(lambda: page.channel.worker.bot_delay_ms == A_MINUTE_MS, timeout=5000)
    qtbot.wait(300)  # an action the worker began at full speed between the two clicks may still be arriving
    version = page.last.version
    assert version <= 2, "at most the one action begun between the clicks is played at full speed"
    qtbot.wait(300)
    assert page.last.version == version and page.last.pending == [1], "back to the minute's pause"


def test_a_table_of_bots_fast_forwards_to_the_end(window: Any, qtbot: Any, bankers: None) -> None:
    window.settings.bot_pace = "relaxed"
    page = start(window, qtbot, ["bot:banker", "bot:banker"])
    qtbot.waitUntil(lambda: page.fast_forward.isVisible(), timeout=5000)
    assert page.fast_forward.text() == "Fast-forward to the end"
    page.fast_forward.click()
    qtbot.waitUntil(lambda: page.last.result is not None, timeout=20000)
    assert page.fast_forward.isHidden() and not Motion.fast_forward


def test_hot_seat_and_lan_style_tables_never_offer_fast_forward(window: Any, qtbot: Any) -> None:
    page = start(window, qtbot, ["human", "human"])
    end_turn(page, qtbot)
    assert page.fast_forward.isHidden()


# ----- skipping animations --------------------------------------------------------------------------
class PressRecorder(QGraphicsScene):
    def __init__(self) -> None:
        super().__init__()
        self.presses: list[QPointF] = []

    def mousePressEvent(self, event: Any) -> None:
        self.presses.append(event.scenePos())
        super().mousePressEvent(event)


@pytest.mark.qt_log_ignore("Mouse event .* not accepted")
def test_a_click_on_the_table_ends_every_animation_and_still_reaches_the_table(
        qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Motion, "enabled", True)
    scene = PressRecorder()
    ghost = QGraphicsRectItem(0, 0, 20, 20)
    scene.addItem(ghost)
    scene.addRect(-200, -200, 400, 400)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.show()
    flight = QVariantAnimation()
    flight.setStartValue(0.0)
    flight.setEndValue(100.0)
    flight.setDuration(Motion.duration(A_MINUTE_MS))
    flight.valueChanged.connect(lambda x: ghost.setPos(float(x), 0.0))
    ended: list[bool] = []
    flight.finished.connect(lambda: ended.append(True))
    die = DieItem(40, QColor("#ffffff"), ["1", "2", "3"], "1")
    scene.addItem(die)
    monkeypatch.setattr(Motion, "speed", 0.001)  # the die tumbles for minutes unless skipped
    Motion.play(flight)
    die.roll_to("3")
    assert Motion.animating()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    assert ended == [True] and ghost.pos() == QPointF(100.0, 0.0)
    assert die.face == "3" and die.rotation() == 0
    assert not Motion.animating()
    assert len(scene.presses) == 1, "the click also went to the table"


def test_fast_forward_plays_no_animations() -> None:
    Motion.enabled = True
    try:
        assert Motion.duration(400) > 0
        Motion.fast_forward = True
        assert Motion.duration(400) == 0
    finally:
        Motion.fast_forward = False
        Motion.enabled = False
