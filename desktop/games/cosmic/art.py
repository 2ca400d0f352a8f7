"""Colours, fonts and drawn symbols of the Cosmic Conquest table (no image files: every symbol is a path)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from desktop import theme
from desktop.widgets.text import fitted_font, scene_font

SPACE = QColor("#0d1326")
PANEL = QColor("#18213a")
PANEL_EDGE = QColor("#3a4a74")
GOLD = QColor("#f2c14e")
RED_DIE = QColor("#c0392b")
BLUE_DIE = QColor("#2f6fb5")
HEALTH = QColor("#4cc26b")
HEALTH_LOW = QColor("#e0533d")
XP_COLOUR = QColor("#8fd3ff")
GP_COLOUR = QColor("#f2c14e")
CLASS_COLOURS = {"sentinel": QColor("#3f6fb0"), "savior": QColor("#3f9b6a"), "destroyer": QColor("#b3443a")}
CLASS_NAMES = {"sentinel": "Sentinel", "savior": "Savior", "destroyer": "Destroyer"}
TYPE_COLOURS = {"non_combat": QColor("#2f8c8c"), "combat": QColor("#b5402f"), "support": QColor("#c28a1e"),
                "weapon": QColor("#5e6b7d")}
TYPE_NAMES = {"non_combat": "Non-Combat", "combat": "Combat", "support": "Support", "weapon": "Weapon"}
FACE_WORDS = {"hit": "Hit", "double_hit": "Double Hit", "defense": "Defense", "miss": "Miss"}
LEFT_MID = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignVCenter)
RIGHT_MID = int(Qt.AlignmentFlag.AlignRight) | int(Qt.AlignmentFlag.AlignVCenter)
PLANET_HUES = {"evelon": "#4d8f7a", "kharos": "#a0522d", "vantis": "#6b5fa8", "morrow": "#6d7a88",
               "sable": "#2f4f6f", "ashfall": "#9c3b2a", "lumen": "#b7a03a", "tessaly": "#8a5a9c",
               "hollow": "#55606e"}


# The table fits a 1280x800 window at about 0.43 screen pixels per scene unit: no text drawn at rest is
# smaller than this, so that it reads at 8 pixels there (tests/desktop/games/legibility.py measures it).
FLOOR = 19.0


def font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """A table font, never under ``FLOOR`` scene units."""
    return scene_font(max(pixels, FLOOR), bold, serif)


def fitted(text: str, width: float, pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """The largest font up to ``pixels`` tall (and at least ``FLOOR``) in which ``text`` fits ``width``."""
    return fitted_font(text, width, max(pixels, FLOOR), bold, serif, smallest=FLOOR)


def planet_colour(key: str) -> QColor:
    return QColor(PLANET_HUES.get(key, "#4a5a78"))


def seat_colour(colour_index: int) -> QColor:
    return theme.seat_colour(colour_index)


def draw_seat_mark(painter: QPainter, centre: QPointF, radius: float, colour_index: int) -> None:
    """A seat's shape in its colour: never colour alone."""
    path = theme.shape_path(theme.seat_shape(colour_index), radius).translated(centre)
    colour = theme.seat_colour(colour_index)
    painter.setPen(QPen(colour.darker(260), max(1.0, radius * 0.14)))
    painter.setBrush(colour)
    painter.drawPath(path)


# ----- symbols ------------------------------------------------------------------------------------------
def _star(centre: QPointF, outer: float, inner: float, points: int) -> QPainterPath:
    path = QPainterPath()
    corners = [QPointF(centre.x() + (outer if i % 2 == 0 else inner) * math.cos(-math.pi / 2 + math.pi * i / points),
                       centre.y() + (outer if i % 2 == 0 else inner) * math.sin(-math.pi / 2 + math.pi * i / points))
               for i in range(points * 2)]
    path.addPolygon(QPolygonF(corners))
    path.closeSubpath()
    return path


