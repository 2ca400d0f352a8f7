"""Seeds in saves: 128-bit seeds survive a file, and games dealt by the old generator still load."""

from __future__ import annotations

import json
from pathlib import Path

from engines.core.match import Match
from engines.core.rng import Rng, new_seed, seeding_like
from engines.core.saves import load_match, match_to_bytes, save_match
from engines.registry import register
from tests.engines.core.toy import TOY, Bank, Cheer, EndTurn, Roll

register(TOY)

MOVES = [(0, Bank(2)), (0, Roll()), (1, Cheer(True)), (0, EndTurn()), (1, Roll()), (0, Cheer(False))]


def played(match: Match) -> Match:
    for seat, action in MOVES:
        match.apply(seat, action)
    return match


def test_a_128_bit_seed_is_written_as_digits_and_deals_the_same_game_when_loaded(tmp_path: Path) -> None:
    seed = new_seed() | 1 << 127
    match = played(Match(TOY, 2, seed, {}))
    save_match(match, tmp_path / "a.starboard")
    assert json.loads((tmp_path / "a.starboard").read_text())["seed"] == str(seed)
    loaded = load_match(tmp_path / "a.starboard")
    assert loaded.seed == seed
    assert TOY.state_json(loaded.initial_state()) == TOY.state_json(TOY.new_state(2, seed))
    assert TOY.state_json(loaded.state) == TOY.state_json(match.state)


def test_a_save_dealt_by_the_old_generator_loads_and_plays_on_with_it(tmp_path: Path) -> None:
    """Saves made before the keyed generator (format 1: an integer seed, a splitmix64 state) still load."""
    with seeding_like(Rng()):  # Rng() has no key: the old generator
        old = played(Match(TOY, 2, 20250101, {}))
    assert not old.state.rng.key
    data = json.loads(match_to_bytes(old))
    data["format_version"], data["seed"] = 1, int(data["seed"])
    (tmp_path / "old.starboard").write_text(json.dumps(data))

    loaded = load_match(tmp_path / "old.starboard")  # replays from the seed: dealt by the old generator again
    assert TOY.state_json(loaded.state) == TOY.state_json(old.state)
    for match in (old, loaded):
        match.apply(1, EndTurn())
        match.apply(0, Roll())
    assert TOY.state_json(loaded.state) == TOY.state_json(old.state), "the old generator goes on as before"
