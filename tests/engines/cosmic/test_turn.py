"""Turn phases: Recovery, Armory, Action (Move, Traverse) and their order."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.cosmic import actions as A
from engines.cosmic.content import design
from tests.engines.cosmic.helpers import (
    act,
    arm,
    begin_turn,
    cell,
    give,
    key,
    kinds,
    offer,
    options,
    table,
    to_phase,
)

TEAMS = [["clarity", "seren", "vex"], ["ossa", "pell", "grael"]]


def turn_table(**kw):  # type: ignore[no-untyped-def]
    return table(TEAMS, ["sable", "hollow"], **kw)


@pytest.mark.rule("CC-TURN-1", "CC-TURN-2")
def test_a_turn_runs_recovery_armory_action_and_conquest_in_that_order() -> None:
    state = table(TEAMS, ["vantis", "hollow"], xp=20)
    begin_turn(state)
    seen = [state.phase]
    while state.active == 0:
        act(state, A.DONE)
        if state.active == 0:
            seen.append(state.phase)
    assert seen == ["recovery", "armory", "action", "conquest"]  # Vantis Reach can be conquered
    state = turn_table(xp=20)
    begin_turn(state)
    to_phase(state, "action")
    with pytest.raises(IllegalAction, match="CC-TURN-2"):
        act(state, A.Buy(0))


@pytest.mark.rule("CC-RECOVERY-1", "CC-RECOVERY-2", "CC-GAP-16")
def test_recovery_lowers_every_cooldown_by_one_and_gives_two_xp() -> None:
    state = turn_table(xp=0)
    clarity = state.contenders[key("clarity")]
    clarity.awakened, clarity.cd_combat, clarity.cd_support = True, 3, 1
    begin_turn(state)
    assert (clarity.cd_combat, clarity.cd_support) == (2, 0)  # one spinner per ability
    assert state.xp[0] == 2
    assert state.contenders[key("ossa")].cd_combat == 0


@pytest.mark.rule("CC-RECOVERY-3", "CC-GAP-25")
def test_recovery_resolves_planet_and_contender_effects() -> None:
    state = turn_table(xp=0)
    state.control[cell("vantis")] = 0  # Deep Veins: +1 XP
    state.control[cell("sable")] = 0  # Corvane is not ours; Seren's Mending Aura heals her teammates
    state.contenders[key("clarity")].health = 10
    begin_turn(state)
    assert state.xp[0] == 3
    assert state.contenders[key("clarity")].health == 11


@pytest.mark.rule("CC-RECOVERY-4", "CC-RECOVERY-5", "CC-RECOVERY-6")
def test_unrivaled_contenders_may_be_awakened_for_five_xp_with_cooldowns_reset() -> None:
    state = turn_table(xp=8)
    vex = state.contenders[key("vex")]
    vex.cd_combat = vex.cd_support = 3
    begin_turn(state)
    assert state.phase == "recovery"
    assert A.Awaken(key("vex")) in options(state)
    act(state, A.Awaken(key("vex")))
    assert vex.awakened and (vex.cd_combat, vex.cd_support) == (0, 0)
    assert state.xp[0] == 5
    assert A.Awaken(key("clarity")) in options(state)
    act(state, A.Awaken(key("clarity")))
    assert state.xp[0] == 0
    assert state.phase == "armory" or not any(isinstance(o, A.Awaken) for o in options(state))


@pytest.mark.rule("CC-ARMORY-1", "CC-ARMORY-5", "CC-ARMORY-7", "CC-CARD-1", "CC-CARD-4", "CC-CARD-9")
def test_the_armory_is_visited_once_and_cards_bought_go_to_hand() -> None:
    state = turn_table(xp=2)
    for slot, name in enumerate(["brace", "overcharge", "bad_intentions", "serrated_glaive", "sabotage"]):
        offer(state, slot, name)
    begin_turn(state)
    to_phase(state, "armory")
    buys = {o.slot for o in options(state) if isinstance(o, A.Buy)}
    assert buys == {0, 1, 4}  # with 4 XP: the 2, 2 and 4 XP cards, not those of 5 and 6 XP
    act(state, A.Buy(0))
    act(state, A.Buy(1))
    assert [design(c).key for c in state.hands[0]] == ["brace", "overcharge"]
    assert state.xp[0] == 0
    state.xp[0] = 10
    assert state.phase == "action"
    with pytest.raises(IllegalAction):
        act(state, A.Buy(4))


@pytest.mark.rule("CC-ARMORY-2", "CC-ARMORY-3")
def test_a_bought_card_is_replaced_at_once_and_the_new_card_can_be_bought() -> None:
    state = turn_table(xp=20)
    begin_turn(state)
    to_phase(state, "armory")
    top = state.deck[-1]
    act(state, A.Buy(2))
    while state.pending:
        act(state, options(state)[0])
    assert state.market[2] == top
    act(state, A.Buy(2))
    assert top in state.hands[0] or any(top in state.contenders[k].weapons for k in state.teams[0])


@pytest.mark.rule("CC-ARMORY-4", "CC-GAP-21")
def test_two_xp_sends_all_five_face_up_cards_to_the_discard_pile() -> None:
    state = turn_table(xp=5)
    begin_turn(state)
    to_phase(state, "armory")
    before = list(state.market)
    act(state, A.RECYCLE)
    assert state.xp[0] == 5
    assert set(before) <= set(state.discard)
    assert not set(before) & set(state.market)
    assert A.RECYCLE not in options(state)


@pytest.mark.rule("CC-ARMORY-6", "CC-CARD-13", "CC-CARD-15", "CC-CARD-17", "CC-TERM-3")
def test_a_bought_weapon_must_be_attached_to_one_of_your_contenders_at_once() -> None:
    state = turn_table(xp=12)
    card = offer(state, 0, "ion_lance")
    begin_turn(state)
    to_phase(state, "armory")
    act(state, A.Buy(0))
    assert set(options(state)) == {A.ChooseContender(k) for k in state.teams[0]}
    with pytest.raises(IllegalAction):
        act(state, A.DONE)
    act(state, A.ChooseContender(key("vex")))
    assert state.contenders[key("vex")].weapons == [card]
    assert card not in state.hands[0]
    view = __import__("engines.cosmic", fromlist=["GAME"]).GAME.view(state, 1)
    assert view.contenders[key("vex")].weapons[0].key == "ion_lance"


@pytest.mark.rule("CC-ARMORY-8")
def test_an_empty_deck_takes_the_reshuffled_discard_pile() -> None:
    state = turn_table(xp=30)
    state.discard = state.deck[:-1]
    state.deck = state.deck[-1:]
    begin_turn(state)
    to_phase(state, "armory")
    offer(state, 0, "brace")
    offer(state, 1, "rally")
    state.discard += state.deck[:-1]
    del state.deck[:-1]
    events = act(state, A.Buy(0))
    assert state.deck == [] and "Reshuffled" not in kinds(events)
    pile = len(state.discard)
    events = act(state, A.Buy(1))
    assert "Reshuffled" in kinds(events)
    assert state.discard == [] and len(state.deck) == pile - 1
    assert all(card >= 0 for card in state.market)


@pytest.mark.rule("CC-ARMORY-9", "CC-GAP-25", "CC-CARD-21")
def test_armory_abilities_change_prices_while_buying() -> None:
    state = turn_table(xp=3)
    state.control[cell("kharos")] = 0  # Master Smiths: weapons cost 1 less
    offer(state, 0, "ion_lance")
    begin_turn(state)
    to_phase(state, "armory")
    assert A.Buy(0) in options(state)  # 4 XP, now 3
    act(state, A.Buy(0))
    act(state, A.ChooseContender(key("vex")))
    assert state.xp[0] == 2


@pytest.mark.rule("CC-ACTION-1", "CC-MOVE-1", "CC-MOVE-3", "CC-GAP-14")
def test_two_actions_move_single_contenders_orthogonally() -> None:
    state = turn_table()
    moves = {(o.contender, o.cell) for o in options(state) if isinstance(o, A.Move)}
    assert (key("vex"), cell("kharos")) in moves and (key("vex"), cell("evelon")) not in moves
    assert {c for k, c in moves if k == key("vex")} == {cell("kharos"), cell("morrow"), cell("ashfall"),
                                                        cell("tessaly")}
    act(state, A.Move(key("vex"), cell("kharos")))
    assert state.contenders[key("vex")].cell == cell("kharos")
    assert state.contenders[key("clarity")].cell == cell("sable")
    act(state, A.Move(key("vex"), cell("evelon")))
    assert state.actions_left == 0
    assert not any(isinstance(o, A.Move | A.Attack) for o in options(state))


@pytest.mark.rule("CC-MOVE-2")
def test_a_contender_may_move_to_any_planet_you_control() -> None:
    state = turn_table()
    state.control[cell("hollow")] = 0
    assert A.Move(key("vex"), cell("hollow")) in options(state)
    state.control[cell("hollow")] = 1
    assert A.Move(key("vex"), cell("hollow")) not in options(state)
    with pytest.raises(IllegalAction, match="CC-MOVE-2"):
        act(state, A.Move(key("vex"), cell("hollow")))


@pytest.mark.rule("CC-MOVE-4")
def test_traverse_once_per_turn_anywhere_for_two_xp_without_using_an_action() -> None:
    state = turn_table(xp=5)
    act(state, A.Traverse(key("seren")))
    act(state, A.ChoosePlanet(cell("hollow")))
    assert state.contenders[key("seren")].cell == cell("hollow")
    assert state.xp[0] == 3 and state.actions_left == 2
    assert not any(isinstance(o, A.Traverse) for o in options(state))
    poor = turn_table(xp=1)
    assert not any(isinstance(o, A.Traverse) for o in options(poor))
    with pytest.raises(IllegalAction, match="CC-MOVE-4"):
        act(poor, A.Traverse(key("seren")))


@pytest.mark.rule("CC-GAP-14")
def test_with_the_team_rule_a_move_and_a_traverse_carry_the_whole_team() -> None:
    state = turn_table(options={"move_unit": "team"})
    assert all(o.contender == -1 for o in options(state) if isinstance(o, A.Move | A.Traverse))
    act(state, A.Move(-1, cell("kharos")))
    assert {state.contenders[k].cell for k in state.teams[0]} == {cell("kharos")}
    act(state, A.Traverse(-1))
    act(state, A.ChoosePlanet(cell("hollow")))
    assert {state.contenders[k].cell for k in state.teams[0]} == {cell("hollow")}


@pytest.mark.rule("CC-GAP-7", "CC-WIN-2")
def test_the_timer_counts_rounds_by_default_or_turns_as_an_option() -> None:
    for counts, expected in (("round", 9), ("turn", 8)):
        state = turn_table(options={"timer_counts": counts})
        begin_turn(state, 0)
        while state.active == 0:
            act(state, A.DONE)
        while state.active == 1:
            act(state, A.DONE)
        assert state.timer == expected
    state = turn_table(options={"timer": 1})
    begin_turn(state, 0)
    while state.phase != "over":
        act(state, A.DONE)
    assert state.round == 1 and state.final is not None


@pytest.mark.rule("CC-CARD-2", "CC-CARD-3")
def test_non_combat_actions_are_free_in_the_action_phase_then_discarded() -> None:
    state = turn_table()
    state.contenders[key("seren")].health = 10
    state.contenders[key("vex")].health = 10
    card = give(state, 0, "field_dressing")
    act(state, A.PlayCard(card))
    assert set(options(state)) == {A.ChooseContender(key("seren")), A.ChooseContender(key("vex"))}
    act(state, A.ChooseContender(key("seren")))
    assert state.contenders[key("seren")].health == 14
    assert card in state.discard and state.actions_left == 2
    state = turn_table()
    card = give(state, 0, "field_dressing")
    state.phase = "armory"
    assert A.PlayCard(card) not in options(state)


def test_weapons_are_kept_by_a_contender_moving_around() -> None:
    state = turn_table()
    card = arm(state, "vex", "ion_lance")
    act(state, A.Move(key("vex"), cell("kharos")))
    assert state.contenders[key("vex")].weapons == [card]
