"""The searching bot on the contract: budgets, cancellation, the heuristic as its fallback."""

from __future__ import annotations

import math
import random
import threading
import time
from typing import Any

import pytest

from engines.core import search
from engines.core.bots import BotTurn, EasyBot, RandomBot, bot_kinds, bot_label, make_bot
from engines.core.contract import Game
from engines.core.search import SearchBot
from engines.registry import get_game
from tests.engines.core.toy import TOY, Bank, Draw, EndTurn, Roll
from tests.support import answer_after_cancel, registered_games

SEARCHABLE = [g for g in registered_games() if g.searchable]


def _first_choice(game: Game[Any], seed: int = 5) -> tuple[Any, Any]:
    """A position where the seat of the first decision has more than one option, in a decision the game
    searches (``Game.worth_searching``)."""
    state = game.new_state(2 if game.min_players <= 2 else game.min_players, seed)
    rng = random.Random(seed)
    while True:
        decision = game.decisions(state)[0]
        if len(decision.options) > 1 and game.worth_searching(decision):
            return state, decision
        game.perform(state, decision.seat, rng.choice(decision.options))


def _turn(game: Game[Any], state: Any, decision: Any, budget: float, cancel: threading.Event | None = None,
          seen: bool = True) -> BotTurn:
    seat = decision.seat
    return BotTurn(game, seat, decision, game.view(state, seat), random.Random(1), budget, cancel,
                   seen=game.seen(state, seat) if seen else None)


def test_the_difficulties_are_offered_for_every_game() -> None:
    for game in registered_games():
        expected = ["easy", "normal", "hard"] if game.searchable else ["easy", "normal"]
        assert bot_kinds(game)[: len(expected)] == expected
    assert [bot_label(k) for k in ("bot:easy", "normal", "hard")] == ["Easy", "Normal", "Hard"]


def test_old_bot_names_keep_working() -> None:
    game = get_game("lostworlds")
    assert isinstance(make_bot(game, "bot:random"), RandomBot)
    assert type(make_bot(game, "heuristic")) is type(make_bot(game, "normal"))
    assert isinstance(make_bot(game, "bot:easy"), EasyBot)
    assert isinstance(make_bot(game, "bot:hard"), SearchBot)
    with pytest.raises(ValueError, match="has no bot 'clever'"):
        make_bot(game, "clever")


@pytest.mark.parametrize("game", SEARCHABLE, ids=[g.id for g in SEARCHABLE])
def test_a_cancelled_search_answers_within_50_ms(game: Game[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "DROP_Z", math.inf)  # keep every option alive, so it thinks until told
    state, decision = _first_choice(game)
    move, waited = answer_after_cancel(game, lambda cancel: _turn(game, state, decision, budget=30.0, cancel=cancel),
                                       0.15)
    assert waited < 0.05
    assert move in decision.options


def test_a_search_stops_at_its_budget_with_a_legal_move() -> None:
    game = get_game("lostworlds")
    state, decision = _first_choice(game)
    bot = SearchBot(game)
    started = time.thread_time()
    action = bot.choose(BotTurn(game, decision.seat, decision, game.view(state, decision.seat), random.Random(2),
                                0.2, seen=game.seen(state, decision.seat), clock=time.thread_time))
    assert action in decision.options
    assert bot.stats.futures > 0
    assert time.thread_time() - started < 1.0


def test_a_single_option_takes_no_time() -> None:
    state = TOY.new_state(2, 1)
    TOY.perform(state, 0, Roll())
    decision = TOY.decisions(state)[0]
    only = type(decision)(decision.seat, decision.prompt, decision.options[:1])
    bot = SearchBot(TOY)
    assert bot.choose(_turn(TOY, state, only, budget=30.0)) == only.options[0]
    assert bot.stats.futures == 0


def test_without_the_seats_knowledge_it_plays_the_heuristic() -> None:
    """A LAN client holds only its view: the searching bot then plays its heuristic's move."""
    game = get_game("lostworlds")
    state, decision = _first_choice(game)
    bot = SearchBot(game)
    heuristic = make_bot(game, "normal")
    turn = _turn(game, state, decision, budget=5.0, seen=False)
    assert bot.choose(turn) == heuristic.choose(_turn(game, state, decision, budget=5.0, seen=False))
    assert bot.stats.futures == 0


def test_the_search_finds_the_winning_move_the_random_policy_misses() -> None:
    """Toy: at 11 of 12 points, banking 1 wins now; the toy's only policy plays at random."""
    state = TOY.new_state(2, 3)
    state.scores = [11, 11]
    decision = TOY.decisions(state)[0]
    assert {Bank(1), Bank(2), Roll(), EndTurn(), Draw()} == set(decision.options)
    bot = SearchBot(TOY, futures=12)
    action = bot.choose(_turn(TOY, state, decision, budget=30.0))
    assert action in (Bank(1), Bank(2), Roll())
