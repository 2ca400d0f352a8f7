"""A table channel: how a game page talks to whoever owns the match.

LocalTable drives a Match in the engine worker thread (hot-seat and bots); a LAN client
offers the same signals and methods, so the game page never knows the difference.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop import __version__
from desktop.worker import EngineWorker, WorkerThread
from engines.core.autosave import Autosaver
from engines.core.match import Match
from engines.core.saves import SUFFIX, match_to_bytes


class TableChannel(QObject):
    """The interface: signals for changes, methods for requests."""

    updated = Signal(object)
    refused = Signal(str, str)
    failed = Signal(str)
    saved = Signal(str)
    thinking = Signal(int)

    local_save = True
    can_fast_forward = False  # the table can play its bots through without pauses (local tables only)
    can_reveal = True  # the players may choose at the end that replays show everything
    replay_suffix = SUFFIX

    def start(self) -> None:
        raise NotImplementedError

    def send(self, seat: int, action: Any, version: int) -> None:
        raise NotImplementedError

    def undo(self, seat: int) -> None:
        raise NotImplementedError

    def save(self, path: str) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def set_bot_delay(self, delay_ms: int) -> None:
        """The pause before each bot action from now on (a table whose bots play elsewhere ignores it)."""

    def set_fast_forward(self, on: bool) -> None:
        """Play the bots without pauses until told otherwise (only where ``can_fast_forward``)."""

    def replay_bytes(self) -> bytes:
        """The finished game as a replay file (a save, or a joiner's own replay)."""
        raise NotImplementedError

    def set_reveal(self, on: bool) -> None:
        """Whether replays of this finished game may show every seat's secrets (kept in the save)."""

    def revealed(self) -> bool:
        """What the players chose so far (a finished game opened again remembers it)."""
        return False


class LocalTable(TableChannel):
    """A match on this machine, owned by an EngineWorker in its own thread."""

    can_fast_forward = True

    def __init__(self, match: Match, autosaver: Autosaver | None = None, bot_delay_ms: int = 350,
                 bot_budget: float = 1.0) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        self.seats = match.seats
        self.bot_delay_ms = bot_delay_ms
        self.fast_forwarding = False
        self.worker = EngineWorker(match, autosaver, bot_delay_ms, bot_budget)
        for name in ("updated", "refused", "failed", "saved", "thinking"):
            getattr(self.worker, name).connect(getattr(self, name).emit)
        self._thread: WorkerThread | None = None

    def start(self) -> None:
        self._thread = WorkerThread(self.worker)
        self.worker.request_start.emit()

    def send(self, seat: int, action: Any, version: int) -> None:
        self.worker.request_action.emit(seat, action, version)

    def undo(self, seat: int) -> None:
        self.worker.cancel.set()
        self.worker.request_undo.emit(seat)

    def save(self, path: str) -> None:
        self.worker.request_save.emit(path)

    def set_bot_delay(self, delay_ms: int) -> None:
        self.bot_delay_ms = delay_ms
        if not self.fast_forwarding:
            self.worker.request_bot_delay.emit(delay_ms)

    def set_fast_forward(self, on: bool) -> None:
        self.fast_forwarding = on
        self.worker.request_bot_delay.emit(0 if on else self.bot_delay_ms)

    def set_seat_kind(self, seat: int, kind: str) -> None:
        self.worker.request_seat_kind.emit(seat, kind)

    def replay_bytes(self) -> bytes:
        return match_to_bytes(self.match, __version__)  # the game is over: the worker changes nothing now

    def revealed(self) -> bool:
        return self.match.reveal

    def set_reveal(self, on: bool) -> None:
        self.match.reveal = on
        QTimer.singleShot(0, self.worker, self.worker.autosave)

    def close(self) -> None:
        if self._thread is not None:
            self._thread.stop()
            self._thread = None
