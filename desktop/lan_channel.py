"""LAN tables: the same channel as a local table, with the match held by a LAN host.

HostTable wraps the LanHost of this machine (its local seats play here, joiners over the
network); ClientTable wraps a LanClient joined to someone else's room. Both emit the
TableUpdates the game page draws, each with only the envelopes of the seats played on this
screen, plus the LAN extras the side panel shows: room changes, chat and notices.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import re
from pathlib import Path
from typing import Any

import msgspec
from PySide6.QtCore import QTimer, Signal

from desktop import __version__
from desktop.channel import TableChannel
from desktop.lan_relay import ClientRelay, HostRelay
from desktop.worker import TableUpdate, private_seats
from engines.core.contract import Game
from engines.core.match import Envelope, LogEntry, SeatConfig
from engines.core.replay import REPLAY_SUFFIX
from engines.core.saves import match_to_bytes, write_atomic
from engines.net.host import LanHost
from engines.net.protocol import NetError, Rejected, RoomInfo, Update
from engines.net.remote import LanClient
from engines.net.seats import LOCAL

_RULE_AT_END = re.compile(r"^(.*) \(([A-Z]{2,}-[A-Z0-9-]+)\)$", re.DOTALL)
NET_ERRORS = (NetError, RuntimeError, TimeoutError, concurrent.futures.TimeoutError)


def split_rule(reason: str) -> tuple[str, str]:
    """A host's refusal 'reason (RULE-ID)' as (reason, rule) for the prompt panel's rule link."""
    found = _RULE_AT_END.match(reason)
    return (found.group(1), found.group(2)) if found else (reason, "")


class LanTable(TableChannel):
    """A table whose match lives on a LAN host; adds chat, notices and the room's seats."""

    room_changed = Signal(object)  # RoomInfo
    chat_line = Signal(object)  # ChatLine
    notice = Signal(str, object)  # text, seats waited for
    disconnected = Signal(str)

    is_host = False
    local_save = False
    can_reveal = False

    def __init__(self, game: Game[Any]) -> None:
        super().__init__()
        self.game = game
        self.room: RoomInfo | None = None
        self.code = ""
        self.address = ""
        self.version = -1
        self.seats: list[SeatConfig] = []
        self._links: list[tuple[Any, Any]] = []

    def _link(self, signal: Any, slot: Any) -> None:
        """Connect a relay signal, remembering it so that closing the table cuts it again."""
        signal.connect(slot)
        self._links.append((signal, slot))

    def _unlink(self) -> None:
        for signal, slot in self._links:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self._links = []

    def say(self, text: str) -> None:
        raise NotImplementedError

    def bot_seats(self) -> list[int]:
        room = self.room
        return [s.seat for s in room.seats if s.status == "bot"] if room is not None else []

    def _set_room(self, room: RoomInfo) -> None:
        self.room = room
        self._fill_seats(room)
        self.room_changed.emit(room)

    def _fill_seats(self, room: RoomInfo | None) -> None:
        """Keep ``seats`` (shared with the page and scene) in step with the room: names and colours."""
        if room is None:
            return
        while len(self.seats) < len(room.seats):
            self.seats.append(SeatConfig(f"Seat {len(self.seats) + 1}", len(self.seats)))
        for config, info in zip(self.seats, room.seats, strict=False):
            config.name, config.colour = info.name, info.colour
            config.kind = info.kind if info.kind.startswith("bot:") else "human"

    def _decoded_events(self, events: list[Any]) -> list[Any]:
        """Events as the game's own types when it declares them (the host's listener gets plain data)."""
        event_type = getattr(self.game, "event_type", None)
        if event_type is None:
            return list(events)
        decoded = []
        for event in events:
            try:
                decoded.append(event if not isinstance(event, dict) else msgspec.convert(event, event_type))
            except (msgspec.ValidationError, TypeError):
                decoded.append(event)
        return decoded


