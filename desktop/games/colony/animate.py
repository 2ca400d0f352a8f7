"""Brief animations for damage and landings: a number that rises and fades, a token that flies down.

Every animation honours ``Motion.duration``: at 0 (tests, screenshots, animations turned off)
nothing is created at all, so the table shows the end state at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from desktop.games.colony.style import font
from desktop.widgets.motion import Motion
from desktop.widgets.token import TokenItem

FLOAT_MS = 900
FLY_MS = 650
TOP_Z = 5000.0


class Animator:
    """Owns the running animations of one scene and the transient items they move."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.running: list[tuple[QVariantAnimation, QGraphicsItem]] = []

    def float_text(self, words: str, colour: QColor, point: QPointF) -> None:
        """``words`` rise 46 units from ``point`` and fade away."""
        duration = Motion.duration(FLOAT_MS)
        if duration == 0:
            return
        item = QGraphicsSimpleTextItem(words)
        item.setFont(font(34, bold=True))
        item.setBrush(colour)
        item.setPen(QColor(0, 0, 0, 160))
        item.setZValue(TOP_Z)
        width = item.boundingRect().width()
        start = QPointF(point.x() - width / 2, point.y() - 20)
        item.setPos(start)
        self.scene.addItem(item)

        def step(value: object) -> None:
            share = float(value)  # type: ignore[arg-type]
            item.setPos(start + QPointF(0, -46 * share))
            item.setOpacity(1.0 - max(0.0, share - 0.45) / 0.55)

        self._run(item, duration, step)

    def fly(self, colour_index: int, start: QPointF, end: QPointF) -> None:
        """A seat token travels from ``start`` to ``end`` (people landing from a ship)."""
        duration = Motion.duration(FLY_MS)
        if duration == 0:
            return
        token = TokenItem(colour_index, 14, 1)
        token.setZValue(TOP_Z)
        token.setPos(start)
        self.scene.addItem(token)

        def step(value: object) -> None:
            share = float(value)  # type: ignore[arg-type]
            token.setPos(start + (end - start) * share)
            token.setOpacity(1.0 if share < 0.8 else (1.0 - share) / 0.2)

        self._run(token, duration, step)

    def _run(self, item: QGraphicsItem, duration: int, step: object) -> None:
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(step)
        animation.finished.connect(lambda: self._finish(animation, item))
        self.running.append((animation, item))
        Motion.play(animation)

    def _finish(self, animation: QVariantAnimation, item: QGraphicsItem) -> None:
        self.running = [(a, i) for a, i in self.running if a is not animation]
        if item.scene() is self.scene:
            self.scene.removeItem(item)

    def stop(self) -> None:
        """End every animation at once (the scene is closing or redrawing from scratch)."""
        for animation, item in self.running:
            animation.stop()
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.running = []
