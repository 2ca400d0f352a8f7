"""The heuristic bot's money: paying with the planets that waste least, ordering units at a space dock,
command tokens, research, and what it keeps back for objectives that cost something."""

from __future__ import annotations

from collections.abc import Collection
from itertools import combinations
from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy.actions.rounds import (
    ExhaustPlanet,
    ResearchTechnology,
    SetPool,
    SkipResearch,
    SpendCommandToken,
    SpendTradeGood,
    StopPaying,
    UseAlgorithm,
    UseSpecialty,
)
from engines.galaxy.bots.goals import tech_progress
from engines.galaxy.bots.sight import NON_FIGHTERS, Sight, count
from engines.galaxy.bots.worth import budget, goods_kept, kept_planets, production_budget, saving_for
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.research import catalogue
from engines.galaxy.steps.common import ClaimObjective, Pay, PlaceTokens, Research
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.tactical.actions import FinishProduction, Produce, ProduceAt, UseTechnology

GOOD_WASTE = 1.2  # a trade good spent counts as this much lost (it pays anything)


def last_step(sight: Sight, kind: type) -> Any:
    for step in reversed(sight.view.steps):
        if isinstance(step, kind):
            return step
    return None


# ----- paying -----------------------------------------------------------------------------------------------

def pay_choice(sight: Sight, options: list[Any], use: str, amount: int, keep_goods: int = 0,
               keep: Collection[str] = ()) -> Any:
    """The payment option that starts the least wasteful way to pay ``amount`` of ``use``: overpaying,
    the other value of the planets exhausted and trade goods all count as waste; ``keep_goods`` trade
    goods and the planets in ``keep`` are spent only if nothing else pays."""
    spare = [o for o in options if not (isinstance(o, ExhaustPlanet) and o.planet in keep)]
    for listed, kept in ((spare, keep_goods), (options, 0)):
        picked = _cheapest(sight, listed, use, amount, sight.me.trade_goods - kept)
        if picked is not None:
            return picked
    return None


def _cheapest(sight: Sight, options: list[Any], use: str, amount: int, goods_left: int) -> Any:
    planets = [o for o in options if isinstance(o, ExhaustPlanet) and o.use == use]
    goods = next((o for o in options if isinstance(o, SpendTradeGood) and o.use == use), None)
    values = []
    for option in planets:
        planet = sight.planets[option.planet]
        worth = planet.resources if use == "resources" else planet.influence
        other = planet.influence if use == "resources" else planet.resources
        values.append((worth, other, option))
    best: tuple[float, Any] | None = None
    pool = sorted(values, key=lambda v: -v[0])[:12]
    for size in range(0, min(len(pool), 6) + 1):
        for chosen in combinations(pool, size):
            paid = sum(v[0] for v in chosen)
            tg = max(0, amount - paid)
            if tg and (goods is None or tg > goods_left):
                continue
            waste = max(0, paid - amount) + 0.5 * sum(v[1] for v in chosen) + GOOD_WASTE * tg + 0.1 * size
            first = chosen[0][2] if chosen else goods
            if first is not None and (best is None or waste < best[0]):
                best = (waste, first)
    if best is not None:
        return best[1]
    if planets:
        return max(values, key=lambda v: (v[0], -v[1]))[2]
    return goods if goods_left > 0 else None


def pay(turn: BotTurn, sight: Sight) -> Any:
    """A ``Pay`` step: the least wasteful way to pay what is left."""
    step = last_step(sight, Pay)
    if step is None:
        return None
    return pay_choice(sight, turn.options, step.kind, step.amount - step.paid, goods_kept(sight), kept_planets(sight))


def claim(turn: BotTurn, sight: Sight) -> Any:
    """Paying for an objective: command tokens from the fuller pool, then planets, then trade goods."""
    step = last_step(sight, ClaimObjective)
    tokens = [o for o in turn.options if isinstance(o, SpendCommandToken)]
    if tokens:
        return max(tokens, key=lambda o: getattr(sight.me, o.pool))
    if step is None:
        return None
    for use, left in (("influence", step.influence), ("resources", step.resources)):
        if left:
            picked = pay_choice(sight, turn.options, use, left)
            if picked is not None:
                return picked
    goods = [o for o in turn.options if isinstance(o, SpendTradeGood)]
    return goods[0] if goods else None


