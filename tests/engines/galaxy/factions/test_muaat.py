"""The Embers of Muaat: Star Forge, Gashlai Physiology, Magmus Reactor, Prototype War Sun I/II, The Inferno."""

from __future__ import annotations

from engines.galaxy.abilities import find
from engines.galaxy.board import stats
from engines.galaxy.production import can_build, producers
from engines.galaxy.research import pool
from engines.galaxy.tactical.actions import Activate, MoveFrom, MoveShip
from tests.engines.galaxy.factions.helpers import put, space, table_of, with_tech
from tests.engines.galaxy.tactics import choose, options, start


def test_star_forge_puts_two_fighters_or_a_destroyer_by_a_war_sun() -> None:
    state = table_of("muaat")
    state.players[0].strategy = 2
    put(state, 0, 9, "war_sun")
    find("star_forge", ("action",)).use(state, 0, "fighter:9")
    find("star_forge", ("action",)).use(state, 0, "destroyer:9")
    assert space(state, 9, 0) == {"war_sun": 1, "fighter": 2, "destroyer": 1} and state.players[0].strategy == 0


def test_gashlai_physiology_moves_through_supernovas_but_not_into_them() -> None:
    state = table_of("muaat", tiles={9: "43"})  # a supernova between 22 and 10
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(10))
    assert MoveFrom(22) in options(state)  # 22 -> 9 (supernova) -> 10
    state2 = table_of("muaat", tiles={9: "43"})
    put(state2, 0, 22, "cruiser")
    start(state2, 0)
    choose(state2, Activate(9))
    assert MoveFrom(22) not in options(state2)


def test_magmus_reactor_enters_supernovas_and_gives_them_production_five() -> None:
    state = table_of("muaat", tiles={9: "43"})
    with_tech(state, 0, "magmus_reactor")
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    assert MoveShip("cruiser") in options(state)
    put(state, 0, 9, "destroyer")
    assert ("", 5) in producers(state, 0, 9)


def test_prototype_war_sun_i_is_built_without_the_war_sun_technology() -> None:
    state = table_of("muaat")
    sun = stats(state, 0, "war_sun")
    assert can_build(state, 0, "war_sun") and not can_build(state, 1, "war_sun")
    assert (sun.name, sun.move, sun.cost) == ("Prototype War Sun I", 1, 12)
    assert "war_sun" not in pool(state, 0) and "prototype_war_sun_ii" in pool(state, 0)


def test_prototype_war_sun_ii_costs_ten_and_moves_three() -> None:
    state = table_of("muaat")
    with_tech(state, 0, "prototype_war_sun_ii")
    sun = stats(state, 0, "war_sun")
    assert (sun.move, sun.cost) == (3, 10)


def test_the_inferno_puts_a_cruiser_in_its_system_for_a_strategy_token() -> None:
    state = table_of("muaat")
    state.players[0].strategy = 1
    put(state, 0, 9, "flagship")
    find("the_inferno", ("action",)).use(state, 0, "")
    assert space(state, 9, 0) == {"flagship": 1, "cruiser": 1}
