"""The rules browser: the five tagged rulebooks, searchable, opened at a cited clause."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engines.core.paths import rules_dir

_CLAUSE = re.compile(r"\*\*([A-Z]{2,3}-[A-Za-z0-9.\-]+)\*\*")


def rulebooks() -> list[Path]:
    folder = rules_dir()
    return sorted(folder.glob("*.md")) if folder else []


def book_title(path: Path) -> str:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return re.sub(r"\[Editor's reading: ([^\]]*)\]", r"\1", line[2:]).strip()
    return path.stem


def book_for_clause(clause: str) -> Path | None:
    for path in rulebooks():
        if f"**{clause}**" in path.read_text(encoding="utf-8"):
            return path
    return None


class RulesBrowser(QDialog):
    """Lists the rulebooks; shows one as formatted text; finds words and clause ids."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules")
        self.resize(1000, 720)
        self.books = rulebooks()
        self.list = QListWidget()
        self.list.setMaximumWidth(260)
        for path in self.books:
            self.list.addItem(book_title(path))
        self.list.currentRowChanged.connect(self.open_book)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Find a word or a clause id (LW-ACQ-9)…")
        self.search.returnPressed.connect(self.find_next)
        find = QPushButton("Find")
        find.clicked.connect(self.find_next)
        self.status = QLabel("" if self.books else "The rulebooks were not found in this installation.")
        self.status.setProperty("role", "muted")
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(find)
        right = QVBoxLayout()
        right.addLayout(bar)
        right.addWidget(self.text, 1)
        right.addWidget(self.status)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(right, 1)
        if self.books:
            self.list.setCurrentRow(0)

    def open_book(self, row: int) -> None:
        if 0 <= row < len(self.books):
            self.text.setMarkdown(self.books[row].read_text(encoding="utf-8"))

    def find_next(self) -> bool:
        needle = self.search.text().strip()
        if not needle:
            return False
        if _CLAUSE.fullmatch(f"**{needle}**") and self.show_clause(needle):
            return True
        found = self.text.find(needle) or self._wrap_find(needle)
        self.status.setText("" if found else f"“{needle}” is not in this rulebook.")
        return found

    def _wrap_find(self, needle: str) -> bool:
        cursor = self.text.textCursor()
        cursor.movePosition(cursor.MoveOperation.Start)
        self.text.setTextCursor(cursor)
        return self.text.find(needle)

    def show_clause(self, clause: str) -> bool:
        """Open the rulebook holding ``clause`` and scroll to it."""
        book = book_for_clause(clause)
        if book is None:
            self.status.setText(f"No rulebook has a clause {clause}.")
            return False
        self.list.setCurrentRow(self.books.index(book))
        cursor = self.text.textCursor()
        cursor.movePosition(cursor.MoveOperation.Start)
        self.text.setTextCursor(cursor)
        found = self.text.find(clause, QTextDocument.FindFlag.FindCaseSensitively)
        self.status.setText(f"{clause}" if found else f"{clause} not found")
        return found

    def show_book(self, stem: str) -> bool:
        """Open the rulebook whose file name (without .md) is ``stem``."""
        for row, path in enumerate(self.books):
            if path.stem == stem:
                self.list.setCurrentRow(row)
                return True
        return False

    def current_title(self) -> str:
        item = self.list.currentItem()
        return item.text() if item else ""
