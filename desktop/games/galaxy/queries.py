"""Adjacency and movement range for highlighting, asked of the engine's pure-data query modules.

These are questions about the map (which systems touch, how far a ship could fly), not rules
decisions: what a player may do always comes from the decision's options.
"""

from __future__ import annotations

from typing import Any

from engines.galaxy.adjacency import DELTA_HOME, NEXUS, Galaxy
from engines.galaxy.builder.view import tokens_from_view
from engines.galaxy.layouts import layout_links
from engines.galaxy.mapstring import GalaxyMap
from engines.galaxy.movement import Reach, reach


class MapQueries:
    """A view's galaxy with the nexus on a chosen side; answers neighbours and movement range."""

    def __init__(self, view: Any, nexus_active: bool) -> None:
        tokens = tokens_from_view(view)
        try:
            links = layout_links(view.layout)
        except (KeyError, ValueError):
            links = None
        self.galaxy = Galaxy(GalaxyMap(tokens), nexus_active=nexus_active, links=links)
        self.nexus_active = nexus_active

    @property
    def nexus(self) -> int:
        return int(self.galaxy.nexus)

    def is_system(self, node: int) -> bool:
        return node in self.galaxy.tokens

    def neighbours(self, node: int) -> list[int]:
        return list(self.galaxy.adjacent.get(node, ())) if self.is_system(node) else []

    def reach(self, node: int, move: int) -> Reach:
        return reach(self.galaxy, node, move)


def off_board_nexus(view: Any) -> bool:
    """True when the nexus lies beside the board rather than at a map position."""
    return int(view.nexus.node) == NEXUS


def beyond_gate_tile(game_view: Any) -> str:
    """The tile of the home system beyond the Creuss gate in a game's view, or "" where there is none."""
    return next((s.tile for s in getattr(game_view, "systems", ()) if s.node == DELTA_HOME and s.tile), "")
