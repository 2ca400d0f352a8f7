"""Hard in Twilight Imperium (issue 21): the turn's choice between passing and a tactical action is searched
(LRR 3 "Action Phase": a tactical action, a strategic action, a component action or a pass), with the other of
the two as the only alternative, and every other option of the turn left to the heuristic."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from engines.core.bots import BotTurn, make_bot
from engines.core.search import SearchBot
from engines.galaxy.actions import rounds as ac
from engines.galaxy.bots.turns import turn_choice, turn_options
from engines.galaxy.state import TIState
from engines.registry import get_game
from tests.engines.galaxy.test_ti_hard import _position

GALAXY = get_game("galaxy")


def _turn(state: TIState, decision: Any, budget: float = 1.0) -> BotTurn:
    seat = decision.seat
    return BotTurn(GALAXY, seat, decision, GALAXY.view(state, seat), random.Random(3), budget,
                   seen=GALAXY.seen(state, seat))


def _choice(seed: int, normal_plays: type) -> tuple[TIState, Any, Any]:
    """The first turn of a Normal game where a seat may pass or take a tactical action and the heuristic
    plays ``normal_plays``."""
    normal = make_bot(GALAXY, "normal")

    def ready(state: TIState, decision: Any) -> bool:
        if ac.Pass() not in decision.options or ac.TakeTacticalAction() not in decision.options:
            return False
        return isinstance(normal.choose(_turn(state, decision)), normal_plays)

    state, decision = _position(seed, ready)
    return state, decision, make_bot(GALAXY, "normal").choose(_turn(state, decision))


@pytest.mark.rule("LRR 3 Action Phase: a player may pass or take a tactical action")
def test_the_heuristics_pass_is_compared_with_a_tactical_action() -> None:
    state, decision, default = _choice(11, ac.Pass)
    turn = _turn(state, decision)
    assert default == ac.Pass() and GALAXY.worth_searching(decision) and turn_choice(turn)
    assert GALAXY.search_options(turn, default) == [ac.TakeTacticalAction()]


@pytest.mark.rule("LRR 3 Action Phase: a player may pass or take a tactical action")
def test_the_heuristics_tactical_action_is_compared_with_passing() -> None:
    state, decision, default = _choice(11, ac.TakeTacticalAction)
    assert GALAXY.search_options(_turn(state, decision), default) == [ac.Pass()]


def test_a_turn_that_may_not_pass_names_nothing_and_plays_no_future() -> None:
    state, decision = _position(11, lambda s, d: ac.TakeTacticalAction() in d.options and ac.Pass() not in d.options)
    turn = _turn(state, decision)
    default = make_bot(GALAXY, "normal").choose(turn)
    assert not turn_choice(turn) and GALAXY.search_options(turn, default) == []
    bot = SearchBot(GALAXY, futures=4)
    assert bot.choose(_turn(state, decision)) == default and bot.stats.futures == 0


def test_a_component_action_or_a_transaction_the_heuristic_takes_is_not_second_guessed() -> None:
    """turn_options reads only the options: a turn offering pass, a tactical action and others."""
    component = ac.TakeComponentAction("sling_relay")
    offer = ac.OfferTransaction(1)
    turn = SimpleNamespace(options=[ac.Pass(), ac.TakeTacticalAction(), component, offer])
    assert turn_options(turn, component) == [] and turn_options(turn, offer) == []  # type: ignore[arg-type]
    assert turn_options(turn, ac.Pass()) == [ac.TakeTacticalAction()]  # type: ignore[arg-type]


def test_both_options_get_paired_futures_and_the_move_is_one_of_them() -> None:
    state, decision, _ = _choice(11, ac.Pass)
    bot = SearchBot(GALAXY, futures=4)
    chosen = bot.choose(_turn(state, decision))
    assert chosen in (ac.Pass(), ac.TakeTacticalAction())
    assert sorted(len(v) for v in bot.stats.values.values() if v) == [4, 4]
