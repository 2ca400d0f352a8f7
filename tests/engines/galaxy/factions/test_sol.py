"""The Federation of Sol: Orbital Drop, Versatile, Spec Ops I/II, Advanced Carrier I/II, Genesis."""

from __future__ import annotations

from engines.galaxy.abilities import find
from engines.galaxy.board import stats
from engines.galaxy.effects import fire, total
from engines.galaxy.factions.base import RETURNING
from engines.galaxy.forces import destroy
from tests.engines.galaxy.factions.helpers import put, script, space, table_of, with_tech
from tests.engines.galaxy.tactics import on


def test_orbital_drop_spends_a_strategy_token_for_two_infantry_on_a_planet() -> None:
    state = table_of("sol")
    state.players[0].strategy = 1
    find("orbital_drop", ("action",)).use(state, 0, "Jord")
    assert on(state, "Jord", 0) == {"infantry": 2} and state.players[0].strategy == 0


def test_versatile_gains_one_more_command_token_in_the_status_phase() -> None:
    state = table_of("sol")
    assert total(state, "status_command_tokens", 0) == 1
    assert total(state, "status_command_tokens", 1) == 0


def test_spec_ops_i_hits_on_seven() -> None:
    state = table_of("sol")
    assert stats(state, 0, "infantry").combat.hit_on == 7  # type: ignore[union-attr]


def test_spec_ops_ii_hits_on_six_and_comes_back_on_a_five() -> None:
    state = table_of("sol")
    with_tech(state, 0, "spec_ops_ii")
    assert stats(state, 0, "infantry").combat.hit_on == 6  # type: ignore[union-attr]
    put(state, 0, 22, "infantry=2", planet="Jord")
    script(state, 5, 4)
    destroy(state, 0, 22, "Jord", "infantry", by=1)
    destroy(state, 0, 22, "Jord", "infantry", by=1)
    assert [m.amount for m in state.modifiers if m.effect == RETURNING] == [1]
    fire(state, "start_of_turn", [0])
    assert on(state, "Jord", 0) == {"infantry": 1}


def test_advanced_carrier_i_carries_six() -> None:
    state = table_of("sol")
    assert stats(state, 0, "carrier").capacity == 6


def test_advanced_carrier_ii_moves_two_carries_eight_and_sustains_damage() -> None:
    state = table_of("sol")
    with_tech(state, 0, "advanced_carrier_ii")
    carrier = stats(state, 0, "carrier")
    assert (carrier.move, carrier.capacity, carrier.sustain_damage) == (2, 8, True)


def test_genesis_puts_an_infantry_in_the_flagships_space_area_at_the_end_of_the_status_phase() -> None:
    state = table_of("sol")
    put(state, 0, 9, "flagship")
    fire(state, "status_phase_ended", [0, 1, 2])
    assert space(state, 9, 0) == {"flagship": 1, "infantry": 1}
