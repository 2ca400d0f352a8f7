"""The game on the contract: views with everything a table needs and nothing hidden, labels, log lines,
refusals with their rule, turn keys, options."""

from __future__ import annotations

import random
import re
from typing import Any

import msgspec
import pytest

from engines.core.contract import IllegalAction
from engines.galaxy import GAME
from engines.galaxy.actions.events import ROUND_EVENTS
from engines.galaxy.actions.rounds import ROUND_ACTIONS, Pass, PickStrategyCard
from engines.galaxy.content.objectives import objectives
from engines.galaxy.state import TIState
from engines.galaxy.words import _NARRATORS
from tests.engines.galaxy.rounds import finish_setup, first, new, pick_cards

CLASS_NAME = re.compile(r"^[A-Z][a-z]+[A-Z]\w*$")


def played(players: int = 6, seed: int = 4, steps: int = 400) -> tuple[TIState, list[Any], list[Any]]:
    """A random game ``steps`` actions in: the state, every option seen, every event."""
    state = GAME.new_state(players, seed, {})
    rng = random.Random(seed)
    seen: list[Any] = []
    events: list[Any] = []
    for _ in range(steps):
        decisions = GAME.decisions(state)
        if not decisions:
            break
        seen += decisions[0].options
        events += GAME.apply(state, decisions[0].seat, rng.choice(decisions[0].options))
    return state, seen, events


def text_of(view: Any) -> str:
    return msgspec.json.encode(view).decode()


def test_the_view_holds_the_whole_table() -> None:
    """Everything a table draws: map, units, tokens, planets, sheets, cards, objectives, points, hand counts."""
    state, _, _ = played()
    view = GAME.view(state, 2)
    assert {s.node for s in view.systems} == {int(k) for k in state.systems}
    assert {p.key for p in view.planets} == set(state.planets)
    assert len(view.galaxy.slots) == len(state.tokens)
    for player, sheet in zip(view.players, state.players, strict=True):
        assert (player.tactic, player.fleet, player.strategy, player.vp) == (sheet.tactic, sheet.fleet, sheet.strategy,
                                                                             sheet.vp)
        assert player.action_cards == len(sheet.action_cards) and player.secret_objectives == len(sheet.secrets)
    assert [s.card for s in view.strategy] == [s.card for s in state.strategy]
    assert {o.id for o in view.objectives} >= set(state.public)
    planet = next(p for p in view.planets if p.key == "Mecatol Rex")
    assert (planet.resources, planet.influence) == (1, 6)
    home = next(s for s in view.systems if s.node == state.players[2].home)
    assert sum(u.count for u in home.space if u.owner == 2) > 0


def test_each_seat_sees_its_own_hand_and_secrets_only() -> None:
    state, _, _ = played(steps=600)
    for seat, player in enumerate(state.players):
        view = GAME.view(state, seat)
        assert view.hand == player.action_cards and view.secrets == player.secrets
        others = text_of(view)
        for other, sheet in enumerate(state.players):
            if other != seat:
                assert not [c for c in [*sheet.action_cards, *sheet.secrets] if c in others]
    spectator = GAME.view(state, None)
    assert spectator.hand == [] and spectator.secrets == []


def test_secrets_cover_hands_secret_objectives_face_down_objectives_and_decks() -> None:
    state, _, _ = played()
    secrets = GAME.secrets(state)
    for seat, player in enumerate(state.players):
        hands = set(player.action_cards) | set(player.secrets) | set(player.notes)
        assert hands <= set(secrets[seat]) <= hands | set(player.seen)
    nobody = set(secrets[None])
    assert set(state.action_deck) <= nobody and set(state.secret_deck) <= nobody
    assert set(state.stage1) | set(state.stage2) <= nobody
    for viewer in [*range(6), None]:
        text = text_of(GAME.view(state, viewer))
        assert not [s for s in nobody if s in text]


def test_a_scored_secret_is_public() -> None:
    state = new(3)
    finish_setup(state)
    objective = state.players[1].secrets[0]
    from engines.galaxy.scoring import score

    score(state, 1, objective)
    assert objective in text_of(GAME.view(state, 0))
    assert objective not in GAME.secrets(state)[1]
    assert next(o for o in GAME.view(state, 2).objectives if o.id == objective).scored_by == [1]


