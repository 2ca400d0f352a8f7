"""The heuristic bot's tactical actions: which system to activate, which ships and ground forces go there,
where ground forces land, and whether a battle is worth fighting (the engine's odds on the view).

A plan is worked out when the bot considers activating a system and again from the view if its memory
does not hold it; the movement steps then declare what the plan says, as far as the options allow.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any

import msgspec

from engines.galaxy.bots.lean_view import LeanView
from engines.galaxy.bots.memory import MovePlan
from engines.galaxy.bots.sight import MECATOL, NON_FIGHTERS, Sight, count
from engines.galaxy.bots.worth import (
    VP,
    custodians_affordable,
    fleet_cost,
    holding_worth,
    non_fighters_in,
    planet_worth,
    presence_worth,
    production_budget,
    saving_for,
)
from engines.galaxy.combat.odds import seen_ground_odds, seen_space_odds
from engines.galaxy.combat.seen import ground_kinds, magen_infantry
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES
from engines.galaxy.state import Stack
from engines.galaxy.view import PlanetView, UnitView

ATTACK_ODDS = 0.65  # the least chance of winning a battle the bot starts
# Against the Vuil'raith: what a lost battle costs is captured (Devour) and built again for free
# (Amalgamation), so the bot starts such a battle only when it is surer to win.
DEVOUR_ATTACK_ODDS = 0.8
DEVOURERS = ("vuilraith",)
INVADE_ODDS = 0.6
ODDS_TRIALS = 300
WORTH_ACTING = 1.0  # a tactical action must be worth at least this much
SPARE_GROUND = 1  # ground forces carried beyond what the landings need, to go on with next round


class Fleet:
    """The seat's ships that could move into a target: by origin, kind and how many (damaged apart)."""

    def __init__(self, sight: Sight) -> None:
        self.sight = sight
        self._ranges: dict[tuple[int, int, str], dict[int, int]] = {}

    def reach(self, origin: int, move: int, kind: str = "") -> dict[int, int]:
        group = "flagship" if kind == "flagship" else ""
        label = (origin, move, group)
        if label not in self._ranges:
            self._ranges[label] = self.sight.range_of(origin, move, group)
        return self._ranges[label]

    @cached_property
    def origins(self) -> list[int]:
        """Systems holding the seat's ships and none of its command tokens."""
        s = self.sight
        return [n for n, system in s.systems.items()
                if not s.has_token(n) and any(u.owner == s.seat and u.kind in SHIPS for u in system.space)]

    def arriving(self, target: int) -> dict[int, list[UnitView]]:
        """The seat's ships in each origin that reach ``target`` (fighters ride along separately)."""
        s = self.sight
        found: dict[int, list[UnitView]] = {}
        for origin in self.origins:
            if origin == target:
                continue
            able = []
            for unit in s.ships(origin, s.seat):
                move = s.move_of(unit.kind, origin)
                if move and target in self.reach(origin, move, unit.kind):
                    able.append(unit)
            if able:
                found[origin] = able
        return found


def threatened(sight: Sight, node: int) -> bool:
    """Other players' ships in or next to ``node``, or two systems away (they could invade next)."""
    near = {node, *sight.neighbours(node)}
    near |= {n for m in list(near) for n in sight.neighbours(m)}
    return any(n in sight.blocked for n in near)


def cargo_at(sight: Sight, origin: int, keep_home: bool = True) -> tuple[int, int]:
    """(ground forces, fighters) the seat could load in ``origin``: in space and on its planets there.
    One ground force stays on each home planet when other players' ships are near."""
    system = sight.systems[origin]
    ground = count(system.space, sight.seat, GROUND_FORCES)
    guard = keep_home and origin == sight.me.home and threatened(sight, origin)
    for key in system.planets:
        planet = sight.planets[key]
        here = sight.ground(planet, sight.seat)
        if guard and here > 0:
            here -= 1
        ground += max(0, here)
    fighters = count(system.space, sight.seat, ["fighter"])
    return ground, fighters


