"""Contenders: the card's parts, Clarity as printed, and every house Contender's abilities."""

from __future__ import annotations

from typing import Any

import pytest

from engines.cosmic import GAME
from engines.cosmic import actions as A
from engines.cosmic.content import CONTENDERS, DEFENSE, DOUBLE, HIT, MISS, PLANETS
from engines.cosmic.state import CosmicState
from tests.engines.cosmic.helpers import (
    act,
    begin_turn,
    cell,
    fight,
    finish,
    key,
    kinds,
    last_values,
    offer,
    options,
    put,
    table,
)

H, D2, DF, M = HIT, DOUBLE, DEFENSE, MISS


def duel(att: str, dfn: str, atk: list[int], dfe: list[int], *, mates: tuple[tuple[str, ...], ...] = ((), ()),
         awake: tuple[str, ...] = (), health: dict[str, int] | None = None, **kw: Any) -> CosmicState:
    state = table([[att, *mates[0]], [dfn, *mates[1]]], ["sable", "sable"], **kw)
    for name in awake:
        state.contenders[key(name)].awakened = True
    for name, value in (health or {}).items():
        state.contenders[key(name)].health = value
    fight(state, att, dfn, atk, dfe)
    return state


def to_step(state: CosmicState, step: str) -> None:
    while state.combat is not None and state.combat.step != step:
        act(state, A.KEEP if A.KEEP in options(state) else A.DONE)


def use(state: CosmicState, name: str, kind: str, *choices: Any) -> list[Any]:
    """Activate an ability in its owner's step, make the choices, and finish the combat."""
    combat = state.combat
    assert combat is not None
    attacker = state.contenders[key(name)].owner == combat.atk.seat
    to_step(state, "actions_atk" if attacker else "support_def")
    events = act(state, A.UseAbility(key(name), kind))
    for choice in choices:
        events += act(state, choice)
    return events + finish(state)


def health(state: CosmicState, name: str) -> int:
    return state.contenders[key(name)].health


@pytest.mark.rule("CC-CONTENDER-1", "CC-CONTENDER-2", "CC-CONTENDER-3", "CC-CONTENDER-4", "CC-CONTENDER-5",
                  "CC-CONTENDER-6", "CC-CONTENDER-7", "CC-GAP-2", "CC-GAP-5")
def test_every_contender_card_has_class_health_passive_two_abilities_and_a_home() -> None:
    state = table([["clarity"], ["vex"]], ["sable", "sable"])
    view = GAME.view(state, None)
    for card in view.contenders:
        assert card.klass in ("sentinel", "savior", "destroyer") and card.health == 20
        assert card.passive.text and card.combat.cooldown > 0 and card.support.cooldown > 0
        assert card.home in {p.key for p in PLANETS}
    homes = [c.home for c in CONTENDERS]
    assert all(homes.count(p.index) == 2 for p in PLANETS)
    clarity = view.contenders[key("clarity")]
    assert (clarity.passive.name, clarity.combat.name, clarity.support.name) == (
        "Life and Death", "Spectral Reckoning", "Shadow Parry")
    assert clarity.passive_active and clarity.combat.cooldown == 3 and clarity.support.cooldown == 3


@pytest.mark.rule("CC-CLARITY-1")
def test_clarity_losing_three_health_in_combat_restores_two_to_another_contender() -> None:
    state = duel("corvane", "clarity", [H] * 6, [M] * 5, mates=((), ("seren", "vex")),
                 health={"seren": 10, "vex": 12})
    finish(state)
    assert health(state, "clarity") == 14
    assert set(options(state)) == {A.ChooseContender(key("seren")), A.ChooseContender(key("vex"))}
    act(state, A.ChooseContender(key("seren")))
    assert health(state, "seren") == 12
    calm = duel("corvane", "clarity", [DF] * 6, [M] * 5, mates=((), ("seren",)), health={"seren": 10})
    finish(calm)
    assert health(calm, "seren") == 10


@pytest.mark.rule("CC-CLARITY-2")
def test_spectral_reckoning_hurts_every_defending_contender_two_per_defense_rolled() -> None:
    state = duel("clarity", "corvane", [DF] * 6, [DF] * 5, mates=((), ("kaida", "oriel")), awake=("clarity",))
    put(state, "oriel", "hollow")
    events = use(state, "clarity", "combat")
    roll = next(e for e in events if isinstance(e, A.Rolled) and e.why == "spectral_reckoning")
    lost = 2 * roll.dice.count(DEFENSE)
    assert len(roll.dice) == 3
    assert health(state, "kaida") == 20 - lost and health(state, "oriel") == 20 - lost
    assert state.contenders[key("clarity")].cd_combat == 3


