"""Technology (LRR 91): research one technology, then another for 6 resources. The secondary
researches one for 4 resources; an effect answering "secondary_as_primary" (card) lets its seat
resolve the primary instead (the Jol-Nar's Brilliant)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.effects import any_true
from engines.galaxy.flow import pop, push
from engines.galaxy.research import can_research
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Research
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import Automatic, card_part, secondary_ready

SECOND_COST = 6
SECONDARY_COST = 4


def cost(state: TIState, seat: int, price: int) -> int:
    """What research through this card costs the seat (nothing while "technology_card_free" answers true:
    Minister of Sciences)."""
    return 0 if any_true(state, "technology_card_free", seat) else price


@card_part("technology", "primary")
class TechnologyPrimary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage == 0:
            step.stage = 1
            push(state, Research(seat=step.seat))
        elif step.stage == 1:
            step.stage = 2
            price = cost(state, step.seat, SECOND_COST)
            if can_research(state, step.seat, price):
                push(state, Research(seat=step.seat, cost=price, optional=True))
        else:
            pop(state, step)
        return []


def as_primary(state: TIState, seat: int) -> bool:
    return any_true(state, "secondary_as_primary", seat, card="technology")


@card_part("technology", "secondary")
class TechnologySecondary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage > 0 or as_primary(state, step.seat):
            return TechnologyPrimary().run(state, step)
        pop(state, step)
        push(state, Research(seat=step.seat, cost=cost(state, step.seat, SECONDARY_COST)))
        return []


@secondary_ready("technology")
def _ready(state: TIState, seat: int) -> bool:
    return can_research(state, seat, 0 if as_primary(state, seat) else cost(state, seat, SECONDARY_COST))
