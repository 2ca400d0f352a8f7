"""Paying resources or influence (LRR 75, 47, 93): exhaust readied planets you control and spend trade goods.

The ``Payment`` step lists the planets and the trade goods while the amount is not reached, then
confirming spends them; excess is lost (LRR 67.1b). Any procedure can push one: on confirm or cancel
the step below it moves to the stage the payment names.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy import flow
from engines.galaxy.forces import influence, resources
from engines.galaxy.state import TIState
from engines.galaxy.steps.production import Payment
from engines.galaxy.tactical.actions import CancelPayment, ConfirmPayment, Exhaust, SpendTradeGood
from engines.galaxy.tactical.events import PlanetsExhausted


def worth(state: TIState, planet: str, currency: str) -> int:
    return resources(state, planet) if currency == "resources" else influence(state, planet)


def ready_planets(state: TIState, seat: int) -> list[str]:
    return [n for n, p in state.planets.items() if p.owner == seat and not p.exhausted]


def spendable(state: TIState, seat: int, currency: str) -> int:
    """Everything ``seat`` could pay right now: readied planets and trade goods."""
    planets = sum(worth(state, n, currency) for n in ready_planets(state, seat))
    return planets + state.players[seat].trade_goods


def chosen(state: TIState, step: Payment) -> int:
    return sum(worth(state, n, step.currency) for n in step.planets) + step.trade_goods


def options(state: TIState, step: Payment) -> list[Any]:
    found: list[Any] = []
    if chosen(state, step) < step.amount:
        for name in ready_planets(state, step.seat):
            if name not in step.planets and worth(state, name, step.currency) > 0:
                found.append(Exhaust(name))
        if state.players[step.seat].trade_goods > step.trade_goods:
            found.append(SpendTradeGood())
    else:
        found.append(ConfirmPayment())
    found.append(CancelPayment())
    return found


def _finish(state: TIState, step: Payment, stage: str) -> None:
    flow.pop(state, step)
    below = flow.top(state)
    if below is not None and stage:
        below.stage = stage  # type: ignore[attr-defined]


def pay(state: TIState, step: Payment) -> list[Event]:
    for name in step.planets:
        state.planets[name].exhausted = True
    state.players[step.seat].trade_goods -= step.trade_goods
    event = PlanetsExhausted(seat=step.seat, planets=list(step.planets), trade_goods=step.trade_goods,
                             reason=step.reason)
    _finish(state, step, step.paid)
    return [event]


@flow.handles(Payment)
class PaymentHandler:
    def decisions(self, state: TIState, step: Payment) -> list[Decision]:
        if step.amount <= 0:
            return []
        prompt = "{p%d}: pay %d %s for %s (%d chosen)" % (step.seat, step.amount, step.currency, step.reason,
                                                         chosen(state, step))
        return [Decision(step.seat, prompt, options(state, step), "LRR 75.2, 93.4")]

    def perform(self, state: TIState, step: Payment, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Exhaust):
            step.planets.append(action.planet)
        elif isinstance(action, SpendTradeGood):
            step.trade_goods += 1
        elif isinstance(action, ConfirmPayment):
            return pay(state, step)
        else:
            _finish(state, step, step.cancelled)
        return []

    def run(self, state: TIState, step: Payment) -> list[Event]:
        return pay(state, step)
