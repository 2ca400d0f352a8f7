"""Hands of action cards and secret objectives: drawing, the limits, discarding (LRR 2, 61.18-61.22).

Timing window: "after:action_card_discarded" (actor: the discarding seat, subject: the card id) after a
card leaves a hand for the discard pile other than by being played (Reverse Engineer answers it).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import (
    ActionCardDiscarded,
    ActionCardDrawn,
    ActionCardsDrawn,
    ActionDeckReshuffled,
    SecretDrawn,
    SecretReturned,
)
from engines.galaxy.actions.rounds import DiscardActionCard, ReturnSecretObjective
from engines.galaxy.effects import fire, total
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import DiscardActions, ReturnSecret

HAND_LIMIT = 7
SECRET_LIMIT = 3


def hand_limit(state: TIState, seat: int) -> int:
    """Seven action cards, changed by effects answering "hand_limit" (LRR 2.4a)."""
    return HAND_LIMIT + total(state, "hand_limit", seat)


def draw_action_cards(state: TIState, seat: int, count: int, limit_check: bool = True) -> list[Event]:
    """Draw from the action deck, shuffling the discard pile into a new deck when it runs out.

    With ``limit_check`` a seat over its hand limit is then asked to discard (LRR 2.4). Effects answering
    "extra_draw" draw more; afterwards the hook point ``action_cards_drawn`` (count) lets them act (the
    Yssaril's Scheming discards one).
    """
    events: list[Event] = []
    count += total(state, "extra_draw", seat) if count > 0 else 0
    drawn = 0
    hand = state.players[seat].action_cards
    for _ in range(count):
        if not state.action_deck and state.action_discard:
            state.action_deck, state.action_discard = state.action_discard, []
            state.rng.shuffle(state.action_deck)
            events.append(ActionDeckReshuffled(cards=len(state.action_deck)))
        if not state.action_deck:
            break
        card = state.action_deck.pop()
        hand.append(card)
        drawn += 1
        events.append(ActionCardDrawn(seat=seat, card=card, only=seat))
    events.insert(0, ActionCardsDrawn(seat=seat, count=drawn))
    if limit_check and len(hand) > hand_limit(state, seat):
        push(state, DiscardActions(seat=seat))
    if drawn:
        events += fire(state, "action_cards_drawn", [seat], count=drawn)
    return events


def secret_count(state: TIState, seat: int) -> int:
    """Scored and unscored secret objectives together (LRR 61.21)."""
    from engines.galaxy.content.objectives import objectives

    player = state.players[seat]
    scored = sum(1 for o in player.scored if not objectives()[o].public)
    return scored + len(player.secrets)


def secret_limit(state: TIState, seat: int) -> int:
    """Three secret objectives, scored and unscored (LRR 61.21); effects answering "secret_limit" add to it
    (the Obsidian)."""
    from engines.galaxy.effects import total

    return SECRET_LIMIT + total(state, "secret_limit", seat)


def draw_secret(state: TIState, seat: int) -> list[Event]:
    """Draw a secret objective; a fourth means returning an unscored one (LRR 61.21a)."""
    if not state.secret_deck:
        return []
    objective = state.secret_deck.pop()
    state.players[seat].secrets.append(objective)
    events: list[Event] = [SecretDrawn(seat=seat), SecretDrawn(seat=seat, objective=objective, only=seat)]
    if secret_count(state, seat) > secret_limit(state, seat):
        push(state, ReturnSecret(seat=seat))
    return events


@handles(ReturnSecret)
class ReturnSecretHandler:
    def decisions(self, state: TIState, step: ReturnSecret) -> list[Decision]:
        player = state.players[step.seat]
        if secret_count(state, step.seat) <= secret_limit(state, step.seat) or not player.secrets:
            return []
        options = [ReturnSecretObjective(o) for o in player.secrets]
        return [Decision(step.seat, "{p%d}: you may hold three secret objectives; return one" % step.seat,
                         options, "LRR 61.21a")]

    def perform(self, state: TIState, step: ReturnSecret, seat: int, action: Any) -> list[Event]:
        state.players[seat].secrets.remove(action.objective)
        state.secret_deck.append(action.objective)
        state.rng.shuffle(state.secret_deck)
        # No private twin naming it: the card is back in the deck, whose contents nobody may see.
        return [SecretReturned(seat=seat)]

    def run(self, state: TIState, step: ReturnSecret) -> list[Event]:
        pop(state, step)
        return []


def discard_card(state: TIState, seat: int, card: str) -> list[Event]:
    """A card from ``seat``'s hand to the discard pile (not played: discarded), shown to everyone."""
    from engines.galaxy.content.action_deck import card_of
    from engines.galaxy.windows import open_window

    state.players[seat].action_cards.remove(card)
    state.action_discard.append(card)
    open_window(state, "after:action_card_discarded", actors=[seat], subject=card_of(card))
    return [ActionCardDiscarded(seat=seat, card=card)]


@handles(DiscardActions)
class DiscardActionsHandler:
    def decisions(self, state: TIState, step: DiscardActions) -> list[Decision]:
        hand = state.players[step.seat].action_cards
        if len(hand) <= hand_limit(state, step.seat):
            return []
        options = [DiscardActionCard(card) for card in hand]
        prompt = "{p%d}: you hold %d action cards and may keep %d; discard one" % (
            step.seat, len(hand), hand_limit(state, step.seat))
        return [Decision(step.seat, prompt, options, "LRR 2.4")]

    def perform(self, state: TIState, step: DiscardActions, seat: int, action: Any) -> list[Event]:
        return discard_card(state, seat, action.card)

    def run(self, state: TIState, step: DiscardActions) -> list[Event]:
        pop(state, step)
        return []