def test_every_option_has_words_of_its_own() -> None:
    _, seen, _ = played(steps=800)
    state = GAME.new_state(6, 4, {})
    kinds = {type(o) for o in seen}
    assert len(kinds) > 10
    for option in seen:
        label = GAME.describe(state, option)
        assert label and not CLASS_NAME.match(label) and "=" not in label, (option, label)


def test_every_round_action_and_event_is_worded() -> None:
    from engines.galaxy import words

    for kind in ROUND_EVENTS:
        assert kind in _NARRATORS, kind.__name__
    from pathlib import Path

    source = Path(words.__file__).read_text()
    for kind in ROUND_ACTIONS:
        assert kind in words._FIXED or f"ac.{kind.__name__}" in source, kind.__name__


def test_log_lines_are_words() -> None:
    _, _, events = played(steps=800)
    assert events
    for event in events:
        line = GAME.narrate(event)
        assert line and not CLASS_NAME.match(line), (event, line)


def test_a_refusal_says_why_and_names_the_rule() -> None:
    """LRR 3.3: passing before using the strategy card is refused with a reason."""
    state = new(6)
    pick_cards(state, {})
    seat = first(state).seat
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, seat, Pass())
    assert "cannot pass" in refused.value.reason and "LRR 3.3" in refused.value.reason
    assert refused.value.rule == "LRR 3.1"
    with pytest.raises(IllegalAction, match="It is not your decision"):
        GAME.apply(state, (seat + 1) % 6, Pass())


def test_a_taken_strategy_card_is_refused() -> None:
    state = new(6)
    finish_setup(state)
    card = first(state).options[0].card
    GAME.apply(state, first(state).seat, PickStrategyCard(card))
    with pytest.raises(IllegalAction, match="already taken"):
        GAME.apply(state, first(state).seat, PickStrategyCard(card))


def test_turn_key_changes_with_each_turn() -> None:
    state = new(6)
    pick_cards(state, {})
    from engines.galaxy.flow import top
    from engines.galaxy.steps.phases import PlayerTurn
    from tests.engines.galaxy.rounds import quiet, until

    key = GAME.turn_key(state)
    seat = first(state).seat
    until(state, lambda s: isinstance(top(s), PlayerTurn) and top(s).seat != seat, quiet)  # type: ignore[union-attr]
    assert GAME.turn_key(state) != key


def test_options_have_labels_help_and_provenance() -> None:
    keys = {o.key for o in GAME.options}
    assert {"mode", "layout", "galaxy", "map", "factions", "points", "round_limit"} <= keys
    assert all(o.label and o.help and o.source in ("rulebook", "house") for o in GAME.options)


def test_the_result_names_the_winner_and_every_score() -> None:
    state = GAME.new_state(3, 2, {"round_limit": 1})
    rng = random.Random(2)
    while GAME.decisions(state):
        decision = GAME.decisions(state)[0]
        GAME.apply(state, decision.seat, rng.choice(decision.options))
    result = GAME.result(state)
    assert result is not None and len(result.winners) == 1
    assert result.scores == [float(p.vp) for p in state.players]
    assert "{p%d}" % result.winners[0] in result.summary


def test_the_simulate_tallies() -> None:
    state = GAME.new_state(3, 2, {"round_limit": 1})
    tallies = GAME.tallies(state)
    assert set(tallies) == {"rounds", "combats", "objectives_scored", "agendas_resolved", "action_cards_played",
                            "transactions"}


def test_objectives_scored_count_in_the_tally() -> None:
    state = new(3)
    finish_setup(state)
    from engines.galaxy.scoring import score

    score(state, 0, next(iter(objectives())))
    assert state.tally.objectives_scored == 1


def test_a_faction_taken_reads_once_with_its_article() -> None:
    """Faction names carry their own article ("The Nomad"): the log line adds none."""
    from engines.galaxy.actions.events import FactionTaken
    from engines.galaxy.content.factions import factions

    for faction_id, faction in factions().items():
        line = GAME.narrate(FactionTaken(0, faction_id, "draft"))
        assert line == "{p0} plays " + faction.name + " (drafted)"
        assert " the the " not in line.lower()
