"""The Argent Flight: Raid Formation, Aerie Hololattice, Strike Wing Alpha I/II, Quetzecoatl (Zeal:
``test_f1_factions.py``)."""

from __future__ import annotations

from engines.galaxy.board import stats
from engines.galaxy.effects import any_true, fire
from engines.galaxy.production import producers
from engines.galaxy.tactical.movement import blocked_for
from tests.engines.galaxy.factions.helpers import put, space, table_of, take, with_tech


def test_raid_formation_damages_sturdy_ships_with_the_hits_beyond_fighters() -> None:
    state = table_of("argent")
    put(state, 1, 9, "dreadnought=2,fighter")
    fire(state, "barrage_rolled", [0], hits=3, dice=[], opponent=1, system=9)
    take(state, "raid_formation", "dreadnought")
    take(state, "raid_formation", "dreadnought")
    assert [s.damaged for s in state.systems["9"].space if s.kind == "dreadnought"] == [2]


def test_aerie_hololattice_closes_systems_with_argent_structures_and_gives_them_production() -> None:
    state = table_of("argent", tiles={9: "26"})
    with_tech(state, 0, "aerie_hololattice")
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "pds", planet="Lodor")
    assert 9 in blocked_for(state, 1) and 9 not in blocked_for(state, 0)
    assert ("Lodor", 1) in producers(state, 0, 9)


def test_strike_wing_alpha_i_carries_one_and_hits_on_eight() -> None:
    ship = stats(table_of("argent"), 0, "destroyer")
    assert (ship.capacity, ship.combat.hit_on) == (1, 8)  # type: ignore[union-attr]


def test_strike_wing_alpha_ii_barrage_nines_destroy_infantry_in_space() -> None:
    from engines.galaxy.steps.combat import Die

    state = table_of("argent")
    with_tech(state, 0, "strike_wing_alpha_ii")
    put(state, 1, 9, "carrier,infantry=2")
    fire(state, "barrage_rolled", [0], hits=0, dice=[Die("destroyer", 9, 6), Die("destroyer", 3, 6)], opponent=1,
         system=9)
    assert space(state, 9, 1) == {"carrier": 1, "infantry": 1}


def test_quetzecoatl_shields_argent_ships_in_its_system_from_space_cannon() -> None:
    state = table_of("argent")
    put(state, 0, 9, "flagship")
    assert any_true(state, "immune_to_space_cannon", 0, system=9, planet="", defence=False)
    assert not any_true(state, "immune_to_space_cannon", 0, system=10, planet="", defence=False)
