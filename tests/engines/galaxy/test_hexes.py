"""Hex geometry: cube coordinates, rings, map-string positions and hyperlane rotation."""

from __future__ import annotations

import math

import pytest

from engines.galaxy.hexes import (
    centre,
    cube_of,
    distance,
    lanes_by_side,
    neighbour,
    position_of,
    ring_of,
    ring_positions,
    rotate_lanes,
)
from engines.galaxy.tiles import tile


def test_positions_go_ring_by_ring_clockwise_from_north() -> None:
    assert cube_of(0) == (0, 0, 0)
    assert cube_of(1) == (0, -1, 1)  # north of the centre
    assert cube_of(2) == (1, -1, 0)  # north-east
    assert cube_of(7) == (0, -2, 2)  # ring 2 starts north again
    assert [len(ring_positions(r)) for r in range(1, 5)] == [6, 12, 18, 24]
    assert [ring_of(p) for p in (0, 6, 7, 18, 19, 36, 37, 60)] == [0, 1, 2, 2, 3, 3, 4, 4]


def test_neighbours_by_edge_north_clockwise() -> None:
    assert [neighbour(1, e) for e in range(6)] == [7, 8, 2, 0, 6, 18]
    assert [neighbour(0, e) for e in range(6)] == [1, 2, 3, 4, 5, 6]
    assert all(position_of(cube_of(p)) == p for p in range(61))
    assert distance(0, 37) == 4 and distance(19, 28) == 6


def test_hex_centres_are_in_hex_radii_with_north_up() -> None:
    x, y = centre(1)
    assert (x, round(y, 6)) == (0.0, round(-math.sqrt(3), 6))
    assert centre(2)[0] == 1.5


@pytest.mark.rule("TI-HYPER-2")
def test_rotation_turns_lane_ends_clockwise() -> None:
    # The facts file: 84A is 83A turned once, 88A is 87A turned twice.
    assert rotate_lanes(tile("83A").lanes, 1) == tile("84A").lanes
    assert rotate_lanes(tile("87A").lanes, 2) == rotate_lanes(tile("88A").lanes, 0)
    assert rotate_lanes(tile("83B").lanes, 6) == tile("83B").lanes


def test_lanes_by_side_lists_where_each_edge_leads() -> None:
    sides = lanes_by_side(tile("88A").lanes)
    assert sides == [[4], [4], [4], [], [0, 1, 2], []]
