"""Politics (LRR 66): choose a new speaker, draw two action cards, then look at the top two agenda
cards. The secondary draws two action cards.

The agenda deck look belongs to the agenda phase's issue: ``look_at_agendas`` is where it starts;
until it lands the table is told the look comes with the agenda phase.
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import AgendaLookNotYet, SpeakerChanged
from engines.galaxy.actions.rounds import ChooseSpeaker
from engines.galaxy.flow import pop
from engines.galaxy.hands import draw_action_cards
from engines.galaxy.seats import in_game
from engines.galaxy.state import TIState
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import Automatic, card_part, secondary_ready

DRAWN = 2


def look_at_agendas(state: TIState, seat: int) -> list[Event]:
    """Politics step 3 (the politics issue pushes its step here)."""
    return [AgendaLookNotYet(seat=seat)]


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
        return draw_action_cards(state, step.seat, DRAWN) + look_at_agendas(state, step.seat)


@card_part("politics", "secondary")
class PoliticsSecondary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        return draw_action_cards(state, step.seat, DRAWN)


@secondary_ready("politics")
def _ready(state: TIState, seat: int) -> bool:
    return bool(state.action_deck or state.action_discard)
