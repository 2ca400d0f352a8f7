"""Small table items: a clickable base that only answers when legal, buttons, text and panels."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop import theme
from desktop.games.colony.style import PANEL, PANEL_EDGE, fitted, font


class Clickable(QGraphicsObject):
    """An item that emits ``clicked`` when it is legal and pressed and released inside.

    An item that is not legal ignores the press, so a drag that starts on it still pans the board.
    """

    clicked = Signal()

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.legal = False
        self.hovered = False
        self.setAcceptHoverEvents(True)

    def set_legal(self, legal: bool) -> None:
        self.legal = legal
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.legal and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.legal and self.contains(event.pos()):
            self.clicked.emit()


class ChipItem(Clickable):
    """A rounded button printed on the table (a count, "No reaction", "Add 1 person"...)."""

    def __init__(self, text: str, width: float, height: float, primary: bool = False,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.width = width
        self.height = height
        self.primary = primary

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        radius = min(12.0, self.height * 0.3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(rect.translated(2, 4), radius, radius)
        base = QColor("#c9972b") if self.primary else QColor("#2f4a3f")
        if not self.legal:
            base = QColor("#2a3430")
        elif self.hovered:
            base = base.lighter(125)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0, base.lighter(120))
        gradient.setColorAt(1, base.darker(120))
        painter.setBrush(gradient)
        edge = theme.LEGAL if self.legal and not self.primary else theme.ACCENT if self.legal else QColor("#46534d")
        painter.setPen(QPen(edge, 2.5 if self.legal else 1.2))
        painter.drawRoundedRect(rect, radius, radius)
        ink = QColor("#111111") if self.primary and self.legal else theme.INK if self.legal else theme.MUTED
        painter.setPen(ink)
        painter.setFont(fitted(self.text, self.width - 14, self.height * 0.45, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class PanelItem(QGraphicsItem):
    """A rounded dark panel that groups a part of the table."""

    def __init__(self, width: float, height: float, edge: QColor | None = None, fill: QColor | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.height = height
        self.edge = edge or PANEL_EDGE
        self.fill = fill or PANEL
        self.edge_width = 2.0

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.edge, self.edge_width))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 14, 14)


def text(parent: QGraphicsItem, words: str, x: float, y: float, pixels: float = 15, bold: bool = False,
         colour: QColor | None = None, serif: bool = False, width: float = 0) -> QGraphicsSimpleTextItem:
    """A line of text on ``parent``; with ``width`` the font shrinks until the line fits."""
    item = QGraphicsSimpleTextItem(words, parent)
    item.setFont(fitted(words, width, pixels, bold, serif) if width else font(pixels, bold, serif))
    item.setBrush(colour or theme.INK)
    item.setPos(x, y)
    return item


class PillItem(QGraphicsItem):
    """A small coloured label: "TURN", "FIRST", "GHOST", a hit point count."""

    def __init__(self, words: str, colour: QColor, pixels: float = 12, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.colour = colour
        self.font = font(pixels, bold=True)
        metrics = QFontMetricsF(self.font)
        self.rect = QRectF(0, 0, metrics.horizontalAdvance(words) + pixels * 1.1, pixels * 1.6)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.colour.darker(160), 1))
        painter.setBrush(self.colour)
        radius = self.rect.height() / 2
        painter.drawRoundedRect(self.rect, radius, radius)
        painter.setPen(theme.text_on(self.colour))
        painter.setFont(self.font)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.words)
