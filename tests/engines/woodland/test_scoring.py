"""Scoring (Law 3.1-3.2): 1 VP per enemy building or token removed; 30 VP wins at once."""

from __future__ import annotations

from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.scoring import score, settle_winner
from tests.engines.woodland.helpers import LP, MQ, VB, act, at, put, table


def test_thirty_points_win_immediately() -> None:
    """Law 3.1: the first player to 30 VP wins at once, even mid-turn."""
    state = table(LP, MQ)
    state.vp = [29, 0]
    put(state, 0, 2, warriors=1)
    put(state, 1, 2, buildings=("workshop",))
    at(state, "lp_disarm")
    act(state, A.Lose("workshop"))
    assert state.over and state.winners == [0] and GAME.decisions(state) == []
    result = GAME.result(state)
    assert result is not None and result.winners == [0] and result.scores[0] == 30.0


def test_when_two_reach_thirty_at_once_the_player_whose_turn_it_is_wins() -> None:
    """Law 3.1: several at once: the seat whose turn it is."""
    state = table(LP, MQ)
    state.active = 1
    state.vp = [29, 29]
    events: list = []
    score(state, 0, 1, "test", events)
    score(state, 1, 1, "test", events)
    settle_winner(state, events)
    assert state.winners == [1]


def test_the_round_limit_ends_a_stalled_game_with_the_highest_score() -> None:
    """House safety net (option round_limit): after the limit the best score wins."""
    state = table(LP, MQ, round_limit=1)
    state.vp = [3, 5]
    state.turn = 1
    at(state, "end_turn", active=1)
    assert state.over and state.winners == [1] and "round limit" in state.end_reason


def test_first_player_is_random_by_the_law_or_seat_one_by_option() -> None:
    """Law 5.1: the first player is chosen at random; option first_player=seat1 fixes it."""
    firsts = {GAME.new_state(3, seed, {"factions": "vagabond,lost_powers,marquise"}).first for seed in range(12)}
    assert firsts == {0, 1, 2}
    assert GAME.new_state(2, 3, {"first_player": "seat1"}).first == 0


def test_two_and_three_player_games_with_any_factions_in_any_order() -> None:
    """Law 5.1 (setup): the factions option lists faction ids in seat order; the first N are used."""
    for text in ("marquise,vagabond", "vagabond,lost_powers", "lost_powers,marquise"):
        state = GAME.new_state(2, 1, {"factions": text})
        assert state.factions == text.split(",")
    assert GAME.new_state(2, 1, {}).factions == [LP, MQ]
    assert GAME.new_state(3, 1, {}).factions == [LP, MQ, VB]
    import pytest

    with pytest.raises(ValueError, match="unknown faction"):
        GAME.new_state(2, 1, {"factions": "riverfolk,marquise"})
    with pytest.raises(ValueError, match="one seat"):
        GAME.new_state(2, 1, {"factions": "marquise,marquise"})


def test_two_player_head_starts_follow_the_pairing_and_three_players_have_none() -> None:
    """House balance (option head_start): the weaker side of a two-player pairing starts with points."""
    from engines.woodland.options import parse_head_start

    assert GAME.new_state(2, 1, {"factions": "lost_powers,marquise"}).vp == [0, 6]
    assert GAME.new_state(2, 1, {"factions": "vagabond,lost_powers"}).vp == [9, 0]
    assert GAME.new_state(2, 1, {"factions": "marquise,vagabond"}).vp == [0, 12]
    assert GAME.new_state(2, 1, {"factions": "eyrie,alliance"}).vp == [0, 5]
    assert GAME.new_state(2, 1, {"factions": "vagabond,eyrie"}).vp == [14, 0]
    assert GAME.new_state(3, 1, {}).vp == [0, 0, 0]
    assert GAME.new_state(2, 1, {"factions": "marquise,vagabond", "head_start": ""}).vp == [0, 0]
    assert parse_head_start("vagabond_vs_marquise=3") == {(VB, MQ): 3}
    import pytest

    with pytest.raises(ValueError, match="head_start"):
        parse_head_start("riverfolk_vs_marquise=3")
