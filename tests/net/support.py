"""Helpers for the LAN tests: the games to run them on, a hosted room on loopback, raw connections."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect

from engines.core.contract import Game
from engines.net.autoplay import play_seat
from engines.net.client import Client
from engines.net.host import Hosting
from engines.net.protocol import PROTOCOL, End, Limits
from engines.net.room import Room
from engines.net.seats import plan_seats
from engines.registry import game_ids, get_game, register
from tests.engines.core.toy import TOY

register(TOY)
LOOPBACK = "127.0.0.1"
CODE = "TESTR"
REPLY_TYPES = ("accepted", "rejected", "seated", "welcome", "refused")


def lan_games() -> list[str]:
    """The toy game always; Lost Worlds (the issue's game) as soon as it is registered."""
    return ["toy"] + (["lostworlds"] if "lostworlds" in game_ids() else [])


def seats_for(game: Game[Any], joiners: int) -> list[str]:
    """Seat 0 a host bot, then ``joiners`` open seats, then host bots up to the game's minimum."""
    players = max(game.min_players, min(game.max_players, joiners + 1))
    return ["bot:random"] + ["open"] * joiners + ["bot:random"] * (players - joiners - 1)


def run(coro: Coroutine[Any, Any, Any], timeout: float = 30.0) -> Any:
    """Run a test coroutine on a fresh loop, failing instead of hanging."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


@contextlib.asynccontextmanager
async def hosted(game_id: str | Game[Any], kinds: list[str], seed: int | None = 7, limits: Limits | None = None,
                 autosave: Any = None, auto_start: bool = True,
                 options: dict[str, Any] | None = None) -> AsyncIterator[tuple[Room, int]]:
    """A room serving on a free loopback port; yields the room and its port."""
    game = get_game(game_id) if isinstance(game_id, str) else game_id
    room = Room(game, plan_seats(kinds), options or {}, seed, CODE, limits)
    room.auto_start = auto_start
    hosting = Hosting(room, autosave, beacon=False)
    port = await hosting.open(LOOPBACK, 0)
    try:
        yield room, port
    finally:
        await hosting.close()


async def joined(port: int, name: str, seat: int | None = None, reconnect: bool = True) -> Client:
    client = Client(reconnect=reconnect)
    await client.connect(LOOPBACK, port, CODE, name)
    await client.claim(seat)
    return client


async def play_all(clients: list[Client]) -> list[End]:
    from engines.core.bots import RandomBot

    return list(await asyncio.gather(*[play_seat(c, RandomBot(), seed=i) for i, c in enumerate(clients)]))


def state_bytes(room: Room) -> bytes:
    assert room.match is not None
    return room.game.state_json(room.match.state)


class Raw:
    """A connection driven by hand, to send exactly the bytes a test wants."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.pushed: list[dict[str, Any]] = []

    @classmethod
    async def open(cls, port: int) -> Raw:
        ws = await connect(f"ws://{LOOPBACK}:{port}/", compression=None, proxy=None, max_size=2**25)
        return cls(ws)

    async def hello(self, code: str = CODE, name: str = "raw", protocol: int = PROTOCOL) -> dict[str, Any]:
        return await self.ask({"type": "hello", "id": 1, "protocol": protocol, "code": code, "name": name})

    async def ask(self, message: Any, timeout: float = 5.0) -> dict[str, Any]:
        """Send a message (an object or raw bytes/str) and wait for the reply to it."""
        data = message if isinstance(message, bytes | str) else msgspec.json.encode(message)
        await self.ws.send(data)
        return await self.reply(timeout)

    async def reply(self, timeout: float = 5.0) -> dict[str, Any]:
        """The next reply (accepted, rejected...), keeping pushed updates aside."""
        while True:
            raw = await asyncio.wait_for(self.ws.recv(), timeout)
            message = msgspec.json.decode(raw)
            if message.get("type") in REPLY_TYPES:
                return dict(message)
            self.pushed.append(message)

    async def close(self) -> None:
        await self.ws.close()


async def until(ready: Callable[[], bool], seconds: float = 5.0) -> None:
    """Wait until ``ready()`` is true (the network is asynchronous), failing after ``seconds``."""
    for _ in range(int(seconds / 0.005)):
        if ready():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the expected message never came")


def pick(options: list[Any], seed: int) -> Any:
    return random.Random(seed).choice(options)
