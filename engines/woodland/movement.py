"""Movement (Law 4.2): warriors go along one path; you must rule the origin or the destination."""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.contract import Event
from engines.woodland.actions import Move, Moved
from engines.woodland.factions.base import FACTIONS, faction
from engines.woodland.maps import IDS, geo
from engines.woodland.rule import Ruled, rulers
from engines.woodland.state import WoodlandState

MOVES = {(origin, dest): Move(origin, dest) for origin in IDS for dest in IDS if origin != dest}  # immutable


def legal_moves(state: WoodlandState, seat: int, origins: Iterable[int] | None = None,
                ruled: Ruled | None = None) -> list[Move]:
    """Every (origin, destination) pair a faction may move warriors along now (Law 4.2.1)."""
    ruled = ruled or rulers(state)
    movable = faction(state, seat).movable_all(state, seat)
    adj = geo(state).adj
    found = []
    for origin in origins if origins is not None else IDS:
        if movable[origin] <= 0:
            continue
        if ruled[origin] == seat:
            found += [MOVES[origin, dest] for dest in adj[origin]]
            continue
        for dest in adj[origin]:
            if ruled[dest] == seat:
                found.append(MOVES[origin, dest])
    return found


def has_move(state: WoodlandState, seat: int, ruled: Ruled, origins: Iterable[int] | None = None) -> bool:
    """Whether any legal move exists (cheaper than listing them; stops at the first)."""
    f = faction(state, seat)
    adj = geo(state).adj
    for origin in origins if origins is not None else IDS:
        if f.movable(state, seat, origin) <= 0:
            continue
        if ruled[origin] == seat:
            return True
        for dest in adj[origin]:
            if ruled[dest] == seat:
                return True
    return False


def move_warriors(state: WoodlandState, seat: int, origin: int, dest: int, count: int) -> Event:
    """Move warriors along a path; factions that watch moves react to arrivals (the Alliance's Outrage)."""
    state.clearings[origin - 1].warriors[seat] -= count
    state.clearings[dest - 1].warriors[seat] += count
    for other in watchers(state):
        if other != seat:
            FACTIONS[state.factions[other]].enemy_arrived(state, other, seat, dest)
    return Moved(seat=seat, origin=origin, dest=dest, count=count)


def watchers(state: WoodlandState) -> tuple[int, ...]:
    """The seats whose faction ``watches_moves``."""
    key = tuple(state.factions)
    found = _WATCHERS.get(key)
    if found is None:
        found = _WATCHERS[key] = tuple(s for s, name in enumerate(key) if FACTIONS[name].watches_moves)
    return found


_WATCHERS: dict[tuple[str, ...], tuple[int, ...]] = {}
