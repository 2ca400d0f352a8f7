"""The game log beside the table: the newest line stays in sight when the window changes size, unless the
player had scrolled back to read older ones."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QAbstractSlider

from desktop.shell.log_panel import LogPanel
from engines.core.match import LogEntry


def entries(count: int) -> list[LogEntry]:
    return [LogEntry(i, f"Entry {i}: Player {i % 6 + 1} gains command tokens: 2 tactic, 0 fleet, 1 strategy")
            for i in range(count)]


def newest_in_sight(panel: LogPanel) -> bool:
    text = panel.text
    cursor = text.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    return text.viewport().rect().contains(text.cursorRect(cursor).bottomLeft())


def shown(qtbot: Any, width: int, height: int) -> LogPanel:
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_entries(entries(300), None)
    qtbot.wait(20)
    assert newest_in_sight(panel)
    return panel


def test_the_newest_line_stays_in_sight_through_a_resize(qtbot: Any) -> None:
    panel = shown(qtbot, 420, 600)
    for width, height in ((300, 360), (260, 240), (520, 700)):  # narrower lines wrap into more rows
        panel.resize(width, height)
        qtbot.wait(20)
        assert newest_in_sight(panel), (width, height)


def test_a_player_reading_older_lines_is_left_there_by_a_resize(qtbot: Any) -> None:
    panel = shown(qtbot, 420, 600)
    bar = panel.text.verticalScrollBar()
    for _ in range(4):  # the player pages back
        bar.triggerAction(QAbstractSlider.SliderAction.SliderPageStepSub)
    qtbot.wait(20)
    panel.resize(300, 360)
    qtbot.wait(20)
    assert not newest_in_sight(panel) and 0 < bar.value() < bar.maximum()


def test_new_entries_bring_the_newest_line_into_sight(qtbot: Any) -> None:
    panel = shown(qtbot, 420, 600)
    panel.show_entries(entries(320), None)
    qtbot.wait(20)
    assert newest_in_sight(panel) and panel.lines()[-1].startswith("Entry 319")
