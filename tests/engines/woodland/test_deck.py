"""The shared deck (Law 2.1): 54 cards, birds wild, hands and discard pile, reshuffling."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engines.core.paths import game_assets
from engines.woodland import GAME
from engines.woodland.cards import EFFECTS, IMMEDIATE
from engines.woodland.deck import DECK_IDS, DESIGNS, cards_matching, design, draw, starting_deck
from tests.engines.woodland.helpers import LP, MQ, VB, give, table


@pytest.mark.rule("LP-GAP-1")
def test_the_deck_has_fifty_four_cards_by_suit_and_kind() -> None:
    """Law 2.1: 14 bird, 14 fox, 13 rabbit, 13 mouse; 5 ambushes, 4 dominance, 20 items."""
    suits = Counter(design(c).suit for c in DECK_IDS)
    kinds = Counter(design(c).kind for c in DECK_IDS)
    assert len(DECK_IDS) == 54
    assert suits == {"bird": 14, "fox": 14, "rabbit": 13, "mouse": 13}
    assert kinds == {"persistent": 22, "item": 20, "ambush": 5, "dominance": 4, "immediate": 3}
    assert DESIGNS["toll_gate"].cost == {"rabbit": 2} and DESIGNS["toll_gate"].item_vp == 3
    assert DESIGNS["crown_decree"].cost == {"any": 4}


@pytest.mark.rule("LP-GAP-1")
def test_every_card_behaviour_is_a_registered_function_named_after_the_card() -> None:
    """Law 4.1: each persistent or immediate card has its own registered behaviour, in our own words."""
    for key, d in DESIGNS.items():
        if d.kind == "persistent":
            assert key in EFFECTS, key
        elif d.kind in ("item", "immediate"):
            assert key in IMMEDIATE, key
    assert EFFECTS["shield_smiths"].use.__name__ == "shield_smiths"
    assert IMMEDIATE["fox_uprising"].__name__ == "fox_uprising"
    entries = json.loads((game_assets("woodland") / "deck.json").read_text())["cards"]
    assert all(e["source"] == "rulebook" and e["text"] for e in entries)


def test_two_players_play_without_dominance_cards() -> None:
    """Law 5.1.3: with two players the four dominance cards leave the deck."""
    assert len(starting_deck(2)) == 50 and len(starting_deck(3)) == 54
    state = table(LP, MQ)
    assert not any(design(c).kind == "dominance" for c in state.deck)


def test_birds_are_wild_when_spending_a_suit() -> None:
    """Law 2.1.1: a bird card may be spent as any suit."""
    state = table(LP, MQ)
    cards = give(state, 0, "war_burrow", "shield_smiths", "fox_uprising")
    assert cards_matching(state.hands[0], "rabbit") == cards[:2]


def test_an_empty_deck_is_rebuilt_from_the_discard_pile_at_once() -> None:
    """Law 2.1: when the deck runs out, shuffle the discard pile into a new deck."""
    state = table(LP, MQ)
    state.discard, state.deck = state.deck[:-1], state.deck[-1:]
    before = len(state.discard)
    drawn = draw(state, 1, 3)
    assert len(drawn) == 3 and not state.discard and len(state.deck) == before - 2


def test_hand_sizes_and_the_discard_pile_are_public_but_hands_are_not() -> None:
    """Law 1.2: the number of cards in a hand is public; the discard pile is public."""
    state = table(LP, MQ, VB)
    mine = give(state, 1, "savage_charge", "lookouts")
    state.discard.append(state.deck.pop())
    other = GAME.view(state, 0)
    assert other.seats[1].hand_count == 2 and other.hand == []
    assert [c.id for c in other.discard] == state.discard
    assert [c.id for c in GAME.view(state, 1).hand] == mine
    assert mine[0] not in str(GAME.view(state, 0)) and mine[0] not in str(GAME.view(state, None))
