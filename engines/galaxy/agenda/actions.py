"""What a player may choose in the agenda phase, and what it reports."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Action, Event


class CastVotes(Action, frozen=True):
    """Vote for ``outcome`` ("for", "against", "seat:2", "planet:Abyz", ...); planets are exhausted next."""

    outcome: str


class Abstain(Action, frozen=True):
    pass


class ExhaustForVotes(Action, frozen=True):
    """Exhaust a ready planet: its influence in votes."""

    planet: str


class ExtraVotes(Action, frozen=True):
    """Add the votes an ability gives (Predictive Intelligence)."""

    source: str


class DoneVoting(Action, frozen=True):
    pass


class ChooseOutcome(Action, frozen=True):
    """The speaker (or a law's holder) decides the outcome."""

    outcome: str


class PlaceAgenda(Action, frozen=True):
    """Politics' look: put ``agenda`` on the top or the bottom of the deck."""

    agenda: str
    where: str


class AgendaChoice(Action, frozen=True):
    """One choice an outcome asks for (``label`` is what the player reads)."""

    value: str
    label: str


class AgendaRevealed(Event, frozen=True):
    reveals: ClassVar[bool] = True
    agenda: str
    hidden: bool = False


class AgendaSetAside(Event, frozen=True):
    reveals: ClassVar[bool] = True
    agenda: str


class VotesCast(Event, frozen=True):
    seat: int
    outcome: str
    count: int
    why: str = ""


class Abstained(Event, frozen=True):
    seat: int
    why: str = ""


class OutcomeDecided(Event, frozen=True):
    """``outcome`` won (``by`` the seat that decided it when the votes did not, else -1)."""

    agenda: str
    outcome: str
    by: int = -1
    votes: int = 0


class AgendaResolved(Event, frozen=True):
    agenda: str
    outcome: str
    law: bool


class AgendaDiscarded(Event, frozen=True):
    agenda: str
    why: str


class LawRepealed(Event, frozen=True):
    law: str


class RiderResolved(Event, frozen=True):
    seat: int
    card: str
    won: bool


class AgendaEffect(Event, frozen=True):
    """What an outcome did, in words built when it resolved ({p0} marks seats)."""

    agenda: str
    what: str


class AgendasSeen(Event, frozen=True):
    """Private (only=seat): the agendas the seat looked at, top first; the public twin has none."""

    seat: int
    agendas: list[str] = []


class AgendasPlaced(Event, frozen=True):
    seat: int
    top: int
    bottom: int


AGENDA_ACTIONS: tuple[type[Action], ...] = (CastVotes, Abstain, ExhaustForVotes, ExtraVotes, DoneVoting, ChooseOutcome,
                                            PlaceAgenda, AgendaChoice)
AGENDA_EVENTS: tuple[type[Event], ...] = (AgendaRevealed, AgendaSetAside, VotesCast, Abstained, OutcomeDecided,
                                          AgendaResolved, AgendaDiscarded, LawRepealed, RiderResolved, AgendaEffect,
                                          AgendasSeen, AgendasPlaced)
