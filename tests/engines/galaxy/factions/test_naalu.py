"""The Naalu Collective: Telepathic, Foresight, Neuroglaive, Hybrid Crystal Fighter I/II, Matriarch."""

from __future__ import annotations

from engines.galaxy.board import stats
from engines.galaxy.forces import excess
from engines.galaxy.seats import initiative
from engines.galaxy.state import StrategySlot
from engines.galaxy.tactical.actions import Activate, EndMovement, FinishLanding, Land, MoveFrom, MoveShip
from tests.engines.galaxy.factions.helpers import answer, drive_quietly, put, script, space, table_of, with_tech
from tests.engines.galaxy.tactics import choose, on, options, start


def test_telepathic_puts_the_naalu_first_in_initiative_order() -> None:
    state = table_of("naalu")
    state.strategy = [StrategySlot("imperial", holder=0), StrategySlot("leadership", holder=1)]
    assert initiative(state, 0) == 0 < initiative(state, 1)
    state.players[1].promissory.append("0:gift_of_prescience")  # the note given away: no 0 token
    assert initiative(state, 0) == 8


def test_foresight_moves_the_naalu_ships_out_of_the_way_for_a_strategy_token() -> None:
    state = table_of("naalu")
    state.players[0].strategy = 1
    put(state, 0, 9, "cruiser")
    put(state, 1, 23, "destroyer")
    start(state, 1)
    choose(state, Activate(9))
    choose(state, MoveFrom(23))
    choose(state, MoveShip("destroyer"))
    choose(state, EndMovement())
    answer(state, 0, "foresight", "system:8")
    assert space(state, 8, 0) == {"cruiser": 1} and space(state, 9, 0) == {}
    assert 0 in state.systems["8"].tokens and state.players[0].strategy == 0


def test_neuroglaive_costs_the_activating_player_a_fleet_token() -> None:
    state = table_of("naalu")
    with_tech(state, 0, "neuroglaive")
    put(state, 0, 9, "cruiser")
    fleet = state.players[1].fleet
    start(state, 1)
    choose(state, Activate(9))
    assert state.players[1].fleet == fleet - 1


def test_hybrid_crystal_fighter_i_hits_on_eight() -> None:
    assert stats(table_of("naalu"), 0, "fighter").combat.hit_on == 8  # type: ignore[union-attr]


def test_hybrid_crystal_fighter_ii_counts_half_a_ship_against_the_fleet_pool() -> None:
    state = table_of("naalu")
    with_tech(state, 0, "hybrid_crystal_fighter_ii")
    state.players[0].fleet = 1
    put(state, 0, 9, "cruiser,fighter=2")  # two fighters beyond capacity: one ship
    assert excess(state, 0, 9) == (0, 1)
    state.players[0].fleet = 2
    assert excess(state, 0, 9) == (0, 0)


def test_matriarch_lets_fighters_land_and_fight_then_return_to_space() -> None:
    state = table_of("naalu", tiles={9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry", planet="Lodor")
    put(state, 0, 22, "flagship,fighter=2,infantry")
    start(state, 0)
    choose(state, Activate(9))
    choose(state, MoveFrom(22))
    choose(state, MoveShip("flagship"))
    from engines.galaxy.tactical.actions import Load

    choose(state, Load("fighter", 22))
    choose(state, Load("fighter", 22))
    choose(state, Load("infantry", 22))
    choose(state, EndMovement())
    assert Land("fighter", "Lodor") in options(state)
    choose(state, Land("fighter", "Lodor"))
    choose(state, Land("infantry", "Lodor"))
    script(state, 1, 10, 1)  # the Naalu infantry misses, the fighter hits; the defender misses
    choose(state, FinishLanding())
    drive_quietly(state)
    assert state.planets["Lodor"].owner == 0 and on(state, "Lodor", 0) == {"infantry": 1}
    assert space(state, 9, 0) == {"flagship": 1, "fighter": 2}  # back up once the combat ended
