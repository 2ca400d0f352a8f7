"""Text and small marks for the game's panels, sized in scene units.

The table is laid out so that at its fitted zoom on a 1280x800 window one scene unit is at least
``FIT_SCALE`` screen pixels; ``LEAST`` scene units then read as 8 pixels, and no panel text is drawn
smaller than that. Texts that do not fit shrink down to ``LEAST`` and then end in an ellipsis (the
hover card shows them whole).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from desktop import theme
from desktop.games.galaxy import palette

FIT_SCALE = 0.36  # screen pixels per scene unit at fit, 1280x800, the largest galaxies
LEAST = 23.0  # 8.3 screen pixels at FIT_SCALE
BODY = 25.0
HEADING = 30.0
TITLE = 38.0
PANEL = QColor(10, 16, 30, 228)
PANEL_EDGE = QColor("#3c5275")
STAGE_COLOURS = {"I": QColor("#e8a33a"), "II": QColor("#4b8fe2"), "secret": QColor("#c8443a")}
TECH_ORDER = ("biotic", "propulsion", "cybernetic", "warfare")


def font(px: float, bold: bool = False, condensed: bool = False) -> QFont:
    chosen = QFont("DejaVu Sans Condensed" if condensed else "DejaVu Sans")
    chosen.setPixelSize(max(1, round(px)))
    chosen.setBold(bold)
    return chosen


def fitting(text: str, width: float, px: float, bold: bool = False, least: float = LEAST) -> QFont:
    """The largest font from ``px`` down to ``least`` in which ``text`` fits ``width`` (condensed when narrow)."""
    size = max(px, least)
    while True:
        for condensed in (False, True):
            chosen = font(size, bold, condensed)
            if QFontMetricsF(chosen).horizontalAdvance(text) <= width:
                return chosen
        if size <= least:
            return font(least, bold, condensed=True)
        size = max(least, size - 1)


def text(painter: QPainter, rect: QRectF, words: str, px: float = BODY, bold: bool = False,
         colour: QColor | None = None, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
         least: float = LEAST) -> float:
    """One line in ``rect``: shrunk to fit, then elided; returns the width drawn."""
    chosen = fitting(words, rect.width(), px, bold, least)
    metrics = QFontMetricsF(chosen)
    shown = metrics.elidedText(words, Qt.TextElideMode.ElideRight, rect.width())
    painter.setFont(chosen)
    painter.setPen(colour or theme.INK)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)
    return min(rect.width(), metrics.horizontalAdvance(shown))


def two_lines(painter: QPainter, rect: QRectF, words: str, px: float = BODY, bold: bool = False,
              colour: QColor | None = None) -> None:
    """``words`` on the upper half of ``rect`` when they fit there at ``LEAST``, else broken at the space
    that makes the longer line shortest, both lines in one font (shrunk to fit, then elided)."""
    half = rect.height() / 2
    parts = words.split()
    if QFontMetricsF(font(LEAST, bold, condensed=True)).horizontalAdvance(words) <= rect.width() or len(parts) < 2:
        text(painter, QRectF(rect.left(), rect.top(), rect.width(), half), words, px, bold, colour)
        return
    metrics = QFontMetricsF(font(LEAST, bold, condensed=True))
    cut = min(range(1, len(parts)), key=lambda i: max(metrics.horizontalAdvance(" ".join(parts[:i])),
                                                      metrics.horizontalAdvance(" ".join(parts[i:]))))
    first, second = " ".join(parts[:cut]), " ".join(parts[cut:])
    longer = max(first, second, key=metrics.horizontalAdvance)
    chosen = fitting(longer, rect.width(), px, bold)
    painter.setFont(chosen)
    painter.setPen(colour or theme.INK)
    elide = QFontMetricsF(chosen).elidedText
    for index, line in enumerate((first, second)):
        painter.drawText(QRectF(rect.left(), rect.top() + index * half, rect.width(), half),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         elide(line, Qt.TextElideMode.ElideRight, rect.width()))


def lines(painter: QPainter, rect: QRectF, words: str, px: float = BODY, colour: QColor | None = None,
          bold: bool = False) -> None:
    """Word-wrapped text in ``rect`` at ``px`` (at least ``LEAST``), cut at the rect's bottom."""
    chosen = font(max(px, LEAST), bold)
    painter.setFont(chosen)
    painter.setPen(colour or theme.INK)
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                     words)


def panel(painter: QPainter, rect: QRectF, edge: QColor | None = None, fill: QColor | None = None,
          radius: float = 14.0, width: float = 2.0) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge or PANEL_EDGE, width))
    painter.setBrush(fill or PANEL)
    painter.drawRoundedRect(rect, radius, radius)


def badge_radius(words: str, radius: float) -> float:
    """The radius a badge of at least ``radius`` needs to hold ``words`` inside it (two digits need more)."""
    wide = QFontMetricsF(font(max(LEAST, radius * 1.25), bold=True)).horizontalAdvance(words)
    return max(radius, wide * 0.58 + 2)


def badge(painter: QPainter, centre: QPointF, radius: float, words: str, fill: QColor, ink: QColor | None = None,
          shield: bool = False) -> None:
    """A round coin (resources, trade goods) or a hexagonal shield (influence) with a number; a number too wide
    for ``radius`` gets a larger badge (``badge_radius``), in the same font."""
    size = max(LEAST, radius * 1.25)
    radius = badge_radius(words, radius)
    painter.setPen(QPen(QColor(0, 0, 0, 230), radius * 0.12))
    painter.setBrush(fill)
    if shield:
        from desktop.games.galaxy.legend import _hexagon

        painter.drawPolygon(_hexagon(centre, radius * 1.08, 30))
    else:
        painter.drawEllipse(centre, radius, radius)
    painter.setPen(ink or theme.text_on(fill))
    painter.setFont(font(size, bold=True))
    painter.drawText(QRectF(centre.x() - radius * 1.4, centre.y() - radius, radius * 2.8, radius * 2),
                     Qt.AlignmentFlag.AlignCenter, words)


def tech_colour(colour: str | None) -> QColor:
    return palette.TECH_COLOURS.get(colour or "", QColor("#b8b8c8"))
