"""What the heuristic bot reads off its seat's view: the board by system and planet, its own forces,
unit statistics per seat, the galaxy's adjacency and the movement range (the engine's own functions on
the view's data; nothing here looks at a game state)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache, cached_property, wraps
from typing import TYPE_CHECKING, Any, TypeVar

from engines.galaxy.adjacency import DELTA_HOME, Galaxy, Overlay
from engines.galaxy.content.objectives import Objective, objectives
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES, UnitStats, unit_stats
from engines.galaxy.layouts import layout_links
from engines.galaxy.mapstring import GalaxyMap, parse_map
from engines.galaxy.movement import reach
from engines.galaxy.state import NOBODY
from engines.galaxy.tactical.reach_view import KindMoves, Link
from engines.galaxy.view import PlanetView, PlayerView, SystemView, TIView, UnitView

if TYPE_CHECKING:
    from engines.galaxy.bots.goals import Goals

NON_FIGHTERS = tuple(k for k in SHIPS if k != "fighter")
MECATOL = "Mecatol Rex"
Answer = TypeVar("Answer")


@cache
def _galaxy(layout: str, map_string: str, nexus_active: bool, delta_home: bool = False) -> Galaxy:
    return Galaxy(GalaxyMap(parse_map(map_string).tokens), nexus_active=nexus_active, links=layout_links(layout),
                  delta_home=delta_home)


@cache
def _linked(layout: str, map_string: str, nexus_active: bool, links: tuple[Link, ...],
            anomalies: tuple[tuple[int, tuple[str, ...]], ...] = (), delta_home: bool = False) -> Galaxy:
    printed = _galaxy(layout, map_string, nexus_active, delta_home)
    return printed.with_overlay(Overlay(edges=links, anomalies=dict(anomalies))) if links or anomalies else printed


def per_sight(ask: Callable[..., Answer]) -> Callable[..., Answer]:
    """``ask(sight, *args)`` worked out once for each sight and arguments: a sight reads one view, which does not
    change while the bot decides (the answer must not be changed by its callers either)."""
    @wraps(ask)
    def asked(sight: Sight, *args: Any, **named: Any) -> Answer:
        key = (ask, args, *named.items())
        known = sight.known
        if key in known:
            found: Answer = known[key]
            return found
        found = known[key] = ask(sight, *args, **named)
        return found
    return asked


def count(units: Iterable[UnitView], seat: int, kinds: Iterable[str] | None = None) -> int:
    found = 0
    if kinds is None:
        for u in units:
            if u.owner == seat:
                found += u.count
        return found
    wanted = _kinds(kinds) if isinstance(kinds, tuple) else set(kinds)
    for u in units:
        if u.owner == seat and u.kind in wanted:
            found += u.count
    return found


@cache
def _kinds(kinds: tuple[str, ...]) -> frozenset[str]:
    return frozenset(kinds)


class Sight:
    """One seat's view, indexed for the questions a bot asks."""

    def __init__(self, view: TIView) -> None:
        self.view = view
        self.seat = view.seat if view.seat is not None else 0
        self.known: dict[tuple[Any, ...], Any] = {}  # ``per_sight`` answers: the view does not change under a sight

    @cached_property
    def me(self) -> PlayerView:
        """The seat's own sheet (read when first asked: a lean view builds the players' sheets only then)."""
        return self.view.players[self.seat]

    # ----- the board ---------------------------------------------------------------------------

    @cached_property
    def systems(self) -> dict[int, SystemView]:
        return {s.node: s for s in self.view.systems}

    @cached_property
    def planets(self) -> dict[str, PlanetView]:
        return {p.key: p for p in self.view.planets}

    @cached_property
    def galaxy(self) -> Galaxy:
        """The galaxy as the seat's ships see it (wormhole tokens and its own adjacency abilities count)."""
        return self.galaxy_of("")

    def galaxy_of(self, kind: str) -> Galaxy:
        g = self.view.galaxy
        found = self.view.movement
        added = tuple((n, tuple(a)) for n, a in sorted(found.anomalies.items())) if found is not None else ()
        return _linked(g.layout, g.map_string, g.nexus.side == "active", tuple(self.moves(kind).links), added,
                       DELTA_HOME in self.homes)

    def moves(self, kind: str) -> KindMoves:
        """The movement rules of the seat's ships of ``kind`` (its flagship may have its own)."""
        found = self.view.movement
        if found is None:
            return KindMoves([], False, [])
        return found.flagship if kind == "flagship" else found.ships

    def neighbours(self, node: int) -> tuple[int, ...]:
        return self.galaxy.adjacent.get(node, ())

    @cached_property
    def homes(self) -> dict[int, int]:
        """Home system node -> its seat."""
        return {p.home: p.seat for p in self.view.players}

    @cached_property
    def mecatol(self) -> int:
        found = self.planets.get(MECATOL)
        return found.system if found is not None else 0

    def stats(self, seat: int, kind: str) -> UnitStats:
        player = self.view.players[seat]
        return unit_stats(kind, player.technologies, player.faction)

    def mine(self, kind: str) -> UnitStats:
        return self.stats(self.seat, kind)

    # ----- forces ------------------------------------------------------------------------------

    def ships(self, node: int, seat: int) -> list[UnitView]:
        return [u for u in self.systems[node].space if u.owner == seat and u.kind in SHIPS]

    def enemy_ships(self, node: int) -> list[UnitView]:
        return [u for u in self.systems[node].space if u.owner != self.seat and u.kind in SHIPS]

    def enemy_owners(self, node: int) -> list[int]:
        return sorted({u.owner for u in self.enemy_ships(node)})

    @cached_property
    def blocked(self) -> set[int]:
        """Systems holding other players' ships: movement ends there."""
        return {s.node for s in self.view.systems if any(u.owner != self.seat and u.kind in SHIPS for u in s.space)}

    @cached_property
    def my_planets(self) -> list[PlanetView]:
        return [p for p in self.view.planets if p.owner == self.seat]

    def ground(self, planet: PlanetView, seat: int) -> int:
        return count(planet.units, seat, GROUND_FORCES)

    def structures(self, seat: int, kinds: Iterable[str] = STRUCTURES) -> int:
        wanted = tuple(kinds)  # floating space docks (the Saar's) stand in space areas
        return sum(count(p.units, seat, wanted) for p in self.view.planets) + sum(
            count(s.space, seat, ["space_dock"]) for s in self.view.systems) * ("space_dock" in wanted)

    def docks_at(self, node: int, seat: int | None = None) -> int:
        """The seat's space docks in a system: on its planets or floating in its space area."""
        who = self.seat if seat is None else seat
        place = self.systems[node]
        return count(place.space, who, ["space_dock"]) + sum(count(self.planets[k].units, who, ["space_dock"])
                                                            for k in place.planets)

    def on_board(self, seat: int, kinds: Iterable[str]) -> int:
        wanted = tuple(kinds)
        return sum(count(s.space, seat, wanted) for s in self.view.systems) + sum(
            count(p.units, seat, wanted) for p in self.view.planets)

    def has_token(self, node: int, seat: int | None = None) -> bool:
        return (self.seat if seat is None else seat) in self.systems[node].tokens

    def range_of(self, origin: int, move: int, kind: str = "") -> dict[int, int]:
        """System -> moves left, for a ship of ``move`` (and ``kind``: a flagship may move by its own
        rules) starting in ``origin``: nebulae, rifts, blocking ships and the seat's movement abilities as
        the engine's movement range has them."""
        rules = self.view.movement
        group = "flagship" if kind == "flagship" else ""
        blocked = set() if self.moves(group).through_ships else self.blocked
        if rules is None:
            found = reach(self.galaxy_of(group), origin, move, blocked)
        else:
            found = reach(self.galaxy_of(group), origin, move, blocked, impassable=rules.impassable,
                          passable=rules.passable, nebula_free=rules.nebula_free)
        return {d.system: d.moves_left for d in found.destinations}

    def move_of(self, kind: str, origin: int = -1) -> int:
        base = self.mine(kind).move or 0
        found = self.view.movement
        bonus = found.origin_bonus.get(origin, 0) if found is not None and base else 0
        return max(0, base + bonus) if base else 0

    # ----- economy -----------------------------------------------------------------------------

    def ready(self, use: str) -> int:
        """What the seat's ready planets could pay of ``use``, without trade goods."""
        return sum(p.resources if use == "resources" else p.influence
                   for p in self.my_planets if not p.exhausted)

    # ----- objectives --------------------------------------------------------------------------

    @cached_property
    def open_objectives(self) -> list[Objective]:
        """Revealed public objectives not scored yet and the seat's own unscored secrets."""
        table = objectives()
        found = [table[o.id] for o in self.view.objectives
                 if o.stage != "secret" and self.seat not in o.scored_by]
        return found + [table[o] for o in self.view.secrets if o in table]

    @cached_property
    def goals(self) -> Goals:
        from engines.galaxy.bots.goals import Goals

        return Goals(self)

    def is_home(self, node: int) -> bool:
        return node in self.homes

    def owner_of_home(self, node: int) -> int:
        return self.homes.get(node, NOBODY)

    def leader(self) -> int:
        """The seat with the most victory points other than this one."""
        others = [p for p in self.view.players if p.seat != self.seat and not p.eliminated]
        return max(others, key=lambda p: p.vp).seat if others else NOBODY
