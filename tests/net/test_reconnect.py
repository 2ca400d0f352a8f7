"""Trouble at the table: a player drops and rejoins, a bot takes over, the host restarts from its autosave."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

import pytest

from engines.core.bots import Bot, BotTurn, RandomBot
from engines.net.autoplay import play_seat
from engines.net.client import Client
from engines.net.host import Hosting, resumed_room
from engines.net.listener import ClientListener
from engines.net.lobby import hand_to_bot
from engines.net.protocol import End
from engines.registry import get_game
from tests.net.support import CODE, LOOPBACK, hosted, joined, lan_games, run, seats_for, until


class Freezer(Bot):
    """Plays randomly, then stops thinking on its ``after``-th move until released."""

    def __init__(self, after: int = 3) -> None:
        self.after = after
        self.moves = 0
        self.frozen = threading.Event()
        self.release = threading.Event()

    def choose(self, turn: BotTurn) -> Any:
        self.moves += 1
        if self.moves == self.after:
            self.frozen.set()
            self.release.wait(20)
        return turn.rng.choice(turn.options)


class Notices(ClientListener):
    def __init__(self) -> None:
        self.lines: list[tuple[str, list[int]]] = []

    def notice(self, text: str, waiting: list[int]) -> None:
        self.lines.append((text, waiting))


def crash(client: Client) -> None:
    """Drop the connection without a goodbye, as a killed process does."""
    assert client._ws is not None and client._ws.transport is not None
    client.reconnect = False
    client._ws.transport.abort()


HEARD: dict[int, Notices] = {}


async def frozen_game(port: int, game_id: str) -> tuple[list[Client], Freezer, list[asyncio.Task[End]]]:
    """Three joined players (what each hears is in HEARD); the second one's bot freezes mid-game."""
    clients = []
    for i in range(3):
        HEARD[i] = Notices()
        client = Client(HEARD[i])
        await client.connect(LOOPBACK, port, CODE, f"Joiner {i}")
        await client.claim()
        clients.append(client)
    freezer = Freezer()
    bots: list[Bot] = [RandomBot(), freezer, RandomBot()]
    tasks = [asyncio.get_running_loop().create_task(play_seat(c, b, seed=i)) for i, (c, b) in
             enumerate(zip(clients, bots, strict=True))]
    await until(freezer.frozen.is_set, 10)
    return clients, freezer, tasks


@pytest.mark.parametrize("game_id", lan_games())
def test_a_killed_client_rejoins_its_seat_with_its_token_and_the_game_finishes(game_id: str) -> None:
    async def scenario() -> None:
        async with hosted(game_id, seats_for(get_game(game_id), 3)) as (room, port):
            clients, freezer, tasks = await frozen_game(port, game_id)
            token, seat = clients[1].token, clients[1].seat
            crash(clients[1])
            tasks[1].cancel()
            freezer.release.set()
            await until(lambda: room.away() == [seat])
            others = HEARD[0]
            await until(lambda: ("Joiner 1 left; waiting for them to come back.", [seat]) in others.lines)
            assert clients[0].room is not None and clients[0].room.seats[seat].status == "away"
            back = Client()
            await back.connect(LOOPBACK, port, CODE, "Joiner 1")
            assert await back.rejoin(token) == seat
            assert back.envelope is not None and back.envelope.version == room.match.version  # type: ignore[union-attr]
            ends = await asyncio.gather(tasks[0], tasks[2], play_seat(back, RandomBot()))
            assert room.end is not None and {e.digest for e in ends} == {room.end.digest}
            for client in (clients[0], clients[2], back):
                await client.close()

    run(scenario())


def test_the_host_hands_a_dropped_seat_to_a_bot_and_the_player_takes_it_back() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open", "open"], seed=3) as (room, port):
            clients, freezer, tasks = await frozen_game(port, "toy")
            token = clients[1].token
            crash(clients[1])
            tasks[1].cancel()
            freezer.release.set()
            await until(lambda: room.away() == [1])
            version = room.match.version if room.match else 0
            hand_to_bot(room, 1, "random")
            assert room.info().seats[1].status == "bot"
            await until(lambda: room.end is not None or (room.match is not None and room.match.version > version))
            again = Client()
            await again.connect(LOOPBACK, port, CODE, "Joiner 1")
            assert await again.rejoin(token) == 1 and room.slots[1].bot == ""
            ends = await asyncio.gather(tasks[0], tasks[2], play_seat(again, RandomBot()))
            assert room.end is not None and {e.digest for e in ends} == {room.end.digest}
            for client in (clients[0], clients[2], again):
                await client.close()

    run(scenario())


def test_a_host_that_quits_reloads_its_autosave_and_the_same_players_rejoin(tmp_path: Path) -> None:
    autosave = tmp_path / "lan.starboard"

    async def scenario() -> None:
        async with hosted("toy", ["bot:random", "open", "open", "open"], seed=5, autosave=autosave) as (room, port):
            clients, freezer, tasks = await frozen_game(port, "toy")
            tokens = [c.token for c in clients]
            version = room.match.version if room.match else 0
            slots_before = [s.token for s in room.slots]
        # the first host is gone: everyone's connection dropped, the autosave and room file remain
        resumed, match = resumed_room(autosave, None, "host")
        assert resumed.code == room.code and [s.token for s in resumed.slots] == slots_before
        assert match.version == version
        hosting = Hosting(resumed, autosave, beacon=False, resume=match)
        await hosting.open(LOOPBACK, port)
        try:
            freezer.release.set()
            ends = await asyncio.gather(*tasks)
            assert resumed.end is not None and {e.digest for e in ends} == {resumed.end.digest}
            assert [c.token for c in clients] == tokens
        finally:
            for client in clients:
                await client.close()
            await hosting.close()

    run(scenario(), timeout=60)


def test_a_player_who_leaves_before_the_start_frees_the_seat() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], auto_start=False) as (room, port):
            ann = await joined(port, "Ann")
            await ann.leave()
            await until(lambda: room.slots[0].is_open)
            bob = await joined(port, "Bob")
            assert bob.seat == 0
            await bob.close()

    run(scenario())
