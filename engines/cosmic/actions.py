"""Every move a Cosmic Conquest player can make, and every event the game reports."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Action, Event


class Draft(Action, frozen=True):
    contender: int


class Recycle(Action, frozen=True):
    pass


class Buy(Action, frozen=True):
    slot: int


class Awaken(Action, frozen=True):
    contender: int


class Done(Action, frozen=True):
    pass


class Place(Action, frozen=True):
    cell: int


class Move(Action, frozen=True):
    contender: int
    cell: int


class Traverse(Action, frozen=True):
    contender: int


class Attack(Action, frozen=True):
    attacker: int
    target: int


class ToggleDie(Action, frozen=True):
    die: int


class Reroll(Action, frozen=True):
    pass


class Keep(Action, frozen=True):
    pass


class PlayCard(Action, frozen=True):
    card: int


class UseAbility(Action, frozen=True):
    contender: int
    kind: str


class ChooseContender(Action, frozen=True):
    contender: int


class ChoosePlanet(Action, frozen=True):
    cell: int


class ChooseCard(Action, frozen=True):
    card: int


class ChooseDie(Action, frozen=True):
    die: int


class ChooseMode(Action, frozen=True):
    mode: str


class Conquer(Action, frozen=True):
    cell: int


class Overthrow(Action, frozen=True):
    cell: int


CosmicAction = (
    Draft | Recycle | Buy | Awaken | Done | Place | Move | Traverse | Attack | ToggleDie | Reroll | Keep
    | PlayCard | UseAbility | ChooseContender | ChoosePlanet | ChooseCard | ChooseDie | ChooseMode
    | Conquer | Overthrow
)

DONE = Done()
KEEP = Keep()
REROLL = Reroll()
RECYCLE = Recycle()


class Dealt(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    contenders: list[int]


class Drafted(Event, frozen=True):
    seat: int
    contender: int


class OrderSet(Event, frozen=True):
    reveals: ClassVar[bool] = True
    order: list[int]


class DraftBegun(Event, frozen=True):
    """The snake draft's first round of picks, in order (CC-SETUP-13); the log only."""

    order: list[int]


class GridRevealed(Event, frozen=True):
    reveals: ClassVar[bool] = True
    grid: list[int]


class Revealed(Event, frozen=True):
    reveals: ClassVar[bool] = True
    cards: list[int]


class Reshuffled(Event, frozen=True):
    reveals: ClassVar[bool] = True
    cards: int


class Recycled(Event, frozen=True):
    seat: int
    cost: int


class Bought(Event, frozen=True):
    seat: int
    card: int
    cost: int


class Attached(Event, frozen=True):
    seat: int
    card: int
    contender: int
    replaced: int = -1


class Awakened(Event, frozen=True):
    seat: int
    contender: int
    cost: int


class MadeUnrivaled(Event, frozen=True):
    contender: int


class Placed(Event, frozen=True):
    seat: int
    cell: int
    planet: str = ""


class TurnStarted(Event, frozen=True):
    seat: int
    round: int
    timer: int


class Moved(Event, frozen=True):
    seat: int
    contender: int
    cell: int
    how: str
    planet: str = ""


class Declared(Event, frozen=True):
    seat: int
    attacker: int
    defender: int
    target: int
    cell: int


class Rolled(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    dice: list[int]
    why: str


class DiceSet(Event, frozen=True):
    seat: int
    dice: list[int]
    why: str


class CardPlayed(Event, frozen=True):
    seat: int
    card: int


class AbilityUsed(Event, frozen=True):
    seat: int
    contender: int
    kind: str


class CombatValues(Event, frozen=True):
    attack: list[int]
    defense: list[int]
    damage: list[int]


class Damaged(Event, frozen=True):
    contender: int
    amount: int
    why: str


class Healed(Event, frozen=True):
    contender: int
    amount: int
    why: str


class Defeated(Event, frozen=True):
    contender: int
    by: int


class XpGained(Event, frozen=True):
    seat: int
    amount: int
    why: str


class GpGained(Event, frozen=True):
    seat: int
    amount: int
    why: str


class PlanetTaken(Event, frozen=True):
    seat: int
    cell: int
    how: str
    planet: str = ""


class TimerTicked(Event, frozen=True):
    timer: int


class EndTriggered(Event, frozen=True):
    why: str


class GameEnded(Event, frozen=True):
    reveals: ClassVar[bool] = True
    totals: list[int]
    winner: int
    decided_by: str
    rolloffs: list[list[int]]


CosmicEvent = (
    Dealt | Drafted | OrderSet | DraftBegun | GridRevealed | Revealed | Reshuffled | Recycled | Bought | Attached
    | Awakened | MadeUnrivaled | Placed | TurnStarted | Moved | Declared | Rolled | DiceSet | CardPlayed
    | AbilityUsed | CombatValues | Damaged | Healed | Defeated | XpGained | GpGained | PlanetTaken
    | TimerTicked | EndTriggered | GameEnded
)
