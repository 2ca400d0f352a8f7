"""The scene registry: which Graphics View scene draws each game's table, and how its launcher tile looks.

The launcher draws its tiles from the tables below, never from the scene packages: importing a scene
imports its game engine, which the first screen must not wait for.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

SCENE_MODULES: dict[str, str] = {
    "lostworlds": "desktop.games.lostworlds",
    "cosmic": "desktop.games.cosmic",
    "woodland": "desktop.games.woodland",
    "galaxy": "desktop.games.galaxy",
    "colony": "desktop.games.colony",
}


def scene_class(game_id: str) -> Any:
    """The game's scene class, or the generic table for a game whose scene is not built yet."""
    module = SCENE_MODULES.get(game_id)
    if module is not None and importlib.util.find_spec(module) is not None:
        return importlib.import_module(module).Scene
    from desktop.games.generic import GenericScene

    return GenericScene


def game_hook(game_id: str, name: str) -> Any:
    """An optional attribute of a game's scene package (None when absent); imports the scene.

    The hook a scene package may define: ``on_match_finished(main_window, match)``, called when a local
    match of the game ends; a truthy return means it told the players itself, so the shell shows no
    result box of its own. ``new_game_panel(dialog)``: a widget the new-game dialog shows under its options,
    told ``show_setup(values, state)`` after each check of the choices (state None when they are refused).
    ``load_ahead()``: an iterator of small steps preparing the table's first frame, run in idle turns while
    the new-game dialog is read (desktop/shell/load_ahead.py).
    """
    module = SCENE_MODULES.get(game_id)
    if module is None or importlib.util.find_spec(module) is None:
        return None
    return getattr(importlib.import_module(module), name, None)


# The launcher tile's accent colour and glyph.
TILE_ART: dict[str, tuple[str, str]] = {
    "lostworlds": ("#8a5cc7", "♆"),
    "cosmic": ("#6f58c9", "✹"),
    "woodland": ("#4f7d3a", "❦"),
    "galaxy": ("#5b6fd6", "⬢"),
    "colony": ("#2f8596", "◐"),
}
DEFAULT_ART = [("#b5651d", "✦"), ("#3a6ea5", "✧"), ("#4f7d3a", "❖"), ("#7b4fa3", "✺"), ("#a33f3f", "✹")]

# Buttons a game adds under its launcher tile: (label, "module:function"); the function takes the main
# window and is imported on the first click.
LAUNCHER_ACTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "lostworlds": (("New campaign…", "desktop.games.lostworlds.campaign_gui:new_campaign_dialog"),
                   ("Continue campaign…", "desktop.games.lostworlds.campaign_gui:continue_campaign")),
    "galaxy": (("Build a galaxy…", "desktop.games.galaxy.launch:build_a_galaxy"),),
}


def tile_art(game_id: str) -> tuple[str, str]:
    """The launcher tile's accent colour and glyph (a game without its own gets one of the defaults)."""
    return TILE_ART.get(game_id) or DEFAULT_ART[sum(map(ord, game_id)) % len(DEFAULT_ART)]


def launcher_action(target: str) -> Any:
    """The function a LAUNCHER_ACTIONS entry names ("module:function"), imported now."""
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)
