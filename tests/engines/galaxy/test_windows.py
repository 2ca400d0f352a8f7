"""Timing windows (LRR 1.13-1.20): who is asked, in which order, the passes and standing passes."""

from __future__ import annotations

import pytest

from engines.galaxy import GAME
from engines.galaxy.actions.rounds import TakeStrategicAction
from engines.galaxy.cards.action_cards.actions import PlayActionCard
from engines.galaxy.windows.actions import PassWindow
from engines.galaxy.windows.order import resolution_order
from tests.engines.galaxy.cards import asked_in_window, fillers, hand, offered, pass_until, play, window
from tests.engines.galaxy.rounds import known


def coup_table(coup_holder: int | None) -> object:
    """Seat 0 is about to take a strategic action; seats 1 and 2 hold two cards each, one of them Coup
    d'Etat when ``coup_holder`` says so."""
    state = known("leadership")
    for seat in (1, 2):
        if seat == coup_holder:
            hand(state, seat, "coup_detat")
            fillers(state, seat, 1)
        else:
            hand(state, seat, *(["summit", "bunker"] if seat == 1 else ["disable", "blitz"]))
    return state


@pytest.mark.parametrize("holder", [None, 1, 2])
def test_the_seats_asked_do_not_depend_on_anyones_hand(holder: int | None) -> None:
    """LRR 1.20 and the issue: every seat that could hold an answering card is asked, whatever it holds."""
    state = coup_table(holder)
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    assert window(state) is not None and window(state).keys == ["when:strategic_action"]  # type: ignore[union-attr]
    for seat in (1, 2):
        playable = [o for o in offered(state, seat) if isinstance(o, PlayActionCard)] if offered(state, seat) else []
        if offered(state, seat):
            assert bool(playable) == (seat == holder)
    assert asked_in_window(state) == [1, 2]


def test_every_asked_seat_gets_the_same_pass_options() -> None:
    """The pass buttons do not depend on the hand: only the playable cards do."""
    state = coup_table(1)
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    first = pass_until(state, 1)
    GAME.apply(state, 1, PassWindow())
    second = pass_until(state, 2)
    passes = [o for o in first.options if isinstance(o, PassWindow)]
    assert passes == second.options and PlayActionCard("coup_detat") in first.options


def test_a_seat_with_no_action_card_is_not_asked() -> None:
    """Public information: a seat with an empty hand could not answer an action-card window."""
    state = coup_table(1)
    state.players[2].action_cards = []
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    assert asked_in_window(state) == [1]


def test_a_window_no_card_could_answer_is_not_opened() -> None:
    """Every copy of the only answering card lies in the discard pile: nobody is asked."""
    state = coup_table(None)
    state.action_discard.append(state.action_deck.pop(state.action_deck.index("coup_detat:1")))
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    assert window(state) is None


def test_a_standing_pass_skips_windows_of_that_kind_until_the_round_ends() -> None:
    """The auto-pass applies whatever the hand, until its scope ends."""
    state = coup_table(2)
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    pass_until(state, 2)
    GAME.apply(state, 2, PassWindow(until="round"))
    assert state.players[2].autopass
    from engines.galaxy.windows.autopass import end_autopass

    end_autopass(state, "round")
    assert not state.players[2].autopass


def test_resolution_order_is_initiative_from_the_active_player_in_the_action_phase() -> None:
    """LRR 1.20: the active player first, then initiative order; speaker order in other phases."""
    state = known("leadership")
    assert resolution_order(state)[0] == 0
    state.phase = "agenda"
    state.speaker = 2
    assert resolution_order(state) == [2, 0, 1]


def test_coup_detat_stops_the_strategic_action_and_ends_the_turn() -> None:
    """Coup d'Etat: the card is not resolved, it stays ready, the active player's turn ends."""
    state = coup_table(1)
    tokens = state.players[0].tactic
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    play(state, 1, "coup_detat")
    asked_in_window(state)
    assert state.players[0].tactic == tokens
    assert not next(s for s in state.strategy if s.card == "leadership").used
    assert GAME.decisions(state)[0].seat != 0


def test_sabotage_cancels_another_card() -> None:
    """Sabotage: the card played is cancelled and discarded; the strategic action goes on."""
    state = coup_table(1)
    hand(state, 2, "sabotage")
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    play(state, 1, "coup_detat")
    events = play(state, 2, "sabotage")
    events += GAME.apply(state, 0, PassWindow()) if window(state) is not None and GAME.decisions(state)[0].seat == 0 \
        else []
    asked_in_window(state)
    assert any(type(e).__name__ == "ActionCardCancelled" for e in events)
    assert "coup_detat:1" in state.action_discard
    assert any(c.startswith("sabotage:") for c in state.action_discard)
    assert GAME.decisions(state)[0].seat == 0  # Leadership's primary goes on: seat 0 places its tokens


def test_master_plan_gives_one_more_action() -> None:
    """Master Plan: after an action, the player may take another one this turn."""
    state = known("leadership")
    hand(state, 0, "master_plan")
    GAME.apply(state, 0, TakeStrategicAction("leadership"))
    play(state, 0, "master_plan", quietly=True)
    assert TakeStrategicAction("diplomacy") in offered(state, 0)
