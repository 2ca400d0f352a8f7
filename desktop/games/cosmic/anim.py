"""Short animations (damage numbers, sliding standees); every one jumps to its end when Motion says 0."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.games.cosmic import art
from desktop.widgets.motion import Motion

FLOAT_MS = 1100
SLIDE_MS = 320


class FloatText(QGraphicsObject):
    """A number that rises and fades: '−4' in red for damage, '+2' in green for healing."""

    def __init__(self, text: str, colour: QColor) -> None:
        super().__init__()
        self.text, self.colour = text, colour
        self.setZValue(900)
        self.animation: QParallelAnimationGroup | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-70, -34, 140, 68)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 8))
        painter.setFont(art.font(44, bold=True))
        rect = self.boundingRect()
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            painter.drawText(rect.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, self.text)
        painter.setPen(self.colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


def float_text(scene: object, text: str, colour: QColor, at: QPointF) -> FloatText | None:
    """Show ``text`` rising from ``at``; nothing at all when animations are off."""
    duration = Motion.duration(FLOAT_MS)
    if duration == 0:
        return None
    item = FloatText(text, colour)
    item.setPos(at)
    scene.addItem(item)  # type: ignore[attr-defined]
    rise = QPropertyAnimation(item, b"pos")
    rise.setDuration(duration)
    rise.setStartValue(at)
    rise.setEndValue(at + QPointF(0, -70))
    rise.setEasingCurve(QEasingCurve.Type.OutCubic)
    fade = QPropertyAnimation(item, b"opacity")
    fade.setDuration(duration)
    fade.setStartValue(1.0)
    fade.setKeyValueAt(0.6, 1.0)
    fade.setEndValue(0.0)
    group = QParallelAnimationGroup(item)
    group.addAnimation(rise)
    group.addAnimation(fade)
    group.finished.connect(lambda: _remove(item))
    item.animation = group
    Motion.play(group)
    return item


def slide(item: QGraphicsObject, start: QPointF) -> None:
    """Move ``item`` from ``start`` to where it stands now."""
    duration = Motion.duration(SLIDE_MS)
    end = item.pos()
    if duration == 0 or start == end:
        return
    animation = QPropertyAnimation(item, b"pos", item)
    animation.setDuration(duration)
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
    item.setPos(start)
    Motion.play(animation)


def _remove(item: QGraphicsObject) -> None:
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
