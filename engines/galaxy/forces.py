"""A seat's units as the tactical rules see them: ships, capacity, fleet pool, reinforcements, destruction.

Shared by movement, combat, invasion and production. "Destroyed" and "removed" differ (LRR 31.2):
``destroy`` fires the ``unit_destroyed`` hook and records the feat objectives read; ``take_away``
does neither.

Hooks collected here:
- ``unit_destroyed`` (seat = the unit's owner; unit, system, planet, by, cause, combat): after one of
  the seat's units is destroyed; answers are lists of events (Self-Assembly Routines' trade good...).
- ``opponent_unit_destroyed`` (seat = who destroyed it; victim, unit, system, planet, cause, combat):
  the same moment seen by the other side (the Nekro's Technological Singularity, the Vuil'raith's Devour).
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.contract import Event
from engines.galaxy import effects
from engines.galaxy.board import add, count, galaxy, planets_in, remove, stats, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, STRUCTURES
from engines.galaxy.economy import token_reinforcements
from engines.galaxy.objective_events import unit_destroyed
from engines.galaxy.state import NOBODY, Stack, TIState
from engines.galaxy.tactical.events import UnitDestroyed, UnitsRemoved
from engines.galaxy.tokens import fleet_limit

NON_FIGHTERS = tuple(k for k in SHIPS if k != "fighter")
# Kinds that may stand in a space area with a move value and capacity: ships, and space docks that float
# (the Saar's Floating Factory; a space dock anywhere else stands on a planet).
AFLOAT = (*SHIPS, "space_dock")


def place_stacks(state: TIState, node: int, planet: str = "") -> list[Stack]:
    """The stacks of a space area (``planet`` "") or of a planet."""
    return state.planets[planet].units if planet else system(state, node).space


def ships(state: TIState, seat: int, node: int) -> list[Stack]:
    return [s for s in system(state, node).space if s.owner == seat and s.kind in SHIPS]


def has_ships(state: TIState, seat: int, node: int) -> bool:
    return any(s.owner == seat and s.kind in SHIPS for s in system(state, node).space)


def other_ship_owners(state: TIState, seat: int, node: int) -> list[int]:
    return sorted({s.owner for s in system(state, node).space if s.kind in SHIPS and s.owner != seat})


def non_fighters(state: TIState, seat: int, node: int) -> int:
    return count(system(state, node).space, seat, NON_FIGHTERS)


def capacity(state: TIState, seat: int, node: int) -> int:
    """The combined capacity of the seat's ships in a system (LRR 16.2)."""
    return sum((stats(state, seat, s.kind).capacity) * s.count for s in ships(state, seat, node))


def fighter_room(state: TIState, seat: int, node: int) -> int:
    """Fighters that need no capacity: space docks let some stay in their system (the PoK cards). Worked out once
    a block of ``unchanged`` (a production asks it for every order it tries)."""
    return effects.once(state, f"fighter_room:{seat}:{node}", lambda: _fighter_room(state, seat, node))


def _fighter_room(state: TIState, seat: int, node: int) -> int:
    room = 0
    for name in planets_in(state, node):
        for stack in state.planets[name].units:
            if stack.owner == seat:
                room += stats(state, seat, stack.kind).fighters_exempt * stack.count
    return room


def moves_alone(state: TIState, seat: int, kind: str) -> bool:
    """A fighter with a move value (Fighter II) moves without being transported."""
    return bool(stats(state, seat, kind).move)


