"""What players do with promissory notes, and what it reports."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Action, Event


class PlayNote(Action, frozen=True):
    """Play a note of another player from your hand (``owner:note``)."""

    note: str


class OfferNote(Action, frozen=True):
    """In a transaction: the note offered or asked for ("" none, "any": the partner's choice)."""

    note: str


class OfferGood(Action, frozen=True):
    """In a transaction: the value of another registered good (relic fragments) offered or asked for."""

    value: str


class NotePlayed(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    note: str


class NoteGiven(Event, frozen=True):
    """``seat`` gave ``to`` one of ``owner``'s notes; the private twins (to each side) name it."""

    seat: int
    to: int
    owner: int
    note: str = ""


class NoteReturned(Event, frozen=True):
    note: str
    owner: int


class NoteEffect(Event, frozen=True):
    """What a note did, in words built when it resolved ({p0} marks seats)."""

    seat: int
    note: str
    what: str


NOTE_ACTIONS: tuple[type[Action], ...] = (PlayNote, OfferNote, OfferGood)
NOTE_EVENTS: tuple[type[Event], ...] = (NotePlayed, NoteGiven, NoteReturned, NoteEffect)
