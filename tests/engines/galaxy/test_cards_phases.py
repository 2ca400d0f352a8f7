"""Action cards of the strategy and status phases, the reactions to other cards, and what every play shows
(LRR 2, 84, 81): one test per card, named after it (Sabotage, Coup d'Etat and Master Plan: test_windows.py)."""

from __future__ import annotations

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import DiscardActionCard, PickStrategyCard
from engines.galaxy.cards.action_cards.actions import ActionCardPlayed
from engines.galaxy.flow import push, settle
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.common import DiscardActions
from tests.engines.galaxy.cards import asked_in_window, fillers, hand, pick, play
from tests.engines.galaxy.rounds import act, finish_setup, first, give, known, known_map, new, options, quiet, until


def at_strategy_phase(seat: int, *cards: str) -> TIState:
    """The known map at the start of the first strategy phase, ``cards`` in ``seat``'s hand."""
    state = new(3, seed=3, map=known_map())
    hand(state, seat, *cards)
    finish_setup(state)
    return state


# ----- the strategy phase ---------------------------------------------------------------------------------


def test_summit_gains_two_command_tokens() -> None:
    state = at_strategy_phase(1, "summit")
    player = state.players[1]
    before = player.tactic + player.fleet + player.strategy
    play(state, 1, "summit")
    until(state, lambda s: first(s).seat != 1 or bool(options(s, PickStrategyCard)), quiet)
    assert player.tactic + player.fleet + player.strategy == before + 2


def test_manipulate_investments_spreads_five_trade_goods_over_three_or_more_cards() -> None:
    state = at_strategy_phase(1, "manipulate_investments")
    play(state, 1, "manipulate_investments")
    for card in ("leadership", "leadership", "leadership", "trade"):
        pick(state, card)
    assert "leadership" not in [o.value for d in GAME.decisions(state) for o in d.options if hasattr(o, "value")]
    pick(state, "warfare")
    goods = {s.card: s.trade_goods for s in state.strategy if s.trade_goods}
    assert goods == {"leadership": 3, "trade": 1, "warfare": 1}


def test_public_disgrace_sends_a_picked_strategy_card_back() -> None:
    state = new(3, seed=3, map=known_map())
    finish_setup(state)
    picker = first(state).seat
    other = (picker + 1) % 3
    hand(state, other, "public_disgrace")
    GAME.apply(state, picker, PickStrategyCard("leadership"))
    play(state, other, "public_disgrace")
    slot = next(s for s in state.strategy if s.card == "leadership")
    assert slot.holder == NOBODY
    assert first(state).seat == picker and PickStrategyCard("leadership") not in first(state).options


# ----- the status phase -----------------------------------------------------------------------------------


def test_political_stability_keeps_your_strategy_cards_for_the_next_round() -> None:
    from tests.engines.galaxy.rounds import to_status

    state = known("leadership")
    hand(state, 0, "political_stability")
    to_status(state)
    play(state, 0, "political_stability", quietly=True)
    kept = sorted(s.card for s in state.strategy if s.holder == 0)
    until(state, lambda s: s.phase == "strategy" or bool(options(s, PickStrategyCard)), quiet, limit=500)
    assert kept == ["diplomacy", "leadership"]
    assert sorted(s.card for s in state.strategy if s.holder == 0) == kept
    assert all(d.seat != 0 for d in GAME.decisions(state) if any(isinstance(o, PickStrategyCard) for o in d.options))


# ----- reactions ------------------------------------------------------------------------------------------


def test_reverse_engineer_takes_a_discarded_component_action_card() -> None:
    state = known("leadership")
    discarded = hand(state, 0, "war_effort")[0]
    fillers(state, 0, 7)
    hand(state, 1, "reverse_engineer")
    push(state, DiscardActions(seat=0))
    settle(state)
    act(state, DiscardActionCard(discarded))
    play(state, 1, "reverse_engineer")
    asked_in_window(state)  # seat 0 may cancel it
    assert discarded in state.players[1].action_cards and discarded not in state.action_discard
    assert len(state.players[0].action_cards) == 7


def test_the_hand_limit_is_seven() -> None:
    """LRR 2.4: with eight cards the holder discards one of them, its choice."""
    state = known("leadership")
    fillers(state, 0, 8)
    push(state, DiscardActions(seat=0))
    settle(state)
    assert first(state).seat == 0 and len(options(state, DiscardActionCard)) == 8
    act(state, options(state, DiscardActionCard)[0])
    assert len(state.players[0].action_cards) == 7 and first(state).seat == 0
    assert not options(state, DiscardActionCard)


# ----- what the table sees --------------------------------------------------------------------------------


def test_a_played_card_and_its_target_are_public() -> None:
    """LRR 2.3: the card played and what it aims at are shown to every seat; the card lies face up."""
    state = known("leadership")
    hand(state, 0, "uprising")
    hand(state, 2, "sabotage")
    give(state, 1, "Saudor")
    events = play(state, 0, "uprising", "planet:Saudor")
    shown = [e for e in events if isinstance(e, ActionCardPlayed)]
    assert shown and shown[0].only is None and shown[0].target == "Saudor" and shown[0].card.startswith("uprising")
    asked_in_window(state)
    for seat in (1, 2):
        view = GAME.view(state, seat)
        assert any(c.startswith("uprising") for c in view.action_discard)
