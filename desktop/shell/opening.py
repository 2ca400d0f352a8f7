"""A game being opened: its save read and checked in a thread (desktop/shell/save_ahead.py) while the event
loop goes on, the window saying what it opens; the table is built on the GUI thread once the read is done.

One opening at a time (``MainWindow.begin_opening``): a newer one replaces it, a table opened another way
(a new game, a LAN room) or the window closing drops it. A dropped read runs to its end in its thread and
its result is let go; nothing it read is kept or shown.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.shell.save_ahead import SaveAhead

POLL_MS = 8  # how often the event loop looks whether the read is done: well inside a frame


class Opening(QObject):
    """Waits in the event loop for ``read`` and then hands it to ``finish`` (on the GUI thread)."""

    ready = Signal(object)  # this opening, once its read is done

    def __init__(self, read: SaveAhead, finish: Callable[[SaveAhead], bool], parent: QObject) -> None:
        super().__init__(parent)
        self.read = read
        self.finish = finish
        self.name = read.path.name
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _look(self) -> None:
        if self.read.done:
            self._timer.stop()
            self.ready.emit(self)

    def cancel(self) -> None:
        self._timer.stop()
