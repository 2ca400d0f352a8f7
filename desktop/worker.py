"""The engine worker: a QObject in its own thread that owns the Match and runs the bots.

The UI thread only sends requests (an action, undo, save) through queued signals and draws
the TableUpdates that come back, so a frame never waits on an engine or a bot.
"""

from __future__ import annotations

import random
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal, Slot

from engines.core.autosave import Autosaver
from engines.core.bots import Bot, BotTurn, Cancelled, make_bot
from engines.core.contract import Event, IllegalAction, Result
from engines.core.match import Envelope, LogEntry, Match
from engines.core.rng import side_seed
from engines.core.saves import save_match


@dataclass
class TableUpdate:
    """What the screen needs after a change: an envelope per local seat and what happened."""

    version: int
    envelopes: dict[int | None, Envelope]
    events: list[Event]
    log: list[LogEntry]
    pending: list[int]
    result: Result | None
    bots: list[int] = field(default_factory=list)
    private: list[int] | None = None  # local seats whose view shows something the public view does not


def private_seats(match: Match, envelopes: dict[int | None, Envelope]) -> list[int]:
    """The seats whose own view holds one of their secrets that the public view does not show: only they
    need the hot-seat curtain. Checked only when several seats share this screen."""
    seats = [s for s in envelopes if s is not None]
    if len(seats) < 2 or not match.game.hidden_information:
        return []
    secrets = match.game.secrets(match.state)
    public = msgspec.json.encode(envelopes[None].view).decode() if None in envelopes else ""
    found = []
    for seat in seats:
        words = [w for w in secrets.get(seat, []) if w and w not in public]
        if words:
            mine = msgspec.json.encode(envelopes[seat].view).decode()
            if any(w in mine for w in words):
                found.append(seat)
    return found


