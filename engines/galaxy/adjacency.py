"""Adjacency of systems as a networkx graph: shared sides, hyperlanes, wormholes and the nexus.

Nodes are systems: map positions (0 is the centre) and two off-map systems, the wormhole
nexus (NEXUS) and the home beyond the delta gate (DELTA_HOME). Hyperlane tiles are never
nodes (TI-HYPER-5); their lanes become edges between the systems at both ends (TI-HYPER-3).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import msgspec

if TYPE_CHECKING:
    import networkx as nx

from engines.galaxy.hexes import neighbour, opposite, rotate_lanes
from engines.galaxy.mapstring import GalaxyMap, hyperlane_parts, token_kind
from engines.galaxy.tiles import NEXUS_TILE, WORMHOLES, Tile, catalogue

NEXUS = -82
DELTA_HOME = -51
NODE_NAMES = {NEXUS: "nexus", DELTA_HOME: "delta-home"}
NEXUS_TRIGGERS = ("unit_placed", "unit_moved", "planet_gained")
SYSTEM_KINDS = frozenset({"system", "home", "open"})

Links = dict[int, dict[int, tuple[int, ...]]]


class Overlay(msgspec.Struct, frozen=True):
    """Effects that change adjacency: wormholes carried into systems, wormhole types that match, links,
    anomalies an effect turns a system into (a dimensional tear is a gravity rift); wormhole types that join
    nothing (``blocked``) and wormholes of a system that join nothing (``suppressed``: laws that close them)."""

    wormholes: dict[int, tuple[str, ...]] = {}
    links: tuple[tuple[str, str], ...] = ()
    edges: tuple[tuple[int, int], ...] = ()
    anomalies: dict[int, tuple[str, ...]] = {}
    blocked: tuple[str, ...] = ()
    suppressed: dict[int, tuple[str, ...]] = {}


def node_name(node: int) -> str:
    """A node as the command line and views write it: its position, or 'nexus'."""
    return NODE_NAMES.get(node, str(node))


def _lanes_at(galaxy_map: GalaxyMap, position: int) -> tuple[tuple[int, int], ...]:
    tile_id, rotation = hyperlane_parts(galaxy_map.tokens[position])
    return rotate_lanes(catalogue()[tile_id].lanes, rotation)


def trace(galaxy_map: GalaxyMap, start: int, edge: int) -> list[tuple[int, tuple[int, ...]]]:
    """Systems reached leaving ``start`` through ``edge``, each with the hyperlane positions crossed.

    A lane is followed only from the edge it enters by to its own other end: lanes that share
    an end do not join their other ends (TI-HYPER-2).
    """
    found: list[tuple[int, tuple[int, ...]]] = []
    stack: list[tuple[int | None, int, tuple[int, ...]]] = [(neighbour(start, edge), opposite(edge), ())]
    seen: set[tuple[int, int]] = set()
    size = len(galaxy_map.tokens)
    while stack:
        position, entry, path = stack.pop()
        if position is None or position >= size:
            continue
        kind = token_kind(galaxy_map.tokens[position])
        if kind in SYSTEM_KINDS:
            if position != start:
                found.append((position, path))
            continue
        if kind != "hyperlane" or (position, entry) in seen:
            continue
        seen.add((position, entry))
        for a, b in _lanes_at(galaxy_map, position):
            if entry in (a, b):
                exit_edge = b if entry == a else a
                stack.append((neighbour(position, exit_edge), opposite(exit_edge), (*path, position)))
    return found


def physical_links(galaxy_map: GalaxyMap) -> Links:
    """Each system position's neighbours by a shared side or a hyperlane, with the lanes crossed."""
    links: Links = {}
    for position, token in enumerate(galaxy_map.tokens):
        if token_kind(token) not in SYSTEM_KINDS:
            continue
        mine = links.setdefault(position, {})
        for edge in range(6):
            for other, path in trace(galaxy_map, position, edge):
                if other not in mine or len(path) < len(mine[other]):
                    mine[other] = path
    return links


