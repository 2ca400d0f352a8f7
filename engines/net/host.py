"""Hosting a LAN game: the room, its server, beacon and autosave wired together, and ``LanHost``
which runs all of it on a background thread for the desktop's Host dialog.
"""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

from engines.core.match import Envelope, Match
from engines.net import edge, lobby
from engines.net.discovery import Advert, Beacon, lan_addresses
from engines.net.listener import RoomListener
from engines.net.loop import LoopThread
from engines.net.protocol import DEFAULT_PORT, DISCOVERY_PORT, Limits, NetError, RoomInfo
from engines.net.room import Reply, Room
from engines.net.seats import plan_seats
from engines.net.server import Server
from engines.net.store import Autosaver, default_autosave, load_autosave


class Hosting:
    """One room served on one port, with its beacon and autosave, on the running event loop."""

    def __init__(self, room: Room, autosave: Path | None = None, beacon: bool = True,
                 discovery_port: int = DISCOVERY_PORT, beacon_targets: tuple[str, ...] = ("255.255.255.255",),
                 limits: Limits | None = None, resume: Match | None = None) -> None:
        self.room = room
        self.resume = resume
        self.server = Server([room], limits or room.limits)
        self.autosaver = Autosaver(room, autosave) if autosave is not None else None
        self.beacon = Beacon(self._adverts, discovery_port, beacon_targets) if beacon else None
        self.port = 0

    async def open(self, bind: str = "0.0.0.0", port: int = DEFAULT_PORT) -> int:
        """Start listening (port 0: any free port) and advertising; returns the port."""
        try:
            self.port = await self.server.start(bind, port)
        except OSError as error:
            raise NetError(f"Cannot listen on port {port}: {error.strerror or error} "
                           "(is another host running? pick another port)") from None
        if self.beacon is not None:
            try:
                await self.beacon.start()
            except OSError:
                self.beacon = None  # no broadcast on this network: joiners type the address instead
        if self.autosaver is not None:
            self.autosaver.save_seats()
        if self.resume is not None:
            self.room.adopt(self.resume)  # everyone away until they rejoin with their tokens
            self.resume = None
        return self.port

    async def close(self, reason: str = "The host closed the room.") -> None:
        if self.beacon is not None:
            self.beacon.stop()
        await self.server.close(reason)
        if self.autosaver is not None:
            self.autosaver.close()

    def _adverts(self) -> list[Advert]:
        room = self.room
        info = room.info()
        name = room.host_name or socket.gethostname()
        return [Advert(name, room.game.id, room.game.title, room.players, info.free_seats(), self.port,
                       room.started)]


