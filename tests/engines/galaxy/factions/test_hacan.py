"""The Emirates of Hacan: Masters of Trade, Guild Ships, Arbiters, Production Biomes, Quantum Datahub Node,
Wrath of Kenara."""

from __future__ import annotations

from engines.galaxy.abilities import find
from engines.galaxy.actions.rounds import ResolveSecondary, TakeStrategicAction
from engines.galaxy.phases.action import trading_partners
from engines.galaxy.seats import neighbours
from engines.galaxy.state import StrategySlot
from engines.galaxy.strategic import costs_token
from engines.galaxy.windows import open_window
from tests.engines.galaxy.factions.helpers import answer, duel, script, table_of, with_tech
from tests.engines.galaxy.rounds import act, first, known


def test_masters_of_trade_resolves_the_trade_secondary_without_a_token() -> None:
    state = known("trade", factions=["sol", "hacan", "yin"])
    assert not costs_token("trade", state, 1) and costs_token("trade", state, 2)
    state.players[1].commodities = 0
    act(state, TakeStrategicAction("trade"))
    strategy = state.players[1].strategy
    while first(state).seat == 0:
        act(state, first(state).options[-1])  # done choosing
    act(state, ResolveSecondary(), seat=1)
    assert state.players[1].strategy == strategy and state.players[1].commodities == 6


def test_guild_ships_trade_with_players_who_are_not_neighbours() -> None:
    state = table_of("hacan")
    assert neighbours(state, 0) == []
    assert trading_partners(state, 0) == [1, 2]
    assert 0 in trading_partners(state, 1) and 2 not in trading_partners(state, 1)


def test_arbiters_is_the_hacans_ability_to_trade_action_cards() -> None:
    from engines.galaxy.factions.base import faction_sources

    assert "arbiters" in faction_sources("hacan")  # the transactions of cards are the politics issue's


def test_production_biomes_gains_four_trade_goods_and_gives_two() -> None:
    state = table_of("hacan")
    with_tech(state, 0, "production_biomes")
    state.players[0].strategy = 1
    find("production_biomes", ("action",)).use(state, 0, "seat:2")
    assert (state.players[0].trade_goods, state.players[2].trade_goods) == (4, 2)
    assert "production_biomes" in state.players[0].exhausted and state.players[0].strategy == 0


def test_quantum_datahub_node_swaps_a_strategy_card_for_three_trade_goods() -> None:
    state = table_of("hacan")
    with_tech(state, 0, "quantum_datahub_node")
    state.players[0].trade_goods = 3
    state.strategy = [StrategySlot("politics", holder=0), StrategySlot("imperial", holder=1)]
    open_window(state, "end:strategy_phase")
    answer(state, 0, "quantum_datahub_node", "politics>imperial")
    assert [s.holder for s in state.strategy] == [1, 0]
    assert (state.players[0].trade_goods, state.players[1].trade_goods) == (0, 3)


def test_wrath_of_kenara_adds_one_to_a_die_for_a_trade_good() -> None:
    state = table_of("hacan")
    state.players[0].trade_goods = 1
    script(state, 6, 6, 1)  # the flagship rolls 6 and 6 (it needs 7); the defender misses
    duel(state, "flagship", "cruiser")
    answer(state, 0, "wrath_of_kenara", "die:0")
    assert state.players[0].trade_goods == 0
    from tests.engines.galaxy.factions.helpers import drive_quietly, space

    drive_quietly(state)
    assert space(state, 9, 1) == {}
