"""The strategy phase (LRR 84): strategy cards picked in speaker order, a trade good on each left over.

Timing window: "when:strategy_card_chosen" after each pick (actor: the picker, subject: the card). An
answer that sends the card back (Public Disgrace) returns it and lowers ``picks``: the same seat
picks again, not that card (``barred``). Hooks: ``keeps_strategy_cards`` (the seat picks none this
phase: Political Stability), ``strategy_card_given`` (the picker gives the card to a player who still
needs one: Checks and Balances).

The goods on a card are gained when it is taken ("after:gain_trade_goods", as ``economy.gain_trade_goods``).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import StrategyCardPicked, TradeGoodsPlacedOnCards
from engines.galaxy.actions.rounds import PickStrategyCard
from engines.galaxy.content.strategy import card_order
from engines.galaxy.economy import goods_gained_window
from engines.galaxy.effects import any_true
from engines.galaxy.flow import handles, pop
from engines.galaxy.seats import speaker_order
from engines.galaxy.state import NOBODY, StrategySlot, TIState
from engines.galaxy.steps.phases import StrategyPhase
from engines.galaxy.windows import open_window

TWO_CARDS_UP_TO = 4


def cards_each(state: TIState) -> int:
    """Two strategy cards each with three or four players, one otherwise (LRR 84.2, 84.3)."""
    return 2 if len(state.players) <= TWO_CARDS_UP_TO else 1


def slot(state: TIState, card: str) -> StrategySlot:
    return next(s for s in state.strategy if s.card == card)


def keeps_cards(state: TIState, seat: int) -> bool:
    """The seat kept last round's strategy cards (Political Stability) and picks none (hook "keeps_strategy_cards")."""
    return any_true(state, "keeps_strategy_cards", seat)


def pickers(state: TIState) -> list[int]:
    return [s for s in speaker_order(state) if not keeps_cards(state, s)]


@handles(StrategyPhase)
class StrategyHandler:
    def _picker(self, state: TIState, step: StrategyPhase) -> int | None:
        order = pickers(state)
        left = sum(1 for s in state.strategy if s.holder == NOBODY)
        if not order or step.picks >= len(order) * cards_each(state) or left == 0:
            return None
        return order[step.picks % len(order)]

    def decisions(self, state: TIState, step: StrategyPhase) -> list[Decision]:
        if not state.strategy:
            return []
        seat = self._picker(state, step)
        if seat is None:
            return []
        options = [PickStrategyCard(s.card) for s in state.strategy if s.holder == NOBODY and s.card != step.barred]
        if not options:  # the only card left is the one this seat was sent back from
            options = [PickStrategyCard(s.card) for s in state.strategy if s.holder == NOBODY]
        return [Decision(seat, "{p%d}: choose a strategy card" % seat, options, "LRR 84.2")]

    def perform(self, state: TIState, step: StrategyPhase, seat: int, action: Any) -> list[Event]:
        chosen = slot(state, action.card)
        chosen.holder = seat
        goods, chosen.trade_goods = chosen.trade_goods, 0
        step.picks += 1
        step.barred = ""
        if any_true(state, "strategy_card_given", seat):  # Checks and Balances: the card goes to another
            from engines.galaxy.agenda.choices import ask_each

            ask_each(state, "checks_and_balances", "give_strategy_card", [seat], [1], target=action.card)
        open_window(state, "when:strategy_card_chosen", actors=[seat], subject=action.card, amount=goods)
        picked: list[Event] = [StrategyCardPicked(seat=seat, card=action.card, trade_goods=goods)]
        if goods:  # the goods were put on the card from the supply: they are gained now
            state.players[seat].trade_goods += goods  # the pick's event tells them: no second log line
            goods_gained_window(state, seat, goods)
        return picked

    def run(self, state: TIState, step: StrategyPhase) -> list[Event]:
        if not state.strategy:
            state.strategy = [StrategySlot(card) for card in card_order()]
            return []
        left = [s for s in state.strategy if s.holder == NOBODY]
        for unpicked in left:
            unpicked.trade_goods += 1
        state.modifiers = [m for m in state.modifiers if m.effect != "political_stability"]
        pop(state, step)
        events: list[Event] = [TradeGoodsPlacedOnCards(cards=[s.card for s in left])] if left else []
        return events
