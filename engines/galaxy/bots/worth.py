"""How much the heuristic bot wants things: planets, ships, systems for the objectives it is after,
and what it keeps back to pay for objectives that cost resources, influence, trade goods or tokens."""

from __future__ import annotations

from collections.abc import Iterable

from engines.galaxy.bots.goals import VP, planets_short
from engines.galaxy.bots.sight import NON_FIGHTERS, Sight, count, per_sight
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

CUSTODIANS_PRICE = 6


@per_sight
def custodians_near(sight: Sight) -> bool:
    """The custodians token is still on Mecatol Rex and the seat's ships are within two systems of it."""
    if sight.view.custodians != -1 or sight.mecatol not in sight.systems:
        return False
    near = {sight.mecatol, *sight.neighbours(sight.mecatol)}
    near |= {n for m in list(near) for n in sight.neighbours(m)}
    return any(count(sight.systems[n].space, sight.seat, SHIPS) for n in near if n in sight.systems)


def custodians_affordable(sight: Sight) -> bool:
    """The seat can pay for the custodians token with what it keeps for it and what it may spend."""
    if custodians_near(sight):  # the reserve holds the price back (a sure point before goods kept)
        return sight.ready("influence") + sight.me.trade_goods >= CUSTODIANS_PRICE
    return budget(sight, "influence") >= CUSTODIANS_PRICE


@per_sight
def saving_for(sight: Sight) -> tuple[str, int] | None:
    """(unit kind, cost) the seat saves resources to produce: the flagship while an open objective wants
    one on the board (or in Mecatol Rex or a rival's home) and the ready planets and trade goods cover it."""
    for goal in sight.goals.of("units"):
        kinds = goal.objective.condition.get("unit_types", [])
        if goal.met or "flagship" not in kinds or sight.on_board(sight.seat, ["flagship"]):
            continue
        cost = sight.mine("flagship").cost or 0
        if cost and sight.ready("resources") + sight.me.trade_goods >= cost:
            return "flagship", cost
    return None


@per_sight
def reserve(sight: Sight) -> tuple[int, int, int]:
    """(resources, influence, trade goods) to keep unspent: the influence for the custodians token when
    the seat's ships are near Mecatol Rex, and, for the status phase, the cheapest public objective that
    costs something and that the ready planets and trade goods pay now (or will, once a few more trade
    goods come in), unless another public objective is met already."""
    keep_i = CUSTODIANS_PRICE if custodians_near(sight) else 0
    saving = saving_for(sight)
    keep_r = saving[1] if saving is not None else 0
    if sight.goals.publics_met():
        return (keep_r, keep_i, 0)
    best: tuple[float, tuple[int, int, int]] | None = None
    for goal in sight.goals.of("spend"):
        c = goal.objective.condition
        if goal.objective.stage == "secret":
            continue
        need = (int(c.get("resources", 0)), int(c.get("influence", 0)), int(c.get("trade_goods", 0)))
        short_planets = planets_short(sight, need[0], need[1])
        if not goal.met and (short_planets > 0 or goal.gap > 3):
            continue  # planets only pay once a round: what is short now stays short until the status phase
        rank = goal.gap * 100 + sum(need)
        if best is None or rank < best[0]:
            best = (rank, need)
    if best is None:
        return (keep_r, keep_i, 0)
    return (max(keep_r, best[1][0]), max(keep_i, best[1][1]), best[1][2])


def _value(planet: PlanetView, use: str) -> int:
    return planet.resources if use == "resources" else planet.influence


@per_sight
def kept_planets(sight: Sight) -> dict[str, str]:
    """The ready planets held back for the reserve, each with the use it is kept for: the resources kept
    from the planets richest in resources for their influence, then the influence kept from the rest. A
    planet pays once, so influence spent elsewhere must not exhaust the planets the resources are kept on."""
    keep_r, keep_i, _ = reserve(sight)
    kept: dict[str, str] = {}
    for use, amount in (("resources", keep_r), ("influence", keep_i)):
        other = "influence" if use == "resources" else "resources"
        pool = sorted((p for p in sight.my_planets if not p.exhausted and p.key not in kept and _value(p, use)),
                      key=lambda p: (_value(p, other) - _value(p, use), p.key))
        got = 0
        for planet in pool:
            if got >= amount:
                break
            kept[planet.key] = use
            got += _value(planet, use)
    return kept


@per_sight
def budget(sight: Sight, use: str, goods: bool = True) -> int:
    """What the seat may spend of ``use`` now, keeping the reserve (trade goods pay either; with
    ``goods`` False, what the ready planets alone may pay)."""
    keep_r, keep_i, keep_tg = reserve(sight)
    kept = kept_planets(sight) if keep_r or keep_i else {}
    free = sum(_value(p, use) for p in sight.my_planets if not p.exhausted and p.key not in kept)
    covered = sum(_value(p, use) for p in sight.my_planets if kept.get(p.key) == use)
    planets = free - max(0, (keep_r if use == "resources" else keep_i) - covered)
    if not goods:
        return max(0, planets)
    spare_goods = sight.me.trade_goods - keep_tg - max(0, -planets)
    return max(0, planets) + max(0, spare_goods)


TECHNOLOGY_SECONDARY = 4


@per_sight
def production_budget(sight: Sight, kind: str = "") -> int:
    """Resources for producing units (``kind``: what is saved for it is spent too): the budget, less what
    Technology's secondary will cost when another player still has the card to play and the seat has a
    strategy token for it."""
    spare = budget(sight, "resources")
    saving = saving_for(sight)
    if saving is not None and saving[0] == kind:
        return spare + saving[1]
    waiting = any(s.card == "technology" and s.holder not in (-1, sight.seat) and not s.used
                  for s in sight.view.strategy)
    if waiting and sight.me.strategy >= 1 and spare >= TECHNOLOGY_SECONDARY + 1:
        spare -= TECHNOLOGY_SECONDARY
    return spare


def goods_kept(sight: Sight) -> int:
    return reserve(sight)[2]


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
