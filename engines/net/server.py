"""The WebSocket listener: takes connections, checks each hello, and hands the peer to its room.

One server holds any number of rooms, told apart by their room codes; `starboard serve` and the
desktop host use one. Heartbeats, frame size limits and slow readers are handled here.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast, serve
from websockets.exceptions import ConnectionClosed

from engines.net.gate import Gate, gated_connection
from engines.net.names import name_too_long
from engines.net.peer import Peer
from engines.net.protocol import (
    PROTOCOL,
    Hello,
    Limits,
    Notice,
    Refused,
    Rejection,
    client_decoder,
    encode,
    header,
)
from engines.net.room import Room

log = logging.getLogger("starboard.net")
logging.getLogger("websockets").setLevel(logging.CRITICAL)  # a client's bad frames are not our errors


class SocketPeer(Peer):
    """A peer behind a real WebSocket connection."""

    def __init__(self, ws: ServerConnection, limits: Limits) -> None:
        host, port = (ws.remote_address or ("?", 0))[:2]
        super().__init__(f"{host}:{port}", limits.rate, limits.burst, limits)
        self.ws = ws
        self.max_backlog = limits.max_backlog

    def send(self, data: bytes) -> None:
        if self.closed:
            return
        broadcast([self.ws], data, text=True)
        transport = self.ws.transport
        if transport is not None and transport.get_write_buffer_size() > self.max_backlog:
            self.close(1008, "You were too slow to read the table; rejoin to catch up.")

    def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.closed:
            self.closed = True
            asyncio.get_running_loop().create_task(self.ws.close(code, reason))


class Server:
    """A WebSocket server for one or more rooms.

    Connections that have not said hello are held by the gate's own small budget; those that have
    count against their room (seats, lobby, spectators) and a host-wide cap sized for the rooms.
    """

    def __init__(self, rooms: list[Room] | None = None, limits: Limits | None = None) -> None:
        self.limits = limits or Limits()
        self.rooms: dict[str, Room] = {room.code: room for room in rooms or []}
        self.port = 0
        self.peers: set[SocketPeer] = set()
        self.gate = Gate(self.limits.max_pending_per_address, self.limits.max_pending)
        self._server: Any = None

    def add(self, room: Room) -> None:
        self.rooms[room.code] = room

    def capacity(self) -> int:
        """Connections that said hello the host takes: the given limit, or what its rooms hold."""
        if self.limits.max_connections:
            return self.limits.max_connections
        return sum(room.capacity() for room in self.rooms.values())

    async def start(self, host: str = "0.0.0.0", port: int = 0) -> int:
        """Listen; returns the port (useful with port 0: any free port)."""
        limits = self.limits
        self._server = await serve(
            self._handle, host, port, compression=None, max_size=limits.max_frame,
            max_queue=64, ping_interval=limits.ping_interval, ping_timeout=limits.ping_timeout,
            close_timeout=2, open_timeout=limits.hello_timeout, server_header=None,
            create_connection=gated_connection(self.gate),
        )
        sockets = self._server.sockets
        self.port = sockets[0].getsockname()[1] if sockets else port
        return self.port

    async def close(self, reason: str = "The host closed the room.") -> None:
        """Tell everyone, close every connection and stop listening."""
        data = encode(Notice(text=reason))
        for peer in list(self.peers):
            peer.send(data)
        if self._server is not None:
            self._server.close(close_connections=True, code=1001, reason="host closed")
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 3)
        for room in self.rooms.values():
            room.bots.stop()

    async def _handle(self, ws: ServerConnection) -> None:
        peer = SocketPeer(ws, self.limits)
        room: Room | None = None
        try:
            raw = await asyncio.wait_for(ws.recv(decode=False), self.limits.hello_timeout)
            room = await self._hello(peer, raw)
            if room is None:
                await ws.close(1008, "refused")
                return
            while True:
                room.handle(peer, await ws.recv(decode=False))
        except (ConnectionClosed, TimeoutError):
            pass
        except Exception:  # the connection is lost, never the server
            log.exception("connection from %s failed", peer.address)
        finally:
            self.gate.leave(ws)
            self.peers.discard(peer)
            peer.closed = True
            if room is not None:
                room.detach(peer)

    async def _hello(self, peer: SocketPeer, raw: bytes) -> Room | None:
        """The room this hello opens, or None after sending a Refused with the reason."""
        limits = self.limits
        if len(raw) > limits.max_message:
            return self._refuse(peer, header(raw[:64]).id, Rejection.TOO_BIG,
                                f"That hello is too big ({len(raw) // 1024} KiB; a hello is a few hundred bytes).")
        head = header(raw)
        if head.type != "hello":
            return self._refuse(peer, head.id, Rejection.PROTOCOL, "Say hello first: this is a Starboard host.")
        if head.protocol != PROTOCOL:
            return self._refuse(peer, head.id, Rejection.PROTOCOL,
                                f"This host speaks Starboard LAN protocol {PROTOCOL} and you speak "
                                f"{head.protocol}: both players need the same Starboard version.")
        try:
            hello = client_decoder.decode(raw)
        except Exception:  # the refusal says what is wrong; nothing else to do
            return self._refuse(peer, head.id, Rejection.MALFORMED, "That hello is not one this host reads.")
        assert isinstance(hello, Hello)
        room = next((r for r in self.rooms.values() if r.code_matches(hello.code)), None)
        if room is None:
            await asyncio.sleep(limits.wrong_code_delay)
            return self._refuse(peer, hello.id, Rejection.WRONG_CODE,
                                "Wrong room code: ask the host for the code shown in their window.")
        too_long = name_too_long(hello.name, room.limits.name_length)
        if too_long:
            return self._refuse(peer, hello.id, Rejection.TOO_BIG, too_long)
        if len(self.peers) >= self.capacity():
            await peer.ws.close(1013, "The host has too many connections.")
            return None
        if room.lobby_count() >= room.limits.max_lobby:
            return self._refuse(peer, hello.id, Rejection.FULL,
                                "Too many people are choosing a seat in this room right now; try again shortly.")
        self.gate.leave(peer.ws)
        self.peers.add(peer)
        room.attach(peer, hello)
        return room

    def _refuse(self, peer: SocketPeer, message_id: int, code: str, reason: str) -> Room | None:
        """Send the refusal; the caller closes the connection."""
        peer.send(encode(Refused(id=message_id, code=code, reason=reason)))
        return None
