"""Elder warriors: Slow and Steady, No Double Tap, Loss of Wisdom (LP-2.3, LP-2.4)."""

from __future__ import annotations

import pytest

from engines.woodland import actions as A
from engines.woodland.battle import start_battle
from engines.woodland.cards import resolve_immediate
from engines.woodland.flow import advance
from engines.woodland.pieces import remove
from tests.engines.woodland.helpers import (
    LP,
    MQ,
    VB,
    act,
    asked,
    board,
    bump,
    give,
    options,
    pawn,
    prompt,
    put,
    rig_dice,
    settle,
    table,
    tableau,
)


def fight(state, attacker: int, cid: int, defender: int, high: int = 3, low: int = 0) -> None:  # type: ignore[no-untyped-def]
    rig_dice(state, high, low)
    events: list = []
    start_battle(state, attacker, cid, defender, events)
    advance(state, events)
    bump(state)


@pytest.mark.rule("LP-2.3-a", "LP-2.3-d", "LP-GAP-9")
def test_a_lone_upright_elder_falls_instead_of_being_removed() -> None:
    """LP-2.3-a: laid down instead; falling is not a removal, so nobody scores (LP-GAP-9)."""
    state = table(MQ, LP)
    put(state, 1, 6, warriors=1)
    tableau(state, 1, "smith_rusk")
    events: list = []
    assert remove(state, 1, 6, "upright", 0, events) == 0
    clearing = state.clearings[6 - 1]
    assert clearing.warriors[1] == 1 and clearing.fallen == 1
    assert state.vp[0] == 0 and board(state, 1).tableau[0], "no Loss of Wisdom for a fall"
    assert any(getattr(e, "fell", False) for e in events)


@pytest.mark.rule("LP-2.3-a", "LP-2.4-a", "LP-2.4-b")
def test_with_two_elders_the_first_hit_removes_one_and_the_second_lays_the_other_down() -> None:
    """LP-2.3-a: only the last Elder in a clearing falls; a removal scores for the enemy (LP-2.4-a)."""
    state = table(MQ, LP)
    put(state, 0, 7, warriors=4)
    put(state, 1, 7, warriors=2)
    tableau(state, 1, "tithe_gatherer", "smith_rusk")
    fight(state, 0, 7, 1, high=3, low=0)
    settle(state)
    clearing = state.clearings[7 - 1]
    assert clearing.warriors[1] == 1 and clearing.fallen == 1
    assert state.vp[0] == 1
    mine = board(state, 1)
    assert mine.tableau[0] == "" and mine.worn_out and mine.tableau[1], "the costliest follower wore out"


@pytest.mark.rule("LP-2.3-e", "LP-GAP-7")
def test_no_double_tap_at_most_one_hit_per_elder_and_the_excess_is_lost() -> None:
    """LP-2.3-e, LP-GAP-7: three hits against one upright and one fallen Elder: only two land."""
    state = table(MQ, LP)
    put(state, 0, 9, warriors=5)
    put(state, 1, 9, warriors=1, fallen=1)
    fight(state, 0, 9, 1, high=3, low=0)
    assert asked(state) == 1 and options(state) == [A.Lose("upright"), A.Lose("fallen")]
    assert "choose the Elder you lose" in prompt(state)
    act(state, A.Lose("fallen"))  # the fallen one goes, so the upright one is alone and falls
    settle(state)
    clearing = state.clearings[9 - 1]
    assert clearing.warriors[1] == 1 and clearing.fallen == 1
    assert state.vp[0] == 1, "one Elder removed, one hit lost"


@pytest.mark.rule("LP-2.3-f", "LP-GAP-7")
def test_ambush_hits_and_battle_hits_are_separate_steps() -> None:
    """LP-2.3-f: the ambush and the dice are separate hit-dealing steps, each one hit per Elder."""
    state = table(LP, MQ)
    put(state, 0, 2, warriors=1)
    put(state, 1, 2, warriors=2)
    give(state, 1, "mouse_ambush")
    tableau(state, 0, "miller_brindle")
    fight(state, 0, 2, 1, high=0, low=0)
    act(state, A.PlayCard(state.hands[1][0]))
    # two ambush hits, one Elder: it falls and the second hit is lost (LP-GAP-7, 3.12 question 4)
    assert state.clearings[2 - 1].fallen == 1 and state.clearings[2 - 1].warriors[0] == 1
    settle(state)
    assert state.battle is None and state.clearings[2 - 1].warriors[0] == 1
    again = table(LP, MQ)
    put(again, 0, 2, warriors=1)
    put(again, 1, 2, warriors=2)
    give(again, 1, "mouse_ambush")
    fight(again, 0, 2, 1, high=3, low=1)
    act(again, A.PlayCard(again.hands[1][0]))
    settle(again)
    assert again.clearings[2 - 1].warriors[0] == 0, "the dice step may hit the fallen Elder again"
    assert again.vp[1] == 1


