"""The hot-seat curtain: "pass to NAME" before a different seat's hidden information is shown."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QWidget):
    """Covers its parent until the named player says they are at the screen."""

    revealed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = -1
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message = QLabel("")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet("font-family: 'DejaVu Serif'; font-size: 26pt; color: #f2c14e;")
        self.detail = QLabel("Other players, look away: this seat's hidden cards come next.")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton("")
        self.button.setProperty("primary", True)
        self.button.setMinimumWidth(260)
        self.button.clicked.connect(self._reveal)
        layout.addWidget(self.message)
        layout.addWidget(self.detail)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def close_for(self, seat: int, name: str) -> None:
        self.seat = seat
        self.message.setText(f"Pass to {name}")
        self.button.setText(f"I am {name}: show my table")
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def _reveal(self) -> None:
        self.hide()
        self.revealed.emit(self.seat)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(10, 16, 13, 250))
