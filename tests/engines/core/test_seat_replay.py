"""A seat's own replay file (what a LAN joiner received), and the patches that keep it small."""

from __future__ import annotations

import json
import random
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.core.delta import diff, patch
from engines.core.match import Match, SeatConfig
from engines.core.replay import replay_from_bytes
from engines.core.saves import SaveError
from engines.core.seat_replay import KEYFRAME_EVERY, Recorder, SeatReplay
from engines.registry import get_game

json_data = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 5) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=2), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=60, deadline=None)
@given(json_data, json_data)
def test_a_patch_turns_the_old_data_into_the_new_and_leaves_the_old_alone(old: Any, new: Any) -> None:
    before = json.dumps(old, sort_keys=True)
    change = diff(old, new)
    assert patch(old, change) == new
    assert json.dumps(old, sort_keys=True) == before
    assert (change is None) == (json.dumps(old, sort_keys=True) == json.dumps(new, sort_keys=True)
                                and type(old) is type(new))


def recorded(seat: int, moves: int = 80) -> tuple[bytes, list[bytes], Match, list[list[str]]]:
    """What a joiner at ``seat`` of a Cosmic Conquest game would record, the views it was sent, and at
    each of them what it must not see (the other hands and the deck)."""
    game = get_game("cosmic")
    match = Match(game, 3, 99, {}, [SeatConfig(f"S{i}", i) for i in range(3)])
    recorder = Recorder(game.id, 3, {})
    sent: list[bytes] = []
    forbidden: list[list[str]] = []
    rng = random.Random(5)
    logged = 0

    def receive() -> None:
        nonlocal logged
        envelope = match.envelope(seat)
        lines = [e for e in match.log[logged:] if e.only is None or e.only == seat]
        logged = len(match.log)
        recorder.add(envelope, lines, [])
        sent.append(msgspec.json.encode(envelope.view))
        secrets = game.secrets(match.state)
        forbidden.append([card for owner, cards in secrets.items() if owner != seat for card in cards])

    receive()
    for _ in range(moves):
        decision = match.decisions()[0]
        match.apply(decision.seat, rng.choice(decision.options))
        receive()
    return recorder.to_bytes(), sent, match, forbidden


def test_a_seat_replay_shows_exactly_the_views_the_seat_was_sent() -> None:
    data, sent, _, _ = recorded(seat=1)
    replay = replay_from_bytes(data)
    assert isinstance(replay, SeatReplay) and replay.length == len(sent) - 1 > 2 * KEYFRAME_EVERY
    assert replay.eyes() == [("S1", 1)]
    for position in [*range(replay.length + 1), 40, 3, 70, 0]:
        assert msgspec.json.encode(replay.envelope(position, 1).view) == sent[position], f"frame {position}"
    assert replay.continue_block(), "a joiner's replay cannot be continued: it holds no game"


def test_a_seat_replay_holds_no_seed_no_actions_and_no_other_hand() -> None:
    data, _, match, forbidden = recorded(seat=2)
    text = data.decode()
    assert '"seed"' not in text and '"actions"' not in text and '"rng"' not in text
    assert match.state.rng.key not in text
    replay = replay_from_bytes(data)
    for position, hidden in enumerate(forbidden):
        shown = msgspec.json.encode(replay.envelope(position, 2)).decode()
        assert hidden and not [card for card in hidden if card in shown], f"frame {position}"


def test_patches_keep_a_seat_replay_far_smaller_than_its_views() -> None:
    data, sent, _, _ = recorded(seat=0)
    assert len(data) * 3 < sum(len(view) for view in sent)


def test_a_damaged_or_future_seat_replay_is_refused_with_the_reason() -> None:
    data, _, _, _ = recorded(seat=0, moves=40)

    def refused(changed: dict[str, Any]) -> str:
        with pytest.raises(SaveError) as error:
            replay_from_bytes(json.dumps(changed).encode(), "ann.starboard-replay")
        return str(error.value)

    future = json.loads(data)
    future["format_version"] = 7
    assert "newer Starboard" in refused(future)
    broken = json.loads(data)
    broken["frames"][5]["view"] = {"[": {"9999": {"=": 1}}}
    assert "damaged at frame 6" in refused(broken)
    wrong = json.loads(data)
    wrong["frames"][0]["view"]["round"] = "three"
    assert "damaged at frame 1" in refused(wrong)
    empty = json.loads(data)
    empty["frames"] = []
    assert "no table" in refused(empty)
    with pytest.raises(SaveError, match="damaged"):
        replay_from_bytes(data[:-30])
