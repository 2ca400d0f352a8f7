"""Movement range with the anomaly rules and blocking, returned as data.

The maps leave the centre empty so ring 1 is a loop: 1-2-3-4-5-6-1.
"""

from __future__ import annotations

import msgspec
import pytest

from engines.galaxy.movement import reach
from tests.engines.galaxy.helpers import galaxy, line


def systems(text: str, start: int, move: int, blocked: tuple[int, ...] = ()) -> list[int]:
    return reach(galaxy(text), start, move, blocked).systems()


PLAIN = line("19", "20", "21", "22", "23", "24")


@pytest.mark.rule("TI-GAP-1")
def test_a_ship_reaches_systems_within_its_move_value() -> None:
    assert systems(PLAIN, 1, 1) == [2, 6]
    assert systems(PLAIN, 1, 2) == [2, 3, 5, 6]
    assert systems(PLAIN, 1, 3) == [2, 3, 4, 5, 6]


@pytest.mark.rule("TI-GAP-1")
def test_a_path_is_returned_for_each_destination() -> None:
    found = reach(galaxy(PLAIN), 1, 3)
    assert found.path_to(4) in ([1, 2, 3, 4], [1, 6, 5, 4])
    assert found.path_to(1) is None
    assert msgspec.json.decode(msgspec.json.encode(found), type=type(found)) == found


@pytest.mark.rule("TI-GAP-1")
@pytest.mark.parametrize("tile", ["44", "43"])
def test_asteroid_fields_and_supernovas_cannot_be_entered_or_crossed(tile: str) -> None:
    text = line("19", tile, "21", "22", "23", "24")
    assert systems(text, 1, 2) == [5, 6]
    assert systems(text, 1, 4) == [3, 4, 5, 6]


@pytest.mark.rule("TI-GAP-1")
def test_a_nebula_can_only_be_the_destination() -> None:
    text = line("19", "42", "21", "22", "23", "24")
    assert systems(text, 1, 3) == [2, 4, 5, 6]


@pytest.mark.rule("TI-GAP-1")
def test_a_ship_starting_in_a_nebula_has_move_one() -> None:
    text = line("19", "42", "21", "22", "23", "24")
    assert systems(text, 2, 3) == [1, 3]


@pytest.mark.rule("TI-GAP-1")
def test_each_exit_from_a_gravity_rift_adds_one_to_the_move() -> None:
    text = line("19", "41", "21", "22", "23", "24")
    found = reach(galaxy(text), 1, 1)
    assert found.systems() == [2, 3, 6]
    assert found.path_to(3) == [1, 2, 3]
    assert next(d for d in found.destinations if d.system == 3).rifts == 1
    assert systems(text, 2, 1) == [1, 3, 4, 6]  # starting in the rift: leaving it adds one too


@pytest.mark.rule("TI-GAP-1")
def test_other_players_ships_stop_movement_but_can_be_reached() -> None:
    assert systems(PLAIN, 1, 3, blocked=(2,)) == [2, 4, 5, 6]


@pytest.mark.rule("TI-HYPER-3", "TI-HYPER-5")
def test_a_hyperlane_is_one_step_and_never_a_destination() -> None:
    text = "{88A0} 19 20 21 22 23 24"
    assert systems(text, 1, 1) == [2, 5, 6]
    assert 0 not in systems(text, 1, 3)


@pytest.mark.rule("TI-GAP-1")
def test_a_wormhole_is_one_step() -> None:
    text = line("26", "20", "21", "39", "23", "24")
    assert systems(text, 1, 1) == [2, 4, 6]
