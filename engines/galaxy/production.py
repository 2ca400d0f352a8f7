"""Producing units (LRR 67, 68): order units within the production limit, pay, place them.

The ``Production`` step serves the tactical action's production step and every other procedure that
produces: the Warfare secondary (one space dock in the home system), Sling Relay (one ship at a space
dock) and Integrated Economy (units on a planet just gained, cost up to its resources).

What is enforced when an order is built:
- the production limit: the combined PRODUCTION of the seat's units in the system (a space dock's
  value is the planet's resources plus its printed value); fighters and infantry count one by one
  though two come for one cost (67.2, 68.1);
- no ships where other players have ships (67.6; a blockaded unit therefore produces no ships, 14.1);
- ground forces on a planet holding a unit that produced, or in space when a unit in space produced
  (68.3, 68.4); ships in the system's space area (68.2);
- reinforcements (96; fighters and infantry are unlimited with tokens, 23.4b); war suns only with
  the War Sun technology; the fleet pool (37) and capacity in space (16.2, space docks letting fighters
  stay without capacity) after the new units are placed.
Relocating units from the board when reinforcements run out (67.5a) is not offered.

Hooks collected here:
- ``production_bonus`` (system): extra production value in that system.
- ``extra_producers`` (system): (planet or "", value) pairs that count as the seat's units with
  PRODUCTION there (Aerie Hololattice's planets with structures, Magmus Reactor's supernovas).
- ``kind_cap`` (system, kind, sources): the most units of that kind the order may hold (the Arborec's
  space docks produce no infantry); the smallest answer counts.
- ``production_discount`` (purpose, chosen): resources off the combined cost (Sarween Tools: 1);
  ``chosen`` lists the optional discounts the player took.
- ``optional_discounts`` (purpose, order): ids the seat may take for a discount now (AI Development
  Algorithm; the Vuil'raith's Amalgamation as "amalgamation:<kind>"); the player takes one with
  ``UseTechnology``; a technology among them is exhausted when the units are placed, and the hook
  point ``discounts_used`` (chosen) lets the others pay what they cost.
- ``production_extras`` (system, purpose): answers are lists of actions offered after the units are
  placed (Self-Assembly Routines); ``production_extra_chosen`` (action, system) resolves the chosen one.
- ``units_produced`` (system, units): after production, a hook point.
- ``uncounted_units`` (system, purpose): fighters and infantry of the order the production limit does not
  count (the Vuil'raith commander); ``production_discount`` is also told the ``order`` and the ``system``.

Timing windows: "when:production" (actor: the producer, ``system``) before the first order is asked
(War Machine); "after:production" once the units are placed (``subject``: what was placed, "kind" or
"kind@planet", comma-separated).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.actions.events import TechnologyExhausted
from engines.galaxy.adjacency import node_name
from engines.galaxy.amounts import amount
from engines.galaxy.board import planets_in, stats, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.economy import resources, spendable
from engines.galaxy.exploration.attachments import demilitarized
from engines.galaxy.forces import add_units, excess, other_ship_owners
from engines.galaxy.procedures import provides
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.production import Order, Production
from engines.galaxy.tactical.actions import Decline, FinishProduction, Produce, ProduceAt, Unproduce, UseTechnology
from engines.galaxy.tactical.events import UnitsProduced
from engines.galaxy.windows import open_window

PRODUCIBLE = (*SHIPS, *GROUND_FORCES)


def producers(state: TIState, seat: int, node: int) -> list[tuple[str, int]]:
    """Each of the seat's units with PRODUCTION in a system: (planet or "" for space, value). Worked out once a
    block of ``unchanged`` (a production's limits, places and sources all ask); never changed by its callers."""
    return effects.once(state, f"producers:{seat}:{node}", lambda: _producers(state, seat, node))


def _producers(state: TIState, seat: int, node: int) -> list[tuple[str, int]]:
    found: list[tuple[str, int]] = []
    for answer in effects.collect(state, "extra_producers", seat, system=node):
        found += answer
    for stack in system(state, node).space:
        ability = stats(state, seat, stack.kind).production if stack.owner == seat else None
        if ability is not None:
            found += [("", ability.value)] * stack.count
    for name in planets_in(state, node):
        for stack in state.planets[name].units:
            ability = stats(state, seat, stack.kind).production if stack.owner == seat else None
            if ability is not None:
                value = ability.value + (resources(state, name) if ability.plus_planet else 0)
                found += [(name, value)] * stack.count
    return found


def _home_dock(state: TIState, seat: int, node: int) -> list[tuple[str, int]]:
    docks = [p for p in producers(state, seat, node) if p[0] and any(
        s.owner == seat and s.kind == "space_dock" for s in state.planets[p[0]].units)]
    afloat = stats(state, seat, "space_dock").production  # a floating dock in the space area
    if afloat is not None and any(s.owner == seat and s.kind == "space_dock" for s in system(state, node).space):
        docks.append(("", afloat.value))
    return [max(docks, key=lambda p: p[1])] if docks else []


def sources(state: TIState, step: Production) -> list[tuple[str, int]]:
    """The production units this step uses. Worked out once a block of ``unchanged`` for the step's seat, system,
    purpose and limit (the limits, the places of every kind and the kind caps all ask); never changed by its
    callers."""
    return effects.once(state, f"production_sources:{step.seat}:{step.system}:{step.purpose}:{step.limit}",
                        lambda: _sources(state, step))


def _sources(state: TIState, step: Production) -> list[tuple[str, int]]:
    if step.purpose == "home_dock":
        return _home_dock(state, step.seat, step.system)
    if step.purpose == "tactical":
        return producers(state, step.seat, step.system)
    if step.purpose == "unit":  # one unit in the space area produces (the Arborec flagship)
        return [("", step.limit)]
    return []


def limit(state: TIState, step: Production) -> int | None:
    """How many units the order may hold (None: no limit but the cost cap)."""
    if step.limit >= 0:
        return step.limit
    if step.purpose in ("planet", "system"):
        return None
    found = sources(state, step)
    if not found:
        return 0
    return sum(v for _, v in found) + effects.total(state, "production_bonus", step.seat, system=step.system)


def places(state: TIState, step: Production, kind: str) -> list[str]:
    """Where a unit of ``kind`` may be placed ("" is the space area)."""
    if kind in SHIPS:
        return [] if other_ship_owners(state, step.seat, step.system) else [""]
    if step.purpose == "one_ship":
        return []
    if step.purpose == "planet":
        return [] if demilitarized(state, step.planet) else [step.planet]
    if step.purpose == "system":  # an effect produces here without a unit that has PRODUCTION
        return [p for p in planets_in(state, step.system)
                if state.planets[p].owner == step.seat and not demilitarized(state, p)]
    found = sources(state, step)
    spots = list(dict.fromkeys(p for p, _ in found if p))
    if any(p == "" for p, _ in found):
        spots = [""] + [p for p in planets_in(state, step.system) if state.planets[p].owner == step.seat] + spots
    return [p for p in dict.fromkeys(spots) if not p or not demilitarized(state, p)]


def ordered(order: Iterable[Order], kinds: Iterable[str] | None = None, place: str | None = None) -> int:
    wanted = None if kinds is None else set(kinds)
    return sum(o.count for o in order if (wanted is None or o.kind in wanted) and (place is None or o.place == place))


def cost(state: TIState, seat: int, order: Iterable[Order]) -> int:
    """The combined cost before discounts: two-for-one units cost once per pair (LRR 67.1c, 67.2)."""
    by_kind: dict[str, int] = {}
    for item in order:
        by_kind[item.kind] = by_kind.get(item.kind, 0) + item.count
    total = 0
    single = effects.any_true(state, "one_unit_per_cost", seat)
    for kind, number in by_kind.items():
        unit = stats(state, seat, kind)
        per = 1 if single else unit.units_per_cost or 1
        total += (unit.cost or 0) * -(-number // per)
    return total


def discount(state: TIState, step: Production, order: list[Order] | None = None) -> int:
    return effects.total(state, "production_discount", step.seat, purpose=step.purpose, chosen=tuple(step.discounts),
                         order=tuple(step.order if order is None else order), system=step.system)


def optional_discounts(state: TIState, step: Production) -> list[str]:
    offered: list[str] = []
    answers = effects.collect(state, "optional_discounts", step.seat, purpose=step.purpose, order=tuple(step.order))
    for answer in answers:
        offered += answer if isinstance(answer, list) else [answer]
    return [t for t in offered if t not in step.discounts]


def price(state: TIState, step: Production) -> int:
    return _price(state, step, step.order)


def _price(state: TIState, step: Production, order: list[Order], off: int | None = None) -> int:
    base = cost(state, step.seat, order)
    return max(0, base - (discount(state, step, order) if off is None else off)) if base else 0


def _with(order: list[Order], kind: str, place: str, change: int) -> list[Order]:
    result = [Order(o.kind, o.place, o.count) for o in order]
    for item in result:
        if item.kind == kind and item.place == place:
            item.count += change
            return [o for o in result if o.count > 0]
    return [*result, Order(kind, place, change)] if change > 0 else result


def can_build(state: TIState, seat: int, kind: str) -> bool:
    unit = stats(state, seat, kind)
    if unit.cost is None:
        return False
    return unit.requires is None or unit.requires in state.players[seat].technologies


class Limits:
    """What an order must stay within, worked out once per decision (the options test many orders)."""

    def __init__(self, state: TIState, step: Production) -> None:
        self.cap = limit(state, step)
        self.left = left_in_reinforcements(state, step.seat)
        self.before = excess(state, step.seat, step.system)
        self.budget = spendable(state, step.seat, step.currency)
        self.discount = discount(state, step)
        self.uncounted = effects.total(state, "uncounted_units", step.seat, system=step.system, purpose=step.purpose)
        self.caps: dict[str, int] = {}
        found = sources(state, step)
        for kind in PRODUCIBLE:
            answers = effects.collect(state, "kind_cap", step.seat, system=step.system, kind=kind, sources=found,
                                      purpose=step.purpose)
            if answers:
                self.caps[kind] = min(int(a) for a in answers)


def left_in_reinforcements(state: TIState, seat: int) -> dict[str, int | None]:
    """Units of each producible kind still in reinforcements (None: unlimited), counted in one pass."""
    placed: dict[str, int] = {}
    held = [p.captured for p in state.players]
    for stacks in [*(s.space for s in state.systems.values()), *(p.units for p in state.planets.values()), *held]:
        for stack in stacks:
            if stack.owner == seat:
                placed[stack.kind] = placed.get(stack.kind, 0) + stack.count
    left: dict[str, int | None] = {}
    for kind in PRODUCIBLE:
        unit = stats(state, seat, kind)
        left[kind] = None if unit.tokens_unlimited else max(0, unit.reinforcements - placed.get(kind, 0))
    return left


def fits(state: TIState, step: Production, order: list[Order], limits: Limits | None = None) -> bool:
    """The order keeps every limit once its units are placed."""
    limits = limits or Limits(state, step)
    if limits.cap is not None and counted(order, limits) > limits.cap:
        return False
    if step.cost_cap >= 0 and cost(state, step.seat, order) > step.cost_cap:
        return False
    if step.unit_cost_cap >= 0 and any((stats(state, step.seat, o.kind).cost or 0) > step.unit_cost_cap for o in order):
        return False
    for kind in {o.kind for o in order}:
        left = limits.left.get(kind)
        if left is not None and ordered(order, [kind]) > left:
            return False
        cap = limits.caps.get(kind)
        if cap is not None and ordered(order, [kind]) > cap:
            return False
    in_space: dict[str, int] = {}
    for item in order:
        if item.place == "":
            in_space[item.kind] = in_space.get(item.kind, 0) + item.count
    if in_space:
        after = excess(state, step.seat, step.system, in_space)
        if after[0] > limits.before[0] or after[1] > limits.before[1]:
            return False
    return True


def produce_options(state: TIState, step: Production) -> list[Produce]:
    """Units that can join the order: within every limit and still affordable (LRR 67.1)."""
    options = []
    limits = Limits(state, step)
    if limits.cap is not None and counted(step.order, limits) >= limits.cap + limits.uncounted:
        return []
    for kind in PRODUCIBLE:
        if not can_build(state, step.seat, kind):
            continue
        for place in places(state, step, kind):
            order = _with(step.order, kind, place, 1)
            if _price(state, step, order) <= limits.budget and fits(state, step, order, limits):
                options.append(Produce(kind, place))
    return options


def counted(order: list[Order], limits: Limits) -> int:
    """Units the production limit counts: fighters and infantry some effect leaves out are not counted."""
    return ordered(order) - min(limits.uncounted, ordered(order, ["fighter", "infantry"]))


def place_order(state: TIState, step: Production) -> list[Event]:
    seat = step.seat
    placed: dict[str, int] = {}
    for item in step.order:
        add_units(state, seat, step.system, item.place, item.kind, item.count)
        label = f"{item.kind}@{item.place}" if item.place else item.kind
        placed[label] = placed.get(label, 0) + item.count
    events: list[Event] = [UnitsProduced(seat=seat, system=step.system, units=placed, cost=price(state, step))]
    for tech in step.discounts:
        if tech in state.players[seat].technologies:
            state.players[seat].exhausted.append(tech)
            events.append(TechnologyExhausted(seat=seat, technology=tech))
    if step.discounts:
        events += effects.fire(state, "discounts_used", [seat], chosen=tuple(step.discounts), system=step.system)
    events += effects.fire(state, "units_produced", [seat], system=step.system, units=placed)
    open_window(state, "after:production", actors=[seat], system=step.system, subject=",".join(sorted(placed)))
    return events


def extras(state: TIState, step: Production) -> list[Any]:
    offered: list[Any] = []
    for answer in effects.collect(state, "production_extras", step.seat, system=step.system, purpose=step.purpose):
        offered += answer
    return offered


@flow.handles(Production)
class ProductionHandler:
    def asks(self, state: TIState, step: Production) -> bool | None:
        """An order with units in it is always asked about (to finish it, at least); an empty one, the system
        to produce in and the extras after it need their options (not told here)."""
        if step.stage == "order":
            return False if not step.windowed else (True if step.order else None)
        return None if step.stage in ("where", "extras") else False

    def decisions(self, state: TIState, step: Production) -> list[Decision]:
        seat = step.seat
        if step.stage == "order" and not step.windowed:
            return []
        if step.stage == "order":
            options: list[Any] = list(produce_options(state, step))
            if not options and not step.order:
                return []  # nothing this player could produce and pay for
            options += [Unproduce(o.kind, o.place) for o in step.order]
            options += [UseTechnology(t) for t in optional_discounts(state, step)]
            options.append(FinishProduction())
            room = limit(state, step)
            left = "" if room is None else f", {amount(room - ordered(step.order), 'more unit')} allowed"
            prompt = "{p%d}: produce in %s: %s ordered, cost %d (you can spend %d)%s" % (
                seat, node_name(step.system), amount(ordered(step.order), "unit"), price(state, step),
                spendable(state, seat, step.currency), left)
            return [Decision(seat, prompt, options, "LRR 68")]
        if step.stage == "where":
            where = producing_systems(state, seat) if step.purpose == "tactical" else dock_systems(state, seat)
            options = [ProduceAt(n) for n in where]
            if options:
                return [Decision(seat, "{p%d}: choose a system with your space dock to produce in" % seat,
                                 list(options), "LRR 67.4")]
        if step.stage == "extras":
            offered = extras(state, step)
            if offered:
                return [Decision(seat, "{p%d}: after producing" % seat, [*offered, Decline()], "LRR 68")]
        return []

    def perform(self, state: TIState, step: Production, seat: int, action: Any) -> list[Event]:
        if isinstance(action, ProduceAt):
            step.system = action.system
            step.stage = "order"
        elif isinstance(action, Produce):
            step.order = _with(step.order, action.kind, action.place, 1)
        elif isinstance(action, Unproduce):
            step.order = _with(step.order, action.kind, action.place, -1)
        elif isinstance(action, UseTechnology):
            step.discounts.append(action.technology)
        elif isinstance(action, FinishProduction):
            if not step.order:
                step.stage = "done"
            else:
                step.stage = "place"
                flow.push(state, Pay(seat=seat, kind=step.currency, amount=price(state, step), why="production"))
        elif isinstance(action, Decline):
            step.stage = "done"
        else:
            step.stage = "done"
            return effects.fire(state, "production_extra_chosen", [seat], action=action, system=step.system)
        return []

    def run(self, state: TIState, step: Production) -> list[Event]:
        if step.stage == "order" and not step.windowed:
            step.windowed = True
            if producers(state, step.seat, step.system) or step.purpose == "planet":
                open_window(state, "when:production", actors=[step.seat], system=step.system)
            return []
        if step.stage == "place":
            step.stage = "extras"
            return place_order(state, step)
        if step.stage == "extras":  # nothing offered after producing
            step.stage = "done"
            return []
        flow.pop(state, step)  # "order" with nothing to produce, or "done"
        return []


@provides("production")
def dock_production(state: TIState, seat: int, system: int, source: str) -> Production:
    """PRODUCTION outside a tactical action: one space dock in ``system`` (the Warfare secondary, LRR 99.3:
    ``source`` "warfare"). Push the step it returns."""
    return Production(seat=seat, system=system, purpose="home_dock")


def home_dock_production(state: TIState, seat: int) -> Production:
    """The Warfare secondary's production in the seat's home system."""
    return Production(seat=seat, system=state.players[seat].home, purpose="home_dock")


def producing_systems(state: TIState, seat: int) -> list[int]:
    """Systems holding one of the seat's units with PRODUCTION (Chaos Mapping's choice)."""
    found = [int(n) for n in state.systems if producers(state, seat, int(n))]
    return sorted(found)


def dock_systems(state: TIState, seat: int) -> list[int]:
    """Systems with one of the seat's space docks and no other player's ships (Sling Relay's choice)."""
    found = {p.system for p in state.planets.values()
             if any(s.owner == seat and s.kind == "space_dock" for s in p.units)}
    found |= {int(k) for k, s in state.systems.items()  # floating docks (the Saar's)
              if any(u.owner == seat and u.kind == "space_dock" for u in s.space)}
    return sorted(n for n in found if not other_ship_owners(state, seat, n))
