"""Damage, armor and damage bonuses (LSF-TERM-21..27, LSF-GAP-12)."""

from __future__ import annotations

import pytest

from engines.colony import actions as ev
from tests.engines.colony.helpers import a, act, pass_turns, play, table


@pytest.mark.rule("LSF-TERM-21", "LSF-TERM-23", "LSF-OVERVIEW-2")
def test_anything_with_people_on_it_can_be_damaged() -> None:
    state = table(("bastion", "wayfarer"), planet="cinderfall", surface={2: 5},
                  slots={3: ("orbital_bastion", 0)}, deck=["glass_storm", "lava_surge"], people={0: 6, 1: 6})
    pass_turns(state, 2)
    assert state.slots[2].hp == 5 - 2, "Glass Storm hits ship cards with hit points"
    assert state.surface[2] == 5 - (2 - 1), "Lava Surge on the space, less Orbital Bastion's armor"
    organic = table(("wayfarer", "bastion"), deck=["choking_pollen", "calm_season"], people={0: 4, 1: 4})
    pass_turns(organic, 2)
    assert [s.people for s in organic.ships] == [4, 4], "organic damage removes people just the same"


@pytest.mark.rule("LSF-TERM-24", "LSF-TERM-25", "LSF-GAP-12")
def test_armor_works_only_against_damage_of_its_own_type() -> None:
    state = table(("bastion", "wayfarer"), planet="cinderfall", hands={0: ["reinforced_hull"]},
                  deck=["tremor", "heat_wave"], people={0: 6, 1: 6})
    play(state, 0, "reinforced_hull")
    events = pass_turns(state, 1)
    hits = [(e.index, e.amount, e.kind) for e in events if isinstance(e, ev.Damaged) and e.target == "ship"
            and e.amount]
    assert hits == [(1, 1, 0), (0, 1, 1), (1, 1, 1)], "the hull stops the tremor, not the heat"
    stopped = [(e.index, e.absorbed) for e in events if isinstance(e, ev.Damaged) and e.target == "ship"
               and not e.amount]
    assert stopped == [(0, 1)], "and the log says the armor took the tremor"


@pytest.mark.rule("LSF-TERM-26", "LSF-TERM-27")
def test_a_damage_bonus_belongs_to_the_attacker_and_takes_the_attack_type() -> None:
    state = table(("lancer", "bastion"), hands={0: ["gunnery_crew", "railgun_volley", "plasma_burn"]},
                  slots={3: "thornbeast_nest"})
    play(state, 0, "gunnery_crew")
    act(state, 1, a.AddPerson())
    play(state, 0, "railgun_volley")
    assert state.slots[2].hp == 6 - (4 + 1 - 1), "structural 4 + bonus 1, less the Nest's structural armor"
    planet = table(("bastion", "wayfarer"), slots={2: "strangler_fig"}, surface={1: 5},
                   deck=["spore_rain", "calm_season"], hands={0: ["bulkhead_seals"]})
    play(planet, 0, "bulkhead_seals")
    pass_turns(planet, 1)
    assert planet.surface[1] == 5 - 2, "the planet's +1 joins its organic attack"


@pytest.mark.rule("LSF-GAP-12", "LSF-GAP-17")
def test_planet_targets_follow_the_text_and_ties_go_first_in_turn_order_or_lowest_space() -> None:
    state = table(("wayfarer", "bastion", "mender"), people={0: 5, 1: 6, 2: 6}, first=2,
                  surface={3: 4, 6: 4}, deck=["stinger_swarm", "predator_pack", "venom_bloom"])
    events = pass_turns(state, 3)
    ship_hits = [e.index for e in events if isinstance(e, ev.Damaged) and e.target == "ship"]
    space_hits = [e.index for e in events if isinstance(e, ev.Damaged) and e.target == "space"]
    assert ship_hits[0] == 2, "Mender (first player) and Bastion tie at 7; Mender comes first"
    assert space_hits[0] == 3, "S3 and S6 tie; S3 is lower"
    assert any(isinstance(e, ev.SpaceRolled) for e in events), "a random S# is rolled by the game"
