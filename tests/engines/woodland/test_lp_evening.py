"""Lost Powers Evening: Retire, Indoctrinate, Cycle, Discard (LP-6); Oral History (LP-2.2-c, LP-2.2-d)."""

from __future__ import annotations

import pytest

from engines.woodland import actions as A
from engines.woodland.cards import CRAFT_TRIGGERS
from engines.woodland.deck import design
from tests.engines.woodland.helpers import LP, MQ, act, asked, at, board, give, options, put, table, tableau


def evening(*keys: str, **options_: object):  # type: ignore[no-untyped-def]
    state = table(LP, MQ, **options_)
    tableau(state, 0, *keys)
    return state


@pytest.mark.rule("LP-6.1-a", "LP-GAP-14")
def test_retire_spends_a_follower_for_one_plus_its_cost_once_per_evening() -> None:
    """LP-6.1-a: 1 VP plus the crafting cost; LP-GAP-14: once per Evening, into the discard pile."""
    state = evening("war_burrow", "smith_rusk")
    war = board(state, 0).tableau[0]
    put(state, 0, 3, warriors=1)
    at(state, "lp_retire")
    assert options(state) == [A.Retire(0), A.Retire(1), A.Done()]
    act(state, A.Retire(0))
    assert state.vp[0] == 3 and war in state.discard and war not in board(state, 0).tableau
    assert state.step != "lp_retire", "one Retire per Evening"


@pytest.mark.rule("LP-6.1-a", "LP-GAP-14", "LP-GAP-3")
def test_an_old_friend_retires_for_one_point_and_is_set_aside() -> None:
    """LP-6.1-a: a card without a crafting cost scores 1 VP in total; an Old Friend never joins the shared deck."""
    state = evening("smith_rusk")
    rusk = board(state, 0).tableau[0]
    put(state, 0, 3, warriors=1)
    at(state, "lp_retire")
    act(state, A.Retire(0))
    assert state.vp[0] == 1 and board(state, 0).set_aside == [rusk] and rusk not in state.discard


@pytest.mark.rule("LP-6.1-a")
def test_retire_needs_an_upright_elder_on_the_map() -> None:
    """LP-6.1-a: with only fallen Elders there is no Retire."""
    state = evening("war_burrow")
    put(state, 0, 3, fallen=1)
    at(state, "lp_retire")
    assert state.step != "lp_retire"


@pytest.mark.rule("LP-6.1-b", "LP-6.1-c", "LP-GAP-6")
def test_a_retired_item_card_may_be_resolved_as_if_crafted_and_counts_as_crafting() -> None:
    """LP-6.1-b: take the item and score it; LP-6.1-c, LP-GAP-6: 'when you craft' effects see it."""
    crafted: list[str] = []
    CRAFT_TRIGGERS.append(lambda state, seat, card, events: crafted.append(card))
    try:
        state = evening("toll_gate", retire_items=True)
        toll = board(state, 0).tableau[0]
        put(state, 0, 3, warriors=1)
        at(state, "lp_retire")
        act(state, A.Retire(0))
        assert options(state) == [A.UseCard(toll), A.Done()]
        act(state, A.UseCard(toll))
    finally:
        CRAFT_TRIGGERS.pop()
    assert state.vp[0] == 3 + 3 and state.crafted_items[0] == ["coins"] and crafted == [toll]
    assert toll in state.discard


@pytest.mark.rule("LP-6.1-b", "LP-GAP-14")
def test_by_default_a_retired_item_card_has_no_immediate_effect() -> None:
    """House default (option retire_items): an item card's item is a crafting reward, not an immediate effect."""
    state = evening("toll_gate")
    toll = board(state, 0).tableau[0]
    put(state, 0, 3, warriors=1)
    at(state, "lp_retire")
    act(state, A.Retire(0))
    assert state.vp[0] == 3 and not state.crafted_items[0] and toll in state.discard


@pytest.mark.rule("LP-6.1-b")
def test_an_uprising_follower_may_be_resolved_on_retiring() -> None:
    """LP-6.1-b: an immediate card's effect: every enemy piece leaves the suit's clearings."""
    state = evening("mouse_uprising")
    card = board(state, 0).tableau[0]
    put(state, 0, 3, warriors=1)
    put(state, 1, 2, warriors=2, buildings=("sawmill",))
    at(state, "lp_retire")
    act(state, A.Retire(0))
    act(state, A.UseCard(card))
    assert state.clearings[2 - 1].warriors[1] == 0 and state.vp[0] == 4 + 1


