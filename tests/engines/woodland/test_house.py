"""Every gap the Lost Powers rulebook leaves is ruled as house data, with an option where players may differ."""

from __future__ import annotations

import json

import pytest

from engines.core.paths import game_assets
from engines.woodland import GAME
from engines.woodland.house import rulings

GAPS = [f"LP-GAP-{n}" for n in range(1, 19)]


@pytest.mark.rule(*GAPS)
def test_every_lost_powers_gap_has_a_house_ruling() -> None:
    """Each LP-GAP has a written ruling with source house; option keys name real game options."""
    found = rulings()
    keys = {o.key for o in GAME.options}
    for gap in GAPS:
        assert gap in found and found[gap]["source"] == "house" and found[gap]["ruling"]
    for entry in found.values():
        assert entry["option"] is None or entry["option"] in keys
    options = {o.key: o for o in GAME.options}
    assert options["retire_limit"].default == 1 and options["seek_return"].default == "drawn"


def test_content_files_say_where_every_entry_comes_from() -> None:
    """Every content entry carries a source: rulebook (the Law's facts) or house (our design)."""
    folder = game_assets("woodland")
    deck = json.loads((folder / "deck.json").read_text())
    lp = json.loads((folder / "lost_powers.json").read_text())
    vb = json.loads((folder / "vagabond.json").read_text())
    maps = json.loads((folder / "maps.json").read_text())
    eyrie = json.loads((folder / "eyrie.json").read_text())
    alliance = json.loads((folder / "alliance.json").read_text())
    assert eyrie["source"] == alliance["source"] == "rulebook"
    entries = deck["cards"] + lp["old_friends"] + vb["characters"] + vb["quests"] + eyrie["leaders"] + eyrie["viziers"]
    entries += [c for m in maps["maps"].values() for c in m["clearings"] + m["forests"]]
    assert all(e["source"] in ("rulebook", "house") for e in entries)
    assert {e["source"] for e in lp["old_friends"]} == {"house"}
