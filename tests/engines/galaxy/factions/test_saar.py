"""The Clan of Saar: Scavenge, Nomadic, Chaos Mapping, Floating Factory I/II, Son of Ragh."""

from __future__ import annotations

from engines.galaxy.abilities import offered
from engines.galaxy.board import stats
from engines.galaxy.economy import controls_home
from engines.galaxy.tactical.activation import activatable
from engines.galaxy.tactical.invasion import gain_control
from tests.engines.galaxy.factions.helpers import put, table_of, with_tech


def test_scavenge_gains_a_trade_good_with_each_planet() -> None:
    state = table_of("saar", tiles={9: "26"})
    gain_control(state, 0, "Lodor")
    assert state.players[0].trade_goods == 1


def test_nomadic_scores_without_the_home_planets() -> None:
    state = table_of("saar")
    for name in state.systems["22"].planets:
        state.planets[name].owner = 1
    for name in state.systems["28"].planets:
        state.planets[name].owner = 2
    assert controls_home(state, 0) and not controls_home(state, 1)


def test_chaos_mapping_closes_asteroid_fields_and_produces_at_the_start_of_the_turn() -> None:
    state = table_of("saar", tiles={9: "44"})
    put(state, 0, 9, "cruiser")
    assert 9 in activatable(state, 1)
    with_tech(state, 0, "chaos_mapping")
    assert 9 not in activatable(state, 1) and 9 in activatable(state, 0)
    put(state, 0, 22, "space_dock")
    assert [a.source for a, _ in offered(state, 0, ("start",))] == ["chaos_mapping"]


def test_floating_factory_i_produces_five_and_carries_four() -> None:
    state = table_of("saar")
    dock = stats(state, 0, "space_dock")
    assert (dock.name, dock.production.value, dock.capacity, dock.move) == ("Floating Factory I", 5, 4, 1)  # type: ignore[union-attr]


def test_floating_factory_ii_produces_seven_moves_two_carries_five() -> None:
    state = table_of("saar")
    with_tech(state, 0, "floating_factory_ii")
    dock = stats(state, 0, "space_dock")
    assert (dock.production.value, dock.capacity, dock.move) == (7, 5, 2)  # type: ignore[union-attr]


def test_son_of_ragh_fires_four_barrage_dice() -> None:
    state = table_of("saar")
    assert stats(state, 0, "flagship").anti_fighter_barrage.dice == 4  # type: ignore[union-attr]
