"""Replays of saves: whose eyes, what they may see at every step, stepping, refusals, continuing."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engines.core.contract import Game, IllegalAction
from engines.core.match import Match, SeatConfig
from engines.core.replay import EVERYTHING, SPECTATOR, GameReplay, Replay, open_replay, step_position
from engines.core.saves import SaveError, load_match, save_match
from engines.registry import get_game, register
from tests.engines.core.toy import TOY
from tests.support import registered_games

register(TOY)
HIDDEN = [g for g in registered_games() if g.hidden_information]


def played(game: Game[Any], players: int, moves: int, seed: int = 4, options: dict[str, Any] | None = None,
           reveal: bool = False) -> Match:
    """A hot-seat match of ``moves`` random legal moves (fewer if it ends), every seat a person."""
    seats = [SeatConfig(f"Seat{i}", i) for i in range(players)]
    match = Match(game, players, 1234 + seed, options or {}, seats)
    rng = random.Random(seed)
    while match.decisions() and len(match.actions) < moves:
        decision = match.decisions()[0]
        match.apply(decision.seat, rng.choice(decision.options))
    match.reveal = reveal
    return match


def saved_replay(match: Match, tmp_path: Path) -> Replay:
    path = tmp_path / "game.starboard"
    save_match(match, path)
    return open_replay(path)


def shown_text(replay: Replay, position: int, eyes: int | None) -> str:
    """Everything a replay shows these eyes at this step: the table, the log and the move list so far."""
    envelope = replay.envelope(position, eyes)
    parts = [msgspec.json.encode(envelope).decode()]
    parts += [entry.text for entry in replay.log(position, eyes)]
    parts += [replay.move_text(index, eyes) for index in range(1, position + 1)]
    return "\n".join(parts)


@pytest.mark.slow
@pytest.mark.parametrize("game", HIDDEN, ids=[g.id for g in HIDDEN])
def test_a_hot_seat_replay_never_shows_a_seat_another_seats_cards_at_any_step(game: Game[Any],
                                                                               tmp_path: Path) -> None:
    options = {"goal": 40} if game.id == "toy" else {}  # a long toy game: every seat draws cards
    players = max(3, game.min_players)
    match = played(game, players, 70, options=options)
    replay = saved_replay(match, tmp_path)
    assert isinstance(replay, GameReplay)
    held = 0
    for position in range(replay.length + 1):
        state = replay.state_at(position)
        secrets = game.secrets(state)
        key = state.rng.key or str(state.rng.seed)
        for eyes in [*range(players), SPECTATOR]:
            text = shown_text(replay, position, eyes)
            assert key not in text, f"move {position}: {eyes} sees the generator"
            for owner, hidden in secrets.items():
                if owner == eyes and owner is not None:
                    held += sum(secret in text for secret in hidden)
                    continue
                leaked = [secret for secret in hidden if secret in text]
                assert not leaked, f"move {position}: seat {eyes} sees {leaked} of {owner}"
    assert held, "no seat ever saw its own hand: the check would not catch a leak"


def test_a_private_log_line_reaches_only_its_seat_in_the_replay(tmp_path: Path) -> None:
    from tests.engines.core.toy import Draw, EndTurn

    match = Match(TOY, 2, 5, {}, [SeatConfig("Ann", 0), SeatConfig("Bob", 1)])
    match.apply(0, Draw())
    match.apply(0, EndTurn())
    replay = saved_replay(match, tmp_path)
    card = match.state.hands[0][0]
    assert card in replay.move_text(1, 0) and card in shown_text(replay, 2, 0)
    assert card not in shown_text(replay, 2, 1) and card not in shown_text(replay, 2, SPECTATOR)
    assert replay.move_text(1, 1) == "1. Ann chose (the log does not say what)"


@pytest.mark.parametrize("game", registered_games(), ids=[g.id for g in registered_games()])
def test_stepping_back_and_forth_returns_identical_views(game: Game[Any], tmp_path: Path) -> None:
    match = played(game, game.min_players, 90, seed=2)
    replay = saved_replay(match, tmp_path)
    walked = [msgspec.json.encode(replay.envelope(p, 0)) for p in range(replay.length + 1)]
    rng = random.Random(7)
    for _ in range(120):
        position = rng.randrange(replay.length + 1)
        assert msgspec.json.encode(replay.envelope(position, 0)) == walked[position], f"move {position}"
    # and the same as a table dealt again and played straight to that move
    for position in (0, replay.length // 3, replay.length):
        state = match.initial_state()
        for logged in match.actions[:position]:
            game.apply(state, logged.seat, logged.action)
        assert game.state_json(state) == game.state_json(replay.state_at(position))


def test_a_step_moves_by_a_move_a_turn_or_a_round() -> None:
    keys = [1, 1, 1, 2, 2, 3, 3, 3]
    assert step_position(keys, 0, 1) == 3 and step_position(keys, 3, 1) == 5 and step_position(keys, 6, 1) == 7
    assert step_position(keys, 4, -1) == 3, "back first to the start of this turn"
    assert step_position(keys, 3, -1) == 0, "then to the start of the one before"
    assert step_position(keys, 0, -1) == 0 and step_position(keys, 7, 1) == 7


def test_a_replay_steps_through_turns_where_the_turn_changes(tmp_path: Path) -> None:
    replay = saved_replay(played(TOY, 2, 60, seed=3), tmp_path)
    starts = [p for p in range(1, replay.length + 1) if replay.turn_of(p) != replay.turn_of(p - 1)]
    assert starts, "the toy game changed turns"
    assert replay.step(0, "turn", 1) == starts[0]
    assert replay.step(starts[0], "turn", -1) == 0
    assert replay.step(starts[0] + 1, "turn", -1) == starts[0] or starts[0] + 1 in starts


def test_a_damaged_future_or_foreign_file_is_refused_with_the_reason(tmp_path: Path) -> None:
    match = played(TOY, 2, 20)
    path = tmp_path / "game.starboard"
    save_match(match, path)
    good = path.read_bytes()

    def refused(data: bytes) -> str:
        path.write_bytes(data)
        with pytest.raises(SaveError) as error:
            open_replay(path)
        assert path.read_bytes() == data, "a refused file is left as it was"
        return str(error.value)

    assert "damaged" in refused(good[: len(good) // 2])
    assert "not a Starboard save or replay" in refused(b'{"format": "something-else"}')
    future = json.loads(good)
    future["format_version"] = 99
    assert "newer Starboard" in refused(json.dumps(future).encode())
    foreign = json.loads(good)
    foreign["game"] = "chess"
    assert "unknown game 'chess'" in refused(json.dumps(foreign).encode())
    altered = json.loads(good)
    altered["actions"][3] = {"seat": 1 - altered["actions"][3]["seat"], "action": altered["actions"][3]["action"]}
    assert "does not replay" in refused(json.dumps(altered).encode())
    with pytest.raises(SaveError, match="Cannot read"):
        open_replay(tmp_path / "missing.starboard")


def test_everything_is_shown_only_for_a_finished_game_whose_players_chose_it(tmp_path: Path) -> None:
    finished = played(TOY, 2, 10_000)
    assert finished.is_over()
    hidden = saved_replay(finished, tmp_path)
    assert EVERYTHING not in [eyes for _, eyes in hidden.eyes()]
    with pytest.raises(IllegalAction):
        hidden.envelope(3, EVERYTHING)
    finished.reveal = True
    shown = saved_replay(finished, tmp_path)
    assert EVERYTHING in [eyes for _, eyes in shown.eyes()]
    assert load_match(tmp_path / "game.starboard").reveal, "the choice is kept in the save"
    assert shown.envelope(3, EVERYTHING).seat is not None
    unfinished = played(TOY, 2, 6, reveal=True)
    assert not unfinished.is_over()
    assert EVERYTHING not in [eyes for _, eyes in saved_replay(unfinished, tmp_path).eyes()]


def test_continue_from_here_starts_a_fresh_match_that_saves_and_replays(tmp_path: Path) -> None:
    game = get_game("lostworlds")
    replay = saved_replay(played(game, 3, 80), tmp_path)
    assert replay.continue_block() == ""
    seats = [SeatConfig("Ada", 2, "human"), SeatConfig("Bot", 0, "bot:random"), SeatConfig("Cy", 1, "human")]
    fresh = replay.continue_from(30, seats)
    assert fresh.names == ["Ada", "Bot", "Cy"] and fresh.version == 30 and len(fresh.actions) == 30
    assert game.state_json(fresh.state) == game.state_json(replay.state_at(30))
    assert all("Seat0" not in entry.text for entry in fresh.log), "the log names the new seats"
    decision = fresh.decisions()[0]
    fresh.apply(decision.seat, decision.options[0])
    save_match(fresh, tmp_path / "fresh.starboard")
    assert load_match(tmp_path / "fresh.starboard").version == 31
    assert game.state_json(replay.state_at(30)) != game.state_json(fresh.state), "the replay is left as it was"


def test_seen_with_every_seats_eyes_a_private_line_says_whose_it_was(tmp_path: Path) -> None:
    from tests.engines.core.toy import Draw

    match = Match(TOY, 2, 5, {}, [SeatConfig("Ann", 0), SeatConfig("Bob", 1)])
    match.apply(0, Draw())
    while match.decisions():
        decision = match.decisions()[0]
        match.apply(decision.seat, decision.options[1])  # bank 2 points until someone wins
    match.reveal = True
    replay = saved_replay(match, tmp_path)
    card = match.state.hands[0][0]
    assert [e.text for e in replay.log(1, EVERYTHING)] == [f"Ann saw: drew: card {card}"]
    assert replay.move_text(1, EVERYTHING) == f"1. Ann: draw\n    Ann saw: drew: card {card}"


def bot_played(game: Game[Any], players: int, moves: int, seed: int) -> Match:
    from engines.core.bots import BotTurn, make_bot

    seats = [SeatConfig(f"Seat{i}", i) for i in range(players)]
    match = Match(game, players, seed, {}, seats)
    bots = [make_bot(game, "normal") for _ in range(players)]
    rng = random.Random(seed)
    while match.decisions() and len(match.actions) < moves:
        decision = match.decisions()[0]
        turn = BotTurn(game, decision.seat, decision, game.view(match.state, decision.seat), rng, 0.0)
        match.apply(decision.seat, bots[decision.seat].choose(turn))
    return match


OPEN_GAMES = [g for g in HIDDEN if g.id != "toy"]


@pytest.mark.slow
@pytest.mark.parametrize("game", OPEN_GAMES, ids=[g.id for g in OPEN_GAMES])
def test_a_spectators_move_list_tells_the_open_moves_in_words_and_no_hidden_card(game: Game[Any],
                                                                                 tmp_path: Path) -> None:
    """Moves with nothing in the log (a die picked up, ships declared, a window passed) read as what was done
    wherever the game says its words are open; a spectator never reads a card it could not see."""
    players = max(3, game.min_players)
    replay = saved_replay(bot_played(game, players, 400, 77), tmp_path)
    assert isinstance(replay, GameReplay)
    silent = told = 0
    for index in range(1, replay.length + 1):
        text = replay.move_text(index, SPECTATOR)
        move = replay.moves[index - 1]
        silent += "(the log does not say what)" in text
        if move.open and move.words and move.words.split("{")[0] in text:
            told += 1
        secrets = game.secrets(replay.state_at(index - 1))
        leaked = [s for owner, hidden in secrets.items() for s in hidden if s in text]
        assert not leaked, f"move {index}: the spectator reads {leaked}"
    assert told > 0 and silent < replay.length * 0.2, (told, silent, replay.length)


def test_the_galaxys_open_actions_are_all_galaxy_actions() -> None:
    from engines.core.contract import Action
    from engines.galaxy.game import OPEN_ACTIONS

    def every(cls: type) -> set[type]:
        return {cls, *(sub for child in cls.__subclasses__() for sub in every(child))}

    names = {cls.__name__ for cls in every(Action) if cls.__module__.startswith("engines.galaxy")}
    assert not OPEN_ACTIONS - names, OPEN_ACTIONS - names
