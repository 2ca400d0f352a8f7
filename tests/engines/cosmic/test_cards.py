"""Armory cards: the four types, the rulebook's four examples and every house design."""

from __future__ import annotations

import pytest

from engines.cosmic import GAME
from engines.cosmic import actions as A
from engines.cosmic.content import DEFENSE, DOUBLE, HIT, MISS, design
from engines.cosmic.effects import attach
from tests.engines.cosmic.helpers import (
    act,
    arm,
    asked,
    cell,
    fight,
    finish,
    give,
    key,
    last_values,
    options,
    put,
    table,
)

H, D2, DF, M = HIT, DOUBLE, DEFENSE, MISS
TEAMS = [["clarity", "seren", "vex"], ["ossa", "kaida", "grael"]]


def arena(**kw):  # type: ignore[no-untyped-def]
    return table(TEAMS, ["sable", "sable"], **kw)


def to_step(state, step):  # type: ignore[no-untyped-def]
    while state.combat is not None and state.combat.step != step:
        choices = options(state)
        act(state, A.KEEP if A.KEEP in choices else A.DONE)


def values_after(state, seat, card):  # type: ignore[no-untyped-def]
    """Play a card in this seat's combat step, pass the rest, return the CombatValues event."""
    events = act(state, A.PlayCard(card))
    while state.pending:
        events += act(state, options(state)[0])
    events += finish(state)
    return next(e for e in events if isinstance(e, A.CombatValues))


@pytest.mark.rule("CC-EXCARD-1", "CC-CARD-1", "CC-CARD-2")
def test_bad_intentions_sets_an_opposing_awakened_contender_to_unrivaled() -> None:
    state = arena()
    state.contenders[key("kaida")].awakened = True
    card = give(state, 0, "bad_intentions")
    assert design(card).cost == 5 and design(card).type == "non_combat"
    act(state, A.PlayCard(card))
    assert not state.contenders[key("kaida")].awakened
    assert A.PlayCard(card) not in options(state)


@pytest.mark.rule("CC-TERM-6", "CC-EXCARD-1")
def test_cant_beats_can_dunmere_cannot_be_chosen_by_an_opponents_card() -> None:
    teams = [["clarity", "seren", "vex"], ["dunmere", "kaida", "grael"]]
    state = table(teams, ["sable", "hollow"])
    put(state, "dunmere", "sable")
    card = give(state, 0, "sabotage")
    assert A.PlayCard(card) not in options(state)  # Dunmere is the only opponent near, and can't be chosen
    put(state, "kaida", "sable")
    act(state, A.PlayCard(card))
    assert state.contenders[key("dunmere")].health == 20 and state.contenders[key("kaida")].health == 17
    kept = table(teams, ["sable", "hollow"], options={"keep_passive": True})
    kept.contenders[key("dunmere")].awakened = True
    card = give(kept, 0, "bad_intentions")
    assert A.PlayCard(card) not in options(kept)


@pytest.mark.rule("CC-EXCARD-2", "CC-GAP-26", "CC-CARD-8")
def test_amplification_on_your_own_planet_doubles_hits_or_defense_and_gives_a_gambit_point() -> None:
    state = arena()
    state.control[cell("sable")] = 0
    card = give(state, 0, "amplification")
    fight(state, "clarity", "grael", [H, H, H, DF, DF, DF], [M] * 5)
    to_step(state, "actions_atk")
    act(state, A.PlayCard(card))
    assert set(options(state)) == {A.ChooseMode("hit"), A.ChooseMode("defense")}
    act(state, A.ChooseMode("hit"))
    finish(state)
    attack, _, _ = last_values(state)
    assert attack == [6, 3] and state.gp[0] == 2  # Amplification 1 + 5 damage 1
    assert card in state.discard
    elsewhere = arena()
    card = give(elsewhere, 0, "amplification")
    fight(elsewhere, "clarity", "grael", [H] * 6, [M] * 5)
    to_step(elsewhere, "actions_atk")
    assert elsewhere.combat is None or A.PlayCard(card) not in options(elsewhere)


@pytest.mark.rule("CC-EXCARD-3", "CC-CARD-12")
def test_collective_intelligence_takes_a_weapon_from_the_discard_pile_to_an_unrivaled_contender() -> None:
    state = arena()
    mace = arm(state, "ossa", "battle_mace")
    state.contenders[key("ossa")].weapons = []
    state.discard.append(mace)
    lance = arm(state, "ossa", "ion_lance")
    state.contenders[key("ossa")].weapons = []
    state.discard.append(lance)
    card = give(state, 1, "collective_intelligence")
    state.contenders[key("grael")].awakened = True
    fight(state, "clarity", "grael", [H] * 6, [M] * 5)
    to_step(state, "support_def")
    assert asked(state) == 1
    act(state, A.PlayCard(card))
    assert set(options(state)) == {A.ChooseCard(mace), A.ChooseCard(lance)}
    act(state, A.ChooseCard(mace))
    assert set(options(state)) == {A.ChooseContender(key("ossa")), A.ChooseContender(key("kaida"))}
    act(state, A.ChooseContender(key("kaida")))
    assert mace in state.contenders[key("kaida")].weapons
    assert card in state.discard and mace not in state.discard


