"""Hard in Twilight Imperium (ti-hard, issue 21): the decisions it searches, the margin it needs to leave
the heuristic, the leaf evaluation's terms, and a few rounds of a three-player game with a Hard seat."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from engines.core.bots import Bot, BotTurn, make_bot
from engines.core.search import SearchBot
from engines.galaxy.bots.value import worth_of
from engines.galaxy.state import Stack, TIState
from engines.registry import get_game
from tests.engines.core.toy import Bank, EndTurn, Roll, Toy, ToyState


class _EndsItsTurn(Bot):
    """The toy's 'heuristic': always ends its turn (and cheers when asked)."""

    name = "heuristic"

    def choose(self, turn: BotTurn) -> Any:
        return EndTurn() if EndTurn() in turn.options else turn.options[0]


class _MarginToy(Toy):
    """The toy with a one-turn look-ahead and a leaf that gives one hundredth of a win per point ahead."""

    search_horizon = 1

    def __init__(self, margin: float = 0.0, searched: bool = True) -> None:
        self.margin, self.searched = margin, searched

    @property  # type: ignore[override]
    def search_margin(self) -> float:  # type: ignore[override]
        return self.margin

    def worth_searching(self, decision: Any) -> bool:
        return self.searched

    def bots(self) -> dict[str, Callable[[], Bot]]:
        return {"heuristic": _EndsItsTurn}

    def evaluate(self, state: ToyState) -> list[float] | None:
        ahead = state.scores[0] - state.scores[1]
        return [0.5 + 0.01 * ahead, 0.5 - 0.01 * ahead]


def _toy_choice(game: _MarginToy) -> tuple[Any, SearchBot]:
    state = game.new_state(2, 4, {"goal": 50})
    decision = game.decisions(state)[0]
    assert {Bank(1), Bank(2), Roll(), EndTurn()} <= set(decision.options)
    bot = SearchBot(game, futures=12)
    turn = BotTurn(game, 0, decision, game.view(state, 0), random.Random(1), 30.0, seen=game.seen(state, 0))
    return bot.choose(turn), bot


def test_without_a_margin_a_small_exact_gain_leaves_the_heuristic() -> None:
    """The default (every game but the galaxy): any clear advantage is taken, however small."""
    action, bot = _toy_choice(_MarginToy(margin=0.0))
    assert action != EndTurn() and not bot.stats.kept_heuristic


def test_the_search_margin_keeps_the_heuristic_against_gains_below_it() -> None:
    """Banking or rolling gains at most 0.06 of a win here: a margin of 0.07 keeps the heuristic's EndTurn."""
    action, bot = _toy_choice(_MarginToy(margin=0.07))
    assert action == EndTurn() and bot.stats.kept_heuristic
    assert bot.stats.futures > 0, "it did search"


def test_a_decision_not_worth_searching_is_the_heuristics_at_once() -> None:
    action, bot = _toy_choice(_MarginToy(searched=False))
    assert action == EndTurn()
    assert bot.stats.futures == 0 and bot.stats.steps == 0


# ----- the galaxy's hooks -------------------------------------------------------------------------------------

GALAXY = get_game("galaxy")


def _position(seed: int, ready: Callable[[TIState, Any], bool]) -> tuple[TIState, Any]:
    """Normal bots play a three-player game until a decision ``ready`` accepts."""
    state = GALAXY.new_state(3, seed)
    bots = [make_bot(GALAXY, "normal") for _ in range(3)]
    rng = random.Random(seed)
    while True:
        decisions = GALAXY.decisions(state)
        assert decisions, "the game ended first"
        decision = decisions[0]
        if len(decision.options) > 1 and ready(state, decision):
            return state, decision
        action = bots[decision.seat].choose(BotTurn(GALAXY, decision.seat, decision,
                                                    GALAXY.view(state, decision.seat), rng))
        GALAXY.perform(state, decision.seat, action)


def _kinds(decision: Any) -> set[str]:
    return {type(o).__name__ for o in decision.options}


def test_the_galaxy_searches_tactical_choices_and_scoring_not_cards_or_payments() -> None:
    searched: dict[str, bool] = {}
    for wanted in ("PickStrategyCard", "Activate", "Pass", "ExhaustPlanet", "MoveFrom", "ResearchTechnology"):
        _, decision = _position(11, lambda s, d, w=wanted: w in _kinds(d))  # type: ignore[misc]
        searched[wanted] = GALAXY.worth_searching(decision)
    assert searched == {"PickStrategyCard": True, "Activate": True, "Pass": True, "ExhaustPlanet": False,
                        "MoveFrom": True, "ResearchTechnology": False}


def test_hard_plays_the_heuristics_move_where_the_galaxy_does_not_search() -> None:
    state, decision = _position(12, lambda s, d: "ExhaustPlanet" in _kinds(d))
    seat = decision.seat
    bot = SearchBot(GALAXY, futures=4)
    chosen = bot.choose(BotTurn(GALAXY, seat, decision, GALAXY.view(state, seat), random.Random(3),
                                seen=GALAXY.seen(state, seat)))
    normal = make_bot(GALAXY, "normal").choose(BotTurn(GALAXY, seat, decision, GALAXY.view(state, seat),
                                                       random.Random(3)))
    assert chosen == normal and bot.stats.futures == 0


def _with(state: TIState, change: Callable[[TIState], None]) -> TIState:
    copy = GALAXY.clone(state)
    change(copy)
    return copy


def test_holding_mecatol_rex_is_worth_more_than_its_resources_and_influence() -> None:
    """The fitted term MECATOL: over Normal games its holder won more often than its planet values say."""
    from engines.galaxy.bots import value

    state, _ = _position(13, lambda s, d: s.phase == "action")
    assert state.planets["Mecatol Rex"].owner != 0

    def take(s: TIState) -> None:
        s.planets["Mecatol Rex"].owner = 0

    gained = worth_of(_with(state, take), 0) - worth_of(state, 0)
    assert gained > value.PLANET_VALUE * 7 + 0.5  # 1 resource and 6 influence, and the term on top


def test_a_dreadnought_is_worth_more_than_a_destroyer() -> None:
    """The fitted term FLEET_COST: ships by what they cost; the old count made every ship equal."""
    state, _ = _position(13, lambda s, d: s.phase == "action")
    fleet = next(k for k, system in state.systems.items() if any(st.owner == 0 for st in system.space))

    def add(kind: str) -> Callable[[TIState], None]:
        return lambda s: s.systems[fleet].space.append(Stack(0, kind))

    assert worth_of(_with(state, add("dreadnought")), 0) > worth_of(_with(state, add("destroyer")), 0)


@pytest.mark.slow
def test_hard_plays_two_rounds_of_a_three_player_game_legally() -> None:
    state = GALAXY.new_state(3, 14)
    bots = [SearchBot(GALAXY), make_bot(GALAXY, "normal"), make_bot(GALAXY, "normal")]
    rng = random.Random(14)
    searched = 0
    while GALAXY.decisions(state) and state.round <= 2:
        decision = GALAXY.decisions(state)[0]
        seat = decision.seat
        turn = BotTurn(GALAXY, seat, decision, GALAXY.view(state, seat), rng, 0.01,
                       seen=GALAXY.seen(state, seat), clock=time.thread_time)
        action = bots[seat].choose(turn)
        assert action in decision.options
        if seat == 0 and bots[0].stats.futures:
            searched += 1
        GALAXY.perform(state, seat, action)
    assert state.round == 3, "two whole rounds were played"
    assert searched > 0, "Hard searched some of its decisions"
