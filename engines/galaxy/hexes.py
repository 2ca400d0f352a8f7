"""Hex geometry: cube coordinates, rings, map-string position numbers and hyperlane rotation.

Hexes are flat-topped. Edges and directions are numbered 0-5 clockwise from the top:
0=N 1=NE 2=SE 3=S 4=SW 5=NW. Position 0 is the centre; ring r holds the 6r positions
3r(r-1)+1 .. 3r(r+1), starting at the hex directly north of the centre and going clockwise.
"""

from __future__ import annotations

import math
from functools import cache

Cube = tuple[int, int, int]
Lane = tuple[int, int]

DIRECTIONS: tuple[Cube, ...] = ((0, -1, 1), (1, -1, 0), (1, 0, -1), (0, 1, -1), (-1, 1, 0), (-1, 0, 1))
EDGE_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
MAX_RING = 16
_SQRT3 = math.sqrt(3.0)


def opposite(edge: int) -> int:
    """The edge facing ``edge`` on the neighbouring hex."""
    return (edge + 3) % 6


def ring_of(position: int) -> int:
    """The ring a position lies in (0 for the centre)."""
    if position < 0:
        raise ValueError(f"no position {position}")
    ring = 0
    while 3 * ring * (ring + 1) < position:
        ring += 1
    return ring


def ring_positions(ring: int) -> range:
    """The positions of one ring, clockwise from north."""
    if ring == 0:
        return range(0, 1)
    return range(3 * ring * (ring - 1) + 1, 3 * ring * (ring + 1) + 1)


def positions_within(rings: int) -> int:
    """How many positions rings 0..rings hold."""
    return 3 * rings * (rings + 1) + 1


def _add(a: Cube, b: Cube, times: int = 1) -> Cube:
    return (a[0] + b[0] * times, a[1] + b[1] * times, a[2] + b[2] * times)


@cache
def _tables() -> tuple[tuple[Cube, ...], dict[Cube, int]]:
    cubes: list[Cube] = [(0, 0, 0)]
    for ring in range(1, MAX_RING + 1):
        cube = _add((0, 0, 0), DIRECTIONS[0], ring)
        # Walk SE, S, SW, NW, N, NE: ring steps each, starting at the north hex.
        for direction in (2, 3, 4, 5, 0, 1):
            for _ in range(ring):
                cubes.append(cube)
                cube = _add(cube, DIRECTIONS[direction])
    return tuple(cubes), {c: i for i, c in enumerate(cubes)}


def cube_of(position: int) -> Cube:
    """Cube coordinates (q, r, s) of a position."""
    cubes = _tables()[0]
    if not 0 <= position < len(cubes):
        raise ValueError(f"position {position} is beyond ring {MAX_RING}")
    return cubes[position]


def position_of(cube: Cube) -> int | None:
    """The position at cube coordinates, or None beyond the supported rings."""
    return _tables()[1].get(cube)


@cache
def neighbour(position: int, edge: int) -> int | None:
    """The position across ``edge``; None beyond the supported rings."""
    return position_of(_add(cube_of(position), DIRECTIONS[edge]))


def distance(a: int, b: int) -> int:
    """Hex steps between two positions, ignoring what lies between."""
    ca, cb = cube_of(a), cube_of(b)
    return max(abs(ca[0] - cb[0]), abs(ca[1] - cb[1]), abs(ca[2] - cb[2]))


def axial(position: int) -> tuple[int, int]:
    """Axial coordinates (q, r) of a position."""
    q, r, _ = cube_of(position)
    return q, r


def centre(position: int) -> tuple[float, float]:
    """Centre of a flat-topped hex in units of the hex radius; y grows southwards (screen order)."""
    q, r = axial(position)
    return 1.5 * q, _SQRT3 * (r + q / 2.0)


def rotate_lanes(lanes: tuple[Lane, ...] | list[Lane], rotation: int) -> tuple[Lane, ...]:
    """Lanes of a tile turned ``rotation`` * 60 degrees clockwise, each pair sorted."""
    turned = []
    for a, b in lanes:
        x, y = (a + rotation) % 6, (b + rotation) % 6
        turned.append((min(x, y), max(x, y)))
    return tuple(sorted(turned))


def lanes_by_side(lanes: tuple[Lane, ...] | list[Lane]) -> list[list[int]]:
    """For each edge 0-5, the edges its lanes lead to (for drawing and tracing)."""
    sides: list[list[int]] = [[] for _ in range(6)]
    for a, b in lanes:
        sides[a].append(b)
        sides[b].append(a)
    return [sorted(s) for s in sides]
