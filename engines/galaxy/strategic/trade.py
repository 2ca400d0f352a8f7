"""Trade (LRR 92): gain three trade goods, replenish commodities, and choose players who resolve the
secondary without a command token. The secondary replenishes commodities."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import CommoditiesReplenished
from engines.galaxy.actions.rounds import ChoosePlayer, DoneChoosing
from engines.galaxy.economy import commodity_value, gain_trade_goods, replenish
from engines.galaxy.flow import parent, pop
from engines.galaxy.seats import clockwise_from
from engines.galaxy.state import TIState
from engines.galaxy.steps.strategic import CardAbility, StrategicAction
from engines.galaxy.strategic import Automatic, card_part, secondary_ready

GAINED = 3


def replenished(state: TIState, seat: int) -> list[Event]:
    """Commodities refilled (LRR 21.3): the window "when:replenish_commodities" comes first (Trade
    Agreement), then "after:replenish_commodities" (actor: that seat); the hook point
    "commodities_replenished" (Minister of Commerce) fires at once."""
    from engines.galaxy.effects import fire
    from engines.galaxy.windows import open_window

    events: list[Event] = [CommoditiesReplenished(seat=seat, count=replenish(state, seat))]
    events += fire(state, "commodities_replenished", [seat])
    open_window(state, "after:replenish_commodities", actors=[seat])  # pushed first, so it opens second
    open_window(state, "when:replenish_commodities", actors=[seat])
    return events


@card_part("trade", "primary")
class TradePrimary:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        if step.stage != 1:
            return []
        chosen = {int(p) for p in step.picks}
        options: list[Any] = [ChoosePlayer(s) for s in clockwise_from(state, step.seat, include=False)
                              if s not in chosen]
        options.append(DoneChoosing())
        prompt = "{p%d}: choose players who replenish their commodities without a strategy token" % step.seat
        return [Decision(step.seat, prompt, options, "LRR 92.4")]

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        if isinstance(action, ChoosePlayer):
            step.picks.append(str(action.seat))
            return []
        strategic = parent(state, StrategicAction)
        if strategic is not None:
            strategic.free = [int(p) for p in step.picks]
        pop(state, step)
        return []

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        step.stage = 1
        return [*gain_trade_goods(state, step.seat, GAINED, "trade"), *replenished(state, step.seat)]


@card_part("trade", "secondary")
class TradeSecondary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        return replenished(state, step.seat)


@secondary_ready("trade")
def _ready(state: TIState, seat: int) -> bool:
    return state.players[seat].commodities < commodity_value(state, seat)
