"""After the launcher's first frame: import what every table needs, one module per event-loop turn.

The launcher itself imports none of it (tests/desktop/test_startup_imports.py). A player takes far longer to
pick a game than these take to load, so the first table then waits only for its own engine and scene; the
turns in between keep the launcher answering clicks. No game engine, game scene or LAN module is listed:
those load when a game or a LAN dialog is chosen. Last, the painting a table's first frame asks of PySide
for the first time in a process is asked once here (``prime_table_painting``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

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


def prime_table_painting() -> None:
    """Ask PySide now what every table's first frame asks it the first time in a process: the Python type of
    a view's viewport (a plain QWidget, which PySide looks up through every widget class once, creating their
    enums: about 5 ms here) and those of gradients and of transforms mapping paths. Nothing here is shown."""
    from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPixmap, QRadialGradient, QTransform
    from PySide6.QtWidgets import QGraphicsView

    view = QGraphicsView()
    view.viewport()
    view.deleteLater()
    pixmap = QPixmap(8, 8)
    painter = QPainter(pixmap)
    gradient = QRadialGradient(4, 4, 4)
    gradient.setColorAt(0, QColor("#000000"))
    painter.fillRect(pixmap.rect(), QBrush(gradient))
    painter.end()
    path = QPainterPath()
    path.addRect(0, 0, 1, 1)
    QTransform().rotate(30).map(path.simplified())


PRIMERS: tuple[Callable[[], None], ...] = (prime_table_painting,)


class WarmUp(QObject):
    """Imports ``modules`` one per event-loop turn, then runs ``primers`` one per turn; ``done`` once all ran."""

    done = Signal()

    def __init__(self, modules: tuple[str, ...] = TABLE_MODULES,
                 primers: tuple[Callable[[], None], ...] = PRIMERS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.modules = list(modules)
        self.primers = list(primers)
        self.finished = False

    def start(self) -> None:
        QTimer.singleShot(0, self, self._step)

    def _step(self) -> None:
        if self.modules:
            importlib.import_module(self.modules.pop(0))
        elif self.primers:
            self.primers.pop(0)()
        if self.modules or self.primers:
            QTimer.singleShot(0, self, self._step)
        else:
            self.finished = True
            self.done.emit()
