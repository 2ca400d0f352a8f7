"""Table furniture around the map: panels, captions, buttons and chips, the pile browser, the battle box."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland.map_items import Key, Spot
from desktop.widgets.pill import paint_pill
from desktop.widgets.text import LEGIBLE_PX, draw_lines, screen_scale


class Panel(QGraphicsItem):
    """A dark rounded panel that stops clicks from reaching what lies under it."""

    blocks = True

    def __init__(self, width: float, height: float, title: str = "", accent: QColor | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width, self.height, self.title = width, height, title
        self.accent = accent or art.PANEL_EDGE
        self.glow = False

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 8, self.height + 9)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 100))
        painter.drawRoundedRect(rect.translated(3, 5), 12, 12)
        painter.setBrush(art.PANEL_BG)
        painter.setPen(QPen(theme.ACCENT if self.glow else self.accent, 3 if self.glow else 1.6))
        painter.drawRoundedRect(rect, 12, 12)
        if self.title:
            art.text(painter, QRectF(14, 6, self.width - 28, 24), self.title, 17, theme.ACCENT, bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class Caption(QGraphicsItem):
    """Wrapped text in scene units with a soft shadow."""

    def __init__(self, words: str, width: float, pixels: float, colour: QColor | None = None, bold: bool = False,
                 parent: QGraphicsItem | None = None, lines: int = 0, box: QColor | None = None,
                 floor: float = 0.0) -> None:
        """``floor``: the size the words may grow to where ``pixels`` would not read (``geometry.FLOOR_PX``):
        the caption is as tall as their lines then."""
        super().__init__(parent)
        self.words, self.width, self.pixels, self.bold = words, width, pixels, bold
        self.box = box
        self.colour = colour or theme.INK
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        bounds = QFontMetricsF(art.font(max(pixels, floor), bold)).boundingRect(QRectF(0, 0, width, 10_000), flags,
                                                                              words or " ")
        self.height = bounds.height() + 4 if not lines else min(bounds.height() + 4, lines * pixels * 1.25 + 4)

    def boundingRect(self) -> QRectF:
        inner = QRectF(0, 0, self.width + 2, self.height)
        return inner.adjusted(-9, -6, 9, 6) if self.box is not None else inner

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        inner = QRectF(0, 0, self.width + 2, self.height)
        if self.box is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.box, 2.5))
            painter.setBrush(QColor(20, 16, 12, 225))
            painter.drawRoundedRect(inner.adjusted(-7, -4, 7, 4), 8, 8)
        painter.setClipRect(inner.adjusted(0, 0, 2, 2))
        least = LEGIBLE_PX / screen_scale(painter)
        if self.pixels < least:  # too small to read at this zoom: larger, ending in '…' if need be
            for shift, pen in ((1.5, QColor(0, 0, 0, 170)), (0.0, self.colour)):
                painter.setPen(pen)
                draw_lines(painter, inner.translated(shift, shift), self.words, self.pixels, least, 99, self.bold)
            return
        painter.setFont(art.font(self.pixels, self.bold))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.setPen(QColor(0, 0, 0, 170))
        painter.drawText(inner.translated(1.5, 1.5), flags, self.words)
        painter.setPen(self.colour)
        painter.drawText(inner, flags, self.words)


class Button(Spot):
    """A button drawn on the table (done, march, a chip for one option); ``tone`` colours it."""

    blocks = True

    def __init__(self, key: Key, label: str, width: float, height: float = 38, tip: str = "",
                 tone: str = "plain", parent: QGraphicsItem | None = None) -> None:
        super().__init__(key, parent)
        self.label, self.width, self.height, self.tone = label, width, height, tone
        self.setToolTip(tip or label)
        self.setZValue(300 if tone == "chip" else 60)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 7, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        base = {"chip": QColor("#355f4c"), "warn": QColor("#7a3328")}.get(self.tone, QColor("#2f4a40"))
        if not (self.legal or self.selected):
            base = QColor("#3a403d")
        if self.selected:
            base = QColor("#c9972b")
        rim = theme.ACCENT if self.selected else theme.LEGAL if self.legal else QColor("#5d7d70")
        paint_pill(painter, rect, base, rim, 2.6 if self.legal else 1.4, drop=3, light=135, dark=115)
        ink = QColor("#111111") if self.selected else theme.INK if self.legal else QColor("#9aa59f")
        art.text(painter, rect.adjusted(4, 0, -4, 0), self.label, self.height * 0.44, ink, bold=True)  # room to read


def button_width(label: str, pixels: float, least: float = 70, most: float = 420) -> float:
    return max(least, min(most, QFontMetricsF(art.font(pixels, True)).horizontalAdvance(label) + 26))


def die_face(painter: QPainter, rect: QRectF, face: str) -> None:
    """A twelve-sided battle die shown as a rounded square: its value, big, with a hit mark under it."""
    art.text(painter, rect.adjusted(0, 2, 0, -rect.height() * 0.25), face or "?", rect.height() * 0.52,
             QColor("#1a1a1a"), bold=True)
    art.text(painter, rect.adjusted(0, rect.height() * 0.68, 0, -2), "hit" if face == "1" else "hits",
             rect.height() * 0.16, QColor("#3a3a3a"))


class PileBrowser(Panel):
    """An open pile (Worn Out, discard): its cards in a grid over the table; a click on × closes it."""

    def __init__(self, title: str, count: int, columns: int = 6) -> None:
        rows = max(1, (count + columns - 1) // columns)
        super().__init__(columns * 118 + 24, rows * 166 + 56, title)
        self.columns = columns
        self.setZValue(900)

    def slot(self, index: int) -> QPointF:
        return QPointF(12 + (index % self.columns) * 118, 44 + (index // self.columns) * 166)
