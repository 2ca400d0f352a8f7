"""The tile card: a tooltip-like panel with a tile's planets, values, traits and what else lies there."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy import palette
from desktop.games.galaxy.tile_item import TileFace
from desktop.widgets.text import scene_font
from engines.galaxy.hexes import EDGE_NAMES
from engines.galaxy.tiles import Planet, Tile

WIDTH = 300.0
ROW = 22.0


@dataclass
class CardText:
    """What the card says: a title, a subtitle and rows (planets or plain lines)."""

    title: str
    subtitle: str = ""
    planets: list[Planet] = field(default_factory=list)
    lines: list[tuple[str, QColor]] = field(default_factory=list)


def card_text(face: TileFace, where: str = "") -> CardText:
    """The card of a tile face with a line saying where it lies."""
    kind, tile = face.kind, face.tile
    if kind == "open":
        return CardText(f"Open position {face.label}", where, lines=[("No tile yet.", theme.MUTED)])
    if kind == "home":
        note = face.note
        lines = [(note, palette.RESOURCE)] if note else []
        return CardText(f"Home system of {face.label}", where, lines=lines)
    if kind == "hyperlane":
        lanes = ", ".join(f"{EDGE_NAMES[a]}–{EDGE_NAMES[b]}" for a, b in face.lanes)
        return CardText(f"Hyperlane tile {face.tile_id}", where,
                        lines=[(f"Lanes: {lanes}", palette.LANE), ("Not a system: ships fly along the lanes.",
                                                                     theme.MUTED)])
    if tile is None:
        return CardText(f"Tile {face.tile_id}", where)
    text = CardText(_title(tile, kind, face.wormholes), where, planets=list(tile.planets))
    wormholes = face.wormholes if kind == "nexus" else tile.wormholes
    for wormhole in wormholes:
        text.lines.append((f"{palette.WORMHOLE_LETTERS[wormhole]}  {wormhole} wormhole",
                           palette.WORMHOLE_COLOURS[wormhole]))
    for anomaly in tile.anomalies:
        text.lines.append((f"Anomaly: {palette.ANOMALY_NAMES[anomaly]}", QColor("#ff9e80")))
    if not tile.planets and not wormholes and not tile.anomalies:
        text.lines.append(("Empty space.", theme.MUTED))
    return text


def _title(tile: Tile, kind: str, wormholes: tuple[str, ...]) -> str:
    if kind == "nexus":
        side = "active" if len(wormholes) > 1 else "inactive"
        return f"Wormhole nexus ({side} side)"
    colour = {"blue": "blue back", "red": "red back", "mecatol": "the centre"}.get(tile.kind, "")
    return f"Tile {tile.id}" + (f" · {colour}" if colour else "")


class TileCard(QGraphicsItem):
    """Shown beside the hovered tile; keeps its screen size at any zoom."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = CardText("")
        self._height = 60.0
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1000)
        self.hide()

    def show_text(self, text: CardText, at: QPointF) -> None:
        self.prepareGeometryChange()
        self.text = text
        self._height = 58 + ROW * 1.55 * len(text.planets) + ROW * len(text.lines) + (ROW if text.subtitle else 0)
        self.setPos(at)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, WIDTH + 12, self._height + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, WIDTH, self._height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect.translated(4, 6), 10, 10)
        painter.setBrush(QColor(12, 18, 34, 245))
        painter.setPen(QPen(QColor("#8aa4d6"), 1.5))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(theme.ACCENT)
        painter.setFont(scene_font(16, bold=True))
        painter.drawText(QRectF(14, 8, WIDTH - 28, 24), Qt.AlignmentFlag.AlignLeft, self.text.title)
        y = 36.0
        if self.text.subtitle:
            painter.setPen(theme.MUTED)
            painter.setFont(scene_font(12))
            painter.drawText(QRectF(14, y, WIDTH - 28, ROW), Qt.AlignmentFlag.AlignLeft, self.text.subtitle)
            y += ROW
        for planet in self.text.planets:
            _planet_row(painter, planet, y)
            y += ROW * 1.55
        painter.setFont(scene_font(13))
        for line, colour in self.text.lines:
            painter.setPen(colour)
            painter.drawText(QRectF(14, y + 2, WIDTH - 28, ROW), Qt.AlignmentFlag.AlignLeft, line)
            y += ROW


def _planet_row(painter: QPainter, planet: Planet, y: float) -> None:
    trait = planet.trait
    light, dark = palette.TRAIT_COLOURS.get(trait, palette.TRAIT_COLOURS[None])
    painter.setPen(QPen(dark, 1.2))
    painter.setBrush(light)
    painter.drawEllipse(QPointF(24, y + 12), 9, 9)
    painter.setPen(theme.INK)
    painter.setFont(scene_font(14, bold=True))
    name = planet.name + ("  ★ legendary" if planet.legendary else "")
    painter.drawText(QRectF(40, y, WIDTH - 130, ROW), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
    _value(painter, QPointF(WIDTH - 70, y + 12), str(planet.resources), palette.RESOURCE, False)
    _value(painter, QPointF(WIDTH - 36, y + 12), str(planet.influence), palette.INFLUENCE, True)
    marks = [trait or "no trait"]
    if planet.tech_specialty:
        marks.append(f"{planet.tech_specialty} specialty")
    painter.setPen(theme.MUTED)
    painter.setFont(scene_font(11))
    painter.drawText(QRectF(40, y + ROW * 0.9, WIDTH - 60, ROW * 0.7), Qt.AlignmentFlag.AlignLeft, " · ".join(marks))


def _value(painter: QPainter, centre: QPointF, text: str, colour: QColor, shield: bool) -> None:
    painter.setPen(QPen(QColor(0, 0, 0), 1.2))
    painter.setBrush(colour)
    if shield:
        points = [QPointF(centre.x() + 12 * math.cos(math.radians(30 + 60 * i)),
                          centre.y() + 12 * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
        painter.drawPolygon(QPolygonF(points))
    else:
        painter.drawEllipse(centre, 11, 11)
    painter.setPen(QColor("#ffffff") if shield else QColor("#1a1200"))
    painter.setFont(scene_font(13, bold=True))
    painter.drawText(QRectF(centre.x() - 12, centre.y() - 12, 24, 24), Qt.AlignmentFlag.AlignCenter, text)
