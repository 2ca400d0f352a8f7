"""The Marquise de Cat (Law 6): keep, wood, building tracks, workshops, actions, Field Hospitals, draw."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.factions.marquise.data import COST, VP
from tests.engines.woodland.helpers import LP, MQ, act, asked, at, board, give, options, put, table


@pytest.mark.rule("LP-GAP-1")
def test_setup_puts_the_keep_in_a_corner_warriors_everywhere_but_opposite_and_three_buildings() -> None:
    """Law 6.3: keep in a corner; a warrior in each other clearing but the opposite corner; three buildings."""
    state = GAME.new_state(2, 1, {"factions": "marquise,lost_powers"})
    assert options(state) == [A.PlaceKeep(1), A.PlaceKeep(2), A.PlaceKeep(3), A.PlaceKeep(4)]
    act(state, A.PlaceKeep(1))
    assert [c.warriors[0] for c in state.clearings] == [1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1]
    assert {o.clearing for o in options(state)} == {1, 5, 9, 10}
    act(state, A.PlaceBuilding(1, "sawmill"))
    assert 1 not in {o.clearing for o in options(state)}, "clearing 1 has one slot"
    act(state, A.PlaceBuilding(5, "workshop"))
    act(state, A.PlaceBuilding(9, "recruiter"))
    assert board(state, 0).placed == {"sawmill": 1, "workshop": 1, "recruiter": 1} and board(state, 0).supply == 14


def test_birdsong_places_wood_at_every_sawmill() -> None:
    """Law 6.4: one wood per sawmill."""
    state = table(MQ, LP)
    put(state, 0, 1, warriors=1, buildings=("sawmill",))
    put(state, 0, 9, warriors=1, buildings=("sawmill",))
    at(state, "mq_wood")
    assert state.clearings[0].tokens and state.clearings[8].tokens and board(state, 0).wood == 6


def test_build_costs_wood_from_connected_ruled_clearings_and_scores_the_track() -> None:
    """Law 6.5.3: rule the clearing, pay 1 wood for the second sawmill from a connected ruled clearing."""
    state = table(MQ, LP)
    put(state, 0, 1, warriors=1, buildings=("sawmill",))
    put(state, 0, 5, warriors=1, tokens=("wood",))
    board(state, 0).placed.update(workshop=2, recruiter=1)
    at(state, "mq_actions")
    board(state, 0).actions = 3
    assert A.Build(1, "workshop") not in options(state), "clearing 1's only slot is full"
    assert A.Build(5, "sawmill") in options(state) and A.Build(5, "recruiter") in options(state)
    assert A.Build(5, "workshop") not in options(state), "the third workshop costs two wood"
    act(state, A.Build(5, "sawmill"))
    assert state.vp[0] == VP["sawmill"][1] == 1 and not state.clearings[4].tokens and board(state, 0).wood == 9
    assert COST["workshop"] == [0, 1, 2, 3, 3, 4] and VP["workshop"] == [0, 2, 2, 3, 4, 5]


def test_wood_beyond_an_unruled_clearing_cannot_pay() -> None:
    """Law 6.5.3: wood must connect through clearings she rules."""
    state = table(MQ, LP)
    put(state, 0, 2, warriors=2, buildings=("sawmill",))
    put(state, 1, 5, warriors=1)
    put(state, 0, 1, warriors=1, tokens=("wood",))
    board(state, 0).placed.update(workshop=1, recruiter=1)
    at(state, "mq_actions")
    board(state, 0).actions = 1
    assert not any(isinstance(o, A.Build) and o.clearing == 2 for o in options(state))


def test_recruit_puts_a_warrior_at_every_recruiter_once_per_turn() -> None:
    """Law 6.5.4: once per turn."""
    state = table(MQ, LP)
    put(state, 0, 2, buildings=("recruiter", "recruiter"))
    at(state, "mq_actions")
    board(state, 0).actions = 3
    act(state, A.Recruit())
    assert state.clearings[1].warriors[0] == 2 and A.Recruit() not in options(state)


def test_overwork_spends_a_matching_card_for_wood_at_a_sawmill() -> None:
    """Law 6.5.5: a card matching the sawmill's clearing (or a bird)."""
    state = table(MQ, LP)
    put(state, 0, 3, buildings=("sawmill",))
    fox, rabbit = give(state, 0, "fox_uprising", "war_burrow")
    at(state, "mq_actions")
    board(state, 0).actions = 1
    assert A.Overwork(3, rabbit) in options(state) and A.Overwork(3, fox) not in options(state)
    act(state, A.Overwork(3, rabbit))
    assert state.clearings[2].tokens and rabbit in state.discard


