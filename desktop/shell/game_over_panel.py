"""What a table shows beside the board once the game is over: the record, Replay, Save replay, reveal.

The record is read from the finished game on a worker thread (the same reader as the replay
window), so a long game never holds up the table. "Reveal everything" is the players' choice,
made here at the end and kept in the save: a replay may then show every seat's secrets.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.replay_worker import ReplayLoaded, ReplayThread, ReplayWorker
from desktop.shell.record_page import RecordPage

REVEAL_HELP = ("Replays of this game may show every seat's hand and secrets (\"Everything\"). "
               "Without it, a replay shows each seat only what it saw.")


class GameOverPanel(QWidget):
    """The record of a finished table, and its replay buttons; ``channel`` gives the replay's bytes."""

    replay_requested = Signal(bytes, str)
    save_requested = Signal()

    def __init__(self, channel: Any, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.channel = channel
        self.title = title
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.page = RecordPage()
        self.page.result.setText("Reading the record…")
        self.page.chart.setMinimumHeight(130)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.page)
        layout.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(10, 0, 10, 6)
        self.replay = QPushButton("Replay…")
        self.replay.setToolTip("Watch this game again, move by move")
        self.replay.clicked.connect(self._replay)
        self.save = QPushButton("Save replay…")
        self.save.setToolTip("Keep this game's replay in a file")
        self.save.clicked.connect(self.save_requested.emit)
        buttons.addWidget(self.replay)
        buttons.addWidget(self.save)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.reveal = QCheckBox("Replays may reveal everything")
        self.reveal.setToolTip(REVEAL_HELP)
        self.reveal.setVisible(bool(getattr(channel, "can_reveal", False)))
        self.reveal.setChecked(channel.revealed())
        self.reveal.toggled.connect(channel.set_reveal)
        layout.addWidget(self.reveal)
        self.note = QLabel("")
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.worker = ReplayWorker()
        self.worker.loaded.connect(self._loaded)
        self.worker.failed.connect(self.note.setText)
        self.replay_thread = ReplayThread(self.worker)
        self.load()

    def load(self) -> None:
        """Read the record from the finished game."""
        try:
            data = self.channel.replay_bytes()
        except Exception as error:  # a closed room or a lost connection: say so, keep the table
            self.note.setText(f"The record could not be read: {error}")
            return
        self.worker.request_load.emit(data, self.title)

    def _loaded(self, info: ReplayLoaded) -> None:
        self.page.show_record(info.record, [seat.colour for seat in info.seats])
        self.page.result.setText(f"{info.record.moves} moves.")  # who won is told above, beside the table
        self.replay_thread.stop()  # read once; the thread is not needed again

    def _replay(self) -> None:
        try:
            data = self.channel.replay_bytes()
        except Exception as error:
            self.note.setText(f"The replay could not be read: {error}")
            return
        self.replay_requested.emit(data, self.title)

    def close_panel(self) -> None:
        self.replay_thread.stop()
