"""Action cards played when units produce: War Machine."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.cards.action_cards.actions import CardEffect
from engines.galaxy.cards.action_cards.registry import Play, window_card
from engines.galaxy.effects import Context, effect
from engines.galaxy.state import Modifier

BONUS = 4


@window_card("war_machine", "when:production")
def war_machine(play: Play) -> list[Event]:
    """+4 to your PRODUCTION total and the units cost 1 less in all, this production."""
    play.state.modifiers.append(Modifier("war_machine", play.seat, "turn"))
    return [CardEffect(seat=play.seat, card=play.card, what="produces 4 more units, 1 resource cheaper")]


@effect("war_machine", hook="production_bonus")
def _bonus(ctx: Context) -> int:
    return BONUS


@effect("war_machine", hook="production_discount")
def _discount(ctx: Context) -> int:
    return 1
