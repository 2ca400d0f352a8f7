"""Reading and changing the board: the galaxy of a game, units in systems and on planets, control."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from engines.galaxy.adjacency import DELTA_HOME, Galaxy, Overlay
from engines.galaxy.adjacency import NEXUS as NEXUS_NODE
from engines.galaxy.content.units import SHIPS, UnitStats, unit_stats
from engines.galaxy.layouts import layout_links
from engines.galaxy.mapstring import GalaxyMap
from engines.galaxy.state import NOBODY, PlanetState, Stack, SystemState, TIState, key

# Laws and effects (modifiers) that change adjacency, by id: what they add to the galaxy's overlay.
ADJACENCY: dict[str, Overlay] = {}


@lru_cache(maxsize=64)
def _galaxy(layout: str, tokens: tuple[str, ...], nexus_active: bool, changes: tuple[str, ...] = (),
            delta_home: bool = False) -> Galaxy:
    space = Galaxy(GalaxyMap(list(tokens)), nexus_active=nexus_active, links=layout_links(layout),
                   delta_home=delta_home)
    if not changes:
        return space
    return space.with_overlay(merge([ADJACENCY[c] for c in changes], space))


def adjacency_changes(state: TIState) -> tuple[str, ...]:
    """The laws and modifiers in play that change adjacency (keys of ``ADJACENCY``)."""
    if not ADJACENCY:
        return ()
    return tuple(sorted({c for c in (*state.laws, *(m.effect for m in state.modifiers)) if c in ADJACENCY}))


def galaxy(state: TIState) -> Galaxy:
    """The game's galaxy (shared, never changed in place: the nexus side and the laws and effects that
    change adjacency, ``ADJACENCY``, are part of the cache key)."""
    return _galaxy(state.layout, tuple(state.tokens), state.nexus_active, adjacency_changes(state),
                   creuss_home(state))


def creuss_home(state: TIState) -> bool:
    """Whether a player's home lies beyond the Creuss Gate (it stays in the game if the gate's tile goes)."""
    return any(p.home == DELTA_HOME for p in state.players)


def merge(overlays: list[Overlay], space: Galaxy) -> Overlay:
    """One overlay of several; a wormhole carried to "mecatol" goes to Mecatol Rex's position (0)."""
    wormholes: dict[int, tuple[str, ...]] = {}
    suppressed: dict[int, tuple[str, ...]] = {}
    for overlay in overlays:
        for node, kinds in overlay.wormholes.items():
            wormholes[node] = tuple(dict.fromkeys((*wormholes.get(node, ()), *kinds)))
        for node, kinds in overlay.suppressed.items():
            where = space.nexus if node == NEXUS_NODE else node
            suppressed[where] = tuple(dict.fromkeys((*suppressed.get(where, ()), *kinds)))
    anomalies: dict[int, tuple[str, ...]] = {}
    for overlay in overlays:
        for node, kinds in overlay.anomalies.items():
            anomalies[node] = tuple(dict.fromkeys((*anomalies.get(node, ()), *kinds)))
    links = tuple(dict.fromkeys(link for o in overlays for link in o.links))
    edges = tuple(dict.fromkeys(edge for o in overlays for edge in o.edges))
    blocked = tuple(dict.fromkeys(kind for o in overlays for kind in o.blocked))
    return Overlay(wormholes=wormholes, links=links, edges=edges, anomalies=anomalies, blocked=blocked,
                   suppressed=suppressed)


Carried = tuple[tuple[int, tuple[str, ...]], ...]
OverlayKey = tuple[Carried, tuple[tuple[str, str], ...], tuple[tuple[int, int], ...], Carried]


@lru_cache(maxsize=256)
def _overlaid(layout: str, tokens: tuple[str, ...], nexus_active: bool, key: OverlayKey,
              changes: tuple[str, ...] = (), delta_home: bool = False) -> Galaxy:
    wormholes, links, edges, anomalies = key
    overlay = Overlay(dict(wormholes), links, edges, dict(anomalies))
    base = _galaxy(layout, tokens, nexus_active, delta_home=delta_home)
    if changes:
        overlay = merge([overlay, *(ADJACENCY[c] for c in changes)], base)
    return base.with_overlay(overlay)


def galaxy_for(state: TIState, seat: int = -1, kind: str = "") -> Galaxy:
    """The galaxy as ``seat``'s units of ``kind`` see it: the printed map plus every overlay in force.

    Overlays come from effects: ``board_overlay`` (asked of every seat: wormhole tokens and wormholes
    carried by ships, which everyone may use; systems turned into anomalies) and ``seat_overlay``
    (unit) for ``seat`` alone (the Creuss' alpha and beta wormholes being adjacent, a flagship treating
    systems with mechs as adjacent). Answers are ``Overlay`` structs. Movement, retreats, space cannon
    range and neighbours read this galaxy; everything else reads the printed one (``galaxy``).
    """
    from engines.galaxy.effects import once

    return once(state, f"galaxy_for:{seat}:{kind}", lambda: _galaxy_for(state, seat, kind))