@pytest.mark.rule("CC-EXCARD-4", "CC-TERM-6", "CC-CARD-18", "CC-CARD-19")
def test_battle_mace_forbids_rerolls_and_heals_one_per_final_hit() -> None:
    state = arena()
    arm(state, "clarity", "battle_mace")
    state.contenders[key("seren")].health = 5
    state.contenders[key("vex")].health = 12
    fight(state, "clarity", "grael", [H, H, H, DF, DF, DF], [M] * 5)
    assert asked(state) == 1  # the attacker's re-roll step is skipped: it can't re-roll
    assert state.combat is not None and state.combat.step == "reroll_def"
    give(state, 0, "lucky_break")
    finish(state)
    assert set(options(state)) == {A.ChooseContender(key("seren")), A.ChooseContender(key("vex"))}
    act(state, A.ChooseContender(key("seren")))
    assert state.contenders[key("seren")].health == 8
    idle = arena()
    arm(idle, "seren", "battle_mace")
    fight(idle, "clarity", "grael", [H] * 6, [M] * 5)
    assert asked(idle) == 0  # Clarity may re-roll; the mace on Seren is not in this combat


@pytest.mark.rule("CC-TERM-6")
def test_cant_beats_can_a_mace_bearer_cannot_use_second_chance() -> None:
    state = table([["clarity", "oriel", "vex"], ["ossa", "kaida", "grael"]], ["sable", "sable"])
    arm(state, "clarity", "battle_mace")
    state.contenders[key("oriel")].awakened = True
    fight(state, "clarity", "grael", [DF] * 6, [M] * 5)
    to_step(state, "actions_atk")
    assert state.combat is None or A.UseAbility(key("oriel"), "support") not in options(state)
    free = table([["clarity", "oriel", "vex"], ["ossa", "kaida", "grael"]], ["sable", "sable"])
    free.contenders[key("oriel")].awakened = True
    fight(free, "clarity", "grael", [DF] * 6, [M] * 5)
    to_step(free, "actions_atk")
    assert A.UseAbility(key("oriel"), "support") in options(free)


@pytest.mark.rule("CC-EXCARD-5", "CC-PLANET-3", "CC-CARD-25", "CC-CONQUEST-11")
def test_evelon_restores_one_more_health_each_time_you_restore_health() -> None:
    state = arena()
    state.control[cell("evelon")] = 0
    state.contenders[key("seren")].health = 10
    card = give(state, 0, "field_dressing")
    act(state, A.PlayCard(card))
    assert state.contenders[key("seren")].health == 15


@pytest.mark.rule("CC-CARD-14", "CC-CARD-16")
def test_a_new_weapon_replaces_the_old_one_unless_a_card_says_otherwise() -> None:
    state = arena()
    old = arm(state, "vex", "ion_lance")
    new = give(state, 0, "aegis_buckler")
    state.hands[0].remove(new)
    attach(state, 0, new, key("vex"), [])
    assert state.contenders[key("vex")].weapons == [new] and old in state.discard
    compass = give(state, 0, "wayfinder_compass")
    state.hands[0].remove(compass)
    attach(state, 0, compass, key("vex"), [])
    assert state.contenders[key("vex")].weapons == [new, compass]


@pytest.mark.rule("CC-CARD-20", "CC-CARD-21")
def test_weapons_act_in_combat_and_passive_weapons_outside_it() -> None:
    state = arena(xp=1)
    arm(state, "vex", "wayfinder_compass")
    traverses = {o.contender for o in options(state) if isinstance(o, A.Traverse)}
    assert traverses == {key("vex")}  # free for Vex, 2 XP for the others
    arm(state, "clarity", "aegis_buckler")
    fight(state, "clarity", "grael", [DF] * 6, [H] * 5)
    events = finish(state)
    values = next(e for e in events if isinstance(e, A.CombatValues))
    assert values.attack[1] == 7


@pytest.mark.rule("CC-CARD-22")
def test_weapons_stay_attached_when_their_contender_is_awakened() -> None:
    state = arena(xp=10)
    card = arm(state, "vex", "ion_lance")
    state.phase = "recovery"
    act(state, A.Awaken(key("vex")))
    assert state.contenders[key("vex")].awakened and state.contenders[key("vex")].weapons == [card]


