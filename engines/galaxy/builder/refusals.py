"""Why a galaxy-building action is refused, in words a player can read."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.galaxy.builder.actions import PickTile, PlaceTile
from engines.galaxy.hexes import ring_of
from engines.galaxy.layouts import layout_links
from engines.galaxy.mapstring import OPEN
from engines.galaxy.placement import breaks, current_ring

if TYPE_CHECKING:
    from engines.galaxy.builder.game import GalaxyState


def refusal(state: GalaxyState, hand: list[str], action: Any) -> str:
    """The reason for refusing ``action`` now."""
    if isinstance(action, PickTile):
        return _pick_refusal(state, hand, action.tile)
    if isinstance(action, PlaceTile):
        return _place_refusal(state, action.position)
    return "You have no tile in hand to put back." if not state.picked else "That is not allowed now."


def _pick_refusal(state: GalaxyState, hand: list[str], tile: str) -> str:
    if state.picked:
        return f"You have already taken tile {state.picked}: place it or put it back."
    if tile not in hand:
        return f"Tile {tile} is not among your tiles."
    return (f"Tile {tile} would break a placement rule everywhere in ring {current_ring(state.tokens)} "
            "while another tile can go in cleanly: anomalies may not touch and matching wormholes "
            "may not sit side by side.")


def _place_refusal(state: GalaxyState, position: int) -> str:
    if not state.picked:
        return "Choose a tile first."
    if not 0 <= position < len(state.tokens) or state.tokens[position] != OPEN:
        return f"Position {position} is not an open system position."
    ring = current_ring(state.tokens)
    if ring_of(position) != ring:
        return f"Ring {ring} must be complete before tiles go into ring {ring_of(position)}."
    why = breaks(state.picked, position, state.tokens, layout_links(state.layout))
    if why:
        return f"Tile {state.picked} cannot go at position {position}: {why}."
    return "That is not allowed now."
