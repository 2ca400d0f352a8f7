"""Action cards of the tactical action (LRR 2, 89): after a system is activated, after ships move in, and War
Machine when units produce. One test per card, named after it.

The table of ``tests/engines/galaxy/tactics.py``: Sol (seat 0) at 22, next to 9, 21 and 23; Hacan (seat 1) at 28;
Letnev (seat 2) at 34; 9 touches 2, 8, 10, 21, 22 and 23.
"""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.effects import any_true
from engines.galaxy.state import key
from engines.galaxy.tactical.actions import Activate, AssignHit, EndMovement, MoveFrom, MoveShip
from engines.galaxy.tactical.events import DiceRolled
from tests.engines.galaxy.cards import hand, pick, play
from tests.engines.galaxy.tactics import choose, on, options, pass_windows, put, script, space, start, table


def activated(state: object, node: int, seat: int = 0) -> None:
    start(state, seat)  # type: ignore[arg-type]
    choose(state, Activate(node))  # type: ignore[arg-type]


# ----- after you activate a system ----------------------------------------------------------------------


def test_flank_speed_gives_every_ship_one_more_move() -> None:
    state = table()
    put(state, 0, 22, "carrier")
    hand(state, 0, "flank_speed")
    activated(state, 2)
    play(state, 0, "flank_speed")
    assert MoveFrom(22) in options(state)  # a carrier (move 1) reaches a system two away


def test_in_the_silence_of_space_lets_ships_pass_enemy_fleets() -> None:
    state = table()
    put(state, 0, 22, "cruiser")
    put(state, 1, 9, "destroyer")
    activated(state, 2)
    assert MoveFrom(22) not in options(state)  # without the card
    state = table()
    put(state, 0, 22, "cruiser")
    put(state, 1, 9, "destroyer")
    hand(state, 0, "in_the_silence_of_space")
    activated(state, 2)
    play(state, 0, "in_the_silence_of_space", "system:22")
    assert MoveFrom(22) in options(state)


def test_lost_star_chart_joins_alpha_and_beta_wormholes() -> None:
    state = table({9: "26", 15: "25"})
    put(state, 0, 9, "carrier")
    activated(state, 15)
    assert MoveFrom(9) not in options(state)  # without the card
    state = table({9: "26", 15: "25"})  # Lodor's alpha beside Sol's home, Quann's beta far away
    put(state, 0, 9, "carrier")
    hand(state, 0, "lost_star_chart")
    activated(state, 15)
    play(state, 0, "lost_star_chart")
    assert MoveFrom(9) in options(state)


def test_upgrade_turns_a_cruiser_in_the_active_system_into_a_dreadnought() -> None:
    state = table()
    put(state, 0, 9, "cruiser=2")
    hand(state, 0, "upgrade")
    activated(state, 9)
    play(state, 0, "upgrade")
    assert space(state, 9, 0) == {"cruiser": 1, "dreadnought": 1}


def test_rally_adds_two_fleet_tokens_when_other_ships_are_there() -> None:
    state = table()
    put(state, 1, 9, "destroyer")
    hand(state, 0, "rally")
    fleet = state.players[0].fleet
    activated(state, 9)
    play(state, 0, "rally")
    assert state.players[0].fleet == fleet + 2


def test_harness_energy_refills_commodities_in_an_anomaly() -> None:
    state = table({9: "41"})  # a gravity rift
    hand(state, 0, "harness_energy")
    activated(state, 9)
    play(state, 0, "harness_energy")
    assert state.players[0].commodities == 4  # Sol's commodity value


def test_solar_flare_keeps_space_cannons_off_your_ships() -> None:
    state = table({2: "26"})
    put(state, 1, 2, "pds", planet="Lodor")
    put(state, 0, 9, "cruiser")
    hand(state, 0, "solar_flare")
    activated(state, 2)
    play(state, 0, "solar_flare")
    assert any_true(state, "space_cannon_immune", 0)
    choose(state, MoveFrom(9))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    pass_windows(state)
    assert not any(d.rule == "LRR 77.2" for d in flow.decisions(state))  # the PDS is not asked to fire
    assert space(state, 2, 0) == {"cruiser": 1}


