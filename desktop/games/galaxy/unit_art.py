"""Unit silhouettes and the marks around them: a path per unit kind in a box one unit tall, pointing right.

Ships are drawn as hulls seen from above, ground forces and structures as small figures; each kind has
an outline of its own, so a stack reads by its shape as well as by its owner's colour and seat mark.
"""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from desktop import theme

# How wide each silhouette is, in units of its height.
WIDTH = {"war_sun": 1.05, "dreadnought": 1.75, "carrier": 1.6, "cruiser": 1.45, "destroyer": 1.35,
         "fighter": 0.95, "flagship": 1.8, "infantry": 0.8, "mech": 0.95, "pds": 0.95, "space_dock": 1.05}
ABBREVIATIONS = {"war_sun": "WS", "dreadnought": "DN", "carrier": "CV", "cruiser": "CA", "destroyer": "DD",
                 "fighter": "FF", "flagship": "FS", "infantry": "INF", "mech": "MECH", "pds": "PDS",
                 "space_dock": "SD"}
DAMAGE = QColor("#ff5a3c")


def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _hull(length: float, beam: float, nose: float) -> list[tuple[float, float]]:
    """A hull centred on (0, 0): square stern, tapering to a point ``nose`` long."""
    half, tail = beam / 2, -length / 2
    body = length / 2 - nose
    return [(tail, -half), (body, -half), (length / 2, 0.0), (body, half), (tail, half)]


def _rect(x: float, y: float, w: float, h: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(QRectF(x, y, w, h))
    return path


def _disc(x: float, y: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), rx, rx if ry is None else ry)
    return path


def _union(*parts: QPainterPath) -> QPainterPath:
    found = parts[0]
    for part in parts[1:]:
        found = found.united(part)
    return found


def _path(kind: str) -> QPainterPath:
    if kind == "fighter":
        return _poly([(-0.45, -0.44), (0.47, 0.0), (-0.45, 0.44), (-0.22, 0.0)])
    if kind == "destroyer":
        return _union(_poly(_hull(1.3, 0.3, 0.45)), _rect(-0.62, -0.2, 0.3, 0.4))
    if kind == "cruiser":
        return _union(_poly(_hull(1.42, 0.4, 0.5)), _poly([(-0.4, -0.42), (0.1, -0.2), (0.1, 0.2), (-0.4, 0.42)]))
    if kind == "carrier":
        deck = _poly([(-0.78, -0.38), (0.52, -0.38), (0.78, -0.16), (0.78, 0.16), (0.52, 0.38), (-0.78, 0.38)])
        return deck.subtracted(_rect(-0.5, -0.13, 0.9, 0.26))
    if kind == "dreadnought":
        hull = _union(_poly(_hull(1.72, 0.56, 0.5)), _poly([(-0.86, -0.48), (-0.25, -0.48), (0.1, -0.28),
                                                              (0.1, 0.28), (-0.25, 0.48), (-0.86, 0.48)]))
        return hull.subtracted(_disc(-0.32, 0.0, 0.13)).united(_disc(-0.32, 0.0, 0.06))
    if kind == "flagship":
        hull = _union(_poly(_hull(1.78, 0.46, 0.58)), _poly([(-0.89, -0.5), (-0.45, -0.5), (0.2, -0.16),
                                                              (0.2, 0.16), (-0.45, 0.5), (-0.89, 0.5)]))
        crown = _poly([(-0.62, -0.2), (-0.48, -0.04), (-0.34, -0.2), (-0.2, -0.04), (-0.2, 0.18), (-0.62, 0.18)])
        return hull.subtracted(crown)
    if kind == "war_sun":
        sphere = _disc(0, 0, 0.46).subtracted(_rect(-0.5, -0.035, 1.0, 0.07))
        return sphere.subtracted(_disc(0.17, -0.19, 0.12)).united(_disc(0.17, -0.19, 0.05))
    if kind == "infantry":
        return _union(_disc(0, -0.25, 0.18), _poly([(-0.38, 0.47), (-0.28, 0.0), (0.28, 0.0), (0.38, 0.47)]))
    if kind == "mech":
        return _union(_rect(-0.36, -0.4, 0.72, 0.46),
                      _poly([(-0.34, 0.02), (-0.14, 0.02), (-0.2, 0.47), (-0.46, 0.47)]),
                      _poly([(0.14, 0.02), (0.34, 0.02), (0.46, 0.47), (0.2, 0.47)]), _rect(0.3, -0.3, 0.2, 0.12))
    if kind == "pds":
        dome = QPainterPath()
        dome.moveTo(-0.4, 0.36)
        dome.arcTo(QRectF(-0.4, -0.16, 0.8, 1.04), 180, -180)
        dome.closeSubpath()
        return _union(dome, _rect(-0.06, -0.47, 0.12, 0.4), _rect(-0.47, 0.32, 0.94, 0.15))
    if kind == "space_dock":
        ring = _disc(0, 0, 0.42).subtracted(_disc(0, 0, 0.24))
        pods = [_disc(0.44 * math.cos(a), 0.44 * math.sin(a), 0.1)
                for a in (math.pi / 4 + i * math.pi / 2 for i in range(4))]
        return _union(ring, _disc(0, 0, 0.1), *pods)
    return _disc(0, 0, 0.4)


@cache
def silhouette(kind: str) -> QPainterPath:
    """The kind's outline, one unit tall and ``WIDTH[kind]`` wide, centred on (0, 0)."""
    return _path(kind)


def width_of(kind: str, height: float) -> float:
    return WIDTH.get(kind, 1.0) * height


def paint_unit(painter: QPainter, kind: str, centre: QPointF, height: float, colour: QColor,
               damaged: bool = False) -> None:
    """A silhouette in the owner's colour with a dark rim; a damaged unit gets a red crack across it."""
    painter.save()
    painter.translate(centre)
    painter.scale(height, height)
    painter.setPen(QPen(colour.darker(300), 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(colour)
    painter.drawPath(silhouette(kind))
    painter.setPen(QPen(QColor(255, 255, 255, 110), 0.05))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(silhouette(kind).translated(-0.03, -0.04))
    if damaged:
        crack = QPainterPath(QPointF(-0.3, -0.45))
        for x, y in ((-0.05, -0.1), (-0.18, 0.05), (0.12, 0.45)):
            crack.lineTo(x, y)
        painter.setPen(QPen(QColor(0, 0, 0, 220), 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(crack)
        painter.setPen(QPen(DAMAGE, 0.11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(crack)
    painter.restore()


def paint_seat_emblem(painter: QPainter, colour_index: int, centre: QPointF, radius: float) -> None:
    """The owner's seat shape in its colour: what tells stacks apart without colour."""
    colour = theme.seat_colour(colour_index)
    painter.save()
    painter.translate(centre)
    painter.setPen(QPen(QColor(0, 0, 0, 230), radius * 0.22))
    painter.setBrush(colour)
    shape = theme.shape_path(theme.seat_shape(colour_index), radius)
    shape.setFillRule(Qt.FillRule.WindingFill)
    painter.drawPath(shape)
    painter.restore()
