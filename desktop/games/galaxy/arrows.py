"""Arrows on the map for the ships a tactical action has declared: from each system they leave to the
active system, in the mover's colour, with how many ships ride along (nothing moves until movement ends)."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy import ink

Arrow = tuple[QPointF, QPointF, int, int]  # from, to, ships, colour index


class MoveArrows(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.arrows: tuple[tuple[float, float, float, float, int, int], ...] = ()
        self._bounds = QRectF()
        self.setZValue(8)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_moves(self, view: Any, board: Any, colour: Any) -> None:
        tactical = view.tactical
        found: list[tuple[float, float, float, float, int, int]] = []
        movement = tactical.movement if tactical is not None else None
        if movement is not None:
            counts: dict[int, int] = {}
            for ship in movement.ships:
                counts[ship.origin] = counts.get(ship.origin, 0) + 1
            target = board.centre_of(movement.system)
            for origin, count in counts.items():
                start = board.centre_of(origin)
                found.append((start.x(), start.y(), target.x(), target.y(), count, colour(movement.seat)))
        arrows = tuple(found)
        if arrows != self.arrows:
            self.prepareGeometryChange()
            self.arrows = arrows
            box = QRectF()
            for x1, y1, x2, y2, *_ in arrows:
                box = box.united(QRectF(QPointF(min(x1, x2), min(y1, y2)), QPointF(max(x1, x2), max(y1, y2))))
            self._bounds = box.adjusted(-60, -60, 60, 60)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for x1, y1, x2, y2, count, colour_index in self.arrows:
            colour = theme.seat_colour(colour_index)
            length = math.hypot(x2 - x1, y2 - y1)
            if length < 1:
                continue
            ux, uy = (x2 - x1) / length, (y2 - y1) / length
            tip = QPointF(x2 - ux * 40, y2 - uy * 40)
            base = QPointF(x1 + ux * 30, y1 + uy * 30)
            path = QPainterPath(base)
            path.lineTo(tip)
            painter.setPen(QPen(QColor(0, 0, 0, 200), 16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            painter.setPen(QPen(colour, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
            side = QPointF(-uy * 22, ux * 22)
            head = QPolygonF([QPointF(tip.x() + ux * 30, tip.y() + uy * 30), tip + side, tip - side])
            painter.setPen(QPen(QColor(0, 0, 0, 220), 2.5))
            painter.setBrush(colour)
            painter.drawPolygon(head)
            middle = QPointF((base.x() + tip.x()) / 2, (base.y() + tip.y()) / 2)
            painter.setBrush(QColor(8, 12, 24, 230))
            painter.setPen(QPen(colour, 2.5))
            painter.drawEllipse(middle, 22, 22)
            ink.text(painter, QRectF(middle.x() - 22, middle.y() - 22, 44, 44), str(count), ink.LEAST, bold=True,
                     align=Qt.AlignmentFlag.AlignCenter)
