"""The Vuil'raith Cabal: Devour, Amalgamation, Riftmeld, Vortex, Dimensional Tear I/II, The Terror Between."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.abilities import find
from engines.galaxy.actions.rounds import ResearchTechnology
from engines.galaxy.board import add, galaxy_for, stats
from engines.galaxy.forces import destroy, reinforcements
from engines.galaxy.steps.common import Research
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.actions import FinishProduction, Produce, UseTechnology
from engines.galaxy.tactical.movement import safe_rifts
from tests.engines.galaxy.factions.helpers import drive_quietly, put, table_of, with_tech
from tests.engines.galaxy.tactics import choose


def captured(state: object, seat: int) -> dict[str, int]:
    return {s.kind: s.count for s in state.players[seat].captured}  # type: ignore[attr-defined]


def test_devour_captures_the_opponents_units_destroyed_in_combat() -> None:
    state = table_of("vuilraith")
    put(state, 1, 9, "dreadnought,pds")
    destroy(state, 1, 9, "", "dreadnought", by=0, combat=1)
    destroy(state, 1, 9, "", "pds", by=0, combat=1)
    assert captured(state, 0) == {"dreadnought": 1}
    assert reinforcements(state, 1, "dreadnought") == 4  # five, one captured
    put(state, 1, 9, "cruiser")
    destroy(state, 1, 9, "", "cruiser", by=0)  # not in a combat
    assert captured(state, 0) == {"dreadnought": 1}


def test_amalgamation_returns_a_captured_unit_to_build_one_free() -> None:
    state = table_of("vuilraith")
    add(state.players[0].captured, 1, "cruiser")
    home = state.systems["22"].planets[0]
    put(state, 0, 22, "space_dock", planet=home)
    flow.push(state, Production(seat=0, system=22))
    flow.settle(state)
    choose(state, Produce("cruiser"))
    choose(state, UseTechnology("amalgamation:cruiser"))
    choose(state, FinishProduction())
    drive_quietly(state)
    assert captured(state, 0) == {} and not state.planets[home].exhausted  # nothing paid


def test_riftmeld_returns_a_captured_unit_to_ignore_a_unit_upgrades_prerequisites() -> None:
    state = table_of("vuilraith")
    add(state.players[0].captured, 1, "cruiser")
    state.players[0].trade_goods = 0
    flow.push(state, Research(seat=0))
    flow.settle(state)
    choose(state, ResearchTechnology("cruiser_2"))
    drive_quietly(state)
    assert "cruiser_2" in state.players[0].technologies and captured(state, 0) == {}


def test_vortex_captures_a_unit_from_the_reinforcements_of_a_player_next_to_a_dock() -> None:
    state = table_of("vuilraith")
    with_tech(state, 0, "vortex")
    put(state, 0, 22, "space_dock", planet=state.systems["22"].planets[0])
    put(state, 1, 9, "carrier")
    find("vortex", ("action",)).use(state, 0, "1:carrier")
    assert captured(state, 0) == {"carrier": 1} and "vortex" in state.players[0].exhausted


def test_dimensional_tear_i_makes_the_dock_system_a_rift_the_vuilraith_never_roll_in() -> None:
    state = table_of("vuilraith")
    assert stats(state, 0, "space_dock").fighters_exempt == 6
    put(state, 0, 22, "space_dock", planet=state.systems["22"].planets[0])
    assert "gravity_rift" in galaxy_for(state, 1).anomalies(22)
    assert 22 in safe_rifts(state, 0) and 22 not in safe_rifts(state, 1)


def test_dimensional_tear_ii_frees_twelve_fighters_and_produces_seven() -> None:
    state = table_of("vuilraith")
    with_tech(state, 0, "dimensional_tear_ii")
    dock = stats(state, 0, "space_dock")
    assert (dock.fighters_exempt, dock.production.value) == (12, 7)  # type: ignore[union-attr]


def test_the_terror_between_captures_every_unit_destroyed_in_its_system() -> None:
    state = table_of("vuilraith")
    put(state, 0, 9, "flagship,fighter")
    put(state, 2, 9, "destroyer")
    destroy(state, 0, 9, "", "fighter", by=1)
    destroy(state, 2, 9, "", "destroyer", by=0)
    assert captured(state, 0) == {"fighter": 1, "destroyer": 1}
