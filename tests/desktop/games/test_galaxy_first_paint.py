"""The Twilight Imperium table's first frame (issue 20): the tile art rendered ahead covers it and looks the
same as art rendered on demand, and panels work their zones out only when asked or painted."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop.games.galaxy.art_ahead import game_faces, load_ahead
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.tile_item import ART
from engines.galaxy.adjacency import DELTA_HOME
from tests.desktop.games.galaxy_tables import GameTable
from tests.desktop.games.tables import table_factory

BOARD_VIEWPORT = (938, 731)  # the board's viewport in a 1280x800 window


@pytest.fixture
def table(qtbot: Any) -> Any:
    return table_factory(qtbot, GameTable)


def first_frame(table: Any, players: int) -> tuple[Any, QImage]:
    t = table(players, 7, BOARD_VIEWPORT)
    t.show()
    return t, t.view.viewport().grab().toImage()


@pytest.mark.parametrize("players", [6, 8])
def test_load_ahead_renders_every_tile_a_games_first_frame_shows(table: Any, players: int) -> None:
    ART.clear()
    steps = sum(1 for _ in load_ahead())
    assert steps == len(game_faces()) == len(ART.masters)
    rendered = ART.renders
    t, _ = first_frame(table, players)
    shown = {item.face.key for item in t.scene.board.items.values()}
    beyond_gate = any(p.home == DELTA_HOME for p in t.state.players)  # the Creuss home, off the board
    # the rings of systems, the nexus beside them and the home beyond the Creuss gate if the Creuss play
    assert len(shown) == {6: 37 + 1, 8: 61 + 1}[players] + beyond_gate
    assert shown <= {key for key, _ in ART.sized}, "every tile of the first frame was painted from the cache"
    assert ART.renders == rendered, "the first frame rendered tile art of its own"


def test_without_the_load_ahead_the_first_frame_renders_its_tiles(table: Any) -> None:
    ART.clear()
    rendered = ART.renders
    t, _ = first_frame(table, 8)
    assert ART.renders - rendered == len(t.scene.board.items)


def test_a_first_frame_from_art_rendered_ahead_looks_the_same_as_one_rendered_on_demand(table: Any) -> None:
    ART.clear()
    _, on_demand = first_frame(table, 8)
    ART.clear()
    for _ in load_ahead():
        pass
    _, ahead = first_frame(table, 8)
    assert ahead.size() == on_demand.size()
    assert ahead == on_demand


class Boxes(Panel):
    """A panel whose data is a list of boxes (x, y, w, h), each a zone; it counts its paintings."""

    painted = 0

    def paint_content(self, painter: QPainter) -> None:
        Boxes.painted += 1
        for index, box in enumerate(self.data or ()):
            self.zone(painter, QRectF(*box), "box", index)


def test_a_panel_works_its_zones_out_only_when_they_are_asked_for_or_it_paints(qtbot: Any) -> None:
    Boxes.painted = 0
    panel = Boxes(300, 100)
    panel.show_data([(0, 0, 50, 50)])
    panel.show_data([(0, 0, 50, 50), (100, 0, 50, 50)], frozenset({("box", 1)}))
    panel.show_data(panel.data, panel.lit, size=(400, 120))
    assert Boxes.painted == 0, "new data is not laid out until something needs its zones"
    zone = panel.zone_at(QPointF(120, 10))
    assert zone is not None and zone.key == 1 and Boxes.painted == 1
    assert panel.rect_of("box", 0) == QRectF(0, 0, 50, 50) and Boxes.painted == 1
    scene = QGraphicsScene()
    scene.addItem(panel)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(500, 200)
    view.show()
    view.viewport().grab()
    assert Boxes.painted == 2
    keys: list[Hashable] = [z.key for z in panel.zones]
    assert keys == [0, 1] and Boxes.painted == 2, "a painted panel's zones are those of its painting"
    panel.show_data([(200, 0, 50, 50)])
    assert [z.rect for z in panel.zones] == [QRectF(200, 0, 50, 50)] and Boxes.painted == 3
