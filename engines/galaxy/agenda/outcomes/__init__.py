"""What each agenda's outcome does, one registered function per agenda, named after it.

``laws`` holds the laws (their outcomes and the effects they keep in play), ``directives`` the
directives. A function receives a ``Resolution`` (the state, the agenda step, the outcome) and returns
events; it may push steps (choices players make). Keeping the law in play or discarding the card is
the phase's work, after the function.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.core.contract import Event
from engines.galaxy.agenda.actions import AgendaEffect
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.agenda import Agenda


@dataclass(frozen=True)
class Resolution:
    state: TIState
    step: Agenda
    agenda: str
    outcome: str

    def voted(self, outcome: str | None = None) -> list[int]:
        """Seats that cast votes for ``outcome`` (default: the winner)."""
        wanted = self.outcome if outcome is None else outcome
        return sorted({v.seat for v in self.step.votes if v.outcome == wanted and v.count > 0})

    @property
    def target(self) -> str:
        """What the outcome names: the seat number, planet, law, objective or card id."""
        return self.outcome.partition(":")[2]

    @property
    def elected(self) -> int:
        from engines.galaxy.agenda.deck import elected_seat

        return elected_seat(self.state, self.outcome)

    def said(self, what: str) -> Event:
        return AgendaEffect(agenda=self.agenda, what=what)


Outcome = Callable[[Resolution], list[Event]]
OUTCOMES: dict[str, Outcome] = {}


def outcome(agenda: str) -> Callable[[Outcome], Outcome]:
    def register(function: Outcome) -> Outcome:
        OUTCOMES[agenda] = function
        return function

    return register


def nothing(resolution: Resolution) -> list[Event]:
    return []


__all__ = ["NOBODY", "OUTCOMES", "Resolution", "nothing", "outcome"]
