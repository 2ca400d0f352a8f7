"""Every woodland action (a player's choice) and event (a log line or animation)."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Action, Event


class Done(Action, frozen=True):
    """Finish the current step, or decline an optional choice."""


class PlaceKeep(Action, frozen=True):
    clearing: int


class PlaceBuilding(Action, frozen=True):
    clearing: int
    kind: str


class ChooseCharacter(Action, frozen=True):
    character: str


class ChooseForest(Action, frozen=True):
    forest: str


class ChooseSeat(Action, frozen=True):
    seat: int


class ChooseClearing(Action, frozen=True):
    clearing: int


class Lose(Action, frozen=True):
    """Choose the piece you lose: warrior, upright, fallen, sawmill, workshop, recruiter, wood, keep, ally."""

    piece: str


class Damage(Action, frozen=True):
    item: str


class PlayCard(Action, frozen=True):
    card: str


class UseCard(Action, frozen=True):
    card: str


class Craft(Action, frozen=True):
    card: str


class Discard(Action, frozen=True):
    card: str


class Move(Action, frozen=True):
    origin: int
    dest: int


class MoveCount(Action, frozen=True):
    count: int


class Battle(Action, frozen=True):
    clearing: int
    defender: int


class Activate(Action, frozen=True):
    card: str


class TakeDominance(Action, frozen=True):
    dominance: str
    card: str


class Follow(Action, frozen=True):
    slot: int
    act: str


class Rise(Action, frozen=True):
    slot: int
    clearing: int


class Retire(Action, frozen=True):
    slot: int


class Indoctrinate(Action, frozen=True):
    card: str


class SeekPlace(Action, frozen=True):
    card: str
    top: bool


class WearOut(Action, frozen=True):
    slot: int


class March(Action, frozen=True):
    pass


class Recruit(Action, frozen=True):
    pass


class Build(Action, frozen=True):
    clearing: int
    kind: str


class Overwork(Action, frozen=True):
    clearing: int
    card: str


class ExtraAction(Action, frozen=True):
    card: str


class Slip(Action, frozen=True):
    clearing: int = 0
    forest: str = ""


class Travel(Action, frozen=True):
    clearing: int


class Explore(Action, frozen=True):
    pass


class Aid(Action, frozen=True):
    seat: int
    card: str


class Quest(Action, frozen=True):
    quest: str


class QuestReward(Action, frozen=True):
    reward: str


class Strike(Action, frozen=True):
    seat: int


class Repair(Action, frozen=True):
    item: str


class Special(Action, frozen=True):
    pass


class Exhaust(Action, frozen=True):
    item: str


class TakeItem(Action, frozen=True):
    item: str


class Refresh(Action, frozen=True):
    item: str


class DropItem(Action, frozen=True):
    item: str


class BringAllies(Action, frozen=True):
    count: int


class AddToDecree(Action, frozen=True):
    """The Eyrie add a card from hand to a Decree column (Law 7.4.2)."""

    card: str
    column: str


class ChooseLeader(Action, frozen=True):
    leader: str


class RecruitAt(Action, frozen=True):
    """Place warriors in one clearing: an Eyrie roost (Law 7.5.3) or an Alliance base (Law 8.6.1)."""

    clearing: int


class Revolt(Action, frozen=True):
    clearing: int


class Spread(Action, frozen=True):
    """Spread Sympathy to a clearing (Law 8.4.2)."""

    clearing: int


class Mobilize(Action, frozen=True):
    card: str


class Train(Action, frozen=True):
    card: str


class Organize(Action, frozen=True):
    clearing: int


WoodlandAction = (
    Done | PlaceKeep | PlaceBuilding | ChooseCharacter | ChooseForest | ChooseSeat | ChooseClearing | Lose
    | Damage | PlayCard | UseCard | Craft | Discard | Move | MoveCount | Battle | Activate | TakeDominance
    | Follow | Rise | Retire | Indoctrinate | SeekPlace | WearOut | March | Recruit | Build | Overwork
    | ExtraAction | Slip | Travel | Explore | Aid | Quest | QuestReward | Strike | Repair | Special | Exhaust
    | TakeItem | Refresh | DropItem | BringAllies | AddToDecree | ChooseLeader | RecruitAt | Revolt | Spread
    | Mobilize | Train | Organize
)


# ----- events ---------------------------------------------------------------------------------
class Happened(Event, frozen=True):
    """A public log line (seats as {p0}, {p1}...)."""

    text: str


class Revealed(Event, frozen=True):
    """A log line that shows something hidden or random: undo never crosses it."""

    reveals: ClassVar[bool] = True
    text: str


class DiceRolled(Event, frozen=True):
    """The two battle dice (Law 4.3.2): the attacker deals the higher, the defender the lower."""

    reveals: ClassVar[bool] = True
    clearing: int
    attacker: int
    defender: int
    dice: list[int]
    guerrilla: bool = False  # the defender deals the higher die (Law 8.2.3)


class Scored(Event, frozen=True):
    seat: int
    points: int
    total: int
    why: str


class Moved(Event, frozen=True):
    seat: int
    origin: int
    dest: int
    count: int


class Removed(Event, frozen=True):
    """A piece left the map (or a lone upright Elder fell instead, LP-2.3-a)."""

    seat: int
    clearing: int
    piece: str
    by: int
    count: int = 1
    fell: bool = False


class Turmoil(Event, frozen=True):
    """The Eyrie could not carry out a Decree column and fall into turmoil (Law 7.7)."""

    seat: int
    column: str
    birds: int
    leader: str
    lost: int = -1  # the points really lost (fewer than birds when the score reached 0); -1: as many as birds


class GameWon(Event, frozen=True):
    winners: list[int]
    why: str


WoodlandEvent = Happened | Revealed | DiceRolled | Scored | Moved | Removed | Turmoil | GameWon

