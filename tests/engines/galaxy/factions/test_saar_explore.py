"""The Clan of Saar's Floating Factory I and II beyond their statistics: the docks stand in the space area, carry
units, move and retreat like ships, produce where they are, and are destroyed when blockaded (LRR 14)."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.actions.rounds import PlaceStructureOn
from engines.galaxy.combat.space import retreat
from engines.galaxy.production import dock_systems, limit, places, producers
from engines.galaxy.steps.common import PlaceStructure
from engines.galaxy.steps.production import Production
from engines.galaxy.strategic.warfare import home_docks
from engines.galaxy.structures import placements
from engines.galaxy.tactical.actions import Activate, EndMovement, Load, MoveFrom, MoveShip
from engines.galaxy.tactical.events import UnitDestroyed
from tests.engines.galaxy.factions.helpers import put, space, table_of, with_tech
from tests.engines.galaxy.rounds import finish_setup, new
from tests.engines.galaxy.tactics import choose, on, options, start

SAAR_HOME = ("Lisis II", "Ragh")


def test_floating_factory_i_stands_in_the_home_space_area_from_the_start() -> None:
    state = new(3, factions=["saar", "hacan", "muaat"])
    finish_setup(state)
    home = state.players[0].home
    assert space(state, home, 0)["space_dock"] == 1
    assert all(s.kind != "space_dock" for p in SAAR_HOME for s in state.planets[p].units)
    muaat = state.players[2]
    assert any(s.kind == "space_dock" for s in state.planets["Muaat"].units) and muaat.faction == "muaat"
    assert home_docks(state, 0) and producers(state, 0, home) == [("", 5)]


def test_floating_factory_i_is_placed_in_the_space_area_one_for_each_planet_held_there() -> None:
    state = table_of("saar", tiles={9: "27"})  # New Albion and Starpoint
    for planet in ("New Albion", "Starpoint"):
        state.planets[planet].owner = 0
    for _ in range(2):
        assert PlaceStructureOn("space_dock", "Starpoint") in placements(state, 0, ["space_dock"])
        flow.push(state, PlaceStructure(seat=0, kinds=["space_dock"]))
        choose(state, PlaceStructureOn("space_dock", "Starpoint"))
    assert space(state, 9, 0) == {"space_dock": 2} and on(state, "Starpoint", 0) == {}
    assert placements(state, 0, ["space_dock"], system=9) == []  # two planets held there: two docks at most
    assert 9 in dock_systems(state, 0)


def test_floating_factory_ii_moves_two_with_its_cargo_and_produces_where_it_stands() -> None:
    state = table_of("saar")
    with_tech(state, 0, "floating_factory_ii")
    put(state, 0, 22, "space_dock,infantry=2")  # two systems from 10
    start(state, 0)
    choose(state, Activate(10))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("space_dock"))
    choose(state, Load("infantry", 22, ""))
    choose(state, Load("infantry", 22, ""))
    choose(state, EndMovement())
    assert space(state, 10, 0) == {"space_dock": 1, "infantry": 2}
    making = Production(seat=0, system=10)
    assert limit(state, making) == 7 and places(state, making, "infantry") == [""]


def test_floating_factory_i_moves_one_only() -> None:
    state = table_of("saar")
    put(state, 0, 22, "space_dock")
    start(state, 0)
    choose(state, Activate(10))
    assert MoveFrom(22) not in options(state)


def test_floating_factory_i_is_destroyed_when_other_ships_blockade_it() -> None:
    state = table_of("saar")
    put(state, 0, 9, "space_dock")
    put(state, 1, 10, "cruiser")
    start(state, 1)
    choose(state, Activate(9))
    choose(state, MoveFrom(10))
    choose(state, MoveShip("cruiser"))
    events = choose(state, EndMovement())
    assert UnitDestroyed(seat=0, kind="space_dock", by=1, cause="blockade") in events
    assert space(state, 9, 0) == {} and space(state, 9, 1) == {"cruiser": 1}


def test_floating_factory_i_with_its_own_ships_beside_it_is_not_blockaded() -> None:
    state = table_of("saar")
    put(state, 0, 9, "space_dock,destroyer")
    put(state, 1, 9, "cruiser")  # a fight to come, not yet a blockade of a lone dock
    from engines.galaxy.factions.saar import blockaded_docks

    assert blockaded_docks(state, [9]) == []
    state.systems["9"].space = [s for s in state.systems["9"].space if s.kind != "destroyer"]
    assert blockaded_docks(state, [9]) == [(0, 9, 1)]


def test_floating_factory_ii_retreats_with_the_ships() -> None:
    state = table_of("saar")
    with_tech(state, 0, "floating_factory_ii")
    put(state, 0, 9, "space_dock,carrier,infantry=3")
    retreat(state, 0, 9, 21)
    assert space(state, 21, 0) == {"space_dock": 1, "carrier": 1, "infantry": 3} and space(state, 9, 0) == {}
