"""What the table sees of the agenda in progress (the agenda, its outcomes, votes as cast, riders, result)."""

from __future__ import annotations

import msgspec

from engines.galaxy.flow import parent
from engines.galaxy.state import TIState
from engines.galaxy.steps.agenda import Agenda


class VoteView(msgspec.Struct, array_like=True):
    seat: int
    outcome: str
    count: int


class RiderView(msgspec.Struct, array_like=True):
    seat: int
    card: str
    outcome: str


class AgendaView(msgspec.Struct):
    """``agenda`` is "" while Covert Legislation hides it; ``voting`` the seat voting now (-1: none)."""

    agenda: str
    hidden: bool
    stage: str
    outcomes: list[str]
    votes: list[VoteView]
    riders: list[RiderView]
    barred: list[int]
    order: list[int]
    voting: int
    outcome: str


def agenda_view(state: TIState) -> AgendaView | None:
    step = parent(state, Agenda)
    if step is None or not step.agenda:
        return None
    from engines.galaxy.agenda.deck import outcomes
    from engines.galaxy.agenda.phase import effective

    voting = step.order[step.turn] if step.stage == "voting" and step.turn < len(step.order) else -1
    return AgendaView(step.agenda, bool(step.hidden), step.stage, outcomes(state, effective(step)),
                      [VoteView(v.seat, v.outcome, v.count) for v in step.votes],
                      [RiderView(r.seat, r.card, r.outcome) for r in step.riders], list(step.barred), list(step.order),
                      voting, step.outcome)
