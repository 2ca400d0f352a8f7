"""The prompt panel: what the game asks now, every legal option as a button, and refusals.

Every option has a number key that stays with it while it is offered (desktop/widgets/option_keys.py);
labels wrap instead of being cut, and an option the game marks as an irreversible spend asks once more
before a key press takes it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from desktop.widgets.option_keys import KeyBuffer, OptionNumbers
from desktop.widgets.refusal_text import refusal_html
from engines.core.match import DecisionView, OptionView

MAX_BUTTONS = 400
CONFIRM_MS = 5000  # how long a "press again" question waits for the second press


class OptionButton(QPushButton):
    """A button whose label wraps and shows '&' as itself; its number key sits on the left."""

    def __init__(self, number: int, label: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = number
        self.label = label
        self._key = QLabel(f"{number}.")
        self._key.setProperty("role", "key")
        self._text = QLabel(label)
        self._text.setTextFormat(Qt.TextFormat.PlainText)
        self._text.setWordWrap(True)
        for inner in (self._key, self._text):
            inner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._key.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self._key.setMinimumWidth(self._key.fontMetrics().horizontalAdvance("888."))
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.setSpacing(6)
        row.addWidget(self._key, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self._text, 1)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setToolTip(label)

    def text(self) -> str:  # type: ignore[override]
        return f"{self.number}. {self.label}"

    def shown_text(self) -> str:
        """The label exactly as drawn (no '&' is eaten as a shortcut marker)."""
        return self._text.text()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        return layout.heightForWidth(width) if layout is not None else super().heightForWidth(width)

    def sizeHint(self) -> QSize:
        width = max(self.width(), 200)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(120, self.heightForWidth(max(self.width(), 200)))

    def fits(self) -> bool:
        """True when the whole label shows at the button's current size."""
        needed = self._text.heightForWidth(self._text.width())
        return needed <= self._text.height() + 1 and self._text.width() > 0


class PromptPanel(QWidget):
    """Any decision can be made from here; the board only adds direct manipulation."""

    chosen = Signal(object)
    rule_clicked = Signal(str)
    key_refused = Signal(str)  # a key press that chose nothing, with the reason

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(260)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        self._column = layout
        self.heading = QLabel("")
        self.heading.setProperty("role", "heading")
        self.heading.setWordWrap(True)
        self.prompt = QLabel("")
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal = QLabel("")
        self.refusal.setProperty("role", "refusal")
        self.refusal.setWordWrap(True)
        self.refusal.setTextFormat(Qt.TextFormat.RichText)
        self.refusal.linkActivated.connect(self.rule_clicked.emit)
        self.refusal.hide()
        self.note = QLabel("")  # "press 3 again to …", "typed 1…"
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        self.note.hide()
        self._buttons_host = QWidget()
        self._buttons = QVBoxLayout(self._buttons_host)
        self._buttons.setContentsMargins(0, 0, 4, 0)
        self._buttons.setSpacing(4)
        self._buttons.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._buttons_host)
        self._scroll = scroll
        for widget in (self.heading, self.prompt, self.refusal, self.note):
            layout.addWidget(widget)
        layout.addWidget(scroll, 1)
        self._filler = QWidget()  # keeps the words at the top while there are no buttons
        self._filler.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout.addWidget(self._filler, 1)
        self._filler.hide()
        self.buttons: list[OptionButton] = []
        self.numbers = OptionNumbers()
        self.keys = KeyBuffer(self._typed)
        self._confirming: OptionButton | None = None
        self._confirm_timer = QTimer(self)
        self._confirm_timer.setSingleShot(True)
        self._confirm_timer.timeout.connect(self._end_confirm)
        self._confirms: dict[int, str] = {}

    def show_decision(self, heading: str, decision: DecisionView | None, waiting: str = "") -> None:
        """Show a seat's decision, or who the table waits for when this seat has none."""
        self.heading.setText(heading)
        self.clear_refusal()
        self._end_confirm()
        self.keys.clear()
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        self._confirms = {}
        self._scroll.setVisible(decision is not None)
        self._filler.setVisible(decision is None)
        if decision is None:
            self.numbers.assign([])
            self.prompt.setText(waiting)
            return
        self.prompt.setText(decision.prompt)
        options = decision.options[:MAX_BUTTONS]
        numbers = self.numbers.assign([_key(option) for option in options])
        for number, option in zip(numbers, options, strict=True):
            button = OptionButton(number, option.label)
            button.clicked.connect(lambda _=False, a=option.action: self.chosen.emit(a))
            self._buttons.insertWidget(self._buttons.count() - 1, button)
            self.buttons.append(button)
            if option.confirm:
                self._confirms[number] = option.confirm

    def words_height(self) -> int:
        """The height the heading and the words take at the panel's width, without buttons."""
        margins = self._column.contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())
        spacing = self._column.spacing()
        shown = [label for label in (self.heading, self.prompt, self.refusal, self.note) if not label.isHidden()]
        return (margins.top() + margins.bottom() + sum(label.heightForWidth(width) for label in shown)
                + spacing * max(0, len(shown) - 1))

    # ----- keys ------------------------------------------------------------------------------
    def press_digit(self, digit: int) -> None:
        """A digit key: numbers of more than one digit are typed digit by digit."""
        if not self.buttons:
            self.key_refused.emit(self._no_options_reason())
            return
        self.keys.press(digit, [b.number for b in self.buttons])
        pending = self.keys.pending()
        if pending:
            self._show_note(f"Option {pending}… (type the next digit)")

    def choose_number(self, number: int) -> None:
        """Take the option with this number, asking first when it is an irreversible spend."""
        button = next((b for b in self.buttons if b.number == number), None)
        if button is None:
            self.key_refused.emit(self._missing_reason(number))
            return
        question = self._confirms.get(number)
        if question and self._confirming is not button:
            self._confirming = button
            self._show_note(f"{question} Press {number} again to confirm.")
            self._confirm_timer.start(CONFIRM_MS)
            return
        self._end_confirm()
        button.click()

    def _typed(self, number: int | None, typed: str) -> None:
        self._show_note("")
        if number is None:
            self.key_refused.emit(self._missing_reason(int(typed)) if typed.isdigit() else "No such option.")
        else:
            self.choose_number(number)

    def _missing_reason(self, number: int) -> str:
        if not self.buttons:
            return self._no_options_reason()
        offered = ", ".join(str(b.number) for b in sorted(self.buttons, key=lambda b: b.number))
        return f"There is no option {number} now; the keys offered are {offered}."

    def _no_options_reason(self) -> str:
        waiting = self.prompt.text()
        return f"Nothing to choose here now. {waiting}".strip()

    def _end_confirm(self) -> None:
        self._confirming = None
        self._confirm_timer.stop()
        if self.note.isVisible() and not self.keys.pending():
            self._show_note("")

    def _show_note(self, text: str) -> None:
        self.note.setText(text)
        self.note.setVisible(bool(text))

    # ----- refusals --------------------------------------------------------------------------
    def show_refusal(self, reason: str, rule: str = "") -> None:
        self.refusal.setText(refusal_html(reason, rule))
        self.refusal.show()

    def clear_refusal(self) -> None:
        self.refusal.hide()
        self.refusal.setText("")

    def option_labels(self) -> list[str]:
        return [b.text() for b in self.buttons]

    def set_enabled_options(self, enabled: bool) -> None:
        for button in self.buttons:
            button.setEnabled(enabled)


def _key(option: OptionView) -> Any:
    """What identifies an option across decisions: its action (actions are frozen, hashable structs)."""
    try:
        hash(option.action)
    except TypeError:
        return repr(option.action)
    return option.action
