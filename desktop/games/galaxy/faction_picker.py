"""The new-game dialog's faction sheets: the factions this setup gives each seat (or the draft offers),
each one's sheet a click away, and any of the 24 to read before choosing.

The shell's dialog asks the game package for ``new_game_panel(dialog)`` and calls ``show_setup(values,
state)`` whenever its choices were checked (``state`` is the game it set up, None when they are refused).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.games.galaxy.faction_sheet import sheet_html
from engines.galaxy.content.factions import factions

SHEET_HEIGHT = 270
COLUMNS = 2  # a draft's offer, in rows of two buttons
ONE_COLUMN = 8  # up to this many (the seats' factions) in one column, names whole
COLUMN_WIDTH = 440
CHECKED = f"QPushButton:checked {{ border: 2px solid {theme.ACCENT.name()}; font-weight: bold; }}"
DIALOG_WIDTH = 1100  # the sheet beside the buttons rather than under them: the dialog stays short


class FactionSheets(QGroupBox):
    """Buttons for this game's factions, a list of every faction, and the chosen one's sheet."""

    def __init__(self, seat_name: Any = None, parent: QWidget | None = None) -> None:
        super().__init__("Faction sheets", parent)
        self.seat_name = seat_name or (lambda seat: f"Player {seat + 1}")
        layout = QHBoxLayout(self)
        column = QVBoxLayout()
        self.caption = QLabel("")
        self.caption.setWordWrap(True)
        self.caption.setProperty("role", "muted")
        column.addWidget(self.caption)
        self.buttons_row = QGridLayout()
        self.buttons_row.setSpacing(4)
        column.addLayout(self.buttons_row)
        column.addStretch(1)
        self.group = QButtonGroup(self)
        self.group.setExclusive(False)  # no button is checked while the list shows a faction not in this game
        self.buttons: list[QPushButton] = []
        column.addWidget(QLabel("Read any faction's sheet:"))
        self.every = QComboBox()
        for fid, faction in sorted(factions().items(), key=lambda item: item[1].name.removeprefix("The ")):
            self.every.addItem(faction.name, fid)
        column.addWidget(self.every)
        holder = QWidget()
        holder.setLayout(column)
        holder.setFixedWidth(COLUMN_WIDTH)
        layout.addWidget(holder)
        self.sheet = QTextBrowser()
        self.sheet.setMinimumHeight(SHEET_HEIGHT)
        layout.addWidget(self.sheet, 1)
        self.shown = ""
        self.in_game: list[str] = []
        self.every.currentIndexChanged.connect(lambda _: self.show_faction(str(self.every.currentData())))
        self.show_faction(str(self.every.currentData()))

    def show_faction(self, faction: str) -> None:
        if faction not in factions():
            return
        if faction != self.shown:
            self.shown = faction
            self.sheet.setHtml(sheet_html(faction))
        index = self.every.findData(faction)
        if index >= 0 and index != self.every.currentIndex():
            self.every.setCurrentIndex(index)
        for button, fid in zip(self.buttons, self.in_game, strict=True):
            button.setChecked(fid == faction)

    def show_setup(self, values: dict[str, Any], state: Any) -> None:
        """The factions the checked setup gives each seat, or the draft's offer; the first one's sheet."""
        seats, pool = _setup_factions(state)
        if pool:
            self.caption.setText("Drafted: when the game starts each player picks one of these in turn "
                                 "(click one to read its sheet).")
            shown = [(faction, _short(faction)) for faction in pool]
        elif seats:
            how = "Chosen at random" if str(values.get("factions", "")).strip() == "random" else "Chosen"
            self.caption.setText(f"{how} for this game (another seed deals others; click one to read its sheet):")
            shown = [(faction, f"{self.seat_name(seat)}: {_short(faction)}")
                     for seat, faction in enumerate(seats)]
        else:
            self.caption.setText("Name the factions (or random, or draft) to see this game's; read any below.")
            shown = []
        dealt_anew = [f for f, _ in shown] != self.in_game
        if dealt_anew or [b.text() for b in self.buttons] != [t for _, t in shown]:
            self._buttons(shown)
        if self.in_game and (dealt_anew or self.shown not in self.in_game):
            self.show_faction(self.in_game[0])  # a new deal opens on the first seat's sheet

    def _buttons(self, shown: list[tuple[str, str]]) -> None:
        for button in self.buttons:
            self.group.removeButton(button)
            button.setParent(None)
        self.buttons, self.in_game = [], [faction for faction, _ in shown]
        columns = COLUMNS if len(shown) > ONE_COLUMN else 1
        for faction, text in shown:
            button = QPushButton(text)
            button.setCheckable(True)
            button.setStyleSheet(CHECKED)
            button.setToolTip(f"Read the sheet of {factions()[faction].name}")
            button.clicked.connect(lambda _=False, f=faction: self.show_faction(f))
            self.group.addButton(button)
            self.buttons_row.addWidget(button, len(self.buttons) // columns, len(self.buttons) % columns)
            self.buttons.append(button)
        for button, faction in zip(self.buttons, self.in_game, strict=True):
            button.setChecked(faction == self.shown)


def _short(faction: str) -> str:
    return factions()[faction].name.removeprefix("The ")


def _setup_factions(state: Any) -> tuple[list[str], list[str]]:
    """(each seat's faction, the draft's pool) of a set-up game; empty lists when unknown."""
    if state is None:
        return [], []
    from engines.galaxy.view import game_view

    view = game_view(state, None)
    chosen = [f for f in view.factions_chosen if f]
    if view.draft and not chosen:
        return [], list(view.draft)
    if not chosen and view.players:
        chosen = [p.faction for p in view.players]
    return [f for f in chosen if f in factions()], []


def new_game_panel(dialog: Any) -> FactionSheets:
    """The hook the new-game dialog calls: the panel, naming seats as the dialog's rows do."""
    dialog.setMinimumWidth(max(dialog.minimumWidth(), DIALOG_WIDTH))
    return FactionSheets(lambda seat: dialog.rows[seat].name.text().strip() or f"Player {seat + 1}")
