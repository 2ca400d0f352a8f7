"""The Barony of Letnev: Munitions Reserves, Armada, L4 Disruptors, Non-Euclidean Shielding, Arc Secundus."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.steps.combat import AssignHits
from engines.galaxy.tactical.actions import AssignHit
from engines.galaxy.tactical.invasion import defence_shots
from engines.galaxy.tokens import fleet_limit
from tests.engines.galaxy.factions.helpers import (
    answer,
    arrive,
    drive_quietly,
    duel,
    put,
    script,
    space,
    table_of,
    with_tech,
)
from tests.engines.galaxy.tactics import choose


def test_munitions_reserves_reroll_the_misses_for_two_trade_goods() -> None:
    state = table_of("letnev")
    state.players[0].trade_goods = 2
    script(state, 1, 9, 1)  # the Letnev cruiser misses, rerolls a 9 (a hit); the defender misses
    duel(state, "cruiser", "cruiser")
    answer(state, 0, "munitions_reserves")
    drive_quietly(state)
    assert state.players[0].trade_goods == 0
    assert space(state, 9, 1) == {} and space(state, 9, 0) == {"cruiser": 1}


def test_armada_allows_two_more_ships_than_fleet_tokens() -> None:
    state = table_of("letnev")
    assert fleet_limit(state, 0) == state.players[0].fleet + 2


def test_l4_disruptors_keep_space_cannon_off_the_letnevs_invasions() -> None:
    from engines.galaxy.steps.invasion import Invasion

    state = table_of("letnev", tiles={9: "26"})
    with_tech(state, 0, "l4_disruptors")
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "pds", planet="Lodor")
    put(state, 0, 9, "infantry", planet="Lodor")
    step = Invasion(seat=0, system=9, landed=["Lodor"])
    assert defence_shots(state, step) == []
    state.players[0].technologies.remove("l4_disruptors")
    assert defence_shots(state, step) == [("Lodor", 1)]


def test_non_euclidean_shielding_cancels_two_hits_with_one_sustain_damage() -> None:
    state = table_of("letnev")
    with_tech(state, 0, "non_euclidean_shielding")
    script(state, 1, 10, 10, 10, 1, 1, 10, 1)  # the Letnev miss, both cruisers hit; then the Letnev win
    duel(state, "dreadnought", "cruiser=2")
    choose(state, AssignHit("dreadnought", sustain=True))
    assert flow.parent(state, AssignHits) is None  # both hits cancelled by one sustain
    assert space(state, 9, 0) == {"dreadnought": 1}


def test_arc_secundus_ignores_planetary_shields_in_its_system() -> None:
    from engines.galaxy.tactical.invasion import shielded

    state = table_of("letnev", tiles={9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "pds,infantry", planet="Lodor")
    put(state, 0, 9, "dreadnought")
    assert shielded(state, 0, "Lodor")
    put(state, 0, 9, "flagship")
    assert not shielded(state, 0, "Lodor")


def test_arc_secundus_is_repaired_at_the_start_of_each_space_combat_round() -> None:
    from engines.galaxy.tactical.events import UnitRepaired

    state = table_of("letnev")
    for name in ("Arc Prime", "Wren Terra"):
        state.planets[name].owner = -1
    put(state, 1, 9, "cruiser")
    put(state, 0, 22, "flagship", damaged=1)
    script(state, 10, 10, 1)
    events = arrive(state, 0, 22, 9, ["flagship"])
    assert UnitRepaired(seat=0, kind="flagship") in events
