"""Player settings, persisted as JSON in the config folder; a damaged file falls back to defaults.

Read with the standard json module and checked field by field here, not with msgspec: the launcher reads
the settings before its first frame, and msgspec (with the engine core) is a table's cost, not the launcher's.
"""

from __future__ import annotations

import dataclasses
import json
import threading
from pathlib import Path
from typing import Any

from engines.core.paths import config_dir

# The pause before each bot action, by the pace a player picks in Settings (unknown names read as brisk).
BOT_PACES: dict[str, int] = {"instant": 0, "brisk": 200, "relaxed": 450}
DEFAULT_PACE = "brisk"


@dataclasses.dataclass
class Settings:
    player_name: str = "Player"
    animations: bool = True
    animation_speed: float = 1.0
    bot_pace: str = DEFAULT_PACE  # a key of BOT_PACES
    bot_budget_s: float = 1.0
    autosaves_kept: int = 5
    curtain: bool = True
    last_players: dict[str, int] = dataclasses.field(default_factory=dict)
    # game id -> every choice of its new-game dialog
    last_setup: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)
    lan_port: int = 47800
    seat_tokens: dict[str, str] = dataclasses.field(default_factory=dict)  # unused: engines.net.store keeps them
    last_host_game: str = ""
    # address, code and name of the last join, so rejoining is one click
    last_join: dict[str, str] = dataclasses.field(default_factory=dict)
    # LAN autosave -> the port it was hosted on, to resume on the same one
    hosted_ports: dict[str, int] = dataclasses.field(default_factory=dict)

    @property
    def bot_delay_ms(self) -> int:
        """Milliseconds a bot waits before each action, at this pace."""
        return BOT_PACES.get(self.bot_pace, BOT_PACES[DEFAULT_PACE])


class _Invalid(ValueError):
    pass


def _checked(kind: str, value: Any) -> Any:
    """``value`` as a field of type ``kind`` (as written in Settings), or _Invalid. As JSON decoding with
    types would: an int is a fine float, a bool is not a number."""
    if kind == "Any":
        return value
    if kind == "str" and isinstance(value, str):
        return value
    if kind == "bool" and type(value) is bool:
        return value
    if kind == "int" and type(value) is int:
        return value
    if kind == "float" and type(value) in (int, float):
        return float(value)
    if kind.startswith("dict[str, ") and isinstance(value, dict):
        inner = kind.removeprefix("dict[str, ").removesuffix("]")
        return {key: _checked(inner, item) for key, item in value.items()}
    raise _Invalid(f"{value!r} is not a {kind}")


def settings_from_json(data: bytes) -> Settings:
    """Settings from a file's bytes; unknown keys are ignored, any malformed field raises ValueError."""
    decoded = json.loads(data)
    if not isinstance(decoded, dict):
        raise _Invalid("the settings are not a JSON object")
    fields = {field.name: str(field.type) for field in dataclasses.fields(Settings)}
    return Settings(**{name: _checked(fields[name], value) for name, value in decoded.items() if name in fields})


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    try:
        return settings_from_json(settings_path().read_bytes())
    except (OSError, ValueError):  # json.JSONDecodeError and UnicodeDecodeError are ValueErrors too
        return Settings()


_writing = threading.Lock()  # one writer of the file at a time
_counting = threading.Lock()  # guards _latest
_latest = 0  # the number of the newest save asked for; an older one still waiting is dropped


def _ticket() -> int:
    global _latest
    with _counting:
        _latest += 1
        return _latest


def _write(number: int, path: Path, data: bytes) -> None:
    from engines.core.saves import write_atomic

    with _writing:
        with _counting:
            if number != _latest:
                return  # a newer save follows
        write_atomic(path, data)


def _encoded(settings: Settings) -> bytes:
    return json.dumps(dataclasses.asdict(settings), indent=2, ensure_ascii=False).encode("utf-8")


def save_settings(settings: Settings) -> None:
    _write(_ticket(), settings_path(), _encoded(settings))


def save_settings_soon(settings: Settings) -> threading.Thread:
    """Save from a thread, so the caller (opening a table) does not wait for the disk; the newest save wins."""
    job = (_ticket(), settings_path(), _encoded(settings))
    thread = threading.Thread(target=_write, args=job, name="save-settings")
    thread.start()
    return thread
