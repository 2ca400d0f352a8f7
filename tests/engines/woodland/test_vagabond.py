"""The Vagabond (Law 9): pawn, items, forests, Explore, Aid and relationships, Quests, Strike, Repair."""

from __future__ import annotations

import pytest

from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.factions.vagabond.data import QUEST_ITEMS, QUEST_SUIT
from engines.woodland.state import Item
from tests.engines.woodland.helpers import LP, MQ, VB, act, asked, at, board, give, options, pawn, put, settle, table


def items(state, seat: int = 0) -> list[tuple[str, bool, bool]]:  # type: ignore[no-untyped-def]
    return [(i.kind, i.exhausted, i.damaged) for i in board(state, seat).items]


def test_setup_chooses_a_character_and_a_forest() -> None:
    """Law 9.3: a character's starting items, the pawn in any forest, three quests up."""
    state = GAME.new_state(2, 1, {"factions": "marquise,vagabond"})
    for _ in range(4):
        act(state, options(state)[0])
    assert asked(state) == 1 and [o.character for o in options(state)] == ["thief", "tinker", "ranger"]
    act(state, A.ChooseCharacter("ranger"))
    assert len(options(state)) == 7
    act(state, A.ChooseForest("A4"))
    mine = board(state, 1)
    assert [i.kind for i in mine.items] == ["boot", "torch", "crossbow", "sword"] and mine.forest == "A4"
    assert len(mine.quests_up) == 3 and len(mine.quest_deck) == 12 and mine.relations == [0, 0]


def test_slip_moves_to_an_adjacent_clearing_or_forest_without_boots() -> None:
    """Law 9.4.2: Slip in Birdsong, into a clearing or a forest, ignoring rule."""
    state = table(VB, MQ)
    pawn(state, 0, forest="A6")
    at(state, "vb_slip")
    assert set(options(state)) == {A.Slip(clearing=3), A.Slip(clearing=6), A.Slip(clearing=11),
                                   A.Slip(forest="A3"), A.Slip(forest="A5"), A.Done()}
    act(state, A.Slip(clearing=6))
    assert board(state, 0).clearing == 6 and not board(state, 0).forest


def test_refresh_readies_three_items_plus_two_per_face_up_tea() -> None:
    """Law 9.4.1: he chooses which when he cannot refresh them all."""
    state = table(VB, MQ)
    pawn(state, 0, 3, items=("boot", "sword", "torch", "hammer", "crossbow", "tea"))
    for item in board(state, 0).items[:5]:
        item.exhausted = True
    at(state, "vb_refresh")
    assert state.step != "vb_refresh", "three plus two for the tea: all five refresh"
    board(state, 0).items[5].exhausted = True
    for item in board(state, 0).items:
        item.exhausted = True
    at(state, "vb_refresh")
    assert asked(state) == 0 and board(state, 0).refresh_left == 3
    act(state, A.Refresh("sword"))
    act(state, A.Refresh("boot"))
    act(state, A.Refresh("torch"))
    assert [i.kind for i in board(state, 0).items if not i.exhausted] == ["boot", "sword", "torch"]


def test_moving_costs_a_boot_and_another_into_hostile_warriors() -> None:
    """Law 9.5.1: one boot per move, one more into a clearing with hostile warriors; never into a forest."""
    state = table(VB, MQ)
    pawn(state, 0, 3, items=("boot", "boot", "torch"))
    put(state, 1, 6, warriors=1)
    board(state, 0).relations[1] = -1
    at(state, "vb_daylight")
    assert A.Travel(6) in options(state) and A.Travel(7) in options(state)
    act(state, A.Travel(6))
    assert items(state)[:2] == [("boot", True, False), ("boot", True, False)]
    assert not any(isinstance(o, A.Travel) for o in options(state))


@pytest.mark.rule("LP-GAP-1")
def test_explore_takes_the_hidden_ruin_item_and_scores_one() -> None:
    """Law 9.5.3: exhaust a torch; take the ruin's item, score 1 VP; the ruin leaves the map."""
    state = table(VB, MQ)
    pawn(state, 0, 11, items=("torch",))
    hidden = state.ruin_items[10]
    assert hidden and hidden not in str(GAME.view(state, 0).clearings)
    at(state, "vb_daylight")
    act(state, A.Explore())
    assert items(state)[1] == (hidden, False, False) and state.vp[0] == 1 and not state.clearings[10].ruin


