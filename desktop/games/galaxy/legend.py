"""The key to the tile marks, lying in a corner of the table."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy import palette
from desktop.widgets.text import scene_font

LINE = 30.0


class LegendItem(QGraphicsItem):
    """Resources and influence, traits, specialties, legendary planets, wormholes and highlights."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self.width = width
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, LINE * 5 + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.boundingRect(), 12, 12)
        painter.setFont(scene_font(19))
        x, y = 14.0, 8.0
        x = self._coin(painter, x, y, "resources", palette.RESOURCE, False)
        self._coin(painter, x + 18, y, "influence", palette.INFLUENCE, True)
        y += LINE
        x = 14.0
        for trait in ("cultural", "hazardous", "industrial"):
            light, dark = palette.TRAIT_COLOURS[trait]
            x = self._dot(painter, x, y, light, dark, trait) + 16
        y += LINE
        x = 14.0
        for tech, colour in palette.TECH_COLOURS.items():
            x = self._dot(painter, x, y, colour, QColor("#000000"), tech, palette.TECH_LETTERS[tech]) + 12
        y += LINE
        x = self._dot(painter, 14.0, y, palette.LEGENDARY, QColor("#2a0a3a"), "legendary", "★") + 16
        for wormhole, colour in palette.WORMHOLE_COLOURS.items():
            x = self._dot(painter, x, y, QColor("#000000"), colour, "", palette.WORMHOLE_LETTERS[wormhole]) + 4
        y += LINE
        x = 14.0
        for text, colour in (("chosen", palette.SELECTED), ("neighbour", palette.NEIGHBOUR),
                             ("in range (steps)", palette.REACH)):
            painter.setPen(QPen(colour, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPolygon(_hexagon(QPointF(x + 11, y + 12), 11))
            painter.setPen(theme.INK)
            painter.drawText(QRectF(x + 28, y, 300, LINE), Qt.AlignmentFlag.AlignLeft, text)
            x += 40 + painter.fontMetrics().horizontalAdvance(text)

    def _coin(self, painter: QPainter, x: float, y: float, text: str, colour: QColor, shield: bool) -> float:
        painter.setPen(QPen(QColor(0, 0, 0), 1.5))
        painter.setBrush(colour)
        centre = QPointF(x + 11, y + 12)
        if shield:
            painter.drawPolygon(_hexagon(centre, 12, 30))
        else:
            painter.drawEllipse(centre, 11, 11)
        painter.setPen(theme.INK)
        painter.drawText(QRectF(x + 28, y, 300, LINE), Qt.AlignmentFlag.AlignLeft, text)
        return x + 34 + painter.fontMetrics().horizontalAdvance(text)

    def _dot(self, painter: QPainter, x: float, y: float, fill: QColor, edge: QColor, text: str,
             letter: str = "") -> float:
        centre = QPointF(x + 11, y + 12)
        painter.setPen(QPen(edge, 2.0))
        painter.setBrush(fill)
        painter.drawEllipse(centre, 11, 11)
        if letter:
            painter.setPen(edge if fill == QColor("#000000") else QColor("#111111"))
            painter.drawText(QRectF(x, y + 1, 22, 22), Qt.AlignmentFlag.AlignCenter, letter)
        painter.setPen(theme.INK)
        painter.drawText(QRectF(x + 28, y, 300, LINE), Qt.AlignmentFlag.AlignLeft, text)
        return x + 28 + (painter.fontMetrics().horizontalAdvance(text) if text else 0)


def _hexagon(centre: QPointF, radius: float, start: float = 0.0) -> QPolygonF:
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(start + 60 * i)),
                              centre.y() + radius * math.sin(math.radians(start + 60 * i))) for i in range(6)])
