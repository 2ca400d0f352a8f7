"""Small table-side controls drawn in the scene: buttons, captions and a note panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.widgets.pill import paint_pill
from desktop.widgets.text import fitted_font, scene_font


class ButtonItem(QGraphicsItem):
    """A rounded button on the table; the scene calls ``activate`` on a click."""

    def __init__(self, text: str, width: float, height: float, action: Callable[[], object],
                 tip: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.width = width
        self.height = height
        self.action = action
        self.enabled = True
        self.checked = False
        self.setToolTip(tip)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def activate(self) -> None:
        if self.enabled:
            self.action()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def set_checked(self, checked: bool) -> None:
        if checked != self.checked:
            self.checked = checked
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 6, self.height + 7)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        base = QColor("#c9972b") if self.checked else QColor("#2f4a3f")
        rim = theme.ACCENT if self.checked else QColor("#5d7d70")
        paint_pill(painter, rect, base, rim, 2.0, roundness=0.28, light=125, dark=125)
        ink = QColor("#111111") if self.checked else theme.INK
        painter.setPen(ink if self.enabled else theme.MUTED)
        painter.setFont(fitted(self.text, self.width - 12, self.height * 0.46, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


def fitted(text: str, width: float, height: float, bold: bool = False) -> QFont:
    """The largest font up to ``height`` scene units in which ``text`` fits ``width``."""
    return fitted_font(text, width, height, bold)


class CaptionItem(QGraphicsItem):
    """A line or two of text with a dark outline-free shadow, sized in scene units."""

    def __init__(self, text: str, width: float, size: float, colour: QColor | None = None, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.width = width
        self.size = size
        self.colour = colour or theme.INK
        self.bold = bold
        self.align = align
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

        self._height = self._measure()

    def set_text(self, text: str, colour: QColor | None = None) -> None:
        if text != self.text or (colour is not None and colour != self.colour):
            self.prepareGeometryChange()
            self.text = text
            self.colour = colour or self.colour
            self._height = self._measure()
            self.update()

    def fit_to_line(self, text: str, least: float) -> None:
        """Show ``text`` at the caption's own size when it fits one line, else at ``least`` (wrapping, if it
        must, at the smaller size): a long prompt keeps to the room laid out for it."""
        size = self.full_size = getattr(self, "full_size", self.size)
        if QFontMetricsF(scene_font(size, self.bold)).horizontalAdvance(text) > self.width:
            size = least
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size
            self.text = ""  # measured again below
        self.set_text(text)

    def _measure(self) -> float:
        flags = int(self.align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        box = QFontMetricsF(scene_font(self.size, self.bold)).boundingRect(
            QRectF(0, 0, self.width, 10_000), flags, self.text or " ")
        return box.height() + 4

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width + 2, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(scene_font(self.size, self.bold))
        flags = self.align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.setPen(QColor(0, 0, 0, 160))
        painter.drawText(self.boundingRect().translated(1.5, 1.5), flags, self.text)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), flags, self.text)


class NotePanel(QGraphicsItem):
    """A card-like note that keeps its size on screen at any zoom (the exported map string)."""

    WIDTH = 460.0

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.title = ""
        self.text = ""
        self._height = 60.0
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(900)
        self.hide()

    def show_note(self, title: str, text: str) -> None:
        self.prepareGeometryChange()
        self.title, self.text = title, text
        metrics = QFontMetricsF(scene_font(13))
        box = metrics.boundingRect(QRectF(0, 0, self.WIDTH - 24, 2000),
                                   int(Qt.TextFlag.TextWrapAnywhere), text)
        self._height = box.height() + 58
        self.show()
        self.update()

    def activate(self) -> None:
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(0, -self._height, self.WIDTH + 4, self._height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, -self._height, self.WIDTH, self._height)
        painter.setPen(QPen(theme.CARD_EDGE, 1.5))
        painter.setBrush(theme.CARD_FACE)
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor("#5a4520"))
        painter.setFont(scene_font(14, bold=True))
        painter.drawText(rect.adjusted(12, 8, -12, 0), Qt.AlignmentFlag.AlignTop, self.title)
        painter.setPen(QColor("#1f1a12"))
        painter.setFont(scene_font(13))
        painter.drawText(rect.adjusted(12, 32, -12, -20), int(Qt.TextFlag.TextWrapAnywhere), self.text)
        painter.setPen(QColor("#7a6a50"))
        painter.setFont(scene_font(10))
        painter.drawText(rect.adjusted(12, 0, -12, -5), Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
                         "click to close")
