"""File > Join game: games found on the LAN (live) or an address typed by hand, the room code and a
name; then a free seat and colour, or watching. A remembered seat token takes back the same seat.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.lan_relay import BrowseRelay, ClientRelay, LanNetwork
from desktop.settings import Settings
from desktop.shell.lan_panel import seat_line
from engines.net.discovery import Found, LanBrowser
from engines.net.protocol import DEFAULT_PORT, NetError, Rejection, RoomInfo
from engines.net.remote import LanClient
from engines.net.store import TokenStore


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """'192.168.1.20:47800', '192.168.1.20' or '[fe80::1]:47800' as (host, port); ValueError if not."""
    text = text.strip()
    if not text:
        raise ValueError("Type the host's address, like 192.168.1.20:47800.")
    host, port_text = text, ""
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest.removeprefix(":")
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    if not port_text:
        return host, default_port
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError(f"{port_text!r} is not a port number (the host's window shows it, usually 47800).")
    return host, int(port_text)


def found_text(found: Found) -> str:
    advert = found.advert
    free = len(advert.free)
    seats = f"{free} free seat{'s' if free != 1 else ''} of {advert.players}" if free else "no free seat"
    state = " · in play" if advert.started else ""
    return f"{advert.host} — {advert.title} — {seats}{state}  ({found.target})"


class JoinDialog(QDialog):
    """Connects a LanClient; ``joined`` fires once seated or watching (take ``lan`` and ``relay``)."""

    joined = Signal()
    game_known = Signal(str)  # the room's game: its table loads ahead while a seat is chosen and the host starts
    _connected = Signal(object, str, str)  # LanClient or None, outcome, error text

    def __init__(self, settings: Settings, network: LanNetwork | None = None, parent: QWidget | None = None,
                 store: TokenStore | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.network = network or LanNetwork()
        self.store = store
        self.relay = ClientRelay()
        self.lan: LanClient | None = None
        self.handed_over = False
        self.closed = False
        self.setWindowTitle("Join a LAN game")
        self.setMinimumWidth(620)
        layout = QVBoxLayout(self)
        layout.addWidget(self._found_box())
        layout.addLayout(self._form())
        self.seat_box = self._seat_box()
        layout.addWidget(self.seat_box)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setProperty("role", "refusal")
        layout.addWidget(self.status)
        cancel = QPushButton("Cancel")
        cancel.clicked.connect(self.reject)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(cancel)
        layout.addLayout(row)
        self._connected.connect(self._on_connected)
        self.relay.room_changed.connect(self.show_room)
        self.browser: LanBrowser | None = None
        self._start_browsing()

    # ----- the list of games on the LAN -------------------------------------------------------
    def _found_box(self) -> QGroupBox:
        box = QGroupBox("Games on your network")
        layout = QVBoxLayout(box)
        self.found = QListWidget()
        self.found.setMinimumHeight(80)
        self.found.setMaximumHeight(130)
        self.found.currentItemChanged.connect(self._pick_found)
        self.found.itemActivated.connect(lambda _item: self.connect_to_host())
        self.found_hint = QLabel("Looking for games… A game that does not appear can be joined by typing "
                                 "its address below.")
        self.found_hint.setWordWrap(True)
        self.found_hint.setProperty("role", "muted")
        layout.addWidget(self.found)
        layout.addWidget(self.found_hint)
        return box

    def _start_browsing(self) -> None:
        self.browse_relay = BrowseRelay()
        self.browse_relay.changed.connect(self.show_found)
        browser = LanBrowser(self.browse_relay.on_change, self.network.discovery_port, self.network.browse_bind)
        try:
            browser.start()
        except OSError as error:
            self.found_hint.setText(f"The list is not available here ({error.strerror or error}); "
                                    "type the host's address below.")
            return
        self.browser = browser

    def show_found(self, games: list[Found]) -> None:
        """Live: the list as the beacon hears it (keeps the selection)."""
        selected = self.found.currentItem().data(Qt.ItemDataRole.UserRole) if self.found.currentItem() else None
        self.found.blockSignals(True)
        self.found.clear()
        for found in games:
            item = QListWidgetItem(found_text(found))
            item.setData(Qt.ItemDataRole.UserRole, found.target)
            self.found.addItem(item)
            if found.target == selected:
                self.found.setCurrentItem(item)
        self.found.blockSignals(False)
        self.found_hint.setText("Pick a game, or type the host's address below if yours is not listed."
                                if games else "Looking for games… A game that does not appear can be joined "
                                "by typing its address below.")

    def _pick_found(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        if item is not None:
            self.address.setText(item.data(Qt.ItemDataRole.UserRole))

    # ----- address, code, name ----------------------------------------------------------------
    def _form(self) -> QFormLayout:
        last = self.settings.last_join
        self.address = QLineEdit(last.get("address", ""))
        self.address.setPlaceholderText("the host's address, like 192.168.1.20:47800")
        self.code = QLineEdit(last.get("code", ""))
        self.code.setPlaceholderText("5 letters and digits from the host's window")
        self.code.setMaxLength(12)
        self.name = QLineEdit(last.get("name", self.settings.player_name))
        self.name.setMaxLength(32)
        self.connect_button = QPushButton("Connect")
        self.connect_button.setProperty("primary", True)
        self.connect_button.clicked.connect(self.connect_to_host)
        self.code.returnPressed.connect(self.connect_to_host)
        form = QFormLayout()
        form.addRow("Address", self.address)
        form.addRow("Room code", self.code)
        form.addRow("Your name", self.name)
        form.addRow("", self.connect_button)
        return form

    def connect_to_host(self) -> None:
        """Reach the host on a background thread; a remembered token takes the seat back at once."""
        try:
            host, port = parse_address(self.address.text())
        except ValueError as error:
            self.status.setText(str(error))
            return
        code, name = self.code.text().strip().upper(), self.name.text().strip()
        if not code or not name:
            self.status.setText("Enter the room code from the host's window, and your name.")
            return
        self._close_client()
        self.connect_button.setEnabled(False)
        self.status.setText(f"Connecting to {host}:{port}…")
        lan = LanClient(self.relay.listener(), store=self.store)
        self.settings.last_join = {"address": self.address.text().strip(), "code": code, "name": name}
        threading.Thread(target=self._connect_worker, args=(lan, host, port, code, name),
                         name="starboard-connect", daemon=True).start()

    def _connect_worker(self, lan: LanClient, host: str, port: int, code: str, name: str) -> None:
        """Runs on its own thread: the GUI never waits for a host that does not answer."""
        outcome = self._reach(lan, host, port, code, name)
        try:
            self._connected.emit(*outcome)
        except RuntimeError:  # the dialog was deleted meanwhile
            lan.close()

    @staticmethod
    def _reach(lan: LanClient, host: str, port: int, code: str, name: str) -> tuple[Any, str, str]:
        try:
            lan.connect(host, port, code, name)
        except NetError as error:
            return None, "error", error.reason
        if not lan.remembered_token():
            return lan, "connected", ""
        try:
            lan.rejoin()
        except NetError as error:
            if error.code == Rejection.BAD_TOKEN:
                lan.store.forget(TokenStore.key(f"{host}:{port}", code, name))
            return lan, "connected", f"Your old seat is gone ({error.reason}); pick a seat."
        return lan, "rejoined", ""

    def _on_connected(self, lan: LanClient | None, outcome: str, text: str) -> None:
        self.connect_button.setEnabled(True)
        self.status.setText(text)
        if lan is None:
            return
        if self.closed:  # cancelled while connecting
            lan.close()
            return
        self.lan = lan
        if outcome == "rejoined":
            self._hand_over()
            return
        if lan.room is not None:
            self.show_room(lan.room)
        self.seat_box.show()
        self.adjustSize()

    # ----- choosing a seat --------------------------------------------------------------------
    def _seat_box(self) -> QGroupBox:
        box = QGroupBox("Take a seat")
        layout = QVBoxLayout(box)
        self.room_title = QLabel("")
        self.room_title.setWordWrap(True)
        self.seats = QListWidget()
        self.seats.setMinimumHeight(96)
        self.seats.setMaximumHeight(180)
        self.seats.currentItemChanged.connect(lambda *_: self._enable_claim())
        self.colour = QComboBox()
        for number, (label, _) in enumerate(theme.SEAT_COLOURS):
            self.colour.addItem(f"{label} ({theme.seat_shape(number)})", number)
        self.claim_button = QPushButton("Take this seat")
        self.claim_button.setProperty("primary", True)
        self.claim_button.clicked.connect(self.claim)
        self.watch_button = QPushButton("Watch")
        self.watch_button.setToolTip("Follow the game as a spectator: public information only.")
        self.watch_button.clicked.connect(self.watch)
        row = QHBoxLayout()
        row.addWidget(QLabel("Colour"))
        row.addWidget(self.colour, 1)
        row.addWidget(self.watch_button)
        row.addWidget(self.claim_button)
        layout.addWidget(self.room_title)
        layout.addWidget(self.seats)
        layout.addLayout(row)
        box.hide()
        return box

    def show_room(self, room: RoomInfo) -> None:
        """Live: free seats (selectable) and the colours still free."""
        if self.handed_over:
            return
        self.game_known.emit(room.game)
        chosen = self.selected_seat()
        started = "in play" if room.started else "not started yet"
        options = ", ".join(f"{k}={v}" for k, v in room.options.items())
        self.room_title.setText(f"{room.title} hosted by {room.host or 'the host'} · {started}"
                                + (f" · {options}" if options else ""))
        self.seats.clear()
        self.seats.setMinimumHeight(min(180, 22 * len(room.seats) + 10))
        for seat in room.seats:
            item = QListWidgetItem(seat_line(seat))
            item.setData(Qt.ItemDataRole.UserRole, seat.seat)
            if seat.status != "open":
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.seats.addItem(item)
        free = room.free_seats()
        pick = chosen if chosen in free else (free[0] if free else None)
        if pick is not None:
            self.seats.setCurrentRow(pick)
        taken = {s.colour for s in room.seats if s.status != "open"}
        for index in range(self.colour.count()):
            self.colour.model().item(index).setEnabled(index not in taken)  # type: ignore[attr-defined]
        if self.colour.currentData() in taken:
            self.colour.setCurrentIndex(next((i for i in range(self.colour.count()) if i not in taken), 0))
        self._enable_claim()

    def selected_seat(self) -> int | None:
        item = self.seats.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None and item.flags() else None

    def _enable_claim(self) -> None:
        self.claim_button.setEnabled(self.selected_seat() is not None)

    def claim(self) -> None:
        seat = self.selected_seat()
        if self.lan is None or seat is None:
            return
        try:
            self.lan.claim(seat, self.colour.currentData())
        except NetError as error:
            self.status.setText(error.reason)
            return
        self._hand_over()

    def watch(self) -> None:
        if self.lan is None:
            return
        try:
            self.lan.watch()
        except NetError as error:
            self.status.setText(error.reason)
            return
        self._hand_over()

    def _hand_over(self) -> None:
        self.handed_over = True
        self.relay.room_changed.disconnect(self.show_room)
        self.joined.emit()
        self.accept()

    # ----- closing ------------------------------------------------------------------------------
    def _close_client(self) -> None:
        if self.lan is not None and not self.handed_over:
            self.lan.close()
        self.lan = None
        self.seat_box.hide()

    def done(self, result: int) -> None:
        self.closed = True
        if self.browser is not None:
            self.browser.stop()
            self.browser = None
        self._close_client()
        super().done(result)
