"""The games Starboard knows. Adding a game adds one line here (and one in desktop/games)."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from engines.core.contract import Game

GAME_MODULES: dict[str, str] = {
    "lostworlds": "engines.lostworlds",
    "cosmic": "engines.cosmic",
    "woodland": "engines.woodland",
    "galaxy": "engines.galaxy",
    "colony": "engines.colony",
}

_loaded: dict[str, Game[Any]] = {}
_extra: list[str] = []


def register(game: Game[Any]) -> None:
    """Add a game that is not in GAME_MODULES (tests use this for their toy game)."""
    _loaded[game.id] = game
    if game.id not in _extra:
        _extra.append(game.id)


def _present(module: str) -> bool:
    """A regular package is installed (a folder without __init__.py is a game still being built)."""
    try:
        spec = importlib.util.find_spec(module)
    except ModuleNotFoundError:
        return False
    return spec is not None and spec.origin is not None


def game_ids() -> list[str]:
    """Ids of the games installed in this build, in launcher order."""
    return [gid for gid, module in GAME_MODULES.items() if _present(module)] + _extra


def get_game(game_id: str) -> Game[Any]:
    """The game object for an id; KeyError with the known ids if there is none."""
    if game_id in _loaded:
        return _loaded[game_id]
    if game_id not in GAME_MODULES or not _present(GAME_MODULES[game_id]):
        raise KeyError(f"unknown game {game_id!r} (games: {', '.join(game_ids())})")
    game: Game[Any] = importlib.import_module(GAME_MODULES[game_id]).GAME
    _loaded[game_id] = game
    return game


def all_games() -> list[Game[Any]]:
    return [get_game(gid) for gid in game_ids()]
