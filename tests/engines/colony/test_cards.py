"""Cards: the effect box, the corner icons, play versus reaction, damage types, no hand limit."""

from __future__ import annotations

import pytest

from engines.colony.content import CARDS, C
from tests.engines.colony.helpers import GAME, a, act, keys, options, play, react, table


@pytest.mark.rule("LSF-CARD-1", "LSF-CARD-2", "LSF-CARD-3")
def test_a_card_does_what_its_effect_box_says_and_shows_its_deck_and_type() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["colonists_wake"]})
    before = state.ships[0].people
    play(state, 0, "colonists_wake")
    assert state.ships[0].people == before + 3
    face = GAME.view(state, 1).ships[0].discard[0]
    assert (face.deck, face.kind, face.mode, face.icon) == ("wayfarer", "repair", "play", "discard")
    assert "ADD 3 people" in face.text


@pytest.mark.rule("LSF-CARD-4", "LSF-OVERVIEW-8")
def test_the_corner_icon_says_where_a_played_card_goes() -> None:
    state = table(("foundry", "bastion"), hands={0: ["welding_arc", "heavy_plating", "relay_beacon"]},
                  slots={3: "thornbeast_nest"})
    play(state, 0, "heavy_plating")
    assert keys(state.ships[0].docked) == ["heavy_plating"], "rocket: docks to the ship"
    act(state, 1, a.AddPerson())
    play(state, 0, "relay_beacon", a.ChooseSlot(2))
    assert CARDS[state.slots[1].card].key == "relay_beacon", "cloud: docks to the atmosphere"
    act(state, 1, a.AddPerson())
    play(state, 0, "welding_arc")
    assert keys(state.ships[0].discard) == ["welding_arc"], "bolt: discarded"
    assert {CARDS[c].icon for c in CARDS} == {"discard", "atmosphere", "ship"}


@pytest.mark.rule("LSF-CARD-5", "LSF-CARD-6", "LSF-GAP-21")
def test_play_cards_only_on_your_turn_and_reactions_only_on_others() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["long_descent", "escort_wing"], 1: ["escort_wing"]},
                  people={1: 9})
    escort = next(c for c in state.ships[0].hand if CARDS[c].key == "escort_wing")
    assert a.PlayCard(escort) not in options(state, 0)
    refused = GAME.decisions(state)
    with pytest.raises(Exception, match="reaction"):
        act(state, 0, a.PlayCard(escort))
    assert refused
    play(state, 0, "long_descent", a.ChooseSpace(2), a.ChooseCount(3))
    assert [d.seat for d in GAME.decisions(state)] == [1], "the other seat may react to the landing"
    react(state, 1, "escort_wing")
    assert state.surface[2] == 3 + 1 + 2
    assert {CARDS[c].mode for c in CARDS if CARDS[c].origin == "ship"} == {"play", "reaction"}


@pytest.mark.rule("LSF-CARD-7", "LSF-TERM-22")
def test_every_damage_and_armor_is_structural_or_organic() -> None:
    for card in CARDS.values():
        for op in card.ops + card.action:
            if op.op in ("damage", "attack", "attack_auto", "guard"):
                assert op.kind in (0, 1), card.key
        if card.upgrade is not None:
            assert len(card.upgrade.armor) == 2


@pytest.mark.rule("LSF-COMP-19")
def test_there_is_no_hand_limit() -> None:
    state = table(("pathfinder", "bastion"), hands={0: ["forage"] + ["sensor_ghost"] * 2 + ["evasive_burn"] * 2})
    state.ships[0].hand += state.ships[0].deck[:10]
    del state.ships[0].deck[:10]
    play(state, 0, "forage")
    assert len(state.ships[0].hand) == 15 - 1 + 2 + 1


@pytest.mark.rule("LSF-COMP-14", "LSF-COMP-15")
def test_some_cards_block_any_planet_card_others_only_orbit_cards() -> None:
    state = table(("pathfinder", "lancer"), hands={0: ["sensor_ghost"], 1: ["flak_screen"]},
                  deck=["spore_rain", "tumbling_rock"], people={0: 6, 1: 7})
    act(state, 0, a.AddPerson())
    act(state, 1, a.AddPerson())
    # Spore Rain is a planet card only: no orbit block applies, so nobody is asked
    assert GAME.decisions(state)[0].seat in (0, 1)
    asked = {d.seat for d in GAME.decisions(state)}
    assert asked == {0, 1}, "Tumbling Rock is an orbit card, and so a planet card too"
    assert CARDS[state.pending.card].orbit


@pytest.mark.rule("LSF-TERM-14")
def test_a_card_may_name_another_card() -> None:
    state = table(("wayfarer", "bastion"), hands={0: ["second_wave"]}, people={0: 10})
    play(state, 0, "second_wave", a.ChooseSpace(1))
    assert state.pending is not None and options(state, 0)[-1] == a.ChooseCount(2)
    state2 = table(("wayfarer", "bastion"), hands={0: ["second_wave"]}, people={0: 10})
    state2.ships[0].discard.append(next(c for c in C.decks["wayfarer"] if CARDS[c].key == "long_descent"))
    play(state2, 0, "second_wave", a.ChooseSpace(1))
    assert options(state2, 0)[-1] == a.ChooseCount(4), "a Long Descent in the discard pile raises the limit"