def buy_tokens(turn: BotTurn, sight: Sight) -> Any:
    """Leadership: spend influence for command tokens (3 each) while influence is to spare."""
    step = last_step(sight, CardAbility)
    paid = step.paid if step is not None else 0
    on_sheet = sight.me.tactic + sight.me.fleet + sight.me.strategy
    spare = budget(sight, "influence", goods=False)
    target = 0
    if on_sheet < 13:
        target = min(6, 3 * ((spare + paid) // 3))
    if paid >= target:
        return StopPaying()
    planets = [o for o in turn.options if isinstance(o, ExhaustPlanet)]
    picked = pay_choice(sight, planets, "influence", target - paid, keep=kept_planets(sight))
    return picked if picked is not None else StopPaying()


# ----- command tokens ---------------------------------------------------------------------------------------

def fleet_needed(sight: Sight) -> int:
    """Fleet tokens for the largest group of non-fighter ships (never fewer: ships would be lost), and room
    to gather a few more, but tactic tokens come first."""
    largest = max((count(s.space, sight.seat, NON_FIGHTERS) for s in sight.view.systems), default=0)
    return max(largest, min(3 + sight.view.round // 3, 5))


def fleet_floor(sight: Sight) -> int:
    return max((count(s.space, sight.seat, NON_FIGHTERS) for s in sight.view.systems), default=0)


def set_pool(turn: BotTurn, sight: Sight) -> Any:
    """Tactic tokens first (actions are what wins), the fleet pool as big as the largest fleet needs,
    two or three strategy tokens for the secondaries."""
    step = last_step(sight, PlaceTokens)
    options = [o for o in turn.options if isinstance(o, SetPool)]
    if step is None or not options:
        return None
    top = max(o.count for o in options)
    me = sight.me
    if options[0].pool == "tactic":
        if step.redistribute:
            fleet = min(fleet_needed(sight), top)
            strategy = min(3 if top - fleet >= 9 else 2, max(0, top - fleet - 3))
            wanted = top - fleet - strategy
        else:
            fleet_short = max(0, fleet_floor(sight) - me.fleet)
            strategy_short = max(0, 1 - me.strategy)
            wanted = top - fleet_short - strategy_short
        return SetPool("tactic", max(0, min(top, wanted)))
    if step.redistribute:  # of what is left after the tactic pool (the rest goes to strategy)
        wanted = min(top, fleet_needed(sight))
    else:
        wanted = min(top, max(0, fleet_floor(sight) - me.fleet))
    return SetPool("fleet", wanted)


# ----- research ---------------------------------------------------------------------------------------------

# How much the bot wants each generic technology, before the objectives (a house opinion).
TECH_VALUE = {
    "gravity_drive": 7, "sarween_tools": 5, "neural_motivator": 5, "plasma_scoring": 4, "antimass_deflectors": 4,
    "carrier_2": 7, "dreadnought_2": 5, "cruiser_2": 4, "fighter_2": 4, "infantry_2": 3, "destroyer_2": 3,
    "war_sun": 6, "fleet_logistics": 7, "graviton_laser_system": 3, "duranium_armor": 4, "assault_cannon": 5,
    "magen_defense_grid": 3, "hyper_metabolism": 5, "dacxive_animators": 3, "x89_bacterial_weapon": 3,
    "light_wave_deflector": 4, "transit_diodes": 2, "integrated_economy": 5, "space_dock_2": 4, "pds_2": 2,
    "ai_development_algorithm": 4, "psychoarchaeology": 3, "bio_stims": 4, "dark_energy_tap": 3, "sling_relay": 3,
    "scanlink_drone_network": 2, "predictive_intelligence": 3, "self_assembly_routines": 3,
}


def tech_worth(sight: Sight, tech_id: str) -> float:
    tech = catalogue().get(tech_id)
    worth = float(TECH_VALUE.get(tech_id, 4))
    if tech is None:
        return worth
    after = [*sight.me.technologies, tech_id]
    for goal in sight.goals.of("techs"):  # a step toward a technology objective, the nearer the more
        if not goal.met:
            gain = tech_progress(goal.objective.condition, after, sight.me.faction) - goal.have
            worth += goal.urgency() * min(max(0.0, gain), goal.gap)
    for objective in sight.open_objectives:
        if tech_id == "war_sun" and "war_sun" in objective.condition.get("unit_types", []):
            worth += 3 * objective.vp
    if tech.faction:
        worth += 2
    return worth


def research(turn: BotTurn, sight: Sight) -> Any:
    choices = [o for o in turn.options if isinstance(o, ResearchTechnology)]
    if not choices:
        return None
    step = last_step(sight, Research)
    cost = step.cost if step is not None else 0
    best = max(choices, key=lambda o: (tech_worth(sight, o.technology), o.technology))
    if SkipResearch() in turn.options:
        spare = budget(sight, "resources")
        if spare < cost + 1 or tech_worth(sight, best.technology) < 4:
            return SkipResearch()
    return best


def specialty(turn: BotTurn, sight: Sight) -> Any:
    """Ignore a prerequisite with the cheapest planet (or AI Development Algorithm)."""
    if UseAlgorithm() in turn.options:
        return UseAlgorithm()
    planets = [o for o in turn.options if isinstance(o, UseSpecialty)]
    return min(planets, key=lambda o: sight.planets[o.planet].resources) if planets else None


# ----- production -------------------------------------------------------------------------------------------

def _order_cost(sight: Sight, order: dict[str, int]) -> int:
    total = 0
    for kind, number in order.items():
        unit = sight.mine(kind)
        per = unit.units_per_cost or 1
        total += (unit.cost or 0) * -(-number // per)
    return total


def _frontier(sight: Sight) -> int:
    """Planets nobody holds within two systems of the systems where the seat has units or planets."""
    mine = {p.system for p in sight.my_planets}
    mine |= {s.node for s in sight.view.systems if any(u.owner == sight.seat for u in s.space)}
    near = set(mine)
    for _ in range(2):
        near |= {n for node in near for n in sight.neighbours(node)}
    return sum(1 for node in near if node in sight.systems for k in sight.systems[node].planets
               if sight.planets[k].owner == -1)


def _desires(sight: Sight) -> dict[str, float]:
    """Worth per resource of one more unit of each kind."""
    ground = sight.on_board(sight.seat, GROUND_FORCES)
    frontier = _frontier(sight)
    wanted_ground = min(12, frontier + 3)
    carriers = sight.on_board(sight.seat, ["carrier"])
    # Expansion goes as fast as carriers do: two early on, more while planets are still free.
    carrier = 1.4 if carriers < 3 + sight.view.round // 3 else 0.5
    if frontier >= 2 and carriers < min(4, 2 + sight.view.round // 2):
        carrier = 2.2
    desires = {
        "infantry": 1.5 if ground < wanted_ground else 0.5,
        "fighter": 0.7,
        "carrier": carrier,
        "destroyer": 0.8,
        "cruiser": 1.0,
        "dreadnought": 1.25,
        "war_sun": 1.4,
        "flagship": 1.1,
        "mech": 0.8,
    }
    for goal in sight.goals.all:
        if goal.met:
            continue
        c = goal.objective.condition
        kinds = c.get("unit_types", [])
        push = goal.urgency() / 3  # an objective one unit away doubles the wish for that unit
        if c["kind"] == "have_units" and ("war_sun" in kinds or "flagship" in kinds):
            desires["flagship"] += push
            desires["war_sun"] += push
        elif c["kind"] == "have_units" and "dreadnought" in kinds:
            desires["dreadnought"] += push / 2
        elif c["kind"] == "mechs_on_planets":
            desires["mech"] += push / 2
        elif c["kind"] == "ground_forces_on_one_planet":
            desires["infantry"] += push / 2
        elif goal.family == "presence":
            desires["destroyer"] += push / 3
            desires["cruiser"] += push / 6
        elif c["kind"] == "ships_in_one_system":
            for kind in ("destroyer", "cruiser", "carrier"):
                desires[kind] += push / 4
    return desires


def produce(turn: BotTurn, sight: Sight) -> Any:
    """Add the unit worth most per resource while the budget lasts, then finish the order."""
    step = last_step(sight, Production)
    if step is None:
        return None
    order: dict[str, int] = {}
    for item in step.order:
        order[item.kind] = order.get(item.kind, 0) + item.count
    spent = _order_cost(sight, order)
    allowed = production_budget(sight)
    saving = saving_for(sight)
    discounts = [o for o in turn.options if isinstance(o, UseTechnology)]
    if discounts and spent >= 3:
        return discounts[0]
    desires = _desires(sight)
    best: tuple[float, Any] | None = None
    for option in turn.options:
        if not isinstance(option, Produce):
            continue
        after = dict(order)
        after[option.kind] = after.get(option.kind, 0) + 1
        extra = _order_cost(sight, after) - spent
        if spent + extra > (production_budget(sight, option.kind) if saving and saving[0] == option.kind
                            else allowed):
            continue
        unit = sight.mine(option.kind)
        per = unit.units_per_cost or 1
        desire = desires.get(option.kind, 0.5) * 0.85 ** (order.get(option.kind, 0) // per)
        score = desire * 3.0 if extra == 0 else desire
        if option.kind in GROUND_FORCES and option.place == "":
            score -= 0.1
        if best is None or score > best[0]:
            best = (score, option)
    if best is not None and best[0] >= 0.6:
        return best[1]
    return FinishProduction()


def produce_at(turn: BotTurn, sight: Sight) -> Any:
    options = [o for o in turn.options if isinstance(o, ProduceAt)]
    if not options:
        return None

    def power(option: ProduceAt) -> int:
        system = sight.systems.get(option.system)
        return sum(sight.planets[k].resources for k in system.planets) if system is not None else 0

    return max(options, key=power)


def ships_here(sight: Sight, node: int) -> int:
    return count(sight.systems[node].space, sight.seat, SHIPS)
