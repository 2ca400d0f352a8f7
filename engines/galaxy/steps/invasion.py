"""An invasion in progress (LRR 49): bombardment, landing, space cannon defence, ground combats, control."""

from __future__ import annotations

import msgspec

from engines.galaxy.steps.base import Step


class Bombarding(msgspec.Struct, array_like=True):
    """One unit with BOMBARDMENT declared against a planet (LRR 15.1d)."""

    kind: str
    planet: str


class Invasion(Step, kw_only=True):
    """The active player's invasion of the planets in ``system``; ``stage`` names the part in progress.

    ``landed`` lists the planets ground forces were committed to (in order), ``fought`` those where a
    ground combat took place, ``defenders`` who held each fought planet when its combat began.
    """

    system: int
    stage: str = "bombard"
    bombarding: list[Bombarding] = []
    landed: list[str] = []
    fought: list[str] = []
    defenders: list[int] = []
    custodians: bool = False
    turn: int = 0
    ordered: bool = False
