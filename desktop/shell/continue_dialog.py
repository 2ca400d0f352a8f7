"""'Continue from here': choose the seats again (names, colours, who plays) for a fresh match."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from desktop.shell.new_game import SeatRow
from engines.core.bots import bot_label
from engines.core.contract import Game
from engines.core.match import SeatConfig


class ContinueDialog(QDialog):
    """Seats for a new match that starts at a replay's position; ``seats()`` after accept."""

    def __init__(self, game: Game[Any], seats: list[SeatConfig], position: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Continue {game.title} from here")
        layout = QVBoxLayout(self)
        where = "the table as dealt" if position == 0 else f"move {position}"
        intro = QLabel(f"A new game starts from {where}, with everything as it was then. "
                       "Choose who plays each seat; the replay stays as it is.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        grid = QGridLayout()
        for column, text in enumerate(("Name", "Colour and shape", "Played by")):
            grid.addWidget(QLabel(text), 0, column)
        self.rows: list[SeatRow] = []
        for index, seat in enumerate(seats):
            row = SeatRow(game, index, seat.name)
            row.colour.setCurrentIndex(max(0, row.colour.findData(seat.colour)))
            kind = seat.kind if seat.kind.startswith("bot:") else "human"
            if row.kind.findData(kind) < 0:  # a save from before the difficulties ("bot:random"): keep it
                row.kind.addItem(f"Bot: {bot_label(kind)}", kind)
            row.kind.setCurrentIndex(max(0, row.kind.findData(kind)))
            for column, widget in enumerate(row.widgets()):
                grid.addWidget(widget, index + 1, column)
            self.rows.append(row)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start from here")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def seats(self) -> list[SeatConfig]:
        return [row.config() for row in self.rows]
