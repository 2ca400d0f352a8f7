"""Movement (Law 4.2): along one path, ruling the origin or the destination; the Vagabond ignores rule."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.woodland import actions as A
from engines.woodland.movement import legal_moves
from tests.engines.woodland.helpers import LP, MQ, VB, act, at, board, options, pawn, put, table, tableau


def test_a_move_needs_rule_of_the_origin_or_the_destination() -> None:
    """Law 4.2.1: you must rule the origin, the destination, or both."""
    state = table(MQ, LP)
    put(state, 0, 9, warriors=1)
    put(state, 1, 9, warriors=1)  # the Elder rules clearing 9
    put(state, 1, 12, warriors=1)
    moves = {(m.origin, m.dest) for m in legal_moves(state, 0)}
    assert (9, 1) not in moves and (9, 12) not in moves
    put(state, 0, 1, warriors=1)
    assert (9, 1) in {(m.origin, m.dest) for m in legal_moves(state, 0)}


@pytest.mark.rule("LP-2.3-c", "LP-2.3-d")
def test_fallen_elders_cannot_be_moved() -> None:
    """LP-2.3-c: a fallen warrior stays where it lies; LP-2.3-d: fallen means laid down by Slow and Steady."""
    state = table(LP, MQ)
    put(state, 0, 1, fallen=1)
    assert legal_moves(state, 0) == []
    put(state, 0, 1, warriors=1)
    assert {(m.origin, m.dest) for m in legal_moves(state, 0)} == {(1, 5), (1, 9), (1, 10)}


def test_a_march_is_two_moves_of_any_number_of_warriors() -> None:
    """Law 6.5.2 March: up to two moves, each of any number of warriors from one clearing."""
    state = table(MQ, LP)
    put(state, 0, 2, warriors=4)
    at(state, "mq_actions")
    board(state, 0).actions = 3
    act(state, A.March())
    act(state, A.Move(2, 5))
    assert options(state) == [A.MoveCount(1), A.MoveCount(2), A.MoveCount(3), A.MoveCount(4)]
    act(state, A.MoveCount(3))
    act(state, A.Move(5, 1))
    act(state, A.MoveCount(3))
    assert state.clearings[0].warriors[0] == 3 and state.step == "mq_actions" and not state.stack


@pytest.mark.rule("LP-5.4")
def test_the_vagabond_moves_ignoring_rule_but_the_elder_may_not() -> None:
    """Law 9.2.3 (Nimble): the Vagabond ignores rule; an Elder still needs it (Law 4.2.1)."""
    state = table(VB, MQ, LP, step="vb_daylight")
    pawn(state, 0, 1, items=("boot", "sword"))
    put(state, 1, 5, warriors=3)
    assert A.Travel(5) in options(state)
    state2 = table(LP, MQ, step="lp_daylight")
    tableau(state2, 0, "smith_rusk")
    put(state2, 0, 1, warriors=1)
    put(state2, 1, 1, warriors=3)
    put(state2, 1, 5, warriors=3)
    put(state2, 1, 9, warriors=3)
    put(state2, 1, 10, warriors=3)
    assert A.Follow(0, "move") not in options(state2)
    with pytest.raises(IllegalAction, match=r"LP\.5"):
        act(state2, A.Follow(0, "move"))
