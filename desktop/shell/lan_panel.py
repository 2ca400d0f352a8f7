"""The LAN side panel of a game page: the room, its seats, notices ("waiting for NAME"), chat,
and for the host a way to let a bot play an away seat and to take it back.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop import theme
from desktop.lan_channel import HostTable, LanTable
from engines.core.bots import bot_kinds, bot_label
from engines.net.protocol import ChatLine, RoomInfo, SeatInfo

STATUS_WORDS = {
    "open": "open seat",
    "connected": "connected",
    "away": "away: waiting for them",
    "bot": "played by a bot",
    "local": "on the host's screen",
}


def seat_line(seat: SeatInfo) -> str:
    """One seat as the lobby lists it: 'Ana (Sky) — connected'."""
    colour = theme.seat_colour_name(seat.colour)
    return f"{seat.name} ({colour}) — {STATUS_WORDS.get(seat.status, seat.status)}"


def seat_item(seat: SeatInfo) -> QListWidgetItem:
    item = QListWidgetItem(seat_line(seat))
    item.setData(Qt.ItemDataRole.UserRole, seat.seat)
    item.setForeground(theme.seat_colour(seat.colour) if seat.status != "away" else QColor(theme.DANGER))
    return item


class LanPanel(QWidget):
    """Shown under the log on LAN tables only; the hot-seat page never has it."""

    def __init__(self, channel: LanTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.channel = channel
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 10)
        heading = QLabel("LAN game")
        heading.setProperty("role", "heading")
        self.where = QLabel(self._where_text())
        self.where.setWordWrap(True)
        self.where.setProperty("role", "muted")
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice = QLabel("")
        self.notice.setWordWrap(True)
        self.notice.setProperty("role", "refusal")
        self.notice.hide()
        self.seats = QListWidget()
        self.seats.setMaximumHeight(110)
        self.seats.currentItemChanged.connect(lambda *_: self._enable_host_buttons())
        for widget in (heading, self.where, self.notice, self.seats):
            layout.addWidget(widget)
        self.bot_kind = QComboBox()
        self.to_bot = QPushButton("Let a bot play")
        self.take_back = QPushButton("Take back")
        if channel.is_host:
            layout.addLayout(self._host_row())
        self.chat = QPlainTextEdit()
        self.chat.setReadOnly(True)
        self.chat.setPlaceholderText("Chat goes to everyone in the room.")
        self.chat.setMaximumBlockCount(500)
        self.chat_input = QLineEdit()
        self.chat_input.setPlaceholderText("Say something…")
        self.chat_input.setMaxLength(500)
        self.chat_input.returnPressed.connect(self.send_chat)
        send = QPushButton("Send")
        send.clicked.connect(self.send_chat)
        row = QHBoxLayout()
        row.addWidget(self.chat_input, 1)
        row.addWidget(send)
        layout.addWidget(self.chat, 1)
        layout.addLayout(row)
        channel.room_changed.connect(self.show_room)
        channel.notice.connect(self.show_notice)
        channel.chat_line.connect(self.add_chat)
        channel.disconnected.connect(lambda reason: self.show_notice(f"Disconnected: {reason}", []))
        if channel.room is not None:
            self.show_room(channel.room)

    def _host_row(self) -> QHBoxLayout:
        for kind in bot_kinds(self.channel.game):
            self.bot_kind.addItem(f"{bot_label(kind)} bot", kind)
        self.bot_kind.setCurrentIndex(max(0, self.bot_kind.findData("normal")))
        self.to_bot.setToolTip("A bot plays the chosen seat until its player rejoins (or you take it back).")
        self.take_back.setToolTip("Stop the bot: the seat waits for its player again.")
        self.to_bot.clicked.connect(self._hand_to_bot)
        self.take_back.clicked.connect(self._take_back)
        row = QHBoxLayout()
        row.addWidget(self.bot_kind)
        row.addWidget(self.to_bot)
        row.addWidget(self.take_back)
        self._enable_host_buttons()
        return row

    def _where_text(self) -> str:
        channel = self.channel
        if isinstance(channel, HostTable):
            return f"Room code {channel.code} · join at {channel.address}"
        return f"Room {channel.code} at {channel.address}"

    # ----- from the channel -------------------------------------------------------------------
    def show_room(self, room: RoomInfo) -> None:
        current = self.selected_seat()
        self.seats.clear()
        for seat in room.seats:
            self.seats.addItem(seat_item(seat))
            if seat.seat == current:
                self.seats.setCurrentRow(self.seats.count() - 1)
        if room.spectators:
            watching = QListWidgetItem(f"{room.spectators} watching")
            watching.setFlags(Qt.ItemFlag.NoItemFlags)
            self.seats.addItem(watching)
        if not room.started:
            self.show_notice("Waiting for the host to start the game…", [])
        elif not any(s.status == "away" for s in room.seats) and "waiting for" in self.notice.text().lower():
            self.show_notice("", [])
        self._enable_host_buttons()

    def show_notice(self, text: str, waiting: Any = None) -> None:
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def add_chat(self, line: ChatLine) -> None:
        self.chat.appendPlainText(f"{line.name}: {line.text}")

    # ----- requests ---------------------------------------------------------------------------
    def send_chat(self) -> None:
        text = self.chat_input.text().strip()
        if text:
            self.chat_input.clear()
            self.channel.say(text)

    def selected_seat(self) -> int | None:
        item = self.seats.currentItem()
        value = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return value if isinstance(value, int) else None

    def _seat_info(self) -> SeatInfo | None:
        seat, room = self.selected_seat(), self.channel.room
        if seat is None or room is None or seat >= len(room.seats):
            return None
        return room.seats[seat]

    def _enable_host_buttons(self) -> None:
        info = self._seat_info()
        started = self.channel.room is not None and self.channel.room.started
        self.to_bot.setEnabled(started and info is not None and info.status in ("away", "local"))
        self.take_back.setEnabled(started and info is not None and info.status == "bot"
                                  and not info.kind.startswith("bot:"))

    def _hand_to_bot(self) -> None:
        seat = self.selected_seat()
        if seat is not None and isinstance(self.channel, HostTable):
            self.channel.hand_to_bot(seat, self.bot_kind.currentData())

    def _take_back(self) -> None:
        seat = self.selected_seat()
        if seat is not None and isinstance(self.channel, HostTable):
            self.channel.take_back(seat)
