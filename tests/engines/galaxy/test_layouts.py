"""Every layout from 3 to 8 players: tile counts, homes, hyperlane tiles, and which choice means what."""

from __future__ import annotations

import networkx as nx
import pytest

from engines.galaxy.adjacency import Galaxy
from engines.galaxy.layouts import LayoutError, all_layouts, layout, layout_for, setup_rules
from engines.galaxy.mapstring import hyperlane_parts
from engines.galaxy.tiles import pool

# layout: (blue each, red each, speaker's extra blue, red, homes, hyperlane tiles, home steps to the centre)
TABLE = {
    "3p": (6, 2, 0, 0, [22, 28, 34], set(), 3),
    "4p": (5, 3, 0, 0, [23, 27, 32, 36], set(), 3),
    "5p": (4, 2, 0, 1, [21, 25, 28, 31, 35], set(), 3),
    "5p_hyperlanes": (3, 2, 0, 0, [19, 22, 25, 31, 34], {"83A", "84A", "85A", "86A", "87A", "88A"}, 3),
    "6p": (3, 2, 0, 0, [19, 22, 25, 28, 31, 34], set(), 3),
    "6p_large": (6, 3, 0, 0, [37, 41, 45, 49, 53, 57], set(), 4),
    "7p": (4, 2, 3, 2, [37, 40, 43, 46, 52, 55, 58], {"83A", "84A", "85A", "86A", "87A", "88A"}, 4),
    "7p_alternate": (3, 2, 0, 0, [22, 25, 37, 49, 52, 55, 58], {"83B", "84B", "85B", "86B", "88B", "90B"}, 3),
    "8p": (4, 2, 2, 2, [37, 40, 43, 46, 49, 52, 55, 58], set(), 4),
    "8p_alternate": (3, 2, 0, 0, [37, 40, 43, 46, 49, 52, 55, 58], {"83B", "85B", "87A", "88A", "89B", "90B"}, 3),
}


def test_the_table_covers_every_layout() -> None:
    assert set(TABLE) == set(all_layouts())


@pytest.mark.rule("TI-SETUP-2", "TI-SETUP-3", "TI-SETUP-5", "TI-SETUP-7", "TI-SETUP-8", "TI-SETUP-10",
                  "TI-ALTHYPER-4", "TI-ALTHYPER-6", "TI-BIGGAL-3")
@pytest.mark.parametrize("name", sorted(TABLE))
def test_each_layout_deals_its_counts_and_has_a_position_for_every_tile(name: str) -> None:
    blue, red, extra_blue, extra_red, homes, _, _ = TABLE[name]
    chosen = layout(name)
    assert chosen.dealt == {"blue": blue, "red": red}
    assert (chosen.speaker_tiles or {"blue": 0, "red": 0}) == {"blue": extra_blue, "red": extra_red}
    assert len(chosen.systems) == chosen.players * (blue + red) + extra_blue + extra_red
    assert list(chosen.homes) == homes


@pytest.mark.rule("TI-SETUP-4", "TI-SETUP-6", "TI-SETUP-9", "TI-ALTHYPER-5", "TI-ALTHYPER-7", "TI-GAP-3")
@pytest.mark.parametrize("name", sorted(TABLE))
def test_each_layout_uses_the_hyperlane_tiles_the_rules_list(name: str) -> None:
    used = {hyperlane_parts(token)[0] for token in layout(name).hyperlanes.values()}
    assert used == TABLE[name][5]


@pytest.mark.rule("TI-HYPER-3", "TI-ALTHYPER-1", "TI-GAP-3")
@pytest.mark.parametrize("name", sorted(TABLE))
def test_every_home_is_equally_far_from_the_centre(name: str) -> None:
    chosen = layout(name)
    steps = nx.single_source_shortest_path_length(Galaxy(chosen.skeleton_map()).graph, 0)
    assert [steps[h] for h in chosen.homes] == [TABLE[name][6]] * chosen.players


@pytest.mark.rule("TI-BIGGAL-1", "TI-BIGGAL-2", "TI-GAP-20")
def test_the_large_galaxy_has_four_rings_and_uses_every_setup_tile() -> None:
    large = layout_for(6, "large")
    assert large.rings == 4 and layout_for(6).rings == 3
    assert large.total("blue") == len(pool("blue")) and large.total("red") == len(pool("red"))
    assert setup_rules()["large_galaxy"]["source"] == "house"


@pytest.mark.rule("TI-BIGGAL-4", "TI-GAP-20")
def test_the_large_galaxy_records_the_fourteen_point_recommendation() -> None:
    assert setup_rules()["large_galaxy"]["victory_points_recommended"] == 14


@pytest.mark.rule("TI-HYPER-1", "TI-GAP-11")
def test_five_seven_and_eight_players_have_a_galaxy_with_hyperlanes() -> None:
    for players in (5, 7, 8):
        assert layout_for(players, "hyperlanes").hyperlanes
    assert layout_for(7).id == layout_for(7, "hyperlanes").id == "7p"


@pytest.mark.rule("TI-GAP-3", "TI-GAP-11", "TI-SETUP-9")
def test_the_eight_player_rulebook_galaxy_has_no_room_for_hyperlanes_so_hyperlanes_mean_the_alternate() -> None:
    standard = layout_for(8)
    assert not standard.hyperlanes and len(standard.systems) + len(standard.homes) == 60
    assert layout_for(8, "hyperlanes").id == layout_for(8, "alternate").id == "8p_alternate"


@pytest.mark.rule("TI-ALTHYPER-1", "TI-ALTHYPER-2", "TI-GAP-11")
def test_alternate_layouts_are_for_seven_and_eight_players_only() -> None:
    assert layout_for(7, "alternate").id == "7p_alternate"
    for players in (3, 4, 5, 6):
        with pytest.raises(LayoutError, match=f"{players} players have no alternate layout"):
            layout_for(players, "alternate")


@pytest.mark.rule("TI-ALTHYPER-3")
def test_alternate_rings_are_irregular_but_numbered_like_the_rest() -> None:
    alternate = layout("7p_alternate")
    ring_one = [p for p in alternate.systems if p <= 6]
    assert ring_one == [2, 3, 6]  # three of the six positions hold hyperlanes


@pytest.mark.rule("TI-GAP-4", "TI-HYPER-4")
def test_extra_trade_goods_come_only_with_the_five_player_galaxy_without_hyperlanes() -> None:
    assert layout("5p").trade_goods == {"25": 2, "28": 4, "31": 2}
    assert all(not chosen.trade_goods for chosen in all_layouts().values() if chosen.id != "5p")
    assert setup_rules()["trade_goods"]["source"] == "house"


def test_a_player_count_outside_three_to_eight_is_refused() -> None:
    with pytest.raises(LayoutError, match="3 to 8 players, not 9"):
        layout_for(9)
