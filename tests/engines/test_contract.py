"""The contract, checked for every registered game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engines.core.contract import Game, IllegalAction
from engines.core.match import Match
from engines.core.options import OptionError
from engines.core.saves import SaveError, load_match, save_match
from tests.support import player_counts, random_actions, registered_games, secrets_leaked

GAMES = registered_games()
CASES = [(g, n) for g in GAMES for n in player_counts(g)]
IDS = [f"{g.id}-{n}p" for g, n in CASES]


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_same_seed_and_actions_give_the_same_state_bytes(game: Game[Any], players: int) -> None:
    first = game.new_state(players, 11)
    played = random_actions(game, first, 150, seed=5)
    second = game.new_state(players, 11)
    for seat, action in played:
        game.apply(second, seat, action)
    assert game.state_json(first) == game.state_json(second)


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_a_different_seed_gives_a_different_game(game: Game[Any], players: int) -> None:
    states = [game.new_state(players, seed) for seed in range(6)]
    for state in states:
        random_actions(game, state, 40, seed=1)
    assert len({game.state_json(s) for s in states}) > 1


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_clone_is_equal_and_independent(game: Game[Any], players: int) -> None:
    state = game.new_state(players, 3)
    random_actions(game, state, 20, seed=2)
    copy = game.clone(state)
    assert game.state_json(copy) == game.state_json(state)
    random_actions(game, copy, 5, seed=3)
    assert game.state_json(copy) != game.state_json(state) or not game.decisions(state)


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_every_listed_option_applies(game: Game[Any], players: int) -> None:
    state = game.new_state(players, 21)
    for step in range(12):
        for decision in game.decisions(state):
            for action in decision.options:
                game.apply(game.clone(state), decision.seat, action)
        if not random_actions(game, state, 7, seed=step):
            break


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_an_action_from_the_wrong_seat_is_refused(game: Game[Any], players: int) -> None:
    state = game.new_state(players, 4)
    decision = game.decisions(state)[0]
    asked = {d.seat for d in game.decisions(state)}
    others = [s for s in range(players) if s not in asked]
    if not others:
        pytest.skip("every seat is asked at this point")
    with pytest.raises(IllegalAction):
        game.apply(state, others[0], decision.options[0])


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_views_never_show_another_seats_secrets_or_the_generator(game: Game[Any], players: int) -> None:
    state = game.new_state(players, 8)
    for step in range(30):
        assert secrets_leaked(game, state, players) == []
        if not random_actions(game, state, 9, seed=step):
            break


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_a_save_reloads_to_the_same_state(game: Game[Any], players: int, tmp_path: Path) -> None:
    match = Match(game, players, 9, {})
    for seat, action in random_actions(game, game.clone(match.state), 40, seed=6):
        match.apply(seat, action)
    path = tmp_path / "game.starboard"
    save_match(match, path)
    loaded = load_match(path)
    assert game.state_json(loaded.state) == game.state_json(match.state)
    assert loaded.version == match.version
    assert [a.action for a in loaded.actions] == [a.action for a in match.actions]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_damaged_and_future_saves_are_refused_clearly(game: Game[Any], tmp_path: Path) -> None:
    match = Match(game, game.min_players, 2, {})
    path = tmp_path / "game.starboard"
    save_match(match, path)
    good = path.read_bytes()

    path.write_bytes(good[: len(good) // 2])
    with pytest.raises(SaveError, match="damaged"):
        load_match(path)

    data = json.loads(good)
    data["format_version"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="newer Starboard"):
        load_match(path)
    assert json.loads(path.read_text())["format_version"] == 99, "a refused save is left as it was"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_options_have_defaults_and_unknown_ones_are_refused(game: Game[Any]) -> None:
    defaults = game.resolve_options({})
    assert set(defaults) == {o.key for o in game.options}
    with pytest.raises(OptionError, match="no option"):
        game.resolve_options({"no_such_option": "1"})
