"""Paying: exhausting planets for resources or influence and spending trade goods (LRR 75, 47, 93),
a fixed payment (``Pay``) and scoring an objective that costs something (``ClaimObjective``)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import CommandTokenSpent, PlanetExhausted, TradeGoodsSpent
from engines.galaxy.actions.rounds import DiscardActionCard, ExhaustPlanet, SpendCommandToken, SpendTradeGood
from engines.galaxy.amounts import amount
from engines.galaxy.economy import can_pay, ready_planets, trade_good_value, value
from engines.galaxy.flow import handles, pop
from engines.galaxy.scoring import objective, score
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import ClaimObjective, Pay

WORDS = {"resources": "resource", "influence": "influence", "trade_goods": "trade good",
         "either": "resource or influence"}


def exhaust(state: TIState, seat: int, planet: str, use: str) -> tuple[int, list[Event]]:
    """Exhaust a planet to spend its resources or influence; returns the value and the event."""
    state.planets[planet].exhausted = True
    worth = value(state, planet, use)
    return worth, [PlanetExhausted(seat=seat, planet=planet, use=use, value=worth)]


def spend_goods(state: TIState, seat: int, use: str, count: int = 1) -> list[Event]:
    state.players[seat].trade_goods -= count
    return [TradeGoodsSpent(seat=seat, count=count, use=use)]


def money_options(state: TIState, seat: int, use: str, goods: bool = True) -> list[Any]:
    """Every planet that could pay ``use`` (resources or influence), and a trade good."""
    options: list[Any] = [ExhaustPlanet(k, use) for k in ready_planets(state, seat) if value(state, k, use) > 0]
    if goods and state.players[seat].trade_goods > 0:
        options.append(SpendTradeGood(use))
    return options


def apply_money(state: TIState, seat: int, action: Any) -> tuple[int, list[Event]]:
    """Resolve an ExhaustPlanet or SpendTradeGood option; returns the value paid."""
    if isinstance(action, ExhaustPlanet):
        return exhaust(state, seat, action.planet, action.use)
    worth = 1 if action.use == "trade_goods" else trade_good_value(state, seat)
    return worth, spend_goods(state, seat, action.use)


@handles(Pay)
class PayHandler:
    def decisions(self, state: TIState, step: Pay) -> list[Decision]:
        if step.paid >= step.amount:
            return []
        options = money_options(state, step.seat, step.kind, step.trade_goods)
        if not options:
            return []
        prompt = "{p%d}: pay %s%s (%d paid)" % (step.seat, amount(step.amount, WORDS[step.kind]),
                                                   f" for {step.why}" if step.why else "", step.paid)
        return [Decision(step.seat, prompt, options, "LRR 75.3" if step.kind == "resources" else "LRR 47.3")]

    def perform(self, state: TIState, step: Pay, seat: int, action: Any) -> list[Event]:
        paid, events = apply_money(state, seat, action)
        step.paid += paid
        if step.paid >= step.amount:
            pop(state, step)
        return events

    def run(self, state: TIState, step: Pay) -> list[Event]:
        pop(state, step)
        return []


@handles(ClaimObjective)
class ClaimHandler:
    """Pay an objective's cost in any order the player likes; only payments that leave the rest
    payable are offered, so a claim can always be completed (LRR 61.10)."""

    def decisions(self, state: TIState, step: ClaimObjective) -> list[Decision]:
        options = self._options(state, step)
        if not options:
            return []
        left = self._left(step)
        prompt = "{p%d}: pay for %s (still %s)" % (step.seat, objective(step.objective).name, left)
        return [Decision(step.seat, prompt, options, "LRR 61.10")]

    def _left(self, step: ClaimObjective) -> str:
        parts = [amount(step.influence, "influence"), amount(step.resources, "resource"),
                 amount(step.trade_goods, "trade good"), amount(step.tokens, "command token"),
                 amount(step.discard, "action card to discard")]
        values = [step.influence, step.resources, step.trade_goods, step.tokens, step.discard]
        return ", ".join(p for p, v in zip(parts, values, strict=True) if v)

    def _payable(self, state: TIState, step: ClaimObjective, resources: int, influence: int, goods_needed: int,
                 without: frozenset[str] = frozenset(), goods: int | None = None) -> bool:
        return can_pay(state, step.seat, resources, influence, goods_needed, without, goods)

    def _options(self, state: TIState, step: ClaimObjective) -> list[Any]:
        seat = step.seat
        player = state.players[seat]
        options: list[Any] = []
        goods = player.trade_goods
        if step.trade_goods and goods > 0:
            options.append(SpendTradeGood("trade_goods"))
        for use, left in (("influence", step.influence), ("resources", step.resources)):
            if not left:
                continue
            for key in ready_planets(state, seat):
                worth = value(state, key, use)
                if worth <= 0:
                    continue
                rest = (max(0, step.resources - worth) if use == "resources" else step.resources,
                        max(0, step.influence - worth) if use == "influence" else step.influence)
                if self._payable(state, step, rest[0], rest[1], step.trade_goods, frozenset({key})):
                    options.append(ExhaustPlanet(key, use))
            worth = trade_good_value(state, seat)
            rest_goods = (max(0, step.resources - worth * (use == "resources")),
                          max(0, step.influence - worth * (use == "influence")))
            if goods > step.trade_goods and self._payable(state, step, rest_goods[0], rest_goods[1], step.trade_goods,
                                                          goods=goods - 1):
                options.append(SpendTradeGood(use))
        if step.tokens:
            options += [SpendCommandToken(pool) for pool in ("tactic", "strategy") if getattr(player, pool) > 0]
        if step.discard:
            options += [DiscardActionCard(card) for card in player.action_cards]
        return options

    def perform(self, state: TIState, step: ClaimObjective, seat: int, action: Any) -> list[Event]:
        player = state.players[seat]
        if isinstance(action, SpendCommandToken):
            setattr(player, action.pool, getattr(player, action.pool) - 1)
            step.tokens -= 1
            return [CommandTokenSpent(seat=seat, pool=action.pool, why=step.objective)]
        if isinstance(action, DiscardActionCard):
            from engines.galaxy.hands import discard_card

            step.discard -= 1
            return discard_card(state, seat, action.card)
        paid, events = apply_money(state, seat, action)
        if action.use == "trade_goods":
            step.trade_goods -= 1
        elif action.use == "influence":
            step.influence = max(0, step.influence - paid)
        else:
            step.resources = max(0, step.resources - paid)
        return events

    def run(self, state: TIState, step: ClaimObjective) -> list[Event]:
        pop(state, step)
        if step.influence or step.resources or step.trade_goods or step.tokens or step.discard:
            return []  # cannot happen: every offered payment leaves the rest payable
        return score(state, step.seat, step.objective)


def claim(state: TIState, seat: int, objective_id: str) -> ClaimObjective:
    """The step that pays for and scores ``objective_id``."""
    from engines.galaxy.scoring import cost_of

    cost = cost_of(objective_id)
    return ClaimObjective(seat=seat, objective=objective_id, influence=cost.get("influence", 0),
                          resources=cost.get("resources", 0), trade_goods=cost.get("trade_goods", 0),
                          tokens=cost.get("tokens", 0), discard=cost.get("discard", 0))
