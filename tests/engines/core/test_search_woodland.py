"""The searching bot's look-ahead is counted from the decision's own turn (search-woodland, issue 21).

An option that ends the turn (Woodland's Done in the Alliance's Daylight) used to start its count of
turns one turn later than an option that does not, so its futures were judged after a whole extra turn
of the seat's own play, and the bot kept passing its turn for it."""

from __future__ import annotations

import random

from engines.core.bots import BotTurn
from engines.core.search import SearchBot
from tests.engines.core.toy import Bank, EndTurn, Toy, ToyState


class TurnRecordingToy(Toy):
    """The toy game with a look-ahead, recording the turn of every position the search evaluates."""

    search_horizon = 2

    def __init__(self) -> None:
        self.judged_turns: list[int] = []

    def evaluate(self, state: ToyState) -> list[float] | None:
        self.judged_turns.append(state.turn)
        total = sum(state.scores) or 1
        return [score / total for score in state.scores]


def test_every_option_is_judged_at_the_same_turn_whether_or_not_it_ends_the_turn() -> None:
    game = TurnRecordingToy()
    state = game.new_state(2, 4, {"goal": 50})  # no one can win within the look-ahead
    decision = game.decisions(state)[0]
    assert Bank(1) in decision.options and EndTurn() in decision.options
    bot = SearchBot(game, futures=6)
    turn = BotTurn(game, 0, decision, game.view(state, 0), random.Random(1), 30.0, seen=game.seen(state, 0))
    bot.choose(turn)
    assert bot.stats.futures > 0
    # the decision is in turn 0: two changes of turn later, every future stops at turn 2, EndTurn's too
    assert set(game.judged_turns) == {2}
    assert bot.stats.values[decision.options.index(EndTurn())], "EndTurn's futures were among those judged"
