"""Relays from the LAN network thread to the UI thread, and where this app listens and announces.

engines.net calls its listeners on the network thread; each listener here only emits a Qt signal
of a relay object that lives in the UI thread, so the slots run there (queued connections).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from engines.net.discovery import Found
from engines.net.listener import ClientListener, RoomListener
from engines.net.protocol import DISCOVERY_PORT, ChatLine, End, Rejected, RoomInfo, Update


@dataclass
class LanNetwork:
    """Where hosting listens and announces and where the join list listens (tests use loopback)."""

    bind: str = "0.0.0.0"
    discovery_port: int = DISCOVERY_PORT
    beacon_targets: tuple[str, ...] = ("255.255.255.255",)
    beacon: bool = True
    browse_bind: str = "0.0.0.0"

    def host_kwargs(self) -> dict[str, Any]:
        """Keyword arguments for LanHost(...) and LanHost.resume(...)."""
        return {"bind": self.bind, "beacon": self.beacon, "discovery_port": self.discovery_port,
                "beacon_targets": self.beacon_targets}


class HostRelay(QObject):
    """The host's room events as signals in the UI thread."""

    room_changed = Signal(object)  # RoomInfo
    update = Signal(object, object)  # seat (None: public), Update
    chat = Signal(object)  # ChatLine
    notice = Signal(str, object)  # text, waiting seats
    finished = Signal(object)  # End
    error = Signal(str)

    def listener(self) -> RoomListener:
        return _HostEars(self)


class _HostEars(RoomListener):
    watch_public = True  # the page draws the public view behind the hot-seat curtain

    def __init__(self, relay: HostRelay) -> None:
        self.relay = relay

    def room_changed(self, room: RoomInfo) -> None:
        self.relay.room_changed.emit(room)

    def update(self, seat: int | None, update: Update) -> None:
        self.relay.update.emit(seat, update)

    def chat(self, line: ChatLine) -> None:
        self.relay.chat.emit(line)

    def notice(self, text: str, waiting: list[int]) -> None:
        self.relay.notice.emit(text, list(waiting))

    def finished(self, end: End) -> None:
        self.relay.finished.emit(end)

    def error(self, text: str) -> None:
        self.relay.error.emit(text)


class ClientRelay(QObject):
    """A joined client's events as signals in the UI thread."""

    room_changed = Signal(object)  # RoomInfo
    seated = Signal(object, str)  # seat (None: spectator), token
    update = Signal(object)  # Update
    chat = Signal(object)  # ChatLine
    notice = Signal(str, object)
    rejected = Signal(object)  # Rejected
    finished = Signal(object)  # End
    disconnected = Signal(str)

    def listener(self) -> ClientListener:
        return _ClientEars(self)


class _ClientEars(ClientListener):
    def __init__(self, relay: ClientRelay) -> None:
        self.relay = relay

    def room_changed(self, room: RoomInfo) -> None:
        self.relay.room_changed.emit(room)

    def seated(self, seat: int | None, token: str) -> None:
        self.relay.seated.emit(seat, token)

    def update(self, update: Update) -> None:
        self.relay.update.emit(update)

    def chat(self, line: ChatLine) -> None:
        self.relay.chat.emit(line)

    def notice(self, text: str, waiting: list[int]) -> None:
        self.relay.notice.emit(text, list(waiting))

    def rejected(self, rejected: Rejected) -> None:
        self.relay.rejected.emit(rejected)

    def finished(self, end: End) -> None:
        self.relay.finished.emit(end)

    def disconnected(self, reason: str) -> None:
        self.relay.disconnected.emit(reason)


class BrowseRelay(QObject):
    """The join list's changes (LanBrowser's on_change runs on its own thread)."""

    changed = Signal(object)  # list[Found]

    def on_change(self, games: list[Found]) -> None:
        self.changed.emit(list(games))
