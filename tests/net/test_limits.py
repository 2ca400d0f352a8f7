"""Limits: message size, message rate, chat length, silent connections, and how many may connect."""

from __future__ import annotations

import asyncio

import pytest
from websockets.exceptions import ConnectionClosed

from engines.net.protocol import Limits
from tests.net.support import Raw, hosted, run


async def seated(port: int) -> tuple[Raw, str]:
    raw = await Raw.open(port)
    await raw.hello()
    return raw, (await raw.ask({"type": "claim", "id": 2}))["token"]


def test_a_flood_is_refused_as_rate_limited_and_the_connection_recovers() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], limits=Limits(rate=5, burst=5), auto_start=False) as (_, port):
            raw, token = await seated(port)
            for n in range(12):
                await raw.ws.send(f'{{"type":"ping","id":{100 + n},"token":"{token}"}}')
            replies = [await raw.reply() for _ in range(12)]
            codes = [r.get("code") for r in replies]
            assert "rate_limited" in codes and codes.count(None) <= 5
            await asyncio.sleep(0.5)  # the budget refills at 5 messages a second
            assert (await raw.ask({"type": "ping", "id": 7, "token": token}))["type"] == "accepted"

    run(scenario())


def test_an_oversized_message_is_refused_and_the_connection_stays() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], auto_start=False) as (_, port):
            raw, token = await seated(port)
            reply = await raw.ask('{"type":"chat","id":3,"token":"%s","text":"%s"}' % (token, "x" * 70_000))
            assert (reply["type"], reply["code"]) == ("rejected", "too_big")
            assert (await raw.ask({"type": "ping", "id": 4, "token": token}))["type"] == "accepted"

    run(scenario())


def test_a_chat_line_too_long_is_refused_and_control_characters_are_dropped() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], auto_start=False) as (room, port):
            raw, token = await seated(port)
            too_long = await raw.ask({"type": "chat", "id": 3, "token": token, "text": "y" * 501})
            assert too_long["code"] == "too_big"
            await raw.ask({"type": "chat", "id": 4, "token": token, "text": "gg\x1b[31m\x00"})
            assert room.chat_history[-1].text == "gg [31m"

    run(scenario())


def test_a_connection_that_never_says_hello_is_closed() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], limits=Limits(hello_timeout=0.2)) as (_, port):
            raw = await Raw.open(port)
            with pytest.raises(ConnectionClosed):
                await asyncio.wait_for(raw.ws.recv(), 5)

    run(scenario())


def test_connections_beyond_the_limit_are_turned_away() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], limits=Limits(max_connections=2)) as (room, port):
            first, second = await Raw.open(port), await Raw.open(port)
            await first.hello()
            await second.hello(name="two")
            third = await Raw.open(port)
            with pytest.raises(ConnectionClosed) as closed:
                await third.hello(name="three")
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
            assert len(room.peers) == 2

    run(scenario())


def test_spectators_beyond_the_limit_are_refused() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], limits=Limits(max_spectators=1)) as (_, port):
            one, two = await Raw.open(port), await Raw.open(port)
            await one.hello(name="one")
            await two.hello(name="two")
            assert (await one.ask({"type": "watch", "id": 2}))["type"] == "seated"
            assert (await two.ask({"type": "watch", "id": 2}))["code"] == "full"

    run(scenario())


def test_names_lose_braces_and_control_characters_and_twins_are_numbered() -> None:
    async def scenario() -> None:
        async with hosted("toy", ["open", "open"], auto_start=False) as (room, port):
            first, second, third = await Raw.open(port), await Raw.open(port), await Raw.open(port)
            await first.hello(name="{Ann}\x07")
            await second.hello(name="Ann")
            refused = await third.hello(name="B" * 100)  # too long: said so, not cut silently
            assert refused["type"] == "refused" and "name is too long (100 characters)" in refused["reason"]
            assert sorted(p.name for p in room.peers) == ["Ann", "Ann (2)"]

    run(scenario())
