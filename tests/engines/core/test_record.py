"""Records: each seat's score after every round, ending on the result's scores, and the game's figures."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from engines.core.contract import Game
from engines.core.match import Match
from engines.core.record import build_record, record_json, record_text
from engines.core.replay import open_replay
from engines.core.saves import save_match
from engines.registry import GAME_MODULES, all_games

# The catalogue's games only: a toy game another test module registers has no rounds to chart, and
# whether it is registered yet depends on the order modules are collected in.
GAMES = [game for game in all_games() if game.id in GAME_MODULES]


def finished(game: Game[Any], seed: int = 3) -> Match:
    players = min(game.max_players, max(3, game.min_players))
    match = Match(game, players, 500 + seed, {})
    rng = random.Random(seed)
    while match.decisions() and len(match.actions) < 4000:
        decision = match.decisions()[0]
        match.apply(decision.seat, rng.choice(decision.options))
    assert match.is_over(), f"{game.id} did not end in 4000 random moves"
    return match


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_record_ends_on_the_results_scores_with_a_point_per_round(game: Game[Any], tmp_path: Path) -> None:
    match = finished(game)
    save_match(match, tmp_path / "game.starboard")
    record = build_record(open_replay(tmp_path / "game.starboard"))
    result = match.result()
    assert result is not None and record.result is not None
    assert record.game == game.id and record.moves == len(match.actions)
    assert record.result["winners"] == result.winners
    assert len(record.series) == match.players and all(len(s) == len(record.rounds) for s in record.series)
    assert record.rounds == sorted(set(record.rounds)), "one point per round, in order"
    assert [scores[-1] for scores in record.series] == pytest.approx(result.scores), "the chart ends on the result"
    assert record.figures, f"{game.id} gives no figures"
    for figure, values in record.figures.items():
        assert len(values) == match.players and min(values) >= 0, figure
    text = record_text(record)
    assert game.title in text and record.score.capitalize() in text
    assert record_json(record).startswith(b'{"game":')
