"""The Universities of Jol-Nar: Fragile, Brilliant, Analytical, E-Res Siphons, Spatial Conduit Cylinder,
J.N.S. Hylarim (faction sheet)."""

from __future__ import annotations

from engines.galaxy.actions.rounds import ResearchTechnology, TakeStrategicAction
from engines.galaxy.board import galaxy_for
from engines.galaxy.combat.dice import Die
from engines.galaxy.effects import total
from engines.galaxy.research import researchable
from engines.galaxy.tactical.actions import Activate
from tests.engines.galaxy.factions.helpers import answer, duel, put, rolls, script, table_of, with_tech
from tests.engines.galaxy.rounds import act, first, known
from tests.engines.galaxy.tactics import choose, start


def test_fragile_takes_one_from_every_combat_roll() -> None:
    state = table_of("jolnar")
    script(state, 1, 1)
    events = duel(state, "cruiser", "cruiser")
    assert rolls(events, 0)[0].hit_on == 8  # a cruiser hits on 7, the Jol-Nar's on 8


def test_brilliant_resolves_the_technology_secondary_as_the_primary() -> None:
    state = known("technology", factions=["sol", "jolnar", "yin"])
    act(state, TakeStrategicAction("technology"))
    act(state, ResearchTechnology(first(state).options[0].technology))  # the primary
    assert first(state).seat == 1
    trade_goods = state.players[1].trade_goods
    act(state, first(state).options[0])  # resolve the secondary for a strategy token
    assert isinstance(first(state).options[0], ResearchTechnology)
    act(state, first(state).options[0])
    assert state.players[1].trade_goods == trade_goods  # no 4 resources paid: the primary's first research is free


def test_analytical_ignores_one_prerequisite_of_a_technology_that_is_no_unit_upgrade() -> None:
    state = table_of("jolnar")
    state.players[0].technologies = ["neural_motivator"]
    found = researchable(state, 0)
    assert "hyper_metabolism" in found  # two green needed, one owned, one ignored
    assert "fighter_2" not in found  # a unit upgrade: no prerequisite ignored


def test_e_res_siphons_gain_four_trade_goods_when_another_player_activates_their_ships_system() -> None:
    state = table_of("jolnar")
    with_tech(state, 0, "e_res_siphons")
    put(state, 0, 9, "cruiser")
    start(state, 1)
    choose(state, Activate(9))
    assert state.players[0].trade_goods == 4


def test_spatial_conduit_cylinder_makes_the_active_system_adjacent_to_every_jolnar_system() -> None:
    state = table_of("jolnar")
    with_tech(state, 0, "spatial_conduit_cylinder")
    put(state, 0, 9, "cruiser")
    put(state, 0, 34, "destroyer")  # far away, by seat 2's home
    start(state, 0)
    choose(state, Activate(9))
    answer(state, 0, "spatial_conduit_cylinder")
    assert 34 in galaxy_for(state, 0).neighbours(9)
    assert 34 not in galaxy_for(state, 1).neighbours(9)
    assert "spatial_conduit_cylinder" in state.players[0].exhausted


def test_j_n_s_hylarim_scores_two_more_hits_for_each_nine_or_ten() -> None:
    state = table_of("jolnar")
    dice = [Die("flagship", 9, 7), Die("flagship", 4, 7), Die("cruiser", 10, 8)]
    assert total(state, "dice_bonus_hits", 0, dice=dice, combat="space", system=9) == 2
