"""A track of named spaces (morality, score, timer) with seat markers on it."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.widgets.card import fitting_font
from desktop.widgets.text import LEGIBLE_PX, screen_scale


class TrackItem(QGraphicsItem):
    """Spaces in a row; ``markers`` maps a space index to the seat colours standing on it."""

    def __init__(self, labels: list[str], space_width: float = 56, height: float = 34,
                 colours: list[QColor] | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.labels = labels
        self.space_width = space_width
        self.height = height
        self.colours = colours or [QColor("#3c5148")] * len(labels)
        self.markers: dict[int, list[int]] = {}

    def set_markers(self, markers: dict[int, list[int]]) -> None:
        self.markers = markers
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.space_width * len(self.labels) + 4, self.height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index, label in enumerate(self.labels):
            rect = QRectF(index * self.space_width, 0, self.space_width - 2, self.height)
            colour = self.colours[index % len(self.colours)]
            painter.setPen(QPen(colour.darker(180), 1))
            painter.setBrush(colour)
            painter.drawRoundedRect(rect, 4, 4)
            painter.setPen(theme.text_on(colour))
            legible = math.ceil(LEGIBLE_PX / screen_scale(painter))  # a space's number reads at any zoom
            painter.setFont(fitting_font(label, rect.width() - 4, max(self.height * 0.3, legible)))
            painter.drawText(rect.adjusted(1, 1, -1, -self.height * 0.45), Qt.AlignmentFlag.AlignCenter, label)
            seats = self.markers.get(index, [])
            for n, seat in enumerate(seats):
                radius = self.height * 0.17
                x = rect.left() + rect.width() * (n + 1) / (len(seats) + 1)
                path = theme.shape_path(theme.seat_shape(seat), radius).translated(x, rect.bottom() - radius - 3)
                painter.setPen(QPen(QColor("#111"), 1))
                painter.setBrush(theme.seat_colour(seat))
                painter.drawPath(path)
