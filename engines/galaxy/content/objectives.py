"""Public (stage I and II) and secret objectives with their machine-readable conditions (LRR 61)."""

from __future__ import annotations

from functools import cache
from typing import Any

import msgspec

from engines.galaxy.content.loading import ContentError, check_source, check_unique, load

STAGES = ("I", "II", "secret")


class Objective(msgspec.Struct, frozen=True):
    id: str
    name: str
    expansion: str
    stage: str
    vp: int
    phase: str
    condition: dict[str, Any]
    source: str

    @property
    def public(self) -> bool:
        return self.stage != "secret"


class _ObjectiveFile(msgspec.Struct):
    about: str
    objectives: list[Objective]


@cache
def objectives() -> dict[str, Objective]:
    data = load("objectives.json", _ObjectiveFile)
    check_unique("objectives.json", [o.id for o in data.objectives])
    check_source("objectives.json", data.objectives)
    for objective in data.objectives:
        if objective.stage not in STAGES or objective.phase not in ("status", "action", "agenda"):
            raise ContentError(f"objectives.json: {objective.id}: unknown stage or phase")
        if "kind" not in objective.condition:
            raise ContentError(f"objectives.json: {objective.id}: the condition has no kind")
    return {o.id: o for o in data.objectives}


def by_stage(stage: str) -> list[str]:
    return [o.id for o in objectives().values() if o.stage == stage]