def excess(state: TIState, seat: int, node: int, extra: dict[str, int] | None = None) -> tuple[int, int]:
    """(units over capacity, ships over the fleet pool) in a system's space area (LRR 16.3, 37.3).

    Fighters beyond capacity count against the fleet pool instead when they can move alone (Fighter II),
    several to a ship where an effect answers "fighters_per_fleet_ship" (Hybrid Crystal Fighter II: two);
    ground forces always need capacity. ``extra`` adds units to the space area first (a production order).
    """
    space = list(system(state, node).space)
    for kind, number in (extra or {}).items():
        space.append(Stack(seat, kind, number))
    ground = count(space, seat, GROUND_FORCES)
    fighters = max(0, count(space, seat, ["fighter"]) - fighter_room(state, seat, node))
    room = sum(stats(state, seat, s.kind).capacity * s.count for s in space if s.owner == seat and s.kind in AFLOAT)
    if room and ground:  # kinds that use no capacity beside the seat's carriers (hook "capacity_free")
        free = [k for answer in effects.collect(state, "capacity_free", seat) for k in answer]
        ground -= count(space, seat, [k for k in GROUND_FORCES if k in free])
    fleet = count(space, seat, NON_FIGHTERS)
    if moves_alone(state, seat, "fighter"):
        over_capacity = max(0, ground - room)
        beyond = max(0, fighters - max(0, room - ground))
        per_ship = max([1, *(int(a) for a in effects.collect(state, "fighters_per_fleet_ship", seat))])
        fleet += -(-beyond // per_ship)
    else:
        over_capacity = max(0, ground + fighters - room)
    return over_capacity, max(0, fleet - fleet_limit(state, seat))


def on_board(state: TIState, seat: int, kind: str) -> int:
    """The seat's units of a kind in every space area and on every planet (one pass over the board counts
    every owner and kind, kept for a block of ``unchanged``: production and the cards ask kind after kind)."""
    return effects.once(state, "on_board", lambda: board_tally(state)).get((seat, kind), 0)


def board_tally(state: TIState) -> dict[tuple[int, str], int]:
    """Units on the board by (owner, kind)."""
    found: dict[tuple[int, str], int] = {}
    for place in state.systems.values():
        for stack in place.space:
            found[stack.owner, stack.kind] = found.get((stack.owner, stack.kind), 0) + stack.count
    for planet in state.planets.values():
        for stack in planet.units:
            found[stack.owner, stack.kind] = found.get((stack.owner, stack.kind), 0) + stack.count
    return found


def captive(state: TIState, seat: int, kind: str) -> int:
    """The seat's units of a kind held captured (by anyone, the Vuil'raith their own too): out of its
    reinforcements (LRR 17.4)."""
    return sum(s.count for p in state.players for s in p.captured if s.owner == seat and s.kind == kind)


def reinforcements(state: TIState, seat: int, kind: str) -> int | None:
    """Units of a kind left to place; None when tokens make them unlimited (fighters, infantry: LRR 23.4b)."""
    unit = stats(state, seat, kind)
    if unit.tokens_unlimited:
        return None
    return max(0, unit.reinforcements - on_board(state, seat, kind) - captive(state, seat, kind))


def place_command_token(state: TIState, seat: int, node: int) -> None:
    """A command token from reinforcements into a system (LRR 20.6, 78.7d).

    None already there: from reinforcements, or, with none left, from the fullest pool on the sheet
    (tactic, then strategy, then fleet on a tie; the rules leave the pool to the player).
    """
    tokens = system(state, node).tokens
    if seat in tokens:
        return
    if token_reinforcements(state, seat) <= 0:
        player = state.players[seat]
        pools = sorted((("tactic", player.tactic), ("strategy", player.strategy), ("fleet", player.fleet)),
                       key=lambda p: -p[1])
        name, held = pools[0]
        if held <= 0:
            return
        setattr(player, name, held - 1)
    tokens.append(seat)


def destroy(state: TIState, seat: int, node: int, planet: str, kind: str, by: int = NOBODY,
            cause: str = "", combat: int = NOBODY) -> list[Event]:
    """Destroy one of the seat's units (damaged first) and let the effects that watch destruction act.

    ``combat`` is the serial number of the combat it happens in (LRR 61.7), -1 outside combat.
    """
    remove(place_stacks(state, node, planet), seat, kind)
    events: list[Event] = [UnitDestroyed(seat=seat, kind=kind, by=by, cause=cause)]
    if by not in (NOBODY, seat):
        events += unit_destroyed(state, by, seat, kind, node, combat)
    events += effects.fire(state, "unit_destroyed", [seat], unit=kind, system=node, planet=planet, by=by,
                           cause=cause, combat=combat)
    if by not in (NOBODY, seat):
        events += effects.fire(state, "opponent_unit_destroyed", [by], victim=seat, unit=kind, system=node,
                               planet=planet, cause=cause, combat=combat)
    return events


def take_away(state: TIState, seat: int, node: int, planet: str, kind: str, number: int, reason: str,
              damaged_first: bool = True) -> list[Event]:
    """Remove units from the board without destroying them (LRR 31.2)."""
    if number <= 0:
        return []
    remove(place_stacks(state, node, planet), seat, kind, number, damaged_first)
    return [UnitsRemoved(seat=seat, kind=kind, number=number, reason=reason)]


def ground_forces(stacks: Iterable[Stack], seat: int) -> int:
    return count(stacks, seat, GROUND_FORCES)


def ground_fighters(state: TIState, stacks: Iterable[Stack], seat: int) -> int:
    """The seat's units that fight a ground combat: ground forces, and kinds effects add (hook
    ``fights_on_ground``: the Titans' Hel-Titan PDS)."""
    extra = {k for answer in effects.collect(state, "fights_on_ground", seat) for k in answer}
    return count(stacks, seat, (*GROUND_FORCES, *extra))


def structures_fall(state: TIState, planet: str) -> list[Event]:
    """Structures on a planet with another player's units and none of their owner's ground forces are
    destroyed (LRR 63.4, 79.4)."""
    units = state.planets[planet].units
    node = state.planets[planet].system
    events: list[Event] = []
    for owner in sorted({s.owner for s in units if s.kind in STRUCTURES}):
        if ground_forces(units, owner) or not any(s.owner != owner for s in units):
            continue
        for stack in [s for s in units if s.owner == owner and s.kind in STRUCTURES]:
            for _ in range(stack.count):
                events += destroy(state, owner, node, planet, stack.kind, cause="structures_alone")
    return events


def enter(state: TIState, node: int) -> None:
    """A unit moved or placed into a system: the wormhole nexus turns active (LRR 100.2)."""
    if node == galaxy(state).nexus and not state.nexus_active:
        state.nexus_active = True


def clockwise_from(state: TIState, seat: int) -> list[int]:
    """Every seat still in the game, starting with ``seat`` and going clockwise."""
    n = len(state.players)
    return [(seat + i) % n for i in range(n) if not state.players[(seat + i) % n].eliminated]


def add_units(state: TIState, seat: int, node: int, planet: str, kind: str, number: int = 1) -> None:
    add(place_stacks(state, node, planet), seat, kind, number)
    enter(state, node)


