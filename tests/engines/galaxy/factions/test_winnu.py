"""The Winnu: Blood Ties, Reclamation, Lazax Gate Folding, Hegemonic Trade Policy, Salai Sai Corian."""

from __future__ import annotations

from engines.galaxy.abilities import find, offered
from engines.galaxy.board import galaxy_for
from engines.galaxy.combat import dice
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.effects import fire
from engines.galaxy.tactical.actions import FinishProduction, Produce
from engines.galaxy.tactical.invasion import custodians_price, gain_control
from tests.engines.galaxy.factions.helpers import drive_quietly, put, table_of, with_tech
from tests.engines.galaxy.tactics import choose, on


def test_blood_ties_takes_the_custodians_token_for_nothing() -> None:
    state = table_of("winnu")
    assert custodians_price(state, 0) == 0 and custodians_price(state, 1) == 6


def test_reclamation_puts_a_pds_and_a_space_dock_on_mecatol_rex() -> None:
    state = table_of("winnu")
    put(state, 0, 0, "infantry", planet=MECATOL_REX)
    gain_control(state, 0, MECATOL_REX)
    fire(state, "tactical_action_ended", [0, 1, 2], system=0, active=0)
    assert on(state, MECATOL_REX, 0) == {"infantry": 1, "pds": 1, "space_dock": 1}


def test_lazax_gate_folding_gives_mecatol_rex_wormholes_until_the_winnu_hold_it() -> None:
    state = table_of("winnu", tiles={9: "26", 23: "25"})  # Lodor alpha at 9, Quann beta at 23
    with_tech(state, 0, "lazax_gate_folding")
    assert 0 in galaxy_for(state, 0).neighbours(9) and 0 in galaxy_for(state, 0).neighbours(23)
    assert 0 not in galaxy_for(state, 1).neighbours(9)
    state.planets[MECATOL_REX].owner = 0
    assert 0 not in galaxy_for(state, 0).neighbours(9)
    assert [a.source for a, _ in offered(state, 0, ("action",))] == ["lazax_gate_folding"]
    find("lazax_gate_folding", ("action",)).use(state, 0, "")
    assert on(state, MECATOL_REX, 0) == {"infantry": 1} and "lazax_gate_folding" in state.players[0].exhausted


def test_salai_sai_corian_rolls_a_die_per_enemy_non_fighter_ship() -> None:
    state = table_of("winnu")
    put(state, 1, 9, "cruiser=2,destroyer,fighter=3")
    planned = dice.plan(state, 0, ["flagship"], "combat", target=1, combat="space", system=9, opponent=1)
    assert [(a.kind, a.dice) for a in planned.aims] == [("flagship", 3)]


def test_hegemonic_trade_policy_swaps_a_planets_values_for_a_production() -> None:
    from engines.galaxy import flow
    from engines.galaxy.economy import influence, resources
    from engines.galaxy.steps.production import Production
    from engines.galaxy.tactical.actions import UseTechnology

    state = table_of("winnu")
    with_tech(state, 0, "hegemonic_trade_policy")
    home = state.systems["22"].planets[0]  # Winnu: 3 resources, 4 influence
    put(state, 0, 22, "space_dock", planet=home)
    flow.push(state, Production(seat=0, system=22))
    flow.settle(state)
    choose(state, UseTechnology("hegemonic_trade_policy:" + home))
    assert (resources(state, home), influence(state, home)) == (4, 3)
    choose(state, Produce("cruiser"))
    choose(state, FinishProduction())
    drive_quietly(state)
    assert "hegemonic_trade_policy" in state.players[0].exhausted
    assert (resources(state, home), influence(state, home)) == (3, 4)  # back once the production is over
