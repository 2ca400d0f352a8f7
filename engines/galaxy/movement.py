"""Movement range: where a ship with a move value can go, and how, with the anomaly rules.

Asteroid fields and supernovas cannot be entered; a nebula can only be a destination and a
ship starting in one has move 1; each exit from a gravity rift adds 1 to the move value;
systems holding another player's ships can be entered but not passed through.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection

import msgspec

from engines.galaxy.adjacency import Galaxy

IMPASSABLE = frozenset({"asteroid_field", "supernova"})


class Destination(msgspec.Struct):
    """One reachable system: a best path from the origin (both ends included)."""

    system: int
    path: list[int]
    moves_left: int
    rifts: int


class Reach(msgspec.Struct):
    """Every system a ship can reach; plain data the game engine and the map view share."""

    origin: int
    move: int
    destinations: list[Destination]

    def systems(self) -> list[int]:
        return [d.system for d in self.destinations]

    def path_to(self, system: int) -> list[int] | None:
        return next((d.path for d in self.destinations if d.system == system), None)


def reach(galaxy: Galaxy, origin: int, move: int, blocked: Collection[int] = (),
          impassable: Collection[str] = IMPASSABLE, passable: Collection[str] = (),
          nebula_free: bool = False) -> Reach:
    """Systems reachable from ``origin`` with ``move``; ``blocked`` hold other players' ships.

    A seat's abilities may change the anomaly rules: ``impassable`` anomalies cannot be entered,
    ``passable`` ones may be crossed but not ended in, ``nebula_free`` ships treat nebulae as empty space.
    """
    anomalies = galaxy.anomalies
    start = 1 if "nebula" in anomalies(origin) and not nebula_free else move
    best: dict[int, tuple[int, int]] = {origin: (start, 0)}
    paths: dict[int, list[int]] = {origin: [origin]}
    crossing: set[int] = set()
    queue = deque([origin])
    while queue:
        here = queue.popleft()
        left, rifts = best[here]
        kinds = anomalies(here)
        if here != origin and (("nebula" in kinds and not nebula_free) or here in blocked):
            continue
        bonus = 1 if "gravity_rift" in kinds else 0
        after = left - 1 + bonus
        if after < 0:
            continue
        for there in galaxy.neighbours(here):
            there_kinds = anomalies(there)
            if there == origin or any(k in impassable for k in there_kinds):
                continue
            label = (after, -(rifts + bonus))
            known = best.get(there)
            if known is not None and (known[0], -known[1]) >= label:
                continue
            best[there] = (after, rifts + bonus)
            paths[there] = [*paths[here], there]
            if any(k in passable for k in there_kinds):
                crossing.add(there)
            queue.append(there)
    ends = [n for n in sorted(best) if n != origin and n not in crossing]
    found = [Destination(n, paths[n], best[n][0], best[n][1]) for n in ends]
    return Reach(origin, move, found)
