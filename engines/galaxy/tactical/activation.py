"""The tactical action (LRR 89): activation, then movement, space cannon offence, space combat, invasion and
production, each pushed as its own step.

Hook points fired here (each seat that could act, the active player first, then clockwise; answers
are lists of events, and a function may push a step, which runs before the tactical action goes on):
- ``system_activated`` (system, active): after the active player activates a system (LRR 89.1;
  Magen Defense Grid acts here, and the action cards' "after activation" windows will).
- ``tactical_action_ended`` (system, active): the tactical action is over; its "tactical" scope ends.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.adjacency import node_name
from engines.galaxy.board import galaxy, planets_in, stats, system
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.forces import clockwise_from, has_ships, other_ship_owners
from engines.galaxy.state import TIState
from engines.galaxy.steps.combat import SpaceCannonOffence, SpaceCombat
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.movement import Movement
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.actions import Activate
from engines.galaxy.tactical.events import SystemActivated


def activatable(state: TIState, seat: int) -> list[int]:
    """Systems ``seat`` may activate: any without one of its command tokens (LRR 5.2, 89.1)."""
    return [n for n in galaxy(state).systems() if seat not in system(state, n).tokens]


def can_take_tactical_action(state: TIState, seat: int) -> bool:
    """A tactic token to spend and a system to put it in (LRR 20.4)."""
    return state.players[seat].tactic > 0 and bool(activatable(state, seat))


def activate(state: TIState, seat: int, node: int) -> list[Event]:
    player = state.players[seat]
    if player.tactic <= 0:
        raise ValueError("no tactic token to spend")
    player.tactic -= 1
    system(state, node).tokens.append(seat)
    return [SystemActivated(seat=seat, system=node)]


def invasion_possible(state: TIState, seat: int, node: int) -> bool:
    """Planets in the system and something to invade with: ground forces in space or BOMBARDMENT."""
    if not planets_in(state, node):
        return False
    for stack in system(state, node).space:
        if stack.owner == seat and (stack.kind in GROUND_FORCES or stats(state, seat, stack.kind).bombardment):
            return True
    return False


@flow.handles(TacticalAction)
class TacticalHandler:
    def decisions(self, state: TIState, step: TacticalAction) -> list[Decision]:
        if step.stage != "activate":
            return []
        options = [Activate(n) for n in activatable(state, step.seat)]
        return [Decision(step.seat, "{p%d}: activate a system (a tactic token goes there)" % step.seat,
                         list(options), "LRR 89.1")]

    def perform(self, state: TIState, step: TacticalAction, seat: int, action: Any) -> list[Event]:
        step.system = action.system
        step.stage = "activated"
        return activate(state, seat, action.system)

    def run(self, state: TIState, step: TacticalAction) -> list[Event]:
        seat, node = step.seat, step.system
        stage = step.stage
        events: list[Event] = []
        if stage == "activated":
            step.stage = "movement"
            events = effects.fire(state, "system_activated", clockwise_from(state, seat), system=node, active=seat)
        elif stage == "movement":
            step.stage = "space_cannon"
            flow.push(state, Movement(seat=seat, system=node))
        elif stage == "space_cannon":
            step.stage = "space_combat"
            flow.push(state, SpaceCannonOffence(seat=seat, system=node))
        elif stage == "space_combat":
            step.stage = "invasion"
            others = other_ship_owners(state, seat, node)
            if has_ships(state, seat, node) and others:
                flow.push(state, SpaceCombat(seat=seat, system=node, defender=others[0]))
        elif stage == "invasion":
            step.stage = "production"
            if invasion_possible(state, seat, node):
                flow.push(state, Invasion(seat=seat, system=node))
        elif stage == "production":
            step.stage = "end"
            flow.push(state, Production(seat=seat, system=node))
        elif stage == "end":
            step.stage = "close"
            events = effects.fire(state, "tactical_action_ended", clockwise_from(state, seat), system=node,
                                  active=seat)
        elif stage == "close":
            effects.end_scope(state, "tactical")
            flow.pop(state, step)
        else:
            raise RuntimeError(f"tactical action in an unknown stage {stage!r} at {node_name(node)}")
        return events
