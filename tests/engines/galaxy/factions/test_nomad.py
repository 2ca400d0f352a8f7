"""The Nomad: The Company, Future Sight, Temporal Command Suite, Memoria I/II."""

from __future__ import annotations

from engines.galaxy.board import galaxy_for, stats
from engines.galaxy.research import pool
from tests.engines.galaxy.factions.helpers import put, table_of, with_tech


def test_the_company_and_future_sight_wait_for_agents_and_the_agenda_phase() -> None:
    from engines.galaxy.factions.base import faction_sources

    assert {"the_company", "future_sight"} <= faction_sources("nomad")


def test_temporal_command_suite_is_researchable_by_the_nomad_only() -> None:
    state = table_of("nomad")
    assert "temporal_command_suite" in pool(state, 0) and "temporal_command_suite" not in pool(state, 1)


def test_memoria_i_treats_systems_with_nomad_mechs_as_adjacent() -> None:
    state = table_of("nomad")
    assert stats(state, 0, "flagship").anti_fighter_barrage is not None
    put(state, 0, 9, "flagship")
    put(state, 0, 34, "mech")
    assert 34 in galaxy_for(state, 0, "flagship").neighbours(9)
    assert 34 not in galaxy_for(state, 0, "cruiser").neighbours(9)


def test_memoria_ii_moves_two_and_carries_six() -> None:
    state = table_of("nomad")
    with_tech(state, 0, "memoria_ii")
    ship = stats(state, 0, "flagship")
    assert (ship.name, ship.move, ship.capacity, ship.combat.hit_on) == ("Memoria II", 2, 6, 5)  # type: ignore[union-attr]
