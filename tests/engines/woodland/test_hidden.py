"""Woodland's sampling hook covers every secret, whichever factions sit at the table.

A faction that keeps cards out of sight (a face-down deck, or cards only its owner sees) names them
with ``face_down_piles`` or ``private_cards``; this test fails when ``secrets()`` knows a hidden
card that ``hidden()`` does not, so a new faction cannot leave the searching bot a peek.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engines.core.rng import Rng
from engines.registry import get_game
from tests.support import normal_positions, secrets_leaked

GAME = get_game("woodland")
FACTIONS = ["lost_powers,marquise,vagabond", "vagabond,lost_powers", "marquise,vagabond", "eyrie,alliance",
            "alliance,eyrie,marquise,vagabond,lost_powers"]


@pytest.mark.parametrize("factions", FACTIONS)
def test_every_card_hidden_from_a_seat_is_in_its_hidden_zones(factions: str) -> None:
    players = len(factions.split(","))
    for state in normal_positions(GAME, players, 8, 160, 20, {"factions": factions}):
        secrets = GAME.secrets(state)
        for seat in range(players):
            unseen = Counter(secrets[None])
            for other in range(players):
                if other != seat:
                    unseen.update(secrets[other])
            pooled = Counter(card for group in GAME.hidden(state, seat) for zone in group for card in zone.cards())
            assert not unseen - pooled, f"seat {seat} could read {sorted(unseen - pooled)}"

def test_the_alliance_supporters_are_hidden_from_others_and_not_from_the_alliance() -> None:
    """Law 8.2.1: the supporters are face down and only the Alliance sees them. For every other seat they
    lie in the group the search shuffles with the deck and the other hands; for the Alliance they lie in
    no zone, so its own search keeps them as they are. The Eyrie adds no zone: its Decree and leaders are
    face up."""
    state = GAME.new_state(3, 5, {"factions": "alliance,eyrie,marquise"})
    supporters = state.boards[0].supporters
    assert supporters
    for seat in (1, 2):
        shared = GAME.hidden(state, seat)[0]
        assert any(zone.items is supporters for zone in shared)
        assert any(zone.items is state.deck for zone in shared)
    zones = [zone for group in GAME.hidden(state, 0) for zone in group]
    assert not any(zone.items is supporters for zone in zones)
    assert not any(zone.items is state.hands[0] for zone in zones)
    assert any(zone.items is state.hands[1] for zone in zones), "the Eyrie's hand is hidden like every hand"


def test_a_state_drawn_for_another_seat_keeps_the_supporters_count_and_may_change_their_cards() -> None:
    """A drawn state keeps the stack's size (it is public) and deals it from the unseen cards; the drawn
    cards are not the real ones in every draw (the search does not know them)."""
    state = GAME.new_state(2, 5, {"factions": "alliance,eyrie"})
    real = list(state.boards[0].supporters)
    seen = GAME.seen(state, 1)
    drawn = [GAME.sample(seen, Rng.from_seed(s)).boards[0].supporters for s in range(8)]
    assert all(len(cards) == len(real) for cards in drawn)
    assert any(cards != real for cards in drawn)
    own = GAME.sample(GAME.seen(state, 0), Rng.from_seed(1))
    assert own.boards[0].supporters == real


@pytest.mark.parametrize("factions", ["eyrie,alliance", "alliance,eyrie,marquise,vagabond,lost_powers"])
def test_with_the_eyrie_and_the_alliance_views_leak_nothing_and_drawn_states_look_the_same(factions: str) -> None:
    """The leak checks with the Eyrie and the Alliance at the table: no view shows another seat's hand or
    supporters (Law 8.2.1), and a state the search draws for a seat shows that seat the same view and the
    same options and conceals back to the same knowledge, so what the bot holds depends on its view only."""
    players = len(factions.split(","))
    positions = normal_positions(GAME, players, 9, 240, 20, {"factions": factions})
    assert len(positions) >= 5
    for step, state in enumerate(positions):
        assert secrets_leaked(GAME, state, players) == []
        for seat in range(players):
            seen = GAME.seen(state, seat)
            assert seen is not None
            drawn = GAME.sample(seen, Rng.from_seed(step + seat))
            assert GAME.view(drawn, seat) == GAME.view(state, seat)
            assert GAME.decision_for(drawn, seat) == GAME.decision_for(state, seat)
            assert GAME.seen(drawn, seat) == seen
