"""What a player may choose with action cards, and what playing them reports."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Action, Event


class PlayActionCard(Action, frozen=True):
    """Play an action card of this id from your hand (the engine picks the copy) at ``target``."""

    card: str
    target: str = ""


class CardOption(Action, frozen=True):
    """One choice a card asks for after it resolves (``label`` is what the player reads)."""

    value: str
    label: str


class ActionCardPlayed(Event, frozen=True):
    """Public: who played which card (its copy) at what; ``target`` as words."""

    reveals: ClassVar[bool] = True
    seat: int
    card: str
    target: str = ""


class ActionCardCancelled(Event, frozen=True):
    seat: int
    card: str
    by: int


class CardEffect(Event, frozen=True):
    """What a card did, in words built when it resolved ({p0} marks seats)."""

    seat: int
    card: str
    what: str


class CardTaken(Event, frozen=True):
    """A card moved into ``seat``'s hand from ``giver``'s (-1: the discard pile); ``card`` is its id (never
    the copy, which a hidden hand holds now); the public twin of a hand-to-hand move has ""."""

    seat: int
    giver: int
    card: str = ""


CARD_ACTIONS: tuple[type[Action], ...] = (PlayActionCard, CardOption)
CARD_EVENTS: tuple[type[Event], ...] = (ActionCardPlayed, ActionCardCancelled, CardEffect, CardTaken)
