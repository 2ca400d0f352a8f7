"""Renown and what it buys: Champion, Dreadnought, Power Tokens (LW-RENOWN-*, LW-CHAMP-*, LW-DREAD-*)."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from tests.engines.lostworlds.helpers import face, fleets, options, place, play, scenario, wid

WORLDS3 = ("starwake_bastion", "glasshaven", "cinderfall")


@pytest.mark.rule("LW-RENOWN-2", "LW-RENOWN-3")
def test_renown_never_exceeds_five_and_the_excess_is_lost() -> None:
    state = scenario(2, dice=(0, face(1, "RR", "and"), 0))
    state.ps[0].renown = 4
    play(state, A.ACTIVATE[1])
    assert state.ps[0].renown == 5


@pytest.mark.rule("LW-CHAMP-1", "LW-CHAMP-3", "LW-RENOWN-4")
def test_the_champion_costs_two_renown_and_goes_on_any_world_in_play() -> None:
    state = scenario(3, WORLDS3)
    state.ps[0].renown = 3
    champs = [o for o in options(state) if isinstance(o, A.Champion)]
    assert {o.world for o in champs} == {wid(k) for k in WORLDS3}
    play(state, A.CHAMPION[wid("glasshaven")])
    assert state.ps[0].renown == 1 and GAME.view(state, 1).panels[0].champion == wid("glasshaven")


@pytest.mark.rule("LW-CHAMP-2")
def test_only_the_good_half_of_the_track_may_place_the_champion() -> None:
    state = scenario(2, WORLDS3[:2])
    state.ps[0].renown = 5
    for space, allowed in enumerate([True, True, True, True, False, False, False]):
        state.ps[0].morality = space
        assert any(isinstance(o, A.Champion) for o in options(state)) == allowed
    state.ps[0].morality = 5
    with pytest.raises(IllegalAction, match="LW-CHAMP-2"):
        GAME.apply(state, 0, A.CHAMPION[wid("glasshaven")])


@pytest.mark.rule("LW-CHAMP-4")
def test_the_champion_lowers_both_values_by_one_for_its_owner_only() -> None:
    state = scenario(2, WORLDS3[:2])
    state.ps[0].renown = 2
    play(state, A.CHAMPION[wid("starwake_bastion")])
    bastion = next(w for w in GAME.view(state, 0).worlds if w.id == wid("starwake_bastion"))
    assert bastion.value == [4, 4] and bastion.yours == [3, 3]
    theirs = next(w for w in GAME.view(state, 1).worlds if w.id == wid("starwake_bastion"))
    assert theirs.yours == [4, 4]


@pytest.mark.rule("LW-CHAMP-4", "LW-CHAMP-6")
def test_with_the_champion_fewer_fleets_take_the_world_and_it_then_returns() -> None:
    state = scenario(2, WORLDS3[:2], dice=(face(0, "S"), 0, 0))
    fleets(state, "starwake_bastion", "settle", 0, 2)
    state.ps[0].renown = 2
    play(state, A.CHAMPION[wid("starwake_bastion")], A.ACTIVATE[0], place("starwake_bastion", "settle"))
    assert state.ps[0].settled == [wid("starwake_bastion")]
    assert state.ps[0].champ == -1 and state.table[0].champs == 0


@pytest.mark.rule("LW-CHAMP-5", "LW-DREAD-7", "LW-GAP-25")
def test_champion_and_dreadnought_move_only_by_paying_to_place_them_again() -> None:
    state = scenario(2, WORLDS3[:2], dice=(face(0, "M"), 0, 0))
    state.ps[0].renown = 5
    play(state, A.CHAMPION[wid("starwake_bastion")])
    assert A.CHAMPION[wid("starwake_bastion")] not in options(state)
    play(state, A.CHAMPION[wid("glasshaven")])
    assert state.table[0].champs == 0 and state.table[1].champs == 1 and state.ps[0].renown == 1
    play(state, A.ACTIVATE[0])
    assert all(isinstance(o, (A.Ready, A.MoveFrom, A.Skip)) for o in options(state))


@pytest.mark.rule("LW-DREAD-1", "LW-DREAD-2", "LW-DREAD-3", "LW-DREAD-4")
def test_the_dreadnought_costs_two_and_only_the_dark_half_of_the_track_places_it() -> None:
    state = scenario(2, WORLDS3[:2])
    state.ps[0].renown = 5
    for space, allowed in enumerate([False, False, False, True, True, True, True]):
        state.ps[0].morality = space
        assert any(isinstance(o, A.Dreadnought) for o in options(state)) == allowed
    state.ps[0].morality = 1
    with pytest.raises(IllegalAction, match="LW-DREAD-2"):
        GAME.apply(state, 0, A.DREADNOUGHT[wid("glasshaven")])
    state.ps[0].morality = 5
    play(state, A.DREADNOUGHT[wid("glasshaven")])
    view = GAME.view(state, 1)
    assert state.ps[0].renown == 3 and view.panels[0].dreadnought == wid("glasshaven")
    assert not view.dreadnought_in_hyperspace


@pytest.mark.rule("LW-DREAD-5")
def test_only_the_dreadnoughts_controller_may_acquire_its_world() -> None:
    state = scenario(2, WORLDS3[:2], dice=(face(0, "S"), 0, 0))
    state.dread, state.dread_owner = 1, 1
    fleets(state, "glasshaven", "settle", 0, 1)
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"))
    assert state.ps[0].settled == [] and state.table[1].fleets[0] == 2


@pytest.mark.rule("LW-DREAD-6")
def test_a_player_whose_champion_shares_the_world_ignores_the_dreadnought() -> None:
    state = scenario(2, WORLDS3[:2], dice=(face(0, "S"), 0, 0))
    state.dread, state.dread_owner = 1, 1
    state.ps[0].champ, state.table[1].champs = 1, 0b01
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"))
    assert state.ps[0].settled == [wid("glasshaven")]


@pytest.mark.rule("LW-GAP-25", "LW-GAP-17")
def test_a_new_controller_takes_the_dreadnought_and_it_returns_to_hyperspace_on_acquisition() -> None:
    state = scenario(2, WORLDS3[:2], dice=(face(0, "S"), 0, 0))
    state.dread, state.dread_owner = 0, 1
    state.ps[0].renown = 2
    fleets(state, "glasshaven", "settle", 0, 1)
    play(state, A.DREADNOUGHT[wid("glasshaven")])
    assert (state.dread, state.dread_owner) == (1, 0)
    assert GAME.view(state, 0).panels[1].dreadnought == -1
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"))
    assert (state.dread, state.dread_owner) == (-1, -1) and GAME.view(state, 0).dreadnought_in_hyperspace


@pytest.mark.rule("LW-WPTOKEN-1", "LW-WPTOKEN-2", "LW-WPTOKEN-3")
def test_five_renown_buy_a_power_token_for_an_acquired_world_without_one() -> None:
    state = scenario(2, WORLDS3[:2])
    state.ps[0].settled = [wid("cinderfall"), wid("mirelight")]
    state.ps[0].tokens = [wid("cinderfall")]
    state.ps[0].renown = 4
    assert not any(isinstance(o, A.BuyToken) for o in options(state))
    state.ps[0].renown = 5
    assert [o for o in options(state) if isinstance(o, A.BuyToken)] == [A.BUY_TOKEN[wid("mirelight")]]
    play(state, A.BUY_TOKEN[wid("mirelight")])
    assert state.ps[0].renown == 0 and sorted(state.ps[0].tokens) == sorted([wid("cinderfall"), wid("mirelight")])
