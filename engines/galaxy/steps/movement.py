"""Moving ships into the active system (LRR 58, 95) and trimming units over a limit (LRR 16.3, 37.3)."""

from __future__ import annotations

import msgspec

from engines.galaxy.steps.base import Step


class Transit(msgspec.Struct, array_like=True):
    """One ship declared to move: where from, an optional system passed through to pick up units.

    ``rifts`` is how many times its route leaves a gravity rift (a roll each, LRR 41.2);
    ``boosted`` says it needed a one-ship move bonus (Gravity Drive) to arrive.
    """

    kind: str
    origin: int
    via: int = -1
    damaged: bool = False
    rifts: int = 0
    boosted: bool = False


class Cargo(msgspec.Struct, array_like=True):
    """One fighter or ground force declared to be picked up; ``planet`` "" is the space area."""

    kind: str
    system: int
    planet: str = ""
    damaged: bool = False


class Movement(Step, kw_only=True):
    """The "Move Ships" step: pick a system to move from, then ships and cargo, then end movement.

    ``origin`` is the system being moved from (-1: choosing one). Nothing moves until the player
    ends movement; then every declared ship arrives at once (LRR 58.6).
    """

    system: int
    origin: int = -1
    ships: list[Transit] = []
    cargo: list[Cargo] = []


class TrimExcess(Step, kw_only=True):
    """``seat`` removes units over a limit in ``system``: "capacity" (LRR 16.3) or "fleet" (LRR 37.3)."""

    system: int
    reason: str
