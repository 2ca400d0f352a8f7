"""Assigning hits one unit at a time (LRR 31.1, 78.6, 87): the legal choices, the careful choice, the result.

The same three functions serve the game's ``AssignHits`` step, the bots and the odds calculator:
``choices`` lists every legal assignment, ``careful`` picks what a careful player would (SUSTAIN
DAMAGE first, then the cheapest unit), ``apply_choice`` changes the stacks.

Hooks collected here (seat = the one assigning, unless said):
- ``hittable_kinds`` (targets, system, planet): kinds beyond the pool's that may take these hits (ground
  forces fighting in space beside the Nekro flagship).
- ``bars_sustain`` (victim, system, planet): asked of every other seat: true if the victim's units there
  cannot use SUSTAIN DAMAGE (the Mentak flagship in space, their Moll Terminus on a planet).
- ``sustain_cancels`` (unit): extra hits one use of SUSTAIN DAMAGE cancels (Non-Euclidean Shielding).
- ``extra_sustains`` (system): kinds of which one undamaged unit has SUSTAIN DAMAGE here (The Cavalry).
- ``lost_sustain`` (system, planet): kinds that have no SUSTAIN DAMAGE here (the Z-Grav Eidolon).

Timing windows once a seat's hits are assigned (actor: that seat, opponent: who produced the hits;
``subject``: the kinds, comma-separated): "after:sustain_damage" with "when:sustain_damage" for the
units that used SUSTAIN DAMAGE, "after:unit_destroyed" (with "after:ship_lost" in a space combat)
for the units destroyed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.board import remove, stats
from engines.galaxy.content.units import GROUND_FORCES, SHIPS, UnitStats
from engines.galaxy.forces import NON_FIGHTERS, destroy, place_stacks
from engines.galaxy.objective_events import last_unit_destroyed
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.combat import AssignHits, Count, GroundCombat, SpaceCombat
from engines.galaxy.tactical.actions import AssignHit
from engines.galaxy.tactical.events import HitSustained

StatsOf = Callable[[str], UnitStats]

_POOLS: dict[str, tuple[str, ...]] = {
    "ships": SHIPS,
    "fighters": ("fighter",),
    "non_fighters": NON_FIGHTERS,
    "ground_forces": GROUND_FORCES,
}
# Hits whose causes the objectives watch: the victim's last unit of these kinds gone (objective_events).
_WATCHED = {"space_cannon": NON_FIGHTERS, "anti_fighter_barrage": ("fighter",), "bombardment": GROUND_FORCES}


def hittable(stacks: list[Stack], seat: int, targets: str, non_fighters_first: bool = False) -> list[Stack]:
    """The seat's stacks that may take these hits."""
    kinds = _POOLS[targets]
    pool = [s for s in stacks if s.owner == seat and s.count and s.kind in kinds]
    if non_fighters_first:
        big = [s for s in pool if s.kind in NON_FIGHTERS]
        pool = big or pool
    return pool


def choices(pool: list[Stack], stats_of: StatsOf, sustain: bool = True) -> list[AssignHit]:
    """Every distinct assignment of one hit: SUSTAIN DAMAGE on an undamaged unit that has it, or destroy."""
    options = []
    for stack in pool:
        if sustain and stats_of(stack.kind).sustain_damage and stack.count > stack.damaged:
            options.append(AssignHit(stack.kind, sustain=True))
        options.append(AssignHit(stack.kind))
    return options


def value(unit: UnitStats) -> float:
    """What a unit costs to replace (two-for-one units cost half)."""
    if unit.cost is None:
        return 100.0
    return unit.cost / (unit.units_per_cost or 1)


def careful(options: list[AssignHit], stats_of: StatsOf) -> AssignHit:
    """A careful player's choice: cancel with SUSTAIN DAMAGE while possible, else lose the cheapest unit."""
    sustains = [o for o in options if o.sustain]
    if sustains:
        return max(sustains, key=lambda o: value(stats_of(o.kind)))

    def worth(option: AssignHit) -> tuple[float, int]:
        unit = stats_of(option.kind)
        return value(unit), -(unit.combat.hit_on if unit.combat else 11)

    return min(options, key=worth)


def apply_choice(stacks: list[Stack], seat: int, choice: AssignHit) -> None:
    """The hit's result on plain stacks (the odds calculator; the game uses ``assign``)."""
    if choice.sustain:
        for stack in stacks:
            if stack.owner == seat and stack.kind == choice.kind:
                stack.damaged += 1
                return
    remove(stacks, seat, choice.kind)


def options_for(state: TIState, step: AssignHits) -> list[AssignHit]:
    stacks = place_stacks(state, step.system, step.planet)
    pool = hittable(stacks, step.seat, step.targets, step.non_fighters_first)
    extra = {k for answer in effects.collect(state, "hittable_kinds", step.seat, targets=step.targets,
                                             system=step.system, planet=step.planet) for k in answer}
    if extra and not (step.non_fighters_first and any(s.kind in NON_FIGHTERS for s in pool)):
        pool += [s for s in stacks if s.owner == step.seat and s.count and s.kind in extra and s not in pool]
    sustain = step.sustain and not sustain_barred(state, step.seat, step.system, step.planet)
    found = choices(pool, lambda k: stats(state, step.seat, k), sustain)
    if sustain and (lost := {k for answer in effects.collect(state, "lost_sustain", step.seat, system=step.system,
                                                            planet=step.planet) for k in answer}):
        found = [o for o in found if not (o.sustain and o.kind in lost)]  # a flipped side without it (Z-Grav)
    if sustain:  # one unit of a kind without SUSTAIN DAMAGE that has it here (The Cavalry's ship)
        extra = {k for answer in effects.collect(state, "extra_sustains", step.seat, system=step.system)
                 for k in answer}
        for stack in pool:
            option = AssignHit(stack.kind, sustain=True)
            if stack.kind in extra and stack.count and not stack.damaged and option not in found:
                found.insert(found.index(AssignHit(stack.kind)), option)  # as every sustain: before the loss
    return found


