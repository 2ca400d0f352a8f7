"""Painting the space of a tile: starfield, anomalies and hyperlane lanes, in a hex of radius 100."""

from __future__ import annotations

import math
import random
import zlib
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient

from desktop.games.galaxy import palette

R = 100.0
SQRT3 = math.sqrt(3.0)
Lane = tuple[int, int]


def seeded(key: str) -> random.Random:
    """A generator that paints the same tile the same way every time."""
    return random.Random(zlib.crc32(key.encode()))


def edge_midpoint(edge: int, radius: float = R) -> QPointF:
    """The middle of edge 0-5 (0 = north, clockwise) of a flat-topped hex."""
    angle = math.radians(-90 + 60 * edge)
    distance = radius * SQRT3 / 2
    return QPointF(distance * math.cos(angle), distance * math.sin(angle))


def radial(centre: QPointF, radius: float, stops: list[tuple[float, QColor]]) -> QBrush:
    gradient = QRadialGradient(centre, radius)
    for at, colour in stops:
        gradient.setColorAt(at, colour)
    return QBrush(gradient)


def with_alpha(colour: QColor, alpha: int) -> QColor:
    copy = QColor(colour)
    copy.setAlpha(alpha)
    return copy


VARIANTS = 8
FIELD_PX = 200  # pixels per hex radius of the shared starfield images


def paint_space(painter: QPainter, key: str, tint: QColor | None = None, dim: bool = False) -> None:
    """Deep space with a faint glow and scattered stars (the painter is clipped to the hex).

    The stars come from a few shared starfield images, so a tile costs one image draw, not fifty shapes.
    """
    variant = zlib.crc32(key.encode()) % VARIANTS
    painter.drawImage(QRectF(-R, -R, 2 * R, 2 * R), starfield(variant, dim))
    if tint is not None:
        rng = seeded(key)
        glow = QPointF(rng.uniform(-30, 30), rng.uniform(-30, 30))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(radial(glow, 140, [(0.0, with_alpha(tint.lighter(130), 200)), (0.6, with_alpha(tint, 90)),
                                            (1.0, with_alpha(tint, 0))]))
        painter.drawRect(QRectF(-R, -R, 2 * R, 2 * R))


@cache
def starfield(variant: int, dim: bool) -> QImage:
    """One of the shared starfields, covering the square around a hex of radius 100."""
    side = 2 * FIELD_PX
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(palette.SPACE_DEEP)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(FIELD_PX, FIELD_PX)
    painter.scale(FIELD_PX / R, FIELD_PX / R)
    _paint_stars(painter, f"stars{variant}", dim)
    painter.end()
    return image


def _paint_stars(painter: QPainter, key: str, dim: bool) -> None:
    rng = seeded(key)
    glow = QPointF(rng.uniform(-40, 40), rng.uniform(-40, 40))
    base = palette.SPACE_MID
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(radial(glow, 150, [(0.0, base.lighter(125)), (0.55, base.darker(140)),
                                        (1.0, palette.SPACE_DEEP)]))
    painter.drawRect(QRectF(-R, -R, 2 * R, 2 * R))
    for _ in range(2):
        centre = QPointF(rng.uniform(-70, 70), rng.uniform(-60, 60))
        hue = QColor.fromHsv(rng.choice((210, 230, 260, 290, 190)), 160, 150, 34)
        painter.setBrush(radial(centre, 55, [(0.0, hue), (1.0, with_alpha(hue, 0))]))
        painter.drawEllipse(centre, 55, 55)
    for index in range(40 if not dim else 22):
        size = rng.choice((0.7, 0.9, 1.1, 1.4, 1.8)) if index % 9 else 2.4
        alpha = rng.randint(90, 230) // (2 if dim else 1)
        painter.setBrush(QColor(255, 250, 235, alpha) if index % 4 else QColor(190, 215, 255, alpha))
        painter.drawEllipse(QPointF(rng.uniform(-98, 98), rng.uniform(-88, 88)), size, size)


def paint_anomaly(painter: QPainter, kind: str, key: str) -> None:
    """The art of one anomaly, covering the tile."""
    {"asteroid_field": _asteroids, "supernova": _supernova, "nebula": _nebula,
     "gravity_rift": _rift}.get(kind, lambda p, k: None)(painter, key)


