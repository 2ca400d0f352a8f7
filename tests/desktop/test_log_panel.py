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


def said(*texts: str, only: int | None = None) -> list[LogEntry]:
    return [LogEntry(i, text, only) for i, text in enumerate(texts)]


def test_a_run_of_the_same_line_is_one_line_with_its_count(qtbot: Any) -> None:
    panel = LogPanel()
    qtbot.addWidget(panel)
    paying = ["Player 2's turn", "Player 2 activates position 12", *["Player 2 spends 1 trade good"] * 7,
              "Player 2 produces 2 carriers, 2 infantry on Lodor at position 12 for 7 resources"]
    panel.show_entries(said(*paying), None)
    assert panel.shown_text().splitlines() == [
        "Player 2's turn", "Player 2 activates position 12", "Player 2 spends 1 trade good ×7",
        "Player 2 produces 2 carriers, 2 infantry on Lodor at position 12 for 7 resources"]
    assert panel.lines() == paying  # what was said is kept line by line


def test_a_run_grows_as_the_entries_come_one_by_one(qtbot: Any) -> None:
    panel = LogPanel()
    qtbot.addWidget(panel)
    lines = ["Player 1's turn", "Player 1 spends 1 trade good", "Player 1 spends 1 trade good",
             "Player 1 spends 1 trade good", "Player 1 passes", "Player 1 spends 1 trade good"]
    for count in range(1, len(lines) + 1):
        panel.show_entries(said(*lines[:count]), None)
    assert panel.shown_text().splitlines() == [
        "Player 1's turn", "Player 1 spends 1 trade good ×3", "Player 1 passes", "Player 1 spends 1 trade good"]
    panel.show_entries(said(*lines[:4]), None)  # an undo: the log is shown again from its entries
    assert panel.shown_text().splitlines() == ["Player 1's turn", "Player 1 spends 1 trade good ×3"]


def test_lines_for_another_seat_do_not_join_a_run(qtbot: Any) -> None:
    panel = LogPanel()
    qtbot.addWidget(panel)
    entries_ = [LogEntry(0, "You draw a card", 1), LogEntry(1, "Player 1 draws a card"),
                LogEntry(2, "You draw a card", 0), LogEntry(3, "You draw a card", 0)]
    panel.show_entries(entries_, 0)
    assert panel.shown_text().splitlines() == ["Player 1 draws a card", "You draw a card ×2"]