def sustain_barred(state: TIState, victim: int, node: int, planet: str = "") -> bool:
    return any(effects.any_true(state, "bars_sustain", p.seat, victim=victim, system=node, planet=planet)
               for p in state.players if p.seat != victim and not p.eliminated)


def push_hits(state: TIState, seat: int, hits: int, system: int, planet: str = "", targets: str = "ships",
              cause: str = "combat", by: int = -1, sustain: bool = True, non_fighters_first: bool = False,
              combat: int = -1) -> None:
    """Ask ``seat`` to assign ``hits`` (nothing happens for no hits); ``combat`` is the combat's serial."""
    if hits <= 0:
        return
    kinds = _WATCHED.get(cause, ())
    initial = sum(s.count for s in place_stacks(state, system, planet) if s.owner == seat and s.kind in kinds)
    flow.push(state, AssignHits(seat=seat, hits=hits, system=system, planet=planet, targets=targets, cause=cause,
                                by=by, sustain=sustain, non_fighters_first=non_fighters_first, initial=initial,
                                combat=combat))


def assign(state: TIState, step: AssignHits, choice: AssignHit) -> list[Event]:
    """One hit: SUSTAIN DAMAGE (noted for Duranium Armor) or a destroyed unit."""
    step.hits -= 1
    if choice.sustain:
        for stack in place_stacks(state, step.system, step.planet):
            if stack.owner == step.seat and stack.kind == choice.kind:
                stack.damaged += 1
        step.hits = max(0, step.hits - effects.total(state, "sustain_cancels", step.seat, unit=choice.kind))
        combat = _combat(state, step)
        if combat is not None:
            _note(combat.sustained, step.seat, choice.kind)
        step.sustains.append(choice.kind)
        return [HitSustained(seat=step.seat, kind=choice.kind)]
    step.lost.append(choice.kind)
    return destroy(state, step.seat, step.system, step.planet, choice.kind, by=step.by, cause=step.cause,
                   combat=step.combat)


def _combat(state: TIState, step: AssignHits) -> SpaceCombat | GroundCombat | None:
    if step.cause != "combat":
        return None
    return flow.parent(state, GroundCombat) if step.planet else flow.parent(state, SpaceCombat)


def _note(tallies: list[Count], seat: int, kind: str) -> None:
    for tally in tallies:
        if tally.owner == seat and tally.kind == kind:
            tally.count += 1
            return
    tallies.append(Count(seat, kind))


def _finish(state: TIState, step: AssignHits) -> list[Event]:
    """The hits are assigned; if they took the seat's last unit of the watched kind, the objectives hear."""
    flow.pop(state, step)
    _open_after_hits(state, step)
    watched = _WATCHED.get(step.cause)
    if not watched or not step.initial:
        return []
    left = sum(s.count for s in place_stacks(state, step.system, step.planet)
               if s.owner == step.seat and s.kind in watched)
    return [] if left else last_unit_destroyed(state, step.by, step.seat, step.cause, step.system, step.combat)


def _open_after_hits(state: TIState, step: AssignHits) -> None:
    from engines.galaxy.windows import open_window

    if step.lost:
        keys = ["after:unit_destroyed"]
        if not step.planet and flow.parent(state, SpaceCombat) is not None:
            keys.append("after:ship_lost")
        open_window(state, keys, actors=[step.seat], opponents=[step.by], system=step.system, planet=step.planet,
                    subject=",".join(step.lost))
    if step.sustains:
        open_window(state, ["after:sustain_damage", "when:sustain_damage"], actors=[step.seat], opponents=[step.by],
                    system=step.system, planet=step.planet, subject=",".join(step.sustains))


@flow.handles(AssignHits)
class AssignHitsHandler:
    """Asks only when there is a real choice; a single possible assignment is made at once."""

    def decisions(self, state: TIState, step: AssignHits) -> list[Decision]:
        options = options_for(state, step) if step.hits > 0 else []
        if len(options) < 2:
            return []
        where = f"on {step.planet}" if step.planet else "in space"
        plural = "s" if step.hits > 1 else ""
        prompt = "{p%d}: %d hit%s to assign %s; choose the unit for the next one" % (
            step.seat, step.hits, plural, where)
        return [Decision(step.seat, prompt, list(options), "LRR 31.1, 87")]

    def perform(self, state: TIState, step: AssignHits, seat: int, action: Any) -> list[Event]:
        return assign(state, step, action)

    def run(self, state: TIState, step: AssignHits) -> list[Event]:
        options = options_for(state, step) if step.hits > 0 else []
        if not options:
            return _finish(state, step)
        return assign(state, step, options[0])
