"""Option editors of the new-game and host dialogs: a long text value reads from its start, whole in its tooltip."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLineEdit

from desktop.shell.option_editors import option_editor, set_editor_value
from engines.registry import get_game


def test_a_long_text_option_shows_its_beginning_and_its_tooltip_all_of_it(qtbot: Any) -> None:
    option = next(o for o in get_game("woodland").options if o.key == "head_start")
    editor = option_editor(option)
    assert isinstance(editor, QLineEdit)
    qtbot.addWidget(editor)
    assert editor.cursorPosition() == 0 and editor.toolTip() == str(option.default)
    set_editor_value(editor, "marquise_vs_lost_powers=4,vagabond_vs_lost_powers=9")
    assert editor.cursorPosition() == 0 and editor.toolTip().startswith("marquise_vs_lost_powers=4")
