"""One connection as a room sees it: who it is, what it may do, and its message budget."""

from __future__ import annotations

import time

from engines.net.protocol import Limits

NEW = "new"  # has not said hello yet
LOBBY = "lobby"  # said hello with the right code, has no seat yet
PLAYER = "player"
SPECTATOR = "spectator"


class Bucket:
    """A token bucket: ``rate`` messages a second on average, up to ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        """Spend one message; False when the budget is exhausted."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class Peer:
    """A connected client; the server subclasses it to write to a real socket."""

    def __init__(self, address: str, rate: float, burst: int, limits: Limits | None = None) -> None:
        limits = limits or Limits()
        self.address = address
        self.bucket = Bucket(rate, burst)
        self.chat_bucket = Bucket(limits.chat_rate, limits.chat_burst)
        self.resync_bucket = Bucket(limits.resync_rate, limits.resync_burst)
        self.role = NEW
        self.name = ""
        self.seat: int | None = None
        self.token = ""
        self.closed = False

    @property
    def seated(self) -> bool:
        return self.role in (PLAYER, SPECTATOR)

    def send(self, data: bytes) -> None:
        """Queue one encoded message; never blocks and never raises."""
        raise NotImplementedError

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close the connection soon; the room hears of it through ``Room.detach``."""
        self.closed = True
