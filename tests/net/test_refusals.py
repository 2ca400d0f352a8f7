"""Refusals: every bad message is answered with its reason and changes nothing on the table."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import msgspec
import pytest

from engines.core.contract import Event, Game
from engines.net.protocol import PROTOCOL
from engines.net.room import Room
from engines.registry import get_game
from tests.engines.core.toy import Bank, Toy, ToyState
from tests.net.support import Raw, hosted, joined, lan_games, run, state_bytes, until


class Table:
    """A started room with every seat claimed over a raw connection, and each seat's token."""

    def __init__(self, room: Room, port: int, raws: list[Raw], tokens: list[str]) -> None:
        self.room, self.port, self.raws, self.tokens = room, port, raws, tokens

    @property
    def version(self) -> int:
        assert self.room.match is not None
        return self.room.match.version

    def asked(self) -> tuple[int, list[Any]]:
        """The first seat asked now and its options, as plain data."""
        assert self.room.match is not None
        decision = self.room.match.decisions()[0]
        return decision.seat, [msgspec.to_builtins(a) for a in decision.options]

    def idle(self) -> int:
        """A seat that is not asked now."""
        assert self.room.match is not None
        waiting = set(self.room.match.waiting_for())
        return next(s for s in range(self.room.players) if s not in waiting)

    async def move(self, seat: int, action: Any, version: int | None = None, token: str | None = None) -> Any:
        return await self.raws[seat].ask({"type": "move", "id": 9, "token": token or self.tokens[seat],
                                          "version": self.version if version is None else version,
                                          "action": action})


@asynccontextmanager
async def table(game_id: str) -> AsyncIterator[Table]:
    game = get_game(game_id)
    players = max(game.min_players, 3) if game.max_players >= 3 else game.min_players
    async with hosted(game_id, ["open"] * players) as (room, port):
        raws, tokens = [], []
        for seat in range(players):
            raw = await Raw.open(port)
            await raw.hello(name=f"P{seat}")
            seated = await raw.ask({"type": "claim", "id": 2, "seat": seat})
            raws.append(raw)
            tokens.append(seated["token"])
        yield Table(room, port, raws, tokens)
        for raw in raws:
            await raw.close()


def refused(game_id: str, attempt: Any) -> dict[str, Any]:
    """Run ``attempt(table)`` and check that the table did not change; returns the reply."""

    async def scenario() -> dict[str, Any]:
        async with table(game_id) as t:
            before, version = state_bytes(t.room), t.version
            reply = await attempt(t)
            assert (state_bytes(t.room), t.version) == (before, version)
            return dict(reply)

    reply: dict[str, Any] = run(scenario())
    assert reply["type"] in ("rejected", "refused") and reply["reason"]
    return reply


