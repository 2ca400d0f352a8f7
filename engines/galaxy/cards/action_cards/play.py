"""Playing an action card (LRR 2): it is shown with its target, the others may cancel it, it resolves,
it goes to the discard pile. Then the further choices some cards ask for.

Timing window: "when:action_card_played" (actor: the player, subject: the card id) before it resolves
(Sabotage answers it). A cancelled card is discarded with no effect; a component action played this
way still used the turn's action.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.cards.action_cards.actions import ActionCardCancelled, ActionCardPlayed, CardOption
from engines.galaxy.cards.action_cards.registry import CARD_STEPS, CARDS, Play
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.flow import handles, parent, pop
from engines.galaxy.state import TIState
from engines.galaxy.steps.cards import CardStep, PlayCard
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import open_window


def card_below(state: TIState, window: Window) -> PlayCard | None:
    """The card being played just below ``window`` on the stack (the one a Sabotage there cancels)."""
    stack = state.stack
    for index in range(len(stack) - 1, 0, -1):
        if stack[index] is window:
            below = stack[index - 1]
            return below if isinstance(below, PlayCard) else None
    return None


def discard(state: TIState, physical: str) -> None:
    state.action_discard.append(physical)


@handles(PlayCard)
class PlayCardHandler:
    def decisions(self, state: TIState, step: PlayCard) -> list[Decision]:
        return []

    def perform(self, state: TIState, step: PlayCard, seat: int, action: Any) -> list[Event]:
        raise RuntimeError("playing a card asks nobody")

    def run(self, state: TIState, step: PlayCard) -> list[Event]:
        card = card_of(step.card)
        if step.stage == "announce":
            state.players[step.seat].action_cards.remove(step.card)
            state.tally.action_cards_played += 1
            step.stage = "resolve"
            open_window(state, "when:action_card_played", actors=[step.seat], subject=card)
            from engines.galaxy.cards.action_cards.words import target_words

            return [ActionCardPlayed(seat=step.seat, card=step.card, target=target_words(state, card, step.target))]
        if step.stage == "resolve":
            step.stage = "discard"
            if step.cancelled:
                return []
            window = parent(state, Window) if step.in_window else None
            return CARDS[card].resolve(Play(state, step.seat, card, step.card, step.target, window, step))
        pop(state, step)
        if not step.kept:
            discard(state, step.card)
        return []


def cancel(state: TIState, played: PlayCard, by: int) -> list[Event]:
    played.cancelled = True
    return [ActionCardCancelled(seat=played.seat, card=played.card, by=by)]


@handles(CardStep)
class CardStepHandler:
    def _asked(self, state: TIState, step: CardStep) -> tuple[str, list[tuple[str, str]]] | None:
        asked = CARD_STEPS[step.card].ask(state, step)
        return asked if asked is not None and asked[1] else None

    def decisions(self, state: TIState, step: CardStep) -> list[Decision]:
        asked = self._asked(state, step)
        if asked is None:
            return []
        prompt, choices = asked
        return [Decision(step.seat, "{p%d}: %s" % (step.seat, prompt), [CardOption(v, label) for v, label in choices],
                         "LRR 2")]

    def perform(self, state: TIState, step: CardStep, seat: int, action: Any) -> list[Event]:
        return CARD_STEPS[step.card].chosen(state, step, action.value)

    def run(self, state: TIState, step: CardStep) -> list[Event]:
        pop(state, step)
        return []
