"""The battle forecast worked out on a worker thread, so no frame waits for thousands of simulated battles.

``request(view)`` answers at once with the forecast if it is known, else None; when the worker is done,
``ready`` fires on the GUI thread and the table asks again.
"""

from __future__ import annotations

import contextlib
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, Signal

from engines.galaxy.forecast import Forecast, forecast, forecast_key

KEPT = 16


class ForecastJob(QObject):
    """Connect ``ready`` queued: it is emitted on the worker thread."""

    ready = Signal()

    _pool: ThreadPoolExecutor | None = None
    _lock = threading.Lock()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.known: dict[bytes, Forecast] = {}
        self.running: bytes | None = None
        self.wanted: tuple[bytes, Any] | None = None
        self._guard = threading.Lock()  # the GUI thread asks while the worker finishes

    @classmethod
    def pool(cls) -> ThreadPoolExecutor:
        with cls._lock:
            if cls._pool is None:
                cls._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="galaxy-forecast")
            return cls._pool

    def request(self, view: Any) -> Forecast | None:
        key = forecast_key(view)
        if not key:
            return None
        with self._guard:
            found = self.known.get(key)
            if found is not None:
                return found
            if self.running != key:
                self.wanted = (key, view)
            start = self._take() if self.running is None else None
        if start is not None:
            self._submit(*start)
        return None

    def _take(self) -> tuple[bytes, Any] | None:
        """The wished-for forecast, now marked running (the guard is held)."""
        if self.wanted is None:
            return None
        key, view = self.wanted
        self.wanted = None
        self.running = key
        return key, view

    def _submit(self, key: bytes, view: Any) -> None:
        future = self.pool().submit(forecast, view)
        def finished(done: Future[Forecast]) -> None:
            self._finished(key, done)

        future.add_done_callback(finished)

    def _finished(self, key: bytes, done: Future[Forecast]) -> None:
        """Runs on the worker thread: store the answer, start the next wish, tell the GUI thread."""
        try:
            result = done.result()
        except Exception:
            result = Forecast()
        with self._guard:
            self.known[key] = result
            while len(self.known) > KEPT:
                self.known.pop(next(iter(self.known)))
            self.running = None
            start = self._take() if self.wanted is not None and self.wanted[0] not in self.known else None
        if start is not None:
            self._submit(*start)
        with contextlib.suppress(RuntimeError):  # the table was closed meanwhile
            self.ready.emit()

    def busy(self) -> bool:
        return self.running is not None or self.wanted is not None