def test_aid_gives_a_matching_card_improves_the_relationship_and_may_take_a_crafted_item() -> None:
    """Law 9.5.4 and 9.2.9: one aid climbs to the first step (1 VP); two more in a turn to the next (2 VP)."""
    state = table(VB, MQ)
    pawn(state, 0, 2, items=("boot", "torch", "sword", "tea"))
    put(state, 1, 2, warriors=1)
    state.crafted_items[1] = ["coins"]
    mouse = give(state, 0, "mouse_uprising", "cipher_readers", "lookouts")
    at(state, "vb_daylight")
    act(state, A.Aid(1, mouse[0]))
    assert options(state) == [A.Exhaust("sword"), A.Exhaust("boot"), A.Exhaust("torch"), A.Exhaust("tea")]
    act(state, A.Exhaust("tea"))
    assert options(state) == [A.TakeItem("coins"), A.Done()]
    act(state, A.TakeItem("coins"))
    assert board(state, 0).relations[1] == 1 and state.vp[0] == 1 and mouse[0] in state.hands[1]
    assert items(state)[-1] == ("coins", False, False) and not state.crafted_items[1]
    for card in mouse[1:]:
        act(state, A.Aid(1, card))
        act(state, options(state)[0])
    assert board(state, 0).relations[1] == 2 and state.vp[0] == 3


def test_aiding_an_ally_scores_two_each_time_and_hostile_factions_do_not_improve() -> None:
    """Law 9.2.9: Allied aid scores 2 VP; a hostile faction's relationship never improves by aid."""
    state = table(VB, MQ, LP)
    pawn(state, 0, 2, items=("boot", "torch", "sword", "tea"))
    put(state, 1, 2, warriors=1)
    put(state, 2, 2, warriors=1)
    board(state, 0).relations[1:] = [3, -1]
    cards = give(state, 0, "mouse_uprising", "cipher_readers")
    at(state, "vb_daylight")
    act(state, A.Aid(1, cards[0]))
    act(state, A.Exhaust("tea"))
    act(state, A.Aid(2, cards[1]))
    act(state, A.Exhaust("torch"))
    assert state.vp[0] == 2 and board(state, 0).relations[2] == -1


def test_removing_a_warrior_makes_a_faction_hostile_and_later_battle_removals_score_infamy() -> None:
    """Law 9.2.9: a non-hostile warrior removed makes it hostile; then each hostile piece in battle +1 VP."""
    from tests.engines.woodland.test_lp_elders import fight

    state = table(VB, MQ)
    pawn(state, 0, 5, items=("sword", "sword", "sword", "crossbow"))
    put(state, 1, 5, warriors=2, buildings=("workshop",))
    state.active = 0
    fight(state, 0, 5, 1, high=3, low=0)
    settle(state)
    assert board(state, 0).relations[1] == -1
    assert state.vp[0] == 1 + 1, "the warriors that made them hostile give nothing; the workshop 1 VP and infamy"


def test_strike_exhausts_a_crossbow_to_remove_a_warrior_or_else_another_piece() -> None:
    """Law 9.5.6: Strike takes a warrior first; with none there, a building or token (1 VP)."""
    state = table(VB, MQ)
    pawn(state, 0, 7, items=("crossbow", "crossbow"))
    put(state, 1, 7, warriors=1, buildings=("sawmill",))
    at(state, "vb_daylight")
    act(state, A.Strike(1))
    assert options(state) == [A.Lose("warrior")]
    act(state, A.Lose("warrior"))
    act(state, A.Strike(1))
    act(state, A.Lose("sawmill"))
    assert state.vp[0] == 1 and board(state, 0).relations[1] == -1 and not state.clearings[6].buildings


def test_quests_need_the_suit_and_two_ready_items_and_pay_points_or_cards() -> None:
    """Law 9.5.5: 1 VP per completed quest of the suit (this one too) or two cards."""
    state = table(VB, MQ)
    quest = board(state, 0).quests_up[0]
    suit = QUEST_SUIT[quest]
    here = {"fox": 1, "rabbit": 3, "mouse": 2}[suit]
    pawn(state, 0, here, items=(*tuple(QUEST_ITEMS[quest]), "boot"))
    at(state, "vb_daylight")
    act(state, A.Quest(quest))
    assert options(state) == [A.QuestReward("vp"), A.QuestReward("draw")]
    act(state, A.QuestReward("draw"))
    assert len(state.hands[0]) == 2 and quest in board(state, 0).quests_done and len(board(state, 0).quests_up) == 3


