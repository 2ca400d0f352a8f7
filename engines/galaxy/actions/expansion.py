"""Events of the Prophecy of Kings parts: leaders, exploration, attachments, relics, capture, legendary cards.

Choices these parts offer reuse the factions' offer step (``UseFactionAbility``, ``DeclineFactionAbility``),
component actions (``TakeComponentAction``) and turn abilities (``UseAbility``), so they add no action types.
Their log lines are in ``engines/galaxy/expansion/words.py``.
"""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Action, Event


class LeaderUnlocked(Event, frozen=True):
    """A commander's or hero's condition is met and its card is turned over (TI-LEADER-14)."""

    seat: int
    leader: str


class LeaderExhausted(Event, frozen=True):
    """An agent was used and is turned face down (TI-LEADER-4)."""

    seat: int
    leader: str


class LeaderPurged(Event, frozen=True):
    """A hero was used and leaves the game (TI-LEADER-8)."""

    seat: int
    leader: str


class Explored(Event, frozen=True):
    """``seat`` explored ``planet`` (or a frontier token in ``system``, planet ""), drawing ``card``."""

    reveals: ClassVar[bool] = True
    seat: int
    deck: str
    card: str
    planet: str = ""
    system: int = -1


class ExplorationCardsRevealed(Event, frozen=True):
    """``seat`` turned over ``cards`` from the top of exploration ``deck`` without exploring (Archaeological
    Expedition)."""

    reveals: ClassVar[bool] = True
    seat: int
    deck: str
    cards: list[str]


class AttachmentPlaced(Event, frozen=True):
    planet: str
    card: str


class FragmentGained(Event, frozen=True):
    seat: int
    fragment: str


class RelicGained(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    relic: str


class ComponentPurged(Event, frozen=True):
    """A card or token returned to the box for good (TI-PURGE-1); ``what`` is "kind:id"."""

    seat: int
    what: str


class BoardTokenPlaced(Event, frozen=True):
    """A token exploration put in a system (a gamma wormhole, the ion storm, the Mirage)."""

    system: int
    token: str


class FrontierTokenRemoved(Event, frozen=True):
    system: int


class UnitCaptured(Event, frozen=True):
    """``captor`` put a unit of ``owner`` on its faction sheet (a token when it is a fighter or infantry)."""

    captor: int
    owner: int
    kind: str
    source: str = ""


class CapturedReturned(Event, frozen=True):
    """A captured unit left ``captor``'s sheet: to ``owner``'s reinforcements (-1: a colourless token)."""

    captor: int
    owner: int
    kind: str
    how: str


class LegendaryCardTaken(Event, frozen=True):
    """``seat`` took the ability card of a legendary planet it gained, ``exhausted`` as it lay (TI-LEGEND-5)."""

    seat: int
    card: str
    exhausted: bool


class HandLookedAt(Event, frozen=True):
    """``seat`` looked at ``other``'s ``hand`` ("action_cards", "notes" or "secrets"); the private twin
    (only=seat) lists the cards by their ids, the public one none."""

    seat: int
    other: int
    hand: str
    cards: list[str] = []


EXPANSION_ACTIONS: tuple[type[Action], ...] = ()
EXPANSION_EVENTS: tuple[type[Event], ...] = (
    LeaderUnlocked, LeaderExhausted, LeaderPurged, Explored, AttachmentPlaced, FragmentGained, RelicGained,
    ComponentPurged, BoardTokenPlaced, FrontierTokenRemoved, UnitCaptured, CapturedReturned, LegendaryCardTaken,
    HandLookedAt,
)
