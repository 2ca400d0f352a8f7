"""The Creuss home on the table: the system beyond the Creuss gate has no map position, so the board lays it
in the empty corner north-west of the galaxy, with its units, and a player can read and activate it there."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from desktop.games.galaxy.space import SQRT3, R
from engines.galaxy.actions import rounds as ac
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.tactical import actions as ta
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.tables import table_factory

CREUSS = "creuss,sol,hacan"


@pytest.fixture
def table(qtbot: Any) -> Iterator[Any]:
    yield table_factory(qtbot, GameTable)


def creuss_seat(t: Any) -> int:
    return next(p.seat for p in t.state.players if p.faction == "creuss")


def at_a_tactical_action(t: Any) -> Any:
    return t.play_until(lambda d: ac.TakeTacticalAction() in d.options and t.state.phase == "action")


def home_units(t: Any) -> dict[tuple[int, str], int]:
    return {(s.owner, s.kind): s.count for s in t.state.systems[str(DELTA_HOME)].space}


@pytest.mark.rule("TI4 faction sheet, the Ghosts of Creuss: the home system lies off the board, beyond the gate")
@pytest.mark.parametrize("factions", [CREUSS, "sol,hacan,letnev,arborec,yin,xxcha,naalu,creuss"])
def test_the_creuss_home_is_drawn_off_the_board_with_its_units(table: Any, factions: str) -> None:
    t = table(len(factions.split(",")), factions=factions)
    at_a_tactical_action(t)
    assert t.state.players[creuss_seat(t)].home == DELTA_HOME
    board = t.scene.board
    assert DELTA_HOME in board.items, "the home beyond the gate has a tile on the table"
    item = board.items[DELTA_HOME]
    assert item.isVisible() and item.face.tile_id == "51"
    layer = t.scene.table.layers[DELTA_HOME]
    assert layer.isVisible() and layer.pos() == item.pos(), "its units are drawn on its tile"
    assert {(e.owner, e.kind): e.count for e in layer.look.space} == home_units(t)
    centre = item.pos()
    for node, other in board.items.items():  # hexes of radius R whose centres lie 2R apart never overlap
        if node != DELTA_HOME:
            gap = math.hypot(other.pos().x() - centre.x(), other.pos().y() - centre.y())
            assert gap >= 2 * R, f"the home beyond the gate lies on system {node}"
    hexagon = QRectF(centre.x() - R, centre.y() - SQRT3 / 2 * R, 2 * R, SQRT3 * R)
    assert t.scene.table_rect().contains(hexagon), "the fitted table shows it whole"


@pytest.mark.rule("TI4 LRR 89.1 (activation): the Creuss home is a system like any other")
def test_the_creuss_home_reads_on_hover_and_is_activated_by_clicks(table: Any) -> None:
    t = table(3, factions=CREUSS)
    at_a_tactical_action(t)
    t.click_option(ac.TakeTacticalAction())
    title, body = t.scene.game_hover_text(t.scene._tile_point(DELTA_HOME))
    assert "beyond the Creuss gate" in title and any("Creuss" in line for line in body)
    t.click_option(ta.Activate(DELTA_HOME), apply=False)


def test_without_the_creuss_no_home_lies_beyond_the_gate(table: Any) -> None:
    t = table(3, factions="sol,hacan,letnev")
    at_a_tactical_action(t)
    assert DELTA_HOME not in t.scene.board.items


@pytest.mark.rule("TI4 PoK Adjudicator Ba'al (Nova Seed): the gate may become the supernova; the home stays")
def test_the_creuss_home_stays_on_the_table_when_the_gate_becomes_a_supernova(table: Any) -> None:
    t = table(3, factions="creuss,muaat,hacan")
    at_a_tactical_action(t)
    t.state.tokens[t.state.tokens.index("17")] = "81"  # what Nova Seed leaves where the gate lay
    t.show()
    assert DELTA_HOME in t.scene.board.items and t.scene.table.layers[DELTA_HOME].isVisible()
    t.click_option(ac.TakeTacticalAction())
    t.click(t.scene._tile_point(DELTA_HOME))  # chosen: the fleets that could reach it light up
    assert t.scene.selected == DELTA_HOME and t.sent == []
    t.click(t.scene._tile_point(DELTA_HOME))
    assert t.sent == [ta.Activate(DELTA_HOME)]


def test_the_creuss_ships_at_home_light_the_systems_they_can_reach_through_the_gate(table: Any) -> None:
    """LRR 58 (movement) and the Creuss Gate: the home's delta wormhole joins it to the gate's system."""
    t = table(3, factions=CREUSS)
    at_a_tactical_action(t)
    seat = creuss_seat(t)
    t.show(seat)
    t.scene.select_game(DELTA_HOME)
    gate = t.state.tokens.index("17")
    lit = {node for node, item in t.scene.board.items.items() if "reach" in item.marks}
    assert gate in lit and DELTA_HOME not in lit
