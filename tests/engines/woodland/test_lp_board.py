"""The Lost Powers' board: setup, the tableau, the Follower deck, the Worn Out pile (LP-2.2, LP-3)."""

from __future__ import annotations

import msgspec
import pytest

from engines.woodland import GAME
from engines.woodland.deck import FRIEND_IDS, SUIT_OF, design
from engines.woodland.factions.lost_powers.followers import cycle, draw_follower, wear_out
from engines.woodland.flow import turn_steps
from tests.engines.woodland.helpers import LP, MQ, VB, board, table, tableau


@pytest.mark.rule("LP-3.1", "LP-3.2-a", "LP-3.2-b", "LP-GAP-3", "LP-GAP-4", "LP-2.2-b")
def test_setup_gives_five_warriors_and_an_old_friend_of_each_suit_in_the_four_slots() -> None:
    """LP-3: a supply of five; an Old Friend of each suit in the tableau; the other four form the deck."""
    state = GAME.new_state(2, 4, {"factions": "lost_powers,marquise"})
    mine = board(state, 0)
    assert mine.supply == 5 and sum(c.warriors[0] for c in state.clearings) == 0
    assert len(mine.tableau) == 4
    assert sorted(SUIT_OF[c] for c in mine.tableau) == ["bird", "fox", "mouse", "rabbit"]
    assert len(mine.follower_deck) == 4 and set(mine.tableau) | set(mine.follower_deck) == set(FRIEND_IDS)
    assert all(design(c).source == "house" and design(c).cost_total == 0 for c in FRIEND_IDS)


@pytest.mark.rule("LP-GAP-4")
def test_a_house_option_lets_the_lost_powers_start_with_elders_on_the_map() -> None:
    """LP-GAP-4 (option lp_start_elders): placed when the Lost Powers set up (last), never in the keep's clearing."""
    state = GAME.new_state(2, 2, {"factions": "marquise,lost_powers", "lp_start_elders": 2})
    state.seq += 1
    from tests.engines.woodland.helpers import act, options

    act(state, options(state)[0])  # keep in clearing 1
    for _ in range(3):
        act(state, options(state)[0])
    assert state.step == "lp_place" and all(o.clearing != 1 for o in options(state))
    act(state, options(state)[0])
    act(state, options(state)[0])
    assert sum(c.warriors[1] for c in state.clearings) == 2 and state.phase != "setup"


@pytest.mark.rule("LP-2.2-e", "LP-2.2-f", "LP-2.2-g", "LP-GAP-17")
def test_worn_out_followers_are_public_but_the_follower_deck_is_not_even_to_its_owner() -> None:
    """LP-2.2-e/g: the Worn Out pile face up for all; the Follower deck only as a count."""
    state = table(LP, MQ, VB)
    mine = board(state, 0)
    gone = wear_out(mine, 0)
    assert mine.tableau[0] == "" and mine.worn_out == [gone]
    for viewer in (None, 0, 1, 2):
        seen = GAME.view(state, viewer).seats[0].board
        assert [c.id for c in seen.worn_out] == [gone]
        assert seen.follower_deck == len(mine.follower_deck)
        text = msgspec.json.encode(GAME.view(state, viewer)).decode()
        assert not any(card in text for card in mine.follower_deck)
    assert set(mine.follower_deck) <= set(GAME.secrets(state)[None])


@pytest.mark.rule("LP-2.2-h", "LP-6.3-b", "LP-GAP-16")
def test_an_empty_follower_deck_is_rebuilt_from_the_worn_out_pile_mid_draw() -> None:
    """LP-2.2-h, LP-GAP-16: reshuffle when empty, even in the middle of drawing four."""
    state = table(LP, MQ)
    mine = board(state, 0)
    mine.follower_deck = mine.follower_deck[:2]
    cycle(state, 0)
    assert all(mine.tableau) and len(mine.follower_deck) == 2 and not mine.worn_out
    mine.follower_deck, mine.worn_out = [], []
    mine.tableau = ["", "", "", mine.tableau[3]]
    cycle(state, 0)
    assert sum(1 for c in mine.tableau if c) == 1, "fewer than four cards in all: the rest stay empty"
    assert draw_follower(state, mine) == ""


@pytest.mark.rule("LP-2.5", "LP-2.2-a")
def test_action_markers_are_shown_as_each_followers_used_actions() -> None:
    """LP-2.5: the optional markers are the view's count of actions each follower has taken."""
    from engines.woodland import actions as A
    from tests.engines.woodland.helpers import act, at, put

    state = table(LP, MQ)
    tableau(state, 0, "auntie_clover", "wren_wanderer")
    put(state, 0, 3, warriors=1)
    at(state, "lp_daylight")
    act(state, A.Follow(1, "draw"))
    assert GAME.view(state, 1).seats[0].board.used == [0, 1, 0, 0]
    assert GAME.view(state, 1).seats[0].board.first_act[1] == "draw"


@pytest.mark.rule("LP-4", "LP-6", "LP-GAP-2")
def test_the_turn_runs_disarm_rise_then_daylight_then_retire_indoctrinate_cycle_discard() -> None:
    """LP-4 and LP-6: Birdsong has two steps and Evening four, in that order."""
    state = table(LP, MQ)
    steps = turn_steps(state, 0)
    assert steps == ("bs_start", "lp_disarm", "lp_rise", "dl_start", "lp_daylight", "ev_start", "lp_retire",
                     "lp_indoctrinate", "lp_cycle", "discard", "end_turn")
    from engines.woodland.flow import setup_sequence

    mixed = table(VB, LP, MQ)
    assert [seat for seat, _ in setup_sequence(mixed)] == [2, 2, 2, 2, 0, 0], "Marquise, Lost Powers, Vagabond"
