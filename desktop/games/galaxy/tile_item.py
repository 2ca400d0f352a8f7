"""A galaxy tile on the table: its face painted from data once per zoom step and blitted from then on.

``TileFace`` says what a hex shows (a system tile, a hyperlane with its lanes after rotation, a home
placeholder, an open position, the nexus on one side); ``paint_face`` draws it in a hex of radius 100;
``TileItem`` shows a face with highlight marks on top. The marks are never part of the cached art,
so highlighting a tile costs one blit and an outline.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy import palette
from desktop.games.galaxy.art_cache import COMPACT, ArtCache
from desktop.games.galaxy.features import (
    COMPACT_SPOTS,
    SPOTS,
    font,
    outlined_text,
    paint_planet,
    paint_seat_mark,
    paint_totals,
    paint_wormhole,
)
from desktop.games.galaxy.space import R, paint_anomaly, paint_lanes, paint_space, radial, with_alpha
from desktop.widgets.hexagon import hex_path
from engines.galaxy.tiles import Tile

MARGIN = 1.12  # the drawn area around a hex: room for its shadow and highlight glow
BODY = R - 1.8  # tiles are cut a little small, so a hairline of table shows between them
DIRECT_LIMIT = 420.0  # above this many device pixels per hex radius, paint vectors instead of caching
WORMHOLE_RADIUS = {1: 30.0, 2: 23.0, 3: 20.0, 4: 18.0}


@dataclass(frozen=True)
class TileFace:
    """What one hex shows; ``key`` identifies its art in the cache."""

    kind: str  # system | hyperlane | home | open | nexus
    tile: Tile | None = field(default=None, compare=False)
    tile_id: str = ""
    lanes: tuple[tuple[int, int], ...] = ()
    wormholes: tuple[str, ...] = ()
    colour: str = ""
    shape: str = ""
    label: str = ""
    note: str = ""
    fixed: bool = False  # a game's map: planets keep their places at every zoom (units stand on them)

    @property
    def key(self) -> tuple[object, ...]:
        return (self.kind, self.tile_id, self.lanes, self.wormholes, self.colour, self.shape, self.label, self.note,
                self.fixed)


# ----- painting a face -------------------------------------------------------------------------
def paint_face(painter: QPainter, face: TileFace, detail: float) -> None:
    """Paint a face centred on (0, 0) at radius 100; ``detail`` is the device radius (level of detail)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = hex_path(BODY)
    if face.kind == "open":
        _paint_open(painter, face, detail)
        return
    _shadow(painter, outline)
    painter.save()
    painter.setClipPath(outline, Qt.ClipOperation.IntersectClip)
    seed = f"{face.kind}{face.tile_id}{face.label}"
    if face.kind == "hyperlane":
        paint_space(painter, seed, dim=True)
        paint_lanes(painter, face.lanes)
    elif face.kind == "home":
        _paint_home(painter, face, detail, seed)
    else:
        _paint_system(painter, face, detail, seed)
    painter.restore()
    _rim(painter, face)
    if detail >= COMPACT and face.kind != "home":
        outlined_text(painter, QPointF(0, 76), face.tile_id, font(13), QColor(220, 225, 235, 190), width=2.4)


def _shadow(painter: QPainter, outline: QPainterPath) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    for dx, dy, alpha in ((6.0, 9.0, 60), (2.5, 4.0, 130)):
        painter.setBrush(QColor(0, 0, 0, alpha))
        painter.drawPath(outline.translated(dx, dy))


def _rim(painter: QPainter, face: TileFace) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.TILE_EDGE, 3.0))
    painter.drawPath(hex_path(BODY - 1.2))
    painter.setPen(QPen(QColor(255, 255, 255, 46), 1.6))
    painter.drawPath(hex_path(BODY - 4.0))
    if face.kind == "nexus" or (face.tile is not None and face.tile.kind == "mecatol"):
        painter.setPen(QPen(QColor(226, 190, 100, 150), 2.0))
        painter.drawPath(hex_path(R - 8.0))


