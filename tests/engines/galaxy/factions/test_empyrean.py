"""The Empyrean: Voidborn, Aetherpassage, Dark Whispers, Voidwatch, Aetherstream, Dynamo."""

from __future__ import annotations

from engines.galaxy.tactical.actions import Activate, MoveFrom
from engines.galaxy.tactical.movement import blocked_for, move_value
from engines.galaxy.windows import open_window
from tests.engines.galaxy.factions.helpers import answer, put, table_of, window_options, with_tech
from tests.engines.galaxy.tactics import choose, options, start


def test_voidborn_ignores_nebulae() -> None:
    state = table_of("empyrean", tiles={9: "42"})  # a nebula between 22 and 10
    put(state, 0, 22, "cruiser")
    start(state, 0)
    choose(state, Activate(10))
    assert MoveFrom(22) in options(state)


def test_aetherpassage_lets_another_player_pass_the_empyrean_ships() -> None:
    state = table_of("empyrean")
    put(state, 0, 9, "cruiser")
    assert 9 in blocked_for(state, 1)
    start(state, 1)
    from engines.galaxy import flow

    flow.perform(state, 1, Activate(10))
    answer(state, 0, "aetherpassage")
    assert 9 not in blocked_for(state, 1) and 9 in blocked_for(state, 2)


def test_aetherstream_gives_a_neighbours_ships_one_more_move() -> None:
    state = table_of("empyrean", tiles={8: "41"})  # a gravity rift next to 9
    with_tech(state, 0, "aetherstream")
    put(state, 0, 9, "destroyer")
    put(state, 1, 10, "destroyer")  # seat 1 is the Empyrean's neighbour
    start(state, 1)
    from engines.galaxy import flow

    flow.perform(state, 1, Activate(9))
    answer(state, 0, "aetherstream")
    assert move_value(state, 1, "cruiser") == 3


def test_dynamo_repairs_a_unit_that_sustained_damage_nearby_for_two_influence() -> None:
    state = table_of("empyrean")
    put(state, 0, 22, "flagship")
    put(state, 1, 9, "dreadnought", damaged=1)
    state.players[0].trade_goods = 2
    for name in state.systems["22"].planets:  # the 2 influence come from trade goods
        state.planets[name].exhausted = True
    open_window(state, ["after:sustain_damage"], actors=[1], opponents=[2], system=9, subject="dreadnought")
    assert window_options(state, 0)
    answer(state, 0, "dynamo", "dreadnought")
    from tests.engines.galaxy.factions.helpers import drive_quietly

    drive_quietly(state)
    assert [s.damaged for s in state.systems["9"].space] == [0] and state.players[0].trade_goods == 0
