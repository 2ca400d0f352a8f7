"""The game log in words, filtered to what the shown seat may read."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent, QTextCursor, QWheelEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from engines.core.match import LogEntry


class _Tail(QPlainTextEdit):
    """A read-only text that keeps its newest line in sight when its lines wrap anew (a resize), unless the
    reader has scrolled back from it. The scroll bar counts blocks and a block's wrapped lines are laid out
    lazily, so the end is told by where the last line is drawn and reached by the cursor, once laid out."""

    def __init__(self) -> None:
        super().__init__()
        self.pinned = True  # the newest line in sight: kept there
        self.verticalScrollBar().actionTriggered.connect(self._reader_scrolled)

    def to_end(self) -> None:
        self.moveCursor(QTextCursor.MoveOperation.End)
        self.ensureCursorVisible()
        self.pinned = True

    def end_in_sight(self) -> bool:
        end = self.textCursor()
        end.movePosition(QTextCursor.MoveOperation.End)
        return self.viewport().rect().contains(self.cursorRect(end).bottomLeft())

    def _reader_scrolled(self, *_: object) -> None:
        QTimer.singleShot(0, self, lambda: setattr(self, "pinned", self.end_in_sight()))  # dropped with self

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.pinned:
            QTimer.singleShot(0, self, self.to_end)

    def wheelEvent(self, event: QWheelEvent) -> None:
        super().wheelEvent(event)
        self._reader_scrolled()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        self._reader_scrolled()


class LogPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 10)
        heading = QLabel("Game log")
        heading.setProperty("role", "heading")
        self.text = _Tail()
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(5000)
        layout.addWidget(heading)
        layout.addWidget(self.text)
        self._shown: list[str] = []

    def show_entries(self, entries: list[LogEntry], seat: int | None) -> None:
        """The lines the seat may read; a run of the same line (a payment made a trade good at a time) is one
        line with its count."""
        lines = [e.text for e in entries if e.only is None or e.only == seat]
        if lines[: len(self._shown)] == self._shown and self._shown:
            runs = runs_of(self._shown)
            for line in lines[len(self._shown):]:
                if line == runs[-1][0]:
                    runs[-1] = (line, runs[-1][1] + 1)
                    self._replace_last(counted(*runs[-1]))
                else:
                    runs.append((line, 1))
                    self.text.appendPlainText(line)
        else:
            self.text.setPlainText("\n".join(counted(line, n) for line, n in runs_of(lines)))
        self._shown = lines
        self.text.to_end()

    def _replace_last(self, words: str) -> None:
        cursor = self.text.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock, QTextCursor.MoveMode.KeepAnchor)
        cursor.insertText(words)

    def lines(self) -> list[str]:
        return list(self._shown)

    def shown_text(self) -> str:
        return self.text.toPlainText()


def runs_of(lines: list[str]) -> list[tuple[str, int]]:
    """Each line with how many times it comes in a row."""
    runs: list[tuple[str, int]] = []
    for line in lines:
        if runs and runs[-1][0] == line:
            runs[-1] = (line, runs[-1][1] + 1)
        else:
            runs.append((line, 1))
    return runs


def counted(line: str, times: int) -> str:
    return line if times == 1 else f"{line} ×{times}"
