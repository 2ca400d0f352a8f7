"""The Mentak Coalition: Ambush, Pillage, Salvage Operations, Mirror Computing, Fourth Moon."""

from __future__ import annotations

from engines.galaxy.actions.rounds import AcceptTransaction, OfferAmount
from engines.galaxy.combat.hits import sustain_barred
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.tactical.events import DiceRolled
from tests.engines.galaxy.factions.helpers import (
    answer,
    drive_quietly,
    duel,
    put,
    script,
    space,
    table_of,
    take,
    window_options,
    with_tech,
)


def neighbours_at_9(state: object) -> None:
    put(state, 0, 9, "destroyer")  # type: ignore[arg-type]
    put(state, 1, 10, "destroyer")  # type: ignore[arg-type]


def test_ambush_fires_two_cruisers_before_the_combat() -> None:
    state = table_of("mentak")
    script(state, 7, 10, 1, 1, 1, 1)  # the two ambushing cruisers (7 and 10) hit; then misses
    events = duel(state, "cruiser=3", "cruiser=3")
    ambush = [e for e in events if isinstance(e, DiceRolled) and e.purpose == "ambush"]
    assert len(ambush) == 1 and len(ambush[0].dice) == 2 and ambush[0].hits == 2


def test_pillage_takes_a_trade_good_from_a_neighbour_who_gains_and_holds_three() -> None:
    state = table_of("mentak")
    neighbours_at_9(state)
    state.players[1].trade_goods = 1
    gain_trade_goods(state, 1, 1, "test")
    assert window_options(state, 0) == []  # 2 trade goods: not yet
    gain_trade_goods(state, 1, 1, "test")
    answer(state, 0, "pillage", "trade_good")
    assert (state.players[0].trade_goods, state.players[1].trade_goods) == (1, 2)


def test_pillage_spares_a_player_holding_the_promise_of_protection() -> None:
    state = table_of("mentak")
    neighbours_at_9(state)
    state.players[1].trade_goods = 3
    state.players[1].promissory.append("0:promise_of_protection")
    gain_trade_goods(state, 1, 1, "test")
    assert window_options(state, 0) == []


def test_pillage_acts_after_a_transaction_on_another_players_turn() -> None:
    from engines.galaxy import flow
    from engines.galaxy.steps.common import Transaction

    state = table_of("mentak")
    neighbours_at_9(state)
    state.players[1].trade_goods = 4
    state.players[2].commodities = 2
    flow.push(state, Transaction(seat=1, partner=2))
    flow.perform(state, 1, OfferAmount(0))  # no trade goods given
    flow.perform(state, 1, OfferAmount(1))  # one commodity asked
    flow.perform(state, 2, AcceptTransaction())
    answer(state, 0, "pillage", "trade_good")
    assert state.players[0].trade_goods == 1 and state.players[1].trade_goods == 4  # 4 + 1 received - 1 taken


def test_salvage_operations_gain_a_trade_good_and_rebuild_a_ship_after_winning() -> None:
    state = table_of("mentak")
    with_tech(state, 0, "salvage_operations")
    state.players[0].trade_goods = 2
    script(state, 10, 10, 1, 1)  # the ambush kills the cruiser at once
    duel(state, "cruiser=2", "cruiser")
    take(state, "salvage_operations", "cruiser")
    drive_quietly(state)
    assert space(state, 9, 0) == {"cruiser": 3}
    assert state.players[0].trade_goods == 1  # +1 from Salvage Operations, 2 paid for the cruiser


def test_mirror_computing_makes_each_trade_good_worth_two() -> None:
    from engines.galaxy.economy import spendable

    state = table_of("mentak")
    state.players[0].trade_goods = 3
    base = spendable(state, 0, "resources")
    with_tech(state, 0, "mirror_computing")
    assert spendable(state, 0, "resources") == base + 3


def test_fourth_moon_stops_other_ships_in_its_system_from_sustaining_damage() -> None:
    state = table_of("mentak")
    put(state, 0, 9, "flagship")
    put(state, 1, 9, "dreadnought")
    assert sustain_barred(state, 1, 9) and not sustain_barred(state, 0, 9)
    assert not sustain_barred(state, 1, 10)
