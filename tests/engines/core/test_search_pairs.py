"""``Game.search_pairs``: where futures are dear, the search chooses on fewer pairs and narrows by the clock.

The toy's futures are judged as soon as they start (a leaf), and each judgement advances a fake clock by a tenth of
a second, so what the clock leaves room for is known exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core.bots import Bot, BotTurn
from engines.core.search import MIN_PAIRS, SearchBot
from tests.engines.core.toy import Bank, Draw, EndTurn, Toy, ToyState

FUTURE_COST = 0.1


class _EndsItsTurn(Bot):
    name = "heuristic"

    def choose(self, turn: BotTurn) -> Any:
        return EndTurn() if EndTurn() in turn.options else turn.options[0]


class _DearToy(Toy):
    """Every future costs FUTURE_COST on ``now``; the named options are banking 2, banking 1 and drawing."""

    def __init__(self, pairs: int | None) -> None:
        self.pairs = pairs
        self.now = 0.0

    def bots(self) -> dict[str, Callable[[], Bot]]:
        return {"heuristic": _EndsItsTurn}

    def search_options(self, turn: Any, default: Any) -> list[Any] | None:
        return [Bank(2), Bank(1), Draw()]

    def search_pairs(self, turn: Any) -> int | None:
        return self.pairs

    def search_leaf(self, turn: Any) -> Callable[[ToyState], bool] | None:
        return lambda state: True

    def evaluate(self, state: ToyState) -> list[float] | None:
        self.now += FUTURE_COST
        ahead = state.scores[0] - state.scores[1]
        return [0.5 + 0.01 * ahead, 0.5 - 0.01 * ahead]

    def clock(self) -> float:
        return self.now


def _search(pairs: int | None, budget: float, futures: int | None = None) -> tuple[SearchBot, Any]:
    game = _DearToy(pairs)
    state = game.new_state(2, 4, {"goal": 50})
    decision = game.decisions(state)[0]
    bot = SearchBot(game, futures=futures)
    turn = BotTurn(game, 0, decision, game.view(state, 0), random.Random(1), budget, seen=game.seen(state, 0),
                   clock=game.clock)
    return bot, bot.choose(turn)


def _played(bot: SearchBot, game_options: list[Any], action: Any) -> int:
    return len(bot.stats.values[game_options.index(action)])


def test_the_clock_keeps_only_the_named_options_that_can_reach_their_pairs() -> None:
    """After the heuristic's first future (0.1 s) 0.45 s are left: the heuristic's second and banking 2's two fit
    (0.3 s), a second alternative's two more do not (0.5 s), so banking 1 and drawing are never played."""
    bot, action = _search(pairs=2, budget=0.55)
    options = _options()
    assert _played(bot, options, Bank(2)) >= 2
    assert _played(bot, options, Bank(1)) == 0 and _played(bot, options, Draw()) == 0
    assert action == Bank(2), "two paired futures, each two points ahead, are enough to leave the heuristic"


def test_with_room_for_every_named_option_none_is_dropped_by_the_clock() -> None:
    bot, _ = _search(pairs=2, budget=0.85)  # eight futures: 0.8 s
    options = _options()
    assert all(_played(bot, options, a) >= 2 for a in (Bank(2), Bank(1), Draw()))


def test_without_the_hook_the_same_budget_spreads_over_every_option_and_keeps_the_heuristic() -> None:
    """The usual rule: every named option in turn, none reaching MIN_PAIRS in 0.55 s, so no change is made."""
    bot, action = _search(pairs=None, budget=0.55)
    options = _options()
    assert all(1 <= _played(bot, options, a) < MIN_PAIRS for a in (Bank(2), Bank(1), Draw()))
    assert action == EndTurn()


def test_a_count_of_futures_is_never_narrowed() -> None:
    bot, action = _search(pairs=2, budget=0.05, futures=3)
    options = _options()
    assert _played(bot, options, Bank(2)) == _played(bot, options, Bank(1)) == 3
    assert _played(bot, options, Draw()) == 2, "played until two pairs showed it no better than the heuristic's"
    assert action == Bank(2)


def _options() -> list[Any]:
    game = _DearToy(None)
    return game.decisions(game.new_state(2, 4, {"goal": 50}))[0].options
