"""Helpers shared by tests: random playouts and the registered games."""

from __future__ import annotations

import random
from typing import Any

from engines.core.contract import Game
from engines.registry import all_games


def registered_games(with_toy: bool = True) -> list[Game[Any]]:
    """Every registered game, plus the core's toy game so the contract tests always run."""
    games = all_games()
    if with_toy:
        from engines.registry import register
        from tests.engines.core.toy import TOY

        register(TOY)
        games = [*games, TOY] if TOY not in games else games
    return games


def random_actions(game: Game[Any], state: Any, steps: int, seed: int) -> list[tuple[int, Any]]:
    """Play up to ``steps`` random legal actions on ``state`` (in place); return what was played."""
    rng = random.Random(seed)
    played: list[tuple[int, Any]] = []
    for _ in range(steps):
        decisions = game.decisions(state)
        if not decisions:
            break
        decision = decisions[0]
        action = rng.choice(decision.options)
        game.apply(state, decision.seat, action)
        played.append((decision.seat, action))
    return played


def player_counts(game: Game[Any]) -> list[int]:
    return sorted({game.min_players, game.max_players})
