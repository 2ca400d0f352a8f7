"""Lost Powers Birdsong: Disarm, then Rise (LP-4.1, LP-4.2)."""

from __future__ import annotations

import pytest

from engines.woodland import actions as A
from tests.engines.woodland.helpers import (
    LP,
    MQ,
    VB,
    act,
    asked,
    at,
    board,
    done,
    options,
    pawn,
    prompt,
    put,
    table,
    tableau,
)


def birdsong(*factions: str):  # type: ignore[no-untyped-def]
    return table(*(factions or (LP, MQ)))


@pytest.mark.rule("LP-4.1-a", "LP-4.1-b", "LP-4.1-c", "LP-4.1-f", "LP-GAP-10")
def test_disarm_takes_a_warrior_in_each_clearing_with_an_upright_elder_once() -> None:
    """LP-4.1-a: once per clearing, however many upright Elders stand there; the enemy gives a warrior."""
    state = birdsong()
    put(state, 0, 9, warriors=2)
    put(state, 1, 9, warriors=3, buildings=("sawmill",))
    at(state, "lp_disarm")
    assert asked(state) == 1 and options(state) == [A.Lose("warrior")]
    assert "Choose the piece you lose" in prompt(state)
    act(state, A.Lose("warrior"))
    assert state.clearings[9 - 1].warriors[1] == 2 and state.vp[0] == 0, "no point for a warrior (LP-GAP-10)"
    assert state.step == "lp_rise" or state.phase != "birdsong"


@pytest.mark.rule("LP-4.1-d", "LP-4.1-g", "LP-4.1-f")
def test_without_warriors_the_enemy_gives_another_piece_and_the_lost_powers_score_it() -> None:
    """LP-4.1-d, LP-4.1-g: a building or token is chosen by its owner; removing it scores 1 VP."""
    state = birdsong()
    put(state, 0, 2, warriors=1)
    put(state, 1, 2, buildings=("workshop",), tokens=("wood",))
    at(state, "lp_disarm")
    assert asked(state) == 1 and options(state) == [A.Lose("workshop"), A.Lose("wood")]
    act(state, A.Lose("wood"))
    assert state.vp[0] == 1 and state.clearings[2 - 1].buildings


@pytest.mark.rule("LP-4.1-e", "LP-GAP-10")
def test_a_disarmed_vagabond_damages_an_undamaged_item_of_his_choice() -> None:
    """LP-4.1-e: the Vagabond names an undamaged item; with none he cannot be chosen (LP-GAP-10)."""
    state = birdsong(LP, VB)
    put(state, 0, 5, warriors=1)
    pawn(state, 1, 5, items=("boot", "sword", "torch"))
    board(state, 1).items[1].damaged = True
    at(state, "lp_disarm")
    assert asked(state) == 1 and options(state) == [A.Damage("boot"), A.Damage("torch")]
    act(state, A.Damage("torch"))
    assert [i.damaged for i in board(state, 1).items] == [False, True, True]
    broken = birdsong(LP, VB)
    put(broken, 0, 5, warriors=1)
    pawn(broken, 1, 5, items=("boot",))
    board(broken, 1).items[0].damaged = True
    at(broken, "lp_disarm")
    assert broken.step != "lp_disarm", "nothing to lose: Disarm passes over him"


@pytest.mark.rule("LP-4.1-a", "LP-4.1-b", "LP-GAP-10")
def test_the_lost_powers_order_the_clearings_and_choose_the_enemy() -> None:
    """LP-GAP-10: the Lost Powers choose the order; LP-4.1-b: they choose which enemy loses a piece."""
    state = birdsong(LP, MQ, VB)
    put(state, 0, 1, warriors=1)
    put(state, 0, 3, warriors=1)
    put(state, 1, 1, warriors=1)
    put(state, 1, 3, warriors=1)
    pawn(state, 2, 3, items=("boot", "sword"))
    at(state, "lp_disarm")
    assert asked(state) == 0 and options(state) == [A.ChooseClearing(1), A.ChooseClearing(3)]
    act(state, A.ChooseClearing(3))
    assert options(state) == [A.ChooseSeat(1), A.ChooseSeat(2)]
    act(state, A.ChooseSeat(2))
    assert asked(state) == 2
    act(state, A.Damage("sword"))
    assert asked(state) == 1, "the last clearing needs no ordering"
    act(state, A.Lose("warrior"))
    assert state.clearings[1 - 1].warriors[1] == 0 and state.clearings[3 - 1].warriors[1] == 1


@pytest.mark.rule("LP-4.1-a", "LP-GAP-10")
def test_fallen_elders_do_not_disarm_and_an_empty_clearing_is_skipped() -> None:
    """LP-4.1-a needs an upright Elder; a clearing with no enemy does nothing (LP-GAP-10)."""
    state = birdsong()
    put(state, 0, 4, fallen=1)
    put(state, 1, 4, warriors=2)
    put(state, 0, 8, warriors=1)
    at(state, "lp_disarm")
    assert state.step != "lp_disarm" and state.clearings[4 - 1].warriors[1] == 2


@pytest.mark.rule("LP-4.2", "LP-GAP-11")
def test_rise_stands_one_fallen_elder_per_follower_in_a_matching_clearing() -> None:
    """LP-4.2: a fox follower raises a fallen Elder in a fox clearing; a bird follower anywhere (LP-GAP-11)."""
    state = birdsong()
    tableau(state, 0, "smith_rusk", "wren_wanderer", "auntie_clover")
    put(state, 0, 1, fallen=1)   # fox
    put(state, 0, 2, fallen=1)   # mouse
    put(state, 1, 1, warriors=3)
    at(state, "lp_rise")
    assert options(state) == [A.Rise(0, 1), A.Rise(1, 1), A.Rise(1, 2), A.Done()]
    act(state, A.Rise(1, 2))
    assert options(state) == [A.Rise(0, 1), A.Done()]
    act(state, A.Rise(0, 1))
    assert state.clearings[1 - 1].fallen == 0 and state.clearings[2 - 1].fallen == 0


@pytest.mark.rule("LP-4.2", "LP-GAP-11")
def test_rise_is_optional() -> None:
    """LP-GAP-11 (house): each follower may raise an Elder; the player may stop."""
    state = birdsong()
    tableau(state, 0, "smith_rusk")
    put(state, 0, 12, fallen=1)
    at(state, "lp_rise")
    done(state)
    assert state.clearings[12 - 1].fallen == 1 and state.step != "lp_rise"
