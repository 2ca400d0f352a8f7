"""Fuzz: thousands of malformed, truncated, oversized and wrongly typed messages; the host keeps serving
and the game still finishes."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from engines.core.bots import RandomBot
from engines.net.autoplay import play_seat
from engines.net.client import Client
from engines.net.host import LanHost
from engines.net.loop import LoopThread
from engines.net.protocol import PROTOCOL, Limits
from tests.net.support import CODE, LOOPBACK, REPLY_TYPES

FAST = Limits(rate=1e9, burst=10**9, ping_interval=1000)
TAGS = ["hello", "claim", "rejoin", "watch", "move", "undo", "chat", "resync", "ping", "leave", "welcome", ""]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


class Seat:
    """The fuzzer's own seat, over a plain synchronous connection."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.update: dict[str, Any] | None = None
        self.end: dict[str, Any] | None = None
        self.ask({"type": "hello", "id": 1, "protocol": PROTOCOL, "code": CODE, "name": "Fuzzer"})
        self.token = self.ask({"type": "claim", "id": 2})["token"]

    def ask(self, message: Any) -> dict[str, Any]:
        self.ws.send(message if isinstance(message, bytes | str) else msgspec.json.encode(message))
        return self.reply()

    def reply(self) -> dict[str, Any]:
        """The next reply, keeping the latest update and the end aside."""
        while True:
            found = msgspec.json.decode(self.ws.recv(timeout=10))
            kind = found.get("type")
            if kind in REPLY_TYPES:
                return dict(found)
            if kind == "update":
                self.update = found
            elif kind == "end":
                self.end = found

    def templates(self) -> list[dict[str, Any]]:
        """Well-formed messages of this seat (leave excepted): the material truncation and retyping start from."""
        version = self.update["envelope"]["version"] if self.update else 0
        bank = {"type": "bank", "points": 1}
        return [{"type": "move", "id": 5, "token": self.token, "version": version, "action": bank},
                {"type": "chat", "id": 6, "token": self.token, "text": "hello"},
                {"type": "undo", "id": 7, "token": self.token, "version": version},
                {"type": "resync", "id": 8, "token": self.token},
                {"type": "ping", "id": 9, "token": self.token}]

    def play_to_the_end(self) -> dict[str, Any]:
        rng = random.Random(3)
        for _ in range(100_000):
            if self.end is not None:
                return self.end
            decision = self.update["envelope"]["decision"] if self.update else None
            if decision is None:
                self.ask({"type": "ping", "id": 10, "token": self.token})
                continue
            option = rng.choice(decision["options"])["action"]
            self.ask({"type": "move", "id": 11, "token": self.token,
                      "version": self.update["envelope"]["version"], "action": option})  # type: ignore[index]
        raise AssertionError("the game never ended")


def truncated(seat: Seat) -> st.SearchStrategy[bytes]:
    return st.tuples(st.sampled_from(range(5)), st.floats(0, 0.999)).map(
        lambda pick: _cut(msgspec.json.encode(seat.templates()[pick[0]]), pick[1]))


def _cut(data: bytes, share: float) -> bytes:
    return data[: int(len(data) * share)]


def retyped(seat: Seat) -> st.SearchStrategy[dict[str, Any]]:
    """A real message with one field replaced by a value of any JSON type (or an unknown field added)."""
    return st.tuples(st.sampled_from(range(5)), st.text(max_size=8) | st.sampled_from(
        ["type", "id", "token", "version", "action", "text"]), json_values).map(
        lambda p: {**seat.templates()[p[0]], p[1]: p[2]})


def invented() -> st.SearchStrategy[dict[str, Any]]:
    return st.builds(lambda fields, tag: {**fields, "type": tag},
                     st.dictionaries(st.text(max_size=8), json_values, max_size=5), st.sampled_from(TAGS))


def oversized() -> st.SearchStrategy[bytes]:
    return st.integers(64 * 1024 + 1, 400_000).map(lambda n: b'{"type":"chat","text":"' + b"x" * n + b'"}')


