"""Games of two to five factions on the Autumn or the Winter map: setup order, suits dealt at random,
dominance with three or more players and the Vagabond's coalition with four or more."""

from __future__ import annotations

import random

import pytest

from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.flow import setup_sequence
from engines.woodland.maps import geo
from engines.woodland.options import parse_factions
from engines.woodland.scoring import dominance_holds
from tests.engines.woodland.helpers import AL, EY, LP, MQ, VB, act, at, give, options, put, table

ALL = "lost_powers,marquise,eyrie,alliance,vagabond"


def test_five_factions_set_up_in_root_order_whatever_the_seats() -> None:
    """Law 5.1 and LP-GAP-2: Marquise, Eyrie, Alliance, Vagabond, then the Lost Powers."""
    state = GAME.new_state(5, 3, {"factions": "vagabond,lost_powers,alliance,eyrie,marquise", "lp_start_elders": 1})
    order = [state.factions[seat] for seat, _ in setup_sequence(state)]
    assert order == [MQ] * 4 + [EY] * 2 + [VB] * 2 + [LP]
    assert GAME.new_state(5, 3, {}).factions == [LP, MQ, VB, EY, AL]
    assert GAME.new_state(4, 3, {}).factions == [LP, MQ, VB, EY]


def test_any_set_of_two_to_five_factions_is_legal_and_bad_ids_are_refused() -> None:
    """Law 5.1: any set of factions; the option names them in seat order."""
    assert parse_factions("eyrie,alliance", 2) == [EY, AL]
    with pytest.raises(ValueError, match="unknown faction"):
        parse_factions("lost powers,cats", 2)
    assert GAME.min_players == 2 and GAME.max_players == 5


def test_winter_deals_four_suit_markers_of_each_suit_at_random() -> None:
    """Law C.1.1: the Winter map's suits come from shuffled markers, four of each suit; the seed decides."""
    layouts = set()
    for seed in range(8):
        state = GAME.new_state(2, seed, {"map": "winter"})
        board = geo(state)
        assert board.key == "winter" and sorted(board.suit[1:]) == sorted(["fox", "rabbit", "mouse"] * 4)
        layouts.add(state.layout)
        assert GAME.new_state(2, seed, {"map": "winter"}).layout == state.layout
        assert len(board.paths) == 16 and len(board.forests) == 8
        view = GAME.view(state, 0)
        assert view.map.suits == list(board.suit[1:]) and [c.suit for c in view.clearings] == view.map.suits
    assert len(layouts) > 4
    assert GAME.new_state(2, 1, {}).layout == "autumn"


def test_winter_games_play_to_the_end_with_every_faction() -> None:
    """Law C.1: every rule reads the dealt board: random games on Winter end with a result."""
    for seed in range(3):
        state = GAME.new_state(5, seed, {"map": "winter", "factions": ALL})
        rng = random.Random(seed)
        while decisions := GAME.decisions(state):
            GAME.apply(state, decisions[0].seat, rng.choice(decisions[0].options))
        assert GAME.result(state) is not None


def test_dominance_is_in_the_deck_only_with_three_or_more_players() -> None:
    """Law 5.1.3 and 3.3: two players play without the dominance cards."""
    from engines.woodland.deck import design

    for players, expected in ((2, 0), (3, 4), (5, 4)):
        state = GAME.new_state(players, 1, {})
        cards = state.deck + [c for hand in state.hands for c in hand]
        cards += [c for b in state.boards for c in getattr(b, "supporters", [])]
        assert sum(1 for c in cards if design(c).kind == "dominance") == expected


def test_the_vagabond_forms_a_coalition_with_the_last_player_in_four_player_games() -> None:
    """Law 9.2.8: with four or more players the Vagabond activates dominance (10 VP) to join the player
    with the fewest points; he wins when they win, and neither may battle the other."""
    state = table(VB, MQ, EY, LP)
    state.vp = [12, 8, 3, 5]
    dominance = give(state, 0, "mouse_dominance")[0]
    from tests.engines.woodland.helpers import pawn

    pawn(state, 0, cid=5, items=("sword", "boot", "torch"))
    put(state, 2, 5, warriors=1)
    at(state, "vb_daylight", active=0)
    assert A.Battle(5, 2) in options(state)
    act(state, A.Activate(dominance))
    assert state.coalition == [2, -1, -1, -1] and state.dominance[0] == dominance
    assert A.Battle(5, 2) not in options(state), "partners are not enemies"
    assert GAME.view(state, 1).seats[0].coalition == 2
    assert not dominance_holds(state, 0)
    from engines.woodland.scoring import end

    end(state, [2], "30 victory points", [])
    assert state.winners == [2, 0]


def test_three_players_the_vagabond_has_no_use_for_dominance() -> None:
    """Law 9.2.8: no coalition below four players, and he never wins by dominance himself."""
    state = table(VB, MQ, LP)
    state.vp = [12, 8, 3]
    give(state, 0, "mouse_dominance")
    at(state, "vb_daylight", active=0)
    assert not any(isinstance(o, A.Activate) for o in options(state))
