"""Generic technologies of the status phase, the economy and the turn (LRR 90; docs/galaxy.md lists
who does which: the tactical action's rules register the movement, combat and production ones).

Unit upgrades need no function: owning one changes the unit's statistics (``board.stats``).
Fleet Logistics is read by the turn itself (``phases/action.py``), Psychoarchaeology's first half
and AI Development Algorithm's research half by research (``research.py``).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.abilities import ability, exhausted
from engines.galaxy.actions.events import (
    ForceRelocated,
    PlanetsReadied,
    TechnologyExhausted,
    TechnologyReadied,
)
from engines.galaxy.actions.rounds import DoneChoosing, PickUpForce, SetDownForce
from engines.galaxy.board import add, remove
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.economy import gain_trade_goods, specialty
from engines.galaxy.effects import Context, effect
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import RelocateForces
from engines.galaxy.tokens import redistribute

PLANET = "planet:"
TECH = "technology:"
RELOCATED = 4


def exhaust_card(state: TIState, seat: int, card: str) -> list[Event]:
    state.players[seat].exhausted.append(card)
    return [TechnologyExhausted(seat=seat, technology=card)]


# ----- Neural Motivator and Hyper Metabolism: the status phase ------------------------------------


@effect("neural_motivator", hook="status_action_cards")
def neural_motivator(ctx: Context) -> int:
    """Draw two action cards instead of one in the status phase."""
    return 1


@effect("hyper_metabolism", hook="status_command_tokens")
def hyper_metabolism(ctx: Context) -> int:
    """Gain three command tokens instead of two in the status phase."""
    return 1


# ----- Psychoarchaeology: a trade good for a specialty planet -------------------------------------


def _specialty_planets(state: TIState, seat: int) -> list[str]:
    return [k for k, p in state.planets.items() if p.owner == seat and not p.exhausted and specialty(k, state)]


def _has_specialty_planet(state: TIState, seat: int) -> bool:
    return bool(_specialty_planets(state, seat))


@ability("psychoarchaeology", "any", ready=_has_specialty_planet, targets=_specialty_planets)
def psychoarchaeology(state: TIState, seat: int, target: str) -> list[Event]:
    """Exhaust a planet with a technology specialty to gain a trade good."""
    state.planets[target].exhausted = True
    return gain_trade_goods(state, seat, 1, "psychoarchaeology")


# ----- Bio-Stims: ready a specialty planet or another technology at the end of the turn ------------


def _bio_stims_targets(state: TIState, seat: int) -> list[str]:
    planets = [PLANET + k for k, p in state.planets.items() if p.owner == seat and p.exhausted and specialty(k, state)]
    owned = state.players[seat].technologies
    techs = [TECH + t for t in state.players[seat].exhausted if t != "bio_stims" and t in owned]
    return planets + techs


def _bio_stims_ready(state: TIState, seat: int) -> bool:
    return not exhausted(state, seat, "bio_stims") and bool(_bio_stims_targets(state, seat))


@ability("bio_stims", "end", ready=_bio_stims_ready, targets=_bio_stims_targets)
def bio_stims(state: TIState, seat: int, target: str) -> list[Event]:
    events = exhaust_card(state, seat, "bio_stims")
    if target.startswith(PLANET):
        planet = target.removeprefix(PLANET)
        state.planets[planet].exhausted = False
        return [*events, PlanetsReadied(seat=seat, planets=[planet])]
    tech = target.removeprefix(TECH)
    state.players[seat].exhausted.remove(tech)
    return [*events, TechnologyReadied(seat=seat, technology=tech)]


# ----- Predictive Intelligence: redistribute at the end of the turn (its votes: the agenda issue) ---


def _predictive_ready(state: TIState, seat: int) -> bool:
    return not exhausted(state, seat, "predictive_intelligence")


@ability("predictive_intelligence", "end", ready=_predictive_ready)
def predictive_intelligence(state: TIState, seat: int, target: str) -> list[Event]:
    events = exhaust_card(state, seat, "predictive_intelligence")
    redistribute(state, seat)
    return events


# ----- Transit Diodes: move up to four ground forces at the start of the turn ----------------------


def _transit_ready(state: TIState, seat: int) -> bool:
    if exhausted(state, seat, "transit_diodes") or not any(p.owner == seat for p in state.planets.values()):
        return False
    on_planets = any(s.owner == seat and s.kind in GROUND_FORCES for p in state.planets.values() for s in p.units)
    in_space = any(s.owner == seat and s.kind in GROUND_FORCES for n in state.systems.values() for s in n.space)
    return on_planets or in_space


@ability("transit_diodes", "start", ready=_transit_ready)
def transit_diodes(state: TIState, seat: int, target: str) -> list[Event]:
    events = exhaust_card(state, seat, "transit_diodes")
    push(state, RelocateForces(seat=seat, left=RELOCATED))
    return events


SPACE = "space "


def _forces(state: TIState, seat: int) -> list[PickUpForce]:
    found = [PickUpForce(s.kind, key) for key, p in state.planets.items() for s in p.units
             if s.owner == seat and s.kind in GROUND_FORCES]
    found += [PickUpForce(s.kind, SPACE + node) for node, system in state.systems.items() for s in system.space
              if s.owner == seat and s.kind in GROUND_FORCES]
    return found


@handles(RelocateForces)
class RelocateForcesHandler:
    def decisions(self, state: TIState, step: RelocateForces) -> list[Decision]:
        seat = step.seat
        if step.kind:
            options: list[Any] = [SetDownForce(k) for k, p in state.planets.items() if p.owner == seat]
            return [Decision(seat, "{p%d}: set the ground force down on a planet you control" % seat, options,
                             "Transit Diodes")]
        if step.left <= 0:
            return []
        options = [*_forces(state, seat), DoneChoosing()]
        prompt = "{p%d}: pick up a ground force to move (up to %d more)" % (seat, step.left)
        return [Decision(seat, prompt, options, "Transit Diodes")]

    def perform(self, state: TIState, step: RelocateForces, seat: int, action: Any) -> list[Event]:
        if isinstance(action, DoneChoosing):
            pop(state, step)
            return []
        if isinstance(action, PickUpForce):
            stacks = (state.systems[action.origin.removeprefix(SPACE)].space if action.origin.startswith(SPACE)
                      else state.planets[action.origin].units)
            step.damaged = remove(stacks, seat, action.kind)
            step.kind, step.origin = action.kind, action.origin
            return []
        add(state.planets[action.planet].units, seat, step.kind, damaged=step.damaged)
        event = ForceRelocated(seat=seat, kind=step.kind, origin=step.origin, planet=action.planet)
        step.kind, step.origin, step.damaged = "", "", 0
        step.left -= 1
        return [event]

    def run(self, state: TIState, step: RelocateForces) -> list[Event]:
        pop(state, step)
        return []
