"""Drawing helpers for the Lost Worlds table: fonts in scene units, action icons, dice faces, planets."""

from __future__ import annotations

import functools
import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
    QTransform,
)

from desktop import theme
from desktop.widgets.text import (
    LEGIBLE_PX,
    draw_lines,
    fitted_font,
    fitted_size,
    painting_font,
    scene_font,
    screen_scale,
)

SETTLE = QColor("#2f8f73")
CONQUER = QColor("#b8433a")
SIDE_COLOURS = {"settle": SETTLE, "conquer": CONQUER}
GOLD = QColor("#e8b84a")
NIGHT = QColor("#141b2e")
PARCHMENT = QColor("#efe4c8")
DIE_COLOURS = {"white": QColor("#f4f1ea"), "grey": QColor("#8d949c"), "black": QColor("#2b2b30")}
POWER_DIE_COLOUR = QColor("#6b3fa0")
ICON_WORDS = ("settle", "conquer", "move", "renown")


font = scene_font  # scene-unit fonts, shared by every table


FIT_FLOOR = 7  # the smallest size fitting shrinks a label to (legibility then has the last word)


def fitted(text: str, width: float, pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """The largest font up to ``pixels`` tall in which ``text`` fits ``width`` on one line."""
    return fitted_font(text, width, pixels, bold, serif, smallest=FIT_FLOOR)


def text(painter: QPainter, rect: QRectF, words: str, pixels: float, colour: QColor, bold: bool = False,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, serif: bool = False, fit: bool = True) -> None:
    """Draw one line (shrunk to fit when ``fit``) or wrapped text in ``rect``; never smaller than reads on
    the screen (``LEGIBLE_PX``): what does not fit at that size ends in '…' (the tooltip has it whole)."""
    painter.setPen(colour)
    least = math.ceil(LEGIBLE_PX / screen_scale(painter) - 1e-6)
    if fit:
        size = fitted_size(words, rect.width(), pixels, bold, serif, FIT_FLOOR)
    else:
        size = _wrapped_size(words, rect.width(), rect.height(), pixels, bold, serif)
    if max(1, round(size)) >= least:
        painter.setFont(painting_font(size, bold, serif))
        painter.drawText(rect, align if fit else align | Qt.TextFlag.TextWordWrap, words)
        return
    lines = 1 if fit else max(1, int(rect.height() // (least * 1.17)))
    draw_lines(painter, rect, words, least, least, lines, bold, serif, int(align))


def wrapped(words: str, rect: QRectF, pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """The largest font up to ``pixels`` in which ``words``, wrapped, fit inside ``rect``."""
    return font(_wrapped_size(words, rect.width(), rect.height(), pixels, bold, serif), bold, serif)


WRAP_FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)


@functools.lru_cache(maxsize=4096)
def _wrapped_size(words: str, width: float, height: float, pixels: float, bold: bool, serif: bool) -> float:
    """The size ``wrapped`` picks, measured once per text and box."""
    size = pixels
    while size > FIT_FLOOR:
        box = QFontMetricsF(font(size, bold, serif)).boundingRect(QRectF(0, 0, width, 10_000), WRAP_FLAGS, words)
        if box.height() <= height and box.width() <= width + 0.5:
            break
        size -= 0.5
    return size


# ----- action icons ------------------------------------------------------------------------------
def icon_path(name: str, size: float) -> QPainterPath:
    """An action icon centred on (0, 0), ``size`` across: flag, crossed blades, arrow, star."""
    return {"settle": _flag, "conquer": _blades, "move": _arrow, "renown": _star}.get(name, _dot)(size / 2)


def _flag(r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRect(-0.62 * r, -0.95 * r, 0.16 * r, 1.8 * r)
    path.addPolygon(QPolygonF([QPointF(-0.46 * r, -0.95 * r), QPointF(0.8 * r, -0.55 * r),
                               QPointF(-0.46 * r, -0.12 * r)]))
    path.addEllipse(QPointF(-0.1 * r, 0.88 * r), 0.75 * r, 0.16 * r)
    return path.simplified()


def _blade(r: float, angle: float) -> QPainterPath:
    blade = QPainterPath()
    blade.addPolygon(QPolygonF([QPointF(-0.16 * r, 0.5 * r), QPointF(-0.16 * r, -0.66 * r), QPointF(0, -r),
                                QPointF(0.16 * r, -0.66 * r), QPointF(0.16 * r, 0.5 * r)]))
    blade.addRect(-0.42 * r, 0.46 * r, 0.84 * r, 0.18 * r)
    blade.addRect(-0.1 * r, 0.6 * r, 0.2 * r, 0.38 * r)
    return QTransform().rotate(angle).map(blade.simplified())


def _blades(r: float) -> QPainterPath:
    return _blade(r, 38).united(_blade(r, -38))


def _arrow(r: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(-0.9 * r, -0.22 * r), QPointF(0.2 * r, -0.22 * r), QPointF(0.2 * r, -0.6 * r),
                               QPointF(0.95 * r, 0), QPointF(0.2 * r, 0.6 * r), QPointF(0.2 * r, 0.22 * r),
                               QPointF(-0.9 * r, 0.22 * r)]))
    path.closeSubpath()
    return path


def _star(r: float) -> QPainterPath:
    points = []
    for i in range(10):
        angle = -math.pi / 2 + math.pi * i / 5
        radius = r if i % 2 == 0 else r * 0.45
        points.append(QPointF(radius * math.cos(angle), radius * math.sin(angle) + 0.08 * r))
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def _dot(r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), r * 0.4, r * 0.4)
    return path


def draw_icon(painter: QPainter, name: str, centre: QPointF, size: float, colour: QColor) -> None:
    painter.save()
    painter.translate(centre)
    painter.setPen(QPen(QColor(20, 20, 24, 220), max(0.8, size * 0.045)))
    painter.setBrush(colour)
    painter.drawPath(icon_path(name, size))
    painter.restore()


def icon_colour(name: str, on: QColor) -> QColor:
    """The icon's colour on a background: side colours for SETTLE/CONQUER, ink for the rest."""
    if name in SIDE_COLOURS:
        base = SIDE_COLOURS[name]
        return base.lighter(150) if on.lightness() < 110 else base
    return GOLD if name == "renown" else theme.text_on(on)


def face_icons(label: str) -> tuple[list[str], str]:
    """A face label ('SETTLE & MOVE', 'CONQUER / SETTLE', 'MOVE') as icon names and its join."""
    for join, mark in (("and", " & "), ("or", " / ")):
        if mark in label:
            return [part.strip().lower() for part in label.split(mark)], join
    return [label.strip().lower()], ""


def draw_face(painter: QPainter, rect: QRectF, label: str, body: QColor) -> None:
    """An action die face: one big icon, or two icons joined by '&' (both) or '/' (choose one)."""
    icons, join = face_icons(label)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    size = rect.width()
    if len(icons) == 1:
        draw_icon(painter, icons[0], rect.center(), size * 0.62, icon_colour(icons[0], body))
        return
    first = QPointF(rect.left() + size * 0.3, rect.top() + size * 0.3)
    second = QPointF(rect.left() + size * 0.7, rect.top() + size * 0.7)
    for name, centre in zip(icons, (first, second), strict=False):
        draw_icon(painter, name, centre, size * 0.4, icon_colour(name, body))
    mark = QRectF(rect.right() - size * 0.42, rect.top() + size * 0.04, size * 0.38, size * 0.36)
    text(painter, mark, "&" if join == "and" else "/", size * 0.3, theme.text_on(body), bold=True)


def die_painter(colour: QColor) -> object:
    """A DieItem face painter for an action die of ``colour``."""

    def paint(painter: QPainter, rect: QRectF, face: str) -> None:
        draw_face(painter, rect, face, colour)

    return paint


# ----- planets and stars -------------------------------------------------------------------------
def planet_colours(seed: int) -> tuple[QColor, QColor]:
    hue = (seed * 67 + 20) % 360
    return QColor.fromHsv(hue, 150, 230), QColor.fromHsv((hue + 30) % 360, 200, 70)


def draw_starfield(painter: QPainter, rect: QRectF, seed: int, count: int = 40) -> None:
    rng = random.Random(seed)
    painter.setPen(Qt.PenStyle.NoPen)
    for _ in range(count):
        x = rect.left() + rng.random() * rect.width()
        y = rect.top() + rng.random() * rect.height()
        alpha = rng.randint(90, 230)
        painter.setBrush(QColor(255, 255, 240, alpha))
        radius = rng.choice((0.7, 0.9, 1.2, 1.6))
        painter.drawEllipse(QPointF(x, y), radius, radius)


def draw_planet(painter: QPainter, centre: QPointF, radius: float, seed: int) -> None:
    """A lit sphere in the world's own colours, with a ring for some worlds."""
    light, dark = planet_colours(seed)
    gradient = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.35), radius * 1.35)
    gradient.setColorAt(0, light.lighter(130))
    gradient.setColorAt(0.55, light)
    gradient.setColorAt(1, dark)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawEllipse(centre, radius, radius)
    rng = random.Random(seed * 31 + 7)
    painter.setBrush(QColor(0, 0, 0, 38))
    for _ in range(3):
        offset = QPointF(rng.uniform(-0.5, 0.5) * radius, rng.uniform(-0.5, 0.5) * radius)
        painter.drawEllipse(centre + offset, radius * 0.22, radius * 0.12)
    if seed % 3 == 0:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(240, 225, 190, 170), radius * 0.08))
        painter.drawEllipse(centre, radius * 1.55, radius * 0.38)


def seat_marker(painter: QPainter, seat_colour: int, centre: QPointF, radius: float) -> None:
    """A seat's shape in its colour (for pieces drawn inside other items)."""
    colour = theme.seat_colour(seat_colour)
    painter.setPen(QPen(colour.darker(260), 1.4))
    painter.setBrush(colour)
    painter.drawPath(theme.shape_path(theme.seat_shape(seat_colour), radius).translated(centre))
