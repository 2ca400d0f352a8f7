"""A short note that appears near where the player looked (a refusal beside the pointer) and fades."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

SHOW_MS = 6000
AFTER_HOVER_MS = 2500
MAX_WIDTH = 420
REFUSAL_STYLE = ("#2b1512", "#ff8b7d", "#ffd9d3")
NOTE_STYLE = ("#14261f", "#7fe0a6", "#e6f7ec")


class Toast(QFrame):
    """A rich-text note inside its parent widget; links (clause ids) emit ``link_clicked``."""

    link_clicked = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("toast")
        self._style(REFUSAL_STYLE)
        self.label = QLabel("")
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        self.label.setMaximumWidth(MAX_WIDTH)
        self.label.linkActivated.connect(self.link_clicked.emit)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.label)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def _style(self, colours: tuple[str, str, str]) -> None:
        fill, edge, ink = colours
        self.setStyleSheet(f"#toast {{ background: {fill}; border: 1px solid {edge}; border-radius: 8px; }}"
                           f"#toast QLabel {{ color: {ink}; }}")

    def show_note(self, text: str, anchor: QPoint) -> None:
        """A neutral note (saved, copied…) over the table, so no status bar shifts it."""
        self._style(NOTE_STYLE)
        self._show(html.escape(text), anchor)

    def show_html(self, rich: str, anchor: QPoint) -> None:
        """Show a refusal just below and right of ``anchor`` (parent coordinates), kept inside the parent."""
        self._style(REFUSAL_STYLE)
        self._show(rich, anchor)

    def _show(self, rich: str, anchor: QPoint) -> None:
        self.label.setText(rich)
        self.adjustSize()
        parent = self.parentWidget()
        x, y = anchor.x() + 14, anchor.y() + 14
        if parent is not None:
            x = max(4, min(x, parent.width() - self.width() - 4))
            if y + self.height() > parent.height() - 4:
                y = anchor.y() - self.height() - 14
            y = max(4, y)
        self.move(x, y)
        self.raise_()
        self.show()
        self._timer.start(SHOW_MS)

    def text(self) -> str:
        return self.label.text()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Enter:
            self._timer.stop()  # a player reading it, or reaching for the rule link
        elif event.type() == QEvent.Type.Leave:
            self._timer.start(AFTER_HOVER_MS)
        return super().event(event)
