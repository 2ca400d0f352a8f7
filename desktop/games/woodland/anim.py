"""Short, skippable animations: warriors and pawns walking a path, battle dice tumbling, losses and scores.

Every animation takes ``Motion.duration`` milliseconds, which is 0 in tests, screenshots and when the
player turned animations off; then nothing is started and the table already shows the end state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEasingCurve, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.woodland import art
from desktop.games.woodland.hud import Caption
from desktop.games.woodland.map_items import PieceItem
from desktop.widgets.motion import Motion
from engines.woodland import actions as A

if TYPE_CHECKING:
    from desktop.games.woodland.scene import WoodlandScene

MOVE_MS = 420
FADE_MS = 650


class Animator:
    """Runs the animations of the last change and stops them before the table is rebuilt."""

    def __init__(self, scene: WoodlandScene) -> None:
        self.scene = scene
        self.running: list[tuple[QVariantAnimation, QGraphicsItem]] = []

    def play(self, events: list[Any]) -> None:
        if Motion.duration(MOVE_MS) == 0:
            return
        for event in events:
            if isinstance(event, A.Moved):
                self._walk(event)
            elif isinstance(event, A.DiceRolled):
                self._roll(event)
            elif isinstance(event, A.Removed):
                self._puff(event.clearing, "✕" if not event.fell else "↓", art.LOSE)
            elif isinstance(event, A.Scored) and event.points:
                self._score(event)
            elif isinstance(event, A.Turmoil):
                self._turmoil(event)

    def _walk(self, event: A.Moved) -> None:
        scene = self.scene
        start, end = scene.centres.get(event.origin), scene.centres.get(event.dest)
        if start is None or end is None:
            return
        kind = "pawn" if scene.envelope is not None and _faction(scene, event.seat) == "vagabond" else "warrior"
        ghost = PieceItem(("ghost",), kind, scene.colour_of(event.seat), event.count, "")
        self.fly(ghost, start, end, MOVE_MS)

    def _roll(self, event: A.DiceRolled) -> None:
        high, low = max(event.dice, default=0), min(event.dice, default=0)
        if event.guerrilla:  # the defending Alliance deals the higher die (Law 8.2.3)
            high, low = low, high
        for side, die in self.scene.dice.items():
            if len(event.dice) == 2:
                die.roll_to(str(high if side == 0 else low))

    def _turmoil(self, event: A.Turmoil) -> None:
        """Turmoil as it happens: a red word rising from the Eyrie's board."""
        panel = self.scene.boards.get(event.seat)
        if panel is None:
            return
        start = panel.scenePos() + QPointF(120, 60)
        mark = Caption("TURMOIL!", 300, 40, art.LOSE, bold=True)
        self.fly(mark, start, start + QPointF(0, -40), FADE_MS * 2, fade=True)

    def _puff(self, clearing: int, glyph: str, colour: Any) -> None:
        centre = self.scene.centres.get(clearing)
        if centre is None:
            return
        mark = Caption(glyph, 60, 44, colour, bold=True)
        self.fly(mark, centre + QPointF(-14, -30), centre + QPointF(-14, -70), FADE_MS, fade=True)

    def _score(self, event: A.Scored) -> None:
        panel = self.scene.boards.get(event.seat)
        if panel is None:
            return
        start = panel.scenePos() + QPointF(panel.width - 190, 10)
        mark = Caption(f"+{event.points} VP", 120, 26, art.SUIT_COLOURS["rabbit"], bold=True)
        self.fly(mark, start, start + QPointF(0, -36), FADE_MS, fade=True)

    def fly(self, item: QGraphicsItem, start: QPointF, end: QPointF, ms: int, fade: bool = False) -> bool:
        """Move ``item`` (added to the scene for the flight) from start to end; False when animations are off."""
        duration = Motion.duration(ms)
        if duration == 0:
            return False
        scene = self.scene
        scene.addItem(item)
        item.setZValue(2000)
        item.setPos(start)
        animation = QVariantAnimation()
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def step(value: object) -> None:
            t = float(value)  # type: ignore[arg-type]
            item.setPos(start + (end - start) * t)
            if fade:
                item.setOpacity(1.0 - t * t)

        animation.valueChanged.connect(step)
        animation.finished.connect(lambda: self._done(animation, item))
        self.running.append((animation, item))
        Motion.play(animation)
        return True

    def _done(self, animation: QVariantAnimation, item: QGraphicsItem) -> None:
        if (animation, item) in self.running:
            self.running.remove((animation, item))
            if item.scene() is self.scene:
                self.scene.removeItem(item)

    def stop_all(self) -> None:
        """Stop every flight (the scene is about to be cleared, which deletes the ghosts)."""
        for animation, _ in self.running:
            animation.stop()
        self.running.clear()


def _faction(scene: WoodlandScene, seat: int) -> str:
    assert scene.envelope is not None
    seats = scene.envelope.view.seats
    return str(seats[seat].faction) if 0 <= seat < len(seats) else ""
