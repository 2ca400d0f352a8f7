"""The wormhole nexus in play (TI-NEXUS-4..7): inactive at the start, turned over by the game's own movement,
placement and control, then adjacent to every alpha, beta and gamma wormhole."""

from __future__ import annotations

import pytest

from engines.galaxy.adjacency import NEXUS
from engines.galaxy.board import galaxy_for
from engines.galaxy.forces import add_units
from engines.galaxy.tactical.actions import Activate, EndMovement, MoveFrom, MoveShip
from tests.engines.galaxy.pok import gain, on_top, pok_table
from tests.engines.galaxy.tactics import choose, put, space, start

LODOR_ALPHA = "26"  # Lodor's system has an alpha wormhole


@pytest.mark.rule("TI-NEXUS-4", "TI-NEXUS-5", "TI-NEXUS-6")
def test_ships_moving_through_a_gamma_wormhole_token_into_the_nexus_turn_it_over() -> None:
    state = pok_table({9: LODOR_ALPHA})
    assert not state.nexus_active
    assert NEXUS not in galaxy_for(state).adjacent.get(9, ())  # alpha only: the inactive side shows gamma
    on_top(state, "cultural", "gamma_wormhole")
    gain(state, 0, "Lodor")
    assert NEXUS in galaxy_for(state).adjacent[9]  # the gamma token joins the inactive nexus
    put(state, 0, 9, "cruiser")
    start(state, 0)
    choose(state, Activate(NEXUS))
    choose(state, MoveFrom(9))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    assert state.nexus_active and space(state, NEXUS, 0) == {"cruiser": 1}


@pytest.mark.rule("TI-NEXUS-6", "TI-NEXUS-7")
def test_a_unit_placed_in_the_nexus_turns_it_over_and_it_then_joins_alpha_and_beta_wormholes() -> None:
    state = pok_table({9: LODOR_ALPHA})
    add_units(state, 1, NEXUS, "", "fighter")
    assert state.nexus_active
    assert NEXUS in galaxy_for(state).adjacent[9]


@pytest.mark.rule("TI-NEXUS-6")
def test_gaining_mallice_turns_the_nexus_over() -> None:
    state = pok_table()
    gain(state, 2, "Mallice")
    assert state.nexus_active and state.players[2].legendary == ["mallice"]
