"""`starboard serve`: host one game without a window until it ends."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import signal
import socket
import sys
import time
from typing import Any

from engines.core.options import parse_pairs
from engines.core.saves import save_match
from engines.net.cli import UsageError, seat_kinds
from engines.net.discovery import lan_addresses
from engines.net.host import Hosting, resumed_room
from engines.net.listener import RoomListener
from engines.net.lobby import hand_to_bot
from engines.net.protocol import ChatLine, End, RoomInfo
from engines.net.room import Room
from engines.net.seats import plan_seats
from engines.net.store import default_autosave

CLOSE_GRACE = 0.3  # seconds for the last messages to reach the joiners
ANY = ("0.0.0.0", "", "::")
LOOPBACK = "127.0.0.1"
BROADCAST = "255.255.255.255"


class Narrator(RoomListener):
    """Tells the console who joined and left; stdout stays for the two lines scripts read."""

    def __init__(self) -> None:
        self._seen: dict[int, str] = {}

    def room_changed(self, room: RoomInfo) -> None:
        for seat in room.seats:
            status = f"{seat.name}: {seat.status}"
            if self._seen.get(seat.seat) != status:
                self._seen[seat.seat] = status
                _say(f"seat {seat.seat} {status}")

    def chat(self, line: ChatLine) -> None:
        _say(f"chat {line.name}: {line.text}")

    def notice(self, text: str, waiting: list[int]) -> None:
        _say(text)

    def error(self, text: str) -> None:
        _say(f"error: {text}")


async def serve(args: argparse.Namespace) -> dict[str, Any]:
    """Listen, print the port and code, run the game to its end; the end summary is returned."""
    room, resume, autosave = _room(args)
    targets = announce_targets(args.announce, args.bind)
    hosting = Hosting(room, autosave, beacon=not args.no_beacon, discovery_port=args.discovery_port,
                      beacon_targets=targets, resume=resume)
    port = await hosting.open(args.bind, args.port)
    gc.freeze()  # what loading made lives all game: the collector need not scan it after every move
    try:
        _announce(room, port, args.bind)
        _say(f"listening on {_where(args.bind, port)}")
        if hosting.beacon is not None:
            _say(f"announcing the game to {', '.join(targets)} (UDP port {args.discovery_port})")
        if args.seed is not None and resume is None:
            _say("the seed was given: whoever knows it can work out the deal and every draw")
        if autosave is not None:
            _say(f"autosave: {autosave}")
        loop = asyncio.get_running_loop()
        watchdog = loop.create_task(_replace_absent(room, args.replace_after))
        ending = loop.create_task(room.finished())
        await _until_ended_or_stopped(ending)
        watchdog.cancel()
        if not ending.done():
            ending.cancel()
            resumable = autosave is not None and room.started
            hint = f"; continue with: starboard serve {room.game.id} --resume {autosave}" if resumable else ""
            raise Stopped(f"stopped{hint}")
        await asyncio.sleep(CLOSE_GRACE)
        if args.replay is not None and room.match is not None:
            save_match(room.match, args.replay)
            _say(f"replay saved: {args.replay}")
        return ending.result().summary([slot.name for slot in room.slots])
    finally:
        await hosting.close("The game is over." if room.end is not None else "The host stopped.")


class Stopped(Exception):
    """The host was stopped (Ctrl-C, or asked to end) before the game ended; the autosave remains."""


async def _until_ended_or_stopped(ending: asyncio.Task[End]) -> None:
    """Wait for the end of the game, or for SIGINT/SIGTERM (where the platform lets us catch them)."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for name in ("SIGINT", "SIGTERM"):
        with contextlib.suppress(NotImplementedError, RuntimeError, AttributeError, ValueError):
            loop.add_signal_handler(getattr(signal, name), stop.set)
    stopping = loop.create_task(stop.wait())
    await asyncio.wait([ending, stopping], return_when=asyncio.FIRST_COMPLETED)
    stopping.cancel()


def _room(args: argparse.Namespace) -> tuple[Room, Any, Any]:
    from engines.registry import get_game

    host_name = args.name or socket.gethostname()
    if args.resume is not None:
        room, match = resumed_room(args.resume, Narrator(), host_name)
        if room.game.id != args.game:
            raise UsageError(f"{args.resume} is a game of {room.game.id}, not {args.game}")
        room.bots.delay = args.bot_delay
        return room, match, args.resume
    try:
        game = get_game(args.game)
    except KeyError as error:
        raise UsageError(error.args[0]) from None
    players = args.players or game.min_players
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"{game.id} takes {game.min_players} to {game.max_players} players, not {players}")
    if not 0 <= args.port < 65536:
        raise UsageError(f"--port must be between 0 and 65535, not {args.port}")
    slots = plan_seats(seat_kinds(args.bots, players))
    room = Room(game, slots, parse_pairs(args.option), args.seed, args.code, listener=Narrator(),
                host_name=host_name)
    room.auto_start = True
    room.bots.delay = args.bot_delay
    autosave = args.autosave or default_autosave(game.id, room.code)
    if not any(slot.is_open for slot in slots):
        asyncio.get_running_loop().call_soon(room.start)
    return room, None, autosave


def announce_targets(given: list[str], bind: str) -> tuple[str, ...]:
    """Where the beacon sends: as asked, else the whole LAN, or only this computer if that is all we listen on."""
    if given:
        return tuple(given)
    return (LOOPBACK,) if _loopback(bind) else (BROADCAST,)


def join_address(bind: str) -> str:
    """The address a joiner types: the one we listen on, or this machine's LAN address when we listen on all."""
    return lan_addresses()[0] if bind in ANY else bind


def _where(bind: str, port: int) -> str:
    if bind in ANY:
        return f"port {port} of every interface ({', '.join(lan_addresses())} and this computer)"
    if _loopback(bind):
        return f"{bind}:{port} only: players on other computers cannot join"
    return f"{bind}:{port} only"


def _loopback(bind: str) -> bool:
    return bind.startswith("127.") or bind in ("::1", "localhost")


def _announce(room: Room, port: int, bind: str) -> None:
    address = join_address(bind)
    target = f"[{address}]:{port}" if ":" in address else f"{address}:{port}"
    print(f"serving {room.game.id} for {room.players} players on port {port}, room code {room.code}", flush=True)
    print(f"join with: starboard join {target} --code {room.code} --name YOUR_NAME", flush=True)


async def _replace_absent(room: Room, after: float) -> None:
    """Hand seats whose players stay away ``after`` seconds to a random bot (0: never)."""
    if after <= 0:
        return
    since: dict[int, float] = {}
    while True:
        await asyncio.sleep(min(0.5, after / 2))
        now = time.monotonic()
        away = set(room.away()) if room.started and room.end is None else set()
        since = {seat: since.get(seat, now) for seat in away}
        for seat, start in since.items():
            if now - start >= after:
                with contextlib.suppress(Exception):
                    hand_to_bot(room, seat, "random")


def _say(text: str) -> None:
    print(f"serve: {text}", file=sys.stderr, flush=True)
