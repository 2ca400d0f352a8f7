"""A save read in a thread: decoded and checked to replay (engines/core/saves.py ``load_match``) while the
pointer is still on Resume or the file is chosen in the open dialog, and while the window says it is
opening the game (desktop/shell/opening.py) once it was chosen.

Checking a save replays it from its seed: for Twilight Imperium that alone sets the game up again (its
galaxy built and balanced, about 60 ms on a quiet core), and a long game replays every move. The engine
work runs off the GUI thread (engines never touch Qt); the click takes the result if the file has not
changed since, and a read still under way is waited for by the event loop (``done``), never by a frame.

The threads are not daemons: a read the window no longer wants (another game chosen, the window closed)
runs to its end and the process waits for it at exit, so nothing is cut off halfway through.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size


def _load_match(path: Path) -> Any:
    from engines.core.saves import load_match

    return load_match(path)


class SaveAhead:
    """One save read in a thread (``read``: a match by default, a resumed LAN host for a hosted game);
    ``take`` hands over the result (or raises the read's error)."""

    def __init__(self, path: Path, read: Callable[[Path], Any] = _load_match) -> None:
        self.path = Path(path)
        self.stamp = _stamp(self.path)
        self.result: Any = None
        self.error: BaseException | None = None
        self._read_with = read
        self.thread = threading.Thread(target=self._read, name="save-ahead")
        self.thread.start()

    def _read(self) -> None:
        try:
            self.result = self._read_with(self.path)
        except Exception as error:  # handed to the click, which shows a SaveError in the player's words
            self.error = error

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()

    def matches(self, path: Path) -> bool:
        """This read is of ``path`` as it is on disk now."""
        return Path(path) == self.path and self.stamp is not None and _stamp(self.path) == self.stamp

    def take(self) -> Any:
        """The result of a finished read; its error raised again. Only once ``done``: the GUI thread never
        waits for a read (desktop/shell/opening.py waits in the event loop)."""
        if not self.done:
            raise RuntimeError("the save is still being read")
        if self.error is not None:
            raise self.error
        return self.result
