"""Colony's record: people on the surface after every cycle (one score for the whole team), landings and cards."""

from __future__ import annotations

from typing import Any

from engines.colony import actions as a
from engines.colony.view import ColonyView
from engines.core.contract import Standing


def standing(view: ColonyView) -> Standing:
    """Everyone plays for one colony, so every seat's score is the number of people on the surface."""
    figures = {"people still aboard": [float(ship.people) for ship in view.ships]}
    return Standing(view.cycle, [float(view.total)] * view.players, figures, "people on the surface", "cycle")


def figures(event: Any) -> list[tuple[str, int]]:
    if isinstance(event, a.Landed):
        return [("people landed", event.seat)] * max(0, event.landed)
    if isinstance(event, a.CardPlayed):
        return [("cards played", event.seat)]
    if isinstance(event, a.Reacted):
        return [("reactions played", event.seat)]
    return []
