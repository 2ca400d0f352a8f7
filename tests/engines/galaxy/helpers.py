"""Compact scenario builders for the galaxy tests."""

from __future__ import annotations

from typing import Any

from engines.galaxy.adjacency import Galaxy, Overlay
from engines.galaxy.builder import BUILDER as GAME
from engines.galaxy.builder.game import GalaxyState
from engines.galaxy.mapstring import parse_map


def galaxy(text: str, nexus_active: bool = False, overlay: Overlay | None = None) -> Galaxy:
    """A galaxy from a map string."""
    return Galaxy(parse_map(text), nexus_active=nexus_active, overlay=overlay)


def near(text: str, position: int, nexus_active: bool = False) -> list[int]:
    """The neighbours of one position of a map string."""
    return list(galaxy(text, nexus_active).neighbours(position))


def line(*tokens: str) -> str:
    """A map with nothing in the centre and ``tokens`` at positions 1, 2, ... (ring 1 is a loop)."""
    return "{-1} " + " ".join(tokens)


def at(positions: dict[int, str], size: int = 36) -> str:
    """A map string with the given tokens at positions and nothing elsewhere (centre: Mecatol)."""
    return " ".join(positions.get(p, "-1") for p in range(1, size + 1))


def build(players: int, seed: int = 1, **options: Any) -> GalaxyState:
    """A fresh galaxy build."""
    return GAME.new_state(players, seed, options)


def options_of(state: GalaxyState) -> list[Any]:
    return GAME.decisions(state)[0].options


def place(state: GalaxyState, tile: str, position: int) -> None:
    """The active seat takes ``tile`` and places it at ``position`` (both must be legal)."""
    from engines.galaxy.builder.actions import PickTile, PlaceTile

    seat = GAME.decisions(state)[0].seat
    GAME.apply(state, seat, PickTile(tile))
    GAME.apply(state, seat, PlaceTile(position))


def finish(state: GalaxyState) -> None:
    """Place every remaining tile with the first legal option, never putting a tile back."""
    while GAME.decisions(state):
        decision = GAME.decisions(state)[0]
        GAME.apply(state, decision.seat, decision.options[0])
