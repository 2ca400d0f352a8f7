"""What happened, for the log and the table's animations."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Event


class TurnBegan(Event, frozen=True):
    seat: int
    turn: int


class DiceRolled(Event, frozen=True):
    """The action dice after a roll (all three at turn start, or the chosen ones on a re-roll)."""

    reveals: ClassVar[bool] = True
    seat: int
    dice: list[int]
    rolled: list[int]


class PowerDieRolled(Event, frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    face: int


class DieActivated(Event, frozen=True):
    seat: int
    die: int
    face: int
    times: int = 1


class DieSet(Event, frozen=True):
    seat: int
    die: int
    face: int


class DieDiscarded(Event, frozen=True):
    seat: int
    die: int


class Passed(Event, frozen=True):
    seat: int
    gain: str
    power_die_lost: int = -1  # the face of a bought Power Die the pass leaves unused (LW-PDIE-4)


class FleetPlaced(Event, frozen=True):
    seat: int
    world: int
    side: int


class FleetMoved(Event, frozen=True):
    seat: int
    world: int
    side: int
    to_world: int
    to_side: int


class FleetsReadied(Event, frozen=True):
    seat: int
    count: int


class FleetWrecked(Event, frozen=True):
    seat: int
    world: int
    side: int
    by: int


class RenownChanged(Event, frozen=True):
    seat: int
    amount: int
    renown: int
    lost: int = 0  # gained beyond the maximum and lost at once (LW-RENOWN-3)


class RenownStolen(Event, frozen=True):
    seat: int
    victim: int


class ChampionPlaced(Event, frozen=True):
    seat: int
    world: int


class DreadnoughtPlaced(Event, frozen=True):
    seat: int
    world: int


class WorldAcquired(Event, frozen=True):
    seat: int
    world: int
    side: int
    used: int


class WorldDealt(Event, frozen=True):
    reveals: ClassVar[bool] = True
    world: int
    slot: int


class TokenPlaced(Event, frozen=True):
    seat: int
    world: int


class PowerUsed(Event, frozen=True):
    seat: int
    world: int


class MoralityMoved(Event, frozen=True):
    seat: int
    space: int


class EventCardDealt(Event, frozen=True):
    reveals: ClassVar[bool] = True
    card: int


class EventCardUsed(Event, frozen=True):
    seat: int
    card: int


class EventCardDiscarded(Event, frozen=True):
    card: int


class EndTriggered(Event, frozen=True):
    seat: int
    worlds: int


class GameEnded(Event, frozen=True):
    scores: list[int]
    winners: list[int]


class Claimed(Event, frozen=True):
    seat: int
    node: int
    sector_name: str = ""  # the name a player gave the sector, once named


class GatePlaced(Event, frozen=True):
    seat: int
    wormhole: int


class SectorNamed(Event, frozen=True):
    seat: int
    sector: int
    name: str


class PerkGained(Event, frozen=True):
    seat: int
    perk: str


class CampaignEnded(Event, frozen=True):
    points: list[int]


EVENT_TYPES = (
    TurnBegan | DiceRolled | PowerDieRolled | DieActivated | DieSet | DieDiscarded | Passed | FleetPlaced
    | FleetMoved | FleetsReadied | FleetWrecked | RenownChanged | RenownStolen | ChampionPlaced
    | DreadnoughtPlaced | WorldAcquired | WorldDealt | TokenPlaced | PowerUsed | MoralityMoved
    | EventCardDealt | EventCardUsed | EventCardDiscarded | EndTriggered | GameEnded | Claimed | GatePlaced
    | SectorNamed | PerkGained | CampaignEnded
)
