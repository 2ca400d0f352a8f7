"""Construction (LRR 24): place a PDS or a space dock, then another PDS, on planets you control.
The secondary puts a strategy token in a system and a PDS or space dock on your planet there."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import CommandTokenPlaced
from engines.galaxy.actions.rounds import ChooseSystem
from engines.galaxy.flow import pop, push
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import PlaceStructure
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import Automatic, card_part, secondary_ready
from engines.galaxy.structures import placements

BOTH = ["pds", "space_dock"]


@card_part("construction", "primary")
class ConstructionPrimary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage == 0:
            step.stage = 1
            push(state, PlaceStructure(seat=step.seat, kinds=BOTH, optional=True))
        elif step.stage == 1:
            step.stage = 2
            push(state, PlaceStructure(seat=step.seat, kinds=["pds"], optional=True))
        else:
            pop(state, step)
        return []


def secondary_systems(state: TIState, seat: int) -> list[int]:
    return sorted({state.planets[p.planet].system for p in placements(state, seat, BOTH)})


@card_part("construction", "secondary")
class ConstructionSecondary:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        if step.stage != 0:
            return []
        options = [ChooseSystem(n) for n in secondary_systems(state, step.seat)]
        prompt = "{p%d}: choose the system for your strategy token and the new structure" % step.seat
        return [Decision(step.seat, prompt, options, "LRR 24.3")]

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        step.system = action.system
        step.stage = 1
        tokens = state.systems[str(action.system)].tokens
        if seat in tokens:  # already there: the spent token goes back to reinforcements (LRR 24.3)
            return []
        tokens.append(seat)
        return [CommandTokenPlaced(seat=seat, system=action.system, pool="strategy")]

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        if step.stage == 1:
            push(state, PlaceStructure(seat=step.seat, kinds=BOTH, system=step.system))
        return []


@secondary_ready("construction")
def _ready(state: TIState, seat: int) -> bool:
    return bool(placements(state, seat, BOTH))
