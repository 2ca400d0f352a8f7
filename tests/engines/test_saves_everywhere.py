"""Saves of every game load at any point of a long game: the replay and the snapshot equal the table.

A Cosmic Conquest save stopped loading after the first combat that dealt damage (a dict keyed by
numbers came back from JSON with string keys), so a test that saves once early in a game is not
enough. These play long random games of every registered game, with every player count and the
options on and off, save them to real files at many versions, and load every file.

``STARBOARD_SAVE_SWEEP=N`` plays N times as many games (every count with every option set).
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engines.core.contract import Game
from engines.core.match import LoggedAction, Match
from engines.core.options import OptionError
from engines.core.saves import load_match, save_match
from tests.support import option_variants, random_actions, registered_games

GAMES = registered_games()
IDS = [g.id for g in GAMES]
SWEEP = int(os.environ.get("STARBOARD_SAVE_SWEEP", "0") or 0)
STEPS = 1000  # per game, or until it ends
SAVES = 12  # versions saved and loaded per game
ROUNDS = 2  # games per pairing of a player count and an option set
UNDO_ODDS = 0.05  # an undo now and then, so versions run ahead of the action count


class Saved(msgspec.Struct):
    path: Path
    version: int
    state: bytes
    actions: list[LoggedAction]
    after: int  # index in the move list where the game went on


def _cases(game: Game[Any]) -> list[tuple[int, dict[str, Any], int]]:
    """(players, options, seed): every player count and every option variant at least once.

    A variant a player count refuses (a map made for other counts) moves to a count that takes it.
    """
    counts = list(range(game.min_players, game.max_players + 1))
    variants = option_variants(game)
    if SWEEP:
        pairs = [(n, v) for n in counts for v in variants if _takes(game, n, v)]
        return [(n, v, 1000 * rep + i) for rep in range(SWEEP) for i, (n, v) in enumerate(pairs)]
    cases = []
    for i in range(ROUNDS * max(len(counts), len(variants))):
        variant = variants[i % len(variants)]
        fits = [n for n in counts[i % len(counts) :] + counts if _takes(game, n, variant)]
        if fits:
            cases.append((fits[0], variant, 31 + i))
    return cases


def _takes(game: Game[Any], players: int, options: dict[str, Any]) -> bool:
    try:
        game.new_state(players, 1, options)
    except OptionError:
        return False
    return True


def _play(match: Match, folder: Path, seed: int) -> tuple[list[Any], dict[int, bytes], list[Saved]]:
    """Random moves (an undo now and then) with a save every few moves; the moves, states and saves."""
    game, rng = match.game, random.Random(seed)
    moves: list[Any] = []
    seen = {match.version: game.state_json(match.state)}
    saves: list[Saved] = []
    for step in range(STEPS + 1):
        if step % (STEPS // SAVES) == 0 or not match.decisions():
            path = folder / f"save-{seed}-{step}.starboard"
            save_match(match, path)
            saves.append(Saved(path, match.version, seen[match.version], list(match.actions), len(moves)))
        decisions = match.decisions()
        if not decisions or step == STEPS:
            break
        decision = rng.choice(decisions)
        if match.can_undo(decision.seat) and rng.random() < UNDO_ODDS:
            match.undo(decision.seat)
            moves.append(None)
        else:
            action = rng.choice(decision.options)
            match.apply(decision.seat, action)
            moves.append(LoggedAction(decision.seat, action))
        seen[match.version] = game.state_json(match.state)
    return moves, seen, saves


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_every_state_survives_json_and_msgpack_along_a_game(game: Game[Any]) -> None:
    """The contract a save relies on: state_json -> state_from_json gives the same state, at every step."""
    for players in range(game.min_players, game.max_players + 1):
        state = game.new_state(players, 5 + players)
        for step in range(40):
            text = game.state_json(state)
            assert game.state_from_json(text) == state, f"{players}p, step {step}"
            assert game.state_json(game.state_from_json(text)) == text, f"{players}p, step {step}"
            assert game.clone(state) == state, f"{players}p, step {step}"
            if not random_actions(game, state, 7, seed=step):
                break


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_saves_at_many_versions_of_long_games_all_load_and_replay(game: Game[Any], tmp_path: Path) -> None:
    played = loads = 0
    for players, options, seed in _cases(game):
        match = Match(game, players, seed, options)
        moves, seen, saves = _play(match, tmp_path, seed)
        played += len(moves)
        for saved in saves:
            where = f"{game.id} {players}p {options} seed {seed}, saved at version {saved.version}"
            loaded = load_match(saved.path)
            loads += 1
            assert loaded.version == saved.version, where
            assert game.state_json(loaded.state) == saved.state, where
            assert loaded.actions == saved.actions, where
            _play_on(loaded, moves[saved.after :], seen, where)
    assert played >= 200 and loads >= 8, f"only {played} moves and {loads} loads of {game.id}"


def _play_on(loaded: Match, moves: list[Any], seen: dict[int, bytes], where: str) -> None:
    """The loaded match takes the original's later moves to the very same tables (up to an undo)."""
    for move in moves:
        if move is None:
            break  # undo checkpoints are not saved: a loaded game starts a fresh turn for undo
        loaded.apply(move.seat, move.action)
        assert loaded.game.state_json(loaded.state) == seen[loaded.version], where
