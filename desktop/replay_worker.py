"""The replay worker: a QObject in its own thread that reads a replay and builds what each step shows.

The replay window only asks (load, show a position through some eyes, the move list, continue
from here) and draws the answers, so dragging the timeline never waits on the engine. Requests to
show a position are coalesced: only the latest one asked for is built.
"""

from __future__ import annotations

import atexit
import threading
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from engines.core.contract import IllegalAction
from engines.core.match import Envelope, LogEntry, SeatConfig
from engines.core.record import Record, build_record
from engines.core.replay import Eyes, Replay, open_replay, replay_from_bytes
from engines.core.saves import SaveError


@dataclass
class ReplayLoaded:
    """What the window needs once: the game, seats, points of view, the timeline's turns and rounds."""

    game_id: str
    seats: list[SeatConfig]
    length: int
    eyes: list[tuple[str, Eyes]]
    turns: list[int]
    rounds: list[int]
    record: Record
    continue_block: str
    hidden_information: bool
    default_eyes: Eyes = None


@dataclass
class ReplayShown:
    position: int
    eyes: Eyes
    envelope: Envelope
    log: list[LogEntry] = field(default_factory=list)


class ReplayWorker(QObject):
    """Owns one Replay; its slots run in the worker thread."""

    loaded = Signal(object)  # ReplayLoaded
    failed = Signal(str)
    shown = Signal(object)  # ReplayShown
    moves = Signal(object, object)  # eyes, list[str]
    continued = Signal(object)  # Match
    refused = Signal(str)

    request_load = Signal(object, str)  # a Path or the bytes of a file, and its name
    request_moves = Signal(object)
    request_continue = Signal(int, object)
    _wake = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.replay: Replay | None = None
        self._wanted: tuple[int, Eyes] | None = None
        self._lock = threading.Lock()
        self.request_load.connect(self.load)
        self.request_moves.connect(self.move_list)
        self.request_continue.connect(self.continue_from)
        self._wake.connect(self._show_latest)

    def show(self, position: int, eyes: Eyes) -> None:
        """Ask for a position (any thread); a newer request replaces one not yet built."""
        with self._lock:
            self._wanted = (position, eyes)
        self._wake.emit()

    @Slot(object, str)
    def load(self, source: Any, name: str) -> None:
        try:
            replay = replay_from_bytes(source, name) if isinstance(source, bytes) else open_replay(Path(source))
            record = build_record(replay)
        except SaveError as error:
            self.failed.emit(str(error))
            return
        except Exception:  # a replay that breaks the rules code must not take the app down
            self.failed.emit("This replay could not be read:\n" + traceback.format_exc(limit=3))
            return
        self.replay = replay
        eyes = replay.eyes()
        default = eyes[-1][1] if replay.reveal and replay.finished else eyes[0][1] if len(eyes) == 1 else None
        self.loaded.emit(ReplayLoaded(replay.game.id, list(replay.seats), replay.length, eyes, replay.keys("turn"),
                                      replay.keys("round"), record, replay.continue_block(),
                                      replay.game.hidden_information, default))

    @Slot()
    def _show_latest(self) -> None:
        with self._lock:
            wanted, self._wanted = self._wanted, None
        replay = self.replay
        if wanted is None or replay is None:
            return
        position, eyes = wanted
        try:
            envelope = replay.envelope(position, eyes)
        except IllegalAction as error:
            self.refused.emit(error.reason)
            return
        self.shown.emit(ReplayShown(position, eyes, envelope, replay.log(position, eyes)))

    @Slot(object)
    def move_list(self, eyes: Eyes) -> None:
        replay = self.replay
        if replay is not None:
            self.moves.emit(eyes, [replay.move_text(i, eyes) for i in range(1, replay.length + 1)])

    @Slot(int, object)
    def continue_from(self, position: int, seats: list[SeatConfig]) -> None:
        replay = self.replay
        if replay is None:
            return
        try:
            self.continued.emit(replay.continue_from(position, seats))
        except IllegalAction as error:
            self.refused.emit(error.reason)


class ReplayThread:
    """Runs a ReplayWorker in a QThread and stops it cleanly.

    A long read (a whole Twilight Imperium game) can outlast the window that asked for it. Qt aborts
    the process when a running QThread is destroyed, so every thread and its worker stay referenced
    here until the thread has finished, and the process waits for the stragglers when it exits.
    """

    def __init__(self, worker: ReplayWorker) -> None:
        self.worker = worker
        self.thread = QThread()
        self.thread.setObjectName("replay")
        worker.moveToThread(self.thread)
        for key, (thread, _worker) in list(_alive.items()):
            if thread.isFinished():  # dropped here, in the thread that made them, never in their own
                del _alive[key]
        _alive[id(self.thread)] = (self.thread, worker)
        self.thread.start()

    def stop(self, wait_ms: int = 5000) -> None:
        """Ask the thread to end after its current request; wait for it up to `wait_ms`."""
        self.thread.quit()
        self.thread.wait(wait_ms)


_alive: dict[int, tuple[QThread, ReplayWorker]] = {}


def finish_replay_threads() -> None:
    """End every replay thread still running, waiting for a read in progress to finish."""
    for thread, _worker in list(_alive.values()):
        thread.quit()
        thread.wait()
    _alive.clear()


atexit.register(finish_replay_threads)
