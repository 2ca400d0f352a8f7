"""Leadership (LRR 52): gain three command tokens, then buy one per three influence spent;
the secondary buys tokens the same way and costs no strategy token."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.rounds import StopPaying
from engines.galaxy.economy import spendable, token_reinforcements
from engines.galaxy.flow import pop
from engines.galaxy.paying import apply_money, money_options
from engines.galaxy.state import TIState
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import card_part, secondary_ready
from engines.galaxy.tokens import gain_tokens

GAINED = 3
INFLUENCE_PER_TOKEN = 3


class _BuyTokens:
    """Stage 1: spend influence (planets and trade goods) until the player stops; then the tokens."""

    first = 1

    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        if step.stage != 1:
            return []
        options: list[Any] = money_options(state, step.seat, "influence")
        if not options:
            return []
        options.append(StopPaying())
        prompt = "{p%d}: spend influence for command tokens, one per 3 (%d spent)" % (step.seat, step.paid)
        return [Decision(step.seat, prompt, options, "LRR 52.2")]

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        if isinstance(action, StopPaying):
            step.stage = 2
            return []
        paid, events = apply_money(state, seat, action)
        step.paid += paid
        return events

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage == 0:
            step.stage = 1
            gain_tokens(state, step.seat, GAINED)
            return []
        if step.stage == 1:
            step.stage = 2
            return []
        pop(state, step)
        gain_tokens(state, step.seat, step.paid // INFLUENCE_PER_TOKEN)
        return []


@card_part("leadership", "primary")
class LeadershipPrimary(_BuyTokens):
    pass


@card_part("leadership", "secondary")
class LeadershipSecondary(_BuyTokens):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage == 0:
            step.stage = 1
            return []
        return super().run(state, step)


@secondary_ready("leadership")
def _ready(state: TIState, seat: int) -> bool:
    return spendable(state, seat, "influence") >= INFLUENCE_PER_TOKEN and token_reinforcements(state, seat) > 0
