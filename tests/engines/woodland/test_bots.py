"""The heuristic bots: each faction plays a whole game from its seat's view, and follows its priorities."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engines.core.bots import BotTurn
from engines.core.simulate import play_one
from engines.woodland import GAME
from engines.woodland import actions as A
from engines.woodland.bots import HeuristicBot
from tests.engines.woodland.helpers import LP, MQ, VB, at, board, give, pawn, put, table, tableau


def choice(state: Any) -> Any:
    decision = GAME.decisions(state)[0]
    view = GAME.view(state, decision.seat)
    return HeuristicBot().choose(BotTurn(GAME, decision.seat, decision, view, random.Random(1)))


@pytest.mark.parametrize("factions", ["lost_powers,marquise", "lost_powers,vagabond", "marquise,vagabond",
                                      "lost_powers,marquise,vagabond"])
def test_heuristic_bots_play_every_pairing_to_the_end(factions: str) -> None:
    """Each faction's bot plays a whole game from its view (Law 3.1: someone reaches 30 or wins otherwise)."""
    players = factions.count(",") + 1
    bots = [HeuristicBot() for _ in range(players)]
    result, actions, state = play_one(GAME, players, bots, 7, GAME.resolve_options({"factions": factions}))
    assert result.winners and actions > 50 and state.over


def test_the_lost_powers_bot_retires_its_costliest_follower_and_indoctrinates() -> None:
    """LP-6.1-a: the bot spends the follower worth the most."""
    state = table(LP, MQ)
    tableau(state, 0, "smith_rusk", "crown_decree", "war_burrow")
    put(state, 0, 3, warriors=1)
    at(state, "lp_retire")
    assert choice(state) == A.Retire(1)


def test_the_lost_powers_bot_recruits_where_disarm_pays() -> None:
    """LP-5.1 and LP-4.1: an Elder goes where unguarded buildings will be disarmed."""
    state = table(LP, MQ)
    tableau(state, 0, "miller_brindle")
    put(state, 1, 5, buildings=("sawmill", "workshop"))
    put(state, 1, 9, warriors=4)
    at(state, "lp_daylight")
    state.stack.clear()
    from engines.woodland.flow import push

    push(state, "lp_recruit", 0)
    state.seq += 1
    assert choice(state) == A.ChooseClearing(5)


def test_the_marquise_bot_builds_when_it_can() -> None:
    """Law 6.5.3: the Marquise bot builds its engine."""
    state = table(MQ, LP)
    put(state, 0, 2, warriors=2, buildings=("sawmill",), tokens=("wood",))
    board(state, 0).placed.update(workshop=1, recruiter=1)
    at(state, "mq_actions")
    board(state, 0).actions = 3
    assert isinstance(choice(state), A.Build)


def test_the_vagabond_bot_quests_before_anything_else() -> None:
    """Law 9.5.5: the Vagabond bot takes a quest it can do."""
    state = table(VB, LP)
    quest = board(state, 0).quests_up[0]
    from engines.woodland.factions.vagabond.data import QUEST_ITEMS, QUEST_SUIT

    here = {"fox": 1, "rabbit": 3, "mouse": 2}[QUEST_SUIT[quest]]
    pawn(state, 0, here, items=(*QUEST_ITEMS[quest], "boot", "torch"))
    put(state, 1, here, warriors=1)
    give(state, 0, "savage_charge")
    at(state, "vb_daylight")
    assert choice(state) == A.Quest(quest)


@pytest.mark.parametrize("factions", ["lost_powers,marquise", "lost_powers,vagabond", "marquise,vagabond",
                                      "lost_powers,marquise,vagabond"])
def test_random_play_always_offers_legal_options_until_the_end(factions: str) -> None:
    """Every listed option applies, and random games end (at 30 VP, by dominance or the round limit)."""
    players = factions.count(",") + 1
    for seed in range(4):
        state = GAME.new_state(players, seed, {"factions": factions})
        rng = random.Random(seed)
        while decisions := GAME.decisions(state):
            decision = decisions[0]
            assert decision.options, decision.prompt
            GAME.apply(state, decision.seat, rng.choice(decision.options))
        assert GAME.result(state) is not None