def nested() -> st.SearchStrategy[bytes]:
    return st.integers(50, 20_000).map(lambda n: b'{"type":"move","action":' + b"[" * n + b"]" * n + b"}")


def test_a_host_keeps_serving_through_thousands_of_bad_messages_and_the_game_finishes() -> None:
    host = LanHost("toy", ["bot:random", "open", "open"], seed=9, code=CODE, port=0, bind=LOOPBACK,
                   beacon=False, autosave=False, limits=FAST)
    port = host.start()
    other = LoopThread("fuzz-other-seat")
    other.start()
    try:
        client = Client(heartbeat=1000)  # websockets' pings draw from the random module hypothesis watches
        other.run(client.connect(LOOPBACK, port, CODE, "Other"))
        other.run(client.claim(1))
        playing = other.submit(play_seat(client, RandomBot()))
        with connect(f"ws://{LOOPBACK}:{port}/", compression=None, proxy=None, max_size=2**25,
                     ping_interval=None) as ws:
            seat = Seat(ws)
            host.start_game()
            fuzz(seat)
            flood(seat)
            first_hello_garbage(port)
            end = seat.play_to_the_end()
        finished = playing.result(20)
        assert end["digest"] == finished.digest == host.room.end.digest  # type: ignore[union-attr]
        other.run(client.close())
    finally:
        other.stop()
        host.stop()


def fuzz(seat: Seat) -> None:
    """Thousands of bad messages on a seated connection, each answered with a reason."""
    answered = {"rejected": 0, "accepted": 0}

    @settings(max_examples=700, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.one_of(st.binary(max_size=300), truncated(seat), retyped(seat), invented(), oversized(), nested(),
                     st.text(max_size=200)))
    def send_one(message: Any) -> None:
        reply = seat.ask(message if isinstance(message, bytes | str) else msgspec.json.encode(message))
        assert reply["type"] in answered, reply
        answered[reply["type"]] += 1
        if reply["type"] == "rejected":
            assert reply["code"] and reply["reason"]

    send_one()
    assert answered["rejected"] > 550


def flood(seat: Seat, count: int = 5000) -> None:
    """Many more mutants of real messages (bytes flipped, cut, doubled), sent back to back, then all replies."""
    rng = random.Random(8)
    for _ in range(count):
        data = bytearray(msgspec.json.encode(rng.choice(seat.templates())))
        for _ in range(rng.randrange(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        if rng.random() < 0.3:
            data = data[: rng.randrange(len(data))]
        if rng.random() < 0.1:
            data = data + data
        seat.ws.send(bytes(data))
    for _ in range(count):
        reply = seat.reply()
        assert reply["type"] in ("rejected", "accepted"), reply


def first_hello_garbage(port: int) -> None:
    """New connections whose first message is garbage are refused, and the host still takes new ones."""
    rng = random.Random(5)
    for attempt in range(60):
        with connect(f"ws://{LOOPBACK}:{port}/", compression=None, proxy=None) as ws:
            junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
            ws.send(junk if attempt % 2 else msgspec.json.encode({"type": "hello", "protocol": "one"}))
            try:
                reply = msgspec.json.decode(ws.recv(timeout=5))
                assert reply["type"] == "refused"
            except ConnectionClosed:
                pass
    with connect(f"ws://{LOOPBACK}:{port}/", compression=None, proxy=None, close_timeout=1) as ws:
        assert say_hello(ws)["type"] == "welcome"
        ws.send(b"x" * (2 * 1024 * 1024))  # beyond the frame limit: this connection is closed...
        with pytest.raises(ConnectionClosed):
            while True:
                ws.recv(timeout=5)
    with connect(f"ws://{LOOPBACK}:{port}/", compression=None, proxy=None, max_queue=None) as ws:
        assert say_hello(ws)["type"] == "welcome"  # ...and the host still takes new ones


def say_hello(ws: ClientConnection) -> dict[str, Any]:
    ws.send(msgspec.json.encode({"type": "hello", "id": 1, "protocol": PROTOCOL, "code": CODE, "name": "Late"}))
    return dict(msgspec.json.decode(ws.recv(timeout=5)))