@pytest.mark.rule("CC-CARD-24", "CC-CONQUEST-6")
def test_the_planet_card_shows_its_controller_on_every_view() -> None:
    state = arena()
    state.control[cell("sable")] = 1
    for seat in (0, 1, None):
        assert GAME.view(state, seat).planets[cell("sable")].controller == 1


# ----- the house designs, one by one --------------------------------------------------------------
@pytest.mark.rule("CC-GAP-3")
@pytest.mark.parametrize(("name", "atk", "dfn", "expected"), [
    ("overcharge", [H] * 6, [M] * 5, None),
    ("precision_strike", [H] * 6, [M] * 5, [8, 0]),
    ("rend_armor", [H] * 6, [DF] * 5, [6, 0]),
    ("brace", [DF] * 6, [M] * 5, [0, 8]),
    ("rally", [H] * 6, [M] * 5, [7, 1]),
])
def test_attacker_cards_change_the_final_combat_value(name: str, atk: list[int], dfn: list[int],
                                                       expected: list[int] | None) -> None:
    state = arena()
    card = give(state, 0, name)
    combat = fight(state, "clarity", "grael", atk, dfn)
    to_step(state, "actions_atk")
    values = values_after(state, 0, card)
    if expected is None:
        assert len(combat.atk.dice) == 8
    else:
        assert values.attack == expected
    if name == "rend_armor":
        assert values.defense[1] == 2  # 5 Defense, 3 fewer
    assert card in state.discard


@pytest.mark.rule("CC-GAP-3")
def test_relentless_and_second_wind_act_after_combat_damage() -> None:
    state = arena()
    state.contenders[key("clarity")].health = 10
    give(state, 0, "relentless")
    give(state, 0, "second_wind")
    fight(state, "clarity", "grael", [H] * 6, [DF] * 5)
    to_step(state, "actions_atk")
    act(state, A.PlayCard(state.hands[0][0]))
    act(state, A.PlayCard(state.hands[0][0]))
    finish(state)
    assert state.contenders[key("grael")].health == 20 - 1 - 2
    assert state.contenders[key("clarity")].health == 13


@pytest.mark.rule("CC-GAP-3")
def test_lucky_break_and_counterguard_help_the_defender() -> None:
    state = arena()
    give(state, 1, "lucky_break")
    give(state, 1, "counterguard")
    fight(state, "clarity", "grael", [H] * 6, [M, M, M, M, DF])
    to_step(state, "support_def")
    act(state, A.PlayCard(state.hands[1][0]))
    act(state, A.ChooseDie(0))
    act(state, A.PlayCard(state.hands[1][0]))
    finish(state)
    _, defense, _ = last_values(state)
    assert defense == [2, 1]
    assert state.contenders[key("grael")].health == 20 - (6 - 1 - 3)


@pytest.mark.rule("CC-GAP-3")
def test_the_other_non_combat_cards() -> None:
    state = arena(xp=0)
    state.control[cell("evelon")] = 0
    act(state, A.PlayCard(give(state, 0, "salvage_claim")))
    assert state.xp[0] == 2
    act(state, A.PlayCard(give(state, 0, "sabotage")))
    act(state, A.ChooseContender(key("kaida")))
    assert state.contenders[key("kaida")].health == 17
    clarity = state.contenders[key("clarity")]
    clarity.awakened, clarity.cd_combat, clarity.cd_support = True, 2, 3
    act(state, A.PlayCard(give(state, 0, "meditation_rite")))
    assert (clarity.cd_combat, clarity.cd_support) == (0, 0)
    act(state, A.PlayCard(give(state, 0, "forced_march")))
    act(state, A.ChooseContender(key("vex")))
    act(state, A.ChoosePlanet(cell("kharos")))
    assert state.contenders[key("vex")].cell == cell("kharos") and state.actions_left == 2


@pytest.mark.rule("CC-GAP-3")
def test_the_other_weapons() -> None:
    state = arena()
    arm(state, "clarity", "serrated_glaive")
    arm(state, "grael", "siphon_blade")
    state.contenders[key("grael")].health = 10
    fight(state, "clarity", "grael", [H] * 6, [H, H, H, H, M])
    events = finish(state)
    values = next(e for e in events if isinstance(e, A.CombatValues))
    assert values.attack[0] == 8
    assert state.contenders[key("clarity")].health == 16
    assert state.contenders[key("grael")].health == 10 - 8 + 2


def test_every_card_type_goes_to_the_discard_pile_once_played() -> None:
    state = arena()
    put(state, "grael", "sable")
    card = give(state, 1, "brace")
    fight(state, "clarity", "grael", [H] * 6, [M] * 5)
    to_step(state, "support_def")
    act(state, A.PlayCard(card))
    assert card in state.discard and card not in state.hands[1]
