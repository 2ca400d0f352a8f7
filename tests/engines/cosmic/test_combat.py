"""Combat in six steps, the dice pools, damage and defeat."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.cosmic import actions as A
from engines.cosmic.content import BLUE_FACES, DEFENSE, DOUBLE, HIT, MISS, RED_FACES
from engines.cosmic.effects import add_dice, heal
from tests.engines.cosmic.helpers import act, arm, asked, cell, fight, finish, give, key, kinds, options, put, table

H, D2, DF, M = HIT, DOUBLE, DEFENSE, MISS
TEAMS = [["clarity", "seren", "vex"], ["ossa", "pell", "grael"]]


def arena(**kw):  # type: ignore[no-untyped-def]
    """Both teams on Sable Drift, seat 0 in its Action Phase."""
    return table(TEAMS, ["sable", "sable"], **kw)


@pytest.mark.rule("CC-COMBAT-1", "CC-COMBAT-3")
def test_an_attack_targets_an_opposing_contender_on_the_same_planet() -> None:
    state = arena()
    put(state, "grael", "hollow")
    attacks = {(o.attacker, o.target) for o in options(state) if isinstance(o, A.Attack)}
    assert (key("vex"), key("ossa")) in attacks and (key("clarity"), key("pell")) in attacks
    assert not any(t == key("grael") for _, t in attacks)
    assert not any(t in (key("seren"), key("clarity")) for _, t in attacks)
    with pytest.raises(IllegalAction, match="CC-COMBAT-1"):
        act(state, A.Attack(key("vex"), key("grael")))


@pytest.mark.rule("CC-COMBAT-4", "CC-DICE-1", "CC-DICE-2", "CC-DICE-3", "CC-DICE-4", "CC-DICE-5", "CC-GAP-12")
def test_both_pools_roll_at_once_six_red_dice_against_five_blue() -> None:
    state = arena()
    events = act(state, A.Attack(key("vex"), key("ossa")))
    rolls = [e for e in events if isinstance(e, A.Rolled)]
    assert [r.seat for r in rolls] == [0, 1]
    combat = state.combat
    assert combat is not None
    # Vex's Bloodlust adds a die when he attacks; Ossa has no pool passive.
    assert len(combat.atk.dice) == 7 and len(combat.dfn.dice) == 5
    assert set(combat.atk.dice) <= set(RED_FACES) and set(combat.dfn.dice) <= set(BLUE_FACES)
    six = arena(options={"defense_dice": 6})
    act(six, A.Attack(key("clarity"), key("grael")))
    assert six.combat is not None and (len(six.combat.atk.dice), len(six.combat.dfn.dice)) == (6, 6)


@pytest.mark.rule("CC-COMBAT-5", "CC-COMBAT-6")
def test_the_attacker_then_the_defender_may_reroll_picked_dice_once() -> None:
    state = arena()
    combat = fight(state, "clarity", "grael", [DF, DF, H, H, H, D2], [M, M, H, DF, DF])
    assert asked(state) == 0
    act(state, A.ToggleDie(0))
    act(state, A.ToggleDie(1))
    act(state, A.ToggleDie(1))
    assert combat.atk.chosen == 1
    act(state, A.REROLL)
    assert combat.atk.rerolled and combat.atk.dice[1:] == [DF, H, H, H, D2]
    assert asked(state) == 1
    assert A.ToggleDie(0) in options(state)
    act(state, A.KEEP)
    assert combat.dfn.rerolled and combat.dfn.dice == [M, M, H, DF, DF]
    assert not any(isinstance(o, A.ToggleDie) for o in options(state))


@pytest.mark.rule("CC-COMBAT-7", "CC-COMBAT-8", "CC-CARD-10", "CC-CARD-11", "CC-GAP-15")
def test_the_defender_may_play_up_to_two_support_actions() -> None:
    state = arena()
    for name in ("brace", "brace", "counterguard"):
        give(state, 1, name)
    state.hands[1].append(state.hands[1].pop(1))
    ossa = state.contenders[key("ossa")]
    ossa.awakened = True
    combat = fight(state, "clarity", "grael", [H] * 6, [M] * 5)
    act(state, A.KEEP)
    act(state, A.KEEP)
    assert combat.step == "support_def" and asked(state) == 1
    plays = options(state)
    assert A.UseAbility(key("ossa"), "support") in plays  # any of the defender's Awakened Contenders
    assert not any(isinstance(o, A.UseAbility) and o.kind == "combat" for o in plays)
    assert len([o for o in plays if isinstance(o, A.PlayCard)]) == 2  # one option per design
    act(state, A.UseAbility(key("ossa"), "support"))
    act(state, next(o for o in options(state) if isinstance(o, A.PlayCard)))
    assert combat.dfn.used == 2
    assert combat.step != "support_def"  # the cap of two is reached


@pytest.mark.rule("CC-COMBAT-9", "CC-COMBAT-10", "CC-COMBAT-11", "CC-CARD-5", "CC-CARD-6", "CC-CARD-7", "CC-GAP-15")
def test_the_attacker_uses_up_to_two_actions_and_only_the_attacker_its_combat_action() -> None:
    state = arena()
    for name in ("precision_strike", "overcharge", "brace"):
        give(state, 0, name)
    for name in ("clarity", "seren"):
        state.contenders[key(name)].awakened = True
    combat = fight(state, "clarity", "grael", [H] * 6, [M] * 5)
    act(state, A.KEEP)
    act(state, A.KEEP)
    assert combat.step == "actions_atk" and asked(state) == 0
    plays = options(state)
    assert A.UseAbility(key("clarity"), "combat") in plays
    assert A.UseAbility(key("seren"), "combat") not in plays
    assert A.UseAbility(key("seren"), "support") in plays
    assert {type(o) for o in plays} == {A.PlayCard, A.UseAbility, A.Done}
    act(state, next(o for o in plays if isinstance(o, A.PlayCard) and o.card == state.hands[0][0]))
    act(state, next(o for o in options(state) if isinstance(o, A.PlayCard)))
    assert combat.atk.used == 2 and combat.atk.combat_cards == 2
    assert state.combat is None or combat.step not in ("actions_atk",)


@pytest.mark.rule("CC-COMBAT-12", "CC-COMBAT-13", "CC-COMBAT-14", "CC-COMBAT-15", "CC-GAP-6", "CC-TERM-10")
def test_damage_is_hits_minus_the_other_sides_defense_dealt_to_both_at_once() -> None:
    state = arena()
    fight(state, "clarity", "grael", [H, H, D2, DF, H, H], [D2, H, DF, M, M])
    events = finish(state)
    values = next(e for e in events if isinstance(e, A.CombatValues))
    assert values.attack == [6, 1] and values.defense == [3, 1]
    assert values.damage == [2, 5]
    assert state.contenders[key("grael")].health == 15
    assert state.contenders[key("clarity")].health == 18
    assert state.last_combat is not None and state.last_combat.dfn.damage_taken == 5


@pytest.mark.rule("CC-GAP-6")
def test_damage_never_goes_below_zero_and_the_house_readings_are_options() -> None:
    state = arena()
    fight(state, "clarity", "grael", [DF] * 6, [DF] * 5)
    finish(state)
    assert state.contenders[key("grael")].health == 20 and state.contenders[key("clarity")].health == 20
    raw = arena(options={"damage_formula": "raw", "double_hit": 1})
    fight(raw, "clarity", "grael", [D2, H, DF, DF, DF, DF], [H, DF, DF, DF, DF])
    finish(raw)
    assert raw.contenders[key("grael")].health == 18  # 2 Hits, a Double Hit counting one, Defense ignored
    assert raw.contenders[key("clarity")].health == 19


@pytest.mark.rule("CC-COMBAT-2", "CC-GAP-23")
def test_both_players_engaged_in_combat_gain_one_xp() -> None:
    state = arena(xp=0)
    fight(state, "clarity", "grael", [DF] * 6, [DF] * 5)
    finish(state)
    assert state.xp == [1, 1]


@pytest.mark.rule("CC-COMBAT-16", "CC-DICE-6")
def test_cards_change_the_pool_and_the_final_combat_value() -> None:
    state = arena()
    arm(state, "grael", "ion_lance")
    give(state, 0, "precision_strike")
    act(state, A.Attack(key("clarity"), key("grael")))
    combat = state.combat
    assert combat is not None and len(combat.dfn.dice) == 6
    combat.atk.dice, combat.dfn.dice = [H] * 6, [DF] * 6
    act(state, A.KEEP)
    act(state, A.KEEP)
    events = act(state, A.PlayCard(state.hands[0][0])) + finish(state)
    values = next(e for e in events if isinstance(e, A.CombatValues))
    assert values.attack[0] == 8 and values.damage[1] == 2


@pytest.mark.rule("CC-COMBAT-17", "CC-COMBAT-18", "CC-GAP-16", "CC-TERM-1", "CC-TERM-2")
def test_abilities_need_a_zero_cooldown_and_reset_it_to_the_default_when_used() -> None:
    state = arena()
    vex = state.contenders[key("vex")]
    vex.awakened = True
    vex.cd_support = 1
    fight(state, "vex", "grael", [H] * 6, [M] * 5)
    act(state, A.KEEP)
    act(state, A.KEEP)
    plays = options(state)
    assert A.UseAbility(key("vex"), "combat") in plays
    assert A.UseAbility(key("vex"), "support") not in plays
    act(state, A.UseAbility(key("vex"), "combat"))
    assert (vex.cd_combat, vex.cd_support) == (3, 1)


@pytest.mark.rule("CC-COMBAT-19", "CC-COMBAT-20", "CC-CARD-23", "CC-GAP-18", "CC-TERM-9")
def test_a_defeated_contender_loses_its_weapons_and_returns_unrivaled_with_fifteen_health() -> None:
    state = arena()
    target = state.contenders[key("grael")]
    target.health, target.awakened = 3, True
    card = arm(state, "grael", "aegis_buckler")
    fight(state, "vex", "grael", [H] * 7, [M] * 5)
    events = finish(state)
    assert "Defeated" in kinds(events)
    assert (target.health, target.awakened, target.weapons) == (15, False, [])
    assert card in state.discard
    assert target.owner == 1 and target.cell == cell("sable")  # still in play, on its planet


@pytest.mark.rule("CC-COMBAT-21")
def test_health_never_exceeds_twenty() -> None:
    state = arena()
    seren = state.contenders[key("seren")]
    seren.health = 18
    heal(state, 0, key("seren"), 5, [], "test")
    assert seren.health == 20


@pytest.mark.rule("CC-DICE-7", "CC-GAP-13")
def test_no_pool_holds_more_than_twelve_dice_and_extra_dice_take_the_pool_colour() -> None:
    state = arena()
    combat = fight(state, "clarity", "grael", [H] * 6, [H] * 5)
    add_dice(state, combat.atk, 40, "test", [])
    add_dice(state, combat.dfn, 40, "test", [])
    assert len(combat.atk.dice) == 12 and len(combat.dfn.dice) == 12
    assert MISS not in combat.atk.dice  # red Attack dice have no Miss face
    assert set(combat.dfn.dice[5:]) <= set(BLUE_FACES)


def test_a_combat_costs_one_of_the_two_actions() -> None:
    state = arena()
    fight(state, "clarity", "grael", [DF] * 6, [DF] * 5)
    finish(state)
    assert state.actions_left == 1 and state.phase == "action"


def test_the_final_combat_values_line_counts_one_hit_in_the_singular() -> None:
    from engines.cosmic.text import narrate

    line = narrate(A.CombatValues(attack=[6, 0], defense=[1, 3], damage=[5, 0]))
    assert line == "Final Combat Values: attacker 6 Hits 0 Defense, defender 1 Hit 3 Defense."
