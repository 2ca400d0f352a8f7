"""Finding games on the LAN: the host broadcasts a small UDP advert; the join dialog listens.

An advert carries only what a lobby list shows (host name, game, free seats, port), never the
room code: anyone on the network can read it.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from collections.abc import Callable

import msgspec

from engines.net.peer import Bucket
from engines.net.protocol import DISCOVERY_PORT, PROTOCOL

MAX_ADVERT = 2048
MAX_LISTED = 64  # rooms in the join list at once
MAX_PER_ADDRESS = 8  # rooms one address may list (a host advertises at most 8)
SENDER_RATE = 20.0  # adverts a second an address may send (a host sends one per room per second)
SENDER_BURST = 40
MAX_SENDERS = 1024
MAX_PROBES = 8  # hosts asked at once whether they answer
PROBE_TIMEOUT = 1.0
DEAD_FOR = 10.0  # seconds an advert whose port did not answer is ignored


class Advert(msgspec.Struct, frozen=True):
    """One room as the LAN hears of it."""

    host: str
    game: str
    title: str
    players: int
    free: list[int]
    port: int
    started: bool
    app: str = "starboard"
    protocol: int = PROTOCOL


class Found(msgspec.Struct, frozen=True):
    """A room heard on the LAN: its advert and the address it came from."""

    address: str
    advert: Advert
    seen: float

    @property
    def target(self) -> str:
        """What to type in the join dialog: HOST:PORT."""
        return f"{self.address}:{self.advert.port}"


_advert_decoder = msgspec.json.Decoder(Advert)


class Beacon:
    """Sends each room's advert every ``interval`` seconds to the broadcast address (or given targets)."""

    def __init__(self, adverts: Callable[[], list[Advert]], port: int = DISCOVERY_PORT,
                 targets: tuple[str, ...] = ("255.255.255.255",), interval: float = 1.0,
                 bind: str = "0.0.0.0") -> None:
        self.adverts = adverts
        self.port = port
        self.targets = targets
        self.interval = interval
        self.bind = bind
        self._transport: asyncio.DatagramTransport | None = None
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)
        sock.bind((self.bind, 0))
        loop = asyncio.get_running_loop()
        self._transport, _ = await loop.create_datagram_endpoint(asyncio.DatagramProtocol, sock=sock)
        self._task = loop.create_task(self._run())

    async def _run(self) -> None:
        while self._transport is not None:
            self.send_now()
            await asyncio.sleep(self.interval)

    def send_now(self) -> None:
        if self._transport is None:
            return
        for advert in self.adverts()[:MAX_PER_ADDRESS]:
            data = msgspec.json.encode(advert)
            for target in self.targets:
                with contextlib.suppress(OSError):  # no network yet: try again next time
                    self._transport.sendto(data, (target, self.port))

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        if self._transport is not None:
            self._transport.close()
            self._transport = None