@pytest.mark.rule("CC-CLARITY-3")
def test_shadow_parry_hurts_a_chosen_idle_opponent_one_per_final_hit() -> None:
    state = duel("clarity", "corvane", [H, H, H, DF, DF, DF], [M] * 5, mates=((), ("kaida", "oriel")),
                 awake=("clarity",))
    to_step(state, "actions_atk")
    act(state, A.UseAbility(key("clarity"), "support"))
    assert set(options(state)) == {A.ChooseContender(key("kaida")), A.ChooseContender(key("oriel"))}
    act(state, A.ChooseContender(key("oriel")))
    finish(state)
    assert health(state, "oriel") == 17 and health(state, "kaida") == 20


@pytest.mark.rule("CC-GAP-17")
def test_an_awakened_contender_shows_no_passive_unless_the_option_keeps_it() -> None:
    state = duel("vex", "corvane", [H] * 6, [M] * 5, awake=("vex",))
    assert state.combat is not None and len(state.combat.atk.dice) == 6
    kept = duel("vex", "corvane", [H] * 6, [M] * 5, awake=("vex",), options={"keep_passive": True})
    kept.combat = None
    events: list[Any] = []
    act(kept, A.Attack(key("vex"), key("corvane")))
    assert kept.combat is not None and len(kept.combat.atk.dice) == 7
    assert GAME.view(state, 0).contenders[key("vex")].passive_active is False
    del events


# ----- ability by ability ------------------------------------------------------------------------
BONUS_CASES = [
    # (user, kind, attacker, defender, atk dice, def dice, expected attacker [H, D], defender [H, D])
    ("ossa", "combat", "ossa", "corvane", [DF, DF, DF, H, H, H], [M] * 5, [6, 3], [0, 0]),
    ("corvane", "support", "corvane", "kaida", [H] * 6, [M] * 5, [6, 2], [0, 0]),
    ("iro", "combat", "iro", "kaida", [H] * 6, [DF] * 5, [6, 0], [0, 2]),
    ("iro", "support", "iro", "kaida", [H] * 6, [M] * 5, [6, 1], [0, 0]),
    ("dunmere", "combat", "dunmere", "kaida", [H] * 6, [M] * 5, [10, 0], [0, 0]),
    ("pell", "combat", "pell", "kaida", [H] * 6, [M] * 5, [7, 0], [0, 0]),
    ("ysolde", "combat", "ysolde", "kaida", [D2, D2, H, H, H, H], [M] * 5, [10, 0], [0, 0]),
    ("kaida", "combat", "kaida", "corvane", [D2, D2, H, H, H, H], [DF] * 5, [8, 0], [0, 3]),
    ("vex", "support", "vex", "kaida", [H] * 6, [M] * 5, [8, 0], [0, 0]),
    ("grael", "support", "grael", "kaida", [H] * 6, [DF] * 5, [6, 0], [0, 3]),
    ("sael", "support", "sael", "kaida", [H] * 6, [M] * 5, [9, 0], [0, 0]),
]


@pytest.mark.rule("CC-GAP-2")
@pytest.mark.parametrize(("user", "kind", "att", "dfn", "atk", "dfe", "attack", "defense"), BONUS_CASES,
                         ids=[f"{c[0]}-{c[1]}" for c in BONUS_CASES])
def test_abilities_that_change_the_final_combat_value(user: str, kind: str, att: str, dfn: str, atk: list[int],
                                                      dfe: list[int], attack: list[int], defense: list[int]) -> None:
    state = duel(att, dfn, atk, dfe, awake=(user,), health={"dunmere": 20, "kaida": 15})
    use(state, user, kind)
    got_attack, got_defense, _ = last_values(state)
    assert got_attack == attack and got_defense == defense


