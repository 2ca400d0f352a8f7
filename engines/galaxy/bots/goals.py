"""The objectives the heuristic bot is after, read off its view: how far along it is with each (``have``
of ``need``), which systems or planets would bring it closer, and how urgent that is.

The engine checks every claim with its own evaluators; these are the bot's estimates, so a slip here
costs a wasted move, never an illegal one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from engines.galaxy.bots.sight import MECATOL, NON_FIGHTERS, Sight, count
from engines.galaxy.content.objectives import Objective
from engines.galaxy.content.technologies import COLOURS, all_technologies
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES
from engines.galaxy.hexes import neighbour
from engines.galaxy.view import PlanetView

VP = 6.0  # one victory point, in the bot's units of value (about one good planet)

FOCUS = 2.0

SystemTest = Callable[[int], bool]
PlanetTest = Callable[[PlanetView], bool]


@dataclass
class Goal:
    """One open objective: progress, and what helps it (systems to stand in, planets to hold)."""

    objective: Objective
    have: float
    need: float
    family: str  # presence, planets, fleet, spend, tokens, techs, structures, units, other
    system: SystemTest | None = None
    planet: PlanetTest | None = None
    weight: float = 1.0  # the goal the bot concentrates on counts double

    @property
    def met(self) -> bool:
        return self.have >= self.need

    @property
    def gap(self) -> float:
        return max(0.0, self.need - self.have)

    def urgency(self) -> float:
        """What one more step toward it is worth: the closer, the more."""
        if self.met:
            return 0.0
        points = self.objective.vp * VP * self.weight
        return points / self.gap if self.gap <= 3 else points / (2 * self.gap)


class Goals:
    """Every open objective of a seat as a ``Goal``."""

    def __init__(self, sight: Sight) -> None:
        self.sight = sight

    @cached_property
    def all(self) -> list[Goal]:
        found = []
        for objective in self.sight.open_objectives:
            goal = self._goal(objective)
            if goal is not None:
                found.append(goal)
        # Concentrate on the nearest public and the nearest secret objective not met yet: scattered
        # steps toward everything score nothing.
        for secret in (False, True):
            open_ = [g for g in found if (g.objective.stage == "secret") == secret and not g.met]
            if open_ and not any(g.met for g in found if (g.objective.stage == "secret") == secret):
                min(open_, key=lambda g: (g.gap / g.objective.vp, g.objective.id)).weight = FOCUS
        return found

    def publics_met(self) -> bool:
        """A public objective the seat can already score (status phase)."""
        return any(g.met and g.objective.stage != "secret" and g.objective.phase == "status"
                   and g.family not in ("spend", "tokens") for g in self.all)

    def of(self, family: str) -> list[Goal]:
        """The goals of one family, in ``all``'s order (the list is shared: read it, never change it)."""
        return self._families.get(family) or []

    @cached_property
    def _families(self) -> dict[str, list[Goal]]:
        found: dict[str, list[Goal]] = {}
        for goal in self.all:
            found.setdefault(goal.family, []).append(goal)
        return found

    # ----- by condition ------------------------------------------------------------------------

    def _goal(self, objective: Objective) -> Goal | None:
        c = objective.condition
        kind = c["kind"]
        builder = getattr(self, "_" + kind, None)
        if builder is None or objective.phase != "status":
            return None
        goal: Goal | None = builder(objective, c)
        return goal

    def _presence(self, objective: Objective, need: float, test: SystemTest, ships_only: bool) -> Goal:
        s = self.sight
        kinds = SHIPS if ships_only else None
        have = sum(1 for n, system in s.systems.items() if test(n) and (
            count(system.space, s.seat, kinds) or (not ships_only and self._ground_in(n))))
        return Goal(objective, have, need, "presence", system=test)

    def _ground_in(self, node: int) -> bool:
        s = self.sight
        return any(count(s.planets[k].units, s.seat) for k in s.systems[node].planets)

    def _ships_in_systems(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        where = c.get("where", "")
        test: SystemTest
        if where == "adjacent to the Mecatol Rex system":
            def test(n: int) -> bool:
                return n != s.mecatol and s.mecatol in s.neighbours(n)
        elif where == "each adjacent to an anomaly":
            def test(n: int) -> bool:
                return any(s.systems[a].anomalies for a in s.neighbours(n) if a in s.systems)
        elif where == "adjacent to another player's home system":
            def test(n: int) -> bool:
                return any(s.owner_of_home(a) not in (-1, s.seat) for a in s.neighbours(n))
        else:
            def test(n: int) -> bool:
                return True
        return self._presence(objective, float(str(c.get("count", 1))), test, ships_only=True)

    def _units_in_systems(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        where = str(c.get("where", ""))
        test: SystemTest
        if where == "systems without planets":
            def test(n: int) -> bool:
                return not s.systems[n].planets
        elif where.startswith("systems containing a legendary"):
            def test(n: int) -> bool:
                system = s.systems[n]
                return n == s.mecatol or bool(system.anomalies) or any(s.planets[k].legendary for k in system.planets)
        else:
            def test(n: int) -> bool:
                return n != s.me.home and on_edge(s, n)
        return self._presence(objective, float(str(c.get("count", 1))), test, ships_only=False)

    def _units_in_system(self, objective: Objective, c: dict[str, object]) -> Goal:
        nexus = self.sight.galaxy.nexus
        return self._presence(objective, 1, lambda n: n == nexus, ships_only=False)

    def _ships_in_wormhole_systems(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        wanted = {w for w in ("alpha", "beta") if c.get(w)}
        have = {w for n, system in s.systems.items() if count(system.space, s.seat, SHIPS) for w in system.wormholes}
        missing = wanted - have
        return Goal(objective, len(wanted & have), len(wanted), "presence",
                    system=lambda n: bool(set(s.systems[n].wormholes) & missing))

    def _ships_with_enemy_structure(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        kind = str(c["structure"])

        def test(n: int) -> bool:
            return any(u.owner not in (s.seat, -1) and u.kind == kind
                       for k in s.systems[n].planets for u in s.planets[k].units)

        return self._presence(objective, 1, test, ships_only=True)

    def _control_mecatol_with_ships(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        mecatol = s.planets.get(MECATOL)
        held = mecatol is not None and mecatol.owner == s.seat
        ships = count(s.systems[s.mecatol].space, s.seat, SHIPS) if s.mecatol in s.systems else 0
        need = float(str(c.get("ships", 3)))
        return Goal(objective, (min(ships, need) + (1 if held else 0)), need + 1, "presence",
                    system=lambda n: n == s.mecatol, planet=lambda p: p.key == MECATOL)

    # planets

    def _planet_goal(self, objective: Objective, test: PlanetTest, need: float) -> Goal:
        have = sum(1 for p in self.sight.my_planets if test(p))
        return Goal(objective, have, need, "planets", planet=test)

    def _control_planets(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        need = float(str(c.get("count", 1)))
        where = c.get("where", "")
        if c.get("same_trait"):
            best = max(("cultural", "hazardous", "industrial"),
                       key=lambda t: sum(1 for p in s.my_planets if p.trait == t))
            return self._planet_goal(objective, lambda p: p.trait == best, need)
        if where == "another player's home system":
            return self._planet_goal(objective, lambda p: s.owner_of_home(p.system) not in (-1, s.seat), need)
        if where:  # next to rival homes
            return self._planet_goal(objective, lambda p: any(
                s.owner_of_home(n) not in (-1, s.seat) for n in (p.system, *s.neighbours(p.system))), need)

        def test(p: PlanetView) -> bool:
            if c.get("non_home") and p.system in s.homes:
                return False
            if c.get("with_tech_specialty") and not p.specialty:
                return False
            if c.get("with_attachment") and not p.attachments:
                return False
            if c.get("trait") and p.trait != c["trait"]:
                return False
            return not (c.get("legendary") and not p.legendary)

        return self._planet_goal(objective, test, need)

    def _control_planets_total(self, objective: Objective, c: dict[str, object]) -> Goal:
        use = "influence" if "influence" in c else "resources"
        have = sum(p.influence if use == "influence" else p.resources for p in self.sight.my_planets)
        return Goal(objective, have / 2, float(str(c[use])) / 2, "planets", planet=lambda p: True)

    def _control_more_planets_than_neighbours(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        mine = len(s.my_planets)
        owned = {p.seat: sum(1 for x in s.view.planets if x.owner == p.seat) for p in s.view.players}
        fewer = sum(1 for n in s.me.neighbours if owned.get(n, 0) < mine)
        return Goal(objective, fewer, float(str(c.get("neighbours", 2))), "planets", planet=lambda p: True)

    def _control_planet_sharing_system_with_other_player(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight

        def shared(p: PlanetView) -> bool:
            return any(s.planets[k].owner not in (-1, s.seat) for k in s.systems[p.system].planets)

        return self._planet_goal(objective, shared, 1)

    # fleets and units

    def _ships_in_one_system(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        kinds = NON_FIGHTERS if c.get("non_fighter") else SHIPS
        have = max((count(system.space, s.seat, kinds) for system in s.view.systems), default=0)
        return Goal(objective, have, float(str(c["count"])), "fleet")

    def _have_units(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        kinds = list(STRUCTURES) if c.get("unit_class") == "structure" else [str(k) for k in c["unit_types"]]  # type: ignore[attr-defined]
        if str(c.get("where", "")).startswith("another player's home system or"):
            def test(n: int) -> bool:
                return n == s.mecatol or s.owner_of_home(n) not in (-1, s.seat)
            have = sum(1 for n, system in s.systems.items() if test(n) and count(system.space, s.seat, kinds))
            return Goal(objective, have, 1, "units", system=test)
        family = "structures" if set(kinds) <= set(STRUCTURES) else "units"
        return Goal(objective, s.on_board(s.seat, kinds), float(str(c.get("count", 1))), family)

    def _structures_on_planets(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        have = sum(1 for p in s.view.planets if p.system != s.me.home and count(p.units, s.seat, STRUCTURES))
        return Goal(objective, have, float(str(c["count"])), "structures")

    def _mechs_on_planets(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        have = sum(1 for p in s.view.planets if count(p.units, s.seat, ["mech"]))
        return Goal(objective, have, float(str(c["count"])), "units")

    def _ground_forces_on_one_planet(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        have = max((count(p.units, s.seat, GROUND_FORCES) for p in s.view.planets
                    if not count(p.units, s.seat, ["space_dock"])), default=0)
        return Goal(objective, have, float(str(c["count"])), "units")

    # technologies

    def _tech_goal(self, objective: Objective) -> Goal:
        have = tech_progress(objective.condition, self.sight.me.technologies, self.sight.me.faction)
        return Goal(objective, have, tech_need(objective.condition), "techs")

    def _own_unit_upgrades(self, objective: Objective, c: dict[str, object]) -> Goal:
        return self._tech_goal(objective)

    def _own_techs_per_colour(self, objective: Objective, c: dict[str, object]) -> Goal:
        return self._tech_goal(objective)

    def _own_techs_same_colour(self, objective: Objective, c: dict[str, object]) -> Goal:
        return self._tech_goal(objective)

    def _own_faction_techs(self, objective: Objective, c: dict[str, object]) -> Goal:
        return self._tech_goal(objective)

    # paying

    def _spend(self, objective: Objective, c: dict[str, object]) -> Goal:
        s = self.sight
        if c.get("tokens"):
            need = float(str(c["tokens"]))
            return Goal(objective, s.me.tactic + s.me.strategy, need, "tokens")
        need_r, need_i = int(str(c.get("resources", 0))), int(str(c.get("influence", 0)))
        need_tg = int(str(c.get("trade_goods", 0)))
        short = planets_short(s, need_r, need_i)
        have = need_r + need_i + need_tg - max(0, short + need_tg - s.me.trade_goods)
        return Goal(objective, have, need_r + need_i + need_tg, "spend")

    def _discard_action_cards(self, objective: Objective, c: dict[str, object]) -> Goal:
        return Goal(objective, len(self.sight.view.hand), float(str(c["count"])), "other")


def planets_short(sight: Sight, resources: int, influence: int) -> int:
    """How much of a cost in resources and influence the ready planets leave unpaid, each planet paying
    one or the other: resources first from the planets richest in resources for their influence."""
    ready = sorted((p for p in sight.my_planets if not p.exhausted),
                   key=lambda p: (p.influence - p.resources, p.key))
    paid_r, used = 0, set()
    for planet in ready:
        if paid_r >= resources:
            break
        if planet.resources:
            paid_r += planet.resources
            used.add(planet.key)
    paid_i = sum(p.influence for p in ready if p.key not in used)
    return max(0, resources - paid_r) + max(0, influence - paid_i)


def on_edge(sight: Sight, node: int) -> bool:
    """A system with fewer than six systems or hyperlanes around it (the board's edge), or off the board."""
    if node < 0:
        return True
    slots = sight.view.galaxy.slots
    for edge in range(6):
        beside = neighbour(node, edge)
        if beside is None or beside >= len(slots) or slots[beside].kind in ("empty", "open"):
            return True
    return False


def tech_need(c: dict[str, object]) -> float:
    if c["kind"] == "own_techs_per_colour":
        return float(int(str(c["count"])) * int(str(c["colours"])))
    return float(str(c["count"]))


def tech_progress(c: dict[str, object], technologies: list[str], faction: str) -> float:
    """How far a set of technologies goes toward a technology objective (in steps of one technology)."""
    techs = all_technologies()
    owned = [techs[t] for t in technologies if t in techs]
    kind = c["kind"]
    if kind == "own_unit_upgrades":
        return float(sum(1 for t in owned if t.unit_upgrade))
    if kind == "own_faction_techs":
        return float(sum(1 for t in owned if t.faction == faction and not t.id.startswith("valefar_assimilator")))
    counts = dict.fromkeys(COLOURS, 0)
    for tech in owned:
        if tech.colour:
            counts[tech.colour] += 1
    if kind == "own_techs_same_colour":
        return float(max(counts.values()))
    per = int(str(c["count"]))
    return float(sum(sorted((min(per, n) for n in counts.values()), reverse=True)[:int(str(c["colours"]))]))
