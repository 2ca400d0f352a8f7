"""Acquiring a world (LW-ACQ-*) and the gaps around it (LW-GAP-9, -22, -23, -24)."""

from __future__ import annotations

import pytest

from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.log import WorldAcquired
from tests.engines.lostworlds.helpers import face, fleets, kind, on, options, place, play, scenario, wid

SS = face(0, "SS", "and")


def ready_to_settle_glasshaven(players: int = 2) -> object:
    """Glasshaven settles with 2 fleets; seat 0 has one there and a SETTLE & SETTLE die."""
    state = scenario(players, ("glasshaven", "cinderfall"), dice=(SS, 0, 0))
    fleets(state, "glasshaven", "settle", 0, 1)
    return state


@pytest.mark.rule("LW-ACQ-2", "LW-ACQ-9", "LW-ACQ-14", "LW-ACQ-16")
def test_reaching_the_value_on_one_side_acquires_the_world_and_its_fleets_go_to_hyperspace() -> None:
    state = ready_to_settle_glasshaven()
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), A.SKIP)
    me = state.ps[0]
    assert me.settled == [wid("glasshaven")] and me.conquered == []
    assert me.hyper == 3 + 2 and me.home == 2
    assert wid("glasshaven") in me.tokens


@pytest.mark.rule("LW-ACQ-6", "LW-ACQ-7")
def test_acquisition_is_checked_only_when_the_die_is_fully_resolved() -> None:
    state = ready_to_settle_glasshaven()
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"))
    assert state.ps[0].settled == [] and kind(state) == "settle"  # mid-die: not yet
    play(state, place("cinderfall", "settle"))
    assert state.ps[0].settled == [wid("glasshaven")]
    assert A.ACTIVATE[1] in options(state)  # the turn goes on


@pytest.mark.rule("LW-ACQ-8")
def test_several_worlds_may_be_acquired_in_one_turn() -> None:
    state = scenario(2, ("glasshaven", "sable_exchange"), dice=(SS, face(1, "SC", "and"), 0))
    fleets(state, "sable_exchange", "conquer", 0, 1)
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))
    play(state, A.ACTIVATE[1], A.SKIP, place("sable_exchange", "conquer"))
    assert state.ps[0].settled == [wid("glasshaven")] and state.ps[0].conquered == [wid("sable_exchange")]


@pytest.mark.rule("LW-ACQ-10", "LW-ACQ-11", "LW-ACQ-12", "LW-ACQ-13", "LW-GAP-23", "LW-GAP-22")
def test_all_other_fleets_are_wrecked_home_and_only_opponents_gain_renown() -> None:
    state = ready_to_settle_glasshaven(3)
    fleets(state, "glasshaven", "conquer", 0, 1)  # my own surplus
    fleets(state, "glasshaven", "conquer", 1, 2)
    fleets(state, "glasshaven", "settle", 2, 1)
    state.ps[1].home -= 2
    state.ps[2].home -= 1
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), A.SKIP)
    assert state.ps[0].home == 3 and state.ps[0].hyper == 5 and state.ps[0].renown == 1
    assert (state.ps[1].home, state.ps[1].renown) == (3, 3)
    assert (state.ps[2].home, state.ps[2].renown) == (3, 2)


@pytest.mark.rule("LW-ACQ-15", "LW-ACQ-14")
def test_the_tucked_card_shows_only_the_side_it_was_taken_by() -> None:
    state = ready_to_settle_glasshaven()
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), A.SKIP)
    panel = GAME.view(state, 1).panels[0]
    assert [(w.name, w.side, w.value) for w in panel.settled] == [("Glasshaven", "settle", 2)]
    assert panel.conquered == []


