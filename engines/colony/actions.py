"""Everything a colony player can do (Actions) and everything that can happen (Events)."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Action, Event


class PickShip(Action, frozen=True):
    ship: str


class PlayCard(Action, frozen=True):
    card: str


class AddPerson(Action, frozen=True):
    pass


class ChooseSpace(Action, frozen=True):
    space: int


class ChooseCount(Action, frozen=True):
    count: int


class ChooseShip(Action, frozen=True):
    seat: int


class ChooseSlot(Action, frozen=True):
    slot: int


class ChooseTarget(Action, frozen=True):
    slot: int


class ChooseCard(Action, frozen=True):
    card: str


class PlaceTop(Action, frozen=True):
    bottom: bool


class React(Action, frozen=True):
    card: str


class NoReaction(Action, frozen=True):
    pass


ACTIONS = (PickShip | PlayCard | AddPerson | ChooseSpace | ChooseCount | ChooseShip | ChooseSlot
           | ChooseTarget | ChooseCard | PlaceTop | React | NoReaction)


class ShipPicked(Event, frozen=True):
    seat: int
    ship: str


class CycleBegan(Event, frozen=True):
    cycle: int
    draws: int
    escalation: int = 0  # of the draws, how many come from the planet deck running out (LSF-GAP-13)


class TurnBegan(Event, frozen=True):
    seat: int
    ghost: bool


class PlanetCardRevealed(Event, frozen=True):
    reveals: ClassVar[bool] = True
    card: str
    key: str


class CardPlayed(Event, frozen=True):
    seat: int
    card: str
    key: str


class Reacted(Event, frozen=True):
    seat: int
    card: str
    key: str


class Blocked(Event, frozen=True):
    card: str
    key: str
    bottom: bool


class Damaged(Event, frozen=True):
    target: str  # "ship", "space", "slot"
    index: int
    amount: int
    kind: int
    absorbed: int = 0  # stopped by armor (amount 0: the armor took it all)
    card: str = ""  # the card hit, for a slot


class SpaceRolled(Event, frozen=True):
    reveals: ClassVar[bool] = True
    space: int


class Landed(Event, frozen=True):
    seat: int
    space: int
    landed: int
    added: int


class PeopleAdded(Event, frozen=True):
    target: str  # "ship" or "space"
    index: int
    amount: int


class PeopleMoved(Event, frozen=True):
    source: int
    dest: int
    amount: int


class Docked(Event, frozen=True):
    card: str
    key: str
    where: str  # "atmosphere" or "ship"
    index: int


class Discarded(Event, frozen=True):
    card: str
    key: str
    owner: int  # -1 planet


class AtmosphereActs(Event, frozen=True):
    slot: int
    key: str
    card: str = ""


class WentGhost(Event, frozen=True):
    seat: int


class CameBack(Event, frozen=True):
    seat: int


class CardDrawn(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    card: str


class CardsDrawn(Event, frozen=True):
    seat: int
    count: int


class DeckShuffled(Event, frozen=True):
    reveals: ClassVar[bool] = True
    owner: int  # -1 planet
    escalation: int = 0  # the planet's escalation after this reshuffle (LSF-GAP-13)


class TopRevealed(Event, frozen=True):
    reveals: ClassVar[bool] = True
    card: str
    key: str
    bottom: bool


class HitPointsRestored(Event, frozen=True):
    slot: int
    amount: int
    card: str = ""


class CardReturned(Event, frozen=True):
    seat: int
    card: str
    key: str


class GhostActs(Event, frozen=True):
    seat: int
    key: str


class GhostIdle(Event, frozen=True):
    seat: int


class ExtraDraws(Event, frozen=True):
    """A planet card makes the planet draw more this cycle (Eruption)."""

    amount: int
    card: str


class GameEnded(Event, frozen=True):
    won: bool
    total: int


EVENTS = (ShipPicked | CycleBegan | TurnBegan | PlanetCardRevealed | CardPlayed | Reacted | Blocked | Damaged
          | SpaceRolled | Landed | PeopleAdded | PeopleMoved | Docked | Discarded | AtmosphereActs | WentGhost
          | CameBack | CardDrawn | CardsDrawn | DeckShuffled | TopRevealed | HitPointsRestored | CardReturned
          | GhostActs | GhostIdle | ExtraDraws | GameEnded)
