"""Keep Python's cycle collector on the GUI thread, and out of Qt's destructors.

CPython collects cycles wherever an allocation crosses the threshold. Two ways that breaks Qt:
- in the engine worker thread, a collection can destroy Qt objects of the GUI thread (a closed table's
  scene and items, held in cycles by connected lambdas and bound methods), and Qt crashes later;
- in the GUI thread, a QObject's destructor asks Python for method overrides while it holds one of
  Qt's signal locks; if that small allocation starts a collection which frees another Qt object
  guarded by the same lock, the thread waits on itself forever.
So while the app runs, automatic collection is off, and a GUI-thread timer collects from the event
loop, where no destructor is half-way through.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 100


class GuiThreadCollector(QObject):
    """Lives as long as the process: destroying it is itself a QObject destructor (see above)."""

    def __init__(self, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__()
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.collect_due)

    def start(self) -> None:
        gc.disable()
        self.timer.start()

    def stop(self) -> None:
        """Collect everything once, from here, then hand collection back to Python."""
        self.timer.stop()
        gc.collect()
        gc.enable()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count passed its threshold; how many objects were freed."""
        counts, limits = gc.get_count(), gc.get_threshold()
        due = max((gen for gen in range(3) if counts[gen] > limits[gen]), default=None)
        return gc.collect(due) if due is not None else 0


_collector: GuiThreadCollector | None = None


def pin_gc_to_gui_thread() -> GuiThreadCollector:
    """Turn automatic collection off and collect on the GUI thread's timer (call on the GUI thread,
    after the QApplication exists; calling again is harmless)."""
    global _collector
    if _collector is None:
        _collector = GuiThreadCollector()
    _collector.start()
    return _collector


def freeze_startup_objects() -> None:
    """Once the shell is built, before any table: what exists now (modules, assets, the shell) lives
    as long as the app, so move it out of the collector's sight; full collections then scan only what
    games create. Frozen objects are never collected, hence nothing that may be closed later."""
    gc.collect()
    gc.freeze()


def unpin_gc() -> None:
    """Back to Python's own collection (tests that go on without an event loop)."""
    if _collector is not None:
        _collector.stop()
