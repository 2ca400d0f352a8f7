"""The L1Z1X Mindnet: Assimilate, Harrow, Inheritance Systems, Super-Dreadnought I/II, 0.0.1."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.actions.rounds import ResearchTechnology
from engines.galaxy.board import stats
from engines.galaxy.steps.combat import GroundCombat
from engines.galaxy.steps.common import Research
from engines.galaxy.tactical.events import DiceRolled
from engines.galaxy.tactical.invasion import gain_control
from tests.engines.galaxy.factions.helpers import drive_quietly, put, script, table_of, with_tech
from tests.engines.galaxy.tactics import choose, on


def test_assimilate_takes_over_the_pds_and_space_docks_of_a_planet() -> None:
    state = table_of("l1z1x", tiles={9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "pds,space_dock", planet="Lodor")
    put(state, 0, 9, "infantry", planet="Lodor")
    gain_control(state, 0, "Lodor")
    assert on(state, "Lodor", 0) == {"infantry": 1, "pds": 1, "space_dock": 1} and on(state, "Lodor", 1) == {}


def test_harrow_bombards_the_defenders_at_the_end_of_each_ground_combat_round() -> None:
    state = table_of("l1z1x", tiles={9: "26"})
    state.planets["Lodor"].owner = 1
    put(state, 1, 9, "infantry=3", planet="Lodor")
    put(state, 0, 9, "infantry", planet="Lodor")
    put(state, 0, 9, "dreadnought")
    flow.push(state, GroundCombat(seat=0, system=9, planet="Lodor", defender=1))
    script(state, 1, 1, 1, 1, 10)  # a round of misses, then the dreadnought's harrow hits
    events = flow.settle(state) + drive_quietly(state)
    assert any(isinstance(e, DiceRolled) and e.purpose == "harrow" for e in events)


def test_inheritance_systems_ignores_every_prerequisite_for_two_resources() -> None:
    state = table_of("l1z1x")
    with_tech(state, 0, "inheritance_systems")
    state.players[0].trade_goods = 2
    state.planets[state.systems["22"].planets[0]].exhausted = True  # the 2 resources come from trade goods
    flow.push(state, Research(seat=0))
    flow.settle(state)
    choose(state, ResearchTechnology("fleet_logistics"))  # two blue prerequisites, none owned
    drive_quietly(state)  # the only way: Inheritance Systems, then 2 resources
    assert "fleet_logistics" in state.players[0].technologies
    assert "inheritance_systems" in state.players[0].exhausted and state.players[0].trade_goods == 0


def test_super_dreadnought_i_carries_two() -> None:
    state = table_of("l1z1x")
    assert stats(state, 0, "dreadnought").capacity == 2


def test_super_dreadnought_ii_hits_on_four_and_moves_two() -> None:
    state = table_of("l1z1x")
    with_tech(state, 0, "super_dreadnought_ii")
    ship = stats(state, 0, "dreadnought")
    assert (ship.combat.hit_on, ship.move, ship.bombardment.hit_on) == (4, 2, 4)  # type: ignore[union-attr]


def test_0_0_1_puts_the_hits_of_the_flagship_and_dreadnoughts_on_non_fighters() -> None:
    from engines.galaxy.combat.rounds import count_side
    from engines.galaxy.steps.combat import Die, SpaceCombat

    state = table_of("l1z1x")
    put(state, 0, 9, "flagship,dreadnought,cruiser")
    step = SpaceCombat(seat=0, system=9, defender=1)
    step.dice = [Die("flagship", 10, 5), Die("dreadnought", 6, 5), Die("cruiser", 9, 7), Die("flagship", 2, 5)]
    count_side(state, step, 0)
    assert step.hits[0] == 3 and step.focused[0] == 2  # the cruiser's hit may go on a fighter
    state.systems["9"].space = [s for s in state.systems["9"].space if s.kind != "flagship"]
    step.dice = [Die("dreadnought", 6, 5)]
    count_side(state, step, 0)
    assert step.focused[0] == 0  # no flagship in the system: the dreadnoughts' hits are free
