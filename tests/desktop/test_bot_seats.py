"""Bot difficulty per seat on the desktop: the dialogs, the pause, cancelling a search, saves."""

from __future__ import annotations

import math
import time
from pathlib import Path
from typing import Any

import pytest

from desktop.shell.host_dialog import seat_kinds
from engines.core import search
from engines.core.saves import load_match
from tests.desktop.test_shell import start
from tests.engines.core.toy import TOY

DIFFICULTY_ITEMS = [("Bot: Easy", "bot:easy"), ("Bot: Normal", "bot:normal"), ("Bot: Hard", "bot:hard")]


def _items(box: Any) -> list[tuple[str, str]]:
    return [(box.itemText(i), box.itemData(i)) for i in range(box.count())]


def test_the_new_game_dialog_offers_a_difficulty_for_each_bot_seat(window: Any, qtbot: Any) -> None:
    window.new_game("toy")
    dialog = window.dialog
    dialog.players.setValue(3)
    assert _items(dialog.rows[1].kind) == [("Human", "human"), *DIFFICULTY_ITEMS]
    assert dialog.rows[1].kind.currentData() == "bot:normal", "a bot seat starts at Normal"
    assert dialog.rows[0].kind.currentData() == "human"
    dialog.rows[1].kind.setCurrentIndex(dialog.rows[1].kind.findData("bot:hard"))
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("bot:easy"))
    dialog.accept()
    qtbot.waitUntil(lambda: window.page is not None and window.page.last is not None, timeout=5000)
    assert [s.kind for s in window.page.channel.match.seats] == ["human", "bot:hard", "bot:easy"]


def test_the_host_dialog_offers_the_same_difficulties() -> None:
    assert seat_kinds(TOY)[2:] == DIFFICULTY_ITEMS


def test_a_bot_move_waits_at_least_the_pause(window: Any, qtbot: Any) -> None:
    """From the update that makes a bot's move due to the update with its move: at least the pace's pause
    (timed in the worker thread, so a busy test machine cannot shorten what is measured)."""
    from PySide6.QtCore import Qt

    window.settings.bot_pace = "relaxed"  # 450 ms
    window.settings.bot_budget_s = 0.05
    page = start(window, qtbot, ["bot:hard", "bot:hard"])
    sent: dict[int, float] = {}
    page.channel.worker.updated.connect(lambda update: sent.setdefault(update.version, time.monotonic()),
                                        Qt.ConnectionType.DirectConnection)
    qtbot.waitUntil(lambda: len(sent) >= 2, timeout=10000)
    first, second = sorted(sent)[:2]
    assert second == first + 1
    assert sent[second] - sent[first] >= 0.45 - 0.01


def _think_to_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy's options are soon told apart; keep them all, so the search uses its whole budget."""
    monkeypatch.setattr(search, "DROP_Z", math.inf)


def test_a_request_to_undo_stops_a_thinking_bot_at_once(window: Any, qtbot: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    _think_to_the_budget(monkeypatch)
    window.settings.bot_budget_s = 30.0
    page = start(window, qtbot, ["bot:hard", "human"])
    qtbot.wait(300)  # the bot is thinking: its budget is 30 s
    thinking: list[int] = []
    page.channel.thinking.connect(thinking.append)
    asked = time.monotonic()
    with qtbot.waitSignal(page.channel.refused, timeout=5000):
        page.channel.undo(1)  # nothing to undo: refused, but only once the worker is free again
    assert time.monotonic() - asked < 1.0, "the search stopped instead of spending its 30 s"
    assert page.last.version == 0
    qtbot.waitUntil(lambda: thinking == [0], timeout=5000)  # the bot, still to move, thinks again


def test_closing_the_table_stops_a_thinking_bot_at_once(window: Any, qtbot: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    _think_to_the_budget(monkeypatch)
    window.settings.bot_budget_s = 30.0
    page = start(window, qtbot, ["bot:hard", "human"])
    qtbot.wait(300)
    assert page.last.version == 0, "still thinking"
    asked = time.monotonic()
    window.close_table()
    assert time.monotonic() - asked < 1.0


def test_a_saved_game_with_hard_seats_resumes_with_hard_seats(window: Any, qtbot: Any, tmp_path: Path) -> None:
    window.settings.bot_budget_s = 0.05
    page = start(window, qtbot, ["human", "bot:hard"])
    path = tmp_path / "hard.starboard"
    window.save_path = path
    with qtbot.waitSignal(page.channel.saved, timeout=5000):
        window.save()
    assert [s.kind for s in load_match(path).seats] == ["human", "bot:hard"]
    window.show_launcher()
    assert window.open_path(path)
    qtbot.waitUntil(lambda: window.opening is None, timeout=10000)  # the save is read in a thread
    qtbot.waitUntil(lambda: window.page is not None and window.page.last is not None, timeout=5000)
    assert [s.kind for s in window.page.channel.match.seats] == ["human", "bot:hard"]


def test_the_settings_set_how_long_a_hard_bot_thinks(qtbot: Any) -> None:
    from desktop.settings import Settings
    from desktop.shell.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.bot_budget.value() == 1.0
    dialog.bot_budget.setValue(2.5)
    assert dialog.result_settings().bot_budget_s == 2.5
