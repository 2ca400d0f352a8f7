"""Refused actions say why, citing the Law (4.2.1 style) or the Lost Powers rulebook (LP.4.1 style)."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.woodland import actions as A
from tests.engines.woodland.helpers import LP, MQ, act, at, give, put, table, tableau


def refused(state, action) -> str:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as caught:
        act(state, action)
    return str(caught.value)


def test_a_move_without_rule_cites_law_4_2_1() -> None:
    """Law 4.2.1."""
    state = table(MQ, LP)
    put(state, 0, 9, warriors=1)
    put(state, 0, 4, warriors=1)
    put(state, 1, 9, warriors=1)
    at(state, "mq_actions")
    state.boards[0].actions = 2  # type: ignore[union-attr]
    act(state, A.March())
    assert "Law 4.2.1" in refused(state, A.Move(9, 1))
    assert "not joined by a path" in refused(state, A.Move(9, 3))


def test_lost_powers_refusals_cite_their_rulebook() -> None:
    """LP.5, LP.6.1, LP-GAP-15 style citations."""
    state = table(LP, MQ)
    tableau(state, 0, "miller_brindle")
    at(state, "lp_daylight")
    assert "LP.5" in refused(state, A.Follow(0, "draw"))
    ambush = give(state, 0, "fox_ambush", "smithy_hammer")[0]
    put(state, 0, 1, warriors=1)
    at(state, "lp_indoctrinate")
    assert "LP-GAP-15" in refused(state, A.Indoctrinate(ambush))


def test_an_action_out_of_turn_is_refused() -> None:
    """Law 1.4: only the seat being asked may act."""
    state = table(LP, MQ)
    at(state, "lp_daylight")
    with pytest.raises(IllegalAction, match="not your decision"):
        act(state, A.Done(), seat=1)
