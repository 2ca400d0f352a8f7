"""Politics (LRR 66): choose a new speaker, draw two action cards, then look at the top two agenda
cards (``agenda/look.py``: only the holder sees them). The secondary draws two action cards."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import SpeakerChanged
from engines.galaxy.actions.rounds import ChooseSpeaker
from engines.galaxy.agenda.look import look_at_agendas
from engines.galaxy.flow import pop
from engines.galaxy.hands import draw_action_cards
from engines.galaxy.seats import in_game
from engines.galaxy.state import TIState
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import Automatic, card_part, secondary_ready

DRAWN = 2


@card_part("politics", "primary")
class PoliticsPrimary:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        if step.stage != 0:
            return []
        options = [ChooseSpeaker(s) for s in in_game(state) if s != state.speaker]
        return [Decision(step.seat, "{p%d}: choose the new speaker" % step.seat, options, "LRR 66.2")]

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        state.speaker = action.seat
        step.stage = 1
        return [SpeakerChanged(seat=action.seat)]

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        events = look_at_agendas(state, step.seat)  # pushed first: the discard a draw may call for comes first
        return draw_action_cards(state, step.seat, DRAWN) + events


@card_part("politics", "secondary")
class PoliticsSecondary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        return draw_action_cards(state, step.seat, DRAWN)


@secondary_ready("politics")
def _ready(state: TIState, seat: int) -> bool:
    return bool(state.action_deck or state.action_discard)
