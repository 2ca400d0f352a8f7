"""SPACE CANNON (LRR 77): offence after the "Move Ships" step, defence during an invasion.

Offence: beginning with the active player and going clockwise, each player may fire the space cannon
of their units in the active system (and, with a PDS upgrade, of PDS in adjacent systems: 77.3c);
others must shoot at the active player's ships, the active player chooses whom to shoot (77.5).
Defence: after ground forces land, the other players' units on that planet may fire at them (77.6-77.8).

Hooks collected here:
- ``space_cannon_adjacent`` (unit): true if that kind's space cannon reaches adjacent systems.
- ``space_cannon_focus``: the id of a ready technology the seat may exhaust so its space cannon hits
  go to non-fighter ships first (Graviton Laser System).
- ``space_cannon_immune`` (the active player): true if other players may not fire SPACE CANNON
  offence at its ships (Solar Flare).
- ``space_cannon_extra`` (system, planet): stacks that fire SPACE CANNON there as if they were the seat's units
  (Ul the Progenitor on Elysium: a stand-in PDS whose dice the hook ``stand_in`` sets).
- the dice hooks of ``engines.galaxy.combat.dice`` with ``roll`` = "space_cannon".

Timing windows after each roll, above the target's AssignHits: "before:space_cannon_hits" (actor: the
target; an answer may lower the hits), then (first) "after:unit_ability_roll" (actor: the roller).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.actions.events import TechnologyExhausted
from engines.galaxy.adjacency import node_name
from engines.galaxy.board import galaxy_for, planets_in, stats, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.forces import NON_FIGHTERS, clockwise_from, has_ships, other_ship_owners
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.combat import Die, SpaceCannonOffence
from engines.galaxy.tactical.actions import Fire, HoldFire
from engines.galaxy.tactical.events import DiceRolled
from engines.galaxy.tactical.movement import limit_checks
from engines.galaxy.windows import open_window


def _cannons(state: TIState, seat: int, stacks: list[Stack]) -> list[Stack]:
    return [s for s in stacks if s.owner == seat and stats(state, seat, s.kind).space_cannon is not None]


def extra_cannons(state: TIState, seat: int, node: int, planet: str = "") -> list[Stack]:
    """What fires SPACE CANNON in ``node`` (on ``planet``, for defence) as if it were one of the seat's units."""
    return [s for answer in effects.collect(state, "space_cannon_extra", seat, system=node, planet=planet)
            for s in answer]


def offence_units(state: TIState, seat: int, node: int) -> list[Stack]:
    """The seat's units whose SPACE CANNON can fire into ``node``."""
    found = _cannons(state, seat, system(state, node).space) + extra_cannons(state, seat, node)
    for name in planets_in(state, node):
        found += _cannons(state, seat, state.planets[name].units)
    for near in galaxy_for(state, seat).neighbours(node):
        for name in planets_in(state, near):
            found += [s for s in _cannons(state, seat, state.planets[name].units)
                      if effects.any_true(state, "space_cannon_adjacent", seat, unit=s.kind)]
        found += [s for s in _cannons(state, seat, system(state, near).space)
                  if effects.any_true(state, "space_cannon_adjacent", seat, unit=s.kind)]
    return found


def offence_targets(state: TIState, seat: int, active: int, node: int) -> list[int]:
    if seat != active:
        found = [active] if has_ships(state, active, node) else []
    else:
        found = other_ship_owners(state, seat, node)
    return [t for t in found if not effects.any_true(state, "immune_to_space_cannon", t, system=node, planet="",
                                                     defence=False)]


def fire(state: TIState, seat: int, units: list[Stack], target: int, node: int, planet: str = "") -> tuple[
        list[Event], int, list[Die]]:
    """Roll ``seat``'s space cannon dice at ``target``; returns the events, the hits produced and the dice."""
    planned = dice.plan(state, seat, [s.kind for s in units], "space_cannon", target=target, system=node,
                        planet=planet, opponent=target)
    rolled = dice.roll(state.rng, planned, units, seat)
    events: list[Event] = effects.fire(state, "after_roll", [seat], roll="space_cannon", dice=rolled, system=node)
    hits = dice.hits(rolled) * dice.multiplier(state, seat, "space_cannon")
    events.insert(0, DiceRolled(seat=seat, purpose="space_cannon", dice=rolled, hits=hits))
    effects.end_scope(state, "roll")
    return events, hits, rolled


def open_hit_windows(state: TIState, seat: int, target: int, hits: int, rolled: list[Die], node: int,
                     planet: str = "") -> None:
    """The windows over the target's hits (pushed just after its AssignHits)."""
    if hits > 0:
        open_window(state, "before:space_cannon_hits", actors=[target], opponents=[seat], system=node, planet=planet,
                    amount=hits)
    dice.open_after_ability_roll(state, seat, target, "space_cannon", rolled, hits, node, planet)


def focus(state: TIState, seat: int) -> str | None:
    found = effects.collect(state, "space_cannon_focus", seat)
    return str(found[0]) if found else None


def fire_options(state: TIState, seat: int, targets: list[int], node: int) -> list[Any]:
    options: list[Any] = []
    for target in targets:
        options.append(Fire(target))
        big = sum(s.count for s in system(state, node).space if s.owner == target and s.kind in NON_FIGHTERS)
        if big and focus(state, seat):
            options.append(Fire(target, graviton=True))
    options.append(HoldFire())
    return options


@flow.handles(SpaceCannonOffence)
class SpaceCannonOffenceHandler:
    def _shooter(self, state: TIState, step: SpaceCannonOffence) -> tuple[int, list[int]] | None:
        order = clockwise_from(state, step.seat)
        if step.turn >= len(order):
            return None
        seat = order[step.turn]
        if seat != step.seat and effects.any_true(state, "space_cannon_immune", step.seat):
            return seat, []  # Solar Flare: nobody fires at the active player's ships
        targets = offence_targets(state, seat, step.seat, step.system)
        if targets and offence_units(state, seat, step.system):
            return seat, targets
        return seat, []

    def decisions(self, state: TIState, step: SpaceCannonOffence) -> list[Decision]:
        found = self._shooter(state, step)
        if found is None or not found[1]:
            return []
        seat, targets = found
        prompt = "{p%d}: fire SPACE CANNON into %s?" % (seat, node_name(step.system))
        return [Decision(seat, prompt, fire_options(state, seat, targets, step.system), "LRR 77.2")]

    def perform(self, state: TIState, step: SpaceCannonOffence, seat: int, action: Any) -> list[Event]:
        step.turn += 1
        if isinstance(action, HoldFire):
            return []
        events: list[Event] = []
        technology = focus(state, seat) if action.graviton else None
        if technology:
            state.players[seat].exhausted.append(technology)
            events.append(TechnologyExhausted(seat=seat, technology=technology))
        rolled, hits, faces = fire(state, seat, offence_units(state, seat, step.system), action.target, step.system)
        push_hits(state, action.target, hits, step.system, cause="space_cannon", by=seat,
                  non_fighters_first=action.graviton)
        open_hit_windows(state, seat, action.target, hits, faces, step.system)
        return events + rolled

    def run(self, state: TIState, step: SpaceCannonOffence) -> list[Event]:
        if step.turn >= len(clockwise_from(state, step.seat)):  # ``_shooter`` would be None: every seat was asked
            flow.pop(state, step)
            for seat in sorted({s.owner for s in system(state, step.system).space}):
                limit_checks(state, seat, [step.system])  # a carrier lost leaves its fighters without room (16.3)
        else:
            step.turn += 1
        return []
