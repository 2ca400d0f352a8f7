"""Player settings, persisted as JSON in the config folder; a damaged file falls back to defaults."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import msgspec

from engines.core.paths import config_dir
from engines.core.saves import write_atomic


class Settings(msgspec.Struct):
    player_name: str = "Player"
    animations: bool = True
    animation_speed: float = 1.0
    bot_delay_ms: int = 450
    bot_budget_s: float = 1.0
    autosaves_kept: int = 5
    curtain: bool = True
    last_players: dict[str, int] = {}
    last_setup: dict[str, dict[str, Any]] = {}  # game id -> every choice of its new-game dialog
    lan_port: int = 47800
    seat_tokens: dict[str, str] = {}  # unused: engines.net.store.TokenStore keeps LAN seat tokens
    last_host_game: str = ""
    last_join: dict[str, str] = {}  # address, code and name of the last join, so rejoining is one click
    hosted_ports: dict[str, int] = {}  # LAN autosave -> the port it was hosted on, to resume on the same one


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    path = settings_path()
    try:
        return msgspec.json.decode(path.read_bytes(), type=Settings)
    except (OSError, msgspec.DecodeError, msgspec.ValidationError):
        return Settings()


def save_settings(settings: Settings) -> None:
    write_atomic(settings_path(), msgspec.json.format(msgspec.json.encode(settings), indent=2))
