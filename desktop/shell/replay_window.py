"""The replay window: a saved game shown read-only, with a timeline, the move list and the record.

Step one move, turn or round at a time, drag the timeline or click a move to jump, or play at a
chosen speed. "Seen by" picks whose eyes the table is shown through; "Continue from here" starts a
fresh match from the position on screen.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.games import scene_class
from desktop.replay_worker import ReplayLoaded, ReplayShown, ReplayThread, ReplayWorker
from desktop.shell.record_page import RecordPage
from desktop.widgets.board_view import BoardView
from engines.core.match import Match
from engines.core.replay import Eyes, step_position
from engines.registry import get_game

SPEEDS = [("½ move a second", 0.5), ("1 move a second", 1.0), ("2 moves a second", 2.0),
          ("4 moves a second", 4.0), ("8 moves a second", 8.0)]
READ_ONLY = "This is a replay: nothing on its table can be played. \"Continue from here\" starts a game from this move."
STEPS = [  # (key, label, unit, direction, shortcut)
    ("start", "Start", "", -1, "Home"),
    ("round_back", "‹ Round", "round", -1, "PgUp"),
    ("turn_back", "‹ Turn", "turn", -1, "Ctrl+Left"),
    ("move_back", "‹ Move", "move", -1, "Left"),
    ("move_on", "Move ›", "move", 1, "Right"),
    ("turn_on", "Turn ›", "turn", 1, "Ctrl+Right"),
    ("round_on", "Round ›", "round", 1, "PgDown"),
    ("end", "End", "", 1, "End"),
]


class ReplayWindow(QMainWindow):
    """One replay; ``continue_requested(match)`` asks the main window to start the fresh match."""

    continue_requested = Signal(object)

    def __init__(self, source: Path | bytes, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle("Replay")
        self.resize(1280, 800)
        self.name = name or (source.name if isinstance(source, Path) else "replay")
        self.info: ReplayLoaded | None = None
        self.position = 0
        self.eyes: Eyes = None
        self.scene: Any = None
        self.board = BoardView()
        self._fitted = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._build()
        self.worker = ReplayWorker()
        self.worker.loaded.connect(self._loaded)
        self.worker.failed.connect(self._failed)
        self.worker.shown.connect(self._shown)
        self.worker.moves.connect(self._moves)
        self.worker.continued.connect(self._continued)
        self.worker.refused.connect(lambda reason: self.status.setText(reason))
        self.replay_thread = ReplayThread(self.worker)
        self.worker.request_load.emit(source, self.name)

    # ----- layout ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.banner = QLabel(f"Replay: {self.name} (reading…)")
        self.banner.setProperty("role", "heading")
        self.status = QLabel("")
        self.status.setProperty("role", "muted")
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 6, 0, 6)
        left_layout.addWidget(self.banner)
        left_layout.addWidget(self.board, 1)
        left_layout.addLayout(self._timeline())
        left_layout.addWidget(self.status)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self._side())
        split.setStretchFactor(0, 1)
        split.setSizes([900, 380])
        self.setCentralWidget(split)

    def _timeline(self) -> QVBoxLayout:
        column = QVBoxLayout()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 0)
        self.slider.valueChanged.connect(self.go_to)
        self.slider.setAccessibleName("Timeline")
        column.addWidget(self.slider)
        row = QHBoxLayout()
        self.step_buttons: dict[str, QPushButton] = {}
        for key, label, unit, direction, shortcut in STEPS:
            button = QPushButton(label)
            button.setToolTip(f"{label.strip('‹› ')}: {shortcut}")
            button.clicked.connect(lambda _=False, u=unit, d=direction: self.step(u, d))
            QShortcut(QKeySequence(shortcut), self, lambda u=unit, d=direction: self.step(u, d))
            self.step_buttons[key] = button
            row.addWidget(button)
            if key == "move_back":
                self.play = QPushButton("Play")
                self.play.setToolTip("Play or pause: Space")
                self.play.setCheckable(True)
                self.play.toggled.connect(self._play_toggled)
                QShortcut(QKeySequence("Space"), self, self.play.toggle)
                row.addWidget(self.play)
        self.speed = QComboBox()
        for label, rate in SPEEDS:
            self.speed.addItem(label, rate)
        self.speed.setCurrentIndex(2)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        row.addWidget(self.speed)
        row.addWidget(QLabel("Go to move"))
        self.jump = QSpinBox()
        self.jump.setRange(0, 0)
        self.jump.setKeyboardTracking(False)
        self.jump.valueChanged.connect(self.go_to)
        row.addWidget(self.jump)
        row.addStretch(1)
        column.addLayout(row)
        self.where = QLabel("")
        column.addWidget(self.where)
        return column

    def _side(self) -> QWidget:
        side = QWidget()
        layout = QVBoxLayout(side)
        layout.setContentsMargins(6, 6, 8, 6)
        eyes_row = QHBoxLayout()
        eyes_row.addWidget(QLabel("Seen by"))
        self.eyes_box = QComboBox()
        self.eyes_box.setToolTip("Whose eyes the table is shown through: a seat sees only what it saw then")
        self.eyes_box.currentIndexChanged.connect(self._eyes_changed)
        eyes_row.addWidget(self.eyes_box, 1)
        layout.addLayout(eyes_row)
        self.tabs = QTabWidget()
        self.move_list = QListWidget()
        self.move_list.setWordWrap(True)
        self.move_list.currentRowChanged.connect(self._row_chosen)
        self.record_page = RecordPage()
        self.tabs.addTab(self.move_list, "Moves")
        self.tabs.addTab(self.record_page, "Record")
        layout.addWidget(self.tabs, 1)
        self.continue_button = QPushButton("Continue from here…")
        self.continue_button.clicked.connect(self.continue_here)
        layout.addWidget(self.continue_button)
        return side

    # ----- answers from the worker ------------------------------------------------------------------
    def _loaded(self, info: ReplayLoaded) -> None:
        self.info = info
        game = get_game(info.game_id)
        self.game = game
        named = self.name not in ("", game.title)  # a finished table's replay is named after its game: once is enough
        self.setWindowTitle(f"Replay — {game.title}" + (f" ({self.name})" if named else ""))
        self.banner.setText(f"Replay: {game.title}" + (f" — {self.name}" if named else ""))
        self.scene = scene_class(game.id)(game, info.seats, self)
        self.scene.action_chosen.connect(lambda _action: self.status.setText(READ_ONLY))
        self.board.setScene(self.scene)
        for widget in (self.slider, self.jump):
            widget.blockSignals(True)
            widget.setRange(0, info.length)
            widget.blockSignals(False)
        self.eyes_box.blockSignals(True)
        for label, eyes in info.eyes:
            self.eyes_box.addItem(label, eyes)
        index = next((i for i, (_, e) in enumerate(info.eyes) if e == info.default_eyes), 0)
        self.eyes_box.setCurrentIndex(index)
        self.eyes_box.blockSignals(False)
        self.eyes = info.eyes[index][1]
        self.continue_button.setEnabled(not info.continue_block)
        self.continue_button.setToolTip(info.continue_block or "Start a new game from the move on screen")
        self.record_page.show_record(info.record, [seat.colour for seat in info.seats])
        self.worker.request_moves.emit(self.eyes)
        self.go_to(0, force=True)

    def _failed(self, reason: str) -> None:
        self.banner.setText(f"Replay: {self.name}")
        self.status.setText(reason)
        box = QMessageBox(QMessageBox.Icon.Warning, "Cannot open this replay", reason, QMessageBox.StandardButton.Ok,
                          self)
        box.finished.connect(lambda _=0: self.close())
        box.open()
        self.failure_box = box

    def _shown(self, shown: ReplayShown) -> None:
        if shown.position != self.position or shown.eyes != self.eyes or self.scene is None:
            return  # an answer to a request already overtaken
        self.envelope = shown.envelope
        self.scene.show_envelope(shown.envelope)
        if not self._fitted:
            self._fitted = True
            self._fit()
        self._describe(shown)

    def _describe(self, shown: ReplayShown) -> None:
        info = self.info
        assert info is not None
        position = shown.position
        envelope = shown.envelope
        where = "The table as dealt" if position == 0 else f"Move {position} of {info.length}"
        parts = [where, f"turn {info.turns[position]}", f"{info.record.unit} {info.rounds[position]}"]
        if envelope.result is not None:
            parts.append("game over")
        elif envelope.waiting_for:
            parts.append("waiting for " + ", ".join(envelope.names[s] for s in envelope.waiting_for))
        self.where.setText(" · ".join(parts))
        self.record_page.mark(info.rounds[position])

    def _moves(self, eyes: Eyes, texts: list[str]) -> None:
        if eyes != self.eyes:
            return
        self.move_list.blockSignals(True)
        self.move_list.clear()
        self.move_list.addItem(QListWidgetItem("0. The table as dealt"))
        for text in texts:
            self.move_list.addItem(QListWidgetItem(text))
        self.move_list.setCurrentRow(self.position)
        self.move_list.blockSignals(False)

    def _continued(self, match: Match) -> None:
        self.continue_requested.emit(match)

    # ----- moving along -------------------------------------------------------------------------------
    def go_to(self, position: int, force: bool = False) -> None:
        info = self.info
        if info is None:
            return
        position = max(0, min(position, info.length))
        if position == self.position and not force:
            return
        self.position = position
        for widget in (self.slider, self.jump):
            widget.blockSignals(True)
            widget.setValue(position)
            widget.blockSignals(False)
        self.move_list.blockSignals(True)
        self.move_list.setCurrentRow(position)
        self.move_list.blockSignals(False)
        self.worker.show(position, self.eyes)

    def step(self, unit: str, direction: int) -> None:
        info = self.info
        if info is None:
            return
        if not unit:
            self.go_to(0 if direction < 0 else info.length)
            return
        keys = {"turn": info.turns, "round": info.rounds}.get(unit, list(range(info.length + 1)))
        self.go_to(step_position(keys, self.position, direction))

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def _eyes_changed(self, index: int) -> None:
        self.eyes = self.eyes_box.itemData(index)
        self.worker.request_moves.emit(self.eyes)
        self.go_to(self.position, force=True)

    def _play_toggled(self, on: bool) -> None:
        self.play.setText("Pause" if on else "Play")
        if on:
            if self.info is not None and self.position >= self.info.length:
                self.go_to(0)
            self._speed_changed()
            self.timer.start()
        else:
            self.timer.stop()

    def _speed_changed(self, _index: int = 0) -> None:
        rate = float(self.speed.currentData())
        self.timer.setInterval(int(1000 / rate))

    def _tick(self) -> None:
        if self.info is None or self.position >= self.info.length:
            self.play.setChecked(False)
            return
        self.go_to(self.position + 1)

    def _fit(self) -> None:
        if self.scene is None:
            return
        rect = self.scene.table_rect().adjusted(-20, -20, 20, 20)
        if not rect.isEmpty():
            self.board.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    # ----- continuing ---------------------------------------------------------------------------------
    def continue_here(self) -> None:
        info = self.info
        if info is None:
            return
        if info.continue_block:
            self.status.setText(info.continue_block)
            return
        from desktop.shell.continue_dialog import ContinueDialog

        dialog = ContinueDialog(self.game, info.seats, self.position, self)
        position = self.position
        dialog.accepted.connect(lambda: self.worker.request_continue.emit(position, dialog.seats()))
        dialog.open()
        self.continue_dialog = dialog

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.replay_thread.stop()
        super().closeEvent(event)
