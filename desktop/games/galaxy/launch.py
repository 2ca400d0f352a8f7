"""The launcher tile's "Build a galaxy…" button: the new-game dialog with the builder chosen."""

from __future__ import annotations

from typing import Any


def build_a_galaxy(window: Any) -> None:
    """The new-game dialog with "build a galaxy only" already chosen (the launcher tile's second button)."""
    from PySide6.QtWidgets import QComboBox

    from desktop.shell.new_game import NewGameDialog
    from engines.registry import get_game

    game = get_game("galaxy")
    players = window.settings.last_players.get("galaxy")
    dialog = NewGameDialog(game, window.settings.player_name, players, window)
    editor = getattr(dialog, "editors", {}).get("mode")
    if isinstance(editor, QComboBox):
        index = editor.findData("build")
        editor.setCurrentIndex(index if index >= 0 else editor.findText("build"))
    dialog.setModal(True)
    dialog.accepted.connect(lambda: window.start_choice(game, dialog.choice()))
    dialog.open()
    window.dialog = dialog
