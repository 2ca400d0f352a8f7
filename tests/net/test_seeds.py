"""A hosted game's seed: 128 bits from the OS unless the host gives one, and then the players are told."""

from __future__ import annotations

from engines.net.client import Client
from engines.net.listener import ClientListener
from engines.net.room import Room
from engines.net.seats import plan_seats
from tests.engines.core.toy import TOY
from tests.net.support import CODE, LOOPBACK, hosted, run, until

FIXED = "The host chose this game's seed"


class Ears(ClientListener):
    def __init__(self) -> None:
        self.notices: list[str] = []

    def notice(self, text: str, waiting: list[int]) -> None:
        self.notices.append(text)


def test_a_room_without_a_given_seed_draws_128_bits_from_the_os() -> None:
    seeds = [Room(TOY, plan_seats(["open", "open"])).seed for _ in range(32)]
    assert len(set(seeds)) == 32 and max(seed.bit_length() for seed in seeds) > 120


def test_players_are_told_when_the_host_chose_the_seed_and_only_then() -> None:
    async def notices(seed: int | None) -> list[str]:
        ears = Ears()
        async with hosted("toy", ["bot:random", "open"], seed=seed) as (room, port):
            client = Client(ears)
            await client.connect(LOOPBACK, port, CODE, "Ann")
            await client.claim()  # the last open seat: the game starts
            await until(lambda: client.envelope is not None)
            await client.ping()  # the notice, if any, came before this reply
            await client.close()
            assert room.fixed_seed == (seed is not None)
        return ears.notices

    assert any(FIXED in text for text in run(notices(1234)))
    assert not any(FIXED in text for text in run(notices(None)))
