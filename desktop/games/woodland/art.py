"""Drawing helpers for the woodland table: suit colours and glyphs, fonts in scene units, piece shapes.

Suits are told apart by colour *and* by a glyph (a fox head, rabbit ears, mouse ears, a bird), so colour
is never the only cue; seats are told apart by their theme colour and shape.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from desktop import theme
from desktop.widgets.text import LEGIBLE_PX, draw_lines, fitted_font, scene_font, screen_scale

SUIT_COLOURS = {"fox": QColor("#c8462f"), "rabbit": QColor("#eccb4a"), "mouse": QColor("#e58a2e"),
                "bird": QColor("#5d9fd0"), "any": QColor("#9b9b9b")}
SUIT_INK = {"fox": QColor("#ffffff"), "rabbit": QColor("#3b2a08"), "mouse": QColor("#2e1600"),
            "bird": QColor("#0b2236"), "any": QColor("#111111")}
PARCHMENT = QColor("#efe3c2")
BOARD_BG = QColor("#2b3a2f")
PANEL_BG = QColor("#1f2a24")
PANEL_EDGE = QColor("#51695b")
DIRT = QColor("#d8c192")
WATER = QColor("#4d8fc0")
FOREST = QColor("#2f5a2e")
MEADOW = QColor("#7d9a57")
WOOD = QColor("#8a5a2b")
INK_DARK = QColor("#2a2118")
LOSE = QColor("#ff6b5b")
BUILDING_GLYPHS = {"sawmill": "⚙", "workshop": "⚒", "recruiter": "⚔", "roost": "⌂", "base": "★"}
FACTION_GLYPHS = {"lost_powers": "❦", "marquise": "♜", "vagabond": "⚑", "eyrie": "♛", "alliance": "✿"}
SYMPATHY_GLYPH = "✦"


def suit_colour(suit: str) -> QColor:
    return SUIT_COLOURS.get(suit, SUIT_COLOURS["any"])


font = scene_font  # sized in scene units (pixels at zoom 1)


_FITTED: dict[tuple[str, int, int, bool, bool], QFont] = {}


def fitted(words: str, width: float, pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """The largest font up to ``pixels`` tall in which ``words`` fit ``width`` on one line (memoised)."""
    key = (words, int(width), int(pixels * 2), bold, serif)
    found = _FITTED.get(key)
    if found is not None:
        return found
    chosen = fitted_font(words, width, pixels, bold, serif)
    if len(_FITTED) > 4000:
        _FITTED.clear()
    _FITTED[key] = chosen
    return chosen


def text(painter: QPainter, rect: QRectF, words: str, pixels: float, colour: QColor, bold: bool = False,
         align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, serif: bool = False, wrap: bool = False) -> None:
    """One line shrunk to fit ``rect``, or wrapped text at ``pixels``; never smaller than reads on the screen
    at the current zoom (``LEGIBLE_PX``): what does not fit then ends in '…' (the tooltip or the magnified
    card has it whole), and a mark of a few characters stands out of its box rather than shrink."""
    painter.setPen(colour)
    least = LEGIBLE_PX / screen_scale(painter)
    if wrap:
        if pixels >= least:
            painter.setFont(font(pixels, bold, serif))
            painter.drawText(rect, align | Qt.TextFlag.TextWordWrap, words)
        else:
            draw_lines(painter, rect, words, pixels, least, 99, bold, serif, int(align))
        return
    chosen = fitted(words, rect.width(), pixels, bold, serif)
    if chosen.pixelSize() >= least - 1e-6:
        painter.setFont(chosen)
        painter.drawText(rect, align, words)
    elif len(words) <= 3:
        painter.setFont(font(math.ceil(least - 1e-6), bold, serif))
        painter.drawText(rect, align | Qt.TextFlag.TextDontClip, words)
    else:
        draw_lines(painter, rect, words, pixels, least, 1, bold, serif, int(align))


def shadow_text(painter: QPainter, rect: QRectF, words: str, pixels: float, colour: QColor,
                bold: bool = False, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """Text with a soft dark shadow, for labels on the felt or the map."""
    text(painter, rect.translated(1.2, 1.2), words, pixels, QColor(0, 0, 0, 170), bold, align)
    text(painter, rect, words, pixels, colour, bold, align)


# ----- suit glyphs ---------------------------------------------------------------------------------
def _poly(points: list[tuple[float, float]], r: float) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x * r, y * r) for x, y in points]))
    path.closeSubpath()
    return path


def suit_path(suit: str, r: float) -> QPainterPath:
    """A suit's emblem centred on (0, 0), about ``2r`` across."""
    path = QPainterPath()
    if suit == "fox":
        return _poly([(-0.95, -0.95), (-0.42, -0.42), (0.42, -0.42), (0.95, -0.95), (0.8, 0.05), (0.0, 0.95),
                      (-0.8, 0.05)], r)
    if suit == "rabbit":
        path.addEllipse(QPointF(0, 0.42 * r), 0.55 * r, 0.5 * r)
        path.addEllipse(QPointF(-0.26 * r, -0.42 * r), 0.17 * r, 0.55 * r)
        path.addEllipse(QPointF(0.26 * r, -0.42 * r), 0.17 * r, 0.55 * r)
        return path.simplified()
    if suit == "mouse":
        path.addEllipse(QPointF(0, 0.25 * r), 0.6 * r, 0.55 * r)
        path.addEllipse(QPointF(-0.58 * r, -0.42 * r), 0.38 * r, 0.38 * r)
        path.addEllipse(QPointF(0.58 * r, -0.42 * r), 0.38 * r, 0.38 * r)
        return path.simplified()
    if suit == "bird":
        path.addEllipse(QPointF(-0.1 * r, 0.2 * r), 0.62 * r, 0.42 * r)
        path.addEllipse(QPointF(0.42 * r, -0.3 * r), 0.3 * r, 0.3 * r)
        path.addPath(_poly([(0.66, -0.42), (1.0, -0.3), (0.66, -0.18)], r))
        path.addPath(_poly([(-0.6, 0.05), (-1.0, -0.35), (-0.95, 0.35)], r))
        return path.simplified()
    path.addEllipse(QPointF(0, 0), 0.5 * r, 0.5 * r)
    return path


