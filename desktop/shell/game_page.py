"""A table in play: the board, the prompt panel, the log, the hot-seat curtain and results."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from desktop.channel import TableChannel
from desktop.games import scene_class
from desktop.shell.curtain import Curtain
from desktop.shell.log_panel import LogPanel
from desktop.widgets.board_view import BoardView
from desktop.widgets.motion import Motion
from desktop.widgets.prompt_panel import PromptPanel
from desktop.widgets.refusal_text import refusal_html
from desktop.widgets.toast import Toast
from desktop.worker import TableUpdate
from engines.core.contract import Game
from engines.core.match import Envelope, SeatConfig


class GamePage(QWidget):
    """Shows one seat's envelope at a time; in hot-seat, the seat whose decision is pending."""

    undo_available = Signal(bool)
    undo_note_changed = Signal(str)  # why undo is not possible now ("" when it is)
    finished = Signal(object)
    rule_requested = Signal(str)
    new_game_requested = Signal(object)
    replay_requested = Signal(bytes, str)  # the finished game's replay file, and a name for it
    save_replay_requested = Signal()

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
        self._record_fitted = False
        self.game_over: Any = None  # the record panel, once the game is over
        self.scene = scene_class(game.id)(game, seats, self)  # goes with the page, not with a collection
        self.board = BoardView(self.scene)
        self.prompt = PromptPanel()
        self.log = LogPanel()
        self.banner = QLabel(game.full_title)
        self.banner.setProperty("role", "heading")
        self.banner.setToolTip(game.full_title)
        self.house = QLabel("")  # the house rules in play, so a player sees what is printed and what is not
        self.house.setProperty("role", "muted")
        self.house.setWordWrap(True)
        rules = self.house_rules()
        self.house.setText("House rules in play (not as printed): " + " · ".join(rules) if rules else "")
        self.house.setVisible(bool(rules))
        self.fast_forward = self._fast_forward_button()
        self._layout()
        self.curtain = Curtain(self)
        self.curtain.revealed.connect(self._reveal)
        self.toast = Toast(self)
        self.toast.link_clicked.connect(self.rule_requested.emit)
        self._refusal_anchor: QPoint | None = None
        self.undo_note = ""
        self.scene.action_chosen.connect(self.send)
        self.scene.action_probed.connect(self.probe)
        self.scene.refusal_noted.connect(lambda reason, rule: self.show_refusal(reason, rule, self._click_anchor()))
        self.scene.new_game_requested.connect(self.new_game_requested.emit)
        self.scene.in_shell = True
        self.prompt.chosen.connect(self.send)
        self.prompt.rule_clicked.connect(self.rule_requested.emit)
        self.prompt.key_refused.connect(lambda reason: self.show_refusal(reason, "", self._prompt_anchor()))
        channel.updated.connect(self.on_update)
        channel.refused.connect(self._refused)
        channel.thinking.connect(self._thinking)
        for number in range(10):
            shortcut = QShortcut(QKeySequence(str(number)), self)
            shortcut.activated.connect(lambda n=number: self.prompt.press_digit(n))

    def _layout(self) -> None:
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(8, 6, 0, 6)
        heading = QHBoxLayout()
        heading.addWidget(self.banner)
        heading.addStretch(1)
        heading.addWidget(self.fast_forward)
        left_layout.addLayout(heading)
        left_layout.addWidget(self.house)
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

    def _fast_forward_button(self) -> QPushButton:
        """Shown while bots play and nobody at this screen has to decide; hidden (its room kept) otherwise."""
        button = QPushButton("Fast-forward to my turn")
        button.setCheckable(True)
        button.setToolTip("The bots play on without pauses or animations until someone at this screen "
                          "has to decide. Click again to watch at the usual pace.")
        policy = button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        button.setSizePolicy(policy)
        button.toggled.connect(self._set_fast_forward)
        button.hide()
        return button

    def _set_fast_forward(self, on: bool) -> None:
        Motion.fast_forward = on
        if on:
            Motion.skip_all()
        self.channel.set_fast_forward(on)

    def _update_fast_forward(self, update: TableUpdate) -> None:
        """Offer fast-forward while only bots are asked; stop it once a seat here must decide or the game ends."""
        local = [s for s in update.envelopes if s is not None]
        bots_asked = any(seat in update.bots for seat in update.pending)
        offer = (self.channel.can_fast_forward and update.result is None and bots_asked
                 and not any(seat in local for seat in update.pending))
        if not offer and self.fast_forward.isChecked():
            self.fast_forward.setChecked(False)
        self.fast_forward.setText("Fast-forward to my turn" if local else "Fast-forward to the end")
        self.fast_forward.setVisible(offer)

    def house_rules(self) -> list[str]:
        """The game's house rules for the options this table was set up with."""
        match = getattr(self.channel, "match", None)
        room = getattr(self.channel, "room", None)
        options = match.options if match is not None else getattr(room, "options", {}) or {}
        try:
            return self.game.house_rules(len(self.seats), options)
        except ValueError:
            return []

    def add_side_panel(self, panel: QWidget) -> None:
        """An extra panel under the log (the LAN panel: seats, notices, chat); hot-seat pages have none."""
        self.side.addWidget(panel)
        self.side.setSizes([420, 220, 300])
        self.side_panel = panel

    # ----- updates from the channel ----------------------------------------------------------
    def on_update(self, update: TableUpdate) -> None:
        self.last = update
        self._update_fast_forward(update)
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
            self._show_record()
            self.finished.emit(update.result)

    def _show_record(self) -> None:
        """The record beside the board, with Replay and Save replay (imported only when a game ends)."""
        from desktop.shell.game_over_panel import GameOverPanel

        panel = GameOverPanel(self.channel, self.game.title)
        panel.replay_requested.connect(self.replay_requested.emit)
        panel.save_requested.connect(self.save_replay_requested.emit)
        self.side.insertWidget(1, panel)
        self.game_over = panel
        self._record_fitted = False
        self._fit_record()

    def _fit_record(self) -> None:
        """Once the side is laid out: the result's few lines above, the record below them gets the room."""
        if self.game_over is None or not self.side.isVisible() or self.side.height() < 100:
            return
        total = sum(self.side.sizes())
        words = min(max(self.prompt.words_height() + 12, 90), total * 2 // 5)
        rest = [160] * (self.side.count() - 2)  # the log, and the LAN panel where there is one
        self.side.setSizes([words, max(200, total - words - sum(rest)), *rest])
        self._record_fitted = True

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
        """Only when the next seat's view shows something the last seat may not see (its hand, say)."""
        humans = len(self.local_seats())
        if not (self.use_curtain and self.game.hidden_information and seat is not None and humans > 1
                and seat != self.revealed_seat):
            return False
        private = self.last.private if self.last is not None else None
        return private is None or seat in private

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
        self.undo_note = "" if envelope.can_undo else envelope.undo_note or "Nothing to undo now."
        self.undo_available.emit(envelope.can_undo)
        self.undo_note_changed.emit(self.undo_note)
        if seat is not None:
            self.revealed_seat = seat
        if not self._fitted:
            self._fitted = True
            self.fit()

    def _heading(self, envelope: Envelope) -> str:
        """Whose decision the panel shows; while others (a bot) decide, whose turn it is."""
        if envelope.result is not None:
            return "Game over"
        if envelope.seat is None:
            return "Watching"
        others = [envelope.names[s] for s in envelope.waiting_for if s != envelope.seat]
        if envelope.decision is None and others:
            return " and ".join(others) + (" are" if len(others) > 1 else " is") + " playing"
        return envelope.names[envelope.seat]

    def _waiting_text(self, envelope: Envelope) -> str:
        if envelope.result is not None:
            return result_text(envelope, self.game.cooperative)
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

    def probe(self, action: Any) -> None:
        """A click on something that is not an option now: the owner of the match says why."""
        if self.last is None:
            return
        if self.shown_seat is None:
            self.show_refusal("You are watching this table: there is nothing for you to choose.", "",
                              self._click_anchor())
            return
        self._refusal_anchor = self._click_anchor()
        self.channel.send(self.shown_seat, action, self.last.version)

    def undo(self) -> None:
        if self.shown_seat is not None:
            self.channel.undo(self.shown_seat)
        else:
            self.show_refusal("You are watching this table: there is nothing for you to undo.", "",
                              self._prompt_anchor())

    def explain_undo(self) -> None:
        """Undo asked for when there is nothing to undo: say why."""
        self.show_refusal(self.undo_note or "Nothing to undo now.", "", self._prompt_anchor())

    # ----- refusals --------------------------------------------------------------------------
    def show_refusal(self, reason: str, rule: str = "", anchor: QPoint | None = None) -> None:
        """The reason in the prompt panel and, for a few seconds, beside where the player looked."""
        self.prompt.show_refusal(reason, rule)
        self.toast.show_html(refusal_html(reason, rule), anchor or self._prompt_anchor())

    def show_note(self, text: str) -> None:
        """A short note over the top of the table (no status bar, so the table never shifts)."""
        self.toast.show_note(text, self.board.mapTo(self, self.board.rect().topLeft()))

    def _refused(self, reason: str, rule: str) -> None:
        anchor, self._refusal_anchor = self._refusal_anchor, None
        self.show_refusal(reason, rule, anchor)

    def _click_anchor(self) -> QPoint:
        point = self.scene.last_click
        if point is None:
            return self._prompt_anchor()
        return self.board.viewport().mapTo(self, self.board.mapFromScene(QPointF(point)))

    def _prompt_anchor(self) -> QPoint:
        """Over the prompt panel's first lines, for refusals of keys and buttons."""
        return self.prompt.mapTo(self, QPoint(-self.toast.width() // 2, 40))

    def fit(self) -> None:
        rect = self.scene.table_rect().adjusted(-20, -20, 20, 20)
        if not rect.isEmpty():
            self.board.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.game_over is not None and not self._record_fitted:  # a finished game opened: fit once laid out
            QTimer.singleShot(0, self, self._fit_record)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())

    def close_table(self) -> None:
        if self.fast_forward.isChecked():
            self.fast_forward.setChecked(False)
        if self.game_over is not None:
            self.game_over.close_panel()
        self.channel.close()
        Motion.forget()


def result_text(envelope: Envelope, cooperative: bool = False) -> str:
    """The result in words: who won, the game's summary, and each seat's score with its breakdown.
    A co-operative game is won or lost together: no score per seat."""
    result = envelope.result
    assert result is not None
    names = envelope.names
    if not result.winners:
        head = "Everyone loses together." if cooperative else "No one wins."
    elif len(result.winners) == len(names) and len(names) > 1:
        head = "Everyone wins together!"
    else:
        winners = [names[w] for w in result.winners]
        head = " and ".join(winners) + (" win!" if len(winners) > 1 else " wins!")
    lines = [head, result.summary]
    if not cooperative:
        for seat, score in enumerate(result.scores):
            parts = result.breakdown[seat] if seat < len(result.breakdown) else []
            detail = ", ".join(f"{what} {points:g}" for what, points in parts)
            if not detail and _says_score(result.summary, names[seat], score):
                continue  # the summary already gives this seat's score
            lines.append(f"{names[seat]}: {score:g}" + (f" ({detail})" if detail else ""))
    return "\n".join(line for line in lines if line)


def _says_score(summary: str, name: str, score: float) -> bool:
    """Whether the summary names the seat and then its score, before the next comma."""
    return re.search(re.escape(name) + r"\b[^,;]*?\b" + re.escape(f"{score:g}") + r"\b", summary) is not None
