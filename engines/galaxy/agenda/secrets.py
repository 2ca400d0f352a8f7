"""Agenda-phase secret objectives (LRR 61.5b): scored the moment their condition holds, as the action
phase's are (asking only the holder would show the table that it holds one).

Drive the Debate: you, or a planet you control, are elected. Dictate Policy: three laws are in play.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.agenda.deck import elected_seat
from engines.galaxy.scoring import score
from engines.galaxy.seats import in_game
from engines.galaxy.state import NOBODY, TIState

LAWS_NEEDED = 3


def score_agenda_secrets(state: TIState, outcome: str) -> list[Event]:
    events: list[Event] = []
    elected = elected_seat(state, outcome)
    for seat in in_game(state):
        secrets = state.players[seat].secrets
        if "drive_the_debate" in secrets and seat == elected and elected != NOBODY:
            events += score(state, seat, "drive_the_debate")
        if "dictate_policy" in secrets and len(state.laws) >= LAWS_NEEDED:
            events += score(state, seat, "dictate_policy")
    return events
