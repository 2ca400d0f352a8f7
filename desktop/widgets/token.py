"""A player's piece: the seat's shape in the seat's colour, with an optional count."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.widgets.text import LEGIBLE_PX, scene_font, screen_scale


class TokenItem(QGraphicsItem):
    """A seat marker (fleet, standee, warrior...) drawn so colour is never the only cue."""

    def __init__(self, seat_colour: int, radius: float = 10.0, count: int = 1, label: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.colour = theme.seat_colour(seat_colour)
        self.path = theme.shape_path(theme.seat_shape(seat_colour), radius)
        self.radius = radius
        self.count = count
        self.label = label
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour.darker(260), 1.5))
        painter.setBrush(QBrush(self.colour))
        painter.drawPath(self.path)
        text = self.label or (str(self.count) if self.count != 1 else "")
        if text:
            painter.setPen(theme.text_on(self.colour))
            legible = math.ceil(LEGIBLE_PX / screen_scale(painter))  # a count must read at any zoom
            painter.setFont(scene_font(max(self.radius, legible), bold=True))
            painter.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, text)
