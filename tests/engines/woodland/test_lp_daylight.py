"""Lost Powers Daylight: one matching action per follower, two different ones for a bird (LP-5)."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.woodland import actions as A
from tests.engines.woodland.helpers import LP, MQ, act, at, board, done, options, put, table, tableau


def daylight(*keys: str):  # type: ignore[no-untyped-def]
    state = table(LP, MQ)
    tableau(state, 0, *keys)
    return state


def follows(state) -> set[tuple[int, str]]:  # type: ignore[no-untyped-def]
    return {(o.slot, o.act) for o in options(state) if isinstance(o, A.Follow)}


@pytest.mark.rule("LP-5-a", "LP-GAP-12", "LP-5.1", "LP-5.2", "LP-5.3-a", "LP-GAP-17")
def test_each_follower_offers_its_suit_action_plus_move_and_battle() -> None:
    """LP-5-a: mouse recruits, rabbit (the rulebook's bunny) draws, fox seeks; any suit moves or battles."""
    state = daylight("miller_brindle", "auntie_clover", "smith_rusk")
    put(state, 0, 1, warriors=1)  # fox clearing
    put(state, 1, 1, warriors=1)
    at(state, "lp_daylight")
    assert follows(state) == {(0, "recruit"), (1, "draw"), (2, "seek"), (2, "move"), (2, "battle")}


@pytest.mark.rule("LP-5-a", "LP-GAP-12")
def test_a_follower_acts_once_in_any_order() -> None:
    """LP-GAP-12 (house): one action per follower per Daylight, in any order."""
    state = daylight("auntie_clover", "miller_brindle")
    at(state, "lp_daylight")
    act(state, A.Follow(0, "draw"))
    assert (0, "draw") not in follows(state) and (1, "recruit") in follows(state)
    with pytest.raises(IllegalAction, match=r"LP\.5"):
        act(state, A.Follow(0, "draw"))


@pytest.mark.rule("LP-5-b", "LP-GAP-11")
def test_a_bird_follower_takes_two_different_actions_of_any_kind() -> None:
    """LP-5-b, LP-GAP-11: a bird may recruit, draw or seek too, but not the same action twice."""
    state = daylight("wren_wanderer")
    at(state, "lp_daylight")
    assert follows(state) == {(0, "recruit"), (0, "draw"), (0, "seek")}
    act(state, A.Follow(0, "draw"))
    assert follows(state) == {(0, "recruit"), (0, "seek")}
    act(state, A.Follow(0, "seek"))
    act(state, options(state)[0])
    assert not follows(state)


@pytest.mark.rule("LP-5.1", "LP-GAP-8")
def test_recruit_places_an_elder_in_any_clearing_without_one_but_not_the_keep() -> None:
    """LP-5.1: any clearing without an Elder warrior (a fallen one counts, LP-GAP-8); Law 6.2.2 keep."""
    state = daylight("miller_brindle")
    put(state, 0, 5, warriors=1)
    put(state, 0, 6, fallen=1)
    put(state, 1, 1, tokens=("keep",))
    at(state, "lp_daylight")
    act(state, A.Follow(0, "recruit"))
    spots = {o.clearing for o in options(state)}
    assert spots == set(range(1, 13)) - {1, 5, 6}
    act(state, A.ChooseClearing(12))
    assert state.clearings[12 - 1].warriors[0] == 1 and board(state, 0).supply == 2


@pytest.mark.rule("LP-5.2")
def test_draw_takes_a_card() -> None:
    """LP-5.2: draw a card."""
    state = daylight("auntie_clover")
    at(state, "lp_daylight")
    act(state, A.Follow(0, "draw"))
    assert len(state.hands[0]) == 1


@pytest.mark.rule("LP-5.3-a", "LP-5.3-b", "LP-GAP-13")
def test_seek_draws_then_puts_a_card_on_the_top_or_bottom_of_the_deck() -> None:
    """LP-5.3, LP-GAP-13 (house): by default the drawn card goes back (literal); option 'any' lets another go."""
    state = table(LP, MQ, seek_return="any")
    tableau(state, 0, "smith_rusk")
    from tests.engines.woodland.helpers import give

    kept = give(state, 0, "lookouts")[0]
    at(state, "lp_daylight")
    act(state, A.Follow(0, "seek"))
    drawn = state.hands[0][-1]
    assert {o.card for o in options(state)} == {kept, drawn}
    act(state, A.SeekPlace(kept, False))
    assert state.deck[0] == kept and state.hands[0] == [drawn]
    literal = table(LP, MQ)
    tableau(literal, 0, "smith_rusk")
    give(literal, 0, "lookouts")
    at(literal, "lp_daylight")
    act(literal, A.Follow(0, "seek"))
    top = literal.hands[0][-1]
    assert {o.card for o in options(literal)} == {top}
    act(literal, A.SeekPlace(top, True))
    assert literal.deck[-1] == top


@pytest.mark.rule("LP-5.4", "LP-2.3-c")
def test_move_takes_one_upright_elder_from_a_matching_clearing() -> None:
    """LP-5.4: exactly one Elder, from a clearing matching the follower, ruling origin or destination."""
    state = daylight("auntie_clover")
    put(state, 0, 3, warriors=3)  # rabbit corner
    put(state, 0, 7, warriors=1)  # mouse: not matching
    at(state, "lp_daylight")
    act(state, A.Follow(0, "move"))
    assert {(o.origin, o.dest) for o in options(state)} == {(3, 6), (3, 7), (3, 11)}
    act(state, A.Move(3, 11))
    assert state.clearings[3 - 1].warriors[0] == 2 and state.clearings[11 - 1].warriors[0] == 1


@pytest.mark.rule("LP-5.5")
def test_battle_starts_in_a_clearing_matching_the_follower() -> None:
    """LP-5.5: initiate a battle in a matching clearing."""
    state = daylight("miller_brindle")
    put(state, 0, 2, warriors=1)   # mouse
    put(state, 0, 1, warriors=1)   # fox
    put(state, 1, 2, warriors=1)
    put(state, 1, 1, warriors=1)
    at(state, "lp_daylight")
    act(state, A.Follow(0, "battle"))
    assert options(state) == [A.Battle(2, 1)]
    act(state, A.Battle(2, 1))
    assert state.battle is not None or state.last_battle is not None


@pytest.mark.rule("LP-2.1", "LP-GAP-18")
def test_the_lost_powers_never_craft_in_daylight() -> None:
    """LP-2.1, LP-GAP-18: they cannot craft like other factions; crafting is only Indoctrinate."""
    state = daylight("miller_brindle")
    from tests.engines.woodland.helpers import give

    give(state, 0, "smithy_hammer")
    put(state, 0, 1, warriors=3)
    at(state, "lp_daylight")
    assert not any(isinstance(o, A.Craft) for o in options(state))
    done(state)
    assert state.phase == "evening"
