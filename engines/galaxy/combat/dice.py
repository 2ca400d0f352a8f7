"""Rolling a unit ability's dice with every modifier in force (LRR 18, 56, 74, 10.1c, 15.1c, 77.3d).

A roll is planned once (which kinds roll how many dice, hitting on what) and then rolled; the odds
calculator plans a battle's rolls once and rolls them thousands of times with the same functions.

Hooks collected here (``details`` name the roll: ``roll`` is "combat", "anti_fighter_barrage",
"bombardment" or "space_cannon"; ``unit`` the rolling kind; ``combat`` "space" or "ground" for combat
rolls; ``system``, ``planet``, ``opponent`` where known):
- ``roll_modifier`` (the rolling seat): an int added to each die of that kind (LRR 56).
- ``enemy_roll_modifier`` (the seat being shot at): an int added to each die rolled against it
  (Antimass Deflectors' -1 to space cannon).
- ``extra_dice`` (the rolling seat): extra dice, rolled by the best unit of the roll (Plasma Scoring).
- ``chosen_unit_dice`` (the rolling seat, ``unit``): dice added to one unit of that kind (an agent's
  chosen ship or ground force).
- ``unit_dice`` (the rolling seat, ``unit``): dice added to each unit of that kind (the Naaz-Rokha
  flagship's mechs; the Winnu flagship's die per enemy ship).
- ``stand_in`` (the rolling seat): ``(kind, hit_on, dice)`` lists: one unit of that kind rolls so instead
  of its own values (The Cavalry: a ship fighting as the Nomad flagship).
- ``double_hits`` (the rolling seat): true if each hit counts twice (X-89 Bacterial Weapon).
- ``blitz_bombardment`` (the rolling seat): true if its non-fighter ships without BOMBARDMENT have
  BOMBARDMENT 6 (Blitz).
- ``after_roll`` (the rolling seat; ``dice`` is the list of ``Die``): a hook point right after a roll,
  where rerolls happen before anything else (LRR 74.3). Functions change the dice in place and may
  return events. The ``SpaceCombat`` and ``GroundCombat`` steps keep their dice in the step until the
  hits are counted, so a later reroll window can act there too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

import msgspec

from engines.core.rng import Rng
from engines.galaxy import effects
from engines.galaxy.board import stats
from engines.galaxy.content.units import Roll, UnitStats
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.combat import Die

ABILITIES = ("combat", "anti_fighter_barrage", "bombardment", "space_cannon")
BLITZ = Roll(hit_on=6)  # Blitz: BOMBARDMENT 6 for non-fighter ships without it
NON_FIGHTER_SHIPS = ("war_sun", "flagship", "dreadnought", "carrier", "cruiser", "destroyer")
SIDES = 10


class Aim(msgspec.Struct, array_like=True, frozen=True):
    """One kind's part of a planned roll: dice per unit and the result each die needs."""

    kind: str
    hit_on: int
    dice: int


class Plan(msgspec.Struct, frozen=True):
    """A seat's planned roll for one ability: per kind, extra dice for its best unit, and extra dice for one
    unit of a given kind (``chosen``: (kind, dice) pairs)."""

    aims: tuple[Aim, ...]
    extra: int = 0
    chosen: tuple[tuple[str, int], ...] = ()
    standins: tuple[Aim, ...] = ()  # one unit of the kind rolls these dice instead of its own

    def best(self) -> Aim | None:
        return min(self.aims, key=lambda a: a.hit_on, default=None)


def ability_roll(unit: UnitStats, ability: str) -> Roll | None:
    if ability not in ABILITIES:
        raise ValueError(f"unknown roll {ability!r}")
    return getattr(unit, ability)  # type: ignore[no-any-return]


def plan(state: TIState, seat: int, kinds: Iterable[str], ability: str, target: int = -1,
         bonus: int = 0, **details: Any) -> Plan:
    """The roll ``seat``'s units of ``kinds`` make with ``ability``, every modifier applied.

    ``bonus`` is a modifier the rules give (the defender's +1 in a nebula, LRR 59.3); ``target`` is the
    seat being shot at, whose own effects may change the dice against it.
    """
    against = effects.total(state, "enemy_roll_modifier", target, roll=ability, **details) if target >= 0 else 0
    wanted = list(dict.fromkeys(kinds))
    aims = []
    for kind in wanted:
        roll = ability_roll(stats(state, seat, kind), ability)
        if roll is None and ability == "bombardment" and kind in NON_FIGHTER_SHIPS and effects.any_true(
                state, "blitz_bombardment", seat):
            roll = BLITZ
        if roll is None:
            continue
        modifier = bonus + against + effects.total(state, "roll_modifier", seat, roll=ability, unit=kind, **details)
        more = effects.total(state, "unit_dice", seat, roll=ability, unit=kind, **details)
        aims.append(Aim(kind, roll.hit_on - modifier, max(0, roll.dice + more)))
    standins = []
    found = [one for answer in effects.collect(state, "stand_in", seat, roll=ability, **details) for one in answer]
    for kind, hit_on, count in found:
        if kind in wanted:
            modifier = bonus + against + effects.total(state, "roll_modifier", seat, roll=ability, unit=kind,
                                                        **details)
            standins.append(Aim(kind, hit_on - modifier, count))
    extra = effects.total(state, "extra_dice", seat, roll=ability, **details) if aims or standins else 0
    chosen = tuple((a.kind, more) for a in aims
                   if (more := effects.total(state, "chosen_unit_dice", seat, roll=ability, unit=a.kind, **details)))
    return Plan(tuple(aims), extra, chosen, tuple(standins))