@pytest.mark.parametrize("game_id", lan_games())
def test_a_wrong_token_is_refused(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        seat, options = t.asked()
        return await t.move(seat, options[0], token="not-my-token")

    assert refused(game_id, attempt)["code"] == "bad_token"


@pytest.mark.parametrize("game_id", lan_games())
def test_another_seats_token_is_refused_on_my_connection(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        seat, options = t.asked()
        return await t.raws[t.idle()].ask({"type": "move", "id": 3, "token": t.tokens[seat],
                                           "version": t.version, "action": options[0]})

    assert refused(game_id, attempt)["code"] == "bad_token"


@pytest.mark.parametrize("game_id", lan_games())
def test_every_seated_message_needs_the_token(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        replies = [await t.raws[0].ask({"type": kind, "id": 4, "token": "forged", **extra})
                   for kind, extra in [("chat", {"text": "hi"}), ("resync", {}), ("ping", {}),
                                       ("undo", {"version": t.version}), ("leave", {})]]
        assert {r["code"] for r in replies} == {"bad_token"}
        assert t.room.chat_history == [] and 0 in t.room.seat_peers
        return replies[0]

    refused(game_id, attempt)


@pytest.mark.parametrize("game_id", lan_games())
def test_a_wrong_room_code_is_refused(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        raw = await Raw.open(t.port)
        reply = await raw.hello(code="WRONG")
        assert all(p.name != "raw" for p in t.room.peers)
        return reply

    reply = refused(game_id, attempt)
    assert reply["code"] == "wrong_code" and "room code" in reply["reason"]


def test_another_protocol_version_gets_a_clear_refusal() -> None:
    async def attempt(t: Table) -> Any:
        return await (await Raw.open(t.port)).hello(protocol=PROTOCOL + 1)

    reply = refused("toy", attempt)
    assert reply["code"] == "protocol" and "same Starboard version" in reply["reason"]


@pytest.mark.parametrize("game_id", lan_games())
def test_a_stale_version_is_refused(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        seat, options = t.asked()
        return await t.move(seat, options[0], version=t.version - 1)

    reply = refused(game_id, attempt)
    assert reply["code"] == "stale" and "look again" in reply["reason"]


@pytest.mark.parametrize("game_id", lan_games())
def test_an_action_for_another_seat_is_refused(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        _, options = t.asked()
        return await t.move(t.idle(), options[0])

    reply = refused(game_id, attempt)
    assert reply["code"] == "not_your_decision" and "waiting for" in reply["reason"]


@pytest.mark.parametrize("game_id", lan_games())
def test_an_illegal_action_is_refused_with_the_rules_reason(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        seat, options = t.asked()
        return await t.move(seat, not_an_option(t.room.game, t.room.players, options))

    assert refused(game_id, attempt)["code"] == "illegal"


@pytest.mark.parametrize("game_id", lan_games())
def test_a_wrongly_typed_action_is_malformed(game_id: str) -> None:
    async def attempt(t: Table) -> Any:
        seat, _ = t.asked()
        return await t.move(seat, {"type": "no_such_move", "x": [1, {"y": None}]})

    assert refused(game_id, attempt)["code"] == "malformed"


def test_a_spectator_cannot_move() -> None:
    async def attempt(t: Table) -> Any:
        raw = await Raw.open(t.port)
        await raw.hello(name="Watcher")
        seated = await raw.ask({"type": "watch", "id": 2})
        _seat, options = t.asked()
        return await raw.ask({"type": "move", "id": 3, "token": seated["token"], "version": t.version,
                              "action": options[0]})

    assert refused("toy", attempt)["code"] == "not_your_decision"


def test_a_taken_seat_cannot_be_claimed_and_a_bad_token_cannot_rejoin() -> None:
    async def attempt(t: Table) -> Any:
        raw = await Raw.open(t.port)
        await raw.hello(name="Late")
        assert (await raw.ask({"type": "claim", "id": 2, "seat": 0}))["code"] in ("seat_taken", "full")
        return await raw.ask({"type": "rejoin", "id": 3, "token": "guess"})

    assert refused("toy", attempt)["code"] == "bad_token"


def test_moving_before_taking_a_seat_is_refused() -> None:
    async def attempt(t: Table) -> Any:
        raw = await Raw.open(t.port)
        await raw.hello(name="Lobby")
        seat, options = t.asked()
        return await raw.ask({"type": "move", "id": 5, "token": t.tokens[seat], "version": t.version,
                              "action": options[0]})

    assert refused("toy", attempt)["code"] == "not_seated"


def not_an_option(game: Game[Any], players: int, options: list[Any]) -> Any:
    """A well-formed action of the game that is not among ``options`` (found by random play)."""
    rng = random.Random(1)
    for seed in range(20):
        state = game.new_state(players, seed)
        for _ in range(300):
            decisions = game.decisions(state)
            if not decisions:
                break
            for action in decisions[0].options:
                data = msgspec.to_builtins(action)
                if data not in options:
                    return data
            game.apply(state, decisions[0].seat, rng.choice(decisions[0].options))
    raise AssertionError("every action of the game is always legal")


class CrashingToy(Toy):
    """A toy whose rules crash halfway through banking 2 points (clients decode it as the toy)."""

    def perform(self, state: ToyState, seat: int, action: Any) -> list[Event]:
        if action == Bank(2):
            state.scores[seat] += 99
            raise RuntimeError("a bug in the rules")
        return super().perform(state, seat, action)


def test_a_move_the_rules_crash_on_is_refused_and_the_table_is_put_back() -> None:
    async def scenario() -> None:
        async with hosted(CrashingToy(), ["open", "open"]) as (room, port):
            ann, bob = await joined(port, "Ann"), await joined(port, "Bob")
            await until(lambda: ann.envelope is not None)
            before = state_bytes(room)
            reply = await ann.act(Bank(2))
            assert getattr(reply, "code", "") == "internal" and state_bytes(room) == before
            assert getattr(await ann.act(Bank(1)), "version", None) == 1
            await ann.close()
            await bob.close()

    run(scenario())
