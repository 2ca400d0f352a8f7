"""Painting what lies on a tile: planets with their values and marks, and wormholes."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from desktop.games.galaxy import palette
from desktop.games.galaxy.art_cache import COMPACT, FULL
from desktop.games.galaxy.space import SQRT3, radial, seeded, with_alpha
from engines.galaxy.tiles import Planet

# Where 1-4 features (planets and wormholes) sit on a tile of radius 100, and how big they are.
SPOTS = {
    1: [(0.0, -8.0)],
    2: [(-31.0, -27.0), (31.0, 20.0)],
    3: [(-38.0, -34.0), (38.0, -34.0), (0.0, 34.0)],
    4: [(-37.0, -31.0), (37.0, -31.0), (-37.0, 29.0), (37.0, 29.0)],
}
# Small tiles put their features higher, leaving room for the totals below.
COMPACT_SPOTS = {
    1: [(0.0, -22.0)],
    2: [(-34.0, -22.0), (34.0, -22.0)],
    3: [(-44.0, -14.0), (0.0, -40.0), (44.0, -14.0)],
    4: [(-44.0, -14.0), (-15.0, -42.0), (15.0, -42.0), (44.0, -14.0)],
}
PLANET_RADIUS = {1: 33.0, 2: 25.0, 3: 20.5, 4: 18.0}
BADGE_RADIUS = {1: 15.5, 2: 14.5, 3: 13.5, 4: 12.5}


def font(pixels: float, bold: bool = True, condensed: bool = False) -> QFont:
    """A font sized in tile units (the painter's scale makes it device pixels)."""
    chosen = QFont("DejaVu Sans Condensed" if condensed else "DejaVu Sans")
    chosen.setPixelSize(max(1, round(pixels)))
    chosen.setBold(bold)
    chosen.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return chosen


SHADOW = QColor(0, 0, 0, 220)


def outlined_text(painter: QPainter, centre: QPointF, text: str, chosen: QFont, fill: QColor,
                  outline: QColor = SHADOW, width: float = 3.0) -> None:
    """Text centred on a point with a dark outline, so it reads over any art."""
    path = QPainterPath()
    path.addText(0, 0, chosen, text)
    box = path.boundingRect()
    path.translate(centre.x() - box.center().x(), centre.y() - box.center().y())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(outline, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawPath(path)


def paint_planet(painter: QPainter, planet: Planet, centre: QPointF, count: int, detail: float,
                 key: str) -> None:
    """A planet disc tinted by trait, its marks, its name (when large enough) and its values."""
    radius = PLANET_RADIUS[count] * (1.25 if planet.name == "Mecatol Rex" else 1.0)
    if detail < COMPACT:
        _disc(painter, planet, centre, radius * 1.1, key)
        if planet.legendary:
            _star(painter, QPointF(centre.x() - radius, centre.y() - radius), 16)
        return
    if planet.legendary:
        _legendary_halo(painter, centre, radius)
    _disc(painter, planet, centre, radius, key)
    if planet.tech_specialty:
        _tech_mark(painter, planet.tech_specialty, QPointF(centre.x() + radius * 0.8, centre.y() - radius * 0.8),
                   BADGE_RADIUS[count] * 0.72)
    if planet.legendary:
        _star(painter, QPointF(centre.x() - radius * 0.85, centre.y() - radius * 0.8), BADGE_RADIUS[count] * 0.7)
    if planet.trait and detail >= FULL:
        outlined_text(painter, centre, palette.TRAIT_LETTERS[planet.trait], font(radius * 0.7),
                      QColor(255, 255, 255, 200), width=2.0)
    if detail >= FULL:
        _name(painter, planet.name, QPointF(centre.x(), centre.y() - radius - 8))
    _values(painter, planet, QPointF(centre.x(), centre.y() + radius * 0.92), BADGE_RADIUS[count])


def _name(painter: QPainter, name: str, at: QPointF) -> None:
    """A planet's name above it, moved and narrowed so it stays inside the hex."""
    room = 100.0 - (abs(at.y()) + 6) / SQRT3 - 8  # half the hex's width at that height, less the rim
    size = 11.0
    chosen = font(size, bold=True, condensed=True)
    width = QFontMetricsF(chosen).horizontalAdvance(name)
    while width > 2 * room and size > 7:
        size -= 1
        chosen = font(size, bold=True, condensed=True)
        width = QFontMetricsF(chosen).horizontalAdvance(name)
    x = max(-room + width / 2, min(room - width / 2, at.x()))
    outlined_text(painter, QPointF(x, at.y()), name, chosen, QColor("#f3efe4"), width=2.6)


def _disc(painter: QPainter, planet: Planet, centre: QPointF, radius: float, key: str) -> None:
    light, dark = palette.TRAIT_COLOURS.get(planet.trait, palette.TRAIT_COLOURS[None])
    if planet.name == "Mecatol Rex":
        light, dark = QColor("#ffe9a6"), QColor("#8a6420")
    rng = seeded(key + planet.name)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(radial(centre, radius * 1.45, [(0.6, with_alpha(light, 70)), (1.0, with_alpha(light, 0))]))
    painter.drawEllipse(centre, radius * 1.45, radius * 1.45)
    highlight = QPointF(centre.x() - radius * 0.4, centre.y() - radius * 0.45)
    painter.setBrush(radial(highlight, radius * 1.6, [(0.0, light.lighter(130)), (0.5, light),
                                                     (1.0, dark.darker(160))]))
    painter.drawEllipse(centre, radius, radius)
    # Cloud bands, each cut to the disc's width at its height (cheaper than clipping to the disc).
    painter.setPen(QPen(with_alpha(dark, 90), radius * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for _ in range(3):
        offset = rng.uniform(-0.7, 0.7) * radius
        half = math.sqrt(max(0.0, radius * radius - offset * offset)) * 0.9
        y = centre.y() + offset
        painter.drawLine(QPointF(centre.x() - half, y), QPointF(centre.x() + half, y))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 170), 1.2))
    painter.drawEllipse(centre, radius, radius)


def _legendary_halo(painter: QPainter, centre: QPointF, radius: float) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(with_alpha(palette.LEGENDARY, 110), 7.0))
    painter.drawEllipse(centre, radius + 5, radius + 5)
    painter.setPen(QPen(palette.LEGENDARY.lighter(120), 1.8))
    painter.drawEllipse(centre, radius + 5, radius + 5)


