"""End of the game, scoring and the winner (LW-END-*, LW-GAP-1, LW-GAP-2)."""

from __future__ import annotations

import pytest

from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.content import MORALITY, THRESHOLDS, WORLDS
from engines.lostworlds.log import EndTriggered
from engines.lostworlds.turn import score
from tests.engines.lostworlds.helpers import face, fleets, new, place, play, scenario, wid

SS = face(0, "SS", "and")


def about_to_trigger(players: int = 3, threshold: int = 2) -> object:
    """Seat 0 holds one world and settles a second on its next die."""
    table = ("glasshaven", "cinderfall", "mirelight")[:players]
    state = scenario(players, table, dice=(SS, 0, 0), threshold=threshold)
    state.ps[0].conquered = [wid("sable_exchange")]
    return state


@pytest.mark.rule("LW-GAP-1", "LW-END-2")
def test_the_threshold_depends_on_the_player_count_and_is_an_option() -> None:
    assert THRESHOLDS == {2: 6, 3: 5, 4: 4, 5: 3}
    assert [new(p).threshold for p in (2, 3, 4, 5)] == [6, 5, 4, 3]
    assert new(3, threshold=7).threshold == 7


@pytest.mark.rule("LW-END-1", "LW-END-3", "LW-GAP-1")
def test_settled_and_conquered_worlds_together_trigger_the_end_not_bonuses() -> None:
    state = about_to_trigger()
    state.ps[0].morality = 0  # a big morality bonus does not count toward the end
    state.ps[0].conquered = []
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))
    assert state.final_left == -1
    state = about_to_trigger()
    events = play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))
    assert any(isinstance(e, EndTriggered) for e in events) and state.final_left == 3


@pytest.mark.rule("LW-END-4")
def test_the_trigger_finishes_the_turn_then_every_other_player_takes_one_last_turn() -> None:
    state = about_to_trigger()
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))
    assert GAME.result(state) is None and state.active == 0  # the turn goes on
    play(state, A.END_TURN)
    assert state.active == 1
    play(state, A.PASS_RENOWN)
    assert state.active == 2 and GAME.result(state) is None
    play(state, A.PASS_RENOWN)
    assert GAME.result(state) is not None and GAME.decisions(state) == []


@pytest.mark.rule("LW-GAP-2", "LW-ACQ-15")
def test_score_is_each_worlds_vp_for_its_side_plus_the_morality_bonus() -> None:
    state = new(2)
    state.ps[0].settled = [wid("glasshaven")]
    state.ps[0].conquered = [wid("cinderfall"), wid("gilded_abyss")]
    state.ps[0].morality = 6
    g, c, a = WORLDS[wid("glasshaven")], WORLDS[wid("cinderfall")], WORLDS[wid("gilded_abyss")]
    assert score(state, 0) == g.vp[0] + c.vp[1] + a.vp[1] + MORALITY[6].bonus


@pytest.mark.rule("LW-GAP-2", "LW-GAP-15")
def test_ties_go_to_more_worlds_then_more_renown_then_are_shared() -> None:
    state = about_to_trigger(2, threshold=1)
    state.ps[0].conquered = []
    state.ps[1].settled = [wid("sable_exchange")]
    state.ps[1].morality = 2
    fleets(state, "glasshaven", "settle", 0, 0)
    play(state, A.ACTIVATE[0], place("glasshaven", "settle"), place("glasshaven", "settle"))
    state.ps[0].renown = state.ps[1].renown = 2
    play(state, A.END_TURN, A.PASS_RENOWN)  # seat 1 gains one renown and wins the tie
    result = GAME.result(state)
    assert result is not None and result.scores[0] == result.scores[1] and result.winners == [1]
