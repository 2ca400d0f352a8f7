"""How a seat's ships move, as public facts a view can carry: the galaxy's extra adjacency for the seat
(wormhole tokens, carried wormholes, the Creuss' entangled wormholes, a flagship's links) and the anomaly
and blocking rules its abilities and technologies change. The bots read it to plan moves the engine
will allow (``tactical.movement`` is where the rules live; this only reports them)."""

from __future__ import annotations

import msgspec

from engines.galaxy import effects
from engines.galaxy.adjacency import Galaxy
from engines.galaxy.board import galaxy, galaxy_for
from engines.galaxy.content.units import SHIPS
from engines.galaxy.state import TIState
from engines.galaxy.tactical.movement import impassable_for, passable_for, safe_rifts

Link = tuple[int, int]


class KindMoves(msgspec.Struct, frozen=True):
    """Movement rules for one group of a seat's ships ("" every ship, "flagship" its flagship)."""

    links: list[Link]
    through_ships: bool
    safe_rifts: list[int]


class MovementView(msgspec.Struct, frozen=True):
    """A seat's movement: adjacency beyond the printed map and the anomalies it may enter or pass."""

    ships: KindMoves
    flagship: KindMoves
    impassable: list[str]
    passable: list[str]
    nebula_free: bool
    origin_bonus: dict[int, int] = {}  # systems holding the seat's ships where their move changes (Slipstream)
    move_bonus: int = 0  # ships of a tactical action that may get +1 move (Gravity Drive)
    anomalies: dict[int, list[str]] = {}  # anomalies effects add to systems (a dimensional tear is a gravity rift)


def extra_links(printed: Galaxy, seen: Galaxy) -> list[Link]:
    """Adjacent pairs in ``seen`` that the printed galaxy does not have."""
    if seen is printed:  # no overlay in force: the printed galaxy itself
        return []
    found: set[Link] = set()
    for node, others in seen.adjacent.items():
        known = set(printed.adjacent.get(node, ()))
        found.update((min(node, o), max(node, o)) for o in others if o not in known)
    return sorted(found)


def extra_anomalies(printed: Galaxy, seen: Galaxy) -> dict[int, list[str]]:
    """Anomalies ``seen`` gives systems beyond their printed ones."""
    if seen is printed:
        return {}
    found: dict[int, list[str]] = {}
    for node in seen.adjacent:
        added = [a for a in seen.anomalies(node) if a not in printed.anomalies(node)]
        if added:
            found[node] = added
    return found


def _kind(state: TIState, seat: int, kind: str, printed: Galaxy) -> KindMoves:
    through = effects.any_true(state, "pass_through_ships", seat, unit=kind)
    links = extra_links(printed, galaxy_for(state, seat, kind))
    return KindMoves(links, through, sorted(safe_rifts(state, seat, kind)))


def movement_view(state: TIState, seat: int) -> MovementView:
    printed = galaxy(state)
    passable = passable_for(state, seat)
    nebula_free = effects.any_true(state, "ignore_nebula", seat) or effects.any_true(state, "pass_through_nebulae",
                                                                                       seat)
    origins = [int(n) for n, place in state.systems.items() if any(s.owner == seat and s.kind in SHIPS
                                                                      for s in place.space)]
    bonus = {n: effects.total(state, "move_modifier", seat, unit="", origin=n) for n in origins}
    return MovementView(_kind(state, seat, "", printed), _kind(state, seat, "flagship", printed),
                        sorted(impassable_for(state, seat) - passable), sorted(passable), nebula_free,
                        {n: b for n, b in bonus.items() if b}, effects.total(state, "move_bonus", seat),
                        extra_anomalies(printed, galaxy_for(state, seat)))
