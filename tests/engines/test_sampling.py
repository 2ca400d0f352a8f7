"""The sampling hook, checked for every game that offers the searching bot.

A state drawn from what a seat knows (``Game.seen`` then ``Game.sample``) must look to that seat
exactly like the real one (same view, same options) and must conceal back to the same knowledge.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.core.contract import Game
from engines.core.rng import Rng
from tests.support import player_counts, random_actions, registered_games

GAMES = [g for g in registered_games() if g.searchable]
CASES = [(g, n) for g in GAMES for n in player_counts(g)]
IDS = [f"{g.id}-{n}p" for g, n in CASES]


def positions(game: Game[Any], players: int, count: int = 6, stride: int = 23) -> list[Any]:
    """Positions along one random game (bots at random), a copy every ``stride`` actions."""
    state = game.new_state(players, 17)
    found = []
    for step in range(count):
        if not game.decisions(state):
            break
        found.append(game.clone(state))
        random_actions(game, state, stride, seed=step)
    return found


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_a_sampled_state_looks_the_same_to_the_seat(game: Game[Any], players: int) -> None:
    rng = random.Random(3)
    checked = 0
    for state in positions(game, players):
        for seat in range(players):
            seen = game.seen(state, seat)
            if seen is None:  # the game says no zone can redraw what the seat cannot see here
                continue
            checked += 1
            drawn = game.sample(seen, Rng.from_seed(rng.randrange(1 << 30)))
            assert game.view(drawn, seat) == game.view(state, seat)
            assert game.decision_for(drawn, seat) == game.decision_for(state, seat)
            assert game.seen(drawn, seat) == seen
    assert checked >= players


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_seen_never_holds_the_generator(game: Game[Any], players: int) -> None:
    state = positions(game, players, count=2)[-1]
    seen = game.seen(state, 0)
    assert seen is not None
    drawn = game.sample(seen, Rng.from_seed(5))
    assert drawn.rng != state.rng
