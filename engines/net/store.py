"""What survives a crash: the host's autosave with its room file, and the seat tokens a joiner keeps."""

from __future__ import annotations

import asyncio
import concurrent.futures
import time
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

from engines.core.match import Match
from engines.core.paths import autosaves_dir, config_dir
from engines.core.saves import load_match, match_to_bytes, write_atomic
from engines.net.seats import (
    ROOM_FORMAT,
    ROOM_FORMAT_VERSION,
    RoomFile,
    RoomFileError,
    load_room,
    room_file_path,
)

if TYPE_CHECKING:
    from engines.net.room import Room

SAVE_DELAY = 0.5  # seconds: moves made close together are saved once


def default_autosave(game_id: str, code: str) -> Path:
    return autosaves_dir() / f"lan-{game_id}-{code}.starboard"


class Autosaver:
    """Saves the room's match shortly after each change and its seats whenever they change."""

    def __init__(self, room: Room, path: Path, delay: float = SAVE_DELAY) -> None:
        self.room = room
        self.path = Path(path)
        self.delay = delay
        self._writer = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="autosave")
        self._handle: asyncio.TimerHandle | None = None
        room.on_change = self.schedule
        room.on_seats = self.save_seats

    @property
    def room_path(self) -> Path:
        return room_file_path(self.path)

    def schedule(self) -> None:
        if self.room.end is not None:
            self.flush()  # the last position is worth waiting for
        elif self._handle is None:
            self._handle = asyncio.get_running_loop().call_later(self.delay, self._save_match)

    def _save_match(self) -> None:
        self._handle = None
        if self.room.match is not None:
            self._writer.submit(write_atomic, self.path, match_to_bytes(self.room.match))

    def save_seats(self) -> None:
        self._writer.submit(write_atomic, self.room_path, self._room_bytes())

    def flush(self) -> None:
        """Write both files now and wait until they are on disk."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self.room.match is not None:
            self._writer.submit(write_atomic, self.path, match_to_bytes(self.room.match))
        self._writer.submit(write_atomic, self.room_path, self._room_bytes()).result()

    def close(self) -> None:
        self.flush()
        self._writer.shutdown(wait=True)

    def _room_bytes(self) -> bytes:
        room = self.room
        return msgspec.json.encode(RoomFile(ROOM_FORMAT, ROOM_FORMAT_VERSION, room.game.id, room.code, room.slots))


def load_autosave(path: Path) -> tuple[Match, RoomFile]:
    """The match and the seats (with tokens) of an autosaved LAN game; SaveError or RoomFileError."""
    match = load_match(Path(path))
    room = load_room(room_file_path(Path(path)))
    if room.game != match.game.id or len(room.seats) != match.players:
        raise RoomFileError(f"{room_file_path(Path(path))} belongs to another game.")
    return match, room


class TokenStore:
    """The seat tokens this computer holds, so a dropped player rejoins the same seat."""

    def __init__(self, path: Path | None = None, keep: int = 50) -> None:
        self.path = path or config_dir() / "lan-seats.json"
        self.keep = keep

    @staticmethod
    def key(address: str, code: str, name: str) -> str:
        return f"{address}|{code.strip().upper()}|{name.strip()}"

    def get(self, key: str) -> str:
        entry = self._read().get(key)
        return str(entry.get("token", "")) if isinstance(entry, dict) else ""

    def put(self, key: str, token: str) -> None:
        entries = self._read()
        entries[key] = {"token": token, "at": time.time()}
        newest = sorted(entries.items(), key=lambda kv: -_number(kv[1].get("at")))[: self.keep]
        write_atomic(self.path, msgspec.json.encode(dict(newest)))

    def forget(self, key: str) -> None:
        entries = self._read()
        if entries.pop(key, None) is not None:
            write_atomic(self.path, msgspec.json.encode(entries))

    def _read(self) -> dict[str, dict[str, object]]:
        try:
            data = msgspec.json.decode(self.path.read_bytes(), type=dict[str, dict[str, object]])
        except (OSError, msgspec.DecodeError, msgspec.ValidationError):
            return {}
        return data


def _number(value: object) -> float:
    return float(value) if isinstance(value, int | float) else 0.0