@pytest.mark.rule("LP-2.4-a", "LP-2.4-b", "LP-GAP-9")
def test_loss_of_wisdom_lets_the_lost_powers_choose_between_equal_followers() -> None:
    """LP-GAP-9: a tie for the highest cost is the Lost Powers' choice; an empty tableau loses nothing."""
    state = table(MQ, LP)
    put(state, 0, 7, warriors=3)
    put(state, 1, 7, warriors=2)
    cards = tableau(state, 1, "war_burrow", "shoemaker", "smith_rusk")
    fight(state, 0, 7, 1, high=3, low=0)
    assert asked(state) == 1 and options(state) == [A.WearOut(0), A.WearOut(1)]
    act(state, A.WearOut(1))
    assert board(state, 1).worn_out == [cards[1]] and state.vp[0] == 1
    empty = table(MQ, LP)
    put(empty, 0, 7, warriors=3)
    put(empty, 1, 7, warriors=2)
    tableau(empty, 1)
    fight(empty, 0, 7, 1, high=3, low=0)
    settle(empty)
    assert empty.vp[0] == 1 and not board(empty, 1).worn_out


@pytest.mark.rule("LP-2.4-a", "LP-GAP-9", "LP-GAP-8")
def test_any_enemy_removal_costs_wisdom_but_the_lost_powers_own_removal_does_not() -> None:
    """LP-GAP-9: removals by any enemy effect count (an uprising); Tithe Gatherer by themselves does not."""
    state = table(MQ, LP)
    put(state, 1, 8, warriors=1, fallen=1)
    put(state, 1, 1, warriors=2)
    tableau(state, 1, "tithe_gatherer")
    events: list = []
    resolve_immediate(state, 0, give(state, 0, "fox_uprising")[0], events)
    settle(state)
    assert state.clearings[8 - 1].warriors[1] == 1 and state.clearings[8 - 1].fallen == 1, "the last one falls"
    assert state.clearings[1 - 1].warriors[1] == 1 and state.clearings[1 - 1].fallen == 1
    assert state.vp[0] == 2
    own = table(LP, MQ)
    put(own, 0, 3, warriors=2)
    tableau(own, 0, "tithe_gatherer")
    remove(own, 0, 3, "warrior", 0, [])
    assert own.vp == [0, 0] and board(own, 0).tableau[0]


@pytest.mark.rule("LP-GAP-8")
def test_fallen_elders_roll_no_hits_but_keep_the_clearing_from_being_defenseless() -> None:
    """LP-GAP-8 (house): a fallen Elder lies down: no rolled hits, yet it is a warrior, so no defenseless hit."""
    state = table(MQ, LP)
    put(state, 0, 4, warriors=3)
    put(state, 1, 4, fallen=2)
    fight(state, 0, 4, 1, high=1, low=1)
    battle = state.battle or state.last_battle
    assert battle is not None and battle.rolled == [1, 0] and battle.dealt == [1, 0]


@pytest.mark.rule("LP-GAP-8", "LP-5.5")
def test_a_fallen_elder_cannot_start_a_battle_or_roll_hits_as_attacker() -> None:
    """LP-GAP-8 (house): only upright Elders attack; the fallen one beside them adds nothing."""
    from engines.woodland.battle import battle_options

    state = table(LP, MQ)
    put(state, 0, 4, fallen=1)
    put(state, 1, 4, warriors=1)
    assert battle_options(state, 0) == []
    put(state, 0, 4, warriors=1)
    assert battle_options(state, 0) == [A.Battle(4, 1)]
    fight(state, 0, 4, 1, high=3, low=0)
    battle = state.battle or state.last_battle
    assert battle is not None and battle.rolled[0] == 1


def test_a_vagabond_disarmed_chooses_an_undamaged_item() -> None:
    """Law 9.2.5: each hit on the Vagabond damages an undamaged item of his choice."""
    state = table(MQ, VB)
    pawn(state, 1, 3, items=("boot", "sword", "torch"))
    put(state, 0, 3, warriors=3)
    fight(state, 0, 3, 1, high=2, low=0)
    assert asked(state) == 1 and {o.item for o in options(state)} == {"sword", "boot", "torch"}
