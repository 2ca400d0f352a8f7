"""The Eyrie Dynasties (Law 7): setup, Lords of the Forest, the Decree and its columns, leaders, turmoil,
Disdain for Trade and the roost track."""

from __future__ import annotations

from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.factions.eyrie.data import ROOST_VP
from engines.woodland.rule import rulers
from tests.engines.woodland.helpers import (
    EY,
    LP,
    MQ,
    act,
    at,
    board,
    decree,
    give,
    options,
    put,
    rig_dice,
    settle,
    table,
    texts,
)
from tests.engines.woodland.test_lp_elders import fight


def test_setup_nests_opposite_the_keep_with_a_leader_and_its_viziers() -> None:
    """Law 7.3.2-7.3.4: a roost and six warriors in the corner opposite the Marquise's keep; the chosen
    leader's two columns get a Loyal Vizier each."""
    state = GAME.new_state(2, 1, {"factions": "marquise,eyrie"})
    act(state, A.PlaceKeep(2))
    for _ in range(3):
        act(state, options(state)[0])
    assert options(state) == [A.ChooseLeader(k) for k in ("builder", "charismatic", "commander", "despot")]
    assert state.clearings[3].warriors[1] == 6 and state.clearings[3].buildings[-1].kind == "roost"
    act(state, A.ChooseLeader("despot"))
    mine = board(state, 1)
    assert mine.leader == "despot" and mine.supply == 14 and mine.roosts == 6
    assert [len(column) for column in mine.decree] == [0, 1, 0, 1]


def test_without_the_marquise_the_eyrie_choose_any_corner() -> None:
    """Law 7.3.2: no other starting corner, so every corner may be chosen."""
    state = GAME.new_state(2, 1, {"factions": "eyrie,lost_powers"})
    assert options(state) == [A.ChooseClearing(c) for c in (1, 2, 3, 4)]


def test_lords_of_the_forest_rule_ties_even_against_thrice_counted_elders() -> None:
    """Law 7.2.2 and ROOT-Q6: tied for most, the Eyrie rule; an upright Elder counts three first."""
    state = table(EY, MQ, LP)
    put(state, 0, 5, warriors=1, buildings=("roost",))
    put(state, 1, 5, warriors=2)
    put(state, 0, 9, warriors=3)
    put(state, 2, 9, warriors=1)
    put(state, 0, 10, warriors=2)
    put(state, 1, 10, warriors=2)
    put(state, 2, 10, warriors=1)
    ruled = rulers(state)
    assert ruled[5] == 0 and ruled[9] == 0 and ruled[10] == 2
    assert ruled[1] == -1, "an empty clearing is nobody's"


def test_emergency_orders_draw_a_card_into_an_empty_hand() -> None:
    """Law 7.4.1: no card in hand at the start of Birdsong, draw one."""
    state = table(EY, MQ)
    at(state, "ey_emergency", active=0)
    assert len(state.hands[0]) == 1


def test_one_or_two_cards_join_the_decree_and_never_two_birds() -> None:
    """Law 7.4.2: add one or two cards to any columns, at most one of them a bird."""
    state = table(EY, MQ)
    bird, other_bird, fox = give(state, 0, "bird_ambush", "savage_charge", "fox_uprising")
    at(state, "ey_add", active=0)
    assert A.Done() not in options(state), "at least one card goes in"
    act(state, A.AddToDecree(bird, "battle"))
    assert not any(o.card == other_bird for o in options(state) if isinstance(o, A.AddToDecree))
    assert A.Done() in options(state)
    act(state, A.AddToDecree(fox, "move"))
    assert state.step != "ey_add" and board(state, 0).decree[2][-1] == bird and board(state, 0).decree[1][-1] == fox


def test_a_new_roost_and_three_warriors_go_where_warriors_are_fewest() -> None:
    """Law 7.4.3: with no roost on the map, a roost and three warriors where the fewest warriors stand."""
    state = table(EY, MQ)
    for cid in range(1, 13):
        if cid != 7:
            put(state, 1, cid, warriors=1)
    at(state, "ey_roost", active=0)
    assert state.clearings[6].warriors[0] == 3 and any(b.kind == "roost" for b in state.clearings[6].buildings)


