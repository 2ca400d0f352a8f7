"""Every faction ability, faction technology, faction unit and faction note has a test named after it.

A test is "named after" a part when its function name holds the part's id between word boundaries
(``test_dimensional_tear_i_makes...`` names ``dimensional_tear_i``, not ``dimensional_tear_ii``). Mechs and
leaders belong to the Prophecy of Kings issue and are left out here.
"""

from __future__ import annotations

import ast
from pathlib import Path

from engines.galaxy.content.decks import decks

HERE = Path(__file__).parent
LEFT_OUT = ("mech",)  # unit types tested elsewhere
# Parts not played yet, each with why; the list this check keeps visible until it is empty.
NOT_YET = {
    "black_market_forgery": "relic fragments come with exploration (the Prophecy of Kings issue)",
}


def faction_parts() -> dict[str, str]:
    """Each part's id -> what it is (faction and kind), from the facts the game reads."""
    parts: dict[str, str] = {}
    for fid, faction in decks().factions.items():
        parts.update({a.id: f"{fid} ability" for a in faction.abilities})
        parts.update({t.id: f"{fid} technology" for t in faction.technologies})
        parts.update({u.id: f"{fid} {u.type}" for u in faction.units if u.type not in LEFT_OUT})
        parts.update({n: f"{fid} note" for n in faction.notes})
    return parts


def names_of_tests() -> set[str]:
    """The names of every test function in this folder."""
    names: set[str] = set()
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names |= {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")}
    return names


def untested(parts: dict[str, str], names: set[str]) -> list[str]:
    padded = [f"{name}_" for name in names]
    return sorted(f"{part} ({what})" for part, what in parts.items()
                  if not any(f"_{part}_" in name for name in padded))


def test_the_check_sees_a_missing_part() -> None:
    assert untested({"devour": "x", "riftmeld": "y"}, {"test_devour_captures"}) == ["riftmeld (y)"]
    assert untested({"tear_i": "x"}, {"test_tear_ii_frees"}) == ["tear_i (x)"]


def test_every_faction_ability_technology_unit_and_note_has_a_test_named_after_it() -> None:
    parts = faction_parts()
    assert len(parts) > 150  # 24 factions: abilities, 48 technologies, flagships and replaced units, 25 notes
    missing = untested({p: w for p, w in parts.items() if p not in NOT_YET}, names_of_tests())
    still = untested({p: "" for p in NOT_YET}, names_of_tests())
    assert set(NOT_YET) <= set(parts) and len(still) == len(NOT_YET), "take tested parts off NOT_YET"
    assert not missing, f"{len(missing)} without a test: " + ", ".join(missing)
