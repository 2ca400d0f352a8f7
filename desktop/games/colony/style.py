"""Landfall's look: card colours, fonts in scene pixels, and the small icons printed on cards.

The icons are painted paths (never font glyphs) so they look the same on every machine: play and
reaction, the three corner icons (discard, dock to the atmosphere, dock to a ship), the two damage
types (structural, organic) and a person for people counts.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from desktop.widgets.text import fitted_font, scene_font

BAND = {
    "play": QColor("#2d5f8a"),
    "reaction": QColor("#a8741c"),
    "ghost": QColor("#55606b"),
    "orbit": QColor("#5b4b8a"),
    "verdance": QColor("#3f7d4a"),
    "cinderfall": QColor("#a4512b"),
}
PLANET_TONES = {
    "verdance": (QColor("#2f6b3c"), QColor("#3b7d47"), QColor("#173b22")),
    "cinderfall": (QColor("#6e3a26"), QColor("#804630"), QColor("#3a1d12")),
}
TYPE_COLOURS = {"structural": QColor("#9fb3c8"), "organic": QColor("#74c365")}
HP_RED = QColor("#c8413b")
PANEL = QColor("#1a2923")
PANEL_EDGE = QColor("#36514a")
SPACE_DARK = QColor("#0c1620")
GHOST_GREY = QColor("#3a4047")


# The table fits a 1280x800 window at about 0.59 screen pixels per scene unit: table text is never under
# this, so that it reads at 8 pixels there (cards draw their own faces legibly at any zoom).
FLOOR = 14.0


def font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """A table font, never under ``FLOOR`` scene units."""
    return scene_font(max(pixels, FLOOR), bold, serif)


def fitted(text: str, width: float, pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """The largest font up to ``pixels`` tall (at least ``FLOOR``) in which ``text`` fits ``width``."""
    return fitted_font(text, width, max(pixels, FLOOR), bold, serif, smallest=FLOOR)


def band_colour(deck: str, mode: str, origin_ghost: bool = False) -> QColor:
    """The title band of a card: the ship card's mode, or the planet or orbit deck it came from."""
    if origin_ghost:
        return BAND["ghost"]
    if mode in BAND:
        return BAND[mode]
    return BAND.get(deck, BAND["orbit"])


# ----- icons -------------------------------------------------------------------------------------
def draw_icon(painter: QPainter, name: str, centre: QPointF, size: float) -> None:
    """Paint icon ``name`` in a square of ``size`` centred on ``centre``."""
    painter.save()
    painter.translate(centre)
    painter.scale(size / 20.0, size / 20.0)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _ICONS.get(name, _dot)(painter)
    painter.restore()


def _disc(painter: QPainter, colour: QColor) -> None:
    painter.setPen(QPen(colour.darker(170), 1.2))
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(0, 0), 9.5, 9.5)


def _play(painter: QPainter) -> None:
    _disc(painter, QColor("#3f86c4"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("white"))
    painter.drawPolygon(QPolygonF([QPointF(-3.5, -5.5), QPointF(6, 0), QPointF(-3.5, 5.5)]))


def _reaction(painter: QPainter) -> None:
    _disc(painter, QColor("#e0a431"))
    bolt = QPolygonF([QPointF(1.5, -8), QPointF(-4.5, 1), QPointF(-0.5, 1), QPointF(-2, 8),
                      QPointF(4.5, -1.5), QPointF(0.5, -1.5)])
    painter.setPen(QPen(QColor("#3a2606"), 0.8))
    painter.setBrush(QColor("white"))
    painter.drawPolygon(bolt)


def _discard(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#3b2f1f"), 1.2))
    painter.setBrush(QColor("#d9cfb8"))
    painter.drawRoundedRect(QRectF(-7, -8, 10, 14), 1.5, 1.5)
    painter.setBrush(QColor("#f4ecd8"))
    painter.drawRoundedRect(QRectF(-3, -5, 10, 14), 1.5, 1.5)
    painter.setPen(QPen(QColor("#8a2e2a"), 1.8))
    painter.drawLine(QPointF(-1, -2), QPointF(5, 6))
    painter.drawLine(QPointF(5, -2), QPointF(-1, 6))


def _atmosphere(painter: QPainter) -> None:
    path = QPainterPath()
    for x, y, r in ((-4.5, 2, 5), (1, -1.5, 6.5), (5.5, 2.5, 4.5)):
        path.addEllipse(QPointF(x, y), r, r)
    path.addRect(QRectF(-9, 2, 18, 5))
    painter.setPen(QPen(QColor("#35627f"), 1.0))
    painter.setBrush(QColor("#cfe6f5"))
    painter.drawPath(path.simplified())


def _ship(painter: QPainter) -> None:
    hull = QPolygonF([QPointF(0, -9), QPointF(5, -2), QPointF(5, 6), QPointF(8, 9), QPointF(-8, 9),
                      QPointF(-5, 6), QPointF(-5, -2)])
    painter.setPen(QPen(QColor("#2b3440"), 1.0))
    painter.setBrush(QColor("#c9d3dd"))
    painter.drawPolygon(hull)
    painter.setBrush(QColor("#3f86c4"))
    painter.drawEllipse(QPointF(0, -1), 2.2, 2.2)


def _structural(painter: QPainter) -> None:
    points = [QPointF(9 * math.cos(math.pi / 3 * i), 9 * math.sin(math.pi / 3 * i)) for i in range(6)]
    painter.setPen(QPen(QColor("#34414f"), 1.2))
    painter.setBrush(TYPE_COLOURS["structural"])
    painter.drawPolygon(QPolygonF(points))
    painter.setBrush(QColor("#34414f"))
    painter.drawEllipse(QPointF(0, 0), 3.2, 3.2)


def _organic(painter: QPainter) -> None:
    leaf = QPainterPath(QPointF(-7, 7))
    leaf.cubicTo(QPointF(-9, -6), QPointF(2, -10), QPointF(8, -8))
    leaf.cubicTo(QPointF(8, 1), QPointF(0, 9), QPointF(-7, 7))
    painter.setPen(QPen(QColor("#2b5a22"), 1.2))
    painter.setBrush(TYPE_COLOURS["organic"])
    painter.drawPath(leaf)
    painter.drawLine(QPointF(-7, 7), QPointF(4, -4))


def _person(painter: QPainter) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f3efe4"))
    painter.drawEllipse(QPointF(0, -5), 4, 4)
    body = QPainterPath()
    body.addRoundedRect(QRectF(-6.5, 0, 13, 10), 5, 5)
    painter.drawPath(body)


def _heart(painter: QPainter) -> None:
    path = QPainterPath(QPointF(0, 8))
    path.cubicTo(QPointF(-11, 0), QPointF(-7, -10), QPointF(0, -4))
    path.cubicTo(QPointF(7, -10), QPointF(11, 0), QPointF(0, 8))
    painter.setPen(QPen(QColor("#5a1512"), 1.0))
    painter.setBrush(HP_RED)
    painter.drawPath(path)


def _dot(painter: QPainter) -> None:
    painter.setBrush(QColor("#888888"))
    painter.drawEllipse(QPointF(0, 0), 5, 5)


_ICONS = {
    "play": _play, "reaction": _reaction, "discard": _discard, "atmosphere": _atmosphere, "ship": _ship,
    "structural": _structural, "organic": _organic, "person": _person, "heart": _heart,
}

ICON_WORDS = {
    "play": "Play on your turn",
    "reaction": "Reaction",
    "discard": "Discard after use",
    "atmosphere": "Docks in the atmosphere",
    "ship": "Docks to your ship",
    "structural": "Structural",
    "organic": "Organic",
}
