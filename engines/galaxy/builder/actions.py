"""The galaxy builder's actions (take a tile, place it, put it back) and events."""

from __future__ import annotations

from engines.core.contract import Action, Event


class PickTile(Action, frozen=True):
    tile: str


class PlaceTile(Action, frozen=True):
    position: int


class PutBack(Action, frozen=True):
    pass


class TilePicked(Event, frozen=True):
    seat: int
    tile: str


class TilePutBack(Event, frozen=True):
    seat: int
    tile: str


class TilePlaced(Event, frozen=True):
    seat: int
    tile: str
    position: int
    ring: int


class GalaxyComplete(Event, frozen=True):
    map_string: str
    scores: list[float]
