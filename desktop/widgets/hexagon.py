"""Flat-topped hexagons: the shape and the pixel centre of a cube/axial coordinate."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QPolygonF

SQRT3 = math.sqrt(3.0)


def hex_corners(size: float, centre: QPointF | None = None) -> list[QPointF]:
    """The six corners of a flat-topped hexagon of circumradius ``size``."""
    cx, cy = (centre.x(), centre.y()) if centre is not None else (0.0, 0.0)
    return [QPointF(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i)))
            for i in range(6)]


def hex_path(size: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF(hex_corners(size)))
    path.closeSubpath()
    return path


def axial_to_pixel(q: int, r: int, size: float) -> QPointF:
    """Centre of the flat-topped hex at axial (q, r)."""
    return QPointF(size * 1.5 * q, size * SQRT3 * (r + q / 2.0))
