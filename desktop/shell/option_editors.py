"""An editor per game option, in words: checkboxes, numbers with their special value named, choices
shown as what they mean, a seat picker; and the option's tag (printed rule, house rule)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QSpinBox, QWidget

from engines.core.options import GameOption

SEAT_LIMIT = 8


def option_editor(option: GameOption, players: int = SEAT_LIMIT) -> QWidget:
    """The editor for one (not per-seat) option, set to its default."""
    if isinstance(option.default, bool):
        box = QCheckBox("on")
        box.setChecked(option.default)
        box.toggled.connect(lambda on: box.setText("on" if on else "off"))
        box.setText("on" if option.default else "off")
        return box
    if isinstance(option.default, int) and option.seat_number:
        combo = QComboBox()
        fill_seats(combo, option, players)
        return combo
    if isinstance(option.default, int):
        spin = QSpinBox()
        spin.setRange(option.minimum if option.minimum is not None else -10_000,
                      option.maximum if option.maximum is not None else 10_000)
        special = option.word_for(spin.minimum())
        if special != str(spin.minimum()):
            spin.setSpecialValueText(f"{spin.minimum()}: {special}")
        spin.setValue(option.default)
        return spin
    if option.choices and not option.per_seat:
        return choice_box(option, str(option.default))
    return _from_the_start(QLineEdit(str(option.default)))


def _from_the_start(editor: QLineEdit) -> QLineEdit:
    """A long value reads from its beginning (a line edit otherwise shows its end); the tooltip has it all."""
    editor.setCursorPosition(0)
    editor.setToolTip(editor.text())
    editor.textChanged.connect(editor.setToolTip)
    return editor


def choice_box(option: GameOption, current: str) -> QComboBox:
    """A combo whose items say what each choice means; the data is the value itself."""
    combo = QComboBox()
    for value in option.choices:
        combo.addItem(_short(option.word_for(value)), value)
        combo.setItemData(combo.count() - 1, option.word_for(value), Qt.ItemDataRole.ToolTipRole)
    combo.setCurrentIndex(max(0, combo.findData(current)))
    return combo


def fill_seats(combo: QComboBox, option: GameOption, players: int) -> None:
    """Seat numbers from 1 for this many players, after the words for 0."""
    current = combo.currentData()
    combo.clear()
    if option.word_for(0) != "0":
        combo.addItem(option.word_for(0), 0)
    for seat in range(1, players + 1):
        combo.addItem(f"Seat {seat}", seat)
    wanted = option.default if current is None else current
    combo.setCurrentIndex(max(0, combo.findData(wanted)))


def editor_value(editor: QWidget) -> Any:
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    if isinstance(editor, QSpinBox):
        return editor.value()
    if isinstance(editor, QComboBox):
        data = editor.currentData()
        return data if data is not None else editor.currentText()
    assert isinstance(editor, QLineEdit)
    return editor.text()


def set_editor_value(editor: QWidget, value: Any) -> None:
    """Put a remembered value back; a value the editor cannot show is left at the default."""
    if isinstance(editor, QCheckBox) and isinstance(value, bool):
        editor.setChecked(value)
    elif isinstance(editor, QSpinBox) and isinstance(value, int) and not isinstance(value, bool):
        if editor.minimum() <= value <= editor.maximum():
            editor.setValue(value)
    elif isinstance(editor, QComboBox):
        index = editor.findData(value)
        if index >= 0:
            editor.setCurrentIndex(index)
    elif isinstance(editor, QLineEdit) and isinstance(value, str):
        editor.setText(value)
        editor.setCursorPosition(0)


def option_tag(option: GameOption, value: Any) -> str:
    """'house rule' when the value plays differently from the printed rules; how the option is sourced."""
    if option.changes_printed(value):
        return "house rule: not as printed"
    if option.printed is not None:
        return "as printed"
    return "house ruling" if option.source == "house" else "from the rulebook"


class OneLine(QLabel):
    """A one-line label that ends in '…' when it does not fit; the tooltip holds the whole text."""

    def __init__(self, text: str = "") -> None:
        super().__init__(text)
        self.setMinimumWidth(80)

    def setText(self, text: str) -> None:  # type: ignore[override]
        super().setText(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, self.width())
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)

    def minimumSizeHint(self) -> Any:
        hint = super().minimumSizeHint()
        hint.setWidth(80)
        return hint

    def sizeHint(self) -> Any:
        hint = super().sizeHint()
        hint.setWidth(min(hint.width(), 520))
        return hint


def _short(words: str, limit: int = 60) -> str:
    """A choice's words cut at the first sentence or colon for the closed combo; the tooltip has them all."""
    head = words.split(": ")[0] if len(words) > limit else words
    return head if len(head) <= limit else head[: limit - 1] + "…"

