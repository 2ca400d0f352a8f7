"""The Power Die (LW-PDIE-*, LW-GAP-6, LW-GAP-16, LW-GAP-26)."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.content import POWER_FACES, POWER_KEYS
from engines.lostworlds.state import LWState
from tests.engines.lostworlds.helpers import face, options, play, scenario, wid

TABLE = ("glasshaven", "cinderfall")


def rolled(key: str, dice: tuple[int, ...] = (0, 0, 0)) -> LWState:
    """Seat 0 has bought the Power Die and it shows ``key``."""
    state = scenario(2, TABLE, dice=dice)
    state.ps[0].renown = 3
    play(state, A.BUY_PDIE)
    state.pdie = POWER_KEYS.index(key)
    return state


@pytest.mark.rule("LW-PDIE-2", "LW-GAP-16")
def test_three_renown_roll_the_power_die_during_the_rolling_phase() -> None:
    state = scenario(2, TABLE)
    state.ps[0].renown = 2
    assert A.BUY_PDIE not in options(state)
    state.ps[0].renown = 3
    play(state, A.BUY_PDIE)
    assert state.ps[0].renown == 0 and state.pdie >= 0
    assert GAME.view(state, 1).power_die is not None
    assert A.ACTIVATE[3] in options(state) and A.BUY_PDIE not in options(state)


@pytest.mark.rule("LW-PDIE-3")
def test_the_power_die_is_never_rerolled_or_set() -> None:
    state = rolled("double")
    assert A.Toggle(3) not in options(state)
    state.ps[0].settled = state.ps[0].tokens = [wid("brass_orrery")]
    play(state, A.USE_POWER[wid("brass_orrery")])
    assert A.SetDie(3) not in options(state)


@pytest.mark.rule("LW-PDIE-4", "LW-GAP-26")
def test_passing_discards_the_power_die_without_a_refund() -> None:
    state = rolled("max_renown")
    play(state, A.PASS_READY)
    assert state.pdie == -1 and state.ps[0].renown == 0


@pytest.mark.rule("LW-PDIE-5")
def test_once_a_die_is_activated_the_power_die_can_no_longer_be_bought() -> None:
    state = scenario(2, TABLE, dice=(0, face(1, "RR", "and"), 0))
    state.ps[0].renown = 1
    play(state, A.ACTIVATE[1])
    assert state.ps[0].renown == 3 and A.BUY_PDIE not in options(state)
    with pytest.raises(IllegalAction, match="LW-PDIE-5"):
        GAME.apply(state, 0, A.BUY_PDIE)


@pytest.mark.rule("LW-PDIE-6", "LW-GAP-26")
def test_2x_resolves_the_next_action_die_twice_in_a_row() -> None:
    state = rolled("double", dice=(face(0, "SS", "and"), 0, 0))
    play(state, A.ACTIVATE[3], A.ACTIVATE[0])
    kinds = [s.kind for s in state.steps]
    assert kinds == ["settle"] * 4  # both icons, then both again


@pytest.mark.rule("LW-PDIE-7")
def test_ready_all_fleets() -> None:
    state = rolled("ready_all")
    play(state, A.ACTIVATE[3])
    assert (state.ps[0].home, state.ps[0].hyper) == (6, 0)


@pytest.mark.rule("LW-PDIE-8")
def test_champ_or_dreadnought_is_placed_whatever_the_morality() -> None:
    state = rolled("champ_or_dread")
    state.ps[0].morality = 6
    play(state, A.ACTIVATE[3])
    assert A.CHAMPION[wid("glasshaven")] in options(state) and A.DREADNOUGHT[wid("glasshaven")] in options(state)
    play(state, A.CHAMPION[wid("cinderfall")])
    assert state.ps[0].champ == 1 and state.ps[0].renown == 0


@pytest.mark.rule("LW-PDIE-9", "LW-GAP-26")
def test_max_renown_fills_renown_to_five() -> None:
    state = rolled("max_renown")
    play(state, A.ACTIVATE[3])
    assert state.ps[0].renown == 5


@pytest.mark.rule("LW-PDIE-10")
def test_power_token_goes_on_an_acquired_world_without_one() -> None:
    state = rolled("power_token")
    state.ps[0].settled = [wid("mirelight")]
    play(state, A.ACTIVATE[3])
    assert options(state) == [A.TOKEN_ON[wid("mirelight")], A.SKIP]
    play(state, A.TOKEN_ON[wid("mirelight")])
    assert state.ps[0].tokens == [wid("mirelight")]


@pytest.mark.rule("LW-GAP-6")
def test_the_sixth_face_sets_an_action_die() -> None:
    assert len(POWER_FACES) == 6 and POWER_KEYS[5] == "set"
    state = rolled("set")
    play(state, A.ACTIVATE[3], A.SET_DIE[0], A.SET_FACE[1])
    assert state.dice[0] == 1
