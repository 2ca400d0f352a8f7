"""The Space Opera campaign in the app: new and continue dialogs, and folding finished games back in."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.games.lostworlds.campaign_files import (
    EMPIRES,
    MODULES,
    Table,
    campaign_path,
    campaigns_dir,
    load_table,
    next_match,
    open_campaign,
    store,
)
from desktop.games.lostworlds.campaign_map import MAP_H, MAP_W, CampaignMap
from desktop.shell.new_game import SeatRow
from engines.core.match import Match
from engines.lostworlds import GAME
from engines.lostworlds.campaign import SUFFIX, CampaignError, fold, load_campaign, new_campaign, standings
from engines.lostworlds.campaign_view import campaign_view
from engines.lostworlds.state import Campaign

FILTER = f"Lost Worlds campaigns (*{SUFFIX})"
BLURB = ("Several games of The Lost Worlds on one campaign map: every acquired world claims a map world; "
         "the campaign ends the moment the last sector is colonised.")
_KEEP: list[Any] = []
T = TypeVar("T", bound=QWidget)  # open dialogs and message boxes stay alive while shown


def _keep(widget: T) -> T:
    _KEEP[:] = [w for w in _KEEP if shiboken6.isValid(w) and w.isVisible()] + [widget]
    return widget


class SeatsBox(QGroupBox):
    """Seats of a campaign: player name, empire, colour and shape, human or bot."""

    def __init__(self, players: int, names: list[str], empires: list[str], fixed_empires: bool) -> None:
        super().__init__("Players and empires")
        self.grid = QGridLayout(self)
        self.rows = [SeatRow(GAME, i, names[i] if i < len(names) else f"Player {i + 1}") for i in range(5)]
        self.empires = [QLineEdit(empires[i] if i < len(empires) else EMPIRES[i]) for i in range(5)]
        for editor in self.empires:
            editor.setReadOnly(fixed_empires)
            editor.setMinimumWidth(170)
        for row in self.rows:
            row.name.setMinimumWidth(120)
        self.show_players(players)

    def show_players(self, players: int) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
        for column, words in enumerate(("Name", "Empire", "Colour and shape", "Played by")):
            self.grid.addWidget(QLabel(words), 0, column)
        for index in range(players):
            row = self.rows[index]
            for column, widget in enumerate((row.name, self.empires[index], row.colour, row.kind)):
                self.grid.addWidget(widget, index + 1, column)
        self.players = players

    def seats(self) -> list[Any]:
        return [self.rows[i].config() for i in range(self.players)]

    def empire_names(self) -> list[str]:
        return [self.empires[i].text().strip() or EMPIRES[i] for i in range(self.players)]


def _modules_box(modules: dict[str, bool]) -> tuple[QGroupBox, dict[str, QCheckBox]]:
    box = QGroupBox("Modules for the campaign's games")
    form = QFormLayout(box)
    boxes = {}
    for key, label in (("power_die", "Power Die"), ("events", "Event cards")):
        check = QCheckBox()
        check.setChecked(modules.get(key, MODULES[key]))
        form.addRow(label, check)
        boxes[key] = check
    return box, boxes


class NewCampaignDialog(QDialog):
    """Players, seats and empire names; Start creates the campaign file and opens its first game."""

    def __init__(self, main_window: Any) -> None:
        super().__init__(main_window)
        self.main_window = main_window
        self.setWindowTitle("New Space Opera campaign")
        self.setMinimumWidth(640)
        layout = QVBoxLayout(self)
        for words, role in (("A Space Opera campaign", "heading"), (BLURB, "muted")):
            label = QLabel(words)
            label.setWordWrap(True)
            label.setProperty("role", role)
            layout.addWidget(label)
        self.players = QSpinBox()
        self.players.setRange(GAME.min_players, GAME.max_players)
        self.players.setValue(3)
        form = QFormLayout()
        form.addRow("Players", self.players)
        layout.addLayout(form)
        player = getattr(getattr(main_window, "settings", None), "player_name", "Player")
        self.seats = SeatsBox(3, [player], EMPIRES, fixed_empires=False)
        self.players.valueChanged.connect(self.seats.show_players)
        layout.addWidget(self.seats)
        box, self.modules = _modules_box(MODULES)
        layout.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start the campaign")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.path: Path | None = None

    def accept(self) -> None:
        camp = new_campaign(self.players.value(), self.seats.empire_names())
        table = Table(self.seats.seats(), {k: c.isChecked() for k, c in self.modules.items()})
        self.path = store(camp, table)
        super().accept()
        self.main_window.start_match(next_match(camp, table))


class CampaignDialog(QDialog):
    """A campaign's map and standings; Play starts its next game with these seats."""

    def __init__(self, main_window: Any, camp: Campaign, path: Path) -> None:
        super().__init__(main_window)
        self.main_window = main_window
        self.camp = camp
        self.path = path
        self.table = load_table(path, camp)
        self.setWindowTitle("Space Opera campaign")
        self.resize(1400, 960)
        layout = QVBoxLayout(self)
        heading = QLabel(self._heading())
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        row = QHBoxLayout()
        row.addWidget(self._map_view(), 3)
        row.addWidget(self._side(), 2)
        layout.addLayout(row, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Close)
        self.play = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.play.setText(f"Play game {camp.games + 1}")
        self.play.setEnabled(not camp.over)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _heading(self) -> str:
        if self.camp.over:
            return f"Campaign over after {self.camp.games} games"
        return f"Campaign: {_games(self.camp.games)} played"

    def _map_view(self) -> QGraphicsView:
        scene = QGraphicsScene(self)
        colours = [seat.colour for seat in self.table.seats]
        item = CampaignMap(campaign_view(self.camp), lambda s: colours[s] if 0 <= s < len(colours) else s)
        scene.addItem(item)
        view = QGraphicsView(scene)
        view.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        view.setMinimumSize(560, 420)
        view.setBackgroundBrush(theme.TABLE)
        view.setFrameShape(QGraphicsView.Shape.NoFrame)
        view.fitInView(0, 0, MAP_W, MAP_H, Qt.AspectRatioMode.KeepAspectRatio)
        self.map_view, self.map_item = view, item
        return view

    def _side(self) -> QWidget:
        side = QWidget()
        layout = QVBoxLayout(side)
        self.standings = QLabel(standings_text(self.camp))
        self.standings.setWordWrap(True)
        layout.addWidget(self.standings)
        names = [seat.name for seat in self.table.seats]
        self.seats = SeatsBox(self.camp.players, names, list(self.camp.empires), fixed_empires=True)
        for row, seat in zip(self.seats.rows, self.table.seats, strict=False):
            row.colour.setCurrentIndex(max(0, row.colour.findData(seat.colour)))
            row.kind.setCurrentIndex(max(0, row.kind.findData(seat.kind)))
        layout.addWidget(self.seats)
        box, self.modules = _modules_box(self.table.modules)
        layout.addWidget(box)
        layout.addStretch(1)
        return side

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.map_view.fitInView(0, 0, MAP_W, MAP_H, Qt.AspectRatioMode.KeepAspectRatio)

    def accept(self) -> None:
        table = Table(self.seats.seats(), {k: c.isChecked() for k, c in self.modules.items()})
        store(self.camp, table)
        super().accept()
        self.main_window.start_match(next_match(self.camp, table))