def _asteroids(painter: QPainter, key: str) -> None:
    rng = seeded(key + "rocks")
    painter.setPen(QPen(QColor(20, 16, 12, 200), 0.8))
    for _ in range(34):
        angle = rng.uniform(0, 2 * math.pi)
        distance = 82 * math.sqrt(rng.random())
        centre = QPointF(distance * math.cos(angle), distance * math.sin(angle) * 0.92)
        size = rng.uniform(3.0, 10.5)
        points = []
        for corner in range(7):
            turn = 2 * math.pi * corner / 7 + rng.uniform(-0.3, 0.3)
            reach = size * rng.uniform(0.65, 1.15)
            points.append(QPointF(centre.x() + reach * math.cos(turn), centre.y() + reach * math.sin(turn)))
        shade = rng.randint(95, 150)
        rock = QColor(shade, int(shade * 0.88), int(shade * 0.72))
        light = QPointF(centre.x() - size * 0.4, centre.y() - size * 0.4)
        painter.setBrush(radial(light, size * 1.6, [(0.0, rock.lighter(140)), (1.0, rock.darker(260))]))
        painter.drawPolygon(QPolygonF(points))


def _supernova(painter: QPainter, key: str) -> None:
    rng = seeded(key + "nova")
    centre = QPointF(rng.uniform(-8, 8), rng.uniform(-8, 8))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(radial(centre, 105, [(0.0, QColor(255, 255, 240)), (0.12, QColor(255, 236, 150)),
                                          (0.32, QColor(255, 140, 40, 230)), (0.62, QColor(200, 40, 20, 150)),
                                          (1.0, QColor(90, 0, 20, 0))]))
    painter.drawEllipse(centre, 105, 105)
    for index in range(14):
        angle = 2 * math.pi * index / 14 + rng.uniform(-0.15, 0.15)
        length = rng.uniform(55, 92)
        width = rng.uniform(3, 7)
        tip = QPointF(centre.x() + length * math.cos(angle), centre.y() + length * math.sin(angle))
        side = QPointF(-math.sin(angle) * width, math.cos(angle) * width)
        flare = QPolygonF([centre + side, tip, centre - side])
        painter.setBrush(QColor(255, 210, 120, 90))
        painter.drawPolygon(flare)
    painter.setBrush(radial(centre, 18, [(0.0, QColor(255, 255, 255)), (1.0, QColor(255, 240, 200, 0))]))
    painter.drawEllipse(centre, 18, 18)


def _nebula(painter: QPainter, key: str) -> None:
    rng = seeded(key + "cloud")
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(9):
        centre = QPointF(rng.uniform(-65, 65), rng.uniform(-60, 60))
        radius = rng.uniform(40, 75)
        hue = QColor.fromHsv(rng.choice((275, 300, 320, 250)), rng.randint(120, 200), rng.randint(170, 240), 120)
        painter.setBrush(radial(centre, radius, [(0.0, hue), (0.6, with_alpha(hue, 60)), (1.0, with_alpha(hue, 0))]))
        painter.drawEllipse(centre, radius, radius)
    for _ in range(14):
        spot = QPointF(rng.uniform(-80, 80), rng.uniform(-70, 70))
        painter.setBrush(QColor(255, 220, 255, rng.randint(60, 140)))
        painter.drawEllipse(spot, 1.2, 1.2)


def _rift(painter: QPainter, key: str) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for arm in range(3):
        path = QPainterPath()
        for step in range(60):
            t = step / 59
            angle = arm * 2 * math.pi / 3 + t * 3.6
            radius = 88 * math.exp(-2.1 * t)
            point = QPointF(radius * math.cos(angle), radius * math.sin(angle))
            path.moveTo(point) if step == 0 else path.lineTo(point)
        for width, alpha in ((14.0, 40), (7.0, 80), (2.4, 200)):
            painter.setPen(QPen(QColor(150, 120, 255, alpha), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(radial(QPointF(0, 0), 34, [(0.0, QColor(0, 0, 0)), (0.55, QColor(0, 0, 0)),
                                                (0.72, QColor(255, 200, 255, 230)), (1.0, QColor(80, 40, 160, 0))]))
    painter.drawEllipse(QPointF(0, 0), 34, 34)


def lane_path(a: int, b: int) -> QPainterPath:
    """A lane joining the middles of two edges, bending towards the centre."""
    start, end = edge_midpoint(a), edge_midpoint(b)
    path = QPainterPath(start)
    bend = 0.45 if (b - a) % 6 in (1, 5) else 0.2
    path.cubicTo(start * bend, end * bend, end)
    return path


def paint_lanes(painter: QPainter, lanes: tuple[Lane, ...] | list[Lane]) -> None:
    """Glowing lanes exactly as the tile joins its edges (after rotation)."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    paths = [lane_path(a, b) for a, b in lanes]
    for width, alpha in ((30.0, 28), (17.0, 60), (8.0, 150)):
        painter.setPen(QPen(with_alpha(palette.LANE, alpha), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        for path in paths:
            painter.drawPath(path)
    painter.setPen(QPen(QColor(235, 252, 255), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for path in paths:
        painter.drawPath(path)
    ends = sorted({edge for lane in lanes for edge in lane})
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(235, 252, 255))
    for edge in ends:
        painter.drawEllipse(edge_midpoint(edge, R * 0.985), 5.0, 5.0)
