"""The joiner's side of a LAN game: connect, take a seat, send moves, and hold the seat's own view.

A Client lives on an asyncio loop (``LanClient`` runs one in a background thread for the
desktop). It decodes each Update into the game's own view and action types, keeps the log and
the chat, and comes back to its seat with its token when the connection drops.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from engines.core.contract import Game
from engines.core.match import DecisionView, Envelope, LogEntry, OptionView
from engines.core.seat_replay import Recorder
from engines.net.listener import ClientListener, guarded
from engines.net.protocol import (
    PROTOCOL,
    Accepted,
    Chat,
    ChatLine,
    Claim,
    End,
    Hello,
    Leave,
    Move,
    NetError,
    Notice,
    Ping,
    Refused,
    Rejected,
    Rejoin,
    Resync,
    RoomInfo,
    RoomUpdate,
    Seated,
    Undo,
    Update,
    Watch,
    Welcome,
    encode,
    host_decoder,
)
from engines.net.typed import UPDATE_PREFIX, as_update, decode_events, event_decoder, update_decoder

log = logging.getLogger("starboard.net")
Reply = Accepted | Rejected
REPLY_TIMEOUT = 10.0
MAX_INBOUND = 32 * 1024 * 1024
HEARTBEAT = 5.0  # seconds between pings; a host silent for four of them is gone


class Client:
    """One connection to a host, seen from the joiner's side."""

    def __init__(self, listener: ClientListener | None = None, reconnect: bool = True,
                 heartbeat: float = HEARTBEAT) -> None:
        self.listener = guarded(listener or ClientListener())
        self.reconnect = reconnect
        self.heartbeat = heartbeat
        self.address = ""
        self.code = ""
        self.name = ""  # the name asked for
        self.seat_name = ""  # the name the host gave the seat (a twin gets "Ann (2)")
        self.room: RoomInfo | None = None
        self.game: Game[Any] | None = None
        self.seat: int | None = None
        self.token = ""
        self.envelope: Envelope | None = None
        self.log: list[LogEntry] = []
        self.chat: list[ChatLine] = []
        self.end: End | None = None
        self.recording: Recorder | None = None  # every update this seat received, for its own replay
        self.closed = False
        self._ws: ClientConnection | None = None
        self._ids = itertools.count(1)
        self._pending: dict[int, asyncio.Future[Any]] = {}
        self._reader: asyncio.Task[None] | None = None
        self._change = asyncio.Event()
        self._role = ""
        self._typed: msgspec.json.Decoder[Any] | None = None
        self._event_decoder: msgspec.json.Decoder[Any] | None = None

    # ----- connecting -----------------------------------------------------------------------------
    async def connect(self, host: str, port: int, code: str, name: str, timeout: float = 5.0) -> RoomInfo:
        """Open a connection and say hello; raises NetError with the host's reason if refused."""
        self.address, self.code, self.name = f"{host}:{port}", code, name
        await self._open(timeout)
        assert self.room is not None
        return self.room

    async def _open(self, timeout: float) -> None:
        host, _, port = self.address.rpartition(":")
        uri = f"ws://{host}:{port}/" if ":" not in host else f"ws://[{host}]:{port}/"
        try:
            opening = connect(uri, compression=None, max_size=MAX_INBOUND, proxy=None, open_timeout=timeout,
                              ping_interval=self.heartbeat, ping_timeout=4 * self.heartbeat, close_timeout=2,
                              user_agent_header=None)
            self._ws = await asyncio.wait_for(opening, timeout)
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as error:
            raise NetError(f"Cannot reach a Starboard host at {self.address}: {_why(error)}") from None
        self._reader = asyncio.get_running_loop().create_task(self._read(self._ws))
        reply = await self._request(Hello(id=next(self._ids), protocol=PROTOCOL, code=self.code,
                                          name=self.name, app="starboard"), timeout)
        if isinstance(reply, Refused | Rejected):
            await self._drop()
            raise NetError(reply.reason, reply.code)
        assert isinstance(reply, Welcome)
        try:
            self._set_room(reply.room)
        except NetError:
            await self._drop()
            raise

    def _set_room(self, room: RoomInfo) -> None:
        from engines.registry import get_game

        if self.game is None:
            try:
                self.game = get_game(room.game)
            except KeyError:
                raise NetError(f"This host plays {room.title} ({room.game}), "
                               "which this Starboard does not have.") from None
            self._typed = update_decoder(self.game)
            self._event_decoder = event_decoder(self.game)
            self.recording = Recorder(room.game, room.players, room.options)
        self.room = room
        self.listener.room_changed(room)

    async def claim(self, seat: int | None = None, colour: int | None = None) -> int:
        """Take a free seat (None: the first free one); returns the seat."""
        return int(await self._sit(Claim(id=next(self._ids), seat=seat, colour=colour), "player"))

    async def rejoin(self, token: str) -> int:
        """Come back to the seat this token belongs to."""
        return int(await self._sit(Rejoin(id=next(self._ids), token=token), "player"))

    async def watch(self) -> None:
        """Join as a spectator."""
        await self._sit(Watch(id=next(self._ids)), "spectator")

    async def _sit(self, message: Claim | Rejoin | Watch, role: str) -> Any:
        reply = await self._request(message)
        if isinstance(reply, Rejected):
            raise NetError(reply.reason, reply.code)
        assert isinstance(reply, Seated)
        self.seat, self.token, self.seat_name, self._role = reply.seat, reply.token, reply.name, role
        self.listener.seated(reply.seat, reply.token)
        return reply.seat

    # ----- playing ---------------------------------------------------------------------------------
    async def act(self, action: Any, version: int | None = None) -> Reply:
        """Send a move chosen on ``version`` (default: the version of the view held now)."""
        assert self.game is not None
        seen = version if version is not None else (self.envelope.version if self.envelope else 0)
        data = msgspec.to_builtins(action)
        return await self._seated_request(lambda i: Move(id=i, token=self.token, version=seen, action=data))

    async def undo(self) -> Reply:
        seen = self.envelope.version if self.envelope else 0
        return await self._seated_request(lambda i: Undo(id=i, token=self.token, version=seen))

    async def say(self, text: str) -> Reply:
        return await self._seated_request(lambda i: Chat(id=i, token=self.token, text=text))

    async def resync(self) -> Reply:
        return await self._seated_request(lambda i: Resync(id=i, token=self.token))

    async def ping(self) -> Reply:
        return await self._seated_request(lambda i: Ping(id=i, token=self.token))

    async def leave(self) -> None:
        """Say goodbye and close; the seat waits for a rejoin (or opens, before the start)."""
        with contextlib.suppress(NetError):
            await self._seated_request(lambda i: Leave(id=i, token=self.token))
        await self.close()

    async def close(self) -> None:
        self.closed = True
        await self._drop()

    async def wait_change(self) -> None:
        """Wait for the next update, the end, or the loss of the connection."""
        await self._change.wait()
        self._change.clear()

    async def wait_end(self) -> End:
        while self.end is None:
            if self.closed:
                raise NetError("The connection to the host was lost.")
            await self.wait_change()
        return self.end

    async def _seated_request(self, build: Any) -> Reply:
        if not self.token:
            raise NetError("Take a seat first.")
        reply = await self._request(build(next(self._ids)))
        assert isinstance(reply, Accepted | Rejected)
        return reply

    async def _request(self, message: Any, timeout: float = REPLY_TIMEOUT) -> Any:
        ws = self._ws
        if ws is None:
            raise NetError("Not connected to a host.")
        waiter: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending[message.id] = waiter
        try:
            await ws.send(encode(message), text=True)
            return await asyncio.wait_for(waiter, timeout)
        except ConnectionClosed:
            raise NetError("The connection to the host was lost.") from None
        except TimeoutError:
            raise NetError("The host did not answer in time.") from None
        finally:
            self._pending.pop(message.id, None)

    # ----- receiving -------------------------------------------------------------------------------
    async def _read(self, ws: ClientConnection) -> None:
        reason = "The host closed the connection."
        try:
            async for raw in ws:
                data = raw.encode() if isinstance(raw, str) else raw
                if self._typed is not None and data.startswith(UPDATE_PREFIX):
                    typed = self._typed.decode(data)
                    events = decode_events(self._event_decoder, typed.events)
                    self._take_update(as_update(typed, events), decoded=True)
                else:
                    self._receive(host_decoder.decode(data))
        except ConnectionClosed as error:
            reason = _closed_reason(error)
        except Exception as error:  # a message we cannot read ends this connection, not the app
            log.exception("bad message from the host")
            reason = f"The host sent something this Starboard cannot read: {error}"
        if ws is self._ws:
            self._lost(reason)

    def _receive(self, message: Any) -> None:
        if isinstance(message, Update):
            self._take_update(message)
        elif isinstance(message, RoomUpdate):
            self._set_room(message.room)
        elif isinstance(message, ChatLine):
            self.chat.append(message)
            self.listener.chat(message)
        elif isinstance(message, Notice):
            self.listener.notice(message.text, message.waiting)
        elif isinstance(message, End):
            self.end = message
            self.listener.finished(message)
            self._change.set()
        else:
            if isinstance(message, Rejected):
                self.listener.rejected(message)
            waiter = self._pending.get(message.id)
            if waiter is not None and not waiter.done():
                waiter.set_result(message)

    def _take_update(self, update: Update, decoded: bool = False) -> None:
        game = self.game
        assert game is not None
        envelope = update.envelope
        if not decoded:
            envelope.view = game.view_from(envelope.view)
        if envelope.decision is not None and not decoded:
            options = [OptionView(o.label, game.action_from(o.action), o.confirm) for o in envelope.decision.options]
            envelope.decision = DecisionView(envelope.decision.seat, envelope.decision.prompt, options,
                                             envelope.decision.rule)
        events = update.events if decoded else _events(game, update.events)
        self.log = list(update.log) if update.full else self.log + update.log
        self.envelope = envelope
        if self.recording is not None:
            self.recording.add(envelope, update.log, events, update.full)
        self.listener.update(msgspec.structs.replace(update, events=events))
        self._change.set()

    def _lost(self, reason: str) -> None:
        self._ws = None
        for waiter in self._pending.values():
            if not waiter.done():
                waiter.set_exception(NetError(reason))
        if self.closed or self.end is not None:
            self._change.set()
            return
        if self.reconnect and self.token and self._role == "player":
            asyncio.get_running_loop().create_task(self._come_back(reason))
            return
        self.closed = True
        self.listener.disconnected(reason)
        self._change.set()

    async def _come_back(self, reason: str, attempts: int = 20) -> None:
        """Reconnect with the seat token after a drop, waiting a little longer each time."""
        self.listener.notice(f"{reason} Reconnecting...", [])
        delay = 0.2
        for _ in range(attempts):
            await asyncio.sleep(delay)
            if self.closed:
                return
            try:
                await self._open(5.0)
                await self.rejoin(self.token)
                return
            except NetError as error:
                if error.code in ("bad_token", "wrong_code", "protocol"):
                    break
                await self._drop()
            delay = min(delay * 1.5, 2.0)
        self.closed = True
        self.listener.disconnected("Could not get back to the host.")
        self._change.set()

    async def _drop(self) -> None:
        ws, self._ws = self._ws, None
        if ws is not None:
            with contextlib.suppress(Exception):
                await ws.close()
        reader, self._reader = self._reader, None
        if reader is not None and reader is not asyncio.current_task():
            reader.cancel()
            with contextlib.suppress(BaseException):
                await reader


def _events(game: Game[Any], events: list[Any]) -> list[Any]:
    event_type = getattr(game, "event_type", None)
    if event_type is None or not events:
        return events
    decoded = []
    for event in events:
        try:
            decoded.append(msgspec.convert(event, event_type))
        except (msgspec.ValidationError, TypeError):
            decoded.append(event)
    return decoded


def _closed_reason(error: ConnectionClosed) -> str:
    received = error.rcvd
    if received is not None and received.reason and received.reason != "host closed":
        return received.reason
    return "The host closed the connection."


def _why(error: BaseException) -> str:
    if isinstance(error, ConnectionRefusedError):
        return "nothing is listening there (is the host running, and is the port right?)"
    if isinstance(error, TimeoutError | asyncio.TimeoutError):
        return "no answer (check the address, and that the host's firewall lets Starboard in)"
    return str(error) or type(error).__name__