@pytest.mark.rule("LW-ACQ-17", "LW-ACQ-18", "LW-ACQ-19")
def test_settling_moves_morality_toward_the_savior_and_conquest_toward_the_tyrant() -> None:
    state = ready_to_settle_glasshaven()
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), A.SKIP)
    assert state.ps[0].morality == 2
    state = scenario(2, ("cinderfall", "glasshaven"), dice=(0, 0, face(2, "CC", "and")))
    play(state, A.ACTIVATE[2], place("cinderfall", "conquer"), place("cinderfall", "conquer"))
    assert state.ps[0].conquered == [wid("cinderfall")] and state.ps[0].morality == 4


@pytest.mark.rule("LW-GAP-24")
def test_the_ends_of_the_morality_track_hold() -> None:
    state = ready_to_settle_glasshaven()
    state.ps[0].morality = 0
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), A.SKIP)
    assert state.ps[0].morality == 0


@pytest.mark.rule("LW-ACQ-20", "LW-GAP-28")
def test_a_new_world_is_dealt_into_the_place_of_the_acquired_one() -> None:
    state = ready_to_settle_glasshaven()
    top = state.deck[-1]
    events = play(state, A.ACTIVATE[0], place("glasshaven", "settle"), A.SKIP)
    assert state.table[0].world == top and len(state.table) == 2
    assert any(isinstance(e, WorldAcquired) for e in events)


@pytest.mark.rule("LW-GAP-9")
def test_with_the_deck_empty_the_place_stays_empty_and_an_empty_table_ends_the_game() -> None:
    state = ready_to_settle_glasshaven()
    state.deck = []
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), A.SKIP)
    assert state.table[0].world == -1 and len(GAME.view(state, 0).worlds) == 1
    state.table[1].world = -1
    state.final_left = 1
    play(state, A.END_TURN)
    assert GAME.result(state) is not None


@pytest.mark.rule("LW-GAP-22")
def test_a_player_meeting_both_values_chooses_how_to_take_the_world() -> None:
    state = scenario(2, ("sable_exchange", "glasshaven"), dice=(face(0, "S"), 0, 0))
    fleets(state, "sable_exchange", "settle", 0, 1)
    fleets(state, "sable_exchange", "conquer", 0, 2)
    play(state, A.ACTIVATE[0], place("sable_exchange", "settle"))
    assert options(state) == [A.AcquireBy("settle"), A.AcquireBy("conquer")]
    play(state, A.AcquireBy("conquer"))
    assert state.ps[0].conquered == [wid("sable_exchange")] and state.ps[0].morality == 4


@pytest.mark.rule("LW-GAP-22", "LW-DREAD-5")
def test_when_two_players_qualify_at_once_the_active_player_takes_the_world() -> None:
    state = scenario(3, ("sable_exchange", "glasshaven", "mirelight"))
    fleets(state, "sable_exchange", "conquer", 1, 2)
    fleets(state, "sable_exchange", "settle", 0, 2)
    state.dread, state.dread_owner = 0, 2  # seat 2's Dreadnought holds both back
    state.ps[0].renown = 2
    play(state, A.DREADNOUGHT[wid("glasshaven")])  # seat 0 sends it away: both qualify now
    assert state.ps[0].settled == [wid("sable_exchange")] and state.ps[1].conquered == []
    assert state.ps[1].renown == 3  # its two fleets were wrecked


@pytest.mark.rule("LW-GLOSS-1", "LW-EVENT-14")
def test_occupying_means_a_fleet_the_champion_or_the_controlled_dreadnought() -> None:
    from engines.lostworlds.rules import occupies

    state = scenario(3, ("glasshaven", "cinderfall", "mirelight"))
    fleets(state, "glasshaven", "conquer", 0, 1)
    state.ps[1].champ, state.table[1].champs = 1, 0b010
    state.dread, state.dread_owner = 2, 2
    assert occupies(state, 0, 0) and occupies(state, 1, 1) and occupies(state, 2, 2)
    assert not occupies(state, 0, 1) and not occupies(state, 2, 0)
    assert on(state, "glasshaven", "conquer", 0) == 1
