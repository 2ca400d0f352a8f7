"""The prompt panel: what the game asks now, every legal option as a button, and refusals."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from engines.core.match import DecisionView

MAX_BUTTONS = 400


class PromptPanel(QWidget):
    """Any decision can be made from here; the board only adds direct manipulation."""

    chosen = Signal(object)
    rule_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(260)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self.heading = QLabel("")
        self.heading.setProperty("role", "heading")
        self.heading.setWordWrap(True)
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        self.refusal = QLabel("")
        self.refusal.setProperty("role", "refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setTextFormat(Qt.TextFormat.RichText)
        self.refusal.linkActivated.connect(self.rule_clicked.emit)
        self.refusal.hide()
        self._buttons_host = QWidget()
        self._buttons = QVBoxLayout(self._buttons_host)
        self._buttons.setContentsMargins(0, 0, 0, 0)
        self._buttons.setSpacing(4)
        self._buttons.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self._buttons_host)
        self._scroll = scroll
        for widget in (self.heading, self.prompt, self.refusal):
            layout.addWidget(widget)
        layout.addWidget(scroll, 1)
        layout.addStretch(0)
        self.buttons: list[QPushButton] = []

    def show_decision(self, heading: str, decision: DecisionView | None, waiting: str = "") -> None:
        """Show a seat's decision, or who the table waits for when this seat has none."""
        self.heading.setText(heading)
        self.clear_refusal()
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        self._scroll.setVisible(decision is not None)
        if decision is None:
            self.prompt.setText(waiting)
            return
        self.prompt.setText(decision.prompt)
        for index, option in enumerate(decision.options[:MAX_BUTTONS]):
            prefix = f"{index + 1}. " if index < 9 else ""
            button = QPushButton(prefix + option.label)
            button.setToolTip(option.label)
            button.clicked.connect(lambda _=False, a=option.action: self.chosen.emit(a))
            self._buttons.insertWidget(self._buttons.count() - 1, button)
            self.buttons.append(button)

    def choose_number(self, number: int) -> None:
        """Keyboard shortcut: press 1-9 for the first nine options."""
        if 0 < number <= len(self.buttons):
            self.buttons[number - 1].click()

    def show_refusal(self, reason: str, rule: str = "") -> None:
        link = f' <a href="{rule}" style="color:#f2c14e">[{rule}]</a>' if rule else ""
        self.refusal.setText(f"Refused: {reason}{link}")
        self.refusal.show()

    def clear_refusal(self) -> None:
        self.refusal.hide()
        self.refusal.setText("")

    def option_labels(self) -> list[str]:
        return [b.text() for b in self.buttons]

    def set_enabled_options(self, enabled: bool) -> None:
        for button in self.buttons:
            button.setEnabled(enabled)