def plan_from_stats(units: dict[str, UnitStats], ability: str, modifier: int = 0, extra: int = 0) -> Plan:
    """A plan from statistics alone (the odds calculator's sides without a game around them)."""
    aims = []
    for kind, unit in units.items():
        roll = ability_roll(unit, ability)
        if roll is not None:
            aims.append(Aim(kind, roll.hit_on - modifier, roll.dice))
    return Plan(tuple(aims), extra if aims else 0)


def _groups(planned: Plan, stacks: Iterable[Stack], seat: int) -> list[tuple[str, int, int]]:
    """(kind, dice, needed) for each group of dice the seat's units in ``stacks`` roll, in the order they are
    rolled: lowest combat value first (78.5c), then the extra dice of the best unit, then chosen units' dice."""
    present: dict[str, int] = {}
    for stack in stacks:
        if stack.owner == seat and stack.count:
            present[stack.kind] = present.get(stack.kind, 0) + stack.count
    if not (planned.standins or planned.extra or planned.chosen):  # the common roll, in the same order
        return [(aim.kind, aim.dice * present[aim.kind], aim.hit_on) for aim in _by_value(planned.aims)
                if present.get(aim.kind)]
    standing = [a for a in planned.standins if present.get(a.kind)]
    for aim in standing:
        present[aim.kind] -= 1
    rolling = sorted([(a, 1) for a in standing] + [(a, present[a.kind]) for a in planned.aims if present.get(a.kind)],
                     key=lambda pair: pair[0].hit_on)
    groups = [(aim.kind, aim.dice * units, aim.hit_on) for aim, units in rolling]
    if planned.extra and rolling:
        best = rolling[0][0]
        groups.append((best.kind, planned.extra, best.hit_on))
    for kind, more in planned.chosen:
        chosen = next((a for a, _ in rolling if a.kind == kind), None)
        if chosen is not None:
            groups.append((kind, more, chosen.hit_on))
    return groups


@lru_cache(maxsize=1024)
def _by_value(aims: tuple[Aim, ...]) -> tuple[Aim, ...]:
    """A plan's aims lowest combat value first (a stable sort, so present kinds keep their order)."""
    return tuple(sorted(aims, key=lambda aim: aim.hit_on))


def _faces(rng: Rng, planned: Plan, stacks: Iterable[Stack], seat: int) -> Iterator[tuple[str, int, int]]:
    """(kind, result, needed) for each die the seat's units in ``stacks`` roll (in ``_groups``' order)."""
    for kind, count, needed in _groups(planned, stacks, seat):
        for _ in range(count):
            yield kind, rng.roll(SIDES), needed


def roll(rng: Rng, planned: Plan, stacks: Iterable[Stack], seat: int) -> list[Die]:
    """Roll the planned dice for the seat's units present in ``stacks``."""
    return [Die(kind, result, needed) for kind, result, needed in _faces(rng, planned, stacks, seat)]


def roll_hits(rng: Rng, planned: Plan, stacks: Iterable[Stack], seat: int) -> int:
    """The hits of the same roll, without keeping the dice (the odds calculator's thousands of battles)."""
    found = 0
    if planned.standins or planned.extra or planned.chosen:
        groups = _groups(planned, stacks, seat)
    else:  # ``_groups``' common roll, without the kinds
        present: dict[str, int] = {}
        for stack in stacks:
            if stack.owner == seat and stack.count:
                present[stack.kind] = present.get(stack.kind, 0) + stack.count
        groups = [("", aim.dice * present[aim.kind], aim.hit_on) for aim in _by_value(planned.aims)
                  if present.get(aim.kind)]
    for _, count, needed in groups:
        for result in rng.rolls(count, SIDES):
            if result >= needed:
                found += 1
    return found


def hits(dice: Iterable[Die]) -> int:
    return sum(1 for d in dice if d.result >= d.hit_on)


def open_after_ability_roll(state: TIState, seat: int, target: int, ability: str, rolled: list[Die], hits: int,
                            system: int, planet: str = "") -> bool:
    """The window after a unit ability roll (BOMBARDMENT, SPACE CANNON, ANTI-FIGHTER BARRAGE): the hits
    against ``target`` wait just below it in their AssignHits step (when there are any), so an answer
    may change them (Scramble Frequency)."""
    from engines.galaxy.windows import open_window

    return open_window(state, ["after:unit_ability_roll", f"after:{ability}"], actors=[seat], opponents=[target],
                       system=system, planet=planet, subject=ability, amount=hits, dice=list(rolled))


def multiplier(state: TIState, seat: int, ability: str, **details: Any) -> int:
    return 2 if effects.any_true(state, "double_hits", seat, roll=ability, **details) else 1
