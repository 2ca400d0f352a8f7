"""The base of every game's scene: a function of a seat's Envelope plus transient UI state.

A scene never computes rules. What is clickable comes from the current decision's options;
a click that matches an option emits ``action_chosen`` and the worker does the rest. A click on
something that stands for an action that is not an option now (a spent die, a space where nothing
may land) is answered, never ignored: the scene sends the action as a probe (``action_probed``) and
the engine words the refusal and its rule, or the scene words it itself (``refusal_noted``).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QToolTip,
    QWidget,
)

from desktop import theme
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig

CLICK_SLOP = 6  # screen pixels a press may travel and still be a click rather than a pan
TIP_WIDTH = 420  # pixels a tooltip wraps at


def wrapped_tip(text: str) -> str:
    """Plain tooltip text as rich text that wraps at ``TIP_WIDTH``; each line of the text a paragraph."""
    if text.lstrip().startswith("<") or max(map(len, text.splitlines() or [""])) <= 60:
        return text  # rich text already, or short enough for one line
    lines = "".join(f"<p style='margin:0 0 3px 0'>{html.escape(line)}</p>" for line in text.splitlines())
    return f"<table width='{TIP_WIDTH}'><tr><td>{lines}</td></tr></table>"


class GameScene(QGraphicsScene):
    """Subclasses implement ``draw(envelope)``; they may animate events in ``play_events``.

    A left press and release within ``CLICK_SLOP`` screen pixels of each other is a click, passed to
    ``click_at``; a longer drag belongs to the view (panning).
    """

    IDLE_PIECES: tuple[type, ...] = ()  # item types a click on answers even when no choice is about them

    action_chosen = Signal(object)
    action_probed = Signal(object)  # an action that is not an option: the engine says why it is refused
    refusal_noted = Signal(str, str)  # a refusal the scene words itself: (reason, rule)
    new_game_requested = Signal(object)  # a NewGameChoice for the same game (e.g. an imported map)

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = seats
        self.envelope: Envelope | None = None
        self.in_shell = False  # a game page listens to new_game_requested
        self._press: QPointF | None = None
        self.last_click: QPointF | None = None  # scene point of the last click, where a refusal shows
        self.refusable: dict[QGraphicsItem, Any] = {}  # items standing for an action that is not legal now

    # ----- what the shell calls --------------------------------------------------------------
    def show_envelope(self, envelope: Envelope) -> None:
        self.envelope = envelope
        self.refusable = {}
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
        if press is not None:
            self.last_click = event.scenePos()  # items that emit their own clicked run inside super()
        super().mouseReleaseEvent(event)
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        moved = QPointF(event.screenPos()) - press
        if abs(moved.x()) + abs(moved.y()) <= CLICK_SLOP:
            self.click_at(event.scenePos())
            self.refuse_at(event.scenePos())
            event.accept()

    def table_rect(self) -> QRectF:
        """The part of the scene the view should fit when a game opens."""
        return self.itemsBoundingRect()

    def art_pending(self) -> bool:
        """Whether some art is still being rendered in the background (stand-ins shown meanwhile)."""
        return False

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """Tooltips wrap into a block a few hundred pixels wide, never one line across the screen."""
        for item in self.items(event.scenePos()):
            tip = item.toolTip()
            if tip:
                QToolTip.showText(event.screenPos(), wrapped_tip(tip), event.widget())
                event.setAccepted(True)
                return
        QToolTip.hideText()
        event.ignore()

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

    def attempt(self, action: Any) -> bool:
        """Choose ``action``, or, when it is not an option now, ask the engine to say why."""
        if self.choose(action):
            return True
        self.probe(action)
        return False

    def probe(self, action: Any) -> None:
        self.action_probed.emit(action)

    def refuse(self, reason: str, rule: str = "") -> None:
        """A refusal the scene words itself (for a click that stands for no action at all)."""
        self.refusal_noted.emit(reason, rule)

    def refuse_idle(self) -> None:
        """A click on a piece of the game that stands for no choice now: say what the game asks instead."""
        self.refuse(*self.idle_reason())

    def idle_reason(self) -> tuple[str, str]:
        """(reason, rule) for a click on something no choice of this moment is about."""
        envelope = self.envelope
        if envelope is None or envelope.result is not None:
            return "The game is over: nothing on the table can be chosen.", ""
        decision = envelope.decision
        if decision is None:
            waiting = " and ".join(self.seat_name(seat) for seat in envelope.waiting_for)
            return (f"Nothing to choose here: the table waits for {waiting}." if waiting
                    else "Nothing to choose here now."), ""
        return f"That is not among the choices now. {decision.prompt}", decision.rule

    def stands_for(self, item: QGraphicsItem, action: Any) -> None:
        """Mark ``item`` as meaning ``action`` even when it is not legal now, so a click on it is answered.
        The first action marked on an item is the one probed."""
        if action not in self.options:
            self.refusable.setdefault(item, action)

    def refusable_at(self, point: QPointF) -> Any:
        """The action of the topmost refusable item at ``point``, unless a legal or blocking item is above it."""
        for item in self.items(point):
            if not item.isVisible():
                continue
            if getattr(item, "legal", False) or self._claims(item):
                return None
            if item in self.refusable:
                return self.refusable[item]
            if getattr(item, "blocks", False):
                return None
        return None

    def _claims(self, item: QGraphicsItem) -> bool:
        """Scenes with their own click routing say here that an item already answers clicks."""
        return False

    def refuse_at(self, point: QPointF) -> bool:
        """Answer a click on a refusable item with the engine's reason, or on an idle piece of the game with
        what is asked now; True when one was there."""
        action = self.refusable_at(point)
        if action is not None:
            self.probe(action)
            return True
        if self.idle_piece_at(point):
            self.refuse_idle()
            return True
        return False

    def idle_piece_at(self, point: QPointF) -> bool:
        """Whether the topmost thing at ``point`` is a piece of the game (one of ``IDLE_PIECES``: a card, a die,
        a space) that no choice is about now and that nothing marked as refusable."""
        if not self.IDLE_PIECES:
            return False
        under = [item for item in self.items(point) if item.isVisible()]
        if not under or any(self._answers_clicks(item) for item in under):  # the click reached one that acts
            return False
        return any(isinstance(item, self.IDLE_PIECES) for item in self._with_parents(under[0]))

    def _answers_clicks(self, item: QGraphicsItem) -> bool:
        """Whether ``item`` or an item it belongs to takes clicks now (lit, clickable, draggable, routed)."""
        return any(any(getattr(x, flag, False) for flag in ("legal", "clickable", "draggable")) or self._claims(x)
                   for x in self._with_parents(item))

    @staticmethod
    def _with_parents(item: QGraphicsItem) -> list[QGraphicsItem]:
        found = []
        while item is not None:
            found.append(item)
            item = item.parentItem()
        return found

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

    def _claims(self, item: QGraphicsItem) -> bool:
        return item in self.targets or item in self.ui

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
