"""The range highlight of the game's map: where the chosen system's ships can fly, or, for a system the
player may activate, which of the player's fleets could reach it (with how many moves).

A map question like the builder's (the engine's movement search on the view's galaxy), not a rule: the
ships a tactical action may really move come from the decision's options once the system is active.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engines.galaxy.adjacency import Galaxy
from engines.galaxy.builder.view import tokens_from_view
from engines.galaxy.content.units import SHIPS, unit_stats
from engines.galaxy.layouts import layout_links
from engines.galaxy.mapstring import GalaxyMap
from engines.galaxy.movement import reach


@lru_cache(maxsize=8)
def _galaxy(layout: str, tokens: tuple[str, ...], nexus_active: bool) -> Galaxy:
    try:
        links = layout_links(layout)
    except (KeyError, ValueError):
        links = None
    return Galaxy(GalaxyMap(list(tokens)), nexus_active=nexus_active, links=links)


def view_galaxy(view: Any) -> Galaxy:
    galaxy_view = view.galaxy
    return _galaxy(galaxy_view.layout, tuple(tokens_from_view(galaxy_view)), galaxy_view.nexus.side == "active")


def _fleet_move(view: Any, seat: int, space: list[Any]) -> int:
    player = view.players[seat]
    moves = [unit_stats(u.kind, player.technologies, player.faction).move or 0
             for u in space if u.owner == seat and u.kind in SHIPS]
    return max(moves, default=0)


def range_marks(view: Any, selected: int, seat: int | None) -> dict[int, str]:
    """Systems to light for ``selected`` with their badges (moves needed)."""
    if seat is None or not 0 <= seat < len(view.players):
        return {}
    galaxy = view_galaxy(view)
    systems = {s.node: s for s in view.systems}
    blocked = {node for node, s in systems.items() if any(u.owner != seat and u.kind in SHIPS for u in s.space)}
    here = systems.get(selected)
    if here is None:
        return {}
    move = _fleet_move(view, seat, here.space)
    found: dict[int, str] = {}
    if move:
        for destination in reach(galaxy, selected, move, blocked - {selected}).destinations:
            if destination.system != selected:
                found[destination.system] = str(len(destination.path) - 1)
        return found
    for node, system in systems.items():  # who could reach the chosen system
        if node == selected or seat in system.tokens:
            continue
        fleet = _fleet_move(view, seat, system.space)
        if not fleet:
            continue
        for destination in reach(galaxy, node, fleet, blocked - {node}).destinations:
            if destination.system == selected:
                found[node] = str(len(destination.path) - 1)
    return found