class Galaxy:
    """A galaxy's systems and their adjacency; the nexus side and overlays can change it."""

    def __init__(self, galaxy_map: GalaxyMap, nexus_active: bool = False, overlay: Overlay | None = None,
                 links: Links | None = None, delta_home: bool = False) -> None:
        """``delta_home``: the Creuss home is in the game even where the gate's tile is not on the map (Nova Seed
        turned it into a supernova); it is there anyway while the gate is."""
        self.map = galaxy_map
        self.nexus_active = nexus_active
        self.delta_home = delta_home
        self.overlay = overlay or Overlay()
        self.links = links if links is not None else physical_links(galaxy_map)
        self.tokens: dict[int, str] = {p: galaxy_map.tokens[p] for p in self.links}
        self._add_off_map_systems()
        unknown = [n for n in (*self.overlay.wormholes, *(n for e in self.overlay.edges for n in e))
                   if n not in self.tokens]
        if unknown:
            raise ValueError(f"overlay names {node_name(unknown[0])}, which is not a system of this galaxy")
        self._graph: nx.Graph | None = None
        # Each system's wormholes and anomalies, worked out once while the galaxy stays as built (``_build`` starts
        # them afresh: turning the nexus active builds the galaxy again).
        self._wormholes: dict[int, tuple[str, ...]] = {}
        self._anomalies: dict[int, tuple[str, ...]] = {}
        self.adjacent: dict[int, tuple[int, ...]] = {}
        self.wormhole_edges: dict[tuple[int, int], set[str]] = {}
        self._build()

    def _add_off_map_systems(self) -> None:
        placed = set(self.tokens.values())
        self.nexus = next((p for p, t in self.tokens.items() if t == NEXUS_TILE), NEXUS)
        if self.nexus == NEXUS:
            self.tokens[NEXUS] = NEXUS_TILE
        if ("17" in placed or self.delta_home) and "51" not in placed:
            self.tokens[DELTA_HOME] = "51"

    def tile_at(self, node: int) -> Tile | None:
        """The tile in a system, or None for a home placeholder or an open position."""
        return catalogue().get(self.tokens[node]) if token_kind(self.tokens[node]) == "system" else None

    def wormholes(self, node: int) -> tuple[str, ...]:
        """Wormholes in a system: the tile's (the nexus by its side) and any carried there."""
        known = self._wormholes.get(node)
        if known is None:
            known = self._wormholes[node] = self._wormholes_in(node)
        return known

    def _wormholes_in(self, node: int) -> tuple[str, ...]:
        found: tuple[str, ...] = ()
        tile = self.tile_at(node)
        if tile is not None:
            side = "active" if self.nexus_active else "inactive"
            found = tile.sides[side] if node == self.nexus and tile.sides else tile.wormholes
        extra = self.overlay.wormholes.get(node, ())
        return tuple(w for w in WORMHOLES if w in found or w in extra)

    def anomalies(self, node: int) -> tuple[str, ...]:
        known = self._anomalies.get(node)
        if known is None:
            known = self._anomalies[node] = self._anomalies_in(node)
        return known

    def _anomalies_in(self, node: int) -> tuple[str, ...]:
        tile = self.tile_at(node)
        printed = tile.anomalies if tile is not None else ()
        extra = self.overlay.anomalies.get(node)
        return tuple(dict.fromkeys((*printed, *extra))) if extra else printed

    def _build(self) -> None:
        """Neighbour lists: physical links, then matching wormholes and overlay links."""
        self._wormholes, self._anomalies = {}, {}
        near: dict[int, set[int]] = {n: set(self.links.get(n, ())) for n in self.tokens}
        self.wormhole_edges = {}
        for a, b, label in self._wormhole_pairs():
            self.wormhole_edges.setdefault((min(a, b), max(a, b)), set()).add(label)
        for a, b in (*self.wormhole_edges, *self.overlay.edges):
            near[a].add(b)
            near[b].add(a)
        self.adjacent = {n: tuple(sorted(others)) for n, others in near.items()}
        self._graph = None

    @property
    def graph(self) -> nx.Graph:
        """The adjacency as a networkx graph; each edge says how ("side", "hyperlane", "alpha"...)."""
        if self._graph is None:
            self._graph = self._networkx()
        return self._graph

    def _networkx(self) -> nx.Graph:
        via: dict[tuple[int, int], set[str]] = {k: set(v) for k, v in self.wormhole_edges.items()}
        lanes: dict[tuple[int, int], tuple[int, ...]] = {}
        for a, others in self.links.items():
            for b, path in others.items():
                key = (min(a, b), max(a, b))
                via.setdefault(key, set()).add("hyperlane" if path else "side")
                lanes.setdefault(key, path)
        for a, b in self.overlay.edges:
            via.setdefault((min(a, b), max(a, b)), set()).add("overlay")
        import networkx as nx  # imported here: it costs a third of a second at start-up

        graph = nx.Graph()
        graph.add_nodes_from((n, {"tile": t, "name": node_name(n)}) for n, t in self.tokens.items())
        graph.add_edges_from((a, b, {"via": sorted(kinds), "lanes": lanes.get((a, b), ())})
                             for (a, b), kinds in via.items())
        return graph

    def _wormhole_pairs(self) -> Iterable[tuple[int, int, str]]:
        holders: dict[str, list[int]] = {w: [] for w in WORMHOLES}
        closed = self.overlay.suppressed
        for node in self.tokens:
            for kind in self.wormholes(node):
                if kind not in self.overlay.blocked and kind not in closed.get(node, ()):
                    holders[kind].append(node)
        matches = [(w, w) for w in WORMHOLES] + [tuple(sorted(p)) for p in self.overlay.links]
        for first, second in dict.fromkeys(matches):
            label = first if first == second else f"{first}-{second}"
            for a in holders[first]:
                for b in holders[second]:
                    if a != b:
                        yield a, b, label

    def neighbours(self, node: int) -> tuple[int, ...]:
        return self.adjacent[node]

    def systems(self) -> list[int]:
        return list(self.tokens)

    def activate_nexus(self) -> bool:
        """Turn the nexus to its active side (TI-NEXUS-6); True when it was inactive."""
        if self.nexus_active:
            return False
        self.nexus_active = True
        self._build()
        return True

    def record(self, trigger: str, node: int) -> bool:
        """A unit placed or moved into a system, or a planet gained; True when the nexus switched."""
        if trigger not in NEXUS_TRIGGERS:
            raise ValueError(f"unknown trigger {trigger!r} (triggers: {', '.join(NEXUS_TRIGGERS)})")
        return node == self.nexus and self.activate_nexus()

    def with_overlay(self, overlay: Overlay) -> Galaxy:
        """The same galaxy with other adjacency effects (the physical links are shared)."""
        return Galaxy(self.map, self.nexus_active, overlay, self.links, self.delta_home)
