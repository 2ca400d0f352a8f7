"""Where things live: the bundled assets (rules references included), and the player's saves, settings and logs."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "Starboard"
SAVE_SUFFIX = ".starboard"  # saves and autosaves (engines.core.saves.SUFFIX)
SAVE_FORMAT = "starboard-save"  # the format name a save starts with (engines.core.saves.FORMAT)


def app_root() -> Path:
    """The source tree, or the unpacked bundle of a frozen build."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[2]


def assets_dir() -> Path:
    return app_root() / "assets"


def game_assets(game_id: str) -> Path:
    return assets_dir() / game_id


def _user_root(kind: str) -> Path:
    home = os.environ.get("STARBOARD_HOME")
    if home:
        return Path(home) / kind
    if kind == "data":
        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return _user_root("data") / "saves"


def autosaves_dir() -> Path:
    return _user_root("data") / "autosaves"


def config_dir() -> Path:
    return _user_root("config")


def logs_dir() -> Path:
    return _user_root("logs")
