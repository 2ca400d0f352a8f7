"""A host that holds under abuse: silent squatters, moves no option resembles, floods, impostors.

Everything runs on real sockets on loopback. A second loopback address (127.0.0.2) plays the other
computer on the network where a test needs the attacker and the player to come from different places.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from typing import Any

import msgspec
import pytest
from websockets.asyncio.client import connect

from engines.core.contract import Game, IllegalAction
from engines.net.client import Client
from engines.net.protocol import Limits
from engines.registry import game_ids, get_game
from tests.net.support import CODE, LOOPBACK, Raw, hosted, joined, run, until
from tests.support import registered_games

ELSEWHERE = "127.0.0.2"


def elsewhere_works() -> bool:
    with socket.socket() as probe:
        try:
            probe.bind((ELSEWHERE, 0))
        except OSError:
            return False
    return True


needs_elsewhere = pytest.mark.skipif(not elsewhere_works(), reason="this system has no second loopback address")


# ----- silent connections (no room code) -----------------------------------------------------------
async def squat(port: int, stop: asyncio.Event, handshake: bool) -> None:
    """One silent connection from elsewhere, opened again as soon as the host drops it."""
    while not stop.is_set():
        with contextlib.suppress(Exception):
            if handshake:  # a WebSocket that never says hello; else a bare TCP connection
                async with connect(f"ws://{LOOPBACK}:{port}/", proxy=None, open_timeout=5,
                                   local_addr=(ELSEWHERE, 0)) as ws:
                    await ws.wait_closed()
            else:
                _reader, writer = await asyncio.open_connection(LOOPBACK, port, local_addr=(ELSEWHERE, 0))
                await _reader.read()
                writer.close()
        await asyncio.sleep(0.01)


@needs_elsewhere
def test_silent_connections_without_the_code_never_keep_a_player_out() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open", "open"], auto_start=False) as (room, port):
            seated = await joined(port, "Kim", 0)
            stop = asyncio.Event()
            squatters = [asyncio.create_task(squat(port, stop, n < 80)) for n in range(100)]
            await asyncio.sleep(0.5)  # every squatter has tried at least once
            try:
                for attempt in range(6):  # newcomers take a seat, look, and leave
                    newcomer = Client(reconnect=False)
                    await asyncio.wait_for(newcomer.connect(LOOPBACK, port, CODE, f"New {attempt}"), 3)
                    await newcomer.claim(1)
                    await newcomer.leave()
                for _ in range(3):  # a dropped player comes back to the same seat
                    token = seated.token
                    await seated.close()
                    seated = Client(reconnect=False)
                    await asyncio.wait_for(seated.connect(LOOPBACK, port, CODE, "Kim"), 3)
                    assert await seated.rejoin(token) == 0
            finally:
                stop.set()
                for task in squatters:
                    task.cancel()
                await asyncio.gather(*squatters, return_exceptions=True)
                await seated.close()
            assert room.slots[0].name == "Kim"

    run(scenario(), timeout=60)


# ----- moves that name nothing the game has ---------------------------------------------------------
def absurd_actions(game: Game[Any], long_text: bool = False) -> list[Any]:
    """One action of every kind that has fields, each field out of range: unknown names, huge indices."""
    info = msgspec.inspect.type_info(game.action_type)
    kinds = info.types if isinstance(info, msgspec.inspect.UnionType) else (info,)
    made = []
    for kind in kinds:
        assert isinstance(kind, msgspec.inspect.StructType)
        if not kind.fields:
            continue
        fields = {f.name: _absurd(f.type, long_text) for f in kind.fields}
        made.append(kind.cls(**fields))
    return made


def _absurd(kind: Any, long_text: bool) -> Any:
    if isinstance(kind, msgspec.inspect.BoolType):
        return True
    if isinstance(kind, msgspec.inspect.IntType):
        return 10**9
    if isinstance(kind, msgspec.inspect.StrType):
        return "no-such-thing-" + ("x" * 60_000 if long_text else "here")
    raise AssertionError(f"a field of type {kind} needs an absurd value here")


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_a_move_no_option_resembles_is_refused_with_a_reason_not_a_crash(game: Game[Any]) -> None:
    state = game.new_state(game.min_players, 3)
    seat = game.decisions(state)[0].seat
    for action in absurd_actions(game):
        with pytest.raises(IllegalAction) as refused:
            game.check(state, seat, action)
        assert refused.value.reason


@pytest.mark.parametrize("game_id", [g for g in ("woodland", "lostworlds", "toy") if g in game_ids()])
def test_a_host_refuses_unlisted_moves_cheaply_and_keeps_its_log_small(game_id: str,
                                                                       caplog: pytest.LogCaptureFixture) -> None:
    game = get_game(game_id)
    moves = absurd_actions(game) + absurd_actions(game, long_text=True)

    async def scenario() -> list[dict[str, Any]]:
        players = game.min_players
        async with hosted(game_id, ["open"] * players, limits=Limits(rate=1e4, burst=10**4)) as (room, port):
            raws, tokens = [], []
            for seat in range(players):
                raws.append(await Raw.open(port))
                await raws[-1].hello(name=f"P{seat}")
                tokens.append((await raws[-1].ask({"type": "claim", "id": 2, "seat": seat}))["token"])
            assert room.match is not None
            replies = []
            for n, action in enumerate(moves):  # always from a seat the game is asking
                seat = room.match.decisions()[0].seat
                replies.append(await raws[seat].ask({"type": "move", "id": 10 + n, "token": tokens[seat],
                                                     "version": room.match.version,
                                                     "action": msgspec.to_builtins(action)}))
            for raw in raws:
                await raw.close()
            return replies

    with caplog.at_level(logging.INFO, logger="starboard.net"):
        replies = run(scenario(), timeout=60)
    codes = {r.get("code") for r in replies}
    assert codes <= {"illegal", "malformed", "too_big"} and "illegal" in codes, codes
    assert all(len(r.get("reason", "")) < 400 for r in replies)
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert sum(len(r.getMessage()) for r in caplog.records) < 10_000


# ----- floods from people who have the code ----------------------------------------------------------
def test_a_spectator_asking_for_the_whole_table_again_and_again_is_told_to_wait() -> None:
    async def scenario() -> tuple[list[dict[str, Any]], int]:
        async with hosted("toy", ["bot:random", "open"]) as (_room, port):
            player = await joined(port, "Kim")
            watcher = await Raw.open(port)
            await watcher.hello(name="Watcher")
            token = (await watcher.ask({"type": "watch", "id": 2}))["token"]
            watcher.pushed.clear()
            replies = [await watcher.ask({"type": "resync", "id": 10 + n, "token": token}) for n in range(40)]
            await player.close()
            return replies, sum(1 for m in watcher.pushed if m.get("type") == "update" and m.get("full"))

    replies, pictures = run(scenario())
    refused = [r for r in replies if r["type"] == "rejected"]
    assert pictures <= 4 and len(refused) >= 36
    assert {r["code"] for r in refused} == {"rate_limited"} and "too soon" in refused[0]["reason"]


def test_a_chat_flood_is_slowed_to_a_few_lines_a_second_with_a_clear_message() -> None:
    async def scenario() -> tuple[list[dict[str, Any]], int]:
        async with hosted("toy", ["open", "open"], auto_start=False) as (room, port):
            raw = await Raw.open(port)
            await raw.hello(name="Loud")
            token = (await raw.ask({"type": "claim", "id": 2}))["token"]
            replies = [await raw.ask({"type": "chat", "id": 10 + n, "token": token, "text": f"spam {n}"})
                       for n in range(40)]
            return replies, len(room.chat_history)

    replies, kept = run(scenario())
    refused = [r for r in replies if r["type"] == "rejected"]
    assert kept <= 10 and len(refused) >= 30
    assert {r["code"] for r in refused} == {"rate_limited"} and "chatting too fast" in refused[0]["reason"]


# ----- names ------------------------------------------------------------------------------------------
def test_names_are_unique_in_the_room_with_the_host_and_lose_invisible_characters() -> None:
    async def scenario() -> list[str]:
        async with hosted("toy", ["open", "open"], auto_start=False) as (room, port):
            room.host_name = "Hostess"
            names = ["Hostess", "hostess", "A\u200bnn", "Ann", "\u202eevil", "\ufeffBob\u200d", "Kim\u2066"]
            for name in names:
                raw = await Raw.open(port)
                await raw.hello(name=name)
            return [p.name for p in sorted(room.peers, key=lambda p: p.address)]

    got = run(scenario())
    assert "Hostess" not in got and "hostess" not in got, "nobody passes for the host"
    assert sorted(got) == sorted(["Hostess (2)", "hostess (3)", "Ann", "Ann (2)", "evil", "Bob", "Kim"])


def test_a_hello_with_a_very_long_name_is_refused_saying_the_name_is_too_long() -> None:
    async def scenario() -> tuple[dict[str, Any], dict[str, Any]]:
        async with hosted("toy", ["open", "open"], auto_start=False) as (_room, port):
            long_name, huge = await Raw.open(port), await Raw.open(port)
            first = await long_name.hello(name="N" * 5000)  # over 4 KiB of hello
            second = await huge.hello(name="H" * 70_000)  # over the 64 KiB a message may have
            return first, second

    first, second = run(scenario())
    assert first["type"] == "refused" and "name is too long (5000 characters)" in first["reason"]
    assert second["type"] == "refused" and "too big" in second["reason"] and "hello" in second["reason"]


# ----- many rooms on one host ---------------------------------------------------------------------------
def test_a_host_serving_24_rooms_of_4_seats_takes_all_96_players() -> None:
    from engines.net.room import Room
    from engines.net.seats import plan_seats
    from engines.net.server import Server
    from tests.engines.core.toy import TOY

    async def scenario() -> int:
        rooms = [Room(TOY, plan_seats(["open"] * 4), {}, 1, f"ROOM{n:02d}") for n in range(24)]
        for room in rooms:
            room.auto_start = True
        server = Server(rooms)
        port = await server.start(LOOPBACK, 0)
        clients: list[Client] = []
        try:
            for room in rooms:
                for seat in range(4):
                    client = Client(reconnect=False)
                    await client.connect(LOOPBACK, port, room.code, f"P{seat}")
                    await client.claim(seat)
                    clients.append(client)
            await until(lambda: all(c.envelope is not None for c in clients), 20)
            return sum(1 for room in rooms if room.started)
        finally:
            for client in clients:
                await client.close()
            await server.close()

    assert run(scenario(), timeout=90) == 24


# ----- the join list ----------------------------------------------------------------------------------
@needs_elsewhere
def test_forged_adverts_cannot_flood_the_join_list_and_the_real_host_stays_on_it() -> None:
    from engines.net.discovery import Advert, Finder
    from engines.net.host import Hosting
    from engines.net.room import Room
    from engines.net.seats import plan_seats
    from tests.engines.core.toy import TOY
    from tests.net.test_discovery import free_udp_port

    async def scenario() -> tuple[int, int, bool]:
        port = free_udp_port()
        finder = Finder(port=port, bind="0.0.0.0")
        await finder.start()
        room = Room(TOY, plan_seats(["open", "open"]), host_name="Real")
        hosting = Hosting(room, None, beacon=True, discovery_port=port, beacon_targets=(LOOPBACK,))
        await hosting.open(LOOPBACK, 0)
        forger = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        forger.bind((ELSEWHERE, 0))
        forger.setblocking(False)
        sent, most = 0, 0
        try:
            loop = asyncio.get_running_loop()
            stop = loop.time() + 2.0
            while loop.time() < stop:  # about 5,000 forged rooms a second, each on its own port
                for _ in range(50):
                    advert = Advert(f"Fake {sent}", "toy", "Toy", 2, [1], 20000 + sent % 40000, False)
                    with contextlib.suppress(BlockingIOError):
                        forger.sendto(msgspec.json.encode(advert), (LOOPBACK, port))
                    sent += 1
                most = max(most, len(finder.games()))
                await asyncio.sleep(0.01)
            await until(lambda: any(f.advert.host == "Real" for f in finder.games()), 5)
            fakes = sum(1 for f in finder.games() if f.advert.host != "Real")
            return max(most, len(finder.games())), fakes, sent > 5000
        finally:
            forger.close()
            await hosting.close()
            finder.stop()

    most, fakes, flooded = run(scenario())
    assert flooded and most <= 64, "the list is capped"
    assert fakes == 0, "a forged advert names a port where no host answers: it is never listed"
