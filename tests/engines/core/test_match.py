"""Match: versions, refusals and the undo rule of GUIDE section 3, on the toy game."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.core.match import Match, StaleVersion
from tests.engines.core.toy import TOY, Bank, Cheer, Draw, EndTurn, Roll


def new_match() -> Match:
    return Match(TOY, 3, seed=1, options={})


def test_each_applied_action_raises_the_version_and_is_logged() -> None:
    match = new_match()
    match.apply(0, Bank(2))
    match.apply(0, Bank(1))
    assert match.version == 2
    assert [a.action for a in match.actions] == [Bank(2), Bank(1)]


def test_a_stale_version_is_refused_and_changes_nothing() -> None:
    match = new_match()
    match.apply(0, Bank(2))
    with pytest.raises(StaleVersion):
        match.apply(0, Bank(1), expected_version=0)
    assert match.version == 1 and match.state.scores[0] == 2


def test_an_action_of_another_seat_is_refused_with_a_reason() -> None:
    match = new_match()
    with pytest.raises(IllegalAction, match="not your decision"):
        match.apply(1, Bank(1))


def test_you_can_undo_your_own_actions_this_turn() -> None:
    match = new_match()
    match.apply(0, Bank(2))
    match.apply(0, Bank(1))
    match.undo(0)
    match.undo(0)
    assert match.state.scores[0] == 0
    assert match.actions == []
    assert match.version == 4


def test_undo_never_crosses_a_die_roll() -> None:
    match = new_match()
    match.apply(0, Bank(2))
    match.apply(0, Roll())
    assert not match.can_undo(0)
    with pytest.raises(IllegalAction, match="Nothing to undo"):
        match.undo(0)


def test_undo_never_crosses_a_reveal() -> None:
    match = new_match()
    match.apply(0, Draw())
    assert not match.can_undo(0)


def test_undo_never_crosses_into_the_previous_turn() -> None:
    match = new_match()
    match.apply(0, Bank(2))
    match.apply(0, EndTurn())
    assert not match.can_undo(0) and not match.can_undo(1)


def test_undo_never_crosses_another_players_action() -> None:
    match = new_match()
    match.apply(0, Roll())
    match.apply(1, Cheer(True))
    match.apply(2, Cheer(False))
    assert match.can_undo(2)
    assert not match.can_undo(1)


def test_several_seats_are_asked_at_once_in_a_reaction_window() -> None:
    match = new_match()
    match.apply(0, Roll())
    assert match.waiting_for() == [1, 2]


def test_private_events_reach_only_their_seat_in_the_log() -> None:
    match = new_match()
    match.apply(0, Draw())
    assert any("toy-card" in e.text for e in match.log_for(0))
    assert not any("toy-card" in e.text for e in match.log_for(1))


def test_envelope_labels_every_option_and_fills_names() -> None:
    match = new_match()
    envelope = match.envelope(0)
    assert envelope.decision is not None
    assert envelope.decision.prompt == "Player 1: your move"
    assert [o.action for o in envelope.decision.options] == match.decisions()[0].options
    assert match.envelope(1).decision is None


def test_envelopes_fill_seat_names_into_labels_and_the_result(monkeypatch: pytest.MonkeyPatch) -> None:
    from engines.core.contract import Result

    match = new_match()
    monkeypatch.setattr(TOY, "describe", lambda state, action: "wave at {p1}")
    decision = match.envelopes([0, 1])[0].decision
    assert decision is not None and decision.options[0].label == "wave at Player 2"
    monkeypatch.setattr(TOY, "result", lambda state: Result([1], [0.0, 1.0, 0.0], "{p1} wins"))
    result = match.envelopes([None])[None].result
    assert result is not None and result.summary == "Player 2 wins"
