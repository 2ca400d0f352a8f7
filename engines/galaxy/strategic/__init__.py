"""Strategic actions (LRR 82): the card's primary ability, then its secondary offered clockwise.

Each card's primary and secondary are small handlers in this package's modules, registered with
``card_part(card, part)``; ``secondary_ready(card)`` registers the test of whether a seat could
resolve the secondary now (seats that could not are not asked: everything it depends on is public).
A secondary costs one command token from the strategy pool except Leadership's (LRR 52.3), and
seats Trade's primary chose resolve it for free (LRR 92.4); an effect answering "secondary_free"
(card) makes it free for its seat (the Hacan's Masters of Trade). Hook ``secondary_payments`` (card,
active): ``(source, targets)``, other ways to pay the token, offered as ``UseAbility(source, target)`` beside
``ResolveSecondary``; the chosen one is paid through the hook point ``secondary_paid`` (payment, target):
the Mahact agent Jae Mir Kan.

Timing window: "when:strategic_action" (actors: the active player, subject: the card) before the
primary; an answer that stops the action sets the step's stage to "cancelled" (Coup d'Etat): the
card stays unused and the turn ends.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import SecondaryDeclined, SecondaryResolved, StrategicActionTaken
from engines.galaxy.actions.rounds import DeclineSecondary, ResolveSecondary, UseAbility
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.effects import any_true, collect, fire
from engines.galaxy.flow import handles, parent, pop, push
from engines.galaxy.seats import clockwise_from
from engines.galaxy.state import TIState
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.strategic import CardAbility, StrategicAction
from engines.galaxy.tokens import spend_strategy_token
from engines.galaxy.windows import open_window

FREE_SECONDARY = ("leadership",)


class CardPart(Protocol):
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]: ...

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]: ...

    def run(self, state: TIState, step: CardAbility) -> list[Event]: ...


CARD_PARTS: dict[tuple[str, str], CardPart] = {}
SECONDARY_READY: dict[str, Callable[[TIState, int], bool]] = {}


def card_part(card: str, part: str) -> Callable[[type[Any]], type[Any]]:
    def register(cls: type[Any]) -> type[Any]:
        CARD_PARTS[(card, part)] = cls()
        return cls

    return register


def secondary_ready(card: str) -> Callable[[Callable[[TIState, int], bool]], Callable[[TIState, int], bool]]:
    def register(function: Callable[[TIState, int], bool]) -> Callable[[TIState, int], bool]:
        SECONDARY_READY[card] = function
        return function

    return register


def costs_token(card: str, state: TIState | None = None, seat: int = -1) -> bool:
    if card in FREE_SECONDARY:
        return False
    return state is None or not any_true(state, "secondary_free", seat, card=card)


def can_resolve_secondary(state: TIState, seat: int, card: str, free: bool = False) -> bool:
    if not free and costs_token(card, state, seat) and state.players[seat].strategy < 1:
        return False
    return SECONDARY_READY[card](state, seat)


def rule_of(card: str) -> str:
    return f"LRR {strategy_cards()[card].lrr}"


@handles(StrategicAction)
class StrategicActionHandler:
    def _asking(self, state: TIState, step: StrategicAction) -> int | None:
        if step.stage != "secondaries" or step.index >= len(step.order):
            return None
        seat = step.order[step.index]
        if seat in step.free or not can_resolve_secondary(state, seat, step.card):
            return None
        return seat

    def asks(self, state: TIState, step: StrategicAction) -> bool:
        """Whether ``decisions`` asks a seat about the secondary (the same test, without its options)."""
        return self._asking(state, step) is not None

    def decisions(self, state: TIState, step: StrategicAction) -> list[Decision]:
        seat = self._asking(state, step)
        if seat is None:
            return []
        name = strategy_cards()[step.card].name
        cost = " for a strategy token" if costs_token(step.card, state, seat) else ""
        prompt = "{p%d}: resolve the secondary of %s%s?" % (seat, name, cost)
        options: list[Any] = [ResolveSecondary(), DeclineSecondary()]
        if cost:
            options[1:1] = [UseAbility(str(source), str(target)) for source, targets in collect(
                state, "secondary_payments", seat, card=step.card, active=step.seat) for target in targets]
        return [Decision(seat, prompt, options, rule_of(step.card))]

    def perform(self, state: TIState, step: StrategicAction, seat: int, action: Any) -> list[Event]:
        step.index += 1
        if isinstance(action, DeclineSecondary):
            return [SecondaryDeclined(seat=seat, card=step.card)]
        paying = costs_token(step.card, state, seat)
        events: list[Event] = [SecondaryResolved(seat=seat, card=step.card, free=not paying)]
        if paying and isinstance(action, UseAbility):
            events += fire(state, "secondary_paid", [seat], payment=action.source, target=action.target,
                           active=step.seat, card=step.card)
        elif paying:
            events += spend_strategy_token(state, seat, step.card)
        push(state, CardAbility(seat=seat, card=step.card, part="secondary"))
        return events

    def run(self, state: TIState, step: StrategicAction) -> list[Event]:
        if step.stage == "primary":
            step.stage = "start"
            open_window(state, "when:strategic_action", actors=[step.seat], subject=step.card)
            return []
        if step.stage == "cancelled":
            pop(state, step)
            turn = parent(state, PlayerTurn)
            if turn is not None:
                turn.stage = "done"
            return []
        if step.stage == "start":
            step.stage = "secondaries"
            step.order = clockwise_from(state, step.seat, include=False)
            push(state, CardAbility(seat=step.seat, card=step.card, part="primary"))
            return [StrategicActionTaken(seat=step.seat, card=step.card)]
        if step.index >= len(step.order):
            for slot in state.strategy:
                if slot.card == step.card:
                    slot.used = True
            pop(state, step)
            return []
        seat = step.order[step.index]
        step.index += 1
        if seat in step.free and SECONDARY_READY[step.card](state, seat):
            push(state, CardAbility(seat=seat, card=step.card, part="secondary"))
            return [SecondaryResolved(seat=seat, card=step.card, free=True)]
        return []


@handles(CardAbility)
class CardAbilityHandler:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        return CARD_PARTS[(step.card, step.part)].decisions(state, step)

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        return CARD_PARTS[(step.card, step.part)].perform(state, step, seat, action)

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        return CARD_PARTS[(step.card, step.part)].run(state, step)


class Automatic:
    """A card part that never asks anyone."""

    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        return []

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        raise RuntimeError(f"{step.card} {step.part} takes no actions")
