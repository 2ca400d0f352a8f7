"""Seats of a LAN room: who sits where, their tokens, and the file that keeps them beside the autosave.

A seat is ``open`` (waiting for a joiner), ``remote`` (claimed by a joiner, who holds its token),
``local`` (played on the host's own screen) or ``bot:KIND`` (played by the host). A remote seat
handed to a bot keeps its token, so the player can come back and take it again.
"""

from __future__ import annotations

import secrets
from pathlib import Path

import msgspec

from engines.core.saves import write_atomic

OPEN = "open"
REMOTE = "remote"
LOCAL = "local"
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I: easy to read aloud
ROOM_FORMAT = "starboard-lan-room"
ROOM_FORMAT_VERSION = 1


class SeatSlot(msgspec.Struct):
    """One seat: its kind, who sits there, and the token a remote player proves it with."""

    kind: str
    name: str
    colour: int
    token: str = ""
    bot: str = ""  # the bot playing it now ("" when a person plays)

    @property
    def is_open(self) -> bool:
        return self.kind == OPEN

    @property
    def playing_bot(self) -> str:
        """The bot kind that moves for this seat now, or ''."""
        return self.bot


class RoomFile(msgspec.Struct):
    """What must survive a host crash besides the autosave: the room code and every seat token."""

    format: str
    format_version: int
    game: str
    code: str
    seats: list[SeatSlot]


class RoomFileError(Exception):
    """A room file that cannot be used; the message says why."""


def new_code(length: int = 5) -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def normal_code(code: str) -> str:
    """Room codes are compared without case or surrounding spaces."""
    return code.strip().upper()


def new_token() -> str:
    return secrets.token_urlsafe(18)


def plan_seats(kinds: list[str], names: list[str] | None = None) -> list[SeatSlot]:
    """Seats from kinds like ['open', 'bot:heuristic', 'local']; bots get names of their own."""
    slots: list[SeatSlot] = []
    for index, kind in enumerate(kinds):
        kind = kind.strip() or OPEN
        given = names[index] if names and index < len(names) else ""
        if kind.startswith("bot:"):
            bot = kind.removeprefix("bot:")
            slots.append(SeatSlot(kind, given or f"{bot.capitalize()} bot {index + 1}", index, bot=bot))
        elif kind in (OPEN, LOCAL):
            slots.append(SeatSlot(kind, given or (f"Seat {index + 1}" if kind == OPEN else "Host"), index))
        else:
            raise ValueError(f"a seat is open, local or bot:KIND, not {kind!r}")
    return slots


def room_file_path(autosave: Path) -> Path:
    """The room file lives beside the autosave: game.starboard -> game.starboard.room.json."""
    return autosave.with_name(autosave.name + ".room.json")


def save_room(path: Path, game: str, code: str, seats: list[SeatSlot]) -> None:
    room = RoomFile(ROOM_FORMAT, ROOM_FORMAT_VERSION, game, code, seats)
    write_atomic(path, msgspec.json.encode(room))


def load_room(path: Path) -> RoomFile:
    try:
        room = msgspec.json.decode(Path(path).read_bytes(), type=RoomFile)
    except OSError as error:
        raise RoomFileError(f"Cannot read {path}: {error.strerror or error}") from None
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise RoomFileError(f"{path} is damaged or is not a Starboard room file.") from None
    if room.format != ROOM_FORMAT or room.format_version > ROOM_FORMAT_VERSION:
        raise RoomFileError(f"{path} is not a room file this Starboard can read.")
    return room
