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


def test_eyrie_and_alliance_refusals_cite_their_law_sections() -> None:
    """Law 7.4.2 (one bird), 7.5.3 (recruit at roosts), 8.4.2 (sympathy), 9.2.8 (coalition partners)."""
    from tests.engines.woodland.helpers import AL, EY, VB, pawn, supporters

    state = table(EY, MQ)
    bird, other = give(state, 0, "bird_ambush", "savage_charge")
    at(state, "ey_add", active=0)
    act(state, A.AddToDecree(bird, "move"))
    assert "Law 7.4.2" in refused(state, A.AddToDecree(other, "move"))
    state = table(AL, MQ)
    put(state, 0, 1, tokens=("sympathy",))
    supporters(state, 0, "war_burrow")
    at(state, "al_spread", active=0)
    assert "Law 8.4.2" in refused(state, A.Spread(12))
    state = table(VB, MQ, EY, LP)
    state.coalition = [1, -1, -1, -1]
    pawn(state, 0, cid=5, items=("sword", "boot"))
    put(state, 1, 5, warriors=1)
    at(state, "vb_daylight", active=0)
    assert "Law 9.2.8" in refused(state, A.Battle(5, 1))
