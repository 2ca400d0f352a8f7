"""The new-game dialog: seats (name, colour, who plays, per-seat choices), the game's options in words,
a seed. A bad value is refused in the dialog with the reason; the dialog remembers every choice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.games import game_hook
from desktop.shell.option_editors import (
    OneLine,
    choice_box,
    editor_value,
    fill_seats,
    option_editor,
    option_tag,
    set_editor_value,
)
from engines.core.bots import bot_kinds, bot_label
from engines.core.contract import Game
from engines.core.match import SeatConfig
from engines.core.options import GameOption
from engines.core.rng import new_seed

__all__ = ["NewGameChoice", "NewGameDialog", "SeatRow", "editor_value", "kind_labels", "option_editor"]


@dataclass
class NewGameChoice:
    players: int
    seats: list[SeatConfig]
    options: dict[str, Any]
    seed: int
    state: Any = None  # the game as the dialog set it up to check these choices (None: set it up anew)


def kind_labels(game: Game[Any]) -> list[tuple[str, str]]:
    """(label, kind) pairs for the seat-kind selector: a person, or a bot of some difficulty."""
    return [("Human", "human")] + [(f"Bot: {bot_label(k)}", f"bot:{k}") for k in bot_kinds(game)]


class SeatRow:
    """The widgets of one seat: name, colour, kind, then one picker per per-seat option (a faction…).
    More per-seat settings join ``extras``; ``widgets()`` lays them out in columns."""

    def __init__(self, game: Game[Any], index: int, default_name: str) -> None:
        self.index = index
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
        self.extras: dict[str, QComboBox] = {}
        for option in game.options:
            if option.per_seat and option.in_dialog:
                defaults = [part.strip() for part in str(option.default).split(",")]
                self.extras[option.key] = choice_box(option, defaults[index % len(defaults)])

    def widgets(self) -> list[QWidget]:
        return [self.name, self.colour, self.kind, *self.extras.values()]

    def config(self) -> SeatConfig:
        return SeatConfig(self.name.text().strip() or "Player", self.colour.currentData(), self.kind.currentData())

    def remember(self) -> dict[str, Any]:
        return {"name": self.name.text(), "colour": self.colour.currentData(), "kind": self.kind.currentData(),
                **{key: box.currentData() for key, box in self.extras.items()}}

    def restore(self, saved: dict[str, Any]) -> None:
        if isinstance(saved.get("name"), str):
            self.name.setText(saved["name"])
        for key, box in (("colour", self.colour), ("kind", self.kind), *self.extras.items()):
            set_editor_value(box, saved.get(key))


class NewGameDialog(QDialog):
    """Asks how to set up a game; ``choice()`` returns the answer after accept."""

    def __init__(self, game: Game[Any], player_name: str = "Player", players: int | None = None,
                 parent: QWidget | None = None, remembered: dict[str, Any] | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.player_name = player_name
        self.setWindowTitle(f"New game: {game.full_title}")
        self.setMinimumWidth(720)
        outer = QVBoxLayout(self)
        # Everything but the buttons scrolls, so a tall dialog (eight seats, a game's sheets) fits the screen.
        self.body = QWidget()
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.body)
        outer.addWidget(self.scroll_area)
        heading = QLabel(game.full_title)
        heading.setProperty("role", "heading")
        heading.setWordWrap(True)
        blurb = QLabel(game.blurb)
        blurb.setWordWrap(True)
        blurb.setProperty("role", "muted")
        layout.addWidget(heading)
        layout.addWidget(blurb)
        self.players = QSpinBox()
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(players or game.min_players)
        count = QFormLayout()
        count.addRow("Players", self.players)
        layout.addLayout(count)
        self.seat_box = QGroupBox("Seats")
        self.seat_grid = QGridLayout(self.seat_box)
        self.rows = [SeatRow(game, i, player_name if i == 0 else f"Player {i + 1}")
                     for i in range(game.max_players)]
        layout.addWidget(self.seat_box)
        self.editors: dict[str, QWidget] = {}
        self.tags: dict[str, QLabel] = {}
        if any(o.in_dialog and not o.per_seat for o in game.options):
            layout.addWidget(self._options_box())
        panel = game_hook(game.id, "new_game_panel")  # the game's own help in choosing (faction sheets)
        self.game_panel: Any = panel(self) if panel is not None else None
        if self.game_panel is not None:
            layout.addWidget(self.game_panel)
        self.random_seed = new_seed()  # the seed when the field is left empty
        self._checked: tuple[Any, str, Any] | None = None  # (choices, problem, state) of the last check
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.seed.setToolTip("The same seed and the same moves give the same game; empty: a random seed.")
        seed_form = QFormLayout()
        seed_form.addRow("Seed", self.seed)
        layout.addLayout(seed_form)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.error = QLabel("")
        self.error.setProperty("role", "refusal")
        self.error.setWordWrap(True)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        if remembered:
            self.restore(remembered)
        self.players.valueChanged.connect(self._show_seats)
        self.seed.textChanged.connect(lambda _: self.refresh())
        for row in self.rows:
            for box in row.extras.values():
                box.currentIndexChanged.connect(lambda _: self.refresh())
        self._show_seats()
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """As tall as the content needs, but never taller than the screen's free height (the rest scrolls)."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        wanted = self.body.sizeHint().height() + self.start_button.sizeHint().height() + 48
        room = screen.height() - 60 if screen is not None else wanted
        width = max(self.minimumWidth(), self.body.sizeHint().width() + self.scroll_area.verticalScrollBar().sizeHint()
                    .width() + 24)
        if screen is not None:
            width = min(width, screen.width() - 40)
        self.resize(width, max(320, min(wanted, room)))

    def _options_box(self) -> QGroupBox:
        box = QGroupBox("Options")
        form = QFormLayout(box)
        for option in self.game.options:
            if not option.in_dialog or option.per_seat:
                continue
            editor = option_editor(option, self.players.value())
            editor.setToolTip(option.help)
            self.editors[option.key] = editor
            tag = OneLine("")
            tag.setProperty("role", "muted")
            self.tags[option.key] = tag
            holder = QWidget()
            column = QVBoxLayout(holder)
            column.setContentsMargins(0, 0, 0, 4)
            column.setSpacing(1)
            column.addWidget(editor)
            column.addWidget(tag)
            form.addRow(option.label, holder)
            for signal in ("toggled", "valueChanged", "currentIndexChanged", "textChanged"):
                if hasattr(editor, signal):
                    getattr(editor, signal).connect(lambda *_: self.refresh())
        return box

    def _show_seats(self) -> None:
        while self.seat_grid.count():
            item = self.seat_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
        extras = [o for o in self.game.options if o.per_seat and o.in_dialog]
        for column, text in enumerate(("Name", "Colour and shape", "Played by", *(o.label for o in extras))):
            self.seat_grid.addWidget(QLabel(text), 0, column)
        for index in range(self.players.value()):
            for column, widget in enumerate(self.rows[index].widgets()):
                self.seat_grid.addWidget(widget, index + 1, column)
        for option in self.game.options:
            editor = self.editors.get(option.key)
            if option.seat_number and isinstance(editor, QComboBox):
                fill_seats(editor, option, self.players.value())
        self.refresh()

    # ----- values, checks, memory ------------------------------------------------------------
    def option_values(self) -> dict[str, Any]:
        values = {key: editor_value(editor) for key, editor in self.editors.items()}
        for option in self.game.options:
            if option.per_seat and option.in_dialog:
                values[option.key] = ",".join(str(self.rows[i].extras[option.key].currentData())
                                              for i in range(self.players.value()))
        return values

    def refresh(self) -> bool:
        """Show each option's tag, the game's note on these choices, and any reason they are refused."""
        values = self.option_values()
        for option in self.game.options:
            if option.key in self.tags:
                self.tags[option.key].setText(f"[{option_tag(option, values.get(option.key))}] {option.help}")
        problem = self.problem(values)
        self.error.setText(f"Cannot start: {problem}" if problem else "")
        self.error.setVisible(bool(problem))
        self.start_button.setEnabled(not problem)
        self.note.setText("")
        if not problem:
            house = self.game.house_rules(self.players.value(), values)
            lines = [self.game.setup_note(self.players.value(), values)]
            lines += [f"House rule in play: {rule}" for rule in house]
            self.note.setText("\n".join(line for line in lines if line))
        if self.game_panel is not None:
            self.game_panel.show_setup(values, None if problem or self._checked is None else self._checked[2])
        return not problem

    def problem(self, values: dict[str, Any] | None = None) -> str:
        """Why these choices cannot start a game ("" when they can): the game itself is set up to check, with
        the seed it will start with, and Start reuses that setup (a big game's setup is not run twice)."""
        values = self.option_values() if values is None else values
        seed = self._seed()
        if seed is None:
            return f"the seed is a whole number (or empty for a random one), not {self.seed.text().strip()!r}."
        choices = (self.players.value(), seed, repr(sorted(values.items())))
        if self._checked is None or self._checked[0] != choices:
            self._checked = (choices, *self._set_up(seed, values))
        return str(self._checked[1])

    def _set_up(self, seed: int, values: dict[str, Any]) -> tuple[str, Any]:
        try:
            self.game.setup_note(self.players.value(), values)
            return "", self.game.new_state(self.players.value(), seed, values)
        except Exception as error:
            return str(error) or type(error).__name__, None

    def _seed(self) -> int | None:
        text = self.seed.text().strip()
        if not text:
            return self.random_seed
        return int(text) if text.lstrip("-").isdigit() else None

    def accept(self) -> None:
        if self.refresh():
            super().accept()

    def remember(self) -> dict[str, Any]:
        """Every choice, for the next time this dialog opens."""
        return {"players": self.players.value(), "seats": [row.remember() for row in self.rows],
                "options": {key: editor_value(editor) for key, editor in self.editors.items()},
                "seed": self.seed.text()}

    def restore(self, saved: dict[str, Any]) -> None:
        players = saved.get("players")
        if isinstance(players, int) and self.game.min_players <= players <= self.game.max_players:
            self.players.setValue(players)
        for row, seat in zip(self.rows, saved.get("seats") or [], strict=False):
            if isinstance(seat, dict):
                row.restore(seat)
        for key, value in (saved.get("options") or {}).items():
            option = next((o for o in self.game.options if o.key == key), None)
            if option is not None and key in self.editors and _valid(option, value):
                set_editor_value(self.editors[key], value)
        if isinstance(saved.get("seed"), str):
            self.seed.setText(saved["seed"])

    def choice(self) -> NewGameChoice:
        players = self.players.value()
        values = self.option_values()
        seed = self._seed()
        seed = self.random_seed if seed is None else seed
        state = None
        if not self.problem(values) and self._checked is not None:
            state = self._checked[2]
            self._checked = None  # handed to one match only: another choice sets the game up anew
        return NewGameChoice(players, [self.rows[i].config() for i in range(players)], values, seed, state)


def _valid(option: GameOption, value: Any) -> bool:
    try:
        option.parse(value)
    except ValueError:
        return False
    return True
