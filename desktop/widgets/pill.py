"""The rounded, lit button body every table button shares; each game picks its colours."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen


def paint_pill(painter: QPainter, rect: QRectF, base: QColor, rim: QColor, rim_width: float,
               roundness: float = 0.3, drop: float = 4, light: int = 130, dark: int = 120) -> None:
    """A drop shadow ``drop`` units below, then a body lit from the top, then its rim."""
    radius = rect.height() * roundness
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110))
    painter.drawRoundedRect(rect.translated(2, drop), radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0, base.lighter(light))
    gradient.setColorAt(1, base.darker(dark))
    painter.setBrush(gradient)
    painter.setPen(QPen(rim, rim_width))
    painter.drawRoundedRect(rect, radius, radius)
