"""Adjacency, hand-checked: shared sides, hyperlanes and their chains, wormholes, the nexus, overlays."""

from __future__ import annotations

import pytest

from engines.galaxy.adjacency import DELTA_HOME, NEXUS, Galaxy, Overlay
from engines.galaxy.layouts import layout, setup_rules
from tests.engines.galaxy.helpers import at, galaxy, line, near

# Tiles without wormholes or anomalies, to fill maps.
PLAIN = ["19", "20", "21", "22", "23", "24"]


def test_systems_sharing_a_side_are_adjacent() -> None:
    full = Galaxy(layout("6p").skeleton_map())
    assert full.neighbours(0) == (1, 2, 3, 4, 5, 6)
    assert full.neighbours(1) == (0, 2, 6, 7, 8, 18)


@pytest.mark.rule("TI-HYPER-2", "TI-HYPER-3")
def test_a_lane_joins_the_systems_at_its_two_ends() -> None:
    # 88A0 in the centre joins N, NE and SE each to SW: lanes [0,4] [1,4] [2,4].
    text = "{88A0} " + " ".join(PLAIN)
    assert near(text, 5) == [1, 2, 3, 4, 6]


@pytest.mark.rule("TI-HYPER-2")
def test_lanes_sharing_an_end_do_not_join_their_other_ends() -> None:
    text = "{88A0} " + " ".join(PLAIN)
    assert near(text, 1) == [2, 5, 6]  # not 3: N and SE only share the lane end at SW
    assert near(text, 3) == [2, 4, 5]  # not 1
    assert near(text, 4) == [3, 5]  # the S edge has no lane


@pytest.mark.rule("TI-HYPER-2", "TI-HYPER-3")
def test_a_lane_is_traced_across_a_chain_of_hyperlane_tiles() -> None:
    # Centre -> 89B0 at 1 (S to N) -> 90B0 at 7 (S to N) -> system at 19.
    text = at({1: "89B0", 7: "90B0", 19: "26"})
    assert near(text, 0) == [19]
    assert near(text, 19) == [0]
    edge = galaxy(text).graph.edges[0, 19]
    assert edge["via"] == ["hyperlane"] and edge["lanes"] == (1, 7)


@pytest.mark.rule("TI-HYPER-5")
def test_hyperlane_tiles_are_never_nodes() -> None:
    chosen = layout("8p_alternate")
    graph = Galaxy(chosen.skeleton_map()).graph
    lanes = {int(p) for p in chosen.hyperlanes}
    assert not lanes & set(graph.nodes)


@pytest.mark.rule("TI-HYPER-3", "TI-ALTHYPER-7")
def test_the_eight_player_alternate_centre_reaches_eight_systems() -> None:
    # 87A1 at 1 turns [0,2] [2,4] [2,5] to [1,3] [3,5] [0,3]: entering from the centre (S) leads N, NE, NW.
    skeleton = Galaxy(layout("8p_alternate").skeleton_map())
    assert [n for n in skeleton.neighbours(0) if n >= 0] == [3, 6, 7, 8, 12, 13, 14, 18]
    assert skeleton.graph.edges[0, 7]["lanes"] == (1,)


@pytest.mark.rule("TI-GAP-1")
def test_matching_wormholes_are_adjacent_and_different_ones_are_not() -> None:
    text = at({19: "26", 28: "39", 22: "25", 31: "40"})
    assert near(text, 19) == [28]
    assert near(text, 22) == [31]
    assert galaxy(text).graph.edges[19, 28]["via"] == ["alpha"]


@pytest.mark.rule("TI-NEXUS-4", "TI-NEXUS-5", "TI-GAP-15", "TI-GAP-5")
def test_the_inactive_nexus_is_off_the_board_and_adjacent_only_to_gamma() -> None:
    text = at({19: "26", 22: "25"})
    lone = galaxy(text)
    assert lone.neighbours(NEXUS) == () and not lone.nexus_active
    gamma = galaxy(text, overlay=Overlay(wormholes={19: ("gamma",)}))
    assert gamma.neighbours(NEXUS) == (19,)
    placed = setup_rules()["nexus"]
    assert (placed["side_at_start"], placed["gamma_tokens_beside"], placed["source"]) == ("inactive", 3, "house")


@pytest.mark.rule("TI-NEXUS-1", "TI-NEXUS-7", "TI-GAP-10", "TI-SETUP-1")
def test_the_active_nexus_is_adjacent_to_alpha_beta_and_gamma() -> None:
    text = at({19: "26", 22: "25", 25: "27"})
    active = galaxy(text, nexus_active=True)
    assert active.neighbours(NEXUS) == (19, 22)
    assert NEXUS in active.neighbours(19) and 22 not in active.neighbours(19)


@pytest.mark.rule("TI-NEXUS-6")
@pytest.mark.parametrize("trigger", ["unit_placed", "unit_moved", "planet_gained"])
def test_the_nexus_turns_active_when_a_unit_arrives_or_its_planet_is_taken(trigger: str) -> None:
    built = galaxy(at({19: "26"}))
    assert not built.record(trigger, 19)
    assert built.neighbours(NEXUS) == ()
    assert built.record(trigger, NEXUS)
    assert built.nexus_active and built.neighbours(NEXUS) == (19,)
    assert not built.record(trigger, NEXUS)


def test_an_unknown_trigger_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown trigger"):
        galaxy(at({19: "26"})).record("scanned", NEXUS)


@pytest.mark.rule("TI-NEXUS-4")
def test_a_nexus_placed_on_the_map_is_used_where_it_lies() -> None:
    placed = galaxy(at({19: "82", 28: "26"}), nexus_active=True)
    assert NEXUS not in placed.tokens and placed.neighbours(19) == (28,)


def test_a_delta_carrier_overlay_joins_the_delta_gate_and_the_home_beyond_it() -> None:
    text = at({19: "17", 28: "27"})
    plain = galaxy(text)
    assert plain.neighbours(19) == (DELTA_HOME,)
    carried = galaxy(text, overlay=Overlay(wormholes={28: ("delta",)}))
    assert carried.neighbours(28) == (DELTA_HOME, 19)


def test_an_overlay_can_be_laid_over_a_built_galaxy_and_taken_off_again() -> None:
    built = galaxy(at({19: "26", 28: "25"}))
    linked = built.with_overlay(Overlay(links=(("alpha", "beta"),)))
    assert linked.neighbours(19) == (28,) and built.neighbours(19) == ()
    assert linked.with_overlay(Overlay()).neighbours(19) == ()


def test_an_alpha_beta_link_overlay_makes_alpha_and_beta_adjacent() -> None:
    text = at({19: "26", 28: "25"})
    assert near(text, 19) == []
    linked = galaxy(text, overlay=Overlay(links=(("beta", "alpha"),)))
    assert linked.neighbours(19) == (28,)
    assert linked.graph.edges[19, 28]["via"] == ["alpha-beta"]


def test_an_overlay_edge_adds_one_adjacency_and_unknown_systems_are_refused() -> None:
    text = at({19: "27", 28: "28"})
    assert galaxy(text, overlay=Overlay(edges=((19, 28),))).graph.edges[19, 28]["via"] == ["overlay"]
    with pytest.raises(ValueError, match="not a system"):
        galaxy(text, overlay=Overlay(edges=((19, 20),)))


def test_home_placeholders_and_empty_positions() -> None:
    text = line("0", "-1", "19")
    built = galaxy(text)
    assert 2 not in built.tokens and built.neighbours(1) == ()
    assert built.tile_at(1) is None and built.tile_at(3) is not None