@pytest.mark.rule("LP-6.2-a", "LP-2.1", "LP-GAP-15")
def test_indoctrinate_pays_with_upright_elders_and_ignores_the_card_effect() -> None:
    """LP-6.2-a: each upright Elder is one piece of its clearing's suit, once; the card goes to Worn Out."""
    state = evening()
    put(state, 0, 1, warriors=2)  # two fox pieces
    put(state, 0, 5, fallen=1)    # a fallen rabbit Elder is no piece
    steel, toll, ambush = give(state, 0, "forge_steel", "toll_gate", "fox_ambush")
    at(state, "lp_indoctrinate")
    assert options(state) == [A.Indoctrinate(steel), A.Done()]
    act(state, A.Indoctrinate(steel))
    assert board(state, 0).worn_out == [steel] and state.item_supply["sword"] == 2 and state.vp[0] == 0
    assert state.step != "lp_indoctrinate", "both fox Elders are spent this turn"
    del toll, ambush


@pytest.mark.rule("LP-6.2-b", "LP-GAP-15")
def test_duplicates_may_be_indoctrinated_and_items_need_no_supply() -> None:
    """LP-6.2-b: identical cards anywhere are no bar; LP-GAP-15: the ignored item needs no supply."""
    state = evening("savage_charge")
    put(state, 0, 1, warriors=2)
    state.item_supply["sword"] = 0
    charge, steel = give(state, 0, "savage_charge", "forge_steel")
    at(state, "lp_indoctrinate")
    assert A.Indoctrinate(charge) in options(state) and A.Indoctrinate(steel) in options(state)


@pytest.mark.rule("LP-6.3-a", "LP-6.3-b", "LP-2.2-f")
def test_cycle_wears_out_the_tableau_and_draws_four_new_followers() -> None:
    """LP-6.3: every remaining follower wears out; four are drawn into the slots."""
    state = evening("war_burrow", "", "smith_rusk")
    old = [c for c in board(state, 0).tableau if c]
    deck = list(board(state, 0).follower_deck)
    put(state, 0, 3, warriors=1)
    at(state, "lp_cycle")
    assert set(old) <= set(board(state, 0).worn_out)
    assert sorted(board(state, 0).tableau) == sorted(deck)


@pytest.mark.rule("LP-6.4", "LP-GAP-5")
def test_discard_down_to_five_and_no_evening_draw() -> None:
    """LP-6.4: discard to five; LP-GAP-5: no Evening draw unless the house option gives one."""
    state = evening()
    give(state, 0, "lookouts", "shoemaker", "war_burrow", "savage_charge", "cipher_readers", "tunnel_diggers",
         "crown_decree")
    at(state, "lp_cycle")
    assert state.step == "discard" and len(options(state)) == 7
    act(state, options(state)[0])
    act(state, options(state)[0])
    assert len(state.hands[0]) == 5 and state.active == 1
    drawing = table(LP, MQ, lp_evening_draw=2)
    at(drawing, "lp_cycle")
    assert len(drawing.hands[0]) == 2


@pytest.mark.rule("LP-2.2-c", "LP-2.2-d", "LP-GAP-14")
def test_oral_history_uses_a_followers_effect_and_scores_when_it_is_discarded() -> None:
    """LP-2.2-c: a follower's persistent effect as if crafted; LP-2.2-d: discarding it scores 1 VP."""
    from tests.engines.woodland.test_lp_elders import fight

    state = evening("shield_smiths")
    shield = board(state, 0).tableau[0]
    put(state, 0, 9, warriors=2)
    put(state, 1, 9, warriors=3)
    fight(state, 1, 9, 0, high=3, low=2)
    assert asked(state) == 0 and options(state) == [A.UseCard(shield), A.Done()]
    act(state, A.UseCard(shield))
    assert state.vp[0] == 1 and shield in state.discard and board(state, 0).tableau[0] == ""
    assert state.clearings[9 - 1].warriors[0] == 2


@pytest.mark.rule("LP-2.2-c")
def test_oral_history_works_in_the_phase_windows_too() -> None:
    """LP-2.2-c: a follower with a start-of-Daylight effect offers its battle."""
    state = evening("war_burrow")
    card = board(state, 0).tableau[0]
    put(state, 0, 3, warriors=2)
    put(state, 1, 3, warriors=1)
    at(state, "dl_start")
    assert options(state) == [A.UseCard(card), A.Done()]
    act(state, A.UseCard(card))
    assert options(state) == [A.Battle(3, 1), A.Done()]
    assert design(card).key == "war_burrow"
