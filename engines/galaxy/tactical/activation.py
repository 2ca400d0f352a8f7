"""The tactical action (LRR 89): activation, then movement, space cannon offence, space combat, invasion and
production, each pushed as its own step.

Hook points fired here (each seat that could act, the active player first, then clockwise; answers
are lists of events, and a function may push a step, which runs before the tactical action goes on):
- ``system_activated`` (system, active): after the active player activates a system (LRR 89.1;
  Magen Defense Grid acts here, and the action cards' "after activation" windows will).
- ``tactical_action_ended`` (system, active): the tactical action is over; its "tactical" scope ends.

Timing windows (actors: the active player; ``system`` the active system): "when:activation" and
"after:activation" after activating, "before:movement", "after:move_into" (with "after:ships_moved")
once the ships have moved in, "end:tactical_action". An answer that forbids the move (Ceasefire) sets
the stage to "space_cannon", skipping movement.
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
from engines.galaxy.windows import open_window


def activatable(state: TIState, seat: int) -> list[int]:
    """Systems ``seat`` may activate: any without one of its command tokens (LRR 5.2, 89.1), and none
    another player's effect closes to it (hook ``bars_activation`` (active), asked of every other seat,
    answers a list of systems: the Saar's Chaos Mapping); an effect answering ``activates_own_token_systems``
    lets the seat activate systems holding its tokens too."""
    barred: set[int] = set()
    for other in clockwise_from(state, seat)[1:]:
        for answer in effects.collect(state, "bars_activation", other, active=seat):
            barred.update(answer)
    again = effects.any_true(state, "activates_own_token_systems", seat)  # the Mahact's Il Na Viroset
    return [n for n in galaxy(state).systems() if (again or seat not in system(state, n).tokens) and n not in barred]


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
    """Planets in the system and something to invade with: ground forces in space or BOMBARDMENT, or units an
    effect put among other players' ground forces (hook ``coalesced_planets``)."""
    if not planets_in(state, node):
        return False
    if any(effects.collect(state, "coalesced_planets", seat, system=node)):
        return True
    for stack in system(state, node).space:
        if stack.owner == seat and (stack.kind in GROUND_FORCES or stats(state, seat, stack.kind).bombardment):
            return True
    return bool(effects.collect(state, "planet_bombarders", seat, system=node))


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
            step.stage = "after_activation"
            events = effects.fire(state, "system_activated", clockwise_from(state, seat), system=node, active=seat)
            open_window(state, "when:activation", actors=[seat], system=node)
        elif stage == "after_activation":
            step.stage = "before_movement"
            open_window(state, "after:activation", actors=[seat], system=node)
        elif stage == "before_movement":
            step.stage = "movement"
            open_window(state, "before:movement", actors=[seat], system=node)
        elif stage == "movement":
            step.stage = "moved"
            flow.push(state, Movement(seat=seat, system=node))
        elif stage == "moved":
            step.stage = "space_cannon"
            if step.moved:
                open_window(state, ["after:move_into", "after:ships_moved"], actors=[seat], system=node)
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
                flow.push(state, Invasion(seat=seat, system=node, stage="start"))
        elif stage == "production":
            step.stage = "end"
            flow.push(state, Production(seat=seat, system=node))
        elif stage == "end":
            step.stage = "close"
            events = effects.fire(state, "tactical_action_ended", clockwise_from(state, seat), system=node,
                                  active=seat)
            open_window(state, "end:tactical_action", actors=[seat], system=node)
        elif stage == "close":
            effects.end_scope(state, "tactical")
            flow.pop(state, step)
        else:
            raise RuntimeError(f"tactical action in an unknown stage {stage!r} at {node_name(node)}")
        return events
