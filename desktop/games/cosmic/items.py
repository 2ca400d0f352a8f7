"""Clickable things drawn on the table: buttons, chips and the base every hotspot shares.

A hotspot knows what a click on it would send (``actions``, from the current options only) and
does it in ``activate``; the mouse handlers call ``activate``, and the tests may call it to list
everything the table offers without replaying mouse geometry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop import theme
from desktop.games.cosmic import art
from desktop.widgets.pill import paint_pill
from desktop.widgets.text import draw_lines

Send = Callable[[Any], bool]


class Hotspot(QGraphicsObject):
    """A rectangle that is clickable while it has actions; ``on_click`` runs instead when set."""

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.height = height
        self.options: list[Any] = []
        self.send: Send | None = None
        self.on_click: Callable[[], None] | None = None
        self.marked = False

    # ----- what a click means ----------------------------------------------------------------
    def actions(self) -> list[Any]:
        return list(self.options)

    @property
    def clickable(self) -> bool:
        return bool(self.actions()) or self.on_click is not None

    def set_options(self, options: list[Any], send: Send | None) -> None:
        self.options, self.send = options, send
        self.setCursor(Qt.CursorShape.PointingHandCursor if self.clickable else Qt.CursorShape.ArrowCursor)
        self.update()

    def activate(self) -> None:
        if self.on_click is not None:
            self.on_click()
            return
        actions = self.actions()
        if actions and self.send is not None:
            self.send(actions[0])

    # ----- mouse ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and self.contains(event.pos()):
            self.activate()

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, self.height + 8)


class Button(Hotspot):
    """A rounded button drawn on the table, labelled with the option it sends."""

    def __init__(self, text: str, width: float, height: float = 52, parent: QGraphicsItem | None = None,
                 primary: bool = False) -> None:
        super().__init__(width, height, parent)
        self.text = text
        self.primary = primary
        self.setToolTip(text)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        base = QColor("#c9972b") if self.primary else QColor("#2c3d63")
        if not self.clickable:
            base = QColor("#252d40")
        edge = theme.LEGAL if self.clickable and not self.primary else QColor("#f2c14e")
        paint_pill(painter, rect, base, edge if self.clickable else QColor("#3a4460"), 2.5)
        painter.setPen(QColor("#111111") if self.primary else (theme.INK if self.clickable else theme.MUTED))
        painter.setFont(art.fitted(self.text, self.width - 18, self.height * 0.42, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class Chip(Hotspot):
    """A small labelled strip on a card (an ability to use, a target to choose)."""

    def __init__(self, text: str, width: float, height: float, colour: QColor,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(width, height, parent)
        self.text = text
        self.colour = colour
        self.dim = False

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        colour = QColor(self.colour)
        if self.dim:
            colour = colour.darker(180)
        painter.setBrush(colour)
        painter.setPen(QPen(theme.LEGAL if self.clickable else colour.darker(160), 3 if self.clickable else 1))
        painter.drawRoundedRect(rect, self.height * 0.3, self.height * 0.3)
        painter.setPen(theme.text_on(colour))
        draw_lines(painter, rect.adjusted(4, 0, -4, 0), self.text, self.height * 0.62, art.FLOOR, bold=True,
                   align=int(Qt.AlignmentFlag.AlignHCenter))


class Caption(QGraphicsItem):
    """Plain text on the table with a fixed width; shrinks to fit one line."""

    def __init__(self, text: str, width: float, pixels: float, colour: QColor | None = None, bold: bool = False,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.width = width
        self.pixels = pixels
        self.colour = colour or theme.INK
        self.bold = bold
        self.align = align

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.pixels * 1.35)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(self.colour)
        draw_lines(painter, self.boundingRect(), self.text, self.pixels, art.FLOOR, bold=self.bold,
                   align=int(self.align))


class Backdrop(QGraphicsItem):
    """A rounded panel behind a group of items."""

    def __init__(self, width: float, height: float, title: str = "", edge: QColor | None = None,
                 fill: QColor | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width, self.height, self.title = width, height, title
        self.edge, self.fill = edge, fill

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, self.height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.draw_panel(painter, QRectF(0, 0, self.width, self.height), self.edge, self.fill)
        if self.title:
            painter.setPen(art.GOLD)
            painter.setFont(art.fitted(self.title, self.width - 32, 26, bold=True, serif=True))
            painter.drawText(QRectF(16, 8, self.width - 32, 36), int(Qt.AlignmentFlag.AlignLeft)
                             | int(Qt.AlignmentFlag.AlignVCenter), self.title)
