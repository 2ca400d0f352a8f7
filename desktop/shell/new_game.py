"""The new-game dialog: seats (name, colour, human or bot), the game's own options, a seed."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from engines.core.bots import bot_kinds, bot_label
from engines.core.contract import Game
from engines.core.match import SeatConfig
from engines.core.options import GameOption


@dataclass
class NewGameChoice:
    players: int
    seats: list[SeatConfig]
    options: dict[str, Any]
    seed: int


def kind_labels(game: Game[Any]) -> list[tuple[str, str]]:
    """(label, kind) pairs for the seat-kind selector: a person, or a bot of some difficulty."""
    return [("Human", "human")] + [(f"Bot: {bot_label(k)}", f"bot:{k}") for k in bot_kinds(game)]


class SeatRow:
    """The widgets of one seat: name, colour, kind."""

    def __init__(self, game: Game[Any], index: int, default_name: str) -> None:
        self.name = QLineEdit(default_name)
        self.colour = QComboBox()
        for number, (label, _) in enumerate(theme.SEAT_COLOURS):
            self.colour.addItem(f"{label} ({theme.seat_shape(number)})", number)
        self.colour.setCurrentIndex(index % len(theme.SEAT_COLOURS))
        self.kind = QComboBox()
        for label, kind in kind_labels(game):
            self.kind.addItem(label, kind)
        self.kind.setToolTip("Easy: mostly random moves. Normal: the game's rules of thumb. "
                             "Hard: tries the options ahead before it moves (thinks up to the bot time).")
        if index > 0:
            self.kind.setCurrentIndex(max(0, self.kind.findData("bot:normal")))

    def widgets(self) -> list[QWidget]:
        return [self.name, self.colour, self.kind]

    def config(self) -> SeatConfig:
        return SeatConfig(self.name.text().strip() or "Player", self.colour.currentData(), self.kind.currentData())


def option_editor(option: GameOption) -> QWidget:
    if isinstance(option.default, bool):
        box = QCheckBox()
        box.setChecked(option.default)
        return box
    if isinstance(option.default, int):
        spin = QSpinBox()
        spin.setRange(option.minimum if option.minimum is not None else -10_000,
                      option.maximum if option.maximum is not None else 10_000)
        spin.setValue(option.default)
        return spin
    if option.choices:
        combo = QComboBox()
        combo.addItems(list(option.choices))
        combo.setCurrentText(str(option.default))
        return combo
    return QLineEdit(str(option.default))


def editor_value(editor: QWidget) -> Any:
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QSpinBox):
        return editor.value()
    if isinstance(editor, QComboBox):
        return editor.currentText()
    assert isinstance(editor, QLineEdit)
    return editor.text()


class NewGameDialog(QDialog):
    """Asks how to set up a game; ``choice()`` returns the answer after accept."""

    def __init__(self, game: Game[Any], player_name: str = "Player", players: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.player_name = player_name
        self.setWindowTitle(f"New game: {game.title}")
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        heading = QLabel(game.title)
        heading.setProperty("role", "heading")
        blurb = QLabel(game.blurb)
        blurb.setWordWrap(True)
        blurb.setProperty("role", "muted")
        layout.addWidget(heading)
        layout.addWidget(blurb)
        self.players = QSpinBox()
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(players or game.min_players)
        self.players.valueChanged.connect(self._show_seats)
        count = QFormLayout()
        count.addRow("Players", self.players)
        layout.addLayout(count)
        self.seat_box = QGroupBox("Seats")
        self.seat_grid = QGridLayout(self.seat_box)
        self.rows = [SeatRow(game, i, player_name if i == 0 else f"Player {i + 1}")
                     for i in range(game.max_players)]
        layout.addWidget(self.seat_box)
        self.editors: dict[str, QWidget] = {}
        if game.options:
            layout.addWidget(self._options_box())
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        seed_form = QFormLayout()
        seed_form.addRow("Seed", self.seed)
        layout.addLayout(seed_form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_seats()

    def _options_box(self) -> QGroupBox:
        box = QGroupBox("Options")
        form = QFormLayout(box)
        for option in self.game.options:
            editor = option_editor(option)
            editor.setToolTip(option.help + ("  (house rule)" if option.source == "house" else ""))
            self.editors[option.key] = editor
            form.addRow(option.label, editor)
        return box

    def _show_seats(self) -> None:
        while self.seat_grid.count():
            item = self.seat_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
        for column, text in enumerate(("Name", "Colour and shape", "Played by")):
            self.seat_grid.addWidget(QLabel(text), 0, column)
        for index in range(self.players.value()):
            for column, widget in enumerate(self.rows[index].widgets()):
                self.seat_grid.addWidget(widget, index + 1, column)

    def choice(self) -> NewGameChoice:
        players = self.players.value()
        text = self.seed.text().strip()
        seed = int(text) if text.lstrip("-").isdigit() else random.randrange(1, 2**31)
        options = {key: editor_value(editor) for key, editor in self.editors.items()}
        return NewGameChoice(players, [self.rows[i].config() for i in range(players)], options, seed)