def test_nav_suite_ignores_anomalies() -> None:
    state = table({9: "44"})
    put(state, 0, 22, "cruiser")
    activated(state, 2)
    assert MoveFrom(22) not in options(state)  # without the card
    state = table({9: "44"})  # an asteroid field between Sol's home and 2
    put(state, 0, 22, "cruiser")
    hand(state, 0, "nav_suite")
    activated(state, 2)
    play(state, 0, "nav_suite")
    assert MoveFrom(22) in options(state)


# ----- after another player activates a system ----------------------------------------------------------


def test_counterstroke_takes_your_token_back_from_the_activated_system() -> None:
    state = table()
    state.systems[key(9)].tokens.append(1)
    hand(state, 1, "counterstroke")
    tactic = state.players[1].tactic
    activated(state, 9)
    play(state, 1, "counterstroke")
    assert state.systems[key(9)].tokens == [0] and state.players[1].tactic == tactic + 1


def test_forward_supply_base_gives_three_trade_goods_and_one_to_another() -> None:
    state = table()
    put(state, 1, 9, "destroyer")
    hand(state, 1, "forward_supply_base")
    activated(state, 9)
    play(state, 1, "forward_supply_base", "seat:2")
    assert state.players[1].trade_goods == 3 and state.players[2].trade_goods == 1


def test_decoy_operation_lifts_ground_forces_onto_your_planets_there() -> None:
    state = table({9: "19"})  # Wellon
    state.planets["Wellon"].owner = 1
    put(state, 1, 9, "pds", planet="Wellon")
    put(state, 1, 28, "infantry=3", planet="Arretze")
    hand(state, 1, "decoy_operation")
    activated(state, 9)
    play(state, 1, "decoy_operation")
    for _ in range(2):
        pick(state, "Arretze|infantry")
        pick(state, "Wellon")
    assert on(state, "Wellon", 1) == {"pds": 1, "infantry": 2} and on(state, "Arretze", 1) == {"infantry": 1}


# ----- after ships move in --------------------------------------------------------------------------------


def test_experimental_battlestation_fires_three_space_cannon_dice_from_a_space_dock() -> None:
    state = table({9: "19"})
    state.planets["Wellon"].owner = 1
    put(state, 1, 9, "space_dock", planet="Wellon")
    put(state, 0, 22, "cruiser=2")
    hand(state, 1, "experimental_battlestation")
    activated(state, 9)
    choose(state, MoveFrom(22))
    choose(state, MoveShip("cruiser"))
    choose(state, MoveShip("cruiser"))
    choose(state, EndMovement())
    script(state, 5, 9, 4)
    events = play(state, 1, "experimental_battlestation")
    pass_windows(state)
    while any(AssignHit("cruiser") in d.options for d in flow.decisions(state)):
        choose(state, AssignHit("cruiser"))
    assert [e.hits for e in events if isinstance(e, DiceRolled)] == [2]
    assert space(state, 9, 0) == {}


# ----- production ---------------------------------------------------------------------------------------


def test_war_machine_adds_four_to_production_and_takes_one_off_the_cost() -> None:
    from engines.galaxy.production import discount, limit
    from engines.galaxy.steps.production import Production

    state = table()
    put(state, 0, 22, "space_dock", planet="Jord")
    hand(state, 0, "war_machine")
    flow.push(state, Production(seat=0, system=22))
    flow.settle(state)
    step = next(s for s in state.stack if isinstance(s, Production))
    before, off = limit(state, step), discount(state, step)
    play(state, 0, "war_machine")
    assert limit(state, step) == (before or 0) + 4 and discount(state, step) == off + 1