def test_the_decree_goes_left_to_right_each_card_in_a_clearing_of_its_suit() -> None:
    """Law 7.5.2-7.5.3: recruit first, at roosts of the card's suit; a bird matches any clearing."""
    state = table(EY, MQ)
    put(state, 0, 1, warriors=1, buildings=("roost",))  # fox
    put(state, 0, 3, warriors=1, buildings=("roost",))  # rabbit
    decree(state, 0, "builder", recruit=("road_boots",), move=("war_burrow",))  # fox recruit, rabbit move
    board(state, 0).decree[0] = [c for c in board(state, 0).decree[0] if not c.startswith("vizier")]
    board(state, 0).decree[1] = [c for c in board(state, 0).decree[1] if not c.startswith("vizier")]
    at(state, "ey_decree", active=0)
    assert options(state) == [A.RecruitAt(1)], "the fox card recruits only at the fox roost"
    act(state, A.RecruitAt(1))
    assert state.clearings[0].warriors[0] == 2
    assert {o.origin for o in options(state) if isinstance(o, A.Move)} == {3}, "then a move from a rabbit clearing"


def test_the_charismatic_recruits_two_and_the_builder_scores_items_in_full() -> None:
    """Law 7.8: the Charismatic places two warriors per recruit; Law 7.2.3: items score 1 VP, but the
    Builder ignores Disdain for Trade."""
    state = table(EY, MQ)
    put(state, 0, 1, warriors=1, buildings=("roost",))
    decree(state, 0, "charismatic")
    at(state, "ey_decree", active=0)
    act(state, A.RecruitAt(1))
    assert state.clearings[0].warriors[0] == 3
    from engines.woodland.cards import item_card

    for leader, expected in (("commander", 1), ("builder", 2)):
        state = table(EY, MQ)
        board(state, 0).leader = leader
        card = give(state, 0, "forge_steel")[0]
        events: list = []
        item_card(state, 0, card, events)
        assert state.vp[0] == expected


def test_moves_battles_and_builds_follow_their_columns() -> None:
    """Law 7.5.4-7.5.6: move out of a matching clearing, battle in one, build a roost where they rule."""
    state = table(EY, MQ)
    put(state, 0, 1, warriors=4, buildings=("roost",))
    put(state, 1, 5, warriors=1)
    decree(state, 0, "despot")  # viziers in move and build: birds match anywhere
    at(state, "ey_decree", active=0)
    act(state, A.Move(1, 5))
    act(state, A.MoveCount(3))
    assert state.clearings[4].warriors[0] == 3
    build = options(state)
    assert A.Build(5, "roost") in build and A.Build(1, "roost") not in build, "no second roost in clearing 1"
    act(state, A.Build(5, "roost"))
    assert board(state, 0).roosts == 5 and state.step != "ey_decree"


def test_the_commander_deals_an_extra_hit_as_attacker() -> None:
    """Law 7.8: as attacker the Commander deals one extra hit."""
    state = table(EY, MQ)
    board(state, 0).leader = "commander"
    put(state, 0, 5, warriors=3)
    put(state, 1, 5, warriors=3)
    fight(state, 0, 5, 1, high=1, low=0)
    settle(state)
    assert state.clearings[4].warriors[1] == 1, "one rolled hit and one extra"


def test_the_despot_scores_a_point_for_a_battle_that_removes_a_building() -> None:
    """Law 7.8: the Despot scores one more point when a battle removes a building or token (once)."""
    state = table(EY, MQ)
    board(state, 0).leader = "despot"
    put(state, 0, 5, warriors=3)
    put(state, 1, 5, buildings=("sawmill", "workshop"))
    fight(state, 0, 5, 1, high=2, low=0)
    settle(state)
    assert state.vp[0] == 2 + 1, "two buildings (Law 3.2.1) and one Despot point"


