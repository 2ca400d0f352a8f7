"""Movement (Law 4.2): warriors go along one path; you must rule the origin or the destination."""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.contract import Event
from engines.woodland.actions import Move, Moved
from engines.woodland.factions.base import faction
from engines.woodland.maps import AUTUMN
from engines.woodland.rule import rulers
from engines.woodland.state import WoodlandState


def legal_moves(state: WoodlandState, seat: int, origins: Iterable[int] | None = None,
                ruled: list[int] | None = None) -> list[Move]:
    """Every (origin, destination) pair a faction may move warriors along now (Law 4.2.1)."""
    ruled = ruled or rulers(state)
    f = faction(state, seat)
    found = []
    for origin in origins if origins is not None else AUTUMN.ids:
        if f.movable(state, seat, origin) <= 0:
            continue
        own_origin = ruled[origin] == seat
        for dest in AUTUMN.adj[origin]:
            if own_origin or ruled[dest] == seat:
                found.append(Move(origin, dest))
    return found


def has_move(state: WoodlandState, seat: int, ruled: list[int], origins: Iterable[int] | None = None) -> bool:
    """Whether any legal move exists (cheaper than listing them)."""
    f = faction(state, seat)
    for origin in origins if origins is not None else AUTUMN.ids:
        if f.movable(state, seat, origin) <= 0:
            continue
        if ruled[origin] == seat or any(ruled[dest] == seat for dest in AUTUMN.adj[origin]):
            return True
    return False


def move_suits(state: WoodlandState, seat: int, ruled: list[int]) -> set[str]:
    """The suits of the clearings a legal move could start from (one pass over the map)."""
    f = faction(state, seat)
    found: set[str] = set()
    for origin in AUTUMN.ids:
        if AUTUMN.suit[origin] in found or f.movable(state, seat, origin) <= 0:
            continue
        if ruled[origin] == seat or any(ruled[dest] == seat for dest in AUTUMN.adj[origin]):
            found.add(AUTUMN.suit[origin])
    return found


def move_warriors(state: WoodlandState, seat: int, origin: int, dest: int, count: int) -> Event:
    state.clearings[origin - 1].warriors[seat] -= count
    state.clearings[dest - 1].warriors[seat] += count
    return Moved(seat=seat, origin=origin, dest=dest, count=count)
