"""Diplomacy (LRR 32): choose a system other than Mecatol Rex's with a planet you control; every
other player puts a command token there; then ready two of your exhausted planets. The secondary
readies two exhausted planets. Either part ends with the hook point ``diplomacy_resolved`` (the
Xxcha's Peace Accords)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import CommandTokenPlaced, PlanetsReadied
from engines.galaxy.actions.rounds import ChooseSystem, DoneChoosing, ReadyPlanet
from engines.galaxy.economy import MECATOL_REX, token_reinforcements
from engines.galaxy.effects import fire
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.seats import clockwise_from
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import ReadyPlanets
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import Automatic, card_part, secondary_ready

READIED = 2


def exhausted_planets(state: TIState, seat: int) -> list[str]:
    return [k for k, p in state.planets.items() if p.owner == seat and p.exhausted]


def eligible_systems(state: TIState, seat: int) -> list[int]:
    mecatol = state.planets[MECATOL_REX].system if MECATOL_REX in state.planets else None
    found = {p.system for p in state.planets.values() if p.owner == seat and p.system != mecatol}
    return sorted(found)


def lock_system(state: TIState, seat: int, node: int) -> list[Event]:
    """Every other seat puts a command token in ``node`` (LRR 32.2a-b): from its reinforcements,
    or, with none left there, from its command sheet (strategy, then tactic, then fleet pool:
    a ruling, the rules let the player choose)."""
    events: list[Event] = []
    tokens = state.systems[str(node)].tokens
    for other in clockwise_from(state, seat, include=False):
        if other in tokens:
            continue
        pool = "reinforcements"
        if token_reinforcements(state, other) <= 0:
            player = state.players[other]
            pool = next((p for p in ("strategy", "tactic", "fleet") if getattr(player, p) > 0), "")
            if not pool:
                continue
            setattr(player, pool, getattr(player, pool) - 1)
        tokens.append(other)
        events.append(CommandTokenPlaced(seat=other, system=node, pool=pool))
    return events


@card_part("diplomacy", "primary")
class DiplomacyPrimary:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        if step.stage != 0:
            return []
        options = [ChooseSystem(n) for n in eligible_systems(state, step.seat)]
        if not options:
            return []
        prompt = "{p%d}: choose a system with your planet; the others place command tokens there" % step.seat
        return [Decision(step.seat, prompt, options, "LRR 32.2")]

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        step.system = action.system
        step.stage = 1
        return lock_system(state, seat, action.system)

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage <= 1:
            step.stage = 2
            push(state, ReadyPlanets(seat=step.seat, count=READIED))
            return []
        pop(state, step)
        return fire(state, "diplomacy_resolved", [step.seat], part="primary")


@card_part("diplomacy", "secondary")
class DiplomacySecondary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage == 0:
            step.stage = 1
            push(state, ReadyPlanets(seat=step.seat, count=READIED))
            return []
        pop(state, step)
        return fire(state, "diplomacy_resolved", [step.seat], part="secondary")


@secondary_ready("diplomacy")
def _ready(state: TIState, seat: int) -> bool:
    return bool(exhausted_planets(state, seat))


@handles(ReadyPlanets)
class ReadyPlanetsHandler:
    def decisions(self, state: TIState, step: ReadyPlanets) -> list[Decision]:
        choices = exhausted_planets(state, step.seat)
        if step.count <= 0 or not choices:
            return []
        options: list[Any] = [ReadyPlanet(k) for k in choices]
        options.append(DoneChoosing())
        prompt = "{p%d}: ready up to %d exhausted planets" % (step.seat, step.count)
        return [Decision(step.seat, prompt, options, "LRR 32.2")]

    def perform(self, state: TIState, step: ReadyPlanets, seat: int, action: Any) -> list[Event]:
        if isinstance(action, DoneChoosing):
            pop(state, step)
            return []
        state.planets[action.planet].exhausted = False
        step.count -= 1
        return [PlanetsReadied(seat=seat, planets=[action.planet])]

    def run(self, state: TIState, step: ReadyPlanets) -> list[Event]:
        pop(state, step)
        return []
