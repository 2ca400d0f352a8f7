"""Ground combat (LRR 42): rounds of rolls and hit assignment on one planet until one side or neither is left.

Uses the hook points and timing windows of ``engines.galaxy.combat.rounds`` (``combat`` = "ground",
``planet`` set).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import effects, flow
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.combat.rounds import (
    add_bonus_hits,
    count_side,
    fire_both,
    open_after_roll,
    open_before_hits,
    open_finish,
    open_round_end,
    open_round_start,
    roll_side,
    winner_of,
)
from engines.galaxy.forces import ground_fighters
from engines.galaxy.objective_events import combat_ended
from engines.galaxy.state import TIState
from engines.galaxy.steps.combat import GroundCombat
from engines.galaxy.tactical.events import CombatEnded


def _alive(state: TIState, step: GroundCombat) -> tuple[bool, bool]:
    units = state.planets[step.planet].units
    return ground_fighters(state, units, step.seat) > 0, ground_fighters(state, units, step.defender) > 0


def _finish(state: TIState, step: GroundCombat) -> list[Event]:
    winner, loser = winner_of(_alive(state, step), step)
    events: list[Event] = [CombatEnded(system=step.system, planet=step.planet, winner=winner, loser=loser)]
    events += combat_ended(state, step.serial, "ground", step.system, step.seat, step.defender, winner)
    events += fire_both(state, step, "combat_ended", winner=winner, loser=loser)
    if winner >= 0:
        events += effects.fire(state, "combat_won", [winner], combat="ground", system=step.system,
                               planet=step.planet, opponent=loser, loser=loser)
    open_finish(state, step, winner, loser)
    return events


@flow.handles(GroundCombat)
class GroundCombatHandler:
    def decisions(self, state: TIState, step: GroundCombat) -> list[Decision]:
        return []

    def perform(self, state: TIState, step: GroundCombat, seat: int, action: Any) -> list[Event]:
        raise RuntimeError("ground combat asks nobody; its hits are assigned in their own step")

    def run(self, state: TIState, step: GroundCombat) -> list[Event]:
        stage = step.stage
        units = state.planets[step.planet].units
        if stage == "start":
            state.tally.combats += 1
            step.serial = state.tally.combats
            step.stage = "start_round"
            return fire_both(state, step, "before_combat")
        if stage == "start_round":
            step.round += 1
            step.sustained = []
            step.stage = "check_start"
            events = fire_both(state, step, "start_of_combat") if step.round == 1 else []
            events += fire_both(state, step, "start_of_combat_round")
            open_round_start(state, step)
            return events
        if stage == "check_start":  # a start-of-combat effect may already have decided it
            step.stage = "roll_attacker" if all(_alive(state, step)) else "end"
            return []
        if stage == "roll_attacker":
            step.stage = "count_attacker"
            events = roll_side(state, step, step.seat, units)
            open_after_roll(state, step, step.seat)
            return events
        if stage == "count_attacker":
            step.stage = "roll_defender"
            return count_side(state, step, step.seat)
        if stage == "roll_defender":
            step.stage = "count_defender"
            events = roll_side(state, step, step.defender, units)
            open_after_roll(state, step, step.defender)
            return events
        if stage == "count_defender":
            step.stage = "assign"
            return count_side(state, step, step.defender)
        if stage == "assign":
            step.stage = "after_assign"
            add_bonus_hits(state, step)
            attacker_hits, defender_hits = step.hits
            step.hits = [0, 0]
            push_hits(state, step.defender, attacker_hits, step.system, step.planet, "ground_forces", by=step.seat,
                      combat=step.serial)
            open_before_hits(state, step, step.defender, attacker_hits)
            push_hits(state, step.seat, defender_hits, step.system, step.planet, "ground_forces", by=step.defender,
                      combat=step.serial)
            open_before_hits(state, step, step.seat, defender_hits)
            return []
        if stage == "after_assign":
            step.stage = "round_end"
            return fire_both(state, step, "after_assign_hits")
        if stage == "round_end":
            step.stage = "check"
            events = fire_both(state, step, "end_of_combat_round")
            effects.end_scope(state, "combat_round")
            open_round_end(state, step)
            return events
        if stage == "check":
            step.stage = "start_round" if all(_alive(state, step)) else "end"
            return []
        if stage == "end":
            step.stage = "close"
            return _finish(state, step)
        if stage == "close":
            effects.end_scope(state, "combat")
            flow.pop(state, step)
            return []
        raise RuntimeError(f"ground combat in an unknown stage {stage!r}")