def _galaxy_for(state: TIState, seat: int, kind: str) -> Galaxy:
    from engines.galaxy.effects import collect, once

    # Every seat's ``board_overlay`` answers are the same for any ``seat`` and ``kind``: asked once a block.
    parts: list[Overlay] = list(once(state, "board_overlay", lambda: _board_overlays(state)))
    if seat >= 0:
        parts += collect(state, "seat_overlay", seat, unit=kind)
    if not parts:
        return galaxy(state)
    wormholes: dict[int, set[str]] = {}
    anomalies: dict[int, set[str]] = {}
    for part in parts:
        for node, kinds in part.wormholes.items():
            wormholes.setdefault(node, set()).update(kinds)
        for node, kinds in part.anomalies.items():
            anomalies.setdefault(node, set()).update(kinds)
    links = sorted({(min(link), max(link)) for part in parts for link in part.links})
    key: OverlayKey = (tuple(sorted((n, tuple(sorted(k))) for n, k in wormholes.items())), tuple(links),
                       tuple(sorted({(min(e), max(e)) for part in parts for e in part.edges})),
                       tuple(sorted((n, tuple(sorted(k))) for n, k in anomalies.items())))
    return _overlaid(state.layout, tuple(state.tokens), state.nexus_active, key, adjacency_changes(state),
                     creuss_home(state))


def _board_overlays(state: TIState) -> list[Overlay]:
    """The overlays every seat's effects give the whole board (hook ``board_overlay``), seat by seat."""
    from engines.galaxy.effects import collect

    parts: list[Overlay] = []
    for player in state.players:
        parts += collect(state, "board_overlay", player.seat)
    return parts


def system(state: TIState, node: int) -> SystemState:
    return state.systems[key(node)]


def planets_in(state: TIState, node: int) -> list[str]:
    """The keys of the planets in a system (their printed names), in printed order."""
    found = state.systems.get(key(node))
    return list(found.planets) if found is not None else []


def stats(state: TIState, seat: int, kind: str) -> UnitStats:
    """A unit type's statistics for a seat, with its faction's units and its unit upgrades."""
    player = state.players[seat]
    unit = unit_stats(kind, player.technologies, player.faction)
    if kind == "war_sun" and "publicize_weapon_schematics" in state.laws and unit.sustain_damage:
        return without_sustain(unit)
    return unit


@lru_cache(maxsize=32)
def without_sustain(unit: UnitStats) -> UnitStats:
    import msgspec

    return msgspec.structs.replace(unit, sustain_damage=False)


def count(stacks: Iterable[Stack], seat: int, kinds: Iterable[str] | None = None) -> int:
    found = 0  # plain loops: asked thousands of times a game, mostly of short or empty lists
    if kinds is None:
        for stack in stacks:
            if stack.owner == seat:
                found += stack.count
        return found
    wanted = kinds if isinstance(kinds, (tuple, list, frozenset, set)) else tuple(kinds)
    for stack in stacks:
        if stack.owner == seat and stack.kind in wanted:
            found += stack.count
    return found


def add(stacks: list[Stack], seat: int, kind: str, number: int = 1, damaged: int = 0) -> None:
    """Put units into a space area or onto a planet, joining the stack of that owner and kind."""
    for stack in stacks:
        if stack.owner == seat and stack.kind == kind:
            stack.count += number
            stack.damaged += damaged
            return
    stacks.append(Stack(seat, kind, number, damaged))


def remove(stacks: list[Stack], seat: int, kind: str, number: int = 1, damaged_first: bool = True) -> int:
    """Take units away (damaged ones first unless told otherwise); returns how many were damaged."""
    for index, stack in enumerate(stacks):
        if stack.owner == seat and stack.kind == kind:
            if number > stack.count:
                raise ValueError(f"only {stack.count} {kind} of seat {seat} here, not {number}")
            hurt = min(stack.damaged, number) if damaged_first else max(0, number - (stack.count - stack.damaged))
            stack.count -= number
            stack.damaged -= hurt
            if stack.count == 0:
                del stacks[index]
            return hurt
    if number:
        raise ValueError(f"no {kind} of seat {seat} here")
    return 0


def owners(stacks: Iterable[Stack]) -> list[int]:
    return sorted({s.owner for s in stacks})


def ship_owners(state: TIState, node: int) -> list[int]:
    """Seats with ships in a system's space area (fighters count; ground forces in space do not)."""
    return sorted({s.owner for s in system(state, node).space if s.kind in SHIPS})


def controlled(state: TIState, seat: int) -> list[str]:
    return [name for name, planet in state.planets.items() if planet.owner == seat]


def planet(state: TIState, name: str) -> PlanetState:
    return state.planets[name]


def has_units_in(state: TIState, seat: int, node: int) -> bool:
    if any(s.owner == seat for s in system(state, node).space):
        return True
    return any(s.owner == seat for name in planets_in(state, node) for s in state.planets[name].units)


def controller(state: TIState, name: str) -> int:
    return state.planets[name].owner if name in state.planets else NOBODY
