"""A die: a rounded square showing its face, with a short skippable roll animation."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop import theme
from desktop.widgets.card import fitting_font
from desktop.widgets.motion import Motion

FacePainter = Callable[[QPainter, QRectF, str], None]


class DieItem(QGraphicsObject):
    """One die; ``face`` is a short text (or a key the game's ``face_painter`` draws)."""

    clicked = Signal()

    def __init__(self, size: float, colour: QColor, faces: list[str], face: str = "",
                 face_painter: FacePainter | None = None, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.size = size
        self.colour = colour
        self.faces = faces
        self.face = face or (faces[0] if faces else "")
        self.face_painter = face_painter
        self.legal = False
        self.chosen = False
        self.spent = False
        self._frames = 0
        self._final = self.face
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tumble)
        self.setTransformOriginPoint(size / 2, size / 2)

    def set_state(self, face: str, legal: bool = False, chosen: bool = False, spent: bool = False) -> None:
        self.legal, self.chosen, self.spent = legal, chosen, spent
        if not self._timer.isActive():
            self.face = face
        self._final = face
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)
        self.update()

    def roll_to(self, face: str) -> None:
        """Tumble through random faces for a moment, then land on ``face``."""
        self._final = face
        frames = Motion.duration(420) // 35
        if frames <= 0 or not self.faces:
            self.face = face
            self.setRotation(0)
            self.update()
            return
        self._frames = frames
        self._timer.start(35)
        Motion.track(self._timer.isActive, self._land)

    def _tumble(self) -> None:
        self._frames -= 1
        if self._frames <= 0:
            self._land()
        else:
            self.face = random.choice(self.faces)
            self.setRotation(random.uniform(-18, 18))
        self.update()

    def _land(self) -> None:
        self._frames = 0
        self._timer.stop()
        self.face = self._final
        self.setRotation(0)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.size + 8, self.size + 8)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.legal:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.legal and self.contains(event.pos()):
            self.clicked.emit()

    def activate(self) -> bool:
        """Click the die from code (keyboard or tests): emits ``clicked`` when it is legal."""
        if self.legal:
            self.clicked.emit()
        return self.legal

    def _paint_spent(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """A spent die reads as spent whatever its colour: a dark wash and a 'USED' band across it."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(12, 12, 14, 165))
        painter.drawRoundedRect(rect, radius, radius)
        band = QRectF(rect.left(), rect.center().y() - rect.height() * 0.13, rect.width(), rect.height() * 0.26)
        painter.setBrush(QColor(60, 60, 64, 235))
        painter.drawRect(band)
        painter.setPen(QColor("#e8e2d4"))
        painter.setFont(fitting_font("USED", band.width() * 0.8, band.height() * 0.7, bold=True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, "USED")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.size, self.size)
        radius = self.size * 0.18
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 100))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        body = self.colour.darker(170) if self.spent else self.colour
        painter.setBrush(body)
        painter.setPen(QPen(body.darker(200), 1.5))
        painter.drawRoundedRect(rect, radius, radius)
        if self.face_painter is not None:
            self.face_painter(painter, rect, self.face)
        else:
            painter.setPen(theme.text_on(body))
            painter.setFont(fitting_font(self.face, self.size * 0.84, self.size * 0.26, bold=True))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.face)
        if self.spent:
            self._paint_spent(painter, rect, radius)
        if self.chosen or self.legal:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.ACCENT if self.chosen else theme.LEGAL, 3))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
