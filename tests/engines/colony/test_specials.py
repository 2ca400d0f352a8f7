"""Each card with behaviour of its own does what its text says."""

from __future__ import annotations

import pytest

from engines.colony.content import CARDS
from tests.engines.colony.helpers import a, act, copy_of, keys, pass_turns, play, table


def planet_turn(ships: tuple[str, ...], deck: list[str], **layout: object) -> object:
    """A table whose next planet turn draws ``deck``; the players all add a person first."""
    state = table(ships, deck=deck, **layout)
    pass_turns(state, len(ships))
    return state


def test_homestead_adds_to_occupied_spaces_beside_other_occupied_spaces() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["homestead"]}, surface={1: 2, 2: 1, 5: 3})
    play(state, 0, "homestead")
    assert state.surface[1:] == [3, 2, 0, 0, 3, 0, 0, 0]


def test_nurture_adds_to_spaces_holding_one_or_two() -> None:
    state = table(("mender", "bastion"), hands={0: ["nurture"]}, surface={1: 1, 2: 2, 3: 3})
    play(state, 0, "nurture")
    assert state.surface[1:4] == [2, 3, 3]


def test_strafing_run_hits_every_planet_card_with_hit_points() -> None:
    state = table(("lancer", "bastion"), hands={0: ["strafing_run"]},
                  slots={1: "canopy_mist", 2: "hive_cloud", 3: "thornbeast_nest", 4: ("field_hospital", 1)})
    play(state, 0, "strafing_run")
    assert [s.hp for s in state.slots] == [0, 3, 5, 4]


def test_repair_crew_mends_a_ship_card_up_to_its_printed_hit_points() -> None:
    state = table(("foundry", "bastion"), hands={0: ["repair_crew"]}, slots={2: ("orbital_frame", 0)})
    state.slots[1].hp = 2
    play(state, 0, "repair_crew")
    assert state.slots[1].hp == 5
    state.slots[1].hp = 5
    act(state, 1, a.AddPerson())
    state.ships[0].hand.append(copy_of(state, "repair_crew"))
    play(state, 0, "repair_crew")
    assert state.slots[1].hp == 6


def test_derelict_hulk_gives_its_wreck_to_the_ship_that_destroys_it() -> None:
    state = table(("lancer", "bastion"), hands={0: ["railgun_volley"]}, slots={4: "derelict_hulk"})
    before = state.ships[0].people
    play(state, 0, "railgun_volley")
    assert state.slots[3].card == "" and state.ships[0].people == before + 3


def test_eruption_makes_the_planet_draw_one_more_card() -> None:
    state = planet_turn(("bastion", "wayfarer"), ["eruption", "quiet_crater", "clear_skies"], planet="cinderfall")
    assert keys(state.discard) == ["eruption", "quiet_crater", "clear_skies"]


def test_comms_blackout_discards_one_random_card_from_hands_of_four_or_more() -> None:
    state = table(("bastion", "wayfarer"), hands={0: ["muster", "muster", "ram"], 1: ["long_descent"]},
                  deck=["comms_blackout", "clear_skies"])
    pass_turns(state, 2)
    assert len(state.ships[0].hand) == 3 and len(state.ships[1].hand) == 2
    assert len(state.ships[0].discard) == 1


@pytest.mark.parametrize(("card", "surface", "after"), [
    ("feeding_frenzy", {1: 4, 2: 3}, [2, 3]),
    ("stampede", {1: 5, 2: 2, 8: 1}, [3, 1]),
])
def test_verdance_beasts(card: str, surface: dict[int, int], after: list[int]) -> None:
    state = planet_turn(("wayfarer", "bastion"), [card, "calm_season"], surface=surface)
    assert state.surface[1:3] == after


def test_caldera_collapse_halves_the_most_populated_space() -> None:
    state = planet_turn(("bastion", "wayfarer"), ["caldera_collapse", "quiet_crater"], planet="cinderfall",
                        surface={3: 7})
    assert state.surface[3] == 4


def test_overgrowth_heals_planet_cards_up_to_their_printed_hit_points() -> None:
    state = table(("wayfarer", "bastion"), slots={2: "hive_cloud", 3: "thornbeast_nest"},
                  deck=["overgrowth", "calm_season"])
    state.slots[1].hp, state.slots[2].hp = 1, 5
    pass_turns(state, 2)
    assert (state.slots[1].hp, state.slots[2].hp) >= (3, 6)


def test_parasite_drift_bites_harder_when_the_sky_is_full() -> None:
    light = planet_turn(("wayfarer", "bastion"), ["parasite_drift", "calm_season"], people={0: 5, 1: 5})
    assert [s.people for s in light.ships] == [5, 5]
    heavy = planet_turn(("wayfarer", "bastion"), ["parasite_drift", "calm_season"], people={0: 5, 1: 5},
                        slots={1: "canopy_mist", 3: "thornbeast_nest", 4: "pollen_storm"})
    assert heavy.ships[0].people == 6 - 2


def test_aftershock_counts_the_tremors_already_in_the_discard_pile() -> None:
    state = table(("bastion", "wayfarer"), planet="cinderfall", deck=["aftershock", "quiet_crater"],
                  people={0: 8, 1: 8})
    state.discard = [c for c in CARDS if CARDS[c].key == "tremor"]
    pass_turns(state, 2)
    assert [s.people for s in state.ships] == [9 - 3, 9 - 3]


def test_gravity_well_pulls_only_ships_holding_six_or_more() -> None:
    state = planet_turn(("bastion", "wayfarer"), ["gravity_well", "clear_skies"], people={0: 5, 1: 4})
    assert [s.people for s in state.ships] == [4, 5]
