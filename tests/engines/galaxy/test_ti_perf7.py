"""The engine's seventh speed pass (ti-perf7) changes no game: fixed-seed games played by this tree's engine
end exactly as they did on main before the pass (8bb4eeb). Each digest covers every decision asked (seat,
rule, option count), every action taken and the final state's encoding, so a shortcut that changed one
answer anywhere in a game shows here.

The digests were recorded by running this file as a script against main's tree
(``PYTHONPATH=<main copy> python tests/engines/galaxy/test_ti_perf7.py``). A change that is meant to change
games (a rules fix, a new faction ability) changes them too: record them again the same way, from the tree
before the speed change under test, never from the tree being tested."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

import pytest

from engines.core.bots import BotTurn, make_bot
from engines.galaxy import GAME
from engines.galaxy.state import TIState

pytestmark = pytest.mark.slow


def _finish(state: TIState, trail: list[object]) -> str:
    return hashlib.blake2b(repr(trail).encode() + GAME.encode_state(state), digest_size=12).hexdigest()


def random_game(players: int, seed: int, layout: str = "standard") -> str:
    """A whole game of random legal choices, as the bench plays it (decisions, rng.choice, perform)."""
    state = GAME.new_state(players, seed, GAME.resolve_options({"layout": layout}))
    rng = random.Random(seed)
    trail: list[object] = []
    while decisions := GAME.decisions(state):
        decision = decisions[0]
        action = rng.choice(decision.options)
        trail.append((decision.seat, decision.rule, len(decision.options), action))
        GAME.perform(state, decision.seat, action)
    return _finish(state, trail)


def heuristic_game(seed: int, until_round: int) -> str:
    state = GAME.new_state(6, seed, GAME.resolve_options({}))
    bots = [make_bot(GAME, "heuristic") for _ in range(6)]
    rng = random.Random(seed)
    trail: list[object] = []
    while (decisions := GAME.decisions(state)) and state.round < until_round:
        decision = decisions[0]
        view = GAME.view(state, decision.seat)
        action = bots[decision.seat].choose(BotTurn(GAME, decision.seat, decision, view, rng))
        trail.append((decision.seat, decision.rule, len(decision.options), action))
        GAME.perform(state, decision.seat, action)
    return _finish(state, trail)


GAMES: dict[str, Callable[[], str]] = {
    "random, 6 players, seed 2": lambda: random_game(6, 2),
    "random, 6 players, seed 3": lambda: random_game(6, 3),
    "random, 6 players, seed 4": lambda: random_game(6, 4),
    "random, 6 players, seed 7": lambda: random_game(6, 7),
    "random, 8 players, seed 5": lambda: random_game(8, 5),
    "random, 5 players on hyperlanes, seed 6": lambda: random_game(5, 6, "hyperlanes"),
    "heuristic, 6 players, seed 1, to round 3": lambda: heuristic_game(1, 3),
}

# Recorded on main at 8bb4eeb, before this pass.
RECORDED = {
    "random, 6 players, seed 2": "a13ef0b9be8323d2c5e010d5",
    "random, 6 players, seed 3": "e32eeb94e3659ff866ad324b",
    "random, 6 players, seed 4": "1a373965c79598e0f925114b",
    "random, 6 players, seed 7": "db0185fd619ead6946d000ef",
    "random, 8 players, seed 5": "93479b512cfee49bfa63d500",
    "random, 5 players on hyperlanes, seed 6": "e9d4677f103e057df1bb5930",
    "heuristic, 6 players, seed 1, to round 3": "1a9d49562eb2208cd298a694",
}


@pytest.mark.parametrize("name", list(GAMES))
def test_the_game_ends_as_it_did_on_main_before_the_pass(name: str) -> None:
    assert GAMES[name]() == RECORDED[name]


if __name__ == "__main__":
    for game_name, play in GAMES.items():
        print(f"    \"{game_name}\": \"{play()}\",", flush=True)
