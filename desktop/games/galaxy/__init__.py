"""The Twilight Imperium table: the galaxy map with units, every player's sheets, the tactical action; and
the hot-seat galaxy builder (the game's ``mode=build``)."""

from __future__ import annotations

from typing import Any

from desktop.games.galaxy.scene import GalaxyScene as Scene

ACCENT = "#5b6fd6"
GLYPH = "⬢"


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


LAUNCHER_ACTIONS = [("Build a galaxy…", build_a_galaxy)]

__all__ = ["ACCENT", "GLYPH", "LAUNCHER_ACTIONS", "Scene"]
