"""Values for the searching bot: a result or a position as each seat's share of a win (0 to 1)."""

from __future__ import annotations

import math

from engines.core.contract import Result


def outcome_values(result: Result, players: int, cooperative: bool = False) -> list[float]:
    """A finished game: winners split 1 (a team win gives everyone 1, a team loss 0)."""
    if cooperative:
        return [1.0 if result.winners else 0.0] * players
    share = 1.0 / len(result.winners) if result.winners else 0.0
    return [share if seat in result.winners else 0.0 for seat in range(players)]


def win_shares(worth: list[float], spread: float) -> list[float]:
    """Shares of a win from each seat's worth: one ``spread`` of worth ahead is e (2.7) times likelier."""
    top = max(worth)
    weights = [math.exp((w - top) / spread) for w in worth]
    total = sum(weights)
    return [w / total for w in weights]
