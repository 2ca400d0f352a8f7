"""Docking to the atmosphere, hit points and displacing (LSF-TERM-15..20, LSF-COMP-2, LSF-COMP-9)."""

from __future__ import annotations

import pytest

from engines.colony.content import CARDS, C
from tests.engines.colony.helpers import GAME, a, act, keys, options, pass_turns, play, table


@pytest.mark.rule("LSF-COMP-2", "LSF-GAP-9", "LSF-TERM-15")
def test_four_numbered_slots_take_planet_cards_at_their_printed_slot_and_ship_cards_where_chosen() -> None:
    assert C.slots == 4
    state = table(("foundry", "bastion"), hands={0: ["atmo_scrubber"]}, deck=["pollen_storm", "calm_season"])
    act(state, 0, a.PlayCard(state.ships[0].hand[0]))
    assert options(state, 0) == [a.ChooseSlot(n) for n in (1, 2, 3, 4)]
    act(state, 0, a.ChooseSlot(1))
    act(state, 1, a.AddPerson())
    assert CARDS[state.slots[3].card].key == "pollen_storm" and state.slots[3].owner == -1
    assert CARDS[state.slots[0].card].key == "atmo_scrubber" and state.slots[0].owner == 0


@pytest.mark.rule("LSF-TERM-16")
def test_docking_onto_an_occupied_slot_discards_the_old_card_and_its_hit_points() -> None:
    state = table(("wayfarer", "bastion"), slots={2: "hive_cloud"}, deck=["strangler_fig", "calm_season"])
    state.slots[1].hp = 2
    pass_turns(state, 2)
    assert CARDS[state.slots[1].card].key == "strangler_fig" and state.slots[1].hp == 4
    assert "hive_cloud" in keys(state.discard)


@pytest.mark.rule("LSF-TERM-17", "LSF-COMP-9", "LSF-COMP-6", "LSF-COMP-1")
def test_hit_points_are_counters_on_the_card_and_the_board_shows_deck_and_discard() -> None:
    state = table(("wayfarer", "bastion"), slots={3: "thornbeast_nest"}, deck=["spore_rain", "calm_season"])
    state.discard.append(next(c for c in CARDS if CARDS[c].key == "venom_bloom"))
    view = GAME.view(state, 0)
    slot = view.slots[2]
    assert (slot.slot, slot.card.key, slot.hp, slot.max_hp, slot.owner) == (3, "thornbeast_nest", 6, 6, -1)
    assert view.planet_deck == 2 and [c.key for c in view.planet_discard] == ["venom_bloom"]
    assert view.planet.name == "Verdance" and len(view.surface) == 8


@pytest.mark.rule("LSF-TERM-18", "LSF-TERM-19")
def test_player_attacks_remove_hit_points_and_a_card_at_zero_is_discarded() -> None:
    state = table(("lancer", "bastion"), hands={0: ["railgun_volley", "railgun_volley"]},
                  slots={4: "pollen_storm", 2: "hive_cloud"})
    play(state, 0, "railgun_volley", a.ChooseTarget(2))
    assert state.slots[1].hp == 1
    act(state, 1, a.AddPerson())
    play(state, 0, "railgun_volley", a.ChooseTarget(4))
    assert state.slots[3].card == "" and "pollen_storm" in keys(state.discard)


@pytest.mark.rule("LSF-TERM-20", "LSF-GAP-22")
def test_a_card_without_hit_points_cannot_be_shot_and_must_be_displaced() -> None:
    state = table(("foundry", "bastion"), hands={0: ["welding_arc", "grappler"]}, slots={1: "canopy_mist"})
    assert not any(isinstance(o, a.PlayCard) and CARDS[o.card].key == "welding_arc" for o in options(state, 0))
    before = state.ships[0].people
    play(state, 0, "grappler", a.ChooseSlot(1))
    assert CARDS[state.slots[0].card].key == "grappler" and "canopy_mist" in keys(state.discard)
    assert state.ships[0].people == before + 2, "the Grappler salvages 2 people from a planet card"
    assert state.forbid == []
