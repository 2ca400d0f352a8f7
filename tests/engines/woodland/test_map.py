"""The Autumn map as data (Law 2.2-2.4) and the Winter map that loads for later."""

from __future__ import annotations

import pytest

from engines.woodland.maps import AUTUMN, load_map


@pytest.mark.rule("LP-GAP-1")
def test_autumn_has_twelve_clearings_four_of_each_suit_and_four_corners() -> None:
    """Law 2.2: twelve clearings, each fox, rabbit or mouse; corners 1-4, opposite pairs 1-3 and 2-4."""
    assert len(AUTUMN.clearings) == 12
    assert sorted(AUTUMN.suit[1:]).count("fox") == 4 and AUTUMN.suit[1:].count("mouse") == 4
    assert AUTUMN.corners == (1, 2, 3, 4) and AUTUMN.opposite[1] == 3 and AUTUMN.opposite[4] == 2
    assert (AUTUMN.suit[1], AUTUMN.suit[2], AUTUMN.suit[3], AUTUMN.suit[12]) == ("fox", "mouse", "rabbit", "fox")


@pytest.mark.rule("LP-GAP-1")
def test_autumn_has_eighteen_paths_four_rivers_and_four_ruins() -> None:
    """Law 2.3: paths link clearings; rivers are a separate kind of link; ruins fill a slot at setup."""
    assert len(AUTUMN.paths) == 18
    assert AUTUMN.adj[12] == (4, 7, 9, 10, 11) and AUTUMN.adj[5] == (1, 2)
    assert len(AUTUMN.rivers) == 4 and (4, 7) in AUTUMN.rivers
    assert 7 not in AUTUMN.adj[4], "a river is not a path"
    assert [c.id for c in AUTUMN.clearings if c.ruin] == [6, 10, 11, 12]
    assert AUTUMN.slots[11] == 3 and AUTUMN.slots[1] == 1


@pytest.mark.rule("LP-GAP-1")
def test_autumn_has_seven_forests_touching_their_border_clearings() -> None:
    """Law 2.4.1: a forest touches the clearings on its border; forests one path apart are adjacent."""
    assert len(AUTUMN.forests) == 7
    a3 = AUTUMN.forest("A3")
    assert a3.clearings == (2, 6, 10, 11, 12) and set(a3.adjacent) == {"A1", "A2", "A5", "A6"}
    for forest in AUTUMN.forests:
        for other in forest.adjacent:
            assert forest.id in AUTUMN.forest(other).adjacent
    assert set(AUTUMN.forests_of[12]) == {"A2", "A3", "A4", "A5", "A7"}


def test_the_winter_map_loads_with_its_paths_and_eight_forests() -> None:
    """Law C.1 (Winter, for later): 12 clearings, 16 paths, 8 forests; suits come from markers."""
    winter = load_map("winter")
    assert len(winter.clearings) == 12 and len(winter.paths) == 16 and len(winter.forests) == 8
    assert sorted(winter.suit[1:]).count("fox") == 4
