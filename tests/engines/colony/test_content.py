"""The content in assets/colony: counts, provenance, registered card functions, every gap ruled."""

from __future__ import annotations

import json

import pytest

from engines.colony.content import CARDS, C
from engines.colony.specials import DESTROYED, LAND_LIMITS, SPECIALS
from engines.core.paths import game_assets

GAP_IDS = [f"LSF-GAP-{n}" for n in range(1, 26)]


def entries(node: object) -> list[dict[str, object]]:
    """Every dict in a JSON tree that has a key (cards, ships, planets, levels)."""
    found: list[dict[str, object]] = []
    if isinstance(node, dict):
        if "key" in node or "name" in node:
            found.append(node)
        for value in node.values():
            found += entries(value)
    elif isinstance(node, list):
        for value in node:
            found += entries(value)
    return found


@pytest.mark.rule("LSF-GAP-3", "LSF-COMP-16")
def test_six_ships_each_with_people_a_ghost_ability_and_a_mixed_deck_of_23() -> None:
    assert len(C.ships) == 6
    for ship in C.ships.values():
        assert ship.people > 0 and ship.ghost.text
        assert len(C.decks[ship.key]) == 23
        designs = [card for card, _ in ship.cards]
        assert {"play", "reaction"} <= {c.mode for c in designs}
        kinds = {c.kind for c in designs}
        assert {"landing", "armor", "repair"} <= kinds, ship.key
        assert "block" in kinds or (ship.key == "wayfarer" and "block" in {c.kind for c in designs})


@pytest.mark.rule("LSF-GAP-4")
def test_two_planets_one_per_side_with_21_cards_and_an_orbit_deck_of_15() -> None:
    assert {p.side for p in C.planets.values()} == {"eight", "five"}
    for planet in C.planets.values():
        assert len(C.decks[planet.key]) == 21 and planet.description and planet.nemesis in C.ships
    assert len(C.decks["orbit"]) == 15 and all(CARDS[c].orbit for c in C.decks["orbit"])


def test_every_content_entry_says_where_it_comes_from() -> None:
    for name in ("ships", "planets", "orbit", "board", "difficulty", "house"):
        data = json.loads((game_assets("colony") / f"{name}.json").read_text("utf-8"))
        assert data["source"] in ("house", "rulebook")
        for entry in entries(data):
            if "key" in entry:
                assert entry.get("source") in ("house", "rulebook"), entry.get("key")


def test_every_special_card_has_its_own_registered_function_and_no_function_is_orphaned() -> None:
    special = {c.key for c in CARDS.values() if c.special}
    registered = set(SPECIALS) | set(LAND_LIMITS) | set(DESTROYED)
    assert special == registered
    assert len({c.key for c in CARDS.values()}) == len({(c.key, c.name) for c in CARDS.values()})


@pytest.mark.rule(*GAP_IDS)
def test_every_gap_has_a_recorded_house_ruling() -> None:
    gaps = C.raw["house"]["gaps"]
    assert [g["id"] for g in gaps] == GAP_IDS
    assert all(g["source"] == "house" and len(g["ruling"]) > 40 for g in gaps)


@pytest.mark.rule("LSF-DIFF-3", "LSF-GAP-2")
def test_three_difficulty_levels_rise_for_every_side_and_player_count() -> None:
    levels = [C.levels[k] for k in C.raw["difficulty"]["order"]]
    assert len(levels) == 3
    for side in ("eight", "five"):
        for players in range(2, 7):
            goals = [level["goal"][side][str(players)] for level in levels]
            assert goals == sorted(goals) and len(set(goals)) == 3
