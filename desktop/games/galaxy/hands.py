"""The dealt tiles lying face up in front of each seat, beside the galaxy (the builder's hands)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy.controls import CaptionItem
from desktop.games.galaxy.space import SQRT3, R
from desktop.games.galaxy.tile_item import TileFace, TileItem
from desktop.widgets.token import TokenItem

SPEAKER = -1  # the owner id of the speaker's extra tiles
HAND_SCALE = 0.42
ROW_HEIGHT = 1.55 * R
HEADER = 30.0
EMPTY_ROW = 52.0  # a seat with no tiles left keeps just its header


class HandTile(TileItem):
    """A dealt tile in front of its owner; the scene decides what a click on it means."""

    def __init__(self, face: TileFace, owner: int, on_click: Callable[[int, str], None]) -> None:
        super().__init__(face)
        self.owner = owner
        self.tile_id = face.tile_id
        self.on_click = on_click
        self.setScale(HAND_SCALE)

    def activate(self) -> None:
        self.on_click(self.owner, self.tile_id)


class BandItem(QGraphicsItem):
    """The strip behind one seat's tiles; the seat to act gets a brighter one."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.width, self.height = width, height
        self.active = False
        self.setZValue(-1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(242, 193, 78, 34) if self.active else QColor(0, 0, 0, 55))
        painter.setPen(QPen(theme.ACCENT, 2.5) if self.active else QPen(QColor(255, 255, 255, 25), 1.2))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 14, 14)


class HandRow:
    """One owner's band, header and tiles."""

    def __init__(self, scene: QGraphicsScene, width: float, colour_index: int | None) -> None:
        self.band = BandItem(width, ROW_HEIGHT - 10)
        self.header = CaptionItem("", width - 60, 22, bold=True)
        self.token = TokenItem(colour_index, 11) if colour_index is not None else None
        if self.token is not None:
            self.token.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.tiles: dict[str, HandTile] = {}
        for item in (self.band, self.header, self.token):
            if item is not None:
                scene.addItem(item)

    def remove(self, scene: QGraphicsScene) -> None:
        for item in (self.band, self.header, self.token, *self.tiles.values()):
            if item is not None and item.scene() is scene:
                scene.removeItem(item)


class HandsPanel:
    """Rows of tiles, one per seat (and the speaker's extra tiles), kept between draws."""

    def __init__(self, scene: QGraphicsScene, on_click: Callable[[int, str], None]) -> None:
        self.scene = scene
        self.on_click = on_click
        self.rows: dict[int, HandRow] = {}
        self.origin = QPointF()
        self.width = 0.0
        self.row_height = ROW_HEIGHT
        self.height = 0.0
        self.scale = HAND_SCALE

    def show(self, origin: QPointF, size: tuple[float, float], owners: list[tuple[int, str, int | None, list[str]]],
             faces: Mapping[str, TileFace], active: int | None, picked: str = "") -> None:
        """``owners``: (owner id, header text, seat colour index or None, tile ids) in display order."""
        width, height = size
        if width != self.width:
            self.clear()
        self.origin, self.width = origin, width
        empty = sum(1 for *_, tiles in owners if not tiles)
        self.row_height = min(1.9 * R, (height - EMPTY_ROW * empty) / max(1, len(owners) - empty))
        longest = max((len(tiles) for *_, tiles in owners), default=1) or 1
        self.scale = min(0.62, (width - 40) / (R * (1.52 * (longest - 1) + 2)),
                         (self.row_height - HEADER - 16) / (R * 1.5 * SQRT3))
        wanted = {owner for owner, *_ in owners}
        for owner in [o for o in self.rows if o not in wanted]:
            self.rows.pop(owner).remove(self.scene)
        y = origin.y()
        for owner, text, colour, tiles in owners:
            row = self.rows.get(owner)
            if row is None:
                row = self.rows[owner] = HandRow(self.scene, width, colour)
            tall = self.row_height if tiles else EMPTY_ROW
            row.band.set_size(width, tall - 10)
            self._lay_row(row, owner, QPointF(origin.x(), y), text, tiles, faces)
            y += tall
            row.band.set_active(owner == active)
            if owner == active and picked in row.tiles:
                row.tiles[picked].setScale(min(0.9, self.scale * 1.5))
                row.tiles[picked].setZValue(10)
        self.height = y - origin.y()

    def _lay_row(self, row: HandRow, owner: int, top: QPointF, text: str, tiles: list[str],
                 faces: Mapping[str, TileFace]) -> None:
        row.band.setPos(top)
        row.header.set_text(text)
        row.header.setPos(top.x() + (40 if row.token else 14), top.y() + 6)
        if row.token is not None:
            row.token.setPos(top.x() + 22, top.y() + 20)
        for tile_id in [t for t in row.tiles if t not in tiles]:
            self.scene.removeItem(row.tiles.pop(tile_id))
        scale = self.scale
        step = 1.52 * R * scale
        for index, tile_id in enumerate(tiles):
            item = row.tiles.get(tile_id)
            if item is None:
                item = row.tiles[tile_id] = HandTile(faces[tile_id], owner, self.on_click)
                self.scene.addItem(item)
            item.setScale(scale)
            item.setZValue(2)
            x = top.x() + 20 + R * scale + index * step
            y = top.y() + HEADER + 4 + R * scale * SQRT3 / 2 * (1 + (index % 2))
            item.setPos(x, y)

    def tile_items(self) -> list[HandTile]:
        return [item for row in self.rows.values() for item in row.tiles.values()]

    def rect(self) -> QRectF:
        return QRectF(self.origin.x(), self.origin.y(), self.width, self.height)

    def clear(self) -> None:
        for row in self.rows.values():
            row.remove(self.scene)
        self.rows.clear()


def hand_owners(view: Any, name: Callable[[int], str], colour: Callable[[int], int]) -> list[
        tuple[int, str, int | None, list[str]]]:
    """The rows to show: every seat's tiles and balance, then the speaker's extra tiles if any."""
    owners: list[tuple[int, str, int | None, list[str]]] = []
    for seat, tiles in enumerate(view.hands):
        score = view.scores[seat] if seat < len(view.scores) else 0.0
        count = f"{len(tiles)} tile{'s' if len(tiles) != 1 else ''}"
        owners.append((seat, f"{name(seat)} · {count} · balance {score:.1f}", colour(seat), list(tiles)))
    if view.speaker_tiles:
        owners.append((SPEAKER, f"Speaker's extra tiles ({name(0)} lays them)", None, list(view.speaker_tiles)))
    return owners
