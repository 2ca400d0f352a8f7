"""The Ghosts of Creuss: Quantum Entanglement, Slipstream, Creuss Gate, Wormhole Generator, Dimensional
Splicer, Hil Colish."""

from __future__ import annotations

from engines.galaxy.abilities import find
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.board import galaxy, galaxy_for
from engines.galaxy.tactical.movement import move_value
from tests.engines.galaxy.factions.helpers import answer, duel, put, space, table_of, with_tech


def test_quantum_entanglement_joins_alpha_and_beta_wormholes_for_the_creuss() -> None:
    state = table_of("creuss", tiles={9: "26", 13: "25"})  # Lodor alpha, Quann beta
    assert 13 in galaxy_for(state, 0).neighbours(9) and 13 not in galaxy_for(state, 1).neighbours(9)


def test_slipstream_gives_one_more_move_from_a_wormhole_or_the_home_system() -> None:
    state = table_of("creuss", tiles={9: "26"})
    assert move_value(state, 0, "cruiser", 9) == 3 and move_value(state, 0, "cruiser", 10) == 2
    assert move_value(state, 0, "cruiser", state.players[0].home) == 3


def test_creuss_gate_stands_at_the_home_position_and_the_home_lies_beyond_it() -> None:
    state = table_of("creuss")
    assert state.players[0].home == DELTA_HOME and galaxy(state).tile_at(22).id == "17"  # type: ignore[union-attr]
    assert DELTA_HOME in galaxy(state).neighbours(22)


def test_wormhole_generator_places_a_token_that_everyone_may_use() -> None:
    state = table_of("creuss", tiles={13: "25"})  # a beta wormhole at 13
    with_tech(state, 0, "wormhole_generator")
    find("wormhole_generator", ("action",)).use(state, 0, "beta:9")
    assert 13 in galaxy_for(state, 1).neighbours(9)
    find("wormhole_generator", ("action",)).use(state, 0, "beta:10")  # moving the token
    assert 13 not in galaxy_for(state, 1).neighbours(9) and 13 in galaxy_for(state, 1).neighbours(10)


def test_dimensional_splicer_hits_an_enemy_ship_at_the_start_of_combat_by_a_wormhole() -> None:
    state = table_of("creuss", tiles={9: "26"})
    with_tech(state, 0, "dimensional_splicer")
    state.players[0].home = -1
    duel(state, "cruiser", "destroyer,carrier", home=23)
    answer(state, 0, "dimensional_splicer", "carrier")
    assert "carrier" not in space(state, 9, 1)


def test_hil_colish_carries_a_delta_wormhole() -> None:
    state = table_of("creuss")
    put(state, 0, 9, "flagship")
    assert 9 in galaxy_for(state, 1).neighbours(DELTA_HOME)
