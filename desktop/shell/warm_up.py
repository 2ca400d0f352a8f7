"""After the launcher's first frame: import what every table needs, one module per event-loop turn.

The launcher itself imports none of it (tests/desktop/test_startup_imports.py). A player takes far longer to
pick a game than these take to load, so the first table then waits only for its own engine and scene; the
turns in between keep the launcher answering clicks. No game engine, game scene or LAN module is listed:
those load when a game or a LAN dialog is chosen.
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import QObject, QTimer, Signal

TABLE_MODULES = (
    "msgspec",
    "engines.core.contract",
    "engines.core.match",
    "engines.core.bots",
    "engines.core.saves",
    "desktop.shell.new_game",
    "desktop.worker",
    "desktop.channel",
    "desktop.shell.game_page",
    "desktop.games.base",
    "desktop.widgets.card",
    "desktop.widgets.die",
    "desktop.widgets.token",
    "desktop.widgets.hand",
    "desktop.widgets.track",
    "desktop.widgets.hexagon",
)


class WarmUp(QObject):
    """Imports ``modules`` one per event-loop turn; ``done`` once all are in."""

    done = Signal()

    def __init__(self, modules: tuple[str, ...] = TABLE_MODULES, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.modules = list(modules)
        self.finished = False

    def start(self) -> None:
        QTimer.singleShot(0, self, self._step)

    def _step(self) -> None:
        if self.modules:
            importlib.import_module(self.modules.pop(0))
        if self.modules:
            QTimer.singleShot(0, self, self._step)
        else:
            self.finished = True
            self.done.emit()
