"""The tile data: every system tile with its planets, wormholes, anomalies and hyperlane lanes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.core.paths import app_root, game_assets
from engines.galaxy.convert import convert
from engines.galaxy.layouts import setup_rules
from engines.galaxy.tiles import TileDataError, catalogue, load_tiles, pool, tile

SHARED = app_root().parent / "shared" / "data"


@pytest.mark.rule("TI-COMP-2", "TI-GAP-2", "TI-GAP-13")
def test_every_tile_from_1_to_91_is_present_with_both_sides_of_the_hyperlane_tiles() -> None:
    ids = set(catalogue())
    assert {str(n) for n in range(1, 83)} <= ids
    assert {f"{n}{side}" for n in range(83, 92) for side in "AB"} <= ids
    assert len(ids) == 82 + 18


@pytest.mark.rule("TI-GAP-2")
def test_planets_carry_resources_influence_trait_specialty_and_legendary() -> None:
    centre = tile("18").planets[0]
    assert (centre.name, centre.resources, centre.influence, centre.trait) == ("Mecatol Rex", 1, 6, None)
    legendary = tile("65").planets[0]
    assert legendary.legendary and legendary.trait == "cultural"
    assert any(p.tech_specialty == "warfare" for t in catalogue().values() for p in t.planets)


@pytest.mark.rule("TI-GAP-2")
def test_wormholes_and_anomalies_are_on_their_tiles() -> None:
    assert tile("26").wormholes == ("alpha",) and tile("25").wormholes == ("beta",)
    assert tile("79").wormholes == ("alpha",) and tile("79").anomalies == ("asteroid_field",)
    assert tile("41").anomalies == ("gravity_rift",) and tile("42").anomalies == ("nebula",)
    assert tile("43").anomalies == ("supernova",) and tile("67").planets


@pytest.mark.rule("TI-NEXUS-2", "TI-NEXUS-3")
def test_the_nexus_is_double_sided_gamma_only_when_inactive_three_wormholes_when_active() -> None:
    nexus = tile("82")
    assert nexus.sides["inactive"] == ("gamma",)
    assert nexus.sides["active"] == ("alpha", "beta", "gamma")
    assert nexus.planets[0].name == "Mallice" and nexus.off_map


@pytest.mark.rule("TI-HYPER-5")
def test_hyperlane_tiles_are_not_systems_and_carry_lanes_between_edges() -> None:
    lanes = tile("83B")
    assert not lanes.is_system and lanes.lanes == ((0, 2), (0, 3), (3, 5))
    assert all(t.is_system for t in catalogue().values() if t.kind != "hyperlane")


@pytest.mark.rule("TI-BASESETUP-1", "TI-BASESETUP-2", "TI-BASESETUP-3", "TI-COMP-9")
def test_faction_tiles_are_never_dealt_and_stay_in_the_box() -> None:
    fractional = {t.id for t in catalogue().values() if t.fractional}
    assert fractional == set(setup_rules()["fractional_tiles"]["tiles"]) == {"17", "51", "81"}
    dealt = set(pool("blue")) | set(pool("red"))
    assert not dealt & fractional
    assert len(pool("blue")) == 36 and len(pool("red")) == 18


@pytest.mark.rule("TI-BASESETUP-4")
def test_the_expansion_removes_thirteen_policy_cards() -> None:
    removed = setup_rules()["expansion_removes_policies"]
    assert len(set(removed["ids"])) == 13 and removed["source"] == "rulebook"


def test_a_damaged_tile_names_the_tile(tmp_path: Path) -> None:
    data = json.loads((game_assets("galaxy") / "tiles.json").read_text())
    data["tiles"]["27"]["planets"][0]["trait"] = "volcanic"
    bad = tmp_path / "tiles.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(TileDataError, match=r"tile 27: planet .*unknown trait 'volcanic'"):
        load_tiles(bad)


def test_a_lane_to_the_same_edge_is_refused(tmp_path: Path) -> None:
    data = json.loads((game_assets("galaxy") / "tiles.json").read_text())
    data["tiles"]["84A"]["lanes"] = [[2, 2]]
    bad = tmp_path / "tiles.json"
    bad.write_text(json.dumps(data))
    with pytest.raises(TileDataError, match="tile 84A: lane"):
        load_tiles(bad)


def test_the_assets_keep_facts_only_and_no_faction_names() -> None:
    text = (game_assets("galaxy") / "tiles.json").read_text()
    assert "faction" not in text and "legendary_ability" not in text
    assert all(t.source == "rulebook" for t in catalogue().values())


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared fact files are not beside the project")
def test_the_converter_reproduces_the_bundled_files(tmp_path: Path) -> None:
    convert(SHARED, tmp_path)
    for name in ("tiles.json", "layouts.json"):
        assert (tmp_path / name).read_text() == (game_assets("galaxy") / name).read_text()
