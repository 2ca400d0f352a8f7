"""The strategy phase (LRR 84), the action phase's turns and passing (LRR 3), initiative (LRR 48)."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.galaxy import GAME
from engines.galaxy.actions.events import Passed, TradeGoodsPlacedOnCards
from engines.galaxy.actions.rounds import (
    DeclineSecondary,
    EndTurn,
    Pass,
    PickStrategyCard,
    ResolveSecondary,
    TakeStrategicAction,
    TakeTacticalAction,
)
from engines.galaxy.content.strategy import card_order
from engines.galaxy.flow import top
from engines.galaxy.seats import initiative_order
from engines.galaxy.state import NOBODY
from engines.galaxy.steps.phases import PlayerTurn, StatusPhase
from engines.galaxy.steps.tactical import TacticalAction
from tests.engines.galaxy.rounds import act, answer, finish_setup, first, new, options, pass_windows, pick_cards


def test_cards_are_picked_in_speaker_order_one_each_with_five_or_more() -> None:
    """LRR 84.2: from the speaker clockwise, one card each."""
    state = new(6)
    finish_setup(state)
    order = [(state.speaker + i) % 6 for i in range(6)]
    for seat in order:
        assert first(state).seat == seat
        act(state, first(state).options[0])
    assert sorted(s.holder for s in state.strategy if s.holder != NOBODY) == list(range(6))


@pytest.mark.parametrize("players", [3, 4])
def test_three_or_four_players_take_two_cards_each(players: int) -> None:
    """LRR 84.3: with 3 or 4 players the picking goes round twice."""
    state = new(players)
    finish_setup(state)
    picks = 0
    while options(state, PickStrategyCard):
        assert first(state).seat == (state.speaker + picks) % players
        act(state, first(state).options[0])
        picks += 1
    assert picks == 2 * players
    held = [sum(1 for s in state.strategy if s.holder == seat) for seat in range(players)]
    assert held == [2] * players


def test_cards_nobody_took_gain_a_trade_good_the_next_taker_takes_them() -> None:
    """LRR 84.4: one trade good on each card left; whoever takes it later gains them."""
    state = new(6)
    events = []
    finish_setup(state)
    while options(state, PickStrategyCard):
        wanted = next(o for o in first(state).options if o.card not in ("leadership", "diplomacy"))
        events += act(state, wanted)
    left = {s.card: s.trade_goods for s in state.strategy if s.holder == NOBODY}
    assert left == {"leadership": 1, "diplomacy": 1}
    assert any(isinstance(e, TradeGoodsPlacedOnCards) for e in events)


def test_initiative_order_follows_the_lowest_card() -> None:
    """LRR 48.1: the action phase goes by initiative; LRR 48.3: with two cards, the lower one counts."""
    state = new(6)
    cards = {0: "imperial", 1: "leadership", 2: "trade", 3: "diplomacy", 4: "warfare", 5: "politics"}
    pick_cards(state, cards)
    assert initiative_order(state) == [1, 3, 5, 2, 4, 0]
    assert first(state).seat == 1
    state = new(3)
    pick_cards(state, {})
    cards_of = {seat: sorted(s.card for s in state.strategy if s.holder == seat) for seat in range(3)}
    lowest = {seat: min(card_order().index(c) for c in cards) for seat, cards in cards_of.items()}
    assert initiative_order(state) == sorted(range(3), key=lambda s: lowest[s])


def test_no_pass_before_the_strategic_action() -> None:
    """LRR 3.3: a player cannot pass until they have used their strategy card."""
    state = new(6)
    pick_cards(state, {})
    seat = first(state).seat
    assert Pass() not in first(state).options
    with pytest.raises(IllegalAction, match="before you resolve the strategic action"):
        GAME.apply(state, seat, Pass())


def test_turns_follow_initiative_and_the_phase_ends_when_all_have_passed() -> None:
    """LRR 3: one action per turn in initiative order, again and again, until everyone has passed."""
    state = new(6)
    pick_cards(state, {0: "leadership", 1: "diplomacy", 2: "politics", 3: "construction", 4: "trade", 5: "warfare"})
    seen = []
    passes = []
    for _ in range(400):
        pass_windows(state)
        step = top(state)
        if isinstance(step, StatusPhase):
            break
        decision = first(state)
        if isinstance(step, PlayerTurn) and step.stage == "start" and seen[-1:] != [decision.seat]:
            seen.append(decision.seat)
        if Pass() in decision.options:
            events = GAME.apply(state, decision.seat, Pass())
            passes += [e for e in events if isinstance(e, Passed)]
            continue
        strategic = [o for o in decision.options if isinstance(o, TakeStrategicAction)]
        choice = strategic[0] if strategic else decision.options[0]
        for preferred in (DeclineSecondary(), EndTurn()):
            if preferred in decision.options:
                choice = preferred
        if isinstance(choice, TakeTacticalAction):
            choice = next(o for o in decision.options if not isinstance(o, TakeTacticalAction))
        GAME.apply(state, decision.seat, choice)
    assert seen[:6] == [0, 1, 2, 3, 4, 5] and seen[6:12] == [0, 1, 2, 3, 4, 5]
    assert isinstance(top(state), StatusPhase)
    assert [p.seat for p in passes] == [0, 1, 2, 3, 4, 5]
    assert [p.last for p in passes] == [False] * 5 + [True]


def test_a_passed_player_still_resolves_secondaries() -> None:
    """LRR 3.3b: passing ends your turns, not your secondaries."""
    state = new(6)
    pick_cards(state, {0: "leadership"})
    assert first(state).seat == 0
    state.players[3].passed = True  # as if seat 3 had already passed this phase
    state.players[3].trade_goods = 3
    act(state, TakeStrategicAction("leadership"))
    asked = []
    while not (isinstance(top(state), PlayerTurn) and top(state).seat == 0):  # type: ignore[union-attr]
        decision = first(state)
        if decision.seat != 0:
            asked.append(decision.seat)
        GAME.apply(state, decision.seat, ResolveSecondary() if ResolveSecondary() in decision.options and
                   decision.seat == 3 else DeclineSecondary() if DeclineSecondary() in decision.options
                   else decision.options[-1])
    assert 3 in asked


def test_the_tactical_action_is_offered_with_a_tactic_token_and_pushed() -> None:
    """LRR 89.1: a tactical action needs a tactic token; taking one starts the tactical procedure."""
    state = new(6)
    pick_cards(state, {})
    seat = first(state).seat
    assert TakeTacticalAction() in first(state).options
    act(state, TakeTacticalAction())
    assert isinstance(top(state), TacticalAction) and top(state).seat == seat
    state = new(6)
    pick_cards(state, {})
    state.players[first(state).seat].tactic = 0
    assert TakeTacticalAction() not in first(state).options


def test_fleet_logistics_gives_a_second_action() -> None:
    """Fleet Logistics: two actions in one turn (an end-of-turn option to take another)."""
    state = new(6)
    pick_cards(state, {})
    seat = first(state).seat
    state.players[seat].technologies.append("fleet_logistics")
    answer(state, lambda o: isinstance(o, TakeStrategicAction))
    while not (isinstance(top(state), PlayerTurn) and top(state).stage == "end"):  # type: ignore[union-attr]
        decision = first(state)
        GAME.apply(state, decision.seat, DeclineSecondary() if DeclineSecondary() in decision.options
                   else decision.options[0])
    assert TakeTacticalAction() in first(state).options and first(state).seat == seat
    act(state, TakeTacticalAction())
    assert isinstance(top(state), TacticalAction)
