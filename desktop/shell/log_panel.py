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
        lines = [e.text for e in entries if e.only is None or e.only == seat]
        if lines[: len(self._shown)] == self._shown and self._shown:
            for line in lines[len(self._shown):]:
                self.text.appendPlainText(line)
        else:
            self.text.setPlainText("\n".join(lines))
        self._shown = lines
        self.text.to_end()

    def lines(self) -> list[str]:
        return list(self._shown)
