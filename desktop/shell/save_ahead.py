"""A save the player is about to open, read ahead in a thread: decoded and checked to replay
(engines/core/saves.py ``load_match``) while the pointer is still on Resume or the file is chosen in the
open dialog.

Checking a save replays it from its seed: for Twilight Imperium that alone sets the game up again (its
galaxy built and balanced, about 60 ms on a quiet core), and a long game replays every move. Done on the
click, the table waited for it; started on intent, the click mostly finds it done. The engine work runs
off the GUI thread (engines never touch Qt); the click takes the result if the file has not changed since,
and waits only for what is left of a read already under way.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except OSError:
        return None
    return status.st_mtime_ns, status.st_size


class SaveAhead:
    """One save read in a daemon thread; ``take`` hands over its match (or raises its SaveError)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.stamp = _stamp(self.path)
        self.result: Any = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._read, name="save-ahead", daemon=True)
        self.thread.start()

    def _read(self) -> None:
        from engines.core.saves import load_match

        try:
            self.result = load_match(self.path)
        except Exception as error:  # handed to the click, which shows a SaveError in the player's words
            self.error = error

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()

    def matches(self, path: Path) -> bool:
        """This read is of ``path`` as it is on disk now."""
        return Path(path) == self.path and self.stamp is not None and _stamp(self.path) == self.stamp

    def take(self) -> Any:
        """The match read (waiting for the rest of the read if it is under way); its error raised again."""
        self.thread.join()
        if self.error is not None:
            raise self.error
        return self.result
