"""The game's skeleton: content loads and is checked, homes and starting units are placed, state saves."""

from __future__ import annotations

import msgspec
import pytest

from engines.core.rng import Rng
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.board import count, galaxy, remove, stats
from engines.galaxy.content.factions import factions
from engines.galaxy.content.objectives import by_stage
from engines.galaxy.content.strategy import card_order
from engines.galaxy.content.technologies import generic_technologies
from engines.galaxy.content.units import unit_stats
from engines.galaxy.generator import generate
from engines.galaxy.layouts import layout
from engines.galaxy.mapstring import parse_map
from engines.galaxy.phases.setup import COLOURS, board_state
from engines.galaxy.state import TIState, key

SIX = ["creuss", "sol", "hacan", "letnev", "nekro", "muaat"]


def six_player_state() -> TIState:
    rng = Rng.from_seed(3)
    tokens = parse_map(generate(layout("6p"), rng).map_string).tokens
    return board_state("6p", tokens, SIX, COLOURS[:6], 0, rng)


def test_content_counts() -> None:
    assert len(factions()) == 24
    assert card_order() == ["leadership", "diplomacy", "politics", "construction", "trade", "warfare",
                            "technology", "imperial"]
    assert len(generic_technologies()) == 33
    assert (len(by_stage("I")), len(by_stage("II")), len(by_stage("secret"))) == (20, 20, 40)


def test_unit_upgrades_replace_printed_values() -> None:
    """LRR 96: an upgrade card's values replace the faction sheet's."""
    assert unit_stats("cruiser").combat is not None
    upgraded = unit_stats("cruiser", ["cruiser_2"])
    assert (upgraded.name, upgraded.move, upgraded.capacity, upgraded.combat.hit_on if upgraded.combat else 0) == (
        "Cruiser II", 3, 1, 6)
    assert unit_stats("flagship", faction="letnev").name == "Arc Secundus"


def test_homes_and_starting_units_are_placed() -> None:
    """Setup: each faction's home system holds its starting ships, forces and structures."""
    state = six_player_state()
    home = layout("6p").homes
    sol = factions()["sol"]
    assert state.tokens[home[1]] == sol.home_tile
    assert count(state.systems[key(home[1])].space, 1, ["carrier"]) == 2
    assert state.planets["Jord"].owner == 1
    assert count(state.planets["Jord"].units, 1, ["infantry"]) == 5


def test_creuss_home_lies_beyond_the_delta_gate() -> None:
    """The Creuss gate takes the home position; the home system is off the map, joined by delta."""
    state = six_player_state()
    gate = layout("6p").homes[0]
    assert state.tokens[gate] == "17"
    assert DELTA_HOME in galaxy(state).neighbours(gate)
    assert state.planets["Creuss"].system == DELTA_HOME
    assert count(state.systems[key(DELTA_HOME)].space, 0, ["destroyer"]) == 2


def test_state_survives_json_exactly() -> None:
    """A save is JSON: every state must come back equal (no int-keyed dicts, no tuples)."""
    state = six_player_state()
    remove(state.systems[key(layout("6p").homes[3])].space, 3, "dreadnought")
    data = msgspec.json.encode(state)
    assert msgspec.json.encode(msgspec.json.decode(data, type=TIState)) == data


def test_faction_statistics_follow_the_seat() -> None:
    state = six_player_state()
    assert stats(state, 3, "flagship").name == "Arc Secundus"
    with pytest.raises(ValueError):
        remove(state.systems[key(layout("6p").homes[3])].space, 3, "war_sun")