def _paint_open(painter: QPainter, face: TileFace, detail: float) -> None:
    outline = hex_path(R - 3.0)
    painter.setBrush(QColor(0, 0, 0, 50))
    painter.setPen(QPen(with_alpha(palette.OPEN_EDGE, 120), 2.2, Qt.PenStyle.DashLine))
    painter.drawPath(outline)
    if detail >= 30:
        outlined_text(painter, QPointF(0, 0), face.label, font(26), with_alpha(palette.OPEN_EDGE, 150),
                      QColor(0, 0, 0, 0), width=0.1)


def _paint_home(painter: QPainter, face: TileFace, detail: float, seed: str) -> None:
    colour = QColor(face.colour)
    paint_space(painter, seed, colour.darker(160))
    paint_seat_mark(painter, theme.shape_path(face.shape, 24), colour, QPointF(0, -22))
    outlined_text(painter, QPointF(0, 24), "HOME", font(15), QColor("#f3efe4"), width=2.6)
    outlined_text(painter, QPointF(0, 46), face.label, font(17, condensed=True), colour.lighter(130), width=3.0)
    if face.note:
        outlined_text(painter, QPointF(0, 68), face.note, font(13), palette.RESOURCE, width=2.6)


def _paint_system(painter: QPainter, face: TileFace, detail: float, seed: str) -> None:
    tile = face.tile
    tint = QColor("#3a1450") if face.kind == "nexus" else None
    paint_space(painter, seed, tint)
    if tile is None:
        return
    for anomaly in tile.anomalies:
        paint_anomaly(painter, anomaly, seed)
    if tile.kind == "mecatol":
        painter.setPen(Qt.PenStyle.NoPen)
        glow = QColor(255, 220, 140, 90)
        painter.setBrush(radial(QPointF(0, -8), 80, [(0.0, glow), (1.0, with_alpha(glow, 0))]))
        painter.drawEllipse(QPointF(0, -8), 80, 80)
    wormholes = face.wormholes if face.kind == "nexus" else tile.wormholes
    count = len(tile.planets) + len(wormholes)
    if count == 0:
        return
    compact = detail < COMPACT and bool(tile.planets) and not face.fixed
    table = COMPACT_SPOTS if compact else SPOTS
    spots = [QPointF(x, y) for x, y in table[min(count, 4)]]
    for planet, spot in zip(tile.planets, spots, strict=False):
        paint_planet(painter, planet, spot, min(count, 4), detail, seed)
    for kind, spot in zip(wormholes, spots[len(tile.planets):], strict=False):
        paint_wormhole(painter, kind, spot, WORMHOLE_RADIUS[min(count, 4)] * (1.3 if compact else 1.0))
    if compact:
        paint_totals(painter, tile.planets)


# ----- the cache -------------------------------------------------------------------------------
def render_face(face: TileFace, radius_px: float, detail: float | None = None) -> QImage:
    """The face drawn at ``radius_px`` device pixels per hex radius, with its margin."""
    side = math.ceil(2 * MARGIN * radius_px)
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    painter.translate(side / 2, side / 2)
    painter.scale(radius_px / R, radius_px / R)
    paint_face(painter, face, radius_px if detail is None else detail)
    painter.end()
    return image


ART = ArtCache(render_face)


