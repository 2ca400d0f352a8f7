"""Lost Worlds' record: victory points after every round, worlds taken, powers used, fleets wrecked."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Standing
from engines.lostworlds import log
from engines.lostworlds.view import LWView


def standing(view: LWView) -> Standing:
    """A round is one turn of every player; the panels show each seat's worlds."""
    panels = view.panels
    figures = {"worlds settled": [float(len(p.settled)) for p in panels],
               "worlds conquered": [float(len(p.conquered)) for p in panels]}
    return Standing(view.turn // max(1, view.players) + 1, [float(v) for v in view.scores], figures,
                    "victory points", "round")


def figures(event: Any) -> list[tuple[str, int]]:
    if isinstance(event, log.PowerUsed):
        return [("world powers used", event.seat)]
    if isinstance(event, log.FleetWrecked) and 0 <= event.by != event.seat:
        return [("enemy fleets wrecked", event.by)]
    if isinstance(event, log.RenownStolen):
        return [("renown stolen", event.seat)]
    return []