def _shield(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path.moveTo(x + w / 2, y)
    path.lineTo(x + w, y + h * 0.18)
    path.cubicTo(x + w, y + h * 0.62, x + w * 0.75, y + h * 0.86, x + w / 2, y + h)
    path.cubicTo(x + w * 0.25, y + h * 0.86, x, y + h * 0.62, x, y + h * 0.18)
    path.closeSubpath()
    return path


def draw_face(painter: QPainter, rect: QRectF, face: str, ink: QColor) -> None:
    """A die face as a symbol: burst (Hit), two bursts (Double Hit), shield (Defense), ring (Miss)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = rect.center()
    r = min(rect.width(), rect.height()) * 0.34
    painter.setPen(QPen(ink.darker(150), max(1.0, r * 0.08)))
    painter.setBrush(ink)
    if face == "hit":
        painter.drawPath(_star(c, r, r * 0.45, 6))
    elif face == "double_hit":
        painter.drawPath(_star(QPointF(c.x() - r * 0.45, c.y() - r * 0.3), r * 0.7, r * 0.32, 6))
        painter.drawPath(_star(QPointF(c.x() + r * 0.45, c.y() + r * 0.35), r * 0.7, r * 0.32, 6))
    elif face == "defense":
        painter.drawPath(_shield(QRectF(c.x() - r * 0.8, c.y() - r, r * 1.6, r * 2)))
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ink, max(1.5, r * 0.16)))
        painter.drawEllipse(c, r * 0.55, r * 0.55)
        painter.drawLine(QPointF(c.x() - r * 0.55, c.y() + r * 0.55), QPointF(c.x() + r * 0.55, c.y() - r * 0.55))
    painter.restore()


def face_painter(painter: QPainter, rect: QRectF, face: str) -> None:
    """DieItem's face painter: a light symbol on the die's red or blue body."""
    draw_face(painter, rect, face, QColor("#fff4dc"))


def draw_class_emblem(painter: QPainter, rect: QRectF, klass: str) -> None:
    """Sentinel: a shield; Savior: a cross; Destroyer: a flame-like burst."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor("#fdf6e3")
    painter.setPen(QPen(colour.darker(170), 1))
    painter.setBrush(colour)
    c = rect.center()
    r = min(rect.width(), rect.height()) / 2
    if klass == "sentinel":
        painter.drawPath(_shield(QRectF(c.x() - r * 0.75, c.y() - r * 0.9, r * 1.5, r * 1.8)))
    elif klass == "savior":
        arm = r * 0.3
        path = QPainterPath()
        path.addRect(QRectF(c.x() - arm, c.y() - r * 0.85, 2 * arm, r * 1.7))
        path.addRect(QRectF(c.x() - r * 0.85, c.y() - arm, r * 1.7, 2 * arm))
        painter.drawPath(path.simplified())
    else:
        painter.drawPath(_star(c, r * 0.95, r * 0.4, 5))
    painter.restore()


def draw_gem(painter: QPainter, centre: QPointF, radius: float, colour: QColor, text: str) -> None:
    """A round counter (XP, GP, timer) with its number inside."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(200), max(1.0, radius * 0.1)))
    painter.setBrush(colour)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(theme.text_on(colour))
    painter.setFont(fitted(text, radius * 1.7, radius * 1.05, bold=True))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def draw_d20(painter: QPainter, centre: QPointF, radius: float, text: str, colour: QColor) -> None:
    """The turn timer: a hexagonal d20 silhouette with its number."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    points = [QPointF(centre.x() + radius * math.cos(math.pi / 6 + i * math.pi / 3),
                      centre.y() + radius * math.sin(math.pi / 6 + i * math.pi / 3)) for i in range(6)]
    painter.setPen(QPen(colour.darker(200), 2))
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF(points))
    painter.setPen(QPen(colour.darker(140), 1.2))
    inner = [QPointF(centre.x() + radius * 0.55 * math.cos(-math.pi / 2 + i * 2 * math.pi / 3),
                     centre.y() + radius * 0.55 * math.sin(-math.pi / 2 + i * 2 * math.pi / 3)) for i in range(3)]
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(QPolygonF(inner))
    painter.setPen(theme.text_on(colour))
    painter.setFont(fitted(text, radius * 1.2, radius * 0.8, bold=True))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, text)
    painter.restore()


def draw_panel(painter: QPainter, rect: QRectF, edge: QColor | None = None, fill: QColor | None = None,
               radius: float = 12, width: float = 2.0) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge or PANEL_EDGE, width))
    painter.setBrush(fill or PANEL)
    painter.drawRoundedRect(rect, radius, radius)


def wrap_text(painter: QPainter, rect: QRectF, text: str, pixels: float, colour: QColor,
              bold: bool = False, minimum: float = 9) -> float:
    """Draw wrapped text, shrinking the font until it fits ``rect``; returns the font size used."""
    size = max(pixels, minimum)
    flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignTop)
    while size > minimum:
        bound = QFontMetricsF(scene_font(size, bold)).boundingRect(rect, flags, text)
        if bound.height() <= rect.height() and bound.width() <= rect.width() + 1:
            break
        size -= 1
    painter.setFont(scene_font(size, bold))
    painter.setPen(colour)
    painter.drawText(rect, flags, text)
    return size