class HostTable(LanTable):
    """The hosting machine's table: its local seats through LanHost; joiners play over the network."""

    is_host = True
    local_save = True  # Save writes a copy of the game; the LAN autosave is separate
    can_reveal = True

    # The room lives on the network thread. A move, an undo, the table's picture and a save are asked of it
    # without waiting (on a large Twilight Imperium game each takes tens of milliseconds there, more when a
    # joiner's move is being sent out); the answers come back through these, on the GUI thread.
    _replied = Signal(object)  # a Reply, or the error that stopped the request
    _pictured = Signal(object)  # the future of a snapshot (a TableUpdate, None before the start)
    _written = Signal(str, str)  # a save's path and why it failed ("" once written)

    def __init__(self, host: LanHost, relay: HostRelay, game: Game[Any]) -> None:
        super().__init__(game)
        self.host = host
        self.relay = relay
        self.code = host.code
        self.address = ", ".join(f"{a}:{host.port}" for a in LanHost.addresses())
        self.autosave = host.autosave
        self._events: list[Any] = []
        self._queued = False
        self._picturing = False  # a snapshot is being taken on the network thread
        self._again = False  # and another update came meanwhile
        self._closed = False
        self._replied.connect(self._on_reply)
        self._pictured.connect(self._on_picture)
        self._written.connect(self._on_written)
        self.room = host.info()
        self._fill_seats(self.room)
        self._link(relay.update, self._on_update)
        self._link(relay.room_changed, self._set_room)
        self._link(relay.chat, self.chat_line.emit)
        self._link(relay.notice, self.notice.emit)
        self._link(relay.error, lambda text: self.notice.emit(text, []))
        self._link(relay.finished, lambda _end: self._queue())

    @property
    def local_seats(self) -> list[int]:
        room = self.room
        return [s.seat for s in room.seats if s.kind == LOCAL] if room is not None else []

    def start(self) -> None:
        try:
            if not self.host.info().started:
                self.host.start_game()
        except NET_ERRORS as error:
            self.failed.emit(str(error))
            return
        self._publish()

    # ----- updates --------------------------------------------------------------------------
    def _on_update(self, seat: int | None, update: Update) -> None:
        events = update.events if seat is None else [e for e in update.events if _only(e) == seat]
        self._events.extend(self._decoded_events(events))
        self._queue()

    def _queue(self) -> None:
        """One TableUpdate for a burst of per-seat updates (they arrive one seat at a time)."""
        if not self._queued:
            self._queued = True
            QTimer.singleShot(0, self, self._publish)

    def _publish(self) -> None:
        """Ask the network thread for the table's picture; one at a time, the latest asked again after it."""
        self._queued = False
        if self._picturing:
            self._again = True
            return
        try:
            future = self._on_network(self._snapshot)
        except NET_ERRORS:
            return  # the room is closing
        self._picturing = True
        future.add_done_callback(self._pictured_on_network)

    def _pictured_on_network(self, future: concurrent.futures.Future[Any]) -> None:
        if not self._closed:
            self._pictured.emit(future)

    def _on_picture(self, future: concurrent.futures.Future[Any]) -> None:
        self._picturing = False
        if self._again:
            self._again = False
            self._queue()
        if self._closed or future.cancelled() or future.exception() is not None:
            return  # the room is closing
        update = future.result()
        # The update signals of every version up to the picture's were sent before it: its events are in.
        if update is None or (update.version == self.version and not self._events):
            return
        update.events, self._events = self._events, []
        self.version = update.version
        self.updated.emit(update)

    def _on_network(self, fn: Any, *args: Any) -> concurrent.futures.Future[Any]:
        """Call ``fn`` on the network thread; returns at once (RuntimeError once the room is closed)."""

        async def call() -> Any:
            return fn(*args)

        return self.host.thread.submit(call())

    def _snapshot(self) -> TableUpdate | None:
        """The local seats' and the public envelopes in one consistent picture (runs on the network thread)."""
        room = self.host.room
        match = room.match
        if match is None:
            return None
        local = [i for i, slot in enumerate(room.slots) if slot.kind == LOCAL]
        envelopes: dict[int | None, Envelope] = {seat: match.envelope(seat) for seat in local}
        public = envelopes[None] = match.envelope(None)
        shown = set(local)
        log = [entry for entry in match.log if entry.only is None or entry.only in shown]
        bots = [i for i, slot in enumerate(room.slots) if slot.bot]
        return TableUpdate(match.version, envelopes, [], log, public.waiting_for, public.result, bots,
                           private_seats(match, envelopes))

    # ----- requests -------------------------------------------------------------------------
    def send(self, seat: int, action: Any, version: int) -> None:
        self._ask(self.host.room.act, seat, action, version)

    def undo(self, seat: int) -> None:
        self._ask(self.host.room.undo, seat, self.version)

    def _ask(self, fn: Any, *args: Any) -> None:
        """A move or an undo for the room; its refusal (or what stopped it) comes back as ``refused``."""
        try:
            future = self._on_network(fn, *args)
        except NET_ERRORS as error:
            self.refused.emit(str(error), "")
            return
        future.add_done_callback(self._replied_on_network)

    def _replied_on_network(self, future: concurrent.futures.Future[Any]) -> None:
        if self._closed or future.cancelled():
            return
        error = future.exception()
        self._replied.emit(error if error is not None else future.result())

    def _on_reply(self, reply: Any) -> None:
        if isinstance(reply, BaseException):
            self.refused.emit(str(reply) or type(reply).__name__, "")
        elif isinstance(reply, Rejected):
            self.refused.emit(*split_rule(reply.reason))

    def save(self, path: str) -> None:
        """The game as it is now, encoded on the network thread (one consistent picture) and written to the
        disk in a thread of its own, so neither the table nor the room waits for the disk."""

        async def write() -> None:
            match = self.host.room.match
            if match is not None:
                data = match_to_bytes(match)
                await asyncio.to_thread(write_atomic, Path(path), data)

        try:
            future = self.host.thread.submit(write())
        except NET_ERRORS as error:
            self.failed.emit(f"Could not save to {path}: {error}")
            return
        future.add_done_callback(lambda done: self._written_on_network(path, done))

    def _written_on_network(self, path: str, future: concurrent.futures.Future[Any]) -> None:
        if self._closed:
            return
        error = None if future.cancelled() else future.exception()
        reason = "the room closed first" if future.cancelled() else \
            "" if error is None else getattr(error, "strerror", None) or str(error) or type(error).__name__
        self._written.emit(path, reason)

    def _on_written(self, path: str, reason: str) -> None:
        if reason:
            self.failed.emit(f"Could not save to {path}: {reason}")
        else:
            self.saved.emit(path)

    def replay_bytes(self) -> bytes:
        def encode() -> bytes:
            match = self.host.room.match
            if match is None:
                raise NetError("The game has not started.")
            return match_to_bytes(match, __version__)

        return self.host.thread.call(encode, timeout=10)

    def set_reveal(self, on: bool) -> None:
        def keep() -> None:
            if self.host.room.match is not None:
                self.host.room.match.reveal = on

        self._host_call(self.host.thread.call, keep)

    def say(self, text: str) -> None:
        local = self.local_seats
        try:
            reply = self.host.chat(text, local[0] if len(local) == 1 else None)
        except NET_ERRORS as error:
            self.notice.emit(str(error), [])
            return
        if isinstance(reply, Rejected):
            self.notice.emit(reply.reason, [])

    def hand_to_bot(self, seat: int, kind: str) -> None:
        self._host_call(self.host.hand_to_bot, seat, kind)

    def take_back(self, seat: int) -> None:
        self._host_call(self.host.take_back, seat)

    def _host_call(self, fn: Any, *args: Any) -> None:
        try:
            fn(*args)
        except NET_ERRORS as error:
            self.notice.emit(str(error), [])

    def close(self) -> None:
        self._unlink()
        self.host.stop()
        self._closed = True


