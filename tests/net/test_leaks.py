"""Nothing leaks: over a whole game, no message to a seat carries another seat's secrets or the generator."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from engines.core.match import Match
from engines.net import edge
from engines.net.client import Client
from engines.net.listener import ClientListener, RoomListener
from engines.net.protocol import Update
from engines.registry import get_game
from tests.engines.core.toy import TOY, Draw, Drew, Toy, ToyState, ToyView
from tests.net.support import CODE, LOOPBACK, hosted, joined, play_all, run, seats_for, until


class Recorder:
    """Taps every message the room sends, with what that recipient must not see at that moment."""

    def __init__(self, match: Any) -> None:
        self.match = match
        self.sent: list[tuple[int | None, bytes, list[bytes], list[bytes]]] = []
        self._seen: tuple[int, dict[int | None, list[bytes]], dict[int | None, list[str]]] | None = None

    def __call__(self, seat: int | None, data: bytes) -> None:
        match: Match | None = self.match()
        if match is None:
            self.sent.append((seat, data, [], []))
            return
        if self._seen is None or self._seen[0] != match.version:  # secrets change only with the version
            self._seen = (match.version, edge.forbidden(match), match.game.secrets(match.state))
        _, banned, secrets = self._seen
        recipient = None if seat == -1 else seat
        own = [s.encode() for s in secrets.get(recipient, [])] if recipient is not None else []
        self.sent.append((recipient, data, banned[recipient], own))


@pytest.mark.parametrize("game_id", ["toy", "lostworlds", "galaxy"])
def test_no_message_to_a_seat_carries_another_seats_secrets_or_the_generator(game_id: str) -> None:
    from engines.registry import game_ids

    if game_id not in game_ids():
        pytest.skip(f"{game_id} is not registered yet")
    game = get_game(game_id)

    async def scenario() -> Recorder:
        # a long toy game: every seat gets to draw (a short one may end on two rolls of the first seat);
        # Twilight Imperium to the end of its first round (its house round limit)
        options = {"goal": 40} if game_id == "toy" else {"round_limit": 1} if game_id == "galaxy" else {}
        async with hosted(game_id, seats_for(game, 3), seed=982_451_653, auto_start=False,
                          options=options) as (room, port):
            recorder = Recorder(lambda: room.match)
            room.tap = recorder
            clients = [await joined(port, f"Joiner {i}") for i in range(3)]
            watcher = Client()
            await watcher.connect(LOOPBACK, port, CODE, "Watcher")
            await watcher.watch()
            room.start()
            await play_all(clients)
            await until(lambda: watcher.end is not None)
            for client in [*clients, watcher]:
                await client.close()
            return recorder

    recorder: Recorder = run(scenario(), timeout=60)
    assert len(recorder.sent) > 20 and all(len(banned) >= 1 for _, _, banned, _ in recorder.sent if banned)
    for seat, data, banned, _ in recorder.sent:
        assert edge.leaks(data, banned) == [], f"a message to seat {seat} leaked"
    if game.hidden_information:
        assert any(edge.leaks(data, own) for _, data, _, own in recorder.sent), "no seat ever saw its own secret"


class Events(ClientListener):
    def __init__(self) -> None:
        self.events: list[Any] = []

    def update(self, update: Update) -> None:
        self.events += update.events


def test_a_private_log_line_and_event_reach_only_their_seat() -> None:
    heard = [Events() for _ in range(3)]

    async def scenario() -> list[Client]:
        async with hosted("toy", ["open", "open", "open"], auto_start=False) as (room, port):
            clients = []
            for i in range(3):
                client = Client(heard[i])
                await client.connect(LOOPBACK, port, CODE, f"P{i}")
                await client.claim(i)
                clients.append(client)
            room.start()
            await until(lambda: all(c.envelope is not None for c in clients))
            await clients[0].act(Draw())
            await until(lambda: all(c.envelope is not None and c.envelope.version == 1 for c in clients))
            for client in clients:
                await client.close()
            return clients

    clients = run(scenario())
    drawn = clients[0].envelope.view.hand[0]  # type: ignore[union-attr]
    assert any(drawn in line.text for line in clients[0].log)
    assert heard[0].events == [Drew(card=drawn, only=0)] and heard[1].events == heard[2].events == []
    for other in clients[1:]:
        assert all(drawn not in line.text for line in other.log)
        assert other.envelope is not None and drawn not in msgspec.json.encode(other.envelope).decode()


class LeakyToy(Toy):
    """A broken toy whose view shows every hand: the host must withhold it (clients decode it as the toy)."""

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        shown = TOY.view(state, seat)
        shown.hand = [card for hand in state.hands for card in hand]
        return shown


class Errors(RoomListener):
    def __init__(self) -> None:
        self.errors: list[str] = []

    def error(self, text: str) -> None:
        self.errors.append(text)


def test_the_host_withholds_a_view_that_would_show_hidden_cards() -> None:
    async def scenario() -> tuple[list[str], Client, Client]:
        async with hosted(LeakyToy(), ["open", "open"], auto_start=False) as (room, port):
            errors = Errors()
            room.listener = errors
            ann, bob = await joined(port, "Ann"), await joined(port, "Bob")
            room.start()
            await until(lambda: ann.envelope is not None and bob.envelope is not None)
            await ann.act(Draw())
            await until(lambda: bool(errors.errors))
            await until(lambda: ann.envelope is not None and ann.envelope.version == 1)
            await ann.close()
            await bob.close()
            return errors.errors, ann, bob

    errors, ann, bob = run(scenario())
    assert "hidden information" in errors[0]
    assert bob.envelope is not None and bob.envelope.version == 0  # Bob's leaking view never left the host
    assert ann.envelope is not None and ann.envelope.view.hand  # Ann may see her own card
