"""Action cards that answer other cards and actions: Sabotage, Reverse Engineer, Master Plan, Coup d'Etat."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.cards.action_cards.actions import CardEffect, CardTaken
from engines.galaxy.cards.action_cards.play import cancel, card_below
from engines.galaxy.cards.action_cards.registry import Play, window_card
from engines.galaxy.content.action_deck import card_of
from engines.galaxy.content.decks import decks
from engines.galaxy.effects import Context, effect
from engines.galaxy.flow import parent
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.strategic import StrategicAction
from engines.galaxy.steps.windows import Window


def _not_sabotage(state: TIState, seat: int, window: Window | None) -> bool:
    return window is not None and window.subject != "sabotage"


@window_card("sabotage", "when:action_card_played", by="other", could=_not_sabotage)
def sabotage(play: Play) -> list[Event]:
    """Cancel the card being played (not another Sabotage)."""
    assert play.window is not None
    played = card_below(play.state, play.window)
    return cancel(play.state, played, play.seat) if played is not None else []


def _discarded_action(state: TIState, seat: int, window: Window | None) -> bool:
    if window is None or not state.action_discard:
        return False
    card = decks().action_cards.get(window.subject)
    return card is not None and card.window.when == "action" and any(
        card_of(c) == window.subject for c in state.action_discard)


@window_card("reverse_engineer", "after:action_card_discarded", by="other", could=_discarded_action)
def reverse_engineer(play: Play) -> list[Event]:
    """Take the discarded component-action card from the discard pile into your hand."""
    assert play.window is not None
    state = play.state
    physical = next((c for c in reversed(state.action_discard) if card_of(c) == play.window.subject), None)
    if physical is None:
        return []
    state.action_discard.remove(physical)
    state.players[play.seat].action_cards.append(physical)
    return [CardTaken(seat=play.seat, giver=-1, card=card_of(physical))]


def _once_a_turn(state: TIState, seat: int, window: Window | None) -> bool:
    return not any(m.effect == "master_plan" and m.owner == seat for m in state.modifiers)


@window_card("master_plan", "after:action", could=_once_a_turn)
def master_plan(play: Play) -> list[Event]:
    """One more action this turn."""
    play.state.modifiers.append(Modifier("master_plan", play.seat, "turn", amount=1))
    return [CardEffect(seat=play.seat, card="master_plan", what="may take one more action this turn")]


@effect("master_plan", hook="extra_actions")
def _master_plan_action(ctx: Context) -> int:
    return 1


@window_card("coup_detat", "when:strategic_action", by="other")
def coup_detat(play: Play) -> list[Event]:
    """The strategic action does not happen: the card stays ready and that player's turn ends."""
    action = parent(play.state, StrategicAction)
    if action is None:
        return []
    action.stage = "cancelled"
    return [CardEffect(seat=play.seat, card="coup_detat", what="stops {p%d}'s strategic action" % action.seat)]
