"""The base of every game's scene: a function of a seat's Envelope plus transient UI state.

A scene never computes rules. What is clickable comes from the current decision's options;
a click that matches an option emits ``action_chosen`` and the worker does the rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from desktop import theme
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig

CLICK_SLOP = 6  # screen pixels a press may travel and still be a click rather than a pan


class GameScene(QGraphicsScene):
    """Subclasses implement ``draw(envelope)``; they may animate events in ``play_events``.

    A left press and release within ``CLICK_SLOP`` screen pixels of each other is a click, passed to
    ``click_at``; a longer drag belongs to the view (panning).
    """

    action_chosen = Signal(object)
    new_game_requested = Signal(object)  # a NewGameChoice for the same game (e.g. an imported map)

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = seats
        self.envelope: Envelope | None = None
        self.in_shell = False  # a game page listens to new_game_requested
        self._press: QPointF | None = None

    # ----- what the shell calls --------------------------------------------------------------
    def show_envelope(self, envelope: Envelope) -> None:
        self.envelope = envelope
        self.draw(envelope)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-400, -300, 400, 300))

    def draw(self, envelope: Envelope) -> None:
        raise NotImplementedError

    def play_events(self, events: list[Event]) -> None:
        """Short animations for what just happened; the default shows none."""

    def click_at(self, point: QPointF) -> None:
        """A click at a scene point; scenes whose items handle their own clicks leave this alone."""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = QPointF(event.screenPos()) if event.button() == Qt.MouseButton.LeftButton else None
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        moved = QPointF(event.screenPos()) - press
        if abs(moved.x()) + abs(moved.y()) <= CLICK_SLOP:
            self.click_at(event.scenePos())
            event.accept()

    def table_rect(self) -> QRectF:
        """The part of the scene the view should fit when a game opens."""
        return self.itemsBoundingRect()

    # ----- helpers for subclasses ------------------------------------------------------------
    @property
    def options(self) -> list[Any]:
        if self.envelope is None or self.envelope.decision is None:
            return []
        return [option.action for option in self.envelope.decision.options]

    def options_of(self, *types: type) -> list[Any]:
        return [a for a in self.options if isinstance(a, types)]

    def choose(self, action: Any) -> bool:
        """Emit ``action`` if it is one of the current options; True when it was."""
        if action in self.options:
            self.action_chosen.emit(action)
            return True
        return False

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else f"Seat {seat + 1}"

    def seat_colour_index(self, seat: int) -> int:
        return self.seats[seat].colour if 0 <= seat < len(self.seats) else seat

    def label(self, text: str, x: float, y: float, size: float = 12, bold: bool = False,
              colour: Any = None) -> QGraphicsSimpleTextItem:
        item = self.addSimpleText(text, theme.body_font(size, bold))
        item.setBrush(colour or theme.INK)
        item.setPos(x, y)
        return item


class TargetScene(GameScene):
    """A scene that routes clicks itself: ``targets`` maps items to what they send, ``ui`` to callbacks.

    An item with a true ``blocks`` attribute (a panel, a card) stops a click from reaching what is under it.
    """

    CLICK_INSET = 4  # keep probe points off an item's antialiased rim

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(game, seats, parent)
        self.targets: dict[QGraphicsItem, Any] = {}
        self.ui: dict[QGraphicsItem, Callable[[], None]] = {}

    def target_at(self, point: QPointF) -> QGraphicsItem | None:
        """The clickable item a click at ``point`` reaches."""
        for item in self.items(point):
            if not item.isVisible():
                continue
            if item in self.targets or item in self.ui:
                return item
            if getattr(item, "blocks", False):
                return None
        return None

    def click_point(self, item: QGraphicsItem) -> QPointF | None:
        """A scene point inside ``item`` where a click reaches it (for tests and keyboard use)."""
        inset = self.CLICK_INSET
        box = item.sceneBoundingRect().adjusted(inset, inset, -inset, -inset)
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
                point = QPointF(box.left() + fx * box.width(), box.top() + fy * box.height())
                if self.target_at(point) is item:
                    return point
        return None
