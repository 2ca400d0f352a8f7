"""The scene registry: which Graphics View scene draws each game's table."""

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
    """An optional attribute of a game's scene package (None when absent).

    Hooks a scene package may define: ``ACCENT``, ``GLYPH``; ``LAUNCHER_ACTIONS``, a list of
    ``(label, callable(main_window))`` shown on the launcher tile (e.g. "Campaign…"); and
    ``on_match_finished(main_window, match)``, called when a local match of the game ends; a
    truthy return means it told the players itself, so the shell shows no result box of its own.
    """
    module = SCENE_MODULES.get(game_id)
    if module is None or importlib.util.find_spec(module) is None:
        return None
    return getattr(importlib.import_module(module), name, None)


DEFAULT_ART = [("#b5651d", "✦"), ("#3a6ea5", "✧"), ("#4f7d3a", "❖"), ("#7b4fa3", "✺"), ("#a33f3f", "✹")]


def tile_art(game_id: str) -> tuple[str, str]:
    """The launcher tile's accent colour and glyph; a scene package may set ACCENT and GLYPH."""
    module = SCENE_MODULES.get(game_id)
    if module is not None and importlib.util.find_spec(module) is not None:
        package = importlib.import_module(module)
        if hasattr(package, "ACCENT"):
            return package.ACCENT, getattr(package, "GLYPH", "✦")
    return DEFAULT_ART[sum(map(ord, game_id)) % len(DEFAULT_ART)]
