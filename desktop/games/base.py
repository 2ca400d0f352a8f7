"""The base of every game's scene: a function of a seat's Envelope plus transient UI state.

A scene never computes rules. What is clickable comes from the current decision's options;
a click that matches an option emits ``action_chosen`` and the worker does the rest.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QWidget

from desktop import theme
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig


class GameScene(QGraphicsScene):
    """Subclasses implement ``draw(envelope)``; they may animate events in ``play_events``."""

    action_chosen = Signal(object)
    new_game_requested = Signal(object)  # a NewGameChoice for the same game (e.g. an imported map)

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = seats
        self.envelope: Envelope | None = None
        self.in_shell = False  # a game page listens to new_game_requested

    # ----- what the shell calls --------------------------------------------------------------
    def show_envelope(self, envelope: Envelope) -> None:
        self.envelope = envelope
        self.draw(envelope)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-400, -300, 400, 300))

    def draw(self, envelope: Envelope) -> None:
        raise NotImplementedError

    def play_events(self, events: list[Event]) -> None:
        """Short animations for what just happened; the default shows none."""

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
