"""The campaign as a saved object spanning games: the API, saves, and a whole campaign played by bots."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.core.bots import make_bot
from engines.core.match import Match
from engines.core.saves import load_match, save_match
from engines.core.simulate import play_one
from engines.lostworlds import GAME
from engines.lostworlds.campaign import (
    CampaignError,
    fold,
    game_options,
    load_campaign,
    new_campaign,
    save_campaign,
    standings,
)
from engines.lostworlds.campaign_rules import campaign_points
from engines.lostworlds.state import Campaign
from tests.support import random_actions


def play_game(camp: Campaign, seed: int) -> Campaign:
    options = GAME.resolve_options(game_options(camp))
    bots = [make_bot(GAME, "heuristic") for _ in range(camp.players)]
    _result, _actions, state = play_one(GAME, camp.players, bots, seed, options)
    return fold(camp, state)


@pytest.mark.rule("LW-OPERA-2", "LW-OPERA-6", "LW-OPERA-7", "LW-CEND-1", "LW-NEXT-2", "LW-GAP-11", "LW-GAP-12")
@pytest.mark.parametrize("players", [2, 4])
def test_bots_play_a_whole_campaign_to_its_end(players: int, tmp_path: Path) -> None:
    camp = new_campaign(players, campaign_id=f"bots-{players}")
    path = tmp_path / "saga.lwcampaign"
    for seed in range(12):
        before = camp.games
        camp = play_game(camp, seed)
        assert camp.games == before + 1
        save_campaign(camp, path)
        camp = load_campaign(path)
        if camp.over:
            break
    assert camp.over and 2 <= camp.games <= 12
    assert sum(camp.wins) >= camp.games - 1
    assert [p for _, p in standings(camp)] == sorted(campaign_points(camp), reverse=True)
    with pytest.raises(CampaignError, match="over"):
        game_options(camp)


def test_a_finished_game_is_folded_in_once() -> None:
    camp = new_campaign(2, campaign_id="once")
    options = GAME.resolve_options(game_options(camp))
    bots = [make_bot(GAME, "heuristic") for _ in range(2)]
    _result, _n, state = play_one(GAME, 2, bots, 3, options)
    after = fold(camp, state)
    with pytest.raises(CampaignError, match="already folded"):
        fold(after, state)
    with pytest.raises(CampaignError, match="does not belong"):
        fold(new_campaign(2, campaign_id="other"), state)


def test_damaged_foreign_and_future_campaign_files_are_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "saga.lwcampaign"
    save_campaign(new_campaign(3, campaign_id="x"), path)
    good = path.read_bytes()
    path.write_bytes(good[: len(good) // 2])
    with pytest.raises(CampaignError, match="damaged"):
        load_campaign(path)
    data = json.loads(good)
    data["format_version"] = 7
    path.write_text(json.dumps(data))
    with pytest.raises(CampaignError, match="newer Starboard"):
        load_campaign(path)
    assert json.loads(path.read_text())["format_version"] == 7
    data["format_version"], data["claims"] = 1, [0] * 3
    path.write_text(json.dumps(data))
    with pytest.raises(CampaignError, match="map does not match"):
        load_campaign(path)
    path.write_text('{"format": "starboard-save"}')
    with pytest.raises(CampaignError, match="not a Lost Worlds campaign"):
        load_campaign(path)
    assert not list(tmp_path.glob(".*.tmp"))


def test_a_campaign_game_saves_and_replays_like_any_match(tmp_path: Path) -> None:
    camp = new_campaign(3, campaign_id="match")
    match = Match(GAME, 3, 4, game_options(camp))
    for seat, action in random_actions(GAME, GAME.clone(match.state), 300, seed=2):
        match.apply(seat, action)
    save_match(match, tmp_path / "g.starboard")
    loaded = load_match(tmp_path / "g.starboard")
    assert GAME.state_json(loaded.state) == GAME.state_json(match.state)


def test_a_campaign_for_another_player_count_is_refused() -> None:
    with pytest.raises(ValueError, match="for 3 players"):
        GAME.new_state(2, 1, game_options(new_campaign(3)))
    with pytest.raises(CampaignError):
        new_campaign(6)
