"""The heuristic bot: legal, view-only, and much better than random."""

from __future__ import annotations

import random

import msgspec
import pytest

from engines.core.bots import BotTurn, RandomBot
from engines.core.simulate import play_one
from engines.cosmic import GAME
from engines.cosmic.bot import HeuristicBot


@pytest.mark.slow
def test_the_heuristic_bot_beats_random_play() -> None:
    wins = 0
    for seed in range(12):
        seat = seed % 2
        bots = [RandomBot(), RandomBot()]
        bots[seat] = HeuristicBot()
        result, _, _ = play_one(GAME, 2, bots, seed, GAME.resolve_options({}))
        wins += result.winners == [seat]
    assert wins >= 10


def test_the_heuristic_bot_plays_whole_games_at_every_table_size_from_views_alone() -> None:
    for players in (3, 6):
        unit = "team" if players == 3 else "contender"
        state = GAME.new_state(players, players, {"draft": "snake", "move_unit": unit})
        rng = random.Random(1)
        bot = HeuristicBot()
        steps = 0
        while GAME.decisions(state):
            decision = GAME.decisions(state)[0]
            wire = msgspec.json.encode(GAME.view(state, decision.seat))  # as a LAN client would get it
            view = GAME.view_from(msgspec.json.decode(wire))
            action = bot.choose(BotTurn(GAME, decision.seat, decision, view, rng))
            GAME.apply(state, decision.seat, action)
            steps += 1
        assert GAME.result(state) is not None and steps > 50
