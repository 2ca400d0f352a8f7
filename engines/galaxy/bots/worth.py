"""How much the heuristic bot wants things: planets, ships, systems for the objectives it is after,
and what it keeps back to pay for objectives that cost resources, influence or trade goods."""

from __future__ import annotations

from collections.abc import Iterable

from engines.galaxy.bots.sight import MECATOL, NON_FIGHTERS, Sight, count
from engines.galaxy.combat.hits import value as unit_value
from engines.galaxy.content.objectives import Objective
from engines.galaxy.content.units import SHIPS
from engines.galaxy.view import PlanetView, UnitView

VP = 6.0  # one victory point, in the bot's units of value (about one good planet)


def planet_worth(sight: Sight, planet: PlanetView) -> float:
    """What controlling ``planet`` is worth to the seat: its values, specialty, and the objectives it helps."""
    worth = planet.resources + 0.7 * planet.influence + (0.8 if planet.specialty else 0.0)
    worth += 1.0 if planet.legendary else 0.0
    for objective in sight.open_objectives:
        worth += _planet_bonus(sight, objective, planet)
    return worth


def _planet_bonus(sight: Sight, objective: Objective, planet: PlanetView) -> float:
    c = objective.condition
    kind = c["kind"]
    if kind == "control_planets":
        if c.get("trait") and planet.trait != c["trait"]:
            return 0.0
        if c.get("with_tech_specialty") and not planet.specialty:
            return 0.0
        if c.get("legendary"):
            return 3.0 if planet.legendary else 0.0
        if c.get("with_attachment"):
            return 0.0
        if c.get("where") == "another player's home system":
            return 4.0 if sight.owner_of_home(planet.system) not in (-1, sight.seat) else 0.0
        if c.get("same_trait"):
            return 0.6 if planet.trait else 0.0
        return 1.0 if c.get("trait") or c.get("with_tech_specialty") else 0.5
    if kind == "control_planets_total":
        return 0.3 * (planet.influence if "influence" in c else planet.resources)
    if kind == "control_planet_sharing_system_with_other_player":
        others = {sight.planets[k].owner for k in sight.systems[planet.system].planets} - {-1, sight.seat}
        return 2.0 if others else 0.0
    return 0.0


def fleet_cost(sight: Sight, seat: int, units: Iterable[UnitView]) -> float:
    """What a group of units costs to replace."""
    return sum(unit_value(sight.stats(seat, unit.kind)) * unit.count for unit in units)


# ----- objectives a system helps with by having ships or units in it ---------------------------------------

def presence_worth(sight: Sight, node: int, ships_after: int = 1) -> float:
    """What having units (``ships_after`` non-fighter ships) in ``node`` adds toward the open objectives."""
    total = 0.0
    system = sight.systems[node]
    mine_here = count(system.space, sight.seat, SHIPS) > 0
    if mine_here:
        return 0.0
    for objective in sight.open_objectives:
        c = objective.condition
        kind, where = c["kind"], c.get("where", "")
        bonus = 0.0
        if kind == "ships_in_systems":
            if where == "adjacent to the Mecatol Rex system":
                bonus = 1.5 if node != sight.mecatol and sight.mecatol in sight.neighbours(node) else 0.0
            elif where == "each adjacent to an anomaly":
                bonus = 1.2 if any(sight.systems[a].anomalies for a in sight.neighbours(node)
                                   if a in sight.systems) else 0.0
            elif where == "adjacent to another player's home system":
                bonus = 2.0 if any(sight.owner_of_home(a) not in (-1, sight.seat) for a in sight.neighbours(node)) \
                    else 0.0
            else:
                bonus = 0.8
        elif kind == "units_in_systems":
            if where == "systems without planets":
                bonus = 1.2 if not system.planets else 0.0
            elif where.startswith("systems containing a legendary"):
                legendary = any(sight.planets[k].legendary for k in system.planets)
                bonus = 1.2 if node == sight.mecatol or system.anomalies or legendary else 0.0
            elif where.startswith("systems on the edge"):
                bonus = 1.0 if _on_edge(sight, node) and node != sight.me.home else 0.0
        elif kind == "ships_in_wormhole_systems":
            have = {w for n, s in sight.systems.items() if count(s.space, sight.seat, SHIPS) for w in s.wormholes}
            bonus = 2.0 if set(system.wormholes) & ({"alpha", "beta"} - have) else 0.0
        elif kind == "units_in_system" and c.get("system") == "wormhole nexus":
            bonus = 3.0 if node == sight.galaxy.nexus else 0.0
        elif kind == "control_mecatol_with_ships":
            bonus = 1.5 if node == sight.mecatol and sight.planets[MECATOL].owner == sight.seat else 0.0
        elif kind == "have_units" and c.get("where", "").startswith("another player's home system or"):
            bonus = 0.0  # needs a war sun or flagship: the movement plan adds it when one comes
        total += bonus * objective.vp
    return total


def _on_edge(sight: Sight, node: int) -> bool:
    """A system with fewer than six systems or hyperlanes around it (the board's edge), or off the board."""
    if node < 0:
        return True
    slots = sight.view.galaxy.slots
    from engines.galaxy.hexes import neighbour

    for edge in range(6):
        beside = neighbour(node, edge)
        if beside is None or beside >= len(slots) or slots[beside].kind in ("empty", "open"):
            return True
    return False


# ----- what to keep for objectives that are paid for --------------------------------------------------------

def reserve(sight: Sight) -> tuple[int, int, int]:
    """(resources, influence, trade goods) to keep unspent for the status phase: the cheapest public
    objective that costs something and that the ready planets and trade goods pay now."""
    best: tuple[int, int, int] | None = None
    ready_r, ready_i, goods = sight.ready("resources"), sight.ready("influence"), sight.me.trade_goods
    for objective in sight.open_objectives:
        c = objective.condition
        if c["kind"] != "spend" or objective.stage == "secret" or c.get("tokens"):
            continue
        need = (int(c.get("resources", 0)), int(c.get("influence", 0)), int(c.get("trade_goods", 0)))
        if max(0, need[0] - ready_r) + max(0, need[1] - ready_i) + need[2] > goods:
            continue
        if best is None or sum(need) < sum(best):
            best = need
    return best or (0, 0, 0)


def ship_power(sight: Sight, seat: int, node: int) -> float:
    """A rough fighting strength of a seat's ships in a system (replacement cost)."""
    return fleet_cost(sight, seat, [u for u in sight.systems[node].space if u.owner == seat and u.kind in SHIPS])


def non_fighters_in(sight: Sight, node: int, seat: int) -> int:
    return count(sight.systems[node].space, seat, NON_FIGHTERS)
