"""Whole games with random bots end without an error (the fuzz of every decision), 3 to 8 players."""

from __future__ import annotations

import pytest

from engines.core.simulate import simulate
from engines.galaxy import GAME


@pytest.mark.slow
@pytest.mark.parametrize(("players", "options"), [
    (3, {}), (6, {}), (8, {"layout": "alternate"}), (5, {"layout": "hyperlanes", "factions": "draft"}),
    (6, {"layout": "large"}), (4, {"galaxy": "build"}),
])
def test_random_games_play_to_the_end(players: int, options: dict[str, str]) -> None:
    """LRR 61.15 / 98.8: with no objective left to reveal the game ends; random bots get there."""
    report = simulate(GAME, 2, players, ["random"] * players, seed=11, options=options)
    assert report["errors"] == 0, report["first_error"]
    assert report["completed"] == 2 and report["rounds"] >= 1 and report["objectives_scored"] >= 0
    assert set(report) >= {"rounds", "combats", "objectives_scored", "agendas_resolved", "action_cards_played",
                           "transactions"}
