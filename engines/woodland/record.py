"""Woodland's record: victory points after every round, battles, removals and crafted cards."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Standing
from engines.woodland import actions as A
from engines.woodland.view import WoodlandView


def standing(view: WoodlandView) -> Standing:
    figures = {"cards crafted": [float(len(s.crafted)) for s in view.seats]}
    return Standing(view.round, [float(s.vp) for s in view.seats], figures, "victory points", "round")


def figures(event: Any) -> list[tuple[str, int]]:
    if isinstance(event, A.DiceRolled):
        return [("battles started", event.attacker)]
    if isinstance(event, A.Removed) and 0 <= event.by != event.seat:
        return [("enemy pieces removed", event.by)] * max(0, event.count)
    return []
