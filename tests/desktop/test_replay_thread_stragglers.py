"""A replay read that outlasts its window must not take the process down at exit.

Qt aborts ("QThread: Destroyed while thread 'replay' is still running") when a running QThread is
destroyed; a long Twilight Imperium replay read once did that as the app shut down.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import Signal, Slot

from desktop import replay_worker
from desktop.replay_worker import ReplayThread, ReplayWorker, finish_replay_threads


class SlowWorker(ReplayWorker):
    """A worker whose request blocks until the test lets it go."""

    request_slow = Signal()

    def __init__(self, gate: threading.Event, started: threading.Event) -> None:
        super().__init__()
        self.gate, self.started = gate, started
        self.request_slow.connect(self.slow)

    @Slot()
    def slow(self) -> None:
        self.started.set()
        self.gate.wait(10)


def test_a_thread_busy_past_stop_is_kept_until_it_finishes(qapp: object) -> None:
    gate, started = threading.Event(), threading.Event()
    worker = SlowWorker(gate, started)
    holder = ReplayThread(worker)
    worker.request_slow.emit()
    assert started.wait(5)
    holder.stop(wait_ms=10)  # the window gives up waiting and goes away
    thread = holder.thread
    assert thread.isRunning()
    del holder, worker
    gc.collect()  # nothing of the window refers to the thread any more: the registry must
    assert any(kept is thread for kept, _ in replay_worker._alive.values())
    gate.set()
    finish_replay_threads()  # what the process does at exit
    assert thread.isFinished()
    assert not replay_worker._alive


def test_finished_threads_are_dropped_when_the_next_one_starts(qapp: object) -> None:
    first = ReplayThread(ReplayWorker())
    first.stop()
    assert first.thread.isFinished()
    second = ReplayThread(ReplayWorker())
    assert all(kept is not first.thread for kept, _ in replay_worker._alive.values())
    second.stop()
    finish_replay_threads()
