"""The Titans of Ul: Terragenesis, Awaken, Coalescence, Saturn Engine I/II, Hel-Titan I/II, Ouranos."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.board import stats
from engines.galaxy.combat.rounds import combatants
from engines.galaxy.steps.combat import GroundCombat
from engines.galaxy.tactical.actions import Activate
from tests.engines.galaxy.factions.helpers import answer, drive_quietly, put, script, space, table_of, with_tech
from tests.engines.galaxy.tactics import on, start


def test_the_titans_sheet_holds_terragenesis_awaken_and_coalescence() -> None:
    from engines.galaxy.factions.base import faction_sources

    assert {"terragenesis", "coalescence", "awaken"} <= faction_sources("titans")


def test_awaken_turns_sleeper_tokens_into_pds() -> None:
    state = table_of("titans", tiles={9: "26"})
    state.planets["Lodor"].attachments.append("sleeper")
    start(state, 0)
    flow.perform(state, 0, Activate(9))
    answer(state, 0, "awaken", "planet:Lodor")
    assert on(state, "Lodor", 0) == {"pds": 1} and state.planets["Lodor"].attachments == []


def test_saturn_engine_i_carries_one() -> None:
    assert stats(table_of("titans"), 0, "cruiser").capacity == 1


def test_saturn_engine_ii_hits_on_six_moves_three_and_sustains_damage() -> None:
    state = table_of("titans")
    with_tech(state, 0, "saturn_engine_ii")
    ship = stats(state, 0, "cruiser")
    assert (ship.combat.hit_on, ship.move, ship.capacity, ship.sustain_damage) == (6, 3, 2, True)  # type: ignore[union-attr]


def test_hel_titan_i_fights_on_the_ground() -> None:
    state = table_of("titans", tiles={9: "26"})
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "pds", planet="Lodor")
    put(state, 1, 9, "infantry", planet="Lodor")
    step = GroundCombat(seat=1, system=9, planet="Lodor", defender=0)
    assert "pds" in combatants(state, step, 0)
    flow.push(state, step)
    script(state, 1, 10)  # the infantry misses, the Hel-Titan hits on 7
    flow.settle(state)
    drive_quietly(state)
    assert on(state, "Lodor", 1) == {} and on(state, "Lodor", 0) == {"pds": 1}


def test_hel_titan_ii_reaches_adjacent_systems_with_space_cannon_five() -> None:
    state = table_of("titans")
    with_tech(state, 0, "hel_titan_ii")
    pds = stats(state, 0, "pds")
    assert (pds.space_cannon.hit_on, pds.combat.hit_on) == (5, 6)  # type: ignore[union-attr]


def test_ouranos_rises_in_place_of_a_pds_after_activation() -> None:
    state = table_of("titans", tiles={9: "26"})
    state.planets["Lodor"].owner = 0
    put(state, 0, 9, "pds", planet="Lodor")
    start(state, 0)
    flow.perform(state, 0, Activate(9))
    answer(state, 0, "ouranos", "planet:Lodor")
    assert space(state, 9, 0) == {"flagship": 1} and on(state, "Lodor", 0) == {}
