"""The Conquest Phase: Conquer and Overthrow, planet criteria and passives."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.cosmic import actions as A
from engines.cosmic.content import DEFENSE, PLANETS
from engines.cosmic.planets import CRITERIA, met
from tests.engines.cosmic.helpers import (
    act,
    begin_turn,
    cell,
    fight,
    finish,
    give,
    key,
    options,
    put,
    table,
)

TEAMS = [["clarity", "seren", "vex"], ["ossa", "kaida", "grael"]]


def at_conquest(at: list[str], **kw):  # type: ignore[no-untyped-def]
    state = table(TEAMS, at, phase="conquest", **kw)
    return state


@pytest.mark.rule("CC-CONQUEST-1", "CC-CONQUEST-4", "CC-CONQUEST-5", "CC-CONQUEST-6", "CC-CONQUEST-10",
                  "CC-CONQUEST-12", "CC-GP-1", "CC-TERM-8", "CC-GAP-8")
def test_conquering_an_uncontrolled_planet_gives_control_one_xp_and_two_gambit_points() -> None:
    state = at_conquest(["vantis", "hollow"])  # Vantis Reach: 2 or more of your Contenders here
    assert A.Conquer(cell("vantis")) in options(state)
    assert not any(isinstance(o, A.Conquer) and o.cell != cell("vantis") for o in options(state))
    act(state, A.Conquer(cell("vantis")))
    assert state.control[cell("vantis")] == 0
    assert state.xp[0] == 11 and state.gp[0] == 2


@pytest.mark.rule("CC-CONQUEST-2", "CC-CONQUEST-3", "CC-CONQUEST-7", "CC-CONQUEST-8", "CC-CONQUEST-9", "CC-GP-2")
def test_a_controlled_planet_must_be_overthrown_by_its_own_criteria() -> None:
    state = at_conquest(["vantis", "hollow"])
    state.control[cell("vantis")] = 1
    assert A.Overthrow(cell("vantis")) in options(state)  # more Contenders here than its controller
    assert A.Conquer(cell("vantis")) not in options(state)
    act(state, A.Overthrow(cell("vantis")))
    assert state.control[cell("vantis")] == 0 and state.gp[0] == 1 and state.xp[0] == 11
    state = at_conquest(["vantis", "vantis"])
    state.control[cell("vantis")] = 1
    assert A.Overthrow(cell("vantis")) not in options(state)  # three against three: no majority
    with pytest.raises(IllegalAction, match="CC-CONQUEST"):
        act(state, A.Overthrow(cell("vantis")))


@pytest.mark.rule("CC-CONQUEST-11", "CC-CARD-25")
def test_the_planets_passive_belongs_to_its_controller() -> None:
    state = table(TEAMS, ["ashfall", "ashfall"])
    act(state, A.Attack(key("clarity"), key("ossa")))
    assert state.combat is not None and len(state.combat.atk.dice) == 6
    state = table(TEAMS, ["ashfall", "ashfall"])
    state.control[cell("ashfall")] = 0  # War Drums: attacking Contenders roll one more die
    act(state, A.Attack(key("clarity"), key("ossa")))
    assert state.combat is not None and len(state.combat.atk.dice) == 7


@pytest.mark.rule("CC-PLANET-1", "CC-GAP-9")
def test_evelon_is_conquered_by_restoring_health_to_two_contenders_this_turn() -> None:
    state = table(TEAMS, ["evelon", "hollow"], xp=10)
    for name in ("clarity", "seren", "vex"):
        state.contenders[key(name)].health = 10
    act(state, A.PlayCard(give(state, 0, "field_dressing")))
    act(state, A.ChooseContender(key("clarity")))
    assert not met(state, 0, cell("evelon"))  # one Contender restored so far
    state = table(TEAMS, ["evelon", "hollow"], xp=10)
    for name in ("clarity", "seren", "vex"):
        state.contenders[key(name)].health = 10
    for target in ("clarity", "seren"):
        act(state, A.PlayCard(give(state, 0, "field_dressing")))
        act(state, A.ChooseContender(key(target)))
    act(state, A.DONE)
    assert state.phase == "conquest" and A.Conquer(cell("evelon")) in options(state)
    for name in ("clarity", "seren", "vex"):
        state.contenders[key(name)].health = 20  # so that Seren's Mending Aura restores nothing
    begin_turn(state, 1)
    begin_turn(state, 0)
    assert not met(state, 0, cell("evelon"))  # last turn's healing does not count


@pytest.mark.rule("CC-PLANET-2", "CC-GAP-24")
def test_evelon_is_overthrown_when_an_opponent_restores_health_to_two_contenders_during_your_turn() -> None:
    state = table([["corvane"], ["clarity", "seren", "vex"]], ["evelon", "evelon"])
    state.control[cell("evelon")] = 1
    state.contenders[key("seren")].health = 10
    state.contenders[key("vex")].health = 10
    state.contenders[key("clarity")].awakened = False
    seren = state.contenders[key("seren")]
    seren.awakened = True
    fight(state, "corvane", "seren", [DEFENSE] * 6, [DEFENSE] * 5)
    act(state, A.KEEP)
    act(state, A.KEEP)
    act(state, A.UseAbility(key("seren"), "support"), seat=1)  # Benediction
    act(state, A.ChooseContender(key("vex")), seat=1)
    finish(state)
    assert not met(state, 0, cell("evelon"))  # one Contender so far
    state.tallies[1].healed.append(key("clarity"))
    assert met(state, 0, cell("evelon"))


@pytest.mark.rule("CC-GAP-8")
def test_one_contender_occupies_opponents_do_not_block_and_control_lasts_after_leaving() -> None:
    state = at_conquest(["morrow", "hollow"])
    put(state, "seren", "ashfall")
    put(state, "vex", "ashfall")
    put(state, "clarity", "morrow")
    put(state, "grael", "ashfall")
    state.tallies[0].attacked.append(cell("ashfall"))
    choices = options(state)
    assert A.Conquer(cell("morrow")) in choices  # alone on Morrow Bastion with one Contender
    assert A.Conquer(cell("ashfall")) in choices  # an opponent is there too
    act(state, A.Conquer(cell("ashfall")))
    assert state.phase != "conquest" or not any(isinstance(o, A.Conquer) for o in options(state))
    put(state, "seren", "hollow")
    put(state, "vex", "hollow")
    assert state.control[cell("ashfall")] == 0
    many = at_conquest(["morrow", "hollow"], options={"per_conquest": 0})
    put(many, "vex", "vantis")
    put(many, "seren", "vantis")
    act(many, A.Conquer(cell("morrow")))
    act(many, A.Conquer(cell("vantis")))
    assert many.control.count(0) == 2


@pytest.mark.rule("CC-GAP-4")
def test_every_planet_has_criteria_of_a_known_kind_and_a_passive() -> None:
    assert sum(p.source == "rulebook" for p in PLANETS) == 1
    for planet in PLANETS:
        assert planet.conquer.kind in CRITERIA and planet.overthrow.kind in CRITERIA
        assert planet.conquer.text and planet.overthrow.text and planet.passive.text


@pytest.mark.rule("CC-GAP-4", "CC-GAP-9")
@pytest.mark.parametrize(("planet", "setup"), [
    ("kharos", lambda s: setattr(s.tallies[0], "weapon_bought", True)),
    ("morrow", lambda s: None),
    ("sable", lambda s: s.tallies[0].traversed.append(cell("sable"))),
    ("ashfall", lambda s: s.tallies[0].attacked.append(cell("ashfall"))),
    ("lumen", lambda s: setattr(s.contenders[key("vex")], "awakened", True)),
    ("tessaly", lambda s: setattr(s.tallies[0], "bought", 2)),
    ("hollow", lambda s: s.tallies[0].damage.__setitem__(cell("hollow"), 3)),
])
def test_each_house_planet_is_conquered_when_its_criterion_is_met(planet: str, setup) -> None:  # type: ignore[no-untyped-def]
    state = at_conquest([planet, "evelon"] if planet != "evelon" else ["hollow", "evelon"])
    put(state, "seren", "vantis")
    put(state, "clarity", "vantis")
    assert not met(state, 0, cell(planet)) or planet == "morrow"
    setup(state)
    assert met(state, 0, cell(planet))


@pytest.mark.rule("CC-GAP-4")
@pytest.mark.parametrize(("planet", "setup"), [
    ("kharos", lambda s: s.tallies[0].defeated.append(1)),
    ("morrow", lambda s: s.tallies[0].damage.__setitem__(0, 5)),
    ("sable", lambda s: None),
    ("ashfall", lambda s: s.tallies[0].defeated.append(1)),
    ("lumen", lambda s: [setattr(s.contenders[key(n)], "awakened", True) for n in ("vex", "seren")]),
    ("tessaly", lambda s: setattr(s.tallies[0], "played", 2)),
    ("hollow", lambda s: s.tallies[0].damage.__setitem__(cell("hollow"), 6)),
])
def test_each_house_planet_is_overthrown_when_its_criterion_is_met(planet: str, setup) -> None:  # type: ignore[no-untyped-def]
    state = at_conquest([planet, "evelon"], xp=4 if planet == "sable" else 0)
    state.control[cell(planet)] = 1
    assert not met(state, 0, cell(planet)) or planet == "sable"
    setup(state)
    assert met(state, 0, cell(planet))
    if planet == "sable":
        act(state, A.Overthrow(cell("sable")))
        assert state.xp[0] == 1  # paid 4, then 1 XP for the Overthrow