class ClientTable(LanTable):
    """A table joined over the LAN: this player's seat (or the public view for a spectator)."""

    _send_failed = Signal(str)

    def __init__(self, lan: LanClient, relay: ClientRelay, game: Game[Any]) -> None:
        super().__init__(game)
        self.lan = lan
        self.relay = relay
        self.seat = lan.seat
        client = lan.client
        self.code = client.code if client is not None else ""
        self.address = client.address if client is not None else ""
        self.room = lan.room
        self._fill_seats(self.room)
        self._log: list[LogEntry] = []
        self._envelope: Envelope | None = None
        self._link(relay.update, self._on_update)
        self._link(relay.room_changed, self._set_room)
        self._link(relay.chat, self.chat_line.emit)
        self._link(relay.notice, self.notice.emit)
        self._link(relay.rejected, lambda r: self.refused.emit(*split_rule(r.reason)))
        self._link(relay.disconnected, self.disconnected.emit)
        self._send_failed.connect(lambda text: self.notice.emit(text, []))

    def start(self) -> None:
        envelope = self.lan.envelope
        if envelope is not None:
            self._envelope, self._log, self.version = envelope, self.lan.log, envelope.version
            self._emit([])

    def _on_update(self, update: Update) -> None:
        envelope = update.envelope
        if not update.full and envelope.version <= self.version:
            return  # already part of the picture taken at the start
        self._log = list(update.log) if update.full else self._log + list(update.log)
        self._envelope, self.version = envelope, envelope.version
        self._emit(self._decoded_events(update.events))

    def _emit(self, events: list[Any]) -> None:
        envelope = self._envelope
        assert envelope is not None
        envelopes: dict[int | None, Envelope] = {None: envelope}
        if envelope.seat is not None:
            envelopes[envelope.seat] = envelope
        self.updated.emit(TableUpdate(envelope.version, envelopes, events, list(self._log),
                                      envelope.waiting_for, envelope.result, self.bot_seats()))

    # ----- requests -------------------------------------------------------------------------
    def send(self, seat: int, action: Any, version: int) -> None:
        try:
            future = self.lan.act_later(action, version)
        except NET_ERRORS as error:
            self.notice.emit(str(error), [])
            return
        future.add_done_callback(self._check)

    def undo(self, seat: int) -> None:
        client = self.lan.client
        if client is None:
            return
        try:
            future = self.lan.thread.submit(client.undo())
        except NET_ERRORS as error:
            self.notice.emit(str(error), [])
            return
        future.add_done_callback(self._check)

    def say(self, text: str) -> None:
        client = self.lan.client
        if client is None:
            return
        try:
            future = self.lan.thread.submit(client.say(text))
        except NET_ERRORS as error:
            self.notice.emit(str(error), [])
            return
        future.add_done_callback(self._check)

    def _check(self, future: concurrent.futures.Future[Any]) -> None:
        """Runs on the network thread: a lost connection becomes a notice (refusals come as `rejected`)."""
        error = future.exception()
        if error is not None:
            self._send_failed.emit(str(error) or type(error).__name__)

    replay_suffix = REPLAY_SUFFIX

    def replay_bytes(self) -> bytes:
        """What this seat was shown, update by update: a joiner holds nothing more."""
        return self.lan.replay_bytes(__version__)

    def save(self, path: str) -> None:
        self.failed.emit("Only the host saves a LAN game (it keeps the autosave). If you drop out, "
                         "join again with the same address, room code and name to get your seat back.")

    def resync(self) -> None:
        client = self.lan.client
        if client is not None and client.token:
            self.lan.thread.submit(client.resync()).add_done_callback(self._check)

    def close(self) -> None:
        self._unlink()
        self.lan.close()


def _only(event: Any) -> Any:
    return event.get("only") if isinstance(event, dict) else getattr(event, "only", None)