def draw_suit(painter: QPainter, suit: str, centre: QPointF, r: float, badge: bool = True) -> None:
    """A suit badge: a disc of the suit colour with its emblem (or the emblem alone)."""
    painter.save()
    painter.translate(centre)
    colour = suit_colour(suit)
    if badge:
        painter.setPen(QPen(colour.darker(190), max(1.0, r * 0.1)))
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SUIT_INK.get(suit, INK_DARK))
        painter.drawPath(suit_path(suit, r * 0.62))
    else:
        painter.setPen(QPen(colour.darker(200), max(0.8, r * 0.08)))
        painter.setBrush(colour)
        painter.drawPath(suit_path(suit, r))
    painter.restore()


# ----- pieces --------------------------------------------------------------------------------------
def seat_shape(painter: QPainter, colour_index: int, centre: QPointF, r: float, fallen: bool = False) -> None:
    """A warrior: the seat's shape in its colour; a fallen Elder lies on its side, hatched and pale."""
    colour = theme.seat_colour(colour_index)
    path = theme.shape_path(theme.seat_shape(colour_index), r)
    painter.save()
    painter.translate(centre)
    if fallen:  # lying down: squashed flat on a ground line, pale and hatched, whatever the seat's shape
        painter.setPen(QPen(QColor("#141414"), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(-r * 1.15, r * 0.62), QPointF(r * 1.15, r * 0.62))
        painter.translate(0, r * 0.2)
        painter.scale(1.12, 0.5)
        painter.setPen(QPen(colour.darker(260), 2.2, Qt.PenStyle.DashLine))
        painter.setBrush(colour.lighter(150))
        painter.drawPath(path)
        painter.setBrush(QBrush(colour.darker(220), Qt.BrushStyle.BDiagPattern))
        painter.drawPath(path)
    else:
        painter.setPen(QPen(QColor("#141414"), 1.8))
        painter.setBrush(colour)
        painter.drawPath(path)
    painter.restore()


def pawn_path(r: float) -> QPainterPath:
    """The Vagabond's standee: a round head on a tall rounded body."""
    path = QPainterPath()
    path.addEllipse(QPointF(0, -0.95 * r), 0.5 * r, 0.5 * r)
    body = QPainterPath()
    body.addRoundedRect(QRectF(-0.62 * r, -0.5 * r, 1.24 * r, 1.55 * r), 0.35 * r, 0.35 * r)
    return path.united(body)


def count_badge(painter: QPainter, centre: QPointF, count: int, r: float = 8.5) -> None:
    """A small white disc with a number, for stacks of pieces."""
    painter.setPen(QPen(QColor("#111111"), 1.2))
    painter.setBrush(QColor("#fbf7ea"))
    painter.drawEllipse(centre, r, r)
    text(painter, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), str(count), r * 1.35, QColor("#111111"),
         bold=True)


def legal_ring(painter: QPainter, rect: QRectF, radius: float = 6, ellipse: bool = False) -> None:
    painter.setBrush(QColor(127, 224, 166, 55))
    painter.setPen(QPen(QColor(127, 224, 166, 90), 7))
    if ellipse:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, radius, radius)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.LEGAL, 3.2))
    if ellipse:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, radius, radius)


