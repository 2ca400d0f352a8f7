"""Hard in Twilight Imperium (ti-hard4, issue 21): which options the search compares when the seat chooses a
system to activate (``Game.search_options``: the planner's next best plans, as many as the budget gives
futures for), the core honouring the hook, the heuristic unchanged, the move still independent of the true
hidden cards, and a cancelled search still answering within 50 ms."""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable
from typing import Any

import pytest

from engines.core import search
from engines.core.bots import Bot, BotTurn, make_bot
from engines.core.search import MIN_PAIRS, SearchBot
from engines.galaxy.bots.shortlist import alternatives, search_options
from engines.galaxy.bots.sight import Sight
from engines.galaxy.bots.tactics import WORTH_ACTING, Planner
from engines.galaxy.scoring import meets
from engines.galaxy.state import TIState
from engines.galaxy.tactical.actions import Activate
from engines.registry import get_game
from tests.engines.core.toy import Bank, EndTurn, Roll, Toy, ToyState
from tests.engines.galaxy.test_ti_hard import _EndsItsTurn, _position
from tests.support import answer_after_cancel

GALAXY = get_game("galaxy")


def _activation(seed: int, seat: int | None = None,
                ready: Callable[[TIState], bool] = lambda state: True) -> tuple[TIState, Any]:
    """Normal bots play a three-player game until a seat chooses which system to activate (in a position
    ``ready`` accepts)."""
    return _position(seed, lambda state, decision: (
        any(isinstance(o, Activate) for o in decision.options)
        and (seat is None or decision.seat == seat) and ready(state)))


def _turn(state: TIState, decision: Any, budget: float, cancel: threading.Event | None = None) -> BotTurn:
    seat = decision.seat
    return BotTurn(GALAXY, seat, decision, GALAXY.view(state, seat), random.Random(3), budget, cancel,
                   seen=GALAXY.seen(state, seat))


def test_as_many_alternatives_as_the_budget_gives_futures_for() -> None:
    """About ten futures of a tactical action fit in 0.1 s: one plan against the heuristic's, each reaching the
    pairs the search needs before it may choose; at the default 1 s, four."""
    assert alternatives(0.1) == 1
    assert alternatives(0.3) == 2
    assert alternatives(1.0) == 4 and alternatives(30.0) == 4
    assert MIN_PAIRS == 4, "alternatives() counts on the search needing four paired futures"


def test_the_alternatives_to_an_activation_are_the_planners_next_best_plans() -> None:
    state, decision = _activation(45100)
    turn = _turn(state, decision, 1.0)
    default = make_bot(GALAXY, "normal").choose(turn)
    named = search_options(turn, default)
    assert named is not None and 1 <= len(named) <= alternatives(1.0)
    assert default not in named and all(a in decision.options for a in named)
    systems = [o.system for o in decision.options]
    plans = Planner(Sight(turn.view)).ranked(systems)
    assert Activate(plans[0].target) == default, "the heuristic activates the planner's best plan"
    expected = [Activate(p.target) for p in plans[1:] if p.value > 0]
    assert named == expected[: len(named)]
    assert len(search_options(_turn(state, decision, 0.1), default) or []) == 1


def test_other_decisions_keep_the_cores_shortlist() -> None:
    state, decision = _activation(45100)
    GALAXY.perform(state, decision.seat, make_bot(GALAXY, "normal").choose(_turn(state, decision, 0.1)))
    after = GALAXY.decisions(state)[0]
    assert not any(isinstance(o, Activate) for o in after.options)
    assert GALAXY.search_options(_turn(state, after, 0.1), after.options[0]) is None


def test_the_planners_best_is_its_first_ranked_plan() -> None:
    """``Planner.best`` now reads ``ranked``: the heuristic's choice is what it was."""
    for seed in (45100, 45101):
        state, decision = _activation(seed)
        planner = Planner(Sight(GALAXY.view(state, decision.seat)))
        systems = [o.system for o in decision.options]
        ranked = planner.ranked(systems)
        best = Planner(Sight(GALAXY.view(state, decision.seat))).best(systems)
        values = [p.value for p in ranked]
        assert values == sorted(values, reverse=True)
        if ranked[0].value >= WORTH_ACTING:
            assert best is not None and best.target == ranked[0].target
        else:
            assert best is None


def test_a_hard_search_of_an_activation_compares_only_the_named_plans() -> None:
    state, decision = _activation(45100)
    default = make_bot(GALAXY, "normal").choose(_turn(state, decision, 1.0))
    named = search_options(_turn(state, decision, 1.0), default)
    assert named
    bot = SearchBot(GALAXY, futures=2)
    action = bot.choose(_turn(state, decision, 1.0))
    compared = {decision.options[i] for i, values in bot.stats.values.items() if values}
    assert compared == {default, *named} and action in compared