class Finder:
    """Listens for adverts and keeps the live list of rooms, dropping those not heard for a while.

    Anyone can send an advert, so the list is guarded: each sender address may send only so many a
    second and list only so many rooms, the list itself is capped, and a room is listed only once
    its host answers on the advertised port (a forged advert names a port where nothing listens).
    """

    def __init__(self, on_change: Callable[[list[Found]], None] | None = None, port: int = DISCOVERY_PORT,
                 bind: str = "0.0.0.0", expire: float = 4.0, probe: bool = True) -> None:
        self.on_change = on_change
        self.port = port
        self.bind = bind
        self.expire = expire
        self.probe = probe
        self._found: dict[tuple[str, int], Found] = {}
        self._probing: dict[tuple[str, int], Advert] = {}
        self._dead: dict[tuple[str, int], float] = {}
        self._senders: dict[str, Bucket] = {}
        self._transport: asyncio.DatagramTransport | None = None
        self._task: asyncio.Task[None] | None = None
        self._probes: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind((self.bind, self.port))
        loop = asyncio.get_running_loop()
        self._transport, _ = await loop.create_datagram_endpoint(lambda: _Receiver(self), sock=sock)
        self._task = loop.create_task(self._expire())

    def games(self) -> list[Found]:
        return sorted(self._found.values(), key=lambda f: (f.advert.host, f.address, f.advert.port))

    def heard(self, data: bytes, address: str) -> None:
        if len(data) > MAX_ADVERT or not self._sender(address).take():
            return
        try:
            advert = _advert_decoder.decode(data)
        except (msgspec.DecodeError, msgspec.ValidationError):
            return  # not ours, or damaged: ignore it
        if advert.app != "starboard" or not 0 < advert.port < 65536:
            return
        key = (address, advert.port)
        old = self._found.get(key)
        if old is not None:
            self._found[key] = Found(address, advert, time.monotonic())
            if old.advert != advert:
                self._changed()
        elif key in self._probing:
            self._probing[key] = advert  # the newest one is listed once the host answers
        elif self._room_for(address) and time.monotonic() >= self._dead.get(key, 0.0):
            if self.probe:
                self._start_probe(key, advert)
            else:
                self._list(key, advert)

    def _sender(self, address: str) -> Bucket:
        bucket = self._senders.get(address)
        if bucket is None:
            if len(self._senders) >= MAX_SENDERS:
                self._senders.clear()  # forgetting budgets only lets a sender start afresh
            bucket = self._senders[address] = Bucket(SENDER_RATE, SENDER_BURST)
        return bucket

    def _room_for(self, address: str) -> bool:
        if len(self._found) + len(self._probing) >= MAX_LISTED or len(self._probing) >= MAX_PROBES:
            return False
        mine = sum(1 for a, _ in self._found if a == address) + sum(1 for a, _ in self._probing if a == address)
        return mine < MAX_PER_ADDRESS

    def _start_probe(self, key: tuple[str, int], advert: Advert) -> None:
        self._probing[key] = advert
        task = asyncio.get_running_loop().create_task(self._check(key))
        self._probes.add(task)
        task.add_done_callback(self._probes.discard)

    async def _check(self, key: tuple[str, int]) -> None:
        """Is a host listening on the advertised port? Only then is the room listed."""
        try:
            _reader, writer = await asyncio.wait_for(asyncio.open_connection(*key), PROBE_TIMEOUT)
        except (OSError, TimeoutError):
            self._probing.pop(key, None)
            self._dead[key] = time.monotonic() + DEAD_FOR
            return
        writer.close()
        advert = self._probing.pop(key, None)
        if advert is not None and len(self._found) < MAX_LISTED:
            self._list(key, advert)

    def _list(self, key: tuple[str, int], advert: Advert) -> None:
        self._found[key] = Found(key[0], advert, time.monotonic())
        self._changed()

    async def _expire(self) -> None:
        while True:
            await asyncio.sleep(min(1.0, self.expire / 2))
            now = time.monotonic()
            stale = [k for k, f in self._found.items() if now - f.seen > self.expire]
            for key in stale:
                del self._found[key]
            self._dead = {k: until for k, until in self._dead.items() if until > now}
            if stale:
                self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.games())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        for task in list(self._probes):
            task.cancel()
        if self._transport is not None:
            self._transport.close()
            self._transport = None


class _Receiver(asyncio.DatagramProtocol):
    def __init__(self, finder: Finder) -> None:
        self.finder = finder

    def datagram_received(self, data: bytes, addr: tuple[str | int, int]) -> None:
        self.finder.heard(data, str(addr[0]))


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses a player on the LAN could type (best guess, no extra packages)."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.254.254.254", 1))  # no packet is sent: this only picks the outgoing interface
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    unique = list(dict.fromkeys(a for a in found if not a.startswith("127.") and a != "0.0.0.0"))
    return unique or ["127.0.0.1"]


class LanBrowser:
    """The Join dialog's live list: a Finder on a background thread; ``on_change`` runs on that thread."""

    def __init__(self, on_change: Callable[[list[Found]], None] | None = None, port: int = DISCOVERY_PORT,
                 bind: str = "0.0.0.0") -> None:
        from engines.net.loop import LoopThread

        self.finder = Finder(on_change, port, bind)
        self.thread = LoopThread("starboard-browse")

    def start(self) -> None:
        """Listen for adverts; OSError if the port cannot be opened (the dialog then offers typing an address)."""
        self.thread.start()
        try:
            self.thread.run(self.finder.start(), timeout=5)
        except BaseException:
            self.thread.stop()
            raise

    def games(self) -> list[Found]:
        return self.thread.call(self.finder.games) if self.thread.running else []

    def stop(self) -> None:
        if self.thread.running:
            self.thread.call(self.finder.stop)
            self.thread.stop()
