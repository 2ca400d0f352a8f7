"""Movement (Law 4.2): warriors go along one path; you must rule the origin or the destination."""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.contract import Event
from engines.woodland.actions import Move, Moved
from engines.woodland.factions.base import faction
from engines.woodland.maps import ADJ, IDS
from engines.woodland.rule import Ruled, rulers
from engines.woodland.state import WoodlandState

MOVES = {(origin, dest): Move(origin, dest) for origin in IDS for dest in ADJ[origin]}  # shared: immutable


def legal_moves(state: WoodlandState, seat: int, origins: Iterable[int] | None = None,
                ruled: Ruled | None = None) -> list[Move]:
    """Every (origin, destination) pair a faction may move warriors along now (Law 4.2.1)."""
    ruled = ruled or rulers(state)
    movable = faction(state, seat).movable_all(state, seat)
    found = []
    for origin in origins if origins is not None else IDS:
        if movable[origin] <= 0:
            continue
        if ruled[origin] == seat:
            found += [MOVES[origin, dest] for dest in ADJ[origin]]
            continue
        for dest in ADJ[origin]:
            if ruled[dest] == seat:
                found.append(MOVES[origin, dest])
    return found


def has_move(state: WoodlandState, seat: int, ruled: Ruled, origins: Iterable[int] | None = None) -> bool:
    """Whether any legal move exists (cheaper than listing them; stops at the first)."""
    f = faction(state, seat)
    for origin in origins if origins is not None else IDS:
        if f.movable(state, seat, origin) <= 0:
            continue
        if ruled[origin] == seat:
            return True
        for dest in ADJ[origin]:
            if ruled[dest] == seat:
                return True
    return False


def move_warriors(state: WoodlandState, seat: int, origin: int, dest: int, count: int) -> Event:
    state.clearings[origin - 1].warriors[seat] -= count
    state.clearings[dest - 1].warriors[seat] += count
    return Moved(seat=seat, origin=origin, dest=dest, count=count)
