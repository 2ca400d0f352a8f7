"""The game log in words, filtered to what the shown seat may read."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from engines.core.match import LogEntry


class LogPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 10)
        heading = QLabel("Game log")
        heading.setProperty("role", "heading")
        self.text = QPlainTextEdit()
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
        self.text.moveCursor(QTextCursor.MoveOperation.End)

    def lines(self) -> list[str]:
        return list(self._shown)
