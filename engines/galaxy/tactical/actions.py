"""What a player can do during a tactical action: small tagged structs, listed in every Decision."""

from __future__ import annotations

from engines.core.contract import Action


class Activate(Action, frozen=True):
    """Put a tactic token in ``system``: it becomes the active system (LRR 89.1)."""

    system: int


class MoveFrom(Action, frozen=True):
    """Choose a system to move ships from."""

    system: int


class MoveShip(Action, frozen=True):
    """Declare one ship of the chosen system moving to the active system, through ``via`` if given."""

    kind: str
    damaged: bool = False
    via: int = -1


class Load(Action, frozen=True):
    """Pick up one fighter or ground force (from a planet, or the space area when ``planet`` is "")."""

    kind: str
    system: int
    planet: str = ""
    damaged: bool = False


class FinishOrigin(Action, frozen=True):
    """Done with this system: choose another one or end movement."""


class EndMovement(Action, frozen=True):
    """Every declared ship moves now (LRR 58.6)."""


class Remove(Action, frozen=True):
    """Remove one unit over a limit (capacity or fleet pool) from the space area."""

    kind: str
    damaged: bool = False


class Fire(Action, frozen=True):
    """Use SPACE CANNON against ``target``'s ships; ``graviton`` exhausts Graviton Laser System."""

    target: int
    graviton: bool = False


class HoldFire(Action, frozen=True):
    """Do not use SPACE CANNON now."""


class AssignHit(Action, frozen=True):
    """Put one hit on a unit of ``kind``: SUSTAIN DAMAGE cancels it if ``sustain``, else the unit is destroyed."""

    kind: str
    sustain: bool = False


class AnnounceRetreat(Action, frozen=True):
    """Announce a retreat: the ships leave after this round's hits (LRR 78.4)."""


class Stay(Action, frozen=True):
    """Fight this round without retreating."""


class RetreatTo(Action, frozen=True):
    """Carry out the announced retreat into ``system`` (LRR 78.7)."""

    system: int


class Bombard(Action, frozen=True):
    """Declare one unit with BOMBARDMENT against ``planet`` (LRR 15.1)."""

    kind: str
    planet: str


class FinishBombardment(Action, frozen=True):
    """Roll for the declared bombardments (none declared: skip bombardment)."""


class TakeCustodians(Action, frozen=True):
    """Spend 6 influence to take the custodians token from Mecatol Rex and gain 1 VP (LRR 27.2)."""


class Land(Action, frozen=True):
    """Commit one ground force from the space area to ``planet`` (LRR 49.2)."""

    kind: str
    planet: str
    damaged: bool = False


class FinishLanding(Action, frozen=True):
    """Done committing ground forces."""


class ProduceAt(Action, frozen=True):
    """Choose the system to produce in (Sling Relay)."""

    system: int


class Produce(Action, frozen=True):
    """Add one unit of ``kind`` to the order, placed at ``place`` ("" is the space area)."""

    kind: str
    place: str = ""


class Unproduce(Action, frozen=True):
    """Take one unit of ``kind`` at ``place`` off the order."""

    kind: str
    place: str = ""


class UseTechnology(Action, frozen=True):
    """Exhaust a technology for its effect here (AI Development Algorithm's discount, say)."""

    technology: str


class FinishProduction(Action, frozen=True):
    """Done ordering: pay for the order (an empty order produces nothing)."""


class PlaceMech(Action, frozen=True):
    """Place a mech on ``planet`` (Self-Assembly Routines)."""

    planet: str


class Decline(Action, frozen=True):
    """Do not use an optional effect."""


TACTICAL_ACTIONS: tuple[type[Action], ...] = (
    Activate, MoveFrom, MoveShip, Load, FinishOrigin, EndMovement, Remove, Fire, HoldFire, AssignHit,
    AnnounceRetreat, Stay, RetreatTo, Bombard, FinishBombardment, TakeCustodians, Land, FinishLanding, ProduceAt,
    Produce, Unproduce, UseTechnology, FinishProduction, PlaceMech, Decline,
)
