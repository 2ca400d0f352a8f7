"""Cosmic Conquest's record: Gambit Points after every round, combats, planets and cards."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Standing
from engines.cosmic import actions as A
from engines.cosmic.view import CosmicView


def standing(view: CosmicView) -> Standing:
    """Gambit Points as the table shows them; at the end, the final totals with their bonuses."""
    scores = [float(t) for t in view.final.totals] if view.final is not None else [float(s.gp) for s in view.seats]
    figures = {"planets held": [float(len(s.planets)) for s in view.seats]}
    return Standing(view.round, scores, figures, "gambit points", "round")


def figures(event: Any) -> list[tuple[str, int]]:
    if isinstance(event, A.Declared):
        return [("combats declared", event.seat)]
    if isinstance(event, A.Defeated) and event.by >= 0:
        return [("contenders defeated", event.by)]
    if isinstance(event, A.PlanetTaken):
        return [("planets taken", event.seat)]
    if isinstance(event, A.CardPlayed):
        return [("cards played", event.seat)]
    if isinstance(event, A.Bought):
        return [("cards bought", event.seat)]
    return []
