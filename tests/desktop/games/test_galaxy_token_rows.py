"""Command tokens on a system: however many seats have one there, they stay on their hex (LRR 5). Eight tokens in a
row ran off the tile, over its neighbour and off the map."""

from __future__ import annotations

import itertools
import math
from typing import Any

import pytest

from desktop.games.galaxy.space import R
from desktop.games.galaxy.system_layer import SystemLook, _lay_out


def inside_the_hex(x: float, y: float) -> bool:
    """A flat-topped hex of circumradius R around the origin."""
    return abs(y) <= R * math.sqrt(3) / 2 + 1e-6 and abs(x) <= R - abs(y) / math.sqrt(3) + 1e-6


@pytest.mark.parametrize("count", [1, 3, 6, 8])
@pytest.mark.parametrize("scale", [1.0, 0.45, 0.3])
def test_every_command_token_lies_on_its_hex(qtbot: Any, count: int, scale: float) -> None:
    look = SystemLook(node=19, features=1, tokens=tuple((seat, seat) for seat in range(count)))
    tokens = [p.rect for p in _lay_out(look, scale).placed if p.part[0] == "token"]
    assert len(tokens) == count
    for rect in tokens:
        for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
            assert inside_the_hex(corner.x(), corner.y()), (count, scale, rect)
    for a, b in itertools.combinations(tokens, 2):
        assert not a.intersects(b), "tokens side by side, none over another"
