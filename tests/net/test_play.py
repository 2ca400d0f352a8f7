"""A whole game over real sockets: the host's bots and three joined bots play to the end and agree."""

from __future__ import annotations

import msgspec
import pytest

from engines.core.search import SearchBot
from engines.net.client import Client
from engines.net.edge import envelopes
from engines.net.protocol import state_digest
from engines.registry import get_game
from tests.net.support import CODE, LOOPBACK, hosted, joined, lan_games, play_all, run, seats_for, until


@pytest.mark.parametrize("game_id", lan_games())
def test_a_host_and_three_joined_bots_finish_with_the_same_digest(game_id: str) -> None:
    async def scenario() -> None:
        async with hosted(game_id, seats_for(get_game(game_id), 3)) as (room, port):
            clients = [await joined(port, f"Joiner {i}") for i in range(3)]
            ends = await play_all(clients)
            assert room.end is not None and room.match is not None
            host_digest = state_digest(room.game.state_json(room.match.state))
            assert {e.digest for e in ends} == {room.end.digest} == {host_digest}
            assert {e.version for e in ends} == {room.match.version}
            for client in clients:
                assert client.envelope is not None and client.seat is not None
                held = msgspec.to_builtins(client.envelope.view)
                assert held == msgspec.to_builtins(room.game.view(room.match.state, client.seat))
                assert client.envelope.result == room.end.result
                await client.close()

    run(scenario())


@pytest.mark.parametrize("game_id", lan_games())
def test_every_seat_receives_exactly_its_own_envelope(game_id: str) -> None:
    async def scenario() -> None:
        game = get_game(game_id)
        players = max(game.min_players, min(game.max_players, 3))
        async with hosted(game_id, ["open"] * players, auto_start=False) as (room, port):
            clients = [await joined(port, f"Joiner {i}") for i in range(players)]
            room.start()
            for client in clients:
                while client.envelope is None:
                    await client.wait_change()
            assert room.match is not None
            for client in clients:
                assert client.envelope is not None
                expected = room.match.envelope(client.seat)
                assert client.envelope.seat == client.seat
                assert msgspec.to_builtins(client.envelope) == msgspec.to_builtins(expected)
            for client in clients:
                await client.close()

    run(scenario())


def test_edge_envelopes_equal_the_matchs_own() -> None:
    from engines.core.match import Match
    from tests.engines.core.toy import TOY, Roll

    match = Match(TOY, 3, seed=4, options={})
    match.apply(0, Roll())
    built = envelopes(match, [0, 1, 2, None])
    for seat in (0, 1, 2, None):
        assert msgspec.to_builtins(built[seat]) == msgspec.to_builtins(match.envelope(seat))


def test_a_spectator_joins_a_running_game_and_sees_the_public_view() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["bot:random", "open", "bot:random"]) as (room, port):
            player = await joined(port, "Ann")
            watcher = Client()
            await watcher.connect(LOOPBACK, port, CODE, "Watcher")
            await watcher.watch()
            while watcher.envelope is None:
                await watcher.wait_change()
            assert room.match is not None
            assert watcher.seat is None and watcher.envelope.decision is None
            public = msgspec.to_builtins(room.game.view(room.match.state, None))
            assert msgspec.to_builtins(watcher.envelope.view) == public
            await play_all([player])
            end = await watcher.wait_end()
            assert room.end is not None and end.digest == room.end.digest
            await player.close()
            await watcher.close()

    run(scenario())


def test_chat_reaches_everyone_with_the_senders_name() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], auto_start=False) as (_room, port):
            ann, bob = await joined(port, "Ann"), await joined(port, "Bob")
            reply = await ann.say("good luck")
            assert reply.id and getattr(reply, "code", None) is None
            await until(lambda: bool(bob.chat))
            assert (bob.chat[-1].name, bob.chat[-1].text, bob.chat[-1].seat) == ("Ann", "good luck", 0)
            await ann.close()
            await bob.close()

    run(scenario())



def test_a_window_callback_that_raises_does_not_stop_the_game() -> None:
    from engines.net.listener import ClientListener, RoomListener

    class Broken(RoomListener, ClientListener):  # type: ignore[misc]
        watch_public = True

        def update(self, *args: object) -> None:
            raise RuntimeError("a bug in the window")

    async def scenario() -> None:
        async with hosted("toy", ["bot:random", "open", "open"]) as (room, port):
            room.listener = Broken()
            clients = [Client(Broken()) for _ in range(2)]
            for client in clients:
                await client.connect(LOOPBACK, port, CODE, "P")
                await client.claim()
            ends = await play_all(clients)
            assert room.end is not None and {e.digest for e in ends} == {room.end.digest}
            for client in clients:
                await client.close()

    run(scenario())


def test_undo_over_the_network_takes_back_my_move_for_everyone() -> None:
    from tests.engines.core.toy import Bank

    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], auto_start=False) as (room, port):
            ann, bob = await joined(port, "Ann"), await joined(port, "Bob")
            room.start()
            await until(lambda: ann.envelope is not None and bob.envelope is not None)
            await ann.act(Bank(2))
            await until(lambda: bob.envelope is not None and bob.envelope.version == 1)
            assert ann.envelope is not None and ann.envelope.can_undo
            refused = await bob.undo()
            assert getattr(refused, "code", "") == "stale" or getattr(refused, "code", "") == "illegal"
            reply = await ann.undo()
            assert getattr(reply, "version", None) == 2
            await until(lambda: bob.envelope is not None and bob.envelope.version == 2)
            assert bob.envelope is not None and bob.envelope.view.scores == [0, 0]
            assert [line.text for line in bob.log] == ["Ann took back a move."]
            stale = await ann.resync()
            assert getattr(stale, "version", None) == 2
            await ann.close()
            await bob.close()

    run(scenario())


def test_hard_host_bots_search_from_their_seats_knowledge_and_finish() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["bot:hard", "open", "bot:hard"]) as (room, port):
            room.bots.budget = 0.02
            player = await joined(port, "Ann")
            await play_all([player])
            assert room.end is not None
            searched = [b.stats.futures for b in room.bots._bots.values() if isinstance(b, SearchBot)]
            assert searched and max(searched) > 0, "the host handed the bots what their seat knows"
            await player.close()

    run(scenario())


def test_twilight_imperium_over_the_lan_keeps_every_copy_equal() -> None:
    """A host bot and three joined random bots play a round of the galaxy game; every copy agrees."""
    async def scenario() -> None:
        async with hosted("galaxy", seats_for(get_game("galaxy"), 3), options={"round_limit": 1}) as (room, port):
            clients = [await joined(port, f"Joiner {i}") for i in range(3)]
            ends = await play_all(clients)
            assert room.end is not None and room.match is not None
            assert {e.digest for e in ends} == {room.end.digest}
            for client in clients:
                assert client.envelope is not None and client.seat is not None
                held = msgspec.to_builtins(client.envelope.view)
                assert held == msgspec.to_builtins(room.game.view(room.match.state, client.seat))
                await client.close()

    run(scenario(), timeout=90)
