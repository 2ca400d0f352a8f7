"""Short, skippable animations: a fleet or a card flying across the table, then vanishing."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.widgets.motion import Motion


class Flights:
    """Keeps running flights so they can be stopped before the scene is rebuilt."""

    def __init__(self) -> None:
        self.running: list[tuple[QVariantAnimation, QGraphicsItem]] = []

    def fly(self, scene: QGraphicsScene, item: QGraphicsItem, start: QPointF, end: QPointF, ms: int,
            end_scale: float = 1.0) -> bool:
        """Move ``item`` (a ghost added to ``scene``) from start to end; False when animations are off."""
        duration = Motion.duration(ms)
        if duration == 0:
            return False
        scene.addItem(item)
        item.setZValue(2000)
        item.setPos(start)
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        start_scale = item.scale()

        def step(t: object) -> None:
            f = float(t)  # type: ignore[arg-type]
            item.setPos(start + (end - start) * f)
            item.setScale(start_scale + (end_scale - start_scale) * f)

        animation.valueChanged.connect(step)
        animation.finished.connect(lambda: self._done(scene, animation, item))
        self.running.append((animation, item))
        Motion.play(animation)
        return True

    def _done(self, scene: QGraphicsScene, animation: QVariantAnimation, item: QGraphicsItem) -> None:
        if (animation, item) in self.running:
            self.running.remove((animation, item))
            if item.scene() is scene:
                scene.removeItem(item)

    def stop_all(self) -> None:
        """Stop every flight (the scene is about to be cleared, which deletes the ghosts)."""
        for animation, _ in self.running:
            animation.stop()
        self.running.clear()
