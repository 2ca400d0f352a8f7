"""The door of the host: connections that have not said a good hello yet, held to a small budget of their own.

Anyone on the network can open a connection and say nothing. Such connections never count against
the players' places: each address may hold only a few of them at once (the surplus is cut at once),
all addresses together a few more, and when that is full the oldest silent connection of the busiest
address makes way for the newcomer. A connection leaves the budget when its hello opens a room, or
when it closes; the hello deadline closes the silent ones soon anyway.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import Any

from websockets.asyncio.server import ServerConnection


class Gate:
    """Counts unidentified connections by address and turns away or evicts the surplus."""

    def __init__(self, per_address: int, total: int) -> None:
        self.per_address = max(1, per_address)
        self.total = max(self.per_address, total)
        self._waiting: OrderedDict[Any, tuple[str, float]] = OrderedDict()  # oldest first
        self._by_address: dict[str, int] = {}
        self.turned_away = 0

    def pending(self, address: str | None = None) -> int:
        return len(self._waiting) if address is None else self._by_address.get(address, 0)

    def admit(self, connection: Any, address: str) -> bool:
        """A new connection from ``address``; False when that address already holds its share."""
        if self._by_address.get(address, 0) >= self.per_address:
            self.turned_away += 1
            return False
        if len(self._waiting) >= self.total:
            self._evict_one()
        self._waiting[connection] = (address, time.monotonic())
        self._by_address[address] = self._by_address.get(address, 0) + 1
        return True

    def leave(self, connection: Any) -> None:
        """The connection said a good hello, or closed: it no longer counts."""
        entry = self._waiting.pop(connection, None)
        if entry is None:
            return
        address = entry[0]
        left = self._by_address.get(address, 1) - 1
        if left > 0:
            self._by_address[address] = left
        else:
            self._by_address.pop(address, None)

    def _evict_one(self) -> None:
        busiest = max(self._by_address, key=lambda a: self._by_address[a])
        oldest = next(c for c, (address, _) in self._waiting.items() if address == busiest)
        self.leave(oldest)
        self.turned_away += 1
        _abort(oldest)


def _abort(connection: Any) -> None:
    transport = getattr(connection, "transport", None)
    if transport is not None:
        transport.abort()


def gated_connection(gate: Gate) -> type[ServerConnection]:
    """A websockets ServerConnection that asks the gate as soon as TCP connects (before any handshake)."""

    class GatedConnection(ServerConnection):
        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            peer = transport.get_extra_info("peername")
            address = str(peer[0]) if peer else "?"
            if not gate.admit(self, address):
                transport.abort()

        def connection_lost(self, exc: Exception | None) -> None:
            gate.leave(self)
            super().connection_lost(exc)

    return GatedConnection
