"""The edge of the host: what each seat is sent, filtered and checked for leaks before it leaves.

Envelopes are built for all recipients from one call of ``decisions`` (the same Envelope that
``Match.envelope`` gives), logs and events are cut to what the seat may read, and the view a
seat receives can be scanned for another seat's secrets or the generator state.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec

from engines.core.contract import Event
from engines.core.match import Envelope, LogEntry, Match

Seat = int | None
MIN_SEED_DIGITS = 8


def envelopes(match: Match, seats: Iterable[Seat]) -> dict[Seat, Envelope]:
    """Each recipient's Envelope (names filled into prompts, labels and the result summary)."""
    return match.envelopes(seats)


def log_for(entries: Iterable[LogEntry], seat: Seat) -> list[LogEntry]:
    """The log lines a seat may read: public ones and its own private ones."""
    return [e for e in entries if e.only is None or e.only == seat]


def events_for(events: Iterable[Event], seat: Seat) -> list[Any]:
    """Events a seat may see, as plain data; private events go only to their seat."""
    return [msgspec.to_builtins(e) for e in events if e.only is None or e.only == seat]


def forbidden(match: Match) -> dict[Seat, list[bytes]]:
    """For each seat (and spectators), the strings it must never receive."""
    encoded = {key: [s.encode() for s in values if s] for key, values in match.game.secrets(match.state).items()}
    rng = getattr(match.state, "rng", None)
    generator = [rng.key or str(rng.seed)] if rng is not None else []
    # a short seed ("7") is no secret worth matching: those digits appear in any view
    hidden = [s.encode() for s in [*generator, str(match.seed)] if len(s) >= MIN_SEED_DIGITS]
    everyone = encoded.pop(None, []) + hidden
    result: dict[Seat, list[bytes]] = {}
    for seat in [*range(match.players), None]:
        result[seat] = everyone + [s for key, values in encoded.items() if key != seat for s in values]
    return result


def leaks(data: bytes, banned: list[bytes]) -> list[str]:
    """The banned strings found in ``data`` (empty: nothing leaked)."""
    return [s.decode() for s in banned if s in data]
