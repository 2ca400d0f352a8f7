"""The key to the icons printed on Landfall's cards, under the panel."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.colony.style import draw_icon, font

ENTRIES = (
    ("play", "play on your turn"), ("reaction", "reaction on other turns"),
    ("discard", "discard after use"), ("atmosphere", "dock in the atmosphere"),
    ("ship", "dock to your ship"), ("heart", "hit points"),
    ("structural", "structural"), ("organic", "organic"),
)
LEGEND_W = 236.0
ROW_H = 27.0


class LegendItem(QGraphicsItem):
    """Icon and meaning, one to a row."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, LEGEND_W, ROW_H * len(ENTRIES) + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font(15))
        painter.setPen(theme.MUTED)
        for index, (icon, words) in enumerate(ENTRIES):
            y = index * ROW_H
            draw_icon(painter, icon, QPointF(12, y + ROW_H / 2), 21)
            painter.drawText(QRectF(30, y, LEGEND_W - 30, ROW_H), Qt.AlignmentFlag.AlignVCenter, words)
