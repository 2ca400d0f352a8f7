"""A table in play: the board, the prompt panel, the log, the hot-seat curtain and results."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from desktop.channel import TableChannel
from desktop.games import scene_class
from desktop.shell.curtain import Curtain
from desktop.shell.log_panel import LogPanel
from desktop.widgets.board_view import BoardView
from desktop.widgets.prompt_panel import PromptPanel
from desktop.worker import TableUpdate
from engines.core.contract import Game
from engines.core.match import Envelope, SeatConfig


class GamePage(QWidget):
    """Shows one seat's envelope at a time; in hot-seat, the seat whose decision is pending."""

    undo_available = Signal(bool)
    finished = Signal(object)
    rule_requested = Signal(str)
    new_game_requested = Signal(object)

    def __init__(self, game: Game[Any], seats: list[SeatConfig], channel: TableChannel,
                 curtain: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.seats = seats
        self.channel = channel
        self.use_curtain = curtain
        self.last: TableUpdate | None = None
        self.shown_seat: int | None = None
        self.revealed_seat: int | None = None
        self._fitted = False
        self._result_shown = False
        self.scene = scene_class(game.id)(game, seats, self)  # goes with the page, not with a collection
        self.board = BoardView(self.scene)
        self.prompt = PromptPanel()
        self.log = LogPanel()
        self.banner = QLabel(game.title)
        self.banner.setProperty("role", "heading")
        self._layout()
        self.curtain = Curtain(self)
        self.curtain.revealed.connect(self._reveal)
        self.scene.action_chosen.connect(self.send)
        self.scene.new_game_requested.connect(self.new_game_requested.emit)
        self.scene.in_shell = True
        self.prompt.chosen.connect(self.send)
        self.prompt.rule_clicked.connect(self.rule_requested.emit)
        channel.updated.connect(self.on_update)
        channel.refused.connect(self.prompt.show_refusal)
        channel.thinking.connect(self._thinking)
        for number in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(number)), self)
            shortcut.activated.connect(lambda n=number: self.prompt.choose_number(n))

    def _layout(self) -> None:
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 6, 0, 6)
        left_layout.addWidget(self.banner)
        left_layout.addWidget(self.board, 1)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.prompt)
        side.addWidget(self.log)
        side.setSizes([520, 300])
        self.side = side
        self.side_panel: QWidget | None = None
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setSizes([1200, 330])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)

    def add_side_panel(self, panel: QWidget) -> None:
        """An extra panel under the log (the LAN panel: seats, notices, chat); hot-seat pages have none."""
        self.side.addWidget(panel)
        self.side.setSizes([420, 220, 300])
        self.side_panel = panel

    # ----- updates from the channel ----------------------------------------------------------
    def on_update(self, update: TableUpdate) -> None:
        self.last = update
        seat = self._seat_to_show(update)
        if self._needs_curtain(seat):
            assert seat is not None
            self.shown_seat = None
            self._render(None)
            self.curtain.close_for(seat, self.seats[seat].name)
        else:
            self._render(seat)
        if update.events and not self.curtain.isVisible():
            self.scene.play_events(update.events)
        if update.result is not None and not self._result_shown:
            self._result_shown = True
            self.finished.emit(update.result)

    def local_seats(self) -> list[int]:
        if self.last is None:
            return []
        return [s for s in self.last.envelopes if s is not None]

    def _seat_to_show(self, update: TableUpdate) -> int | None:
        local = [s for s in update.envelopes if s is not None]
        pending = [s for s in update.pending if s in local]
        if pending:
            return self.shown_seat if self.shown_seat in pending else pending[0]
        if self.shown_seat in local:
            return self.shown_seat
        if self.revealed_seat in local:
            return self.revealed_seat
        return local[0] if local else None

    def _needs_curtain(self, seat: int | None) -> bool:
        humans = len(self.local_seats())
        return (self.use_curtain and self.game.hidden_information and seat is not None and humans > 1
                and seat != self.revealed_seat)

    def _reveal(self, seat: int) -> None:
        self.revealed_seat = seat
        self._render(seat)

    def _render(self, seat: int | None) -> None:
        assert self.last is not None
        self.shown_seat = seat
        envelope = self.last.envelopes.get(seat) or self.last.envelopes[None]
        self.scene.show_envelope(envelope)
        self.prompt.show_decision(self._heading(envelope), envelope.decision, self._waiting_text(envelope))
        self.log.show_entries(self.last.log, seat)
        self.undo_available.emit(envelope.can_undo)
        if seat is not None:
            self.revealed_seat = seat
        if not self._fitted:
            self._fitted = True
            self.fit()

    def _heading(self, envelope: Envelope) -> str:
        if envelope.result is not None:
            return "Game over"
        if envelope.seat is None:
            return "Watching"
        return envelope.names[envelope.seat]

    def _waiting_text(self, envelope: Envelope) -> str:
        if envelope.result is not None:
            return result_text(envelope)
        names = [envelope.names[s] for s in envelope.waiting_for]
        return "Waiting for " + ", ".join(names) + "…" if names else ""

    def _thinking(self, seat: int) -> None:
        if self.last is not None and self.shown_seat not in self.last.pending:
            self.prompt.prompt.setText(f"{self.seats[seat].name} is thinking…")

    def current_rule(self) -> str:
        """The rule the shown seat's current decision cites ("" when it cites none)."""
        if self.last is None:
            return ""
        envelope = self.last.envelopes.get(self.shown_seat) or self.last.envelopes.get(None)
        decision = envelope.decision if envelope is not None else None
        return decision.rule if decision is not None else ""

    # ----- requests --------------------------------------------------------------------------
    def send(self, action: Any) -> None:
        if self.last is None or self.shown_seat is None:
            return
        self.prompt.clear_refusal()
        self.channel.send(self.shown_seat, action, self.last.version)

    def undo(self) -> None:
        if self.shown_seat is not None:
            self.channel.undo(self.shown_seat)

    def fit(self) -> None:
        rect = self.scene.table_rect().adjusted(-20, -20, 20, 20)
        if not rect.isEmpty():
            self.board.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())

    def close_table(self) -> None:
        self.channel.close()


def result_text(envelope: Envelope) -> str:
    result = envelope.result
    assert result is not None
    names = envelope.names
    if not result.winners:
        head = "Everyone loses." if len(result.scores) > 1 and not result.summary else ""
    elif len(result.winners) == len(names) and len(names) > 1:
        head = "Everyone wins together!"
    else:
        head = " and ".join(names[w] for w in result.winners) + " wins!"
    scores = ", ".join(f"{names[i]} {score:g}" for i, score in enumerate(result.scores))
    return "\n".join(part for part in (head, result.summary, f"Scores: {scores}" if scores else "") if part)
