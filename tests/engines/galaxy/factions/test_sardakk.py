"""Sardakk N'orr: Unrelenting, Valkyrie Particle Weave, Exotrireme I/II, C'morran N'orr (faction sheet, PoK)."""

from __future__ import annotations

from engines.galaxy import flow
from engines.galaxy.combat.rounds import add_bonus_hits
from engines.galaxy.steps.combat import GroundCombat
from tests.engines.galaxy.factions.helpers import answer, duel, rolls, script, space, table_of, take, with_tech


def test_unrelenting_adds_one_to_every_combat_roll() -> None:
    state = table_of("sardakk")
    script(state, 6, 1)  # the N'orr cruiser's 6 hits: it needs 7 - 1
    events = duel(state, "cruiser", "cruiser")
    assert [d.hit_on for d in rolls(events, 0)] == [6]
    assert space(state, 9, 1) == {}


def test_valkyrie_particle_weave_adds_a_hit_after_the_opponent_hits_in_ground_combat() -> None:
    state = table_of("sardakk")
    with_tech(state, 0, "valkyrie_particle_weave")
    step = GroundCombat(seat=0, system=22, planet="Quinarra", defender=1, hits=[0, 1])
    add_bonus_hits(state, step)
    assert step.hits == [1, 1]
    quiet = GroundCombat(seat=0, system=22, planet="Quinarra", defender=1, hits=[2, 0])
    add_bonus_hits(state, quiet)
    assert quiet.hits == [2, 0]  # no hit from the opponent: nothing more


def test_exotrireme_i_bombards_with_two_dice_on_four() -> None:
    from engines.galaxy.board import stats

    state = table_of("sardakk")
    ship = stats(state, 0, "dreadnought")
    assert ship.name == "Exotrireme I" and ship.bombardment is not None
    assert (ship.bombardment.dice, ship.bombardment.hit_on) == (2, 4)


def test_exotrireme_ii_is_sacrificed_after_a_round_to_destroy_two_ships() -> None:
    state = table_of("sardakk")
    with_tech(state, 0, "exotrireme_ii")
    script(state, 1, 1, 1, 1)  # everybody misses the first round
    duel(state, "dreadnought", "cruiser=3")
    answer(state, 0, "exotrireme_ii", "cruiser")
    take(state, "exotrireme_ii", "cruiser")
    assert space(state, 9, 0) == {} and space(state, 9, 1) == {"cruiser": 1}


def test_cmorran_norr_gives_the_other_ships_in_its_system_plus_one() -> None:
    state = table_of("sardakk")
    script(state, *[1] * 6)
    events = duel(state, "flagship,cruiser", "dreadnought=3")
    needed = {d.kind: d.hit_on for d in rolls(events, 0)}
    assert needed == {"flagship": 5, "cruiser": 5}  # flagship 6 - 1; cruiser 7 - 1 - 1
    assert flow.top(state) is not None