def standings_text(camp: Campaign) -> str:
    """The campaign's standings in words (final when it is over)."""
    lines = [f"{empire}: {points} campaign points" for empire, points in standings(camp)]
    if camp.over:
        best = standings(camp)[0][1]
        winners = [empire for empire, points in standings(camp) if points == best]
        head = f"The campaign is over: the last sector is colonised. {' and '.join(winners)} win the campaign."
        return head + "\nFinal campaign points:\n" + "\n".join(lines)
    return f"Standings after {_games(camp.games)}:\n" + "\n".join(lines)


def _games(count: int) -> str:
    return f"{count} game" + ("" if count == 1 else "s")


# ----- hooks -------------------------------------------------------------------------------------
def new_campaign_dialog(main_window: Any) -> NewCampaignDialog:
    """Launcher action "New campaign…"."""
    dialog = _keep(NewCampaignDialog(main_window))
    dialog.open()
    return dialog


def continue_campaign(main_window: Any, path: Path | None = None) -> CampaignDialog | None:
    """Launcher action "Continue campaign…": pick a campaign file, show its map and standings."""
    if path is None:
        campaigns_dir().mkdir(parents=True, exist_ok=True)
        chosen, _ = QFileDialog.getOpenFileName(main_window, "Continue a campaign", str(campaigns_dir()), FILTER)
        if not chosen:
            return None
        path = Path(chosen)
    try:
        camp = open_campaign(path)
    except CampaignError as error:
        _warn(main_window, "Cannot open this campaign", str(error))
        return None
    dialog = _keep(CampaignDialog(main_window, camp, path))
    dialog.open()
    return dialog


def on_match_finished(main_window: Any, match: Match) -> str:
    """Fold a finished campaign game into its campaign file and tell the players the standings."""
    played = getattr(match.state, "camp", None)
    if played is None:
        return ""
    try:
        camp = _folded(match)
    except CampaignError as error:
        _warn(main_window, "Campaign not updated", str(error))
        return str(error)
    modules = {key: bool(match.options.get(key, value)) for key, value in MODULES.items()}
    table = Table(list(match.seats), modules)
    store(camp, table)
    words = standings_text(camp)
    _tell(main_window, camp, table, words)
    return words


def _folded(match: Match) -> Campaign:
    played = match.state.camp
    path = campaign_path(played)
    if not path.exists():  # the file was moved or deleted: the game's own copy is the folded campaign
        return fold(Campaign(**{**_fields(played), "games": played.games - 1}), match.state)
    return fold(load_campaign(path), match.state)


def _fields(camp: Campaign) -> dict[str, Any]:
    return {name: getattr(camp, name) for name in camp.__struct_fields__}


def _warn(main_window: Any, title: str, words: str) -> None:
    """A warning that does not block the table (the worker keeps running behind it)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, words, QMessageBox.StandardButton.Ok, main_window)
    _keep(box).open()


def _tell(main_window: Any, camp: Campaign, table: Table, words: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Information, "Space Opera campaign", words,
                      QMessageBox.StandardButton.Close, main_window)
    if not camp.over:
        play = box.addButton("Play the next game", QMessageBox.ButtonRole.AcceptRole)
        play.clicked.connect(lambda: main_window.start_match(next_match(camp, table)))
    _keep(box).open()

