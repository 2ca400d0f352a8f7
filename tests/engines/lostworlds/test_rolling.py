"""Rolling phase: rolling, morality-limited re-rolls, power re-rolls, its end (LW-ROLL-*)."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.log import DiceRolled
from engines.lostworlds.state import ACTION
from tests.engines.lostworlds.helpers import new, options, play, scenario, wid


@pytest.mark.rule("LW-ROLL-1")
def test_the_turn_begins_with_all_three_action_dice_rolled() -> None:
    state = new(2)
    events = play(state, A.PASS_RENOWN)
    rolled = [e for e in events if isinstance(e, DiceRolled)]
    assert rolled and rolled[-1].rolled == [0, 1, 2] and rolled[-1].seat == 1


@pytest.mark.rule("LW-ROLL-2", "LW-GAP-5")
def test_morality_decides_which_dice_may_be_rerolled() -> None:
    state = new(2)
    state.ps[0].morality = 0  # Savior: the white die only
    state.rerolls = 1
    assert [o for o in options(state) if isinstance(o, A.Toggle)] == [A.TOGGLE[0]]
    state.ps[0].morality = 6  # Tyrant: the black die only
    assert [o for o in options(state) if isinstance(o, A.Toggle)] == [A.TOGGLE[2]]
    state.ps[0].morality = 3  # Scoundrel: any die
    assert [o for o in options(state) if isinstance(o, A.Toggle)] == list(A.TOGGLE)


@pytest.mark.rule("LW-ROLL-3")
def test_chosen_dice_are_rerolled_together_and_the_others_stay() -> None:
    state = new(2, seed=5)
    before = list(state.dice)
    events = play(state, A.TOGGLE[0], A.TOGGLE[2], A.REROLL)
    rolled = [e for e in events if isinstance(e, DiceRolled)]
    assert len(rolled) == 1 and rolled[0].rolled == [0, 2]
    assert state.dice[1] == before[1]
    assert state.chosen == 0


@pytest.mark.rule("LW-ROLL-5", "LW-GAP-19")
def test_a_die_may_be_rerolled_again_but_only_as_often_as_the_space_allows() -> None:
    state = new(2)
    assert state.rerolls == 2  # Scoundrel: two re-rolls a turn
    play(state, A.TOGGLE[1], A.REROLL, A.TOGGLE[1], A.REROLL)
    assert state.rerolls == 0
    assert not any(isinstance(o, (A.Toggle, A.Reroll)) for o in options(state))
    with pytest.raises(IllegalAction, match="no re-rolls left"):
        GAME.apply(state, 0, A.REROLL)


@pytest.mark.rule("LW-ROLL-4")
def test_world_powers_grant_extra_rerolls_of_any_die_only_in_the_rolling_phase() -> None:
    state = scenario(2)
    state.ps[0].morality = 0
    state.rerolls = 0
    state.ps[0].tokens = [wid("mirelight")]
    state.ps[0].settled = [wid("mirelight")]
    play(state, A.USE_POWER[wid("mirelight")])
    assert state.free_rerolls == 1
    play(state, A.TOGGLE[2], A.REROLL)  # the black die, which a Savior may not re-roll
    assert state.free_rerolls == 0
    state.ps[0].tokens = [wid("mirelight")]
    play(state, A.ACTIVATE[0])
    while state.steps:
        play(state, A.SKIP if A.SKIP in options(state) else options(state)[0])
    assert A.USE_POWER[wid("mirelight")] not in options(state)


@pytest.mark.rule("LW-ROLL-6", "LW-GAP-30")
def test_once_a_die_is_spent_no_die_may_be_rerolled() -> None:
    state = new(2)
    play(state, A.ACTIVATE[1])
    while state.steps:
        play(state, A.SKIP if A.SKIP in options(state) else options(state)[0])
    assert state.phase == ACTION
    assert not any(isinstance(o, (A.Toggle, A.Reroll)) for o in options(state))
    with pytest.raises(IllegalAction, match="LW-ROLL-6"):
        GAME.apply(state, 0, A.REROLL)


@pytest.mark.rule("LW-GAP-20", "LW-RENOWN-4")
def test_spending_renown_does_not_end_the_rolling_phase() -> None:
    state = scenario(2, worlds=("glasshaven", "cinderfall"))
    state.ps[0].renown = 4
    play(state, A.CHAMPION[wid("glasshaven")])
    assert state.ps[0].renown == 2
    assert A.TOGGLE[0] in options(state) and A.PASS_READY in options(state)