def _star(painter: QPainter, centre: QPointF, size: float) -> None:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + math.pi * i / 5
        reach = size if i % 2 == 0 else size * 0.45
        points.append(QPointF(centre.x() + reach * math.cos(angle), centre.y() + reach * math.sin(angle)))
    painter.setPen(QPen(QColor(40, 10, 60), 1.2))
    painter.setBrush(palette.LEGENDARY)
    painter.drawPolygon(QPolygonF(points))


def _tech_mark(painter: QPainter, tech: str, centre: QPointF, radius: float) -> None:
    colour = palette.TECH_COLOURS[tech]
    painter.setPen(QPen(QColor(0, 0, 0, 220), 1.4))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#111111") if tech == "cybernetic" else QColor("#ffffff"))
    painter.setFont(font(radius * 1.25))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, palette.TECH_LETTERS[tech])


def _values(painter: QPainter, planet: Planet, centre: QPointF, radius: float) -> None:
    """Resources in a gold coin on the left, influence in a blue shield on the right."""
    left = QPointF(centre.x() - radius * 0.98, centre.y())
    right = QPointF(centre.x() + radius * 0.98, centre.y())
    painter.setPen(QPen(QColor(0, 0, 0, 230), 1.6))
    painter.setBrush(radial(QPointF(left.x() - radius * 0.3, left.y() - radius * 0.3), radius * 1.4,
                            [(0.0, palette.RESOURCE.lighter(130)), (1.0, palette.RESOURCE.darker(150))]))
    painter.drawEllipse(left, radius, radius)
    shield = QPolygonF([QPointF(right.x() + radius * math.cos(math.radians(30 + 60 * i)),
                                right.y() + radius * math.sin(math.radians(30 + 60 * i))) for i in range(6)])
    painter.setBrush(radial(QPointF(right.x() - radius * 0.3, right.y() - radius * 0.3), radius * 1.4,
                            [(0.0, palette.INFLUENCE.lighter(130)), (1.0, palette.INFLUENCE.darker(160))]))
    painter.drawPolygon(shield)
    chosen = font(radius * 1.32)
    painter.setFont(chosen)
    inks = ((left, planet.resources, QColor("#1a1200")), (right, planet.influence, QColor("#ffffff")))
    for point, value, ink in inks:
        box = QRectF(point.x() - radius, point.y() - radius, 2 * radius, 2 * radius)
        painter.setPen(ink)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(value))


