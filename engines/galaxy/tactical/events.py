"""What happens during a tactical action, for the log and the table's animations."""

from __future__ import annotations

from typing import ClassVar

from engines.core.contract import Event
from engines.galaxy.steps.combat import Die


class SystemActivated(Event, frozen=True):
    seat: int
    system: int


class ShipsMoved(Event, frozen=True):
    """Units arriving in ``system``; ``units`` maps a kind to how many."""

    seat: int
    system: int
    units: dict[str, int]


class RiftRoll(Event, frozen=True):
    """A ship leaving a gravity rift rolled ``result``; 1-3 removes it and what it carries (LRR 41.2)."""

    reveals: ClassVar[bool] = True
    seat: int
    kind: str
    result: int
    lost: bool


class UnitsRemoved(Event, frozen=True):
    """Units taken off the board without being destroyed (LRR 31.2): capacity, fleet pool, a gravity rift."""

    seat: int
    kind: str
    number: int
    reason: str


class DiceRolled(Event, frozen=True):
    """A roll: ``purpose`` is combat, anti_fighter_barrage, space_cannon, bombardment or a rule's name."""

    reveals: ClassVar[bool] = True
    seat: int
    purpose: str
    dice: list[Die]
    hits: int


class HitSustained(Event, frozen=True):
    seat: int
    kind: str


class UnitDestroyed(Event, frozen=True):
    seat: int
    kind: str
    by: int
    cause: str


class UnitRepaired(Event, frozen=True):
    seat: int
    kind: str


class RetreatAnnounced(Event, frozen=True):
    seat: int


class Retreated(Event, frozen=True):
    seat: int
    system: int


class CombatEnded(Event, frozen=True):
    """A space (``planet`` "") or ground combat's end: ``winner`` -1 is a draw (LRR 78.10, 42.4)."""

    system: int
    planet: str
    winner: int
    loser: int


class GroundForcesLanded(Event, frozen=True):
    seat: int
    planet: str
    units: dict[str, int]


class PlanetGained(Event, frozen=True):
    seat: int
    planet: str
    previous: int


class StructuresTakenOver(Event, frozen=True):
    """``number`` of ``owner``'s ``kind`` on ``planet`` are swapped for ``seat``'s own (Infiltrate)."""

    seat: int
    owner: int
    kind: str
    number: int
    planet: str


class CustodiansTaken(Event, frozen=True):
    seat: int


class UnitsProduced(Event, frozen=True):
    """Units placed by production: ``units`` maps "kind" or "kind@planet" to how many."""

    seat: int
    system: int
    units: dict[str, int]
    cost: int


class UnitPlaced(Event, frozen=True):
    """A unit placed by an effect (Magen Defense Grid, Dacxive Animators, Self-Assembly Routines...)."""

    seat: int
    kind: str
    system: int
    planet: str
    source: str


TACTICAL_EVENTS: tuple[type[Event], ...] = (
    SystemActivated, ShipsMoved, RiftRoll, UnitsRemoved, DiceRolled, HitSustained, UnitDestroyed, UnitRepaired,
    RetreatAnnounced, Retreated, CombatEnded, GroundForcesLanded, PlanetGained, CustodiansTaken, UnitsProduced,
    UnitPlaced, StructuresTakenOver,
)
