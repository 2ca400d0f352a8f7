"""Discovery on loopback: the host's advert reaches the join list, carries no secrets, and goes stale."""

from __future__ import annotations

import asyncio
import socket

import msgspec

from engines.net.discovery import Advert, Beacon, Finder, Found, LanBrowser
from engines.net.host import Hosting
from engines.net.room import Room
from engines.net.seats import plan_seats
from engines.registry import get_game
from tests.net.support import LOOPBACK, run, until


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


def listening() -> socket.socket:
    """A TCP port that answers, as a host's does: the join list shows only rooms whose host answers."""
    sock = socket.socket()
    sock.bind((LOOPBACK, 0))
    sock.listen(8)
    return sock


def test_the_join_list_hears_the_host_and_its_free_seats_but_never_the_room_code() -> None:
    async def scenario() -> None:
        port = free_udp_port()
        heard: list[list[Found]] = []
        finder = Finder(heard.append, port=port, bind=LOOPBACK)
        await finder.start()
        room = Room(get_game("toy"), plan_seats(["open", "bot:random", "open"]), code="SECRT", host_name="Den")
        hosting = Hosting(room, None, beacon=True, discovery_port=port, beacon_targets=(LOOPBACK,))
        game_port = await hosting.open(LOOPBACK, 0)
        try:
            await until(lambda: bool(finder.games()))
            found = finder.games()[0]
            assert (found.address, found.target) == (LOOPBACK, f"{LOOPBACK}:{game_port}")
            assert (found.advert.host, found.advert.game, found.advert.free) == ("Den", "toy", [0, 2])
            raw = msgspec.json.encode(found.advert)
            assert b"SECRT" not in raw and b"token" not in raw and b"seed" not in raw
        finally:
            await hosting.close()
            finder.stop()

    run(scenario())


def test_garbage_datagrams_are_ignored_and_silent_hosts_drop_off_the_list() -> None:
    async def scenario() -> None:
        port = free_udp_port()
        finder = Finder(port=port, bind=LOOPBACK, expire=0.3)
        await finder.start()
        host = listening()
        advert = Advert("Den", "toy", "Toy", 2, [1], host.getsockname()[1], False)
        beacon = Beacon(lambda: [advert], port=port, targets=(LOOPBACK,), interval=10, bind=LOOPBACK)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as junk:
            for data in (b"\xff" * 50, b"{}", b'{"app":"other","host":"x"}', b"x" * 5000):
                junk.sendto(data, (LOOPBACK, port))
        await beacon.start()
        try:
            await until(lambda: len(finder.games()) == 1)
            assert finder.games()[0].advert == advert
            beacon.stop()
            await until(lambda: finder.games() == [])
        finally:
            beacon.stop()
            finder.stop()
            host.close()

    run(scenario())


def test_the_browser_runs_on_its_own_thread_for_the_join_dialog() -> None:
    port = free_udp_port()
    browser = LanBrowser(port=port, bind=LOOPBACK)
    browser.start()
    host = listening()
    try:
        advert = msgspec.json.encode(Advert("Den", "toy", "Toy", 2, [1], host.getsockname()[1], False))
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            sender.sendto(advert, (LOOPBACK, port))

        async def wait() -> None:
            await until(lambda: bool(browser.games()))

        asyncio.run(wait())
        assert browser.games()[0].target == f"{LOOPBACK}:{host.getsockname()[1]}"
    finally:
        browser.stop()
        host.close()