# ----- the core hook on a toy -----------------------------------------------------------------------------------

class _NamedToy(Toy):
    """The toy with a one-turn look-ahead; it names Bank(1) alone as the option to compare with EndTurn."""

    search_horizon = 1

    def __init__(self, named: list[Any] | None) -> None:
        self.named = named

    def bots(self) -> dict[str, Callable[[], Bot]]:
        return {"heuristic": _EndsItsTurn}

    def search_options(self, turn: Any, default: Any) -> list[Any] | None:
        return self.named

    def evaluate(self, state: ToyState) -> list[float] | None:
        ahead = state.scores[0] - state.scores[1]
        return [0.5 + 0.01 * ahead, 0.5 - 0.01 * ahead]


def _toy_search(named: list[Any] | None) -> tuple[Any, SearchBot, Any]:
    game = _NamedToy(named)
    state = game.new_state(2, 4, {"goal": 50})
    decision = game.decisions(state)[0]
    assert {Bank(1), Bank(2), Roll(), EndTurn()} <= set(decision.options)
    bot = SearchBot(game, futures=8)
    action = bot.choose(BotTurn(game, 0, decision, game.view(state, 0), random.Random(1), 30.0,
                                seen=game.seen(state, 0)))
    return action, bot, decision


def test_the_search_compares_only_the_options_the_game_names() -> None:
    action, bot, decision = _toy_search([Bank(1), EndTurn()])  # the heuristic's own choice in the list is ignored
    compared = {decision.options[i] for i, values in bot.stats.values.items() if values}
    assert compared == {Bank(1), EndTurn()}
    assert action == Bank(1), "a point banked is a clear gain within the turn"


def test_naming_nothing_keeps_the_heuristics_choice_and_none_keeps_the_cores_shortlist() -> None:
    action, bot, _ = _toy_search([])
    assert action == EndTurn() and bot.stats.futures == 0
    action, bot, decision = _toy_search(None)
    compared = {decision.options[i] for i, values in bot.stats.values.items() if values}
    assert {Bank(1), Bank(2), Roll(), EndTurn()} <= compared


# ----- what the seat cannot see, and cancelling -----------------------------------------------------------------

def _met_in_deck(state: TIState, seat: int) -> list[str]:
    return [o for o in state.secret_deck if meets(state, seat, o)]


def _swapped_secret(state: TIState) -> TIState:
    """Seat 1's secret objective traded with one in the secret deck it meets already (the leaf values a met
    objective, so a search that saw the real secrets would see the difference)."""
    other = GALAXY.clone(state)
    at = other.secret_deck.index(_met_in_deck(other, 1)[0])
    rival = other.players[1]
    rival.secrets[0], other.secret_deck[at] = other.secret_deck[at], rival.secrets[0]
    return other


@pytest.mark.slow
def test_the_search_of_an_activation_is_the_same_whatever_the_hidden_cards_are(monkeypatch: pytest.MonkeyPatch) -> None:
    state, decision = _activation(45102, seat=0, ready=lambda s: bool(s.players[1].secrets and _met_in_deck(s, 1)))
    other = _swapped_secret(state)
    assert GALAXY.encode_state(state) != GALAXY.encode_state(other)
    assert GALAXY.view(state, 0) == GALAXY.view(other, 0)

    assert_blind_to_hidden(state, other, lambda position: _turn(position, decision, 1.0), 3, monkeypatch)


def assert_blind_to_hidden(
    state: TIState, other: TIState, turn: Any, futures: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Hard searches ``state`` and ``other`` (the same to the seat, different in hidden cards) alike, and the
    control: a search handed the real cards (nothing hidden) tells the two positions apart."""

    def searched(position: TIState) -> tuple[Any, dict[int, list[float]], int]:
        bot = SearchBot(GALAXY, futures=futures)
        action = bot.choose(turn(position))
        return action, bot.stats.values, bot.stats.steps

    first = searched(state)
    assert first[2] > 0, "it did search"
    assert first == searched(other)
    monkeypatch.setattr(GALAXY, "hidden", lambda state, seat: [])
    assert searched(state)[1:] != searched(other)[1:]


@pytest.mark.slow
def test_a_cancelled_search_of_an_activation_answers_within_50_ms(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "DROP_Z", math.inf)  # keep the plans alive, so it thinks until told
    state, decision = _activation(45100)
    move, waited = answer_after_cancel(GALAXY, lambda cancel: _turn(state, decision, 30.0, cancel), 0.3)
    assert waited < 0.05
    assert move in decision.options