def test_turmoil_humiliates_purges_deposes_and_rests() -> None:
    """Law 7.7: a card that cannot be carried out: lose a point per bird card (viziers too), discard the
    Decree but the viziers, depose the leader, choose another, and go straight to Evening."""
    state = table(EY, MQ)
    state.vp[0] = 5
    put(state, 0, 1, warriors=1, buildings=("roost",))
    decree(state, 0, "commander", battle=("bird_ambush",), build=("war_burrow",))
    at(state, "ey_decree", active=0)
    # move (vizier): clearing 1 is ruled, so warriors may move; battle: nobody to fight -> turmoil
    act(state, A.Move(1, 5))
    lines = texts(act(state, A.MoveCount(1)))
    assert ("{p0} cannot carry out the Decree (battle) and falls into turmoil: 3 points lost, the Commander "
            "deposed, the Decree purged but the viziers") in lines
    assert state.stack and state.stack[-1].kind == "ey_leader"
    assert state.vp[0] == 5 - 3, "two viziers and one bird card"
    assert "{p0} loses 3 VP (turmoil), now 2 VP" in lines, "a loss in words, not 'scores -3'"
    mine = board(state, 0)
    assert mine.deposed == ["commander"] and mine.leader == ""
    assert options(state) == [A.ChooseLeader(k) for k in ("builder", "charismatic", "despot")]
    act(state, A.ChooseLeader("builder"))
    assert [len(c) for c in mine.decree] == [1, 1, 0, 0]
    assert state.turn == 1 and len(state.hands[0]) == 1, "straight to Evening: the Eyrie drew and passed"
    assert state.discard[-2:] != [] and all(not c.startswith("vizier") for c in state.discard)
    view = GAME.view(state, 1).seats[0].board
    assert view.turmoil_turn == 0 and view.turmoil_vp == 3 and view.turmoil_leader == "commander"


def test_turmoil_with_fewer_points_than_birds_says_what_was_really_lost() -> None:
    """Law 7.7.1: a point per bird card, but the score stops at 0; the log and the score event say 1, not 3."""
    state = table(EY, MQ)
    state.vp[0] = 1
    put(state, 0, 1, warriors=1, buildings=("roost",))
    decree(state, 0, "commander", battle=("bird_ambush",))
    at(state, "ey_decree", active=0)
    act(state, A.Move(1, 5))
    events = act(state, A.MoveCount(1))
    assert state.vp[0] == 0
    assert any("falls into turmoil: 1 point lost" in line for line in texts(events))
    assert [(e.points, e.total) for e in events if type(e).__name__ == "Scored"] == [(-1, 0)]


def test_with_every_leader_deposed_all_turn_face_up_again() -> None:
    """Law 7.7.3: no face-up leader left: all of them are face up again."""
    state = table(EY, MQ)
    decree(state, 0, "despot", battle=("fox_uprising",))
    board(state, 0).deposed = ["builder", "charismatic", "commander"]
    at(state, "ey_decree", active=0)
    settle_until_leader(state)
    assert len(options(state)) == 4


def settle_until_leader(state) -> None:  # type: ignore[no-untyped-def]
    for _ in range(20):
        if state.stack and state.stack[-1].kind == "ey_leader":
            return
        act(state, options(state)[0])
    raise AssertionError("no turmoil")


def test_evening_scores_the_roost_track_and_draws_its_bonuses() -> None:
    """Law 7.6: the points of the last uncovered roost space, then one card plus one at three roosts."""
    state = table(EY, MQ)
    for cid in (1, 5, 9):
        put(state, 0, cid, buildings=("roost",))
    at(state, "ey_evening", active=0)
    assert state.vp[0] == ROOST_VP[2] == 2 and len(state.hands[0]) == 2


def test_crafting_activates_each_roost_once() -> None:
    """Law 7.2.1: roosts are the Eyrie's crafting pieces, each once per turn, of its clearing's suit."""
    state = table(EY, MQ)
    put(state, 0, 1, warriors=1, buildings=("roost",))  # fox
    card = give(state, 0, "sky_crossbow", "reed_crossbow")
    at(state, "ey_craft", active=0)
    assert A.Craft(card[0]) in options(state)
    act(state, A.Craft(card[0]))
    assert state.active == 1, "the only fox roost is spent: no second craft is offered, the turn goes on"
    assert card[1] in state.hands[0]


def test_roosts_go_after_warriors_and_score_for_the_remover() -> None:
    """Law 4.3.4 and 3.2.1: warriors are removed first, then a roost, which scores for the enemy."""
    state = table(MQ, EY)
    put(state, 0, 5, warriors=3)
    put(state, 1, 5, warriors=1, buildings=("roost",))
    rig_dice(state, 3, 0)
    fight(state, 0, 5, 1, high=3, low=0)
    settle(state)
    assert state.clearings[4].warriors[1] == 0 and not state.clearings[4].buildings and state.vp[0] == 1
