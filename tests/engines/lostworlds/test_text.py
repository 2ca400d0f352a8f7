"""Words shown to players: labels, log lines, refusals and consistent names (LW-GAP-16, -17, -30)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import msgspec
import pytest

from engines.core.contract import IllegalAction
from engines.core.paths import game_assets
from engines.lostworlds import GAME
from engines.lostworlds import actions as A
from engines.lostworlds.actions import ACTION_TYPES
from engines.lostworlds.log import EVENT_TYPES
from tests.engines.lostworlds.helpers import new, play


@pytest.mark.rule("LW-GAP-16", "LW-GAP-17", "LW-GAP-30")
def test_content_uses_one_name_for_each_piece_and_corrected_wording() -> None:
    text = " ".join(p.read_text() for p in Path(game_assets("lostworlds")).glob("*.json")).lower()
    for misspelt in ("dreadnaught", "epic die", "choses", "control marker", "faction sticks", "my not"):
        assert misspelt not in text
    assert "power die" in text and "dreadnought" in text


def test_every_listed_option_has_a_label_and_every_event_a_log_line() -> None:
    rng = random.Random(4)
    for seed in range(6):
        state = new(4, seed, events=True)
        for _ in range(400):
            decisions = GAME.decisions(state)
            if not decisions:
                break
            for option in decisions[0].options:
                label = GAME.describe(state, option)
                assert label and "Action" not in label
            events = GAME.apply(state, decisions[0].seat, rng.choice(decisions[0].options))
            assert all(GAME.narrate(e) for e in events)
    assert len(msgspec.inspect.type_info(ACTION_TYPES).types) == 33
    assert len(msgspec.inspect.type_info(EVENT_TYPES).types) == 30


def test_illegal_actions_are_refused_with_a_reason_and_the_rule() -> None:
    state = new(2)
    state.ps[0].renown = 0
    with pytest.raises(IllegalAction, match=r"costs 2 Renown \(LW-CHAMP-1\)"):
        GAME.apply(state, 0, A.CHAMPION[state.table[0].world])
    with pytest.raises(IllegalAction, match="not your decision"):
        GAME.apply(state, 1, A.PASS_RENOWN)
    play(state, A.ACTIVATE[0])
    if state.steps:
        with pytest.raises(IllegalAction, match="First finish this step"):
            GAME.apply(state, 0, A.END_TURN)


def test_actions_round_trip_through_json() -> None:
    for action in (A.Place(3, "settle"), A.Wreck(1, "conquer", 2), A.Claim(40), A.Unlock("war_chest")):
        data = json.loads(msgspec.json.encode(GAME.action_to(action)))
        assert GAME.action_from(data) == action
