"""The rules browser: each game's own rules reference (assets/<game>/rules.md), searchable, opened at a
cited clause; ids mentioned inside an entry are links to their entries."""

from __future__ import annotations

import re

from PySide6.QtCore import QUrl
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QPalette,
    QTextBlock,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from engines.core.reference import CITATION, ENTRY_ID, Reference, find, load_reference, reference_games
from engines.registry import game_ids

LINK_SCHEME = "clause"
HIGHLIGHT = QColor(242, 193, 78, 70)
LINK = QColor("#7cc4ff")  # Qt's markdown import colours links with the app palette's dark blue


def linked_markdown(reference: Reference) -> str:
    """The reference's markdown with every id it mentions (but not the bold id that starts an entry) made a
    link to that entry, when the reference holds it."""

    def link(found: re.Match[str]) -> str:
        entry = reference.resolve(found[0])
        return f"[{found[0]}]({LINK_SCHEME}:{entry.replace(' ', '_')})" if entry else found[0]

    out = []
    for line in reference.markdown.splitlines():
        head = ENTRY_ID.search(line)
        start = head.end() if head else 0
        out.append(line[:start] + CITATION.sub(link, line[start:]))
    return "\n".join(out)


def coloured_links(document: QTextDocument) -> str:
    """The document as HTML with its links in the link colour of the dark table. (Editing the char
    formats of a document in place, the other way to do it, crashed Qt while painting.)"""
    palette_link = QGuiApplication.palette().color(QPalette.ColorRole.Link).name()
    return document.toHtml().replace(f"color:{palette_link}", f"color:{LINK.name()}")


class RulesBrowser(QDialog):
    """Lists the games' references in launcher order; shows one; finds words and clause ids; jumps to a
    cited clause."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules")
        self.resize(1000, 720)
        launcher = game_ids()
        games = sorted(reference_games(), key=lambda g: (launcher.index(g) if g in launcher else len(launcher), g))
        self.books: list[Reference] = [r for g in games if (r := load_reference(g)) is not None]
        self.list = QListWidget()
        self.list.setMaximumWidth(260)
        for book in self.books:
            self.list.addItem(book.title)
        self.list.currentRowChanged.connect(self.open_book)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._follow)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Find a word or a clause id (LW-ACQ-9)…")
        self.search.returnPressed.connect(self.find_next)
        find_button = QPushButton("Find")
        find_button.clicked.connect(self.find_next)
        self.status = QLabel("" if self.books else "No rules reference is installed with this copy of Starboard.")
        self.status.setProperty("role", "muted")
        self.status.setWordWrap(True)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 1)
        bar.addWidget(find_button)
        right = QVBoxLayout()
        right.addLayout(bar)
        right.addWidget(self.text, 1)
        right.addWidget(self.status)
        layout = QHBoxLayout(self)
        layout.addWidget(self.list)
        layout.addLayout(right, 1)
        if self.books:
            self.list.setCurrentRow(0)

    # ----- books ------------------------------------------------------------------------------
    def current_book(self) -> Reference | None:
        row = self.list.currentRow()
        return self.books[row] if 0 <= row < len(self.books) else None

    def current_title(self) -> str:
        book = self.current_book()
        return book.title if book else ""

    def open_book(self, row: int) -> None:
        if 0 <= row < len(self.books):
            self.text.setExtraSelections([])
            self.text.setMarkdown(linked_markdown(self.books[row]))
            self.text.setHtml(coloured_links(self.text.document()))
            self.status.setText("")

    def show_game(self, game_id: str) -> bool:
        """Open ``game_id``'s reference at its top (False when that game ships none)."""
        for row, book in enumerate(self.books):
            if book.game == game_id:
                if row != self.list.currentRow():
                    self.list.setCurrentRow(row)
                self._scroll_to(0)
                return True
        return False

    def open_at(self, game_id: str | None, clause: str = "") -> bool:
        """The game's reference at ``clause`` (or at its top); True when the clause was found."""
        shown = self.show_game(game_id) if game_id else False
        if clause:
            return self.show_clause(clause, game_id)
        if game_id and not shown:
            self.status.setText("This game has no rules reference.")
        return False

    # ----- clauses ----------------------------------------------------------------------------
    def show_clause(self, clause: str, game_id: str | None = None) -> bool:
        """Open the reference holding ``clause`` (``game_id``'s first) and bring its entry to the top."""
        found = find(clause, game_id)
        if found is None:
            self.status.setText(f"No rules reference has a clause {clause}.")
            return False
        game, entry = found
        self.show_game(game)
        block = self._entry_block(entry)
        if block is None:
            return False
        cursor = QTextCursor(block)
        cursor.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor, len(entry))
        self.text.setTextCursor(cursor)
        mark = QTextEdit.ExtraSelection()
        highlight = QTextCharFormat()
        highlight.setBackground(HIGHLIGHT)
        highlight.setProperty(QTextFormat.Property.FullWidthSelection, True)
        mark.cursor = QTextCursor(block)
        mark.format = highlight
        self.text.setExtraSelections([mark])
        layout = self.text.document().documentLayout()
        top = layout.blockBoundingRect(block).top()
        before = block.previous()  # one line of context above: the entry an "..." entry continues
        if before.isValid():
            top = max(top - 90, layout.blockBoundingRect(before).top())
        self._scroll_to(int(top))
        self.status.setText(entry if entry == clause else f"{clause}: see {entry}")
        return True

    def _entry_block(self, entry: str) -> QTextBlock | None:
        block = self.text.document().begin()
        while block.isValid():
            text = block.text()
            if text == entry or text.startswith(entry + " "):
                return block
            block = block.next()
        return None

    def _scroll_to(self, y: int) -> None:
        self.text.verticalScrollBar().setValue(max(0, y - 6))

    def _follow(self, url: QUrl) -> None:
        if url.scheme() == LINK_SCHEME:
            book = self.current_book()
            self.show_clause(url.path().replace("_", " "), book.game if book else None)

    # ----- search -----------------------------------------------------------------------------
    def find_next(self) -> bool:
        needle = self.search.text().strip()
        if not needle:
            return False
        book = self.current_book()
        if CITATION.fullmatch(needle) and self.show_clause(needle, book.game if book else None):
            return True
        found = self.text.find(needle) or self._wrap_find(needle)
        self.status.setText("" if found else f"“{needle}” is not in this reference.")
        return found

    def _wrap_find(self, needle: str) -> bool:
        cursor = self.text.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        self.text.setTextCursor(cursor)
        return self.text.find(needle, QTextDocument.FindFlag(0))
