"""A card on the table: a framed face drawn by the game, lifted and zoomed on hover."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop import theme
from desktop.widgets.motion import Motion
from desktop.widgets.text import fitted_font

HOVER_DELAY_MS = 350
ZOOM = 1.9  # the least a hovered card grows
MAGNIFIED = 1.8  # screen pixels per card unit a hovered card aims for, so its fine print reads
MARGIN = 8  # screen pixels a magnified card keeps from the edges of the view


class CardItem(QGraphicsObject):
    """A rounded card; subclasses draw the face in ``paint_face``. Emits ``clicked`` when legal."""

    clicked = Signal()

    def __init__(self, width: float, height: float, title: str = "", text: str = "",
                 band: QColor | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.height = height
        self.title = title
        self.text = text
        self.band = band or QColor("#6b5b3e")
        self.legal = False
        self.selected_mark = False
        self.face_down = False
        self.hover_zoom = True
        self._rest_z = 0.0
        self._lift = 0.0
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(width / 2, height / 2)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._zoom_in)
        self._animation = QPropertyAnimation(self, b"scale")
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)

    # ----- state the scene sets --------------------------------------------------------------
    def set_legal(self, legal: bool) -> None:
        self.legal = legal
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_selected_mark(self, selected: bool) -> None:
        self.selected_mark = selected
        self.update()

    # ----- hover zoom ------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.zValue() != 1000:
            self._rest_z = self.zValue()  # where the card sits among its neighbours when not lifted
        if self.hover_zoom and not self.face_down:
            self._timer.start(HOVER_DELAY_MS)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._timer.stop()
        self._animate_to(1.0)
        if self.zValue() == 1000:
            self.setZValue(self._rest_z)
        super().hoverLeaveEvent(event)

    def _zoom_in(self) -> None:
        if self.zValue() != 1000:
            self._rest_z = self.zValue()
        self.setZValue(1000)
        factor = self.magnification()
        self._place_for(factor)
        self._animate_to(factor)

    def magnification(self) -> float:
        """How much a hover grows the card: until it reads at ``MAGNIFIED`` screen pixels per unit (at least
        ``ZOOM``), but never beyond what the view can show whole."""
        view = self._view()
        if view is None:
            return ZOOM
        shown = self._screen_scale(view)
        wanted = max(ZOOM, MAGNIFIED / max(shown, 1e-6))
        room = view.viewport().rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        fits = min(room.width() / max(1.0, self.width * shown), room.height() / max(1.0, self.height * shown))
        return max(1.0, min(wanted, fits))

    def _view(self) -> QGraphicsView | None:
        scene = self.scene()
        views = scene.views() if scene is not None else []
        return views[0] if views else None

    def _screen_scale(self, view: QGraphicsView) -> float:
        transform = self.deviceTransform(view.viewportTransform())
        return float(abs(transform.m22())) / max(self.scale(), 1e-6)

    def _place_for(self, factor: float) -> None:
        """Grow about a point that keeps the magnified card inside the visible part of the table."""
        view = self._view()
        if view is None or factor <= 1.0:
            self.setTransformOriginPoint(self.width / 2, self.height / 2)
            return
        if self.scale() != 1.0:
            return  # still shrinking back from the last hover: keep the point it grew about
        visible = view.mapToScene(view.viewport().rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN))
        area = self.mapFromScene(visible).boundingRect()
        origin_x = _origin(0.0, self.width, area.left(), area.right(), factor)
        origin_y = _origin(0.0, self.height, area.top(), area.bottom(), factor)
        self.setTransformOriginPoint(origin_x, origin_y)

    def _animate_to(self, value: float) -> None:
        self._animation.stop()
        duration = Motion.duration(140)
        if duration == 0:
            self.setScale(value)
            return
        self._animation.setDuration(duration)
        self._animation.setStartValue(self.scale())
        self._animation.setEndValue(value)
        self._animation.start()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.legal and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.legal and self.contains(event.pos()):
            self.clicked.emit()

    # ----- drawing ---------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self.height)
        radius = min(self.width, self.height) * 0.06
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(3, 4), radius, radius)
        if self.face_down:
            self.paint_back(painter, rect, radius)
        else:
            painter.setBrush(theme.CARD_FACE)
            painter.setPen(QPen(theme.CARD_EDGE, 1.5))
            painter.drawRoundedRect(rect, radius, radius)
            self.paint_face(painter, rect)
        if self.legal or self.selected_mark:
            colour = theme.ACCENT if self.selected_mark else theme.LEGAL
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, 3.5))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)

    def paint_back(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
        gradient.setColorAt(0, self.band.darker(140))
        gradient.setColorAt(1, self.band.darker(250))
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(theme.CARD_EDGE, 1.5))
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), radius, radius)

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        """Default face: a coloured title band and wrapped text. Games override for richer cards."""
        band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, rect.height() * 0.16)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 4, 4)
        painter.setPen(theme.text_on(self.band))
        painter.setFont(fitting_font(self.title, band.width() - 6, band.height() * 0.55, bold=True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setPen(QColor("#2a2118"))
        painter.setFont(theme.body_font(max(5.0, self.height * 0.045)))
        body = QRectF(rect.left() + 8, band.bottom() + 6, rect.width() - 16, rect.bottom() - band.bottom() - 12)
        painter.drawText(body, Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop, self.text)


def _origin(low: float, high: float, space_low: float, space_high: float, factor: float) -> float:
    """The point on one axis to grow ``[low, high]`` about by ``factor`` so that it stays inside the space;
    the middle when it may, else as near it as the space allows."""
    middle = (low + high) / 2
    least = (factor * high - space_high) / (factor - 1)  # growing about a point left of this overflows right
    most = (factor * low - space_low) / (factor - 1)  # growing about a point right of this overflows left
    if least > most:  # wider than the space: keep its start in sight
        return most
    return min(max(middle, least), most)


def fitting_font(text: str, width: float, height: float, bold: bool = False, serif: bool = False) -> QFont:
    """The largest font up to ``height`` pixels tall in which ``text`` fits ``width``."""
    return fitted_font(text, width, max(4.0, height), bold, serif, smallest=4)
