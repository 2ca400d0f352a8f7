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


DEFAULT_ART = [("#b5651d", "✦"), ("#3a6ea5", "✧"), ("#4f7d3a", "❖"), ("#7b4fa3", "✺"), ("#a33f3f", "✹")]


def tile_art(game_id: str) -> tuple[str, str]:
    """The launcher tile's accent colour and glyph; a scene package may set ACCENT and GLYPH."""
    module = SCENE_MODULES.get(game_id)
    if module is not None and importlib.util.find_spec(module) is not None:
        package = importlib.import_module(module)
        if hasattr(package, "ACCENT"):
            return package.ACCENT, getattr(package, "GLYPH", "✦")
    return DEFAULT_ART[sum(map(ord, game_id)) % len(DEFAULT_ART)]
