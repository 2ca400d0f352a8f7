"""The "Move Ships" step (LRR 58, 89.2, 95, 41): choose a system, declare ships and what they carry, end movement.

A ship may move from a system without its owner's command token, along adjacent systems, entering
no more systems than its move value (each exit from a gravity rift adds one and costs a roll), never
through a system holding other players' ships, into or through an asteroid field or supernova, or
through a nebula (a nebula is entered only as the active system; a ship starting in one has move 1).
Its route is the one with the fewest gravity rift exits. A ship with capacity picks up fighters and
ground forces from the system it starts in, one system it passes through (``via``), and the active
system; never from another system holding the mover's command token (LRR 95.3).

Hooks collected here:
- ``move_modifier`` (unit, origin): an int added to the move value of that kind starting there.
- ``move_bonus``: how many single ships may get +1 move this tactical action (Gravity Drive).
- ``enter_anomaly`` (anomaly): true if the seat's ships may move into and through that anomaly
  (Antimass Deflectors for asteroid fields).
- ``pass_through_ships`` (unit): true if the seat's ships (of that kind) may pass systems holding other
  players' ships (Light/Wave Deflector; the Yssaril flagship).
- ``pass_anomaly`` (anomaly): true if the seat's ships may move through that anomaly without stopping
  there (the Muaat's supernovas).
- ``ignore_nebula``: true if nebulae neither stop nor slow the seat's ships (the Empyrean).
- ``ships_let_through`` (mover): asked of every other seat: true if its ships do not stop ``mover``'s
  ships this tactical action (the Empyrean's Aetherpassage).
- ``blocks_movement`` (mover): asked of every other seat: systems (a list) ``mover``'s ships may enter
  but not pass (the Argent's Aerie Hololattice).
- ``safe_rifts`` (unit): gravity rifts (a list of systems) whose exits cost the seat's ships no roll
  (the Vuil'raith's dimensional tears); ``no_rift_rolls``: true if no exit costs a roll this movement;
  ``rift_move_bonus``: move added to the usual +1 for each exit from a gravity rift (the Crucible).
- ``pass_through_nebulae``: true if the seat's ships may pass through nebulae (Shared Research).
- ``ignore_anomalies``: true if anomalies neither stop the seat's ships nor cost rolls (Nav Suite).
- ``pass_through_from``: systems (nodes) whose ships of the seat may pass other players' ships
  (In the Silence of Space).
- ``ships_moved`` (system, origins): a hook point for the mover once its ships have arrived (an ion
  storm flipping, captured units coming home after a blockade); other players answer the window
  "after:move_into" (``tactical/activation.py``).
- the galaxy is ``board.galaxy_for(state, seat, kind)``: wormhole tokens, carried wormholes and the
  seat's own adjacency effects.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from itertools import combinations
from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.adjacency import Galaxy, node_name
from engines.galaxy.board import add, galaxy_for, planets_in, remove, stats, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.forces import AFLOAT, NON_FIGHTERS, enter, excess, non_fighters, place_stacks, take_away
from engines.galaxy.movement import IMPASSABLE
from engines.galaxy.state import TIState
from engines.galaxy.steps.movement import Cargo, Movement, Transit, TrimExcess
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.actions import EndMovement, FinishOrigin, Load, MoveFrom, MoveShip, Remove
from engines.galaxy.tactical.events import RiftRoll, ShipsMoved

CARGO = ("fighter", *GROUND_FORCES)
RIFT_LOSES_ON = 3  # a roll of 1-3 removes the ship leaving a gravity rift (LRR 41.2)


# ----- routes ---------------------------------------------------------------------------------------

def rift_exits(space: Galaxy, origin: int, target: int, budget: int, blocked: set[int],
               impassable: frozenset[str], via: int = -1, passable: frozenset[str] = frozenset(),
               nebula_free: bool = False, safe: frozenset[int] = frozenset(), rift_bonus: int = 1) -> int | None:
    """The fewest gravity rift exits on a legal route from ``origin`` to ``target`` (through ``via``), or None.

    ``budget`` is the move value; leaving a gravity rift gives one more (LRR 41.1). Nodes in ``blocked``
    (other players' ships) and nebulae can be entered only as the target; the origin may be left freely.
    Anomalies in ``passable`` may be crossed but not ended in; with ``nebula_free`` nebulae are like empty
    space; exits from rifts in ``safe`` give their move but cost no roll (and are not counted).
    """
    anomalies = space.anomalies
    start = (origin, budget, via == -1)
    best = {start: 0}
    queue = [(0, origin, budget, via == -1)]
    while queue:
        rifts, here, left, seen = heapq.heappop(queue)
        if best.get((here, left, seen), 1 << 30) < rifts:
            continue
        if here == target and seen and here != origin:
            return rifts
        if here != origin and (here in blocked or (not nebula_free and "nebula" in anomalies(here))):
            continue
        rift = "gravity_rift" in anomalies(here)
        after = left - 1 + (rift_bonus if rift else 0)
        if after < 0:
            continue
        cost = rifts + (1 if rift and here not in safe else 0)
        for there in space.neighbours(here):
            kinds = anomalies(there)
            if impassable.intersection(kinds) or ("nebula" in kinds and there != target and not nebula_free):
                continue
            if there == target and passable.intersection(kinds):
                continue
            label = (there, after, seen or there == via)
            if cost < best.get(label, 1 << 30):
                best[label] = cost
                heapq.heappush(queue, (cost, *label))
    return None


def move_value(state: TIState, seat: int, kind: str, origin: int = -1) -> int:
    base = stats(state, seat, kind).move or 0
    return max(0, base + effects.total(state, "move_modifier", seat, unit=kind, origin=origin)) if base else 0


def impassable_for(state: TIState, seat: int) -> frozenset[str]:
    return frozenset(a for a in IMPASSABLE if not effects.any_true(state, "enter_anomaly", seat, anomaly=a))


def passable_for(state: TIState, seat: int) -> frozenset[str]:
    """Impassable anomalies the seat's ships may cross without ending there (and may not enter)."""
    return frozenset(a for a in IMPASSABLE if effects.any_true(state, "pass_anomaly", seat, anomaly=a)
                     and effects.any_true(state, "enter_anomaly", seat, anomaly=a) is False)


def blocked_for(state: TIState, seat: int, kind: str = "") -> set[int]:
    """Systems the seat's ships may end in but not move through: other players' ships (LRR 58.3) and what
    other players' effects close to it."""
    others = [p.seat for p in state.players if p.seat != seat and not p.eliminated]
    blocked: set[int] = set()
    for other in others:
        for answer in effects.collect(state, "blocks_movement", other, mover=seat):
            blocked.update(answer)
    if effects.any_true(state, "pass_through_ships", seat, unit=kind):
        return blocked
    let_through = {o for o in others if effects.any_true(state, "ships_let_through", o, mover=seat)}
    for key, place in state.systems.items():  # plain loops: most space areas are empty
        for stack in place.space:
            if stack.owner != seat and stack.kind in SHIPS and stack.owner not in let_through:
                blocked.add(int(key))
                break
    return blocked


def safe_rifts(state: TIState, seat: int, kind: str = "") -> frozenset[int]:
    found = {n for answer in effects.collect(state, "safe_rifts", seat, unit=kind) for n in answer}
    return frozenset(found)


class Router:
    """Route queries for one seat's movement, cached for one decision."""

    # Kinds that may see the galaxy differently from the rest of the fleet (faction flagships).
    SPECIAL = ("flagship",)

    def __init__(self, state: TIState, step: Movement) -> None:
        self.state, self.step = state, step
        seat = step.seat
        self.space = galaxy_for(state, seat)
        self.blocked = blocked_for(state, seat)
        self.passable = passable_for(state, seat)
        self.impassable = impassable_for(state, seat) - self.passable
        self.nebula_free = effects.any_true(state, "ignore_nebula", seat) or effects.any_true(
            state, "pass_through_nebulae", seat)
        self.safe = safe_rifts(state, seat)
        self.rift_bonus = 1 + effects.total(state, "rift_move_bonus", seat)
        self.free_from = {int(n) for n in effects.collect(state, "pass_through_from", seat)}
        if effects.any_true(state, "ignore_anomalies", seat):  # Nav Suite: no anomaly stops or costs a roll
            self.impassable = frozenset()
            self.nebula_free = True
            self.safe = frozenset(n for n in self.space.systems() if "gravity_rift" in self.space.anomalies(n))
        self.bonus = effects.total(state, "move_bonus", seat) - sum(1 for t in step.ships if t.boosted)
        self._cache: dict[tuple[str, int, int, int], int | None] = {}
        self._special: dict[str, tuple[Galaxy, set[int], frozenset[int]]] = {}

    def _view(self, kind: str) -> tuple[Galaxy, set[int], frozenset[int]]:
        if kind not in self.SPECIAL:
            return self.space, self.blocked, self.safe
        if kind not in self._special:
            seat = self.step.seat
            self._special[kind] = (galaxy_for(self.state, seat, kind), blocked_for(self.state, seat, kind),
                                   safe_rifts(self.state, seat, kind))
        return self._special[kind]

    def _exits(self, kind: str, origin: int, budget: int, via: int) -> int | None:
        group = kind if kind in self.SPECIAL else ""
        label = (group, origin, budget, via)
        if label not in self._cache:
            space, blocked, safe = self._view(kind)
            if origin in self.free_from:  # In the Silence of Space
                blocked = set()
            self._cache[label] = rift_exits(space, origin, self.step.system, budget, blocked, self.impassable,
                                            via, self.passable, self.nebula_free, safe, self.rift_bonus)
        return self._cache[label]

    def route(self, kind: str, origin: int, via: int = -1) -> tuple[int, bool] | None:
        """(rift exits, needs the move bonus) for a ship of ``kind`` from ``origin``, or None."""
        move = move_value(self.state, self.step.seat, kind, origin)
        if move <= 0:
            return None
        slowed = "nebula" in self.space.anomalies(origin) and not self.nebula_free
        budget = 1 if slowed else move
        rifts = self._exits(kind, origin, budget, via)
        if rifts is not None:
            return rifts, False
        if self.bonus > 0:
            rifts = self._exits(kind, origin, budget + 1, via)
            if rifts is not None:
                return rifts, True
        return None


# ----- what is left to declare -------------------------------------------------------------------------

def ships_left(state: TIState, step: Movement, origin: int) -> dict[tuple[str, bool], int]:
    """The seat's ships in ``origin`` not yet declared, by (kind, damaged)."""
    left: dict[tuple[str, bool], int] = {}
    for stack in system(state, origin).space:
        if stack.owner == step.seat and stack.kind in AFLOAT:  # ships, and floating docks that move like them
            if stack.count - stack.damaged:
                left[(stack.kind, False)] = stack.count - stack.damaged
            if stack.damaged:
                left[(stack.kind, True)] = stack.damaged
    for ship in step.ships:
        if ship.origin == origin:
            left[(ship.kind, ship.damaged)] -= 1
    for item in step.cargo:  # a fighter picked up is not also moving on its own
        if item.system == origin and not item.planet and (item.kind, item.damaged) in left:
            left[(item.kind, item.damaged)] -= 1
    return {k: n for k, n in left.items() if n > 0}


def cargo_left(state: TIState, step: Movement, node: int, planet: str) -> dict[tuple[str, bool], int]:
    left: dict[tuple[str, bool], int] = {}
    for stack in place_stacks(state, node, planet):
        if stack.owner == step.seat and stack.kind in CARGO:
            if stack.count - stack.damaged:
                left[(stack.kind, False)] = stack.count - stack.damaged
            if stack.damaged:
                left[(stack.kind, True)] = stack.damaged
    for item in step.cargo:
        if item.system == node and item.planet == planet:
            left[(item.kind, item.damaged)] -= 1
    for ship in step.ships:  # fighters moving on their own leave with their own move value
        if not planet and ship.origin == node and (ship.kind, ship.damaged) in left and ship.kind in CARGO:
            left[(ship.kind, ship.damaged)] -= 1
    return {k: n for k, n in left.items() if n > 0}


def _touches(ship: Transit, active: int) -> set[int]:
    return {ship.origin, active} | ({ship.via} if ship.via != -1 else set())


def fits(state: TIState, seat: int, ships: Iterable[Transit], cargo: list[Cargo], active: int) -> bool:
    """Whether the declared cargo fits the declared ships' capacity, each item in a ship that passes its
    system (Hall's condition on every set of pick-up systems)."""
    ships = list(ships)
    demand: dict[int, int] = {}
    free = capacity_free(state, seat) if any(stats(state, seat, s.kind).capacity for s in ships) else frozenset()
    for item in cargo:
        if item.kind not in free:
            demand[item.system] = demand.get(item.system, 0) + 1
    places = sorted(demand)
    room = [(stats(state, seat, s.kind).capacity, _touches(s, active)) for s in ships]
    for size in range(1, len(places) + 1):
        for chosen in combinations(places, size):
            wanted = sum(demand[p] for p in chosen)
            available = sum(c for c, touched in room if touched.intersection(chosen))
            if wanted > available:
                return False
    return True


def capacity_free(state: TIState, seat: int) -> frozenset[str]:
    """Hook ``capacity_free``: kinds of the seat's that use no capacity while carried, or in a space area
    with its ships that have capacity (the Argent's Aerie Sentinel)."""
    return frozenset(k for answer in effects.collect(state, "capacity_free", seat) for k in answer)


def leaves_tokens(state: TIState, seat: int) -> bool:
    """Hook ``leave_own_tokens``: true if the seat's units may move and be carried out of systems holding its
    command tokens this movement (the Dominus Orb)."""
    return effects.any_true(state, "leave_own_tokens", seat)


def token_leavers(state: TIState, seat: int) -> frozenset[str]:
    """Hook ``leave_own_tokens_kinds``: ship kinds that may move out of (or pass through to pick up from) systems
    holding the seat's command tokens, with what they carry (Ahk-Syl Siven: the flagship)."""
    return frozenset(k for answer in effects.collect(state, "leave_own_tokens_kinds", seat) for k in answer)


def pickup_systems(state: TIState, step: Movement) -> list[int]:
    """Systems a passing ship could pick units up from: the mover's fighters or ground forces there, no token
    (a system with one only for the kinds ``token_leavers`` names: ``ship_options`` checks the kind)."""
    found = []
    free = leaves_tokens(state, step.seat) or bool(token_leavers(state, step.seat))
    for name, sys_state in state.systems.items():
        node = int(name)
        if node == step.system or (step.seat in sys_state.tokens and not free):
            continue
        here = any(s.owner == step.seat and s.kind in CARGO for s in sys_state.space)
        here = here or any(s.owner == step.seat and s.kind in GROUND_FORCES
                           for p in planets_in(state, node) for s in state.planets[p].units)
        if here:
            found.append(node)
    return found


def origins(state: TIState, step: Movement, router: Router) -> list[int]:
    """Systems holding ships that can still be declared moving into the active system."""
    found = []
    free = leaves_tokens(state, step.seat)
    leavers = token_leavers(state, step.seat)
    for name, sys_state in state.systems.items():
        if not sys_state.space:  # no ships at all (most systems): nothing to look at
            continue
        node = int(name)
        held = step.seat in sys_state.tokens and not free
        if node == step.system or (held and not leavers):
            continue
        if not any(s.owner == step.seat and s.kind in AFLOAT for s in sys_state.space):
            continue
        if any(router.route(kind, node) for kind, _ in ships_left(state, step, node) if not held or kind in leavers):
            found.append(node)
    return found


def fleet_room(state: TIState, step: Movement) -> int:
    """Non-fighter ships that can still join the active system within the fleet pool (LRR 37.1)."""
    declared = sum(1 for s in step.ships if s.kind in NON_FIGHTERS)
    return state.players[step.seat].fleet - non_fighters(state, step.seat, step.system) - declared


def ship_options(state: TIState, step: Movement, router: Router) -> list[MoveShip]:
    options: list[MoveShip] = []
    room = fleet_room(state, step)
    pickups = pickup_systems(state, step)
    free = leaves_tokens(state, step.seat)
    leavers = token_leavers(state, step.seat) if not free else frozenset()
    held = {n for n in pickups if step.seat in system(state, n).tokens} if leavers else set()
    for (kind, damaged), _ in sorted(ships_left(state, step, step.origin).items()):
        if kind in NON_FIGHTERS and room <= 0:
            continue
        if leavers and kind not in leavers and step.seat in system(state, step.origin).tokens:
            continue
        if router.route(kind, step.origin) is not None:
            options.append(MoveShip(kind, damaged))
        if stats(state, step.seat, kind).capacity:
            for via in pickups:
                if via in held and kind not in leavers:
                    continue
                if via != step.origin and router.route(kind, step.origin, via) is not None:
                    options.append(MoveShip(kind, damaged, via))
    return options


def load_options(state: TIState, step: Movement) -> list[Load]:
    """Fighters and ground forces that fit into the declared ships."""
    carriers = [s for s in step.ships if stats(state, step.seat, s.kind).capacity]
    if not carriers:
        return []
    places: list[tuple[int, str]] = []
    for node in dict.fromkeys(n for s in carriers for n in (s.origin, s.via) if n != -1):
        places.append((node, ""))
        places += [(node, p) for p in planets_in(state, node)]
    places += [(step.system, p) for p in planets_in(state, step.system)]
    options = []
    for node, planet in places:
        for (kind, damaged), _ in sorted(cargo_left(state, step, node, planet).items()):
            if planet and kind not in GROUND_FORCES:
                continue
            item = Cargo(kind, node, planet, damaged)
            if fits(state, step.seat, step.ships, [*step.cargo, item], step.system):
                options.append(Load(kind, node, planet, damaged))
    return options


# ----- resolving the move ---------------------------------------------------------------------------------

def board_cargo(state: TIState, step: Movement) -> list[int]:
    """Which declared ship carries each declared item (an index per item of ``step.cargo``).

    Items picked up on the way ride ships that cross no gravity rift where they can (a ruling: the
    rules leave the choice to the player); items picked up in the active system are never at risk,
    so they fill whatever room is left. Declared cargo always fits (``fits`` was checked).
    """
    ships, active = step.ships, step.system
    room = [stats(state, step.seat, s.kind).capacity for s in ships]
    safest = sorted(range(len(ships)), key=lambda i: ships[i].rifts)
    on: list[int] = [-1] * len(step.cargo)
    free = capacity_free(state, step.seat) if any(room) else frozenset()
    roomless = {k for k, item in enumerate(step.cargo) if item.kind in free}  # ride along, take no room

    def place(item: int, seen: set[int]) -> bool:
        order = safest if step.cargo[item].system != active else safest[::-1]
        if item in roomless:
            index = next((i for i in order if room[i] and step.cargo[item].system in _touches(ships[i], active)), -1)
            on[item] = index
            return index >= 0
        for index in order:
            if index in seen or step.cargo[item].system not in _touches(ships[index], active):
                continue
            seen.add(index)
            if sum(1 for k, x in enumerate(on) if x == index and k not in roomless) < room[index]:
                on[item] = index
                return True
            for other in [k for k, x in enumerate(on) if x == index and k not in roomless]:
                on[other] = -1
                if place(other, seen):
                    on[item] = index
                    return True
                on[other] = index
        return False

    for item in sorted(range(len(step.cargo)), key=lambda k: step.cargo[k].system == active):
        if not place(item, set()):
            raise RuntimeError("declared cargo found no ship to carry it")
    return on


def resolve(state: TIState, step: Movement) -> list[Event]:
    """Everything declared moves now: gravity rift rolls first, then the ships arrive together (LRR 58.6)."""
    seat, active = step.seat, step.system
    events: list[Event] = []
    on = board_cargo(state, step)
    no_rolls = effects.any_true(state, "no_rift_rolls", seat)
    survivors: list[Transit] = []
    carried: list[Cargo] = [c for c in step.cargo if c.system == active]
    for index, ship in enumerate(step.ships):
        load = [c for c, i in zip(step.cargo, on, strict=True) if i == index and c.system != active]
        lost = False
        for _ in range(0 if no_rolls else ship.rifts):
            result = state.rng.roll(10)
            lost = result <= RIFT_LOSES_ON
            events.append(RiftRoll(seat=seat, kind=ship.kind, result=result, lost=lost))
            if lost:
                break
        if lost:
            events += _lift(state, seat, ship.origin, "", ship.kind, ship.damaged, "gravity rift")
            for item in load:
                events += _lift(state, seat, item.system, item.planet, item.kind, item.damaged, "gravity rift")
        else:
            survivors.append(ship)
            carried += load
    arrived: dict[str, int] = {}
    for ship in survivors:
        _shift(state, seat, ship.origin, "", active, ship.kind, ship.damaged)
        arrived[ship.kind] = arrived.get(ship.kind, 0) + 1
    for item in carried:
        _shift(state, seat, item.system, item.planet, active, item.kind, item.damaged)
        arrived[item.kind] = arrived.get(item.kind, 0) + 1
    if arrived:
        enter(state, active)
        events.append(ShipsMoved(seat=seat, system=active, units=arrived))
    return events


def _lift(state: TIState, seat: int, node: int, planet: str, kind: str, damaged: bool, reason: str) -> list[Event]:
    return take_away(state, seat, node, planet, kind, 1, reason, damaged_first=damaged)


def _shift(state: TIState, seat: int, node: int, planet: str, active: int, kind: str, damaged: bool) -> None:
    remove(place_stacks(state, node, planet), seat, kind, 1, damaged_first=damaged)
    add(system(state, active).space, seat, kind, 1, 1 if damaged else 0)


def limit_checks(state: TIState, seat: int, nodes: Iterable[int]) -> None:
    """Push a trim for every system where the seat is over its fleet pool or capacity."""
    for node in dict.fromkeys(nodes):
        over_capacity, over_fleet = excess(state, seat, node)
        if over_capacity:
            flow.push(state, TrimExcess(seat=seat, system=node, reason="capacity"))
        if over_fleet:
            flow.push(state, TrimExcess(seat=seat, system=node, reason="fleet"))


@flow.handles(Movement)
class MovementHandler:
    def asks(self, state: TIState, step: Movement) -> bool:
        """``decisions`` always asks the moving seat (at least to end movement)."""
        return True

    def decisions(self, state: TIState, step: Movement) -> list[Decision]:
        router = Router(state, step)
        seat, where = step.seat, node_name(step.system)
        if step.origin == -1:
            options: list[Any] = [MoveFrom(n) for n in origins(state, step, router)]
            options.append(EndMovement())
            declared = len(step.ships)
            prompt = "{p%d}: choose a system to move ships from into %s, or end movement (%d declared)" % (
                seat, where, declared)
            return [Decision(seat, prompt, options, "LRR 58.4")]
        options = [*ship_options(state, step, router), *load_options(state, step), FinishOrigin(), EndMovement()]
        prompt = "{p%d}: ships from %s to %s: declare ships and what they carry" % (seat, node_name(step.origin), where)
        return [Decision(seat, prompt, options, "LRR 58.4, 95")]

    def perform(self, state: TIState, step: Movement, seat: int, action: Any) -> list[Event]:
        if isinstance(action, MoveFrom):
            step.origin = action.system
        elif isinstance(action, MoveShip):
            found = Router(state, step).route(action.kind, step.origin, action.via)
            if found is None:
                raise ValueError("that ship cannot reach the active system")
            rifts, boosted = found
            step.ships.append(Transit(action.kind, step.origin, action.via, action.damaged, rifts, boosted))
        elif isinstance(action, Load):
            step.cargo.append(Cargo(action.kind, action.system, action.planet, action.damaged))
        elif isinstance(action, FinishOrigin):
            step.origin = -1
        elif isinstance(action, EndMovement):
            events = resolve(state, step)
            moved_from = [s.origin for s in step.ships] + [s.via for s in step.ships if s.via != -1]
            tactical = flow.parent(state, TacticalAction)
            if tactical is not None and step.ships:
                tactical.moved = True
            flow.pop(state, step)
            limit_checks(state, seat, [*moved_from, step.system])
            if step.ships:  # the mover's own effects (an ion storm flipping, captured units coming home)
                events += effects.fire(state, "ships_moved", [seat], system=step.system, origins=tuple(moved_from))
            return events
        return []

    def run(self, state: TIState, step: Movement) -> list[Event]:
        raise RuntimeError("movement waits for the active player")


# ----- removing units over a limit -------------------------------------------------------------------------

def trim_options(state: TIState, step: TrimExcess) -> list[Remove]:
    over_capacity, over_fleet = excess(state, step.seat, step.system)
    over = over_capacity if step.reason == "capacity" else over_fleet
    if over <= 0:
        return []
    if step.reason == "capacity":
        kinds: tuple[str, ...] = CARGO if over_capacity else ()
    else:
        kinds = NON_FIGHTERS + (("fighter",) if stats(state, step.seat, "fighter").move else ())
    options = []
    for stack in system(state, step.system).space:
        if stack.owner == step.seat and stack.kind in kinds:
            if stack.count - stack.damaged:
                options.append(Remove(stack.kind))
            if stack.damaged:
                options.append(Remove(stack.kind, damaged=True))
    return options


@flow.handles(TrimExcess)
class TrimHandler:
    """The player chooses which units over the limit go back to reinforcements; one choice is made at once."""

    def decisions(self, state: TIState, step: TrimExcess) -> list[Decision]:
        options = trim_options(state, step)
        if len(options) < 2:
            return []
        limit = "capacity" if step.reason == "capacity" else "fleet pool"
        rule = "LRR 16.3" if step.reason == "capacity" else "LRR 37.3"
        prompt = "{p%d}: over your %s in %s: remove a unit" % (step.seat, limit, node_name(step.system))
        return [Decision(step.seat, prompt, list(options), rule)]

    def perform(self, state: TIState, step: TrimExcess, seat: int, action: Any) -> list[Event]:
        return take_away(state, seat, step.system, "", action.kind, 1, step.reason, damaged_first=action.damaged)

    def run(self, state: TIState, step: TrimExcess) -> list[Event]:
        options = trim_options(state, step)
        if not options:
            flow.pop(state, step)
            return []
        return self.perform(state, step, step.seat, options[0])
