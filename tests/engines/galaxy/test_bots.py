"""The heuristic bot builds whole galaxies from its view and favours its own neighbourhood."""

from __future__ import annotations

import random

from engines.core.bots import BotTurn, RandomBot
from engines.galaxy.builder import BUILDER as GAME
from engines.galaxy.builder.bots import HeuristicBot
from tests.engines.galaxy.helpers import build


def play(players: int, seed: int, smart_seat: int) -> list[float]:
    state = build(players, seed)
    bots = [HeuristicBot() if s == smart_seat else RandomBot() for s in range(players)]
    rng = random.Random(seed)
    while decisions := GAME.decisions(state):
        decision = decisions[0]
        view = GAME.view_from(GAME.action_to(GAME.view(state, decision.seat)))
        action = bots[decision.seat].choose(BotTurn(GAME, decision.seat, decision, view, rng))
        GAME.apply(state, decision.seat, action)
    result = GAME.result(state)
    assert result is not None
    return result.scores


def test_the_heuristic_bot_places_good_tiles_near_its_own_home() -> None:
    mine, others = 0.0, 0.0
    for seed in range(8):
        scores = play(4, seed, smart_seat=seed % 4)
        mine += scores[seed % 4]
        others += (sum(scores) - scores[seed % 4]) / 3
    assert mine > others + 8 * 2.0