def test_repair_exhausts_a_hammer_and_an_evening_in_a_forest_repairs_everything() -> None:
    """Law 9.5.7 Repair; Law 9.6.1: in a forest all damaged items are repaired in Evening."""
    state = table(VB, MQ)
    pawn(state, 0, 3, items=("hammer", "sword", "boot"))
    board(state, 0).items[1].damaged = board(state, 0).items[2].damaged = True
    at(state, "vb_daylight")
    act(state, A.Repair("sword"))
    assert items(state)[:2] == [("hammer", True, False), ("sword", False, False)]
    pawn(state, 0, forest="A5")
    at(state, "vb_evening")
    assert not any(i.damaged for i in board(state, 0).items) and len(state.hands[0]) == 1


def test_evening_draws_one_plus_coins_and_the_satchel_holds_six_plus_two_per_bag() -> None:
    """Law 9.6.2-9.6.3: draw 1 + face-up coins; carry 6 + 2 per face-up bag, removing the excess."""
    state = table(VB, MQ)
    pawn(state, 0, 3, items=("coins", "coins", "boot", "boot", "sword", "sword", "torch", "hammer", "crossbow"))
    at(state, "vb_evening")
    assert len(state.hands[0]) == 3
    assert state.step == "vb_capacity" and asked(state) == 0
    act(state, A.DropItem("hammer"))
    assert "hammer" not in [i.kind for i in board(state, 0).items] and state.active == 1


def test_special_actions_of_the_three_characters() -> None:
    """Law 9.5.8: Thief steals a random card, Tinker takes a matching discard, Ranger repairs three."""
    state = table(VB, MQ)
    pawn(state, 0, 1, items=("torch",))
    put(state, 1, 1, warriors=1)
    give(state, 1, "lookouts")
    at(state, "vb_daylight")
    act(state, A.Special())
    act(state, A.ChooseSeat(1))
    assert len(state.hands[0]) == 1 and not state.hands[1]
    tinker = table(VB, MQ)
    board(tinker, 0).character = "tinker"
    pawn(tinker, 0, 1, items=("torch",))
    card = give(tinker, 1, "fox_uprising")[0]
    tinker.hands[1].remove(card)
    tinker.discard.append(card)
    at(tinker, "vb_daylight")
    act(tinker, A.Special())
    act(tinker, A.PlayCard(card))
    assert tinker.hands[0] == [card]
    ranger = table(VB, MQ)
    board(ranger, 0).character = "ranger"
    pawn(ranger, 0, 1, items=("torch", "sword", "boot", "crossbow", "hammer"))
    for item in board(ranger, 0).items[1:]:
        item.damaged = True
    at(ranger, "vb_daylight")
    act(ranger, A.Special())
    assert sum(i.damaged for i in board(ranger, 0).items) == 1 and ranger.active == 1, "Daylight ended"


def test_allied_warriors_follow_his_move_and_fight_beside_him() -> None:
    """Law 9.2.9: allied warriors move with the pawn and count toward his rolled hits as attacker."""
    from tests.engines.woodland.test_lp_elders import fight

    state = table(VB, MQ, LP)
    pawn(state, 0, 1, items=("boot", "sword"))
    put(state, 1, 1, warriors=3)
    board(state, 0).relations[1] = 3
    at(state, "vb_daylight")
    act(state, A.Travel(9))
    assert options(state) == [A.BringAllies(n) for n in range(4)]
    act(state, A.BringAllies(2))
    assert state.clearings[8].warriors[1] == 2
    put(state, 2, 9, warriors=3)
    fight(state, 0, 9, 2, high=3, low=2)
    battle = state.battle or state.last_battle
    assert battle is not None and battle.ally == 1 and battle.rolled[0] == 3
    while asked(state) != 0:
        act(state, options(state)[0])
    assert A.Lose("ally") in options(state)
    act(state, A.Lose("ally"))
    assert state.clearings[8].warriors[1] == 1


def test_the_vagabond_never_takes_dominance() -> None:
    """Law 9.2.8: no dominance for him (coalitions need four or more players)."""
    state = table(VB, MQ, LP)
    pawn(state, 0, 1, items=("boot",))
    state.vp[0] = 12
    give(state, 0, "fox_dominance")
    at(state, "vb_daylight")
    assert not any(isinstance(o, A.Activate | A.TakeDominance) for o in options(state))
    assert Item("boot") == board(state, 0).items[0]