@pytest.mark.rule("CC-GAP-2")
def test_dice_abilities_add_change_or_reroll_dice() -> None:
    for user, kind, count in (("maelis", "combat", 8), ("brakka", "combat", 9), ("torva", "support", 8)):
        state = duel(user, "kaida", [H] * 6, [M] * 5, awake=(user,))
        use(state, user, kind)
        assert state.last_combat is not None and len(state.last_combat.atk.dice) == count
    state = duel("oriel", "kaida", [H] * 6, [DF, DF, DF, H, H], awake=("oriel",))
    use(state, "oriel", "combat")
    assert last_values(state)[1] == [2, 1]  # Sunder Veil: two Defense dice now show Miss
    state = duel("corvane", "kaida", [H] * 6, [DF] * 5, awake=("corvane",))
    events = use(state, "corvane", "combat")
    assert any(isinstance(e, A.Rolled) and e.why == "judgement_arc" for e in events)
    state = duel("oriel", "kaida", [DF] * 6, [M] * 5, awake=("oriel",))
    events = use(state, "oriel", "support")
    assert any(isinstance(e, A.Rolled) and e.why == "second_chance" for e in events)
    state = duel("nyx", "kaida", [H] * 6, [D2] * 5, awake=("nyx",))
    events = use(state, "nyx", "support")
    assert any(isinstance(e, A.Rolled) and e.why == "smoke_veil" for e in events)


@pytest.mark.rule("CC-GAP-2")
def test_protecting_abilities_limit_combat_damage() -> None:
    state = duel("corvane", "ossa", [H] * 6, [M] * 5, awake=("ossa",))
    use(state, "ossa", "support")  # Rampart: prevent 3
    assert health(state, "ossa") == 17
    state = duel("corvane", "dunmere", [H] * 6, [M] * 5, awake=("dunmere",))
    use(state, "dunmere", "support")  # Stand Firm: no more than 4
    assert health(state, "dunmere") == 16
    state = duel("corvane", "pell", [H] * 6, [M] * 5, awake=("pell",))
    use(state, "pell", "support")  # Sanctuary: prevent 4
    assert health(state, "pell") == 18
    state = duel("nyx", "kaida", [M] * 6, [H] * 5, awake=("nyx",))
    use(state, "nyx", "combat")  # Shadowstrike: no combat damage to Nyx
    assert health(state, "nyx") == 20


@pytest.mark.rule("CC-GAP-2")
def test_healing_abilities_restore_after_combat_damage() -> None:
    state = duel("seren", "kaida", [H] * 6, [M] * 5, mates=(("vex",), ()), awake=("seren",), health={"vex": 5})
    use(state, "seren", "combat", A.ChooseContender(key("vex")))
    assert health(state, "vex") == 5 + 6  # Lifeline Strike: the damage dealt
    state = duel("seren", "kaida", [H] * 6, [M] * 5, mates=(("vex",), ()), awake=("seren",), health={"vex": 5})
    use(state, "seren", "support", A.ChooseContender(key("vex")))
    assert health(state, "vex") == 8  # Benediction
    state = duel("ysolde", "kaida", [DF] * 6, [M] * 5, mates=(("vex",), ()), awake=("ysolde",), health={"vex": 5})
    use(state, "ysolde", "support")
    assert health(state, "vex") == 7  # Renewal
    state = duel("kaida", "corvane", [DF] * 6, [M] * 5, mates=(("vex",), ()), awake=("kaida",), health={"vex": 5})
    put(state, "vex", "hollow")
    use(state, "kaida", "support")
    assert health(state, "vex") == 7  # Healing Tide reaches every Contender you control
    state = duel("aumery", "kaida", [H] * 6, [H] * 5, awake=("aumery",))
    use(state, "aumery", "support")
    assert health(state, "aumery") == 20 - 5 + 4  # Absolution


@pytest.mark.rule("CC-GAP-2")
def test_damaging_abilities_after_combat_damage() -> None:
    state = duel("maelis", "kaida", [DF] * 6, [M] * 5, awake=("maelis",))
    use(state, "maelis", "support")
    assert health(state, "kaida") == 18  # Barbed Guard
    state = duel("vex", "kaida", [DF] * 6, [M] * 5, mates=((), ("oriel",)), awake=("vex",))
    use(state, "vex", "combat")
    assert health(state, "oriel") == 18 and health(state, "kaida") == 20  # Cleave
    state = duel("brakka", "kaida", [DF] * 6, [M] * 5, mates=((), ("oriel",)), awake=("brakka",))
    use(state, "brakka", "support")
    assert health(state, "oriel") == 18  # War Roar
    state = duel("sael", "kaida", [H] * 6, [M] * 5, awake=("sael",))
    use(state, "sael", "combat")
    assert health(state, "kaida") == 20 - 6 - 3  # Overrun
    state = duel("sael", "kaida", [DF] * 6, [M] * 5, awake=("sael",))
    use(state, "sael", "support")
    assert health(state, "sael") == 18 and health(state, "kaida") == 17  # Blood Pact
    state = duel("torva", "kaida", [DF] * 6, [M] * 5, mates=(("seren",), ("oriel",)), awake=("torva",))
    use(state, "torva", "combat")
    assert (health(state, "seren"), health(state, "oriel"), health(state, "kaida"), health(state, "torva")) == (
        18, 18, 18, 20)  # Inferno
    state = duel("grael", "kaida", [H, H, H, H, DF, DF], [M] * 5, awake=("grael",), health={"kaida": 10})
    use(state, "grael", "combat")
    assert last_values(state)[0] == [8, 2]  # Finishing Blow
    state = duel("aumery", "kaida", [H] * 6, [M] * 5, awake=("aumery",), health={"aumery": 9, "kaida": 15})
    use(state, "aumery", "combat")
    assert last_values(state)[0] == [9, 0]  # Smite