# ----- the item --------------------------------------------------------------------------------
class TileItem(QGraphicsItem):
    """A hex tile at radius 100 (scale the item for smaller tiles) with optional highlight marks."""

    def __init__(self, face: TileFace, node: int | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.node = node
        self.marks: frozenset[str] = frozenset()
        self.badge = ""
        self.later = False  # a table in the app: art not rendered yet is filled in later (ArtCache.pixmap)
        self._outline = hex_path(R)
        self._bounds = QRectF(-MARGIN * R, -MARGIN * R, 2 * MARGIN * R, 2 * MARGIN * R)
        # Qt keeps the finished tile (art and marks) in device pixels: a pan then costs one blit and
        # no Python at all; paint() runs again only after a zoom or a change of face or marks.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_face(self, face: TileFace) -> None:
        if face.key != self.face.key:
            self.face = face
            self.update()

    def set_marks(self, marks: frozenset[str], badge: str = "") -> None:
        if marks != self.marks or badge != self.badge:
            self.marks, self.badge = marks, badge
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._outline

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        need = R * math.hypot(transform.m11(), transform.m12()) * ratio
        if need > DIRECT_LIMIT:
            painter.save()
            paint_face(painter, self.face, need)
            painter.restore()
        else:
            art, exact = ART.pixmap(self.face, need, later=self.later)
            if art is None:
                paint_blank(painter)
                ART.wait(self)
            elif exact and isinstance(art, QPixmap) and transform.m12() == 0 and transform.m21() == 0:
                blit(painter, art, transform.map(QPointF(0, 0)), ratio)
            else:
                # A stand-in lasts only until its art is rendered: the fast, rough scaling will do.
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, exact)
                painter.drawImage(self._bounds, art if isinstance(art, QImage) else art.toImage())
                ART.wait(self)
        if self.marks:
            paint_marks(painter, self.marks, self.badge)


def paint_blank(painter: QPainter) -> None:
    """A tile whose art is still being rendered: its shape, shadow and rim over deep space, nothing that
    could be read (no planets, no number); it lasts a frame or a few."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    outline = hex_path(BODY)
    _shadow(painter, outline)
    painter.setBrush(palette.SPACE_DEEP)
    painter.drawPath(outline)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.TILE_EDGE, 3.0))
    painter.drawPath(hex_path(BODY - 1.2))
    painter.setPen(QPen(QColor(255, 255, 255, 46), 1.6))
    painter.drawPath(hex_path(BODY - 4.0))


def blit(painter: QPainter, pixmap: QPixmap, centre: QPointF, ratio: float) -> None:
    """Draw a pixmap 1:1 in device pixels, centred on a device point (the fast path of a pan)."""
    if pixmap.devicePixelRatio() != ratio:
        pixmap.setDevicePixelRatio(ratio)
    half_w, half_h = pixmap.width() / ratio / 2, pixmap.height() / ratio / 2
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(round((centre.x() - half_w) * ratio) / ratio,
                               round((centre.y() - half_h) * ratio) / ratio), pixmap)
    painter.restore()


def paint_marks(painter: QPainter, marks: frozenset[str], badge: str) -> None:
    """Highlights over a tile: range tint, neighbour ring, selection, legal target, picked tile."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    inner = hex_path(R - 6.0)
    if "reach" in marks:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(palette.REACH, 60))
        painter.drawPath(inner)
    styles = (("neighbour", palette.NEIGHBOUR, 7.0, Qt.PenStyle.SolidLine),
              ("selected", palette.SELECTED, 10.0, Qt.PenStyle.SolidLine),
              ("legal", palette.LEGAL, 9.0, Qt.PenStyle.SolidLine),
              ("picked", palette.PICKED, 11.0, Qt.PenStyle.SolidLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for name, colour, width, style in styles:
        if name in marks:
            painter.setPen(QPen(with_alpha(colour, 90), width * 2.2, style))
            painter.drawPath(inner)
            painter.setPen(QPen(colour, width * 0.6, style))
            painter.drawPath(inner)
    if badge:
        # A tab on the top edge, clear of the planets and their names.
        box = QRectF(-19, -86, 38, 21)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 1.8))
        painter.setBrush(palette.REACH if "reach" in marks else palette.SELECTED)
        painter.drawRoundedRect(box, 9, 9)
        painter.setPen(QColor("#10201a"))
        painter.setFont(font(17))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, badge)
