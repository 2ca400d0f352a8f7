"""While the player is about to open a table: its game's engine and scene load, then what its first frame
will need. The new-game dialog starts it, and so does intent on the cold paths (a recent game pointed at
or pressed, a save chosen in File > Open, a LAN room's game: desktop/shell/main_window.py ``load_ahead``).

A scene package may define ``load_ahead()``, returning an iterator whose every step does a small piece of
that work (the Twilight Imperium table renders its tile art, `desktop/games/galaxy/art_ahead.py`). The steps
run in idle turns of the event loop, as many per turn as fit in ``TURN_BUDGET_S``, so the dialog keeps
answering; a player reads far longer than this takes. Opening the table (or closing the dialog) stops it:
what is not ready by then the table makes itself, as it would without any of this. The engine and the scene
are imported in two turns, so a click in between is answered between them.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from PySide6.QtCore import QObject, QTimer, Signal

from desktop.games import game_hook, scene_class
from engines.registry import get_game

TURN_BUDGET_S = 0.008


class LoadAhead(QObject):
    """Imports ``game_id``'s scene, then runs its package's ``load_ahead()`` steps; ``done`` when all ran."""

    done = Signal()

    def __init__(self, game_id: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.steps: Iterator[object] | None = None
        self.engine_loaded = False
        self.finished = False
        self.stopped = False

    def start(self, delay_ms: int = 0) -> None:
        QTimer.singleShot(delay_ms, self, self._turn)

    def stop(self) -> None:
        """No further step runs (the table opens, or the dialog was closed)."""
        self.stopped = True

    def _turn(self) -> None:
        if self.stopped or self.finished:
            return
        if not self.engine_loaded:
            try:
                get_game(self.game_id)
            except KeyError:  # a save naming a game this install does not have: nothing to load
                self.finished = True
                return
            self.engine_loaded = True
        elif self.steps is None:
            scene_class(self.game_id)
            hook = game_hook(self.game_id, "load_ahead")
            self.steps = iter(hook() if hook is not None else ())
        else:
            started = time.perf_counter()
            while time.perf_counter() - started < TURN_BUDGET_S:
                if next(self.steps, StopIteration) is StopIteration:
                    self.finished = True
                    self.done.emit()
                    return
        QTimer.singleShot(0, self, self._turn)
