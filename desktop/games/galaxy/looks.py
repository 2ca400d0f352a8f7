"""From a game's view to what each system's layer draws (``SystemLook``): stacks in a fixed order, damaged
units apart, planets on the tile's feature spots, command tokens, the custodians token."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from desktop.games.galaxy.system_layer import Entry, Part, PlanetLook, SystemLook
from engines.galaxy.adjacency import NEXUS

SHIP_ORDER = ("war_sun", "flagship", "dreadnought", "carrier", "cruiser", "destroyer", "fighter")
GROUND_ORDER = ("space_dock", "pds", "mech", "infantry")
ORDER = {kind: index for index, kind in enumerate((*SHIP_ORDER, *GROUND_ORDER))}

Colour = Callable[[int], int]  # seat -> colour index


def entries(units: Iterable[Any], colour: Colour, seat_order: Mapping[int, int] | None = None) -> tuple[Entry, ...]:
    """Each stack as one entry, or two when some of it is damaged; grouped by owner, then by kind."""
    found: list[Entry] = []
    for unit in units:
        whole = unit.count - unit.damaged
        if whole > 0:
            found.append(Entry(unit.owner, colour(unit.owner), unit.kind, whole))
        if unit.damaged > 0:
            found.append(Entry(unit.owner, colour(unit.owner), unit.kind, unit.damaged, damaged=True))
    rank = seat_order or {}
    found.sort(key=lambda e: (rank.get(e.owner, e.owner), ORDER.get(e.kind, 99), e.damaged))
    return tuple(found)


def features(view: Any, system: Any) -> int:
    """How many planets and wormholes the system's tile shows (where its planets sit)."""
    tiles = view.galaxy.tiles
    tile = tiles.get(system.tile)
    if tile is None:
        return len(system.planets)
    worms = len(view.galaxy.nexus.wormholes) if system.node == NEXUS or tile.kind == "nexus" else len(tile.wormholes)
    return len(tile.planets) + worms


def system_looks(view: Any, colour: Colour, lit: Mapping[int, frozenset[Part]] | None = None,
                 picked: Mapping[int, frozenset[Part]] | None = None) -> dict[int, SystemLook]:
    """A look for every system of the view; ``lit`` and ``picked`` mark parts per system."""
    planets = {p.key: p for p in view.planets}
    lit = lit or {}
    picked = picked or {}
    custodians_free = view.custodians < 0
    found: dict[int, SystemLook] = {}
    for system in view.systems:
        looks = []
        for spot, key in enumerate(system.planets):
            planet = planets.get(key)
            if planet is None:
                continue
            owner = planet.owner
            looks.append(PlanetLook(key, spot, owner, colour(owner) if owner >= 0 else -1,
                                    entries(planet.units, colour)))
        on_mecatol = custodians_free and "Mecatol Rex" in system.planets
        found[system.node] = SystemLook(
            node=system.node, features=features(view, system), space=entries(system.space, colour),
            planets=tuple(looks), tokens=tuple((seat, colour(seat)) for seat in system.tokens),
            custodians=on_mecatol, lit=lit.get(system.node, frozenset()),
            picked=picked.get(system.node, frozenset()))
    return found
