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


def test_simulate_reports_win_rate_by_faction() -> None:
    """Each faction played maps to its wins over the games it was in; one winner per finished game."""
    report = simulate(GAME, 3, 3, ["random"] * 3, seed=4, options={"round_limit": 1, "factions": "random"})
    assert report["errors"] == 0, report["first_error"]
    rates, wins, played = report["win_rate_by_faction"], report["wins_by_faction"], report["played_by_faction"]
    assert set(rates) == set(played) and sum(played.values()) == 3 * report["completed"]
    assert sum(wins.values()) == pytest.approx(report["completed"])
    assert all(rates[f] == round(wins[f] / played[f], 4) for f in rates)