def capacity(sight: Sight, units: list[UnitView]) -> int:
    return sum(sight.mine(u.kind).capacity * u.count for u in units)


_RANKED: dict[bytes, list[MovePlan]] = {}  # ``Planner.ranked`` in the futures, by ``planner_inputs``
_RANKED_KEPT = 256
_encoder = msgspec.msgpack.Encoder()


def planner_inputs(sight: Sight, candidates: list[int]) -> bytes:
    """Everything the planner's answer is worked out from, encoded (so the order of every list and dict counts):
    the candidates and the fields of the view that the planner, the sight, the goals, the worth and the odds read
    (tactics.py, sight.py, goals.py, worth.py, ``combat.odds.seen_*``). Of the tactical action under way only the
    system of a space combat counts (``seen_space_odds``: whether the combat has begun there)."""
    view = sight.view
    tactical = view.tactical
    combat = tactical.space_combat if tactical is not None else None
    inputs: tuple[Any, ...] = (
        sight.seat, view.seat, candidates, view.round, view.custodians, view.galaxy, view.movement, view.objectives,
        view.secrets, view.hand, view.planets, view.players, view.strategy, view.systems,
        None if combat is None else combat.system)
    return _encoder.encode(inputs)


def _copied(plan: MovePlan) -> MovePlan:
    return MovePlan(plan.target, {origin: dict(kinds) for origin, kinds in plan.ships.items()}, dict(plan.ground),
                    dict(plan.fighters), plan.value, plan.reason)