def paint_wormhole(painter: QPainter, kind: str, centre: QPointF, radius: float) -> None:
    """A swirl in the wormhole's colour with its Greek letter."""
    colour = palette.WORMHOLE_COLOURS[kind]
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(radial(centre, radius * 1.3, [(0.0, QColor(0, 0, 0, 255)), (0.45, QColor(0, 0, 0, 230)),
                                                   (0.75, with_alpha(colour, 150)), (1.0, with_alpha(colour, 0))]))
    painter.drawEllipse(centre, radius * 1.3, radius * 1.3)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for arm in range(4):
        path = QPainterPath()
        for step in range(24):
            t = step / 23
            angle = arm * math.pi / 2 + t * 2.4
            reach = radius * (1.05 - 0.55 * t)
            point = QPointF(centre.x() + reach * math.cos(angle), centre.y() + reach * math.sin(angle))
            path.moveTo(point) if step == 0 else path.lineTo(point)
        painter.setPen(QPen(with_alpha(colour.lighter(130), 200), radius * 0.09, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
    painter.setPen(QPen(colour, radius * 0.08))
    painter.drawEllipse(centre, radius, radius)
    outlined_text(painter, centre, palette.WORMHOLE_LETTERS[kind], font(radius * 1.05), colour.lighter(150),
                  QColor(0, 0, 0, 255), width=3.0)


def paint_seat_mark(painter: QPainter, shape: QPainterPath, colour: QColor, centre: QPointF) -> None:
    """A seat's shape in its colour, standing on a home position."""
    painter.save()
    painter.translate(centre)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(radial(QPointF(0, 0), 60, [(0.0, with_alpha(colour, 140)), (1.0, with_alpha(colour, 0))])))
    painter.drawEllipse(QPointF(0, 0), 60, 60)
    painter.setPen(QPen(colour.darker(260), 2.5))
    painter.setBrush(colour)
    painter.drawPath(shape)
    painter.restore()


def paint_totals(painter: QPainter, planets: tuple[Planet, ...]) -> None:
    """A small tile's summary: its total resources and influence in large figures."""
    resources = sum(p.resources for p in planets)
    influence = sum(p.influence for p in planets)
    box = QRectF(-56, 30, 112, 46)
    painter.setPen(QPen(QColor(0, 0, 0, 200), 2.0))
    painter.setBrush(QColor(8, 10, 20, 215))
    painter.drawRoundedRect(box, 20, 20)
    painter.setFont(font(42))
    painter.setPen(palette.RESOURCE)
    painter.drawText(QRectF(box.left(), box.top(), box.width() / 2, box.height()), Qt.AlignmentFlag.AlignCenter,
                     str(resources))
    painter.setPen(palette.INFLUENCE.lighter(135))
    painter.drawText(QRectF(box.center().x(), box.top(), box.width() / 2, box.height()), Qt.AlignmentFlag.AlignCenter,
                     str(influence))
