"""The Yin Brotherhood: Indoctrination, Devotion, Yin Spinner, Impulse Core, Van Hauge."""

from __future__ import annotations

from engines.galaxy.effects import fire
from engines.galaxy.forces import destroy
from tests.engines.galaxy.factions.helpers import (
    answer,
    drive_quietly,
    duel,
    put,
    script,
    space,
    table_of,
    take,
    with_tech,
)
from tests.engines.galaxy.tactics import on


def test_indoctrination_turns_an_enemy_infantry_for_two_influence() -> None:
    from engines.galaxy import flow
    from engines.galaxy.steps.combat import GroundCombat

    state = table_of("yin", tiles={9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry=2", planet="Lodor")
    put(state, 0, 9, "infantry", planet="Lodor")
    flow.push(state, GroundCombat(seat=0, system=9, planet="Lodor", defender=1))
    script(state, 1, 1, 1)
    flow.settle(state)
    answer(state, 0, "indoctrination")
    assert on(state, "Lodor", 1) == {"infantry": 1} and on(state, "Lodor", 0) == {"infantry": 2}


def test_devotion_destroys_a_yin_ship_to_hit_the_enemy_ship_they_choose() -> None:
    state = table_of("yin")
    script(state, *[1] * 6)  # the destroyer's barrage, then a round of misses
    duel(state, "destroyer,cruiser", "carrier,dreadnought")
    answer(state, 0, "devotion", "destroyer>carrier")
    assert space(state, 9, 0) == {"cruiser": 1} and space(state, 9, 1) == {"dreadnought": 1}


def test_impulse_core_sacrifices_a_ship_for_a_hit_on_a_non_fighter() -> None:
    state = table_of("yin")
    with_tech(state, 0, "impulse_core")
    duel(state, "destroyer,cruiser", "cruiser,fighter")
    answer(state, 0, "impulse_core", "destroyer")
    drive_quietly(state)
    assert "destroyer" not in space(state, 9, 0)


def test_yin_spinner_places_up_to_two_infantry_after_producing() -> None:
    state = table_of("yin")
    with_tech(state, 0, "yin_spinner")
    home = state.systems["22"].planets[0]
    fire(state, "units_produced", [0], system=22, units={"cruiser": 1})
    take(state, "yin_spinner", f"planet:{home}")
    take(state, "yin_spinner", f"planet:{home}")
    assert on(state, home, 0) == {"infantry": 2}


def test_van_hauge_takes_every_ship_in_its_system_with_it() -> None:
    state = table_of("yin")
    put(state, 0, 9, "flagship,cruiser")
    put(state, 1, 9, "dreadnought=2,fighter")
    destroy(state, 0, 9, "", "flagship", by=1)
    assert space(state, 9, 0) == {} and space(state, 9, 1) == {}