class Planner:
    """Worth and plan of each system the seat might activate."""

    def __init__(self, sight: Sight) -> None:
        self.sight = sight
        self.fleet = Fleet(sight)

    def best(self, candidates: list[int]) -> MovePlan | None:
        plans = self.ranked(candidates)
        if not plans:
            return None
        top = plans[0]
        return top if top.value >= WORTH_ACTING else None

    def ranked(self, candidates: list[int]) -> list[MovePlan]:
        """A plan for each candidate worth one, best first (ties in the candidates' order).

        Inside the searching bot's futures (a ``LeanView``) the answer is kept by everything it is worked out
        from (``planner_inputs``): a seat that takes a tactical action asks the same again when it activates."""
        if not isinstance(self.sight.view, LeanView):
            return self._ranked(candidates)
        key = planner_inputs(self.sight, candidates)
        known = _RANKED.get(key)
        if known is None:
            if len(_RANKED) >= _RANKED_KEPT:
                _RANKED.clear()
            known = _RANKED[key] = [_copied(p) for p in self._ranked(candidates)]
        return [_copied(p) for p in known]

    def _ranked(self, candidates: list[int]) -> list[MovePlan]:
        plans = [p for p in (self.plan(n) for n in candidates) if p is not None]
        # Activating a system locks the ships in it for the round: move them out first.
        leaving: dict[int, float] = {}
        for p in plans:
            for origin in p.ships:
                leaving[origin] = max(leaving.get(origin, 0.0), p.value)
        for p in plans:
            if p.target in leaving and leaving[p.target] >= WORTH_ACTING:
                p.value -= 0.6 * leaving[p.target]
        return sorted(plans, key=lambda p: -p.value)

    # ----- one target -----------------------------------------------------------------------------

    def plan(self, target: int) -> MovePlan | None:
        s = self.sight
        if target not in s.systems:
            return None
        arriving = self.fleet.arriving(target)
        plan = MovePlan(target)
        enemies = s.enemy_ships(target)
        room = s.me.fleet - non_fighters_in(s, target, s.seat)
        value = 0.0
        if enemies:
            if not arriving:
                return None
            chosen = self._all_ships(arriving, room)
            outcome = self._space_odds(target, chosen)
            if outcome is None or outcome < attack_odds(s, enemies[0].owner):
                return None
            plan.ships = chosen
            value += self._combat_worth(target, enemies, outcome, chosen)
            plan.reason = "attack"
        value += self._planets(plan, arriving, room)
        if not plan.ships and not enemies:
            mover = self._scout(arriving, room)
            worth = presence_worth(s, target)
            if mover is not None and worth <= 0:
                worth = self._approach(target, mover)
            if mover is not None and worth > 0:
                plan.ships = mover
                value += worth
        elif plan.ships:
            value += presence_worth(s, target)
        if not enemies:
            value += self._gather(plan, arriving, room)
        production = self._production_worth(target, bool(enemies))
        value += production
        if not enemies:
            value += self._recall_carriers(plan, arriving, room)
        value -= self._leaving_cost(plan)
        if value <= 0:
            return None
        plan.value = value
        return plan

    def _gather(self, plan: MovePlan, arriving: dict[int, list[UnitView]], room: int) -> float:
        """Toward an objective for many ships in one system: bring the non-fighter ships that reach."""
        s = self.sight
        goals = [g for g in s.goals.of("fleet") if not g.met and g.gap <= 4]
        if not goals:
            return 0.0
        here = non_fighters_in(s, plan.target, s.seat)
        planned = sum(n for kinds in plan.ships.values() for k, n in kinds.items() if k in NON_FIGHTERS)
        extra: dict[int, dict[str, int]] = {}
        left = room - planned
        for origin, group in arriving.items():
            for unit in group:
                if unit.kind not in NON_FIGHTERS:
                    continue
                spare = unit.count - plan.ships.get(origin, {}).get(unit.kind, 0)
                take = min(spare, left)
                if take > 0:
                    extra.setdefault(origin, {})[unit.kind] = take
                    left -= take
        after = here + planned + sum(sum(k.values()) for k in extra.values())
        worth = 0.0
        for goal in goals:
            if after > goal.have:
                worth += goal.urgency() * min(after - goal.have, goal.gap) * (1.0 if after >= goal.need else 0.5)
        if worth <= 0:
            return 0.0
        for origin, kinds in extra.items():
            mine = plan.ships.setdefault(origin, {})
            for kind, n in kinds.items():
                mine[kind] = mine.get(kind, 0) + n
        return worth

    def _leaving_cost(self, plan: MovePlan) -> float:
        """Ships that leave a system where they stand for an objective lose that."""
        s = self.sight
        cost = 0.0
        for origin, kinds in plan.ships.items():
            moving = sum(kinds.values())
            staying = count(s.systems[origin].space, s.seat, SHIPS) - moving
            if staying <= 0:
                cost += holding_worth(s, origin)
        return cost

    def _all_ships(self, arriving: dict[int, list[UnitView]], room: int) -> dict[int, dict[str, int]]:
        """Every ship that reaches, within the fleet pool (the strongest first)."""
        chosen: dict[int, dict[str, int]] = {}
        s = self.sight
        units = [(origin, u) for origin, group in arriving.items() for u in group]
        units.sort(key=lambda p: -fleet_cost(s, s.seat, [UnitView(s.seat, p[1].kind, 1)]))
        for origin, unit in units:
            number = unit.count
            if unit.kind in NON_FIGHTERS:
                number = min(number, max(0, room))
                room -= number
            if number:
                kinds = chosen.setdefault(origin, {})
                kinds[unit.kind] = kinds.get(unit.kind, 0) + number
        return chosen

    def _space_odds(self, target: int, chosen: dict[int, dict[str, int]]) -> float | None:
        s = self.sight
        units = [Stack(s.seat, kind, n) for kinds in chosen.values() for kind, n in kinds.items()]
        if not any(u.kind != "fighter" or s.mine("fighter").move for u in units):
            return None
        odds = seen_space_odds(s.view, target, s.seat, units, trials=ODDS_TRIALS, adjacent=s.neighbours(target))
        return None if odds is None else odds.attacker_win

    def _combat_worth(self, target: int, enemies: list[UnitView], win: float,
                      chosen: dict[int, dict[str, int]]) -> float:
        s = self.sight
        theirs = fleet_cost(s, enemies[0].owner, enemies)
        ours = sum(fleet_cost(s, s.seat, [UnitView(s.seat, k, n)]) for kinds in chosen.values()
                   for k, n in kinds.items())
        worth = win * (1.0 + 0.6 * theirs) - (1.0 - win) * 0.6 * ours
        victim = enemies[0].owner
        for objective in s.open_objectives:
            event = objective.condition.get("event", "")
            if "most victory points" in event and s.view.players[victim].vp >= max(
                    p.vp for p in s.view.players if p.seat != s.seat):
                worth += win * VP * objective.vp
            elif "war sun or flagship" in event and any(u.kind in ("war_sun", "flagship") for u in enemies):
                worth += win * VP * 0.5
            elif ("combat in an anomaly" in event and s.systems[target].anomalies) or (
                    "another player's home system" in event and s.owner_of_home(target) not in (-1, s.seat)):
                worth += win * VP
            elif "3+ of your non-fighter ships" in event and sum(
                    n for kinds in chosen.values() for k, n in kinds.items() if k in NON_FIGHTERS) >= 4:
                worth += win * VP * 0.6
        return worth

    def _approach(self, target: int, mover: dict[int, dict[str, int]]) -> float:
        """A ship standing in ``target`` reaches, next round, a system an objective wants it in."""
        s = self.sight
        goals = [g for g in s.goals.of("presence") if not g.met and g.system is not None]
        if not goals:
            return 0.0
        kind = next(iter(next(iter(mover.values()))))
        move = s.move_of(kind)
        if not move:
            return 0.0
        ahead = self.fleet.reach(target, move, kind)
        worth = 0.0
        for goal in goals:
            test = goal.system
            if test is not None and any(test(n) and n not in s.blocked for n in ahead if n in s.systems):
                worth = max(worth, 0.3 * goal.urgency())
        return worth

    def _scout(self, arriving: dict[int, list[UnitView]], room: int) -> dict[int, dict[str, int]] | None:
        """The cheapest single ship that reaches (to stand in a system for an objective)."""
        if room <= 0:
            return None
        s = self.sight
        best: tuple[float, int, str] | None = None
        for origin, group in arriving.items():
            for unit in group:
                if unit.kind == "fighter":
                    continue
                worth = fleet_cost(s, s.seat, [UnitView(s.seat, unit.kind, 1)])
                if unit.kind == "carrier":
                    worth += 1.0  # carriers are wanted for transport
                if best is None or worth < best[0]:
                    best = (worth, origin, unit.kind)
        return None if best is None else {best[1]: {best[2]: 1}}

    # ----- planets --------------------------------------------------------------------------------

    def _planets(self, plan: MovePlan, arriving: dict[int, list[UnitView]], room: int) -> float:
        """Worth of the planets the plan can take, adding carriers and cargo to the plan."""
        s = self.sight
        system = s.systems[plan.target]
        wanted: list[tuple[float, int, PlanetView]] = []  # (worth, ground forces needed, planet)
        for key in system.planets:
            planet = s.planets[key]
            if planet.owner == s.seat:
                continue
            if key == MECATOL and s.view.custodians == -1:
                if not custodians_affordable(s):
                    continue
                wanted.append((planet_worth(s, planet) + VP, 1, planet))
                continue
            defenders = [u for u in planet.units if u.owner != s.seat and u.kind in (*GROUND_FORCES, *STRUCTURES)]
            if not defenders:
                wanted.append((planet_worth(s, planet), 1, planet))
            elif any(u.kind in GROUND_FORCES for u in defenders) or planet.owner not in (-1, s.seat):
                wanted.append((planet_worth(s, planet) + 1.0, -1, planet))
        if not wanted:
            return self._stage(plan, arriving, room)
        here = count(system.space, s.seat, GROUND_FORCES)
        loads, carriers = self._loads(plan, arriving, room)
        available = here + sum(loads.values())
        if available <= 0:
            return 0.0
        value, used = 0.0, 0
        for worth, need, planet in sorted(wanted, key=lambda w: -w[0]):
            if need < 0:
                need = self._invasion_need(planet, available - used, plan)
                if need <= 0:
                    continue
            if used + need > available:
                continue
            used += need
            value += worth
        if used == 0:
            return 0.0
        # What the landings need and one spare to stage on: the rest stays for another carrier.
        loads, carriers = self._loads(plan, arriving, room, cap=max(0, used + SPARE_GROUND - here))
        plan.ships = carriers
        for origin, load in loads.items():
            if load:
                plan.ground[origin] = load
        return value

    def _stage(self, plan: MovePlan, arriving: dict[int, list[UnitView]], room: int) -> float:
        """Carry ground forces toward planets nobody holds next to the target (a carrier moves one system
        a round: staging is how it reaches planets two systems away)."""
        s = self.sight
        if s.enemy_ships(plan.target) or not arriving:
            return 0.0
        near = 0.0
        for node in s.neighbours(plan.target):
            if node in s.systems and node not in s.blocked:
                near = max(near, sum(planet_worth(s, s.planets[k]) for k in s.systems[node].planets
                                     if s.planets[k].owner == -1 and not s.planets[k].units))
        pull = self._mecatol_pull(plan.target)
        if pull > near:
            here = self._from_mecatol.get(plan.target, 9)
            closer = {o: g for o, g in arriving.items() if self._from_mecatol.get(o, 9) > here}
            if closer:
                near, arriving = pull, closer
        if near <= 0:
            return 0.0
        loads, carriers = self._loads(plan, arriving, room)
        carried = sum(loads.values())
        if carried <= 0:
            return 0.0
        plan.ships = carriers
        plan.ground = {o: n for o, n in loads.items() if n}
        return 0.35 * near * min(1.0, carried / 2)

    @cached_property
    def _from_mecatol(self) -> dict[int, int]:
        """Systems within three of Mecatol Rex, by distance."""
        s = self.sight
        found = {s.mecatol: 0}
        edge = [s.mecatol]
        for distance in (1, 2, 3):
            edge = [n for m in edge for n in s.neighbours(m) if n in s.systems and n not in found]
            found.update(dict.fromkeys(edge, distance))
        return found

    def _mecatol_pull(self, target: int) -> float:
        """What carrying ground forces one or two systems from Mecatol Rex is worth while the custodians
        token is there to take: its point, then Imperial's each round."""
        s = self.sight
        distance = self._from_mecatol.get(target, 9)
        if distance not in (1, 2) or s.view.custodians != -1 or not custodians_affordable(s):
            return 0.0
        return 2 * VP / distance

    def _recall_carriers(self, plan: MovePlan, arriving: dict[int, list[UnitView]], room: int) -> float:
        """Empty carriers come back to a space dock with ground forces to load (next round, or what it
        builds now)."""
        s = self.sight
        docks = s.docks_at(plan.target)
        waiting = cargo_at(s, plan.target)[0]
        if not docks or plan.ships:
            return 0.0
        worth = 0.0
        left = room - sum(n for kinds in plan.ships.values() for k, n in kinds.items() if k in NON_FIGHTERS)
        for origin, group in arriving.items():
            ground, _ = cargo_at(s, origin, keep_home=False)
            if ground or origin in plan.ships or left <= 0:
                continue
            for unit in group:
                if s.mine(unit.kind).capacity >= 2 and unit.kind in NON_FIGHTERS and left > 0 and worth < 3:
                    plan.ships.setdefault(origin, {})[unit.kind] = 1
                    left -= 1
                    worth += 1.5 if waiting >= 2 else 0.6
                    break
        return worth

    def _loads(self, plan: MovePlan, arriving: dict[int, list[UnitView]], room: int,
               cap: int = 99) -> tuple[dict[int, int], dict[int, dict[str, int]]]:
        """Ground forces each origin could send (``cap`` in all), and the plan's ships with the carriers
        they need."""
        s = self.sight
        loads: dict[int, int] = {}
        ships = {origin: dict(kinds) for origin, kinds in plan.ships.items()}
        left_room = room - sum(n for kinds in plan.ships.values() for k, n in kinds.items() if k in NON_FIGHTERS)
        for origin, group in arriving.items():
            ground = min(cargo_at(s, origin)[0], cap - sum(loads.values()))
            if ground <= 0:
                continue
            chosen = ships.get(origin, {})
            room_now = sum(s.mine(k).capacity * n for k, n in chosen.items())
            for unit in sorted(group, key=lambda u: -s.mine(u.kind).capacity):
                cap = s.mine(unit.kind).capacity
                if not cap or room_now >= ground:
                    continue
                spare = unit.count - chosen.get(unit.kind, 0)
                while spare > 0 and room_now < ground and left_room > 0:
                    chosen[unit.kind] = chosen.get(unit.kind, 0) + 1
                    spare -= 1
                    room_now += cap
                    left_room -= 1
            if chosen:
                ships[origin] = chosen
            loads[origin] = min(ground, room_now)
        return loads, ships

    def _invasion_need(self, planet: PlanetView, available: int, plan: MovePlan) -> int:
        """The fewest ground forces (up to ``available``) that win the invasion often enough; 0: none do."""
        s = self.sight
        ships = [Stack(s.seat, k, n) for kinds in plan.ships.values() for k, n in kinds.items()]
        ships += [Stack(u.owner, u.kind, u.count, u.damaged) for u in s.ships(plan.target, s.seat)]
        defenders = sum(u.count for u in planet.units if u.owner != s.seat  # the Titans' PDS fight too
                        and u.kind in ground_kinds(s.view.players[u.owner].faction))
        if planet.owner >= 0 and planet.owner != s.seat:  # infantry its Magen Defense Grid adds on activation
            defenders += magen_infantry(s.view.players[planet.owner].technologies, planet.owner, planet.units)
        for need in range(max(1, defenders), min(available, defenders + 4) + 1):
            odds = seen_ground_odds(s.view, planet.key, s.seat, ships, [Stack(s.seat, "infantry", need)],
                                    trials=ODDS_TRIALS, activating=True)
            if odds is None or odds.attacker_win >= INVADE_ODDS:
                return need
        return 0

    # ----- production -----------------------------------------------------------------------------

    def _production_worth(self, target: int, contested: bool) -> float:
        s = self.sight
        if contested:
            return 0.0
        limit = 0
        for key in s.systems[target].planets:
            planet = s.planets[key]
            for unit in planet.units:
                if unit.owner == s.seat:
                    ability = s.mine(unit.kind).production
                    if ability is not None:
                        limit += ability.value + (planet.resources if ability.plus_planet else 0)
        if not limit:
            return 0.0
        saving = saving_for(s)
        spare = production_budget(s, saving[0] if saving is not None else "")
        if spare < 2:
            return 0.0
        worth = 0.9 * min(limit, spare)
        if saving is not None:
            worth += VP  # the unit an objective wants
        if target == s.me.home and s.view.round <= 1 and self.fleet.arriving(target) == {}:
            worth *= 0.8
        return worth


def attack_odds(sight: Sight, defender: int) -> float:
    """The least chance of winning a space combat against ``defender`` that the bot starts."""
    return DEVOUR_ATTACK_ODDS if sight.view.players[defender].faction in DEVOURERS else ATTACK_ODDS


def battle_odds(sight: Sight, node: int) -> float | None:
    """The seat's chance to win the space combat going on in ``node`` from here."""
    tactical = sight.view.tactical
    combat = tactical.space_combat if tactical is not None else None
    if combat is None:
        return None
    attacker = combat.seat
    odds = seen_space_odds(sight.view, node, attacker, trials=ODDS_TRIALS)  # under way: no space cannon now
    if odds is None:
        return None
    return odds.attacker_win if attacker == sight.seat else odds.defender_win
