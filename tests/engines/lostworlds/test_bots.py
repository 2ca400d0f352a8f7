"""The heuristic bot: legal from a seat's view alone, and clearly better than chance."""

from __future__ import annotations

import random

import msgspec

from engines.core.bots import BotTurn, make_bot
from engines.core.simulate import play_one
from engines.lostworlds import GAME
from tests.engines.lostworlds.helpers import new


def test_the_bot_plays_legally_from_a_view_received_as_json_like_a_lan_client() -> None:
    bot = make_bot(GAME, "heuristic")
    rng = random.Random(1)
    state = new(3, 7, events=True)
    for _ in range(600):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        decision = decisions[0]
        wire = msgspec.json.encode(GAME.view(state, decision.seat))
        view = GAME.view_from(msgspec.json.decode(wire))
        action = bot.choose(BotTurn(GAME, decision.seat, decision, view, rng))
        GAME.apply(state, decision.seat, action)
    assert GAME.result(state) is not None


def test_the_heuristic_bot_beats_random_play() -> None:
    wins = 0
    for seed in range(12):
        bots = [make_bot(GAME, "heuristic"), make_bot(GAME, "random")]
        if seed % 2:
            bots.reverse()
        result, _n, _state = play_one(GAME, 2, bots, seed, GAME.resolve_options({"events": True}))
        heuristic = seed % 2
        wins += result.winners == [heuristic]
    assert wins >= 10