def selected_ring(painter: QPainter, rect: QRectF, radius: float = 6, ellipse: bool = False) -> None:
    painter.setBrush(QColor(242, 193, 78, 50))
    painter.setPen(QPen(theme.ACCENT, 3.6))
    if ellipse:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, radius, radius)


def cost_icons(painter: QPainter, cost: dict[str, int], left: float, centre_y: float, r: float) -> float:
    """Crafting cost as suit badges in a row; returns the x after the last one."""
    x = left
    for suit, count in sorted(cost.items()):
        for _ in range(count):
            draw_suit(painter, suit, QPointF(x + r, centre_y), r)
            x += 2 * r + 2
    return x


# ----- Vagabond items --------------------------------------------------------------------------------
def item_icon(painter: QPainter, kind: str, centre: QPointF, r: float, ink: QColor) -> None:
    """An item as a small drawing (sword, boot, crossbow, hammer, torch, tea, coins, bag)."""
    painter.save()
    painter.translate(centre)
    pen = QPen(ink, max(1.2, r * 0.16), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ITEM_PAINTERS.get(kind, _unknown)(painter, r, ink)
    painter.restore()


def _line(painter: QPainter, r: float, x1: float, y1: float, x2: float, y2: float) -> None:
    painter.drawLine(QPointF(x1 * r, y1 * r), QPointF(x2 * r, y2 * r))


def _sword(painter: QPainter, r: float, ink: QColor) -> None:
    _line(painter, r, -0.7, 0.7, 0.75, -0.75)
    _line(painter, r, -0.65, 0.15, -0.15, 0.65)
    _line(painter, r, -0.85, 0.85, -0.6, 0.6)


def _boot(painter: QPainter, r: float, ink: QColor) -> None:
    painter.setBrush(ink)
    painter.drawPath(_poly([(-0.35, -0.85), (0.15, -0.85), (0.15, 0.2), (0.85, 0.35), (0.85, 0.75),
                            (-0.35, 0.75)], r))


def _crossbow(painter: QPainter, r: float, ink: QColor) -> None:
    painter.drawArc(QRectF(-0.85 * r, -0.85 * r, 1.7 * r, 1.2 * r), 20 * 16, 140 * 16)
    _line(painter, r, 0, -0.8, 0, 0.85)
    _line(painter, r, -0.72, -0.05, 0.72, -0.05)


def _hammer(painter: QPainter, r: float, ink: QColor) -> None:
    _line(painter, r, 0, -0.35, 0, 0.85)
    painter.setBrush(ink)
    painter.drawRoundedRect(QRectF(-0.65 * r, -0.8 * r, 1.3 * r, 0.5 * r), 0.1 * r, 0.1 * r)


def _torch(painter: QPainter, r: float, ink: QColor) -> None:
    _line(painter, r, 0, -0.1, 0, 0.9)
    painter.setBrush(ink)
    flame = QPainterPath()
    flame.moveTo(0, -0.95 * r)
    flame.quadTo(0.6 * r, -0.35 * r, 0, -0.1 * r)
    flame.quadTo(-0.6 * r, -0.35 * r, 0, -0.95 * r)
    painter.drawPath(flame)


def _tea(painter: QPainter, r: float, ink: QColor) -> None:
    painter.setBrush(ink)
    painter.drawChord(QRectF(-0.7 * r, -0.9 * r, 1.2 * r, 1.5 * r), 180 * 16, 180 * 16)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0.55 * r, -0.05 * r), 0.22 * r, 0.22 * r)
    _line(painter, r, -0.75, 0.65, 0.6, 0.65)


def _coins(painter: QPainter, r: float, ink: QColor) -> None:
    for y in (0.45, 0.05, -0.35):
        painter.setBrush(ink if y < 0 else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, y * r), 0.7 * r, 0.3 * r)


def _bag(painter: QPainter, r: float, ink: QColor) -> None:
    painter.setBrush(ink)
    painter.drawEllipse(QPointF(0, 0.25 * r), 0.72 * r, 0.62 * r)
    painter.drawPath(_poly([(-0.3, -0.35), (-0.45, -0.85), (0.45, -0.85), (0.3, -0.35)], r))


def _unknown(painter: QPainter, r: float, ink: QColor) -> None:
    painter.drawEllipse(QPointF(0, 0), 0.6 * r, 0.6 * r)


ITEM_PAINTERS = {"sword": _sword, "boot": _boot, "crossbow": _crossbow, "hammer": _hammer, "torch": _torch,
                 "tea": _tea, "coins": _coins, "bag": _bag}
