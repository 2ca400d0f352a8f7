"""The heuristic bot inside a tactical action: declaring the planned moves, space cannon, hits, retreats,
bombardment, the custodians token and committing ground forces."""

from __future__ import annotations

from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy.bots.memory import Memory, MovePlan
from engines.galaxy.bots.sight import Sight, count
from engines.galaxy.bots.tactics import INVADE_ODDS, ODDS_TRIALS, Planner, battle_odds, threatened
from engines.galaxy.bots.worth import planet_worth
from engines.galaxy.combat.hits import careful
from engines.galaxy.combat.odds import seen_ground_odds
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES
from engines.galaxy.state import Stack
from engines.galaxy.tactical.actions import (
    Activate,
    AnnounceRetreat,
    AssignHit,
    Bombard,
    EndMovement,
    FinishBombardment,
    FinishLanding,
    FinishOrigin,
    Fire,
    HoldFire,
    Land,
    Load,
    MoveFrom,
    MoveShip,
    RetreatTo,
    Stay,
)

RETREAT_BELOW = 0.3


def _key(sight: Sight, target: int) -> tuple[int, int, int]:
    return (sight.view.round, sight.seat, target)


def activate(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    candidates = [o.system for o in turn.options if isinstance(o, Activate)]
    planner = Planner(sight)
    plan = planner.best(candidates)
    if plan is None:
        # Forced to act (no pass allowed): the cheapest useful system, else home.
        plans = [p for p in (planner.plan(n) for n in candidates) if p is not None]
        plan = max(plans, key=lambda p: p.value) if plans else None
    if plan is None:
        target = sight.me.home if sight.me.home in candidates else candidates[0]
        plan = MovePlan(target)
    memory.remember(_key(sight, plan.target), plan)
    return Activate(plan.target)


def _plan(sight: Sight, memory: Memory, target: int) -> MovePlan:
    plan = memory.recall(_key(sight, target))
    if plan is None:
        plan = Planner(sight).plan(target) or MovePlan(target)
        memory.remember(_key(sight, target), plan)
    return plan


def movement(turn: BotTurn, sight: Sight, memory: Memory) -> Any:
    tactical = sight.view.tactical
    step = tactical.movement if tactical is not None else None
    if step is None:
        return None
    plan = _plan(sight, memory, step.system)
    declared: dict[tuple[int, str], int] = {}
    for ship in step.ships:
        declared[(ship.origin, ship.kind)] = declared.get((ship.origin, ship.kind), 0) + 1
    loaded: dict[int, int] = {}
    for item in step.cargo:
        if item.kind in GROUND_FORCES:
            loaded[item.system] = loaded.get(item.system, 0) + 1

    def ships_left(origin: int) -> dict[str, int]:
        wanted = plan.ships.get(origin, {})
        return {k: n - declared.get((origin, k), 0) for k, n in wanted.items() if n > declared.get((origin, k), 0)}

    if step.origin == -1:
        for option in turn.options:
            if isinstance(option, MoveFrom) and option.system not in memory.finished and ships_left(option.system):
                return option
        return EndMovement()
    origin = step.origin
    for kind in ships_left(origin):
        moves = [o for o in turn.options if isinstance(o, MoveShip) and o.kind == kind]
        if moves:
            return min(moves, key=lambda o: (o.via != -1, o.damaged))
    if plan.ground.get(origin, 0) > loaded.get(origin, 0):
        load = _ground_load(turn, sight, origin)
        if load is not None:
            return load
    fighters = [o for o in turn.options if isinstance(o, Load) and o.kind == "fighter" and o.system == origin]
    if fighters and plan.reason == "attack":
        return fighters[0]
    memory.finished.add(origin)
    return FinishOrigin()


def _ground_load(turn: BotTurn, sight: Sight, origin: int) -> Load | None:
    """The next ground force to pick up in ``origin``: from space first, then the planet holding most
    (one stays on each home planet while it can)."""
    loads = [o for o in turn.options if isinstance(o, Load) and o.kind in GROUND_FORCES and o.system == origin]
    if not loads:
        return None
    home = origin == sight.me.home and threatened(sight, origin)

    def left_on(option: Load) -> int:
        if not option.planet:
            return 1000
        return sight.ground(sight.planets[option.planet], sight.seat)

    usable = [o for o in loads if not (home and o.planet and left_on(o) <= 1)]
    if not usable:
        return None
    return max(usable, key=lambda o: (left_on(o), o.kind == "infantry", not o.damaged))


# ----- combat -----------------------------------------------------------------------------------------------

def assign_hit(turn: BotTurn, sight: Sight) -> Any:
    options = [o for o in turn.options if isinstance(o, AssignHit)]
    return careful(options, sight.mine) if options else None


def fire(turn: BotTurn, sight: Sight) -> Any:
    shots = [o for o in turn.options if isinstance(o, Fire)]
    if not shots:
        return HoldFire()
    return min(shots, key=lambda o: o.graviton)


def retreat_or_stay(turn: BotTurn, sight: Sight) -> Any:
    tactical = sight.view.tactical
    combat = tactical.space_combat if tactical is not None else None
    if combat is None:
        return Stay()
    chance = battle_odds(sight, combat.system)
    if chance is not None and chance < RETREAT_BELOW and AnnounceRetreat() in turn.options:
        return AnnounceRetreat()
    return Stay()


def retreat_to(turn: BotTurn, sight: Sight) -> Any:
    options = [o for o in turn.options if isinstance(o, RetreatTo)]

    def shelter(option: RetreatTo) -> tuple[int, int, int]:
        system = sight.systems.get(option.system)
        if system is None:
            return (0, 0, 0)
        planets = sum(1 for k in system.planets if sight.planets[k].owner == sight.seat)
        return (int(option.system == sight.me.home), planets, count(system.space, sight.seat, SHIPS))

    return max(options, key=shelter) if options else None


# ----- invasion ---------------------------------------------------------------------------------------------

def bombard(turn: BotTurn, sight: Sight) -> Any:
    declared = [o for o in turn.options if isinstance(o, Bombard)]
    return declared[0] if declared else FinishBombardment()


def land(turn: BotTurn, sight: Sight) -> Any:
    tactical = sight.view.tactical
    invasion = tactical.invasion if tactical is not None else None
    if invasion is None:
        return None
    lands = [o for o in turn.options if isinstance(o, Land)]
    if not lands:
        return FinishLanding()
    node = invasion.system
    in_space = count(sight.systems[node].space, sight.seat, GROUND_FORCES)
    targets = {o.planet for o in lands}
    needs: list[tuple[float, str]] = []
    for key in targets:
        planet = sight.planets[key]
        mine = sight.ground(planet, sight.seat)
        enemy = [u for u in planet.units if u.owner != sight.seat and u.kind in (*GROUND_FORCES, *STRUCTURES)]
        if not enemy:
            if planet.owner != sight.seat and mine == 0:
                needs.append((planet_worth(sight, planet), key))
            continue
        if not any(u.kind in GROUND_FORCES for u in enemy) and mine > 0:
            continue
        if _invasion_wins(sight, key, node, mine + in_space) and not _invasion_wins(sight, key, node, mine):
            needs.append((planet_worth(sight, planet) + 1.0, key))
    if needs:
        _, key = max(needs)
        choices = [o for o in lands if o.planet == key]
        enemy_here = any(u.owner != sight.seat and u.kind in GROUND_FORCES for u in sight.planets[key].units)
        return max(choices, key=lambda o: ((o.kind == "mech") == enemy_here, not o.damaged))
    if FinishLanding() in turn.options:
        return FinishLanding()
    return lands[0]


def _invasion_wins(sight: Sight, planet: str, node: int, forces: int) -> bool:
    if forces <= 0:
        return False
    ships = [Stack(u.owner, u.kind, u.count, u.damaged) for u in sight.ships(node, sight.seat)]
    odds = seen_ground_odds(sight.view, planet, sight.seat, ships, [Stack(sight.seat, "infantry", forces)],
                            trials=ODDS_TRIALS)
    return odds is None or odds.attacker_win >= INVADE_ODDS