class EngineWorker(QObject):
    """Owns one Match; every method below runs in the worker thread."""

    updated = Signal(object)
    refused = Signal(str, str)
    saved = Signal(str)
    failed = Signal(str)
    thinking = Signal(int)

    request_action = Signal(int, object, int)
    request_undo = Signal(int)
    request_save = Signal(str)
    request_start = Signal()
    request_seat_kind = Signal(int, str)
    request_bot_delay = Signal(int)

    def __init__(self, match: Match, autosaver: Autosaver | None = None, bot_delay_ms: int = 350,
                 bot_budget: float = 1.0) -> None:
        super().__init__()
        self.match = match
        self.autosaver = autosaver
        self.bot_delay_ms = bot_delay_ms
        self.bot_budget = bot_budget
        self.cancel = threading.Event()
        self._bots: dict[int, Bot] = {}
        self._rng = random.Random(side_seed(match.seed, "bots"))  # their moves must not give the seed away
        self._bot_timer = QTimer(self)  # a child, so it moves to the worker thread with the worker
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._bot_due)
        self._due: tuple[int, int] | None = None  # (seat, version) of the bot move the timer waits for
        self._play_timer = QTimer(self)  # the rest of the pause once a bot has chosen
        self._play_timer.setSingleShot(True)
        self._play_timer.timeout.connect(self._play_due)
        self._chosen: tuple[int, Any, int] | None = None  # (seat, action, version) waiting for the pause
        self._due_since = 0.0  # when that bot move became due (time.monotonic)
        self.request_action.connect(self.submit)
        self.request_undo.connect(self.undo)
        self.request_save.connect(self.save)
        self.request_start.connect(self.start)
        self.request_seat_kind.connect(self.set_seat_kind)
        self.request_bot_delay.connect(self.set_bot_delay)

    # ----- requests --------------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        self._publish([])

    @Slot(int, object, int)
    def submit(self, seat: int, action: Any, version: int) -> None:
        try:
            events = self.match.apply(seat, action, expected_version=version)
        except IllegalAction as error:
            self.refused.emit(error.reason, error.rule)
            return
        self._after_change(events)

    @Slot(int)
    def undo(self, seat: int) -> None:
        try:
            self.match.undo(seat)
        except IllegalAction as error:
            self.refused.emit(error.reason, error.rule)
            self._schedule_bot()  # the undo request stopped a thinking bot: let it think again
            return
        self._after_change([])

    @Slot(str)
    def save(self, path: str) -> None:
        try:
            save_match(self.match, Path(path))
        except OSError as error:
            self.failed.emit(f"Could not save to {path}: {error.strerror or error}")
            return
        self.saved.emit(path)

    @Slot(int, str)
    def set_seat_kind(self, seat: int, kind: str) -> None:
        self.match.seats[seat].kind = kind
        self._bots.pop(seat, None)
        self._publish([])

    @Slot(int)
    def set_bot_delay(self, delay_ms: int) -> None:
        """A new pace; a bot already waiting moves once the new pause has passed since its move became due."""
        self.bot_delay_ms = delay_ms
        if self._play_timer.isActive():
            self._play_timer.start(self._pause_left())

    def _pause_left(self) -> int:
        waited = (time.monotonic() - self._due_since) * 1000.0
        return max(0, int(self.bot_delay_ms - waited))

    @Slot()
    def halt(self) -> None:
        """No more bot moves (called in the worker thread as it finishes: its timer must stop there)."""
        self._bot_timer.stop()
        self._play_timer.stop()
        self._due = None
        self._chosen = None

    # ----- internals -------------------------------------------------------------------------
    def _after_change(self, events: list[Event]) -> None:
        self.autosave()
        self._publish(events)

    @Slot()
    def autosave(self) -> None:
        if self.autosaver is not None:
            try:
                self.autosaver.save(self.match)
            except OSError as error:
                self.failed.emit(f"Autosave failed: {error.strerror or error}")

    def _publish(self, events: list[Event]) -> None:
        match = self.match
        local = [i for i, s in enumerate(match.seats) if s.kind in ("human", "local")]
        envelopes: dict[int | None, Envelope] = {seat: match.envelope(seat) for seat in local}
        envelopes[None] = match.envelope(None)
        bots = [i for i, s in enumerate(match.seats) if s.is_bot]
        update = TableUpdate(match.version, envelopes, events, list(match.log), match.waiting_for(),
                             match.result(), bots, private_seats(match, envelopes))
        self.updated.emit(update)
        self._schedule_bot()

    def _schedule_bot(self) -> None:
        seat = self._next_bot_seat()
        if seat is None:
            return
        self._due = (seat, self.match.version)
        self._due_since = time.monotonic()
        self._bot_timer.start(0)  # think at once; the pause runs from now and thinking counts towards it

    def _bot_due(self) -> None:
        if self._due is not None:
            seat, version = self._due
            self._due = None
            self._run_bot(seat, version)

    def _next_bot_seat(self) -> int | None:
        for decision in self.match.decisions():
            if self.match.seats[decision.seat].is_bot:
                return decision.seat
        return None

    def _run_bot(self, seat: int, version: int) -> None:
        """Think at once, then play when the pause is over: the move comes after at least the pause
        and, for a searching bot, within its budget (thinking time counts towards the pause)."""
        if self.match.version != version or self.match.game.decision_for(self.match.state, seat) is None:
            return
        self.cancel.clear()
        self.thinking.emit(seat)
        try:
            bot = self._bots.get(seat) or make_bot(self.match.game, self.match.seats[seat].kind)
            self._bots[seat] = bot
            decision = self.match.game.decision_for(self.match.state, seat)
            assert decision is not None
            game, state = self.match.game, self.match.state
            turn = BotTurn(game, seat, decision, lambda: game.view(state, seat), self._rng, self.bot_budget,
                           self.cancel, seen=lambda: game.seen(state, seat))
            action = bot.choose(turn)
        except Cancelled:
            return
        except Exception:  # a broken bot must not take the table down with it
            self.failed.emit("A bot failed:\n" + traceback.format_exc(limit=4))
            return
        if self.cancel.is_set() or self.match.version != version:
            return
        wait_ms = self._pause_left()
        if wait_ms > 0:
            self._chosen = (seat, action, version)
            self._play_timer.start(wait_ms)
        else:
            self._play_bot(seat, action, version)

    def _play_due(self) -> None:
        if self._chosen is not None:
            seat, action, version = self._chosen
            self._chosen = None
            self._play_bot(seat, action, version)

    def _play_bot(self, seat: int, action: Any, version: int) -> None:
        if self.cancel.is_set() or self.match.version != version or not self.match.seats[seat].is_bot:
            return  # undone, closed or handed to a person during the pause
        self.submit(seat, action, version)


class WorkerThread:
    """Starts an EngineWorker in a QThread and stops it cleanly."""

    def __init__(self, worker: EngineWorker) -> None:
        self.worker = worker
        self.thread = QThread()
        self.thread.setObjectName(f"engine-{worker.match.game.id}")
        worker.moveToThread(self.thread)
        self.thread.finished.connect(worker.halt, Qt.ConnectionType.DirectConnection)
        self.thread.start()

    def stop(self) -> None:
        self.worker.cancel.set()
        self.thread.quit()
        self.thread.wait(5000)