def test_a_bird_card_buys_an_extra_action() -> None:
    """Law 6.5.2: three actions, plus one per bird card spent."""
    state = table(MQ, LP)
    bird = give(state, 0, "savage_charge")[0]
    put(state, 0, 2, buildings=("recruiter",))
    at(state, "mq_actions")
    board(state, 0).actions = 0
    assert options(state) == [A.ExtraAction(bird), A.Done()]
    act(state, A.ExtraAction(bird))
    assert board(state, 0).actions == 1 and A.Recruit() in options(state)


def test_workshops_craft_at_the_start_of_daylight() -> None:
    """Law 6.5.1 and 4.1: each workshop is one crafting piece of its clearing's suit, once per turn."""
    state = table(MQ, LP)
    put(state, 0, 1, buildings=("workshop",))
    steel, anvil = give(state, 0, "forge_steel", "smithy_hammer")
    at(state, "mq_craft")
    assert options(state) == [A.Craft(anvil), A.Done()], "Forge Steel needs two fox pieces"
    act(state, A.Craft(anvil))
    assert state.vp[0] == 2 and state.crafted_items[0] == ["hammer"] and state.item_supply["hammer"] == 0
    assert state.step == "mq_actions"
    del steel


def test_no_duplicate_persistent_cards_and_no_item_once_the_supply_is_out() -> None:
    """Law 4.1.4 no duplicates; Law 4.1.2 an item card needs its item in the supply."""
    state = table(MQ, LP)
    put(state, 0, 2, buildings=("workshop",))
    state.crafted[0] += give(state, 0, "cipher_readers")
    state.hands[0].clear()
    cipher, sack = give(state, 0, "cipher_readers", "grain_sack")
    state.item_supply["bag"] = 0
    at(state, "mq_craft")
    assert options(state) == [A.Done()], "asked anyway: being asked reveals nothing"
    with pytest.raises(IllegalAction, match=r"4\.1"):
        act(state, A.Craft(cipher))
    del sack


def test_field_hospitals_return_removed_warriors_to_the_keep_for_a_matching_card() -> None:
    """Law 6.2.3: spend a card matching the clearing to put the removed warriors at the keep."""
    from tests.engines.woodland.test_lp_elders import fight

    state = table(MQ, LP)
    put(state, 0, 3, tokens=("keep",))
    put(state, 0, 12, warriors=2)
    put(state, 1, 12, warriors=2)
    fox = give(state, 0, "fox_uprising")[0]
    fight(state, 1, 12, 0, high=2, low=0)
    assert asked(state) == 0 and options(state) == [A.Done()], "asked about an ambush she does not hold"
    act(state, A.Done())
    assert asked(state) == 0 and options(state) == [A.PlayCard(fox), A.Done()]
    act(state, A.PlayCard(fox))
    assert state.clearings[3 - 1].warriors[0] == 2 and state.clearings[12 - 1].warriors[0] == 0


def test_evening_draw_grows_with_the_recruiter_track() -> None:
    """Law 6.6: one card, plus one at the third and the fifth recruiter."""
    state = table(MQ, LP)
    put(state, 0, 11, buildings=("recruiter", "recruiter", "recruiter"))
    at(state, "mq_draw")
    assert len(state.hands[0]) == 2


def test_only_the_marquise_places_pieces_in_the_keeps_clearing() -> None:
    """Law 6.2.2: a Lost Powers Recruit may not place there."""
    from tests.engines.woodland.helpers import tableau

    state = table(LP, MQ)
    put(state, 1, 4, tokens=("keep",))
    tableau(state, 0, "miller_brindle")
    at(state, "lp_daylight")
    act(state, A.Follow(0, "recruit"))
    assert 4 not in {o.clearing for o in options(state)}
    with pytest.raises(IllegalAction, match="keep"):
        act(state, A.ChooseClearing(4))


def test_losing_a_building_re_opens_its_track_space() -> None:
    """Law 6.2: a removed building returns to its track (the next one costs and scores that space again)."""
    state = table(LP, MQ)
    put(state, 1, 6, buildings=("sawmill",), tokens=("keep",))
    put(state, 0, 6, warriors=1)
    at(state, "lp_disarm")
    act(state, A.Lose("sawmill"))
    assert board(state, 1).placed["sawmill"] == 0 and state.vp[0] == 1 and board(state, 1).keep == 6
