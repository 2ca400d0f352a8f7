"""Capture (TI-CAPTURE-1..15): units on the captor's faction sheet, every way they come back, the blockades."""

from __future__ import annotations

import pytest

from engines.galaxy.actions.expansion import CapturedReturned, UnitCaptured
from engines.galaxy.capture.units import blockade_returns, can_capture, capture, captured, give_back, release
from engines.galaxy.effects import Context
from engines.galaxy.expansion.rulings import ruling
from engines.galaxy.forces import reinforcements
from engines.galaxy.state import NOBODY, Stack, TIState
from tests.engines.galaxy.pok import pok_table
from tests.engines.galaxy.tactics import put

CAPTOR, OWNER = 2, 1  # Letnev (home 34) captures Hacan's units


def table() -> TIState:
    return pok_table()


@pytest.mark.rule("TI-CAPTURE-1", "TI-CAPTURE-2", "TI-CAPTURE-3", "TI-CAPTURE-5")
def test_a_captured_ship_or_mech_lies_on_the_captors_faction_sheet_in_its_owners_colour() -> None:
    state = table()
    before = reinforcements(state, OWNER, "cruiser")
    events = capture(state, CAPTOR, OWNER, "cruiser", "vortex")
    capture(state, CAPTOR, OWNER, "mech")
    assert UnitCaptured(captor=CAPTOR, owner=OWNER, kind="cruiser", source="vortex") in events
    assert state.players[CAPTOR].captured == [Stack(OWNER, "cruiser"), Stack(OWNER, "mech")]
    assert reinforcements(state, OWNER, "cruiser") == before - 1


@pytest.mark.rule("TI-CAPTURE-6", "TI-CAPTURE-7", "TI-CAPTURE-9", "TI-GAP-17")
def test_an_ability_returns_a_captured_ship_to_its_owners_reinforcements() -> None:
    state = table()
    capture(state, CAPTOR, OWNER, "cruiser")
    before = reinforcements(state, OWNER, "cruiser")
    events = release(state, CAPTOR, "cruiser", how="amalgamation")
    assert events == [CapturedReturned(captor=CAPTOR, owner=OWNER, kind="cruiser", how="amalgamation")]
    assert captured(state, CAPTOR) == 0 and reinforcements(state, OWNER, "cruiser") == before + 1
    assert ruling("capture")["returned_to"] == "reinforcements"


@pytest.mark.rule("TI-CAPTURE-8")
def test_a_transaction_gives_a_captured_ship_back() -> None:
    state = table()
    capture(state, CAPTOR, OWNER, "destroyer")
    assert give_back(state, CAPTOR, OWNER, "destroyer")
    assert captured(state, CAPTOR) == 0


@pytest.mark.rule("TI-CAPTURE-10", "TI-GAP-14")
def test_blockading_the_captors_space_dock_brings_the_owners_units_home() -> None:
    state = table()
    capture(state, CAPTOR, OWNER, "carrier")
    capture(state, CAPTOR, OWNER, "infantry")
    put(state, CAPTOR, 34, "space_dock", planet="Arc Prime")
    assert blockade_returns(state) == []
    put(state, OWNER, 34, "cruiser")
    events = blockade_returns(state)
    assert events == [CapturedReturned(captor=CAPTOR, owner=OWNER, kind="carrier", how="blockade")]
    assert state.players[CAPTOR].captured == [Stack(NOBODY, "infantry")]
    assert ruling("capture")["bases"] == "space docks"


@pytest.mark.rule("TI-CAPTURE-10")
def test_ships_that_move_in_to_blockade_take_their_units_back() -> None:
    from engines.galaxy.capture.units import returned_after_moving

    state = table()
    capture(state, CAPTOR, OWNER, "dreadnought")
    put(state, CAPTOR, 34, "space_dock", planet="Arc Prime")
    put(state, OWNER, 34, "destroyer")
    events = returned_after_moving(Context(state, OWNER, "always", {"system": 34, "origins": (28,)}))
    assert events and captured(state, CAPTOR) == 0


@pytest.mark.rule("TI-CAPTURE-4")
def test_nothing_is_captured_from_a_player_blockading_one_of_the_captors_space_docks() -> None:
    state = table()
    put(state, CAPTOR, 34, "space_dock", planet="Arc Prime")
    put(state, OWNER, 34, "cruiser")
    assert not can_capture(state, CAPTOR, OWNER)
    assert capture(state, CAPTOR, OWNER, "fighter") == []
    assert can_capture(state, CAPTOR, 0)
    put(state, CAPTOR, 34, "dreadnought")  # the captor's own ships there: no blockade
    assert can_capture(state, CAPTOR, OWNER)


@pytest.mark.rule("TI-CAPTURE-11", "TI-CAPTURE-12", "TI-CAPTURE-13")
def test_a_captured_fighter_or_infantry_goes_home_and_a_colourless_token_takes_its_place() -> None:
    state = table()
    capture(state, CAPTOR, OWNER, "fighter")
    capture(state, CAPTOR, OWNER, "infantry")
    assert state.players[CAPTOR].captured == [Stack(NOBODY, "fighter"), Stack(NOBODY, "infantry")]
    assert captured(state, CAPTOR, owner=OWNER) == 0
    assert give_back(state, CAPTOR, OWNER, "fighter") == []  # no colour: no transaction returns it
    put(state, CAPTOR, 34, "space_dock", planet="Arc Prime")
    put(state, OWNER, 34, "cruiser")
    assert blockade_returns(state) == [] and captured(state, CAPTOR) == 2


@pytest.mark.rule("TI-CAPTURE-14", "TI-CAPTURE-15")
def test_a_token_stays_until_an_ability_returns_it_to_reinforcements() -> None:
    state = table()
    capture(state, CAPTOR, OWNER, "infantry")
    assert captured(state, CAPTOR, "infantry") == 1
    events = release(state, CAPTOR, "infantry", how="ability")
    assert events == [CapturedReturned(captor=CAPTOR, owner=NOBODY, kind="infantry", how="ability")]
    assert captured(state, CAPTOR) == 0
