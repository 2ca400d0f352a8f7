"""The launcher: a tile per game, recent autosaves to resume, and the LAN entry points."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.games import LAUNCHER_ACTIONS, launcher_action, tile_art
from engines.core.autosave import newest_autosaves
from engines.core.paths import autosaves_dir
from engines.core.save_listing import read_listing
from engines.registry import GameInfo, game_info


class GameTile(QFrame):
    """One game's tile: emblem, title, player counts and a line of description (from the registry, so
    drawing it imports no engine)."""

    clicked = Signal(str)

    def __init__(self, game: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.accent, self.glyph = tile_art(game.id)
        self.setMinimumSize(300, 190)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(f"Start a new game of {game.full_title}")
        self.setAccessibleName(game.full_title)
        self._hover = False

    def enterEvent(self, event: Any) -> None:
        self._hover = True
        self.update()

    def leaveEvent(self, event: Any) -> None:
        self._hover = False
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.game.id)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        accent = QColor(self.accent)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, accent.darker(230))
        gradient.setColorAt(1, QColor("#101814"))
        painter.setBrush(gradient)
        painter.setPen(QPen(theme.ACCENT if self._hover else accent.darker(120), 2.5 if self._hover else 1.5))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(accent.lighter(160))
        painter.setFont(theme.title_font(44))
        painter.drawText(QRectF(rect.right() - 96, rect.top() + 8, 86, 80), Qt.AlignmentFlag.AlignCenter, self.glyph)
        painter.setPen(theme.INK)
        painter.setFont(theme.title_font(17))
        title_rect = QRectF(rect.left() + 18, rect.top() + 14, rect.width() - 120, 32)
        painter.drawText(title_rect, Qt.TextFlag.TextWordWrap, self.game.title)
        if self.game.subtitle:  # what the game is, when the title alone does not say
            painter.setFont(theme.body_font(10))
            painter.drawText(QRectF(rect.left() + 18, rect.top() + 46, rect.width() - 120, 36),
                             Qt.TextFlag.TextWordWrap, self.game.subtitle)
        painter.setPen(theme.ACCENT)
        painter.setFont(theme.body_font(10, bold=True))
        counts = f"{self.game.min_players}–{self.game.max_players} players"
        if self.game.cooperative:
            counts += " · co-operative"
        painter.drawText(QRectF(rect.left() + 18, rect.top() + 84, rect.width() - 36, 20), counts)
        painter.setPen(theme.MUTED)
        painter.setFont(theme.body_font(9.5))
        painter.drawText(QRectF(rect.left() + 18, rect.top() + 108, rect.width() - 36, rect.height() - 116),
                         Qt.TextFlag.TextWordWrap, self.game.blurb)


class Launcher(QWidget):
    """The first screen: choose a game, resume an autosave, or go to the LAN dialogs."""

    new_game = Signal(str)
    resume = Signal(str)
    replay = Signal(str)
    open_file = Signal()
    host = Signal()
    join = Signal()
    first_painted = Signal()  # once, after the launcher's first frame
    # The save the player is about to resume: the pointer on the recent games or Resume, a press, a row
    # chosen. The main window reads it and loads its game's table ahead (``resume_intent``); nothing at idle.
    intent = Signal(str)

    def __init__(self, game_ids: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._painted = False
        self._refreshing = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(36, 26, 36, 26)
        title = QLabel("Starboard")
        title.setStyleSheet("font-family: 'DejaVu Serif'; font-size: 30pt; font-weight: bold; color: #f2c14e;")
        subtitle = QLabel("Five board games on one table: hot-seat, against bots, or across your LAN.")
        subtitle.setProperty("role", "muted")
        layout.addWidget(title)
        layout.addWidget(subtitle)
        grid = QGridLayout()
        grid.setSpacing(16)
        self.tiles: list[GameTile] = []
        self.extra_buttons: dict[str, list[QPushButton]] = {}
        for index, game_id in enumerate(game_ids):
            tile = GameTile(game_info(game_id))
            tile.clicked.connect(self.new_game.emit)
            cell = QVBoxLayout()
            cell.setSpacing(4)
            cell.addWidget(tile)
            cell.addLayout(self._extra_row(game_id))
            grid.addLayout(cell, index // 3, index % 3)
            self.tiles.append(tile)
        layout.addLayout(grid)
        layout.addSpacing(18)
        layout.addLayout(self._bottom_row())
        layout.addStretch(1)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.first_painted.emit()

    def _extra_row(self, game_id: str) -> QHBoxLayout:
        """Buttons a game adds under its tile (desktop.games.LAUNCHER_ACTIONS)."""
        row = QHBoxLayout()
        row.setContentsMargins(8, 0, 8, 0)
        spacer = QWidget()
        spacer.setFixedHeight(32)  # every tile keeps the same height, with or without extra buttons
        row.addWidget(spacer)
        self.extra_buttons[game_id] = []
        for label, target in LAUNCHER_ACTIONS.get(game_id, ()):
            button = QPushButton(label)
            button.clicked.connect(lambda _=False, target=target: launcher_action(target)(self.window()))
            row.addWidget(button)
            self.extra_buttons[game_id].append(button)
        row.addStretch(1)
        return row

    def _bottom_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(24)
        recent = QVBoxLayout()
        recent.setAlignment(Qt.AlignmentFlag.AlignTop)
        heading = QLabel("Resume a recent game")
        heading.setProperty("role", "heading")
        self.recent = QListWidget()
        self.recent.setMaximumHeight(130)
        self.recent.itemActivated.connect(lambda item: self.resume.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.recent.currentItemChanged.connect(lambda *_: self._recent_chosen())
        self.recent.currentItemChanged.connect(lambda *_: self._row_chosen())
        # On the list itself, not its viewport: asking for the viewport before the first frame would cost
        # PySide's widget types there (tests/desktop/test_startup_imports.py). A press on another row
        # changes the current row, which is intent too.
        self.recent.installEventFilter(self)
        recent.addWidget(heading)
        recent.addWidget(self.recent)
        recent.addLayout(self._recent_buttons())
        row.addLayout(recent, 3)
        buttons = QVBoxLayout()
        buttons.setAlignment(Qt.AlignmentFlag.AlignTop)
        more = QLabel("More")
        more.setProperty("role", "heading")
        buttons.addWidget(more)
        for text, signal in (("Open a saved game…", self.open_file), ("Host a LAN game…", self.host),
                             ("Join a LAN game…", self.join)):
            button = QPushButton(text)
            button.clicked.connect(signal.emit)
            buttons.addWidget(button)
        row.addLayout(buttons, 1)
        self.refresh_recent()
        return row

    def _recent_buttons(self) -> QHBoxLayout:
        """Resume or replay the game chosen in the list (a double click resumes it too)."""
        row = QHBoxLayout()
        self.resume_button = QPushButton("Resume")
        self.resume_button.clicked.connect(lambda: self._emit_chosen(self.resume))
        self.replay_button = QPushButton("Replay")
        self.replay_button.clicked.connect(lambda: self._emit_chosen(self.replay))
        self.resume_button.installEventFilter(self)
        row.addWidget(self.resume_button)
        row.addWidget(self.replay_button)
        self.opening_note = QLabel()  # the game being opened, while its save is read
        self.opening_note.setProperty("role", "muted")
        self.opening_note.hide()
        row.addWidget(self.opening_note)
        row.addStretch(1)
        return row

    def show_opening(self, name: str | None) -> None:
        """Say which save is being opened (None: none any more)."""
        self.opening_note.setText(f"Opening {name}…" if name else "")
        self.opening_note.setVisible(bool(name))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The pointer entering the recent games or Resume, or a press on them, shows which game comes next."""
        if event.type() in (QEvent.Type.Enter, QEvent.Type.MouseButtonPress):
            self._intent_for(self.recent.currentItem())
        return False

    def _row_chosen(self) -> None:
        if not self._refreshing:  # a row chosen by the player, not the list filled in
            self._intent_for(self.recent.currentItem())

    def _intent_for(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(_GAME) and not item.data(_FINISHED):
            self.intent.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def _chosen_path(self) -> str | None:
        item = self.recent.currentItem()
        path = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return str(path) if path else None

    def _emit_chosen(self, signal: Any) -> None:
        path = self._chosen_path()
        if path is not None:
            signal.emit(path)

    def _recent_chosen(self) -> None:
        item = self.recent.currentItem()
        chosen = self._chosen_path() is not None
        finished = bool(item is not None and item.data(_FINISHED))
        self.resume_button.setEnabled(chosen and not finished)
        self.resume_button.setToolTip("This game is over: replay it instead" if finished else
                                      "Go on with the chosen game where it was left" if chosen else
                                      "Choose a game in the list first")
        self.replay_button.setEnabled(chosen)
        self.replay_button.setToolTip("Watch the chosen game again, move by move" if chosen else
                                      "Choose a game in the list first")

    def refresh_recent(self) -> None:
        """Recent games, newest first; a finished one is marked so, offered to replay and not to resume."""
        self._refreshing = True
        self.recent.clear()
        for path in newest_autosaves(autosaves_dir(), limit=16):
            if self.recent.count() >= 8:
                break
            words, finished, game_id = _describe_autosave(path)
            item = QListWidgetItem(words)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setData(_FINISHED, finished)
            item.setData(_GAME, game_id)
            self.recent.addItem(item)
        if self.recent.count() == 0:
            self.recent.addItem(QListWidgetItem("No games yet: choose a game above to start."))
        self.recent.setCurrentRow(0 if self.recent.item(0).data(Qt.ItemDataRole.UserRole) else -1)
        self._refreshing = False
        self._recent_chosen()


# Item data: the game in this row is over (replay only); the game's id (its table loads ahead on intent).
_FINISHED = Qt.ItemDataRole.UserRole + 1
_GAME = Qt.ItemDataRole.UserRole + 2


def _describe_autosave(path: Path) -> tuple[str, bool, str]:
    """'Cosmic Conquest — Ada, Bea — round 3 — 29 Nov 21:40' (and '(hosted on the LAN)'), whether it is over,
    and the game's id."""
    import time

    lan = path.stem.startswith("lan-")
    game_id, listing = read_listing(path)
    game_id = game_id or path.stem.removeprefix("lan-").split("-")[0]
    finished = listing is not None and listing.finished
    try:
        title = game_info(game_id).title
    except KeyError:
        title = game_id
    when = time.strftime("%d %b %H:%M", time.localtime(path.stat().st_mtime))
    parts = [title]
    if listing is not None:
        parts += [", ".join(listing.names), "finished" if finished else listing.progress]
    words = " — ".join(p for p in [*parts, when] if p) + (" (hosted on the LAN)" if lan else "")
    return words, finished, game_id
