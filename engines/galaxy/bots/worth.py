"""How much the heuristic bot wants things: planets, ships, systems for the objectives it is after,
and what it keeps back to pay for objectives that cost resources, influence, trade goods or tokens."""

from __future__ import annotations

from collections.abc import Iterable

from engines.galaxy.bots.goals import VP
from engines.galaxy.bots.sight import NON_FIGHTERS, Sight, count
from engines.galaxy.combat.hits import value as unit_value
from engines.galaxy.content.units import SHIPS
from engines.galaxy.view import PlanetView, UnitView

__all__ = ["VP", "fleet_cost", "non_fighters_in", "planet_worth", "presence_worth", "reserve", "ship_power"]


def planet_worth(sight: Sight, planet: PlanetView) -> float:
    """What controlling ``planet`` is worth to the seat: its values, specialty, and the objectives it helps."""
    worth = planet.resources + 0.7 * planet.influence + (0.8 if planet.specialty else 0.0)
    worth += 1.0 if planet.legendary else 0.0
    for goal in sight.goals.all:
        if goal.planet is not None and not goal.met and goal.planet(planet):
            worth += goal.urgency()
    return worth


def fleet_cost(sight: Sight, seat: int, units: Iterable[UnitView]) -> float:
    """What a group of units costs to replace."""
    return sum(unit_value(sight.stats(seat, unit.kind)) * unit.count for unit in units)


def presence_worth(sight: Sight, node: int) -> float:
    """What having ships in ``node`` adds toward the open objectives (nothing if the seat has some there)."""
    system = sight.systems[node]
    if count(system.space, sight.seat, SHIPS) > 0:
        return 0.0
    return sum(goal.urgency() for goal in sight.goals.of("presence") if goal.system is not None and goal.system(node))


def holding_worth(sight: Sight, node: int) -> float:
    """What the seat's ships in ``node`` are worth there for the objectives (lost if they all leave)."""
    worth = 0.0
    for goal in sight.goals.of("presence"):
        if goal.system is not None and goal.system(node):
            worth += goal.objective.vp * VP if goal.met else goal.urgency() * 0.8
    return worth


# ----- what to keep for objectives that are paid for --------------------------------------------------------

def reserve(sight: Sight) -> tuple[int, int, int]:
    """(resources, influence, trade goods) to keep unspent for the status phase: the cheapest public
    objective that costs something and that the ready planets and trade goods pay now, unless another
    public objective is met already."""
    if sight.goals.publics_met():
        return (0, 0, 0)
    best: tuple[int, int, int] | None = None
    for goal in sight.goals.of("spend"):
        c = goal.objective.condition
        if goal.objective.stage == "secret" or not goal.met:
            continue
        need = (int(c.get("resources", 0)), int(c.get("influence", 0)), int(c.get("trade_goods", 0)))
        if best is None or sum(need) < sum(best):
            best = need
    return best or (0, 0, 0)


def tokens_kept(sight: Sight) -> int:
    """Tactic and strategy tokens to keep for an objective that costs command tokens."""
    if sight.goals.publics_met():
        return 0
    kept = [int(g.need) for g in sight.goals.of("tokens") if g.objective.stage != "secret"]
    return min(kept) if kept else 0


def ship_power(sight: Sight, seat: int, node: int) -> float:
    """A rough fighting strength of a seat's ships in a system (replacement cost)."""
    return fleet_cost(sight, seat, [u for u in sight.systems[node].space if u.owner == seat and u.kind in SHIPS])


def non_fighters_in(sight: Sight, node: int, seat: int) -> int:
    return count(sight.systems[node].space, seat, NON_FIGHTERS)
