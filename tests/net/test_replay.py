"""A LAN joiner's own replay holds exactly what the host sent it, over real sockets on 127.0.0.1."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec

from engines.core.replay import open_replay
from engines.core.saves import write_atomic
from engines.core.seat_replay import SeatReplay
from engines.net.client import Client
from tests.net.support import CODE, LOOPBACK, hosted, joined, play_all, run, until


def test_a_joiners_replay_holds_no_more_than_it_received(tmp_path: Path) -> None:
    received: dict[int | None, list[dict[str, Any]]] = {0: [], 1: [], None: []}

    def tap(seat: int, data: bytes) -> None:
        message = json.loads(data)
        if message.get("type") == "update":
            received.setdefault(None if seat == -1 else seat, []).append(message)

    async def scenario() -> tuple[list[Client], Client, Any]:
        async with hosted("toy", ["open", "open", "bot:random"], auto_start=False,
                          options={"goal": 40}) as (room, port):
            room.tap = tap
            clients = [await joined(port, "Ann", 0), await joined(port, "Bob", 1)]
            watcher = Client()
            await watcher.connect(LOOPBACK, port, CODE, "Eve")
            await watcher.watch()
            room.start()
            await play_all(clients)
            await until(lambda: watcher.end is not None)
            for client in [*clients, watcher]:
                await client.close()
            return clients, watcher, room.match

    clients, watcher, match = run(scenario(), timeout=60)
    for client in [*clients, watcher]:
        assert client.recording is not None
        path = tmp_path / f"{client.name}.starboard-replay"
        write_atomic(path, client.recording.to_bytes())
        text = path.read_text()
        assert '"seed"' not in text and '"actions"' not in text and match.state.rng.key not in text
        replay = open_replay(path)
        assert isinstance(replay, SeatReplay) and replay.eyes() == [(replay.eyes()[0][0], client.seat)]
        sent = received[client.seat]
        assert replay.length + 1 == len(sent) > 10, "a frame for every update the host sent, and no other"
        for position, message in enumerate(sent):
            shown = replay.envelope(position, client.seat)
            assert msgspec.to_builtins(shown.view) == message["envelope"]["view"], f"frame {position}"
            assert shown.version == message["envelope"]["version"]
        lines = [entry["text"] for message in sent for entry in message["log"]]
        assert [entry.text for entry in replay.log(replay.length, client.seat)] == lines
        assert replay.finished and replay.result == match.result()
    ann_cards = [c for c in match.state.hands[0]]
    bob_text = (tmp_path / "Bob.starboard-replay").read_text()
    assert ann_cards and not [card for card in ann_cards if card in bob_text], "Bob's replay holds Ann's hand"


def test_at_the_end_the_host_and_the_joiner_each_save_their_replay(tmp_path: Path) -> None:
    """Through the thread API the windows use: the host keeps the whole game, the joiner what it saw."""
    from engines.core.replay import GameReplay, replay_from_bytes
    from engines.core.saves import match_to_bytes
    from engines.net.host import LanHost
    from engines.net.remote import LanClient
    from engines.net.store import TokenStore
    from tests.net.test_threads import ClientEars, HostEars, play_until_done, wait_for

    ears, client_ears = HostEars(), ClientEars()
    host = LanHost("toy", ["local", "open"], names=["Hana", ""], code=CODE, port=0, bind=LOOPBACK,
                   listener=ears, beacon=False, autosave=False)
    port = host.start()
    client = LanClient(client_ears, store=TokenStore(tmp_path / "tokens.json"))
    try:
        client.connect(LOOPBACK, port, CODE, "Jo")
        client.claim()
        wait_for(lambda: ears.rooms and ears.rooms[-1].seats[1].status == "connected")
        host.start_game()
        play_until_done(host, client, ears)
        wait_for(client_ears.ended.is_set)
        joiner = replay_from_bytes(client.replay_bytes())
        whole = replay_from_bytes(host.thread.call(lambda: match_to_bytes(host.room.match)))
    finally:
        client.close()
        host.stop()
    assert isinstance(whole, GameReplay) and whole.names == ["Hana", "Jo"] and whole.finished
    assert isinstance(joiner, SeatReplay) and joiner.eyes() == [("Jo", 1)] and joiner.finished
    assert joiner.result == whole.result
    assert msgspec.json.encode(joiner.envelope(joiner.length, 1).view) == \
        msgspec.json.encode(whole.envelope(whole.length, 1).view)