@pytest.mark.rule("CC-GAP-2", "CC-CONTENDER-3")
def test_combat_passives_of_unrivaled_contenders() -> None:
    checks = [
        ("corvane", "ossa", [H] * 6, [M] * 5, lambda s: last_values(s)[1] == [0, 1]),  # Stone Skin
        ("grael", "kaida", [H] * 6, [M] * 5, lambda s: last_values(s)[0] == [8, 0]),  # Executioner
        ("sael", "kaida", [H] * 6, [DF] * 5, lambda s: last_values(s)[0] == [7, 0]),  # Reckless
        ("torva", "kaida", [H] * 6, [DF] * 5, lambda s: last_values(s)[1] == [0, 4]),  # Ember Heart
        ("corvane", "maelis", [H] * 6, [M] * 5, lambda s: health(s, "corvane") == 19),  # Thornguard
        ("corvane", "pell", [H] * 6, [M] * 5, lambda s: health(s, "pell") == 15),  # Field Medic
        ("ysolde", "kaida", [DF] * 6, [M] * 5, lambda s: s.xp[0] == 12),  # Grace
    ]
    for att, dfn, atk, dfe, check in checks:
        state = duel(att, dfn, atk, dfe, health={"kaida": 8} if att == "grael" else None)
        finish(state)
        assert check(state), (att, dfn)


@pytest.mark.rule("CC-GAP-2", "CC-DICE-6")
def test_pool_passives_add_a_die_when_attacking_or_defending() -> None:
    for att, dfn, sizes in (("corvane", "iro", (6, 6)), ("vex", "kaida", (7, 5)), ("iro", "kaida", (6, 5))):
        state = table([[att], [dfn]], ["sable", "sable"])
        act(state, A.Attack(key(att), key(dfn)))
        assert state.combat is not None
        assert (len(state.combat.atk.dice), len(state.combat.dfn.dice)) == sizes, att


@pytest.mark.rule("CC-GAP-2")
def test_other_passives_ambush_rampage_last_rites_insight_moonlit_path_vigil() -> None:
    state = table([["nyx"], ["kaida"]], ["morrow", "sable"])
    act(state, A.Move(key("nyx"), cell("sable")))
    fight(state, "nyx", "kaida", [H] * 6, [M] * 5)
    finish(state)
    assert last_values(state)[0] == [8, 0]  # Ambush
    state = duel("brakka", "kaida", [H] * 6, [M] * 5, mates=((), ("aumery",)), health={"kaida": 3}, xp=0)
    finish(state)
    assert state.xp == [1 + 2, 1 + 2]  # Rampage for seat 0, Last Rites for seat 1
    for team, offered in ((["oriel", "kaida"], True), (["seren", "kaida"], False)):
        state = table([team, ["vex"]], ["sable", "hollow"], xp=1, phase="armory")
        offer(state, 0, "field_dressing")
        assert (A.Buy(0) in options(state)) is offered  # Insight: Non-Combat Actions cost 1 XP less
    assert A.Traverse(key("oriel")) in [o for o in options(table([["kaida", "oriel"], ["vex"]], ["sable", "hollow"],
                                                                  xp=1))]  # Moonlit Path: 1 XP
    state = table([["corvane"], ["vex"]], ["sable", "hollow"], xp=0)
    state.control[cell("sable")] = 0
    begin_turn(state)
    assert state.xp[0] == 2 + 1  # Vigil
    assert "Healed" not in kinds(begin_turn(table([["seren", "vex"], ["kaida"]], ["sable", "hollow"])))
