"""What the desktop dialogs will call: LanHost and LanClient on their own threads, with callbacks."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

from engines.net.host import LanHost
from engines.net.listener import ClientListener, RoomListener
from engines.net.protocol import ChatLine, End, NetError, RoomInfo, Update
from engines.net.remote import LanClient
from engines.net.store import TokenStore
from tests.engines.core.toy import Bank, ToyView
from tests.net.support import CODE, LOOPBACK


class HostEars(RoomListener):
    watch_public = True

    def __init__(self) -> None:
        self.rooms: list[RoomInfo] = []
        self.updates: list[tuple[int | None, Update]] = []
        self.chats: list[ChatLine] = []
        self.ended = threading.Event()

    def room_changed(self, room: RoomInfo) -> None:
        self.rooms.append(room)

    def update(self, seat: int | None, update: Update) -> None:
        self.updates.append((seat, update))

    def chat(self, line: ChatLine) -> None:
        self.chats.append(line)

    def finished(self, end: End) -> None:
        self.ended.set()


class ClientEars(ClientListener):
    def __init__(self) -> None:
        self.updates: list[Update] = []
        self.seats: list[int | None] = []
        self.ended = threading.Event()

    def seated(self, seat: int | None, token: str) -> None:
        self.seats.append(seat)

    def update(self, update: Update) -> None:
        self.updates.append(update)

    def finished(self, end: End) -> None:
        self.ended.set()


def wait_for(ready: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, "the network thread never delivered"
        time.sleep(0.005)


def play_until_done(host: LanHost, client: LanClient, ears: HostEars) -> None:
    """The host plays its local seat 0 and the joiner seat 1 by always banking 2 points."""
    while not ears.ended.is_set():
        envelope = client.envelope
        if envelope is not None and envelope.decision is not None:
            client.act(Bank(2), envelope.version)
        local = host.envelope(0)
        if local is not None and local.decision is not None:
            host.act(0, Bank(2), local.version)
        time.sleep(0.001)


def test_a_host_window_and_a_join_window_play_a_game_through_the_thread_api(tmp_path: Path) -> None:
    ears, client_ears = HostEars(), ClientEars()
    host = LanHost("toy", ["local", "open"], names=["Hana", ""], code=CODE, port=0, bind=LOOPBACK,
                   listener=ears, beacon=False, autosave=tmp_path / "lan.starboard")
    port = host.start()
    client = LanClient(client_ears, store=TokenStore(tmp_path / "tokens.json"))
    try:
        room = client.connect(LOOPBACK, port, CODE, "Jo")
        assert room.free_seats() == [1] and room.seats[0].name == "Hana"
        with pytest.raises(NetError, match="still open"):
            host.start_game()
        assert client.claim() == 1 and client_ears.seats == [1]
        wait_for(lambda: ears.rooms and ears.rooms[-1].seats[1].status == "connected")
        host.start_game()
        assert host.chat("welcome!").version == 0
        play_until_done(host, client, ears)
        wait_for(client_ears.ended.is_set)
        assert isinstance(client_ears.updates[-1].envelope.view, ToyView)
        assert {seat for seat, _ in ears.updates} == {0, None}
        assert client.end is not None and client.end.digest == host.room.end.digest  # type: ignore[union-attr]
        assert [line.text for line in ears.chats] == ["welcome!"]
    finally:
        client.close()
        host.stop()
    assert (tmp_path / "lan.starboard").exists() and (tmp_path / "lan.starboard.room.json").exists()


def test_a_join_window_remembers_its_token_and_takes_back_its_seat(tmp_path: Path) -> None:
    host = LanHost("toy", ["open", "open"], code=CODE, port=0, bind=LOOPBACK, beacon=False, autosave=False)
    port = host.start()
    store = TokenStore(tmp_path / "tokens.json")
    try:
        first = LanClient(store=store, reconnect=False)
        first.connect(LOOPBACK, port, CODE, "Jo")
        seat = first.claim(1)
        first.close()
        wait_for(lambda: host.info().seats[1].status == "away")
        again = LanClient(store=store)
        again.connect(LOOPBACK, port, CODE, "Jo")
        assert again.remembered_token() and again.rejoin() == seat
        assert host.info().seats[1].status == "connected"
        again.leave()
        assert store.get(TokenStore.key(f"{LOOPBACK}:{port}", CODE, "Jo")) == ""
    finally:
        host.stop()


def test_a_host_on_a_port_in_use_says_so() -> None:
    first = LanHost("toy", ["open", "open"], port=0, bind=LOOPBACK, beacon=False, autosave=False)
    port = first.start()
    try:
        second = LanHost("toy", ["open", "open"], port=port, bind=LOOPBACK, beacon=False, autosave=False)
        with pytest.raises(NetError, match=f"Cannot listen on port {port}"):
            second.start()
    finally:
        first.stop()
