"""File > Host game: set up a room (game, options, who plays each seat), then its lobby (room code,
addresses, port, who has joined) and Start once every seat is filled.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.lan_relay import HostRelay, LanNetwork
from desktop.settings import Settings
from desktop.shell.lan_panel import seat_line
from desktop.shell.new_game import editor_value, option_editor
from engines.core.bots import bot_kinds, bot_label
from engines.core.contract import Game
from engines.net.host import LanHost
from engines.net.protocol import NetError, RoomInfo
from engines.registry import game_ids, get_game


def seat_kinds(game: Game[Any]) -> list[tuple[str, str]]:
    """(label, kind) for a seat of a hosted game."""
    return ([("Open: a friend joins", "open"), ("Local: plays on this screen", "local")]
            + [(f"Bot: {bot_label(kind)}", f"bot:{kind}") for kind in bot_kinds(game)])


class HostDialog(QDialog):
    """Opens a room with LanHost; ``started`` fires once the game is dealt (take ``host`` and ``relay``)."""

    started = Signal()
    game_known = Signal(str)  # the game chosen to host: its table loads ahead while the room fills

    def __init__(self, settings: Settings, network: LanNetwork | None = None, parent: QWidget | None = None,
                 game_id: str | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.network = network or LanNetwork()
        self.host: LanHost | None = None
        self.relay = HostRelay()
        self.handed_over = False
        self.setWindowTitle("Host a LAN game")
        self.setMinimumWidth(620)
        self.pages = QStackedWidget()
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setProperty("role", "refusal")
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)
        layout.addWidget(self.status)
        self.pages.addWidget(self._setup_page(game_id))
        self.pages.addWidget(self._lobby_page())
        self.relay.room_changed.connect(self.show_room)

    # ----- the set-up page ------------------------------------------------------------------
    def _setup_page(self, game_id: str | None) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        heading = QLabel("Host a game on your network")
        heading.setProperty("role", "heading")
        layout.addWidget(heading)
        form = QFormLayout()
        self.game_box = QComboBox()
        for gid in game_ids():
            self.game_box.addItem(get_game(gid).full_title, gid)
        self.game_box.setCurrentIndex(max(0, self.game_box.findData(game_id or self.settings.last_host_game)))
        self.players = QSpinBox()
        self.host_name = QLineEdit(self.settings.player_name)
        self.host_name.setToolTip("Shown to players on your network in their list of games.")
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setValue(self.settings.lan_port)
        self.port.setToolTip("TCP port joiners connect to (47800 unless it is taken; 0: any free port).")
        form.addRow("Game", self.game_box)
        form.addRow("Players", self.players)
        form.addRow("Your name", self.host_name)
        form.addRow("Port", self.port)
        layout.addLayout(form)
        self.seat_box = QGroupBox("Who plays each seat")
        self.seat_grid = QGridLayout(self.seat_box)
        layout.addWidget(self.seat_box)
        self.options_box = QGroupBox("Options")
        self.options_form = QFormLayout(self.options_box)
        layout.addWidget(self.options_box)
        self.open_button = QPushButton("Open the room")
        self.open_button.setProperty("primary", True)
        self.open_button.clicked.connect(self.open_room)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        layout.addLayout(_button_row(cancel, self.open_button))
        self.kind_boxes: list[QComboBox] = []
        self.name_edits: list[QLineEdit] = []
        self.editors: dict[str, QWidget] = {}
        self.game_box.currentIndexChanged.connect(lambda _: self._show_game())
        self.players.valueChanged.connect(lambda _: self._show_seats())
        self._show_game()
        return page

    @property
    def game(self) -> Game[Any]:
        return get_game(self.game_box.currentData())

    def _show_game(self) -> None:
        game = self.game
        self.game_known.emit(game.id)
        self.players.blockSignals(True)
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(max(game.min_players, min(game.max_players, 2)))
        self.players.blockSignals(False)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.editors = {}
        for option in game.options:
            if not option.in_dialog:
                continue  # set by the game itself (a campaign record), never typed
            editor = option_editor(option)
            editor.setToolTip(option.help + ("  (house rule)" if option.source == "house" else ""))
            self.editors[option.key] = editor
            self.options_form.addRow(option.label, editor)
        self.options_box.setVisible(bool(game.options))
        self._show_seats()

    def _show_seats(self) -> None:
        while self.seat_grid.count():
            item = self.seat_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.kind_boxes, self.name_edits = [], []
        kinds = seat_kinds(self.game)
        for index in range(self.players.value()):
            kind = QComboBox()
            for label, value in kinds:
                kind.addItem(label, value)
            kind.setCurrentIndex(kind.findData("local" if index == 0 else "open"))
            name = QLineEdit(self.settings.player_name if index == 0 else f"Player {index + 1}")
            name.setPlaceholderText("name (local seats)")
            kind.currentIndexChanged.connect(lambda _=0, k=kind, n=name: n.setEnabled(k.currentData() == "local"))
            name.setEnabled(kind.currentData() == "local")
            self.seat_grid.addWidget(QLabel(f"Seat {index + 1}"), index, 0)
            self.seat_grid.addWidget(kind, index, 1)
            self.seat_grid.addWidget(name, index, 2)
            self.kind_boxes.append(kind)
            self.name_edits.append(name)

    def seat_plan(self) -> tuple[list[str], list[str]]:
        """The seat kinds and names for LanHost (names matter for local seats only)."""
        kinds = [box.currentData() for box in self.kind_boxes]
        names = [edit.text().strip() if kind == "local" else "" for kind, edit in zip(kinds, self.name_edits,
                                                                                          strict=True)]
        return kinds, names

    def open_room(self) -> None:
        """Listen on the port and announce the room; then show the lobby."""
        kinds, names = self.seat_plan()
        options = {key: editor_value(editor) for key, editor in self.editors.items()}
        try:
            host = LanHost(self.game.id, kinds, options, names=names, port=self.port.value(),
                           host_name=self.host_name.text().strip(), listener=self.relay.listener(),
                           bot_delay=self.settings.bot_delay_ms / 1000, **self.network.host_kwargs())
            port = host.start()
        except (NetError, ValueError) as error:
            self.status.setText(str(error))
            return
        self.host = host
        self.settings.lan_port = self.port.value() or self.settings.lan_port
        self.settings.last_host_game = self.game.id
        self.status.setText("")
        self.code.setText(host.code)
        self.where.setText("\n".join(f"{address}:{port}" for address in LanHost.addresses()))
        self.port_label.setText(str(port))
        self.lobby_title.setText(f"{self.game.title}: waiting for players")
        self._fill_lobby_kinds()
        self.pages.setCurrentIndex(1)
        self.show_room(host.info())

    # ----- the lobby page -------------------------------------------------------------------
    def _lobby_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.lobby_title = QLabel("")
        self.lobby_title.setProperty("role", "heading")
        layout.addWidget(self.lobby_title)
        self.code = QLabel("")
        self.code.setStyleSheet("font-family: 'DejaVu Sans Mono'; font-size: 30pt; font-weight: bold;"
                                "color: #f2c14e; letter-spacing: 6px;")
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.where = QLabel("")
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.port_label = QLabel("")
        form = QFormLayout()
        form.addRow("Room code", self.code)
        form.addRow("This computer", self.where)
        form.addRow("Port", self.port_label)
        layout.addLayout(form)
        tell = QLabel("Tell your friends the room code. They choose File > Join game and find this game "
                      "in their list, or type one of the addresses above.")
        tell.setWordWrap(True)
        tell.setProperty("role", "muted")
        layout.addWidget(tell)
        box = QGroupBox("Seats")
        self.lobby_grid = QGridLayout(box)
        layout.addWidget(box)
        self.start_button = QPushButton("Start")
        self.start_button.setProperty("primary", True)
        self.start_button.setEnabled(False)
        self.start_button.clicked.connect(self.start_game)
        close = QPushButton("Close the room")
        close.clicked.connect(self.reject)
        layout.addLayout(_button_row(close, self.start_button))
        self.seat_labels: list[QLabel] = []
        self.lobby_kinds: list[QComboBox] = []
        return page

    def _fill_lobby_kinds(self) -> None:
        kinds = seat_kinds(self.game)
        for index in range(self.players.value()):
            label = QLabel("")
            box = QComboBox()
            for text, value in kinds:
                box.addItem(text, value)
            box.addItem("A player who joined", "remote")
            box.currentIndexChanged.connect(lambda _=0, seat=index: self._change_seat(seat))
            self.lobby_grid.addWidget(QLabel(f"Seat {index + 1}"), index, 0)
            self.lobby_grid.addWidget(label, index, 1)
            self.lobby_grid.addWidget(box, index, 2)
            self.seat_labels.append(label)
            self.lobby_kinds.append(box)

    def show_room(self, room: RoomInfo) -> None:
        """Live: who sits where; Start once no seat is open."""
        if self.host is None or room.started:
            return
        for seat, label, box in zip(room.seats, self.seat_labels, self.lobby_kinds, strict=False):
            label.setText(seat_line(seat))
            box.blockSignals(True)
            box.setCurrentIndex(max(0, box.findData(seat.kind)))
            box.blockSignals(False)
        still_open = [s.name for s in room.seats if s.status == "open"]
        self.start_button.setEnabled(not still_open)
        self.start_button.setToolTip("Waiting for: " + ", ".join(still_open) if still_open else "Deal and play")

    def _change_seat(self, seat: int) -> None:
        kind = self.lobby_kinds[seat].currentData()
        if self.host is None or kind == "remote":
            return
        try:
            self.host.set_seat(seat, kind)
        except NetError as error:
            self.status.setText(str(error))

    def start_game(self) -> None:
        assert self.host is not None
        try:
            self.host.start_game()
        except NetError as error:
            self.status.setText(str(error))
            return
        self.handed_over = True
        self.relay.room_changed.disconnect(self.show_room)
        self.started.emit()
        self.accept()

    def done(self, result: int) -> None:
        """Closing without starting closes the room for everyone who joined."""
        if self.host is not None and not self.handed_over:
            self.host.stop("The host closed the room before the game started.")
            self.host = None
        super().done(result)


def _button_row(*buttons: QPushButton) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    for button in buttons:
        row.addWidget(button)
    return row
