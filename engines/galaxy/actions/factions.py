"""Actions and events of the factions' own abilities (engines/galaxy/factions/).

``UseFactionAbility`` answers a faction ability's offer (``source`` names the ability, technology,
unit or note; ``target`` what it acts on, "" when there is one way); ``DeclineFactionAbility`` lets
the chance go. ``FactionAbilityUsed`` tells the log what an ability did, in words built by the
ability's module (seats as {p0}...).
"""

from __future__ import annotations

from engines.core.contract import Action, Event


class UseFactionAbility(Action, frozen=True):
    source: str
    target: str = ""


class DeclineFactionAbility(Action, frozen=True):
    source: str


class FactionAbilityUsed(Event, frozen=True):
    """``seat`` used ``source``; ``detail`` says what happened (our words, seats as {p0})."""

    seat: int
    source: str
    detail: str = ""


FACTION_ACTIONS: tuple[type[Action], ...] = (UseFactionAbility, DeclineFactionAbility)
FACTION_EVENTS: tuple[type[Event], ...] = (FactionAbilityUsed,)
