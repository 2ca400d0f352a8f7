"""Small table items shared by the Lost Worlds scene: clickable areas, buttons, captions, pieces."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.lostworlds import art
from desktop.widgets.pill import paint_pill

Painter = Callable[[QPainter, QRectF], None]


class Marked:
    """Mixin state: legal (a current option), chosen (selected now), and the cursor that goes with it."""

    legal = False
    chosen = False

    def set_legal(self, legal: bool) -> None:
        self.legal = legal
        assert isinstance(self, QGraphicsItem)
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        self.update()


class Area(Marked, QGraphicsItem):
    """A rectangle that paints itself with ``painter`` and shows a green rim when it is a legal target."""

    def __init__(self, rect: QRectF, painter: Painter | None = None, radius: float = 8,
                 parent: QGraphicsItem | None = None, tip: str = "") -> None:
        super().__init__(parent)
        self.rect = rect
        self.radius = radius
        self.painter = painter
        self.source = False  # drawn as "from here" (the fleet being moved, the die being SET)
        if tip:
            self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.painter is not None:
            self.painter(painter, self.rect)
        if self.legal or self.source:
            painter.setBrush(QColor(127, 224, 166, 40) if self.legal else QColor(242, 193, 78, 50))
            painter.setPen(QPen(theme.LEGAL if self.legal else theme.ACCENT, 3.2))
            painter.drawRoundedRect(self.rect.adjusted(1, 1, -1, -1), self.radius, self.radius)


class Button(Marked, QGraphicsItem):
    """A rounded button drawn on the table; ``icon`` draws an action icon left of the text."""

    def __init__(self, label: str, width: float, height: float = 46, icon: str = "",
                 on_click: Callable[[], None] | None = None, tip: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.width = width
        self.height = height
        self.icon = icon
        self.on_click = on_click
        self.checked = False
        self.setToolTip(tip or label)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 7, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        base = QColor("#c9972b") if self.checked else QColor("#2f5548") if self.legal else QColor("#34403b")
        rim = theme.LEGAL if self.legal else theme.ACCENT if self.checked else QColor("#5d7d70")
        paint_pill(painter, rect, base, rim, 2.4 if self.legal else 1.6)
        ink = QColor("#111111") if self.checked else theme.INK
        left = 10.0
        if self.icon:
            art.draw_icon(painter, self.icon, QPointF(left + self.height * 0.36, self.height / 2),
                          self.height * 0.58, art.icon_colour(self.icon, base))
            left += self.height * 0.72
        art.text(painter, QRectF(left, 0, self.width - left - 8, self.height), self.label,
                 self.height * 0.42, ink, bold=True)


class Caption(QGraphicsItem):
    """Wrapped text in scene units with a soft shadow, for status lines and prompts."""

    def __init__(self, words: str, width: float, pixels: float, colour: QColor | None = None,
                 bold: bool = False, parent: QGraphicsItem | None = None,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
        super().__init__(parent)
        self.words = words
        self.width = width
        self.pixels = pixels
        self.colour = colour or theme.INK
        self.bold = bold
        self.align = align
        flags = int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        box = QFontMetricsF(art.font(pixels, bold)).boundingRect(QRectF(0, 0, width, 10_000), flags, words or " ")
        self.height = box.height() + 4

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width + 2, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setFont(art.font(self.pixels, self.bold))
        flags = self.align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.setPen(QColor(0, 0, 0, 170))
        painter.drawText(self.boundingRect().translated(1.5, 1.5), flags, self.words)
        painter.setPen(self.colour)
        painter.drawText(self.boundingRect(), flags, self.words)


class Piece(Marked, QGraphicsItem):
    """A Champion (seat's shape with a crown) or the Dreadnought (a warship in its controller's colour)."""

    def __init__(self, kind: str, seat_colour: int, radius: float, tip: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.seat_colour = seat_colour
        self.radius = radius
        self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.5
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius
        if self.kind == "champion":
            art.seat_marker(painter, self.seat_colour, QPointF(0, r * 0.15), r)
            crown = QRectF(-r * 0.7, -r * 1.45, r * 1.4, r * 0.9)
            art.text(painter, crown, "♛", r * 1.0, art.GOLD, bold=True)
        else:
            draw_dreadnought(painter, r, self.seat_colour)
        if self.legal:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.LEGAL, 3))
            painter.drawEllipse(QPointF(0, 0), r * 1.35, r * 1.35)


def draw_dreadnought(painter: QPainter, r: float, seat_colour: int) -> None:
    """The Dreadnought: a dark hull; its controller's shape and colour on the bridge (none: grey)."""
    from PySide6.QtGui import QPainterPath, QPolygonF

    hull = QPainterPath()
    hull.addPolygon(QPolygonF([QPointF(-1.3 * r, 0.35 * r), QPointF(-1.0 * r, -0.35 * r), QPointF(0.6 * r, -0.35 * r),
                               QPointF(1.35 * r, 0), QPointF(0.6 * r, 0.35 * r)]))
    hull.closeSubpath()
    painter.setPen(QPen(QColor("#0c0c10"), 1.4))
    painter.setBrush(QColor("#474c58"))
    painter.drawPath(hull)
    painter.setBrush(QColor("#6d7482"))
    painter.drawRect(QRectF(-0.6 * r, -0.7 * r, 0.7 * r, 0.4 * r))
    if seat_colour >= 0:
        art.seat_marker(painter, seat_colour, QPointF(-0.25 * r, -0.02 * r), r * 0.32)