class LanHost:
    """A hosted game for a window: every method is called from the GUI thread and returns quickly.

    The listener's callbacks arrive on the network thread (relay them with queued Qt signals).
    """

    def __init__(self, game_id: str, seats: list[str], options: dict[str, Any] | None = None, *,
                 names: list[str] | None = None, seed: int | None = None, code: str | None = None,
                 port: int = DEFAULT_PORT, bind: str = "0.0.0.0", host_name: str = "",
                 listener: RoomListener | None = None, beacon: bool = True,
                 discovery_port: int = DISCOVERY_PORT, beacon_targets: tuple[str, ...] = ("255.255.255.255",),
                 autosave: Path | bool = True, limits: Limits | None = None, bot_delay: float = 0.0) -> None:
        from engines.registry import get_game

        try:
            game = get_game(game_id)
            slots = plan_seats(seats, names)
        except (KeyError, ValueError) as error:
            raise NetError(str(error.args[0])) from None
        room = Room(game, slots, options, seed, code, limits, listener, host_name or socket.gethostname())
        room.bots.delay = bot_delay
        path = (default_autosave(game.id, room.code) if autosave is True else Path(autosave)) if autosave else None
        self._setup(room, path, port, bind, beacon, discovery_port, beacon_targets, None)

    def _setup(self, room: Room, path: Path | None, port: int, bind: str, beacon: bool,
               discovery_port: int, beacon_targets: tuple[str, ...], resume: Match | None) -> None:
        self.room = room
        self.autosave = path
        self.hosting = Hosting(room, path, beacon, discovery_port, beacon_targets, resume=resume)
        self.bind = bind
        self.port = port
        self.thread = LoopThread("starboard-host")

    @classmethod
    def resume(cls, autosave: Path, *, port: int = DEFAULT_PORT, bind: str = "0.0.0.0",
               listener: RoomListener | None = None, beacon: bool = True, host_name: str = "",
               discovery_port: int = DISCOVERY_PORT, beacon_targets: tuple[str, ...] = ("255.255.255.255",),
               ) -> LanHost:
        """Reload a LAN game from its autosave; its players rejoin their seats with their tokens."""
        room, match = resumed_room(Path(autosave), listener, host_name or socket.gethostname())
        host = cls.__new__(cls)
        host._setup(room, Path(autosave), port, bind, beacon, discovery_port, beacon_targets, match)
        return host

    # ----- lifecycle ----------------------------------------------------------------------------
    def start(self) -> int:
        """Start the network thread and listen; returns the port. Raises NetError (port in use...)."""
        self.thread.start()
        try:
            self.port = self.thread.run(self.hosting.open(self.bind, self.port))
        except BaseException:
            self.thread.stop()
            raise
        return self.port

    def stop(self, reason: str = "The host closed the room.") -> None:
        """Tell everyone, save, close every connection and end the thread."""
        if self.thread.running:
            try:
                self.thread.run(self.hosting.close(reason), timeout=10)
            finally:
                self.thread.stop()

    # ----- reading ------------------------------------------------------------------------------
    @property
    def code(self) -> str:
        return self.room.code

    @staticmethod
    def addresses() -> list[str]:
        """This machine's LAN addresses, to show in the Host dialog."""
        return lan_addresses()

    def info(self) -> RoomInfo:
        return self.thread.call(self.room.info)

    def envelope(self, seat: int | None) -> Envelope | None:
        """A seat's current envelope (None before the start)."""

        def build() -> Envelope | None:
            match = self.room.match
            return edge.envelopes(match, [seat])[seat] if match is not None else None

        return self.thread.call(build)

    # ----- the host's decisions ------------------------------------------------------------------
    def start_game(self) -> None:
        """Deal and begin; NetError while a seat is still open."""
        self.thread.call(self.room.start)

    def set_seat(self, seat: int, kind: str) -> None:
        """Before the start: 'open', 'local' or 'bot:KIND'."""
        self.thread.call(lobby.set_seat, self.room, seat, kind)

    def hand_to_bot(self, seat: int, kind: str = "random") -> None:
        self.thread.call(lobby.hand_to_bot, self.room, seat, kind)

    def take_back(self, seat: int) -> None:
        """A local (or away) seat handed to a bot is played by people again."""
        self.thread.call(lobby.take_back, self.room, seat)

    def act(self, seat: int, action: Any, version: int) -> Reply:
        """A local seat's action chosen on ``version``."""
        return self.thread.call(self.room.act, seat, action, version)

    def undo(self, seat: int, version: int) -> Reply:
        return self.thread.call(self.room.undo, seat, version)

    def chat(self, text: str, seat: int | None = None) -> Reply:
        name = self.room.slots[seat].name if seat is not None else self.room.host_name
        return self.thread.call(self.room.say, text, seat, name)


def resumed_room(path: Path, listener: RoomListener | None, host_name: str) -> tuple[Room, Match]:
    """A room rebuilt from an autosave and its room file (same code, seats and tokens), and its match.

    Adopt the match once the server listens; SaveError or RoomFileError if the files are unusable.
    """
    match, saved = load_autosave(path)
    room = Room(match.game, saved.seats, match.options, match.seed, saved.code, None, listener, host_name)
    room.fixed_seed = False  # the seed comes from the save, not from the host now; the deal was long ago
    return room, match
