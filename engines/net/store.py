"""What survives a crash: the host's autosave with its room file, and the seat tokens a joiner keeps."""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

from engines.core.match import Match
from engines.core.paths import autosaves_dir, config_dir
from engines.core.saves import load_match, match_to_bytes, remove_stale_temporaries, write_atomic
from engines.net.journal import MoveJournal, journal_path, replay_journal
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
COMPACT_AFTER = 500  # journal lines before the snapshot is rewritten and the journal started again

log = logging.getLogger("starboard.net")


def default_autosave(game_id: str, code: str) -> Path:
    return autosaves_dir() / f"lan-{game_id}-{code}.starboard"


class Autosaver:
    """Keeps a room's game on disk: a move is in the journal before it is accepted, the snapshot follows.

    Each move is written to the journal before the reply and flushed to the disk just after by the
    writer thread, so a slow disk never holds up the table. The snapshot (the autosave) is rewritten
    shortly after each change in that thread too, and at once (waiting for the disk) when the game
    starts, after an undo and every COMPACT_AFTER moves; each such wait starts the journal again.
    Seats and their tokens are on disk before a seat is given. The writer thread runs its jobs in
    order, so the journal is only ever restarted after every flush asked of it.
    """

    def __init__(self, room: Room, path: Path, delay: float = SAVE_DELAY) -> None:
        self.room = room
        self.path = Path(path)
        self.delay = delay
        self.journal = MoveJournal(journal_path(self.path))
        self._writer = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="autosave")
        self._handle: asyncio.TimerHandle | None = None
        self._flushing = False
        remove_stale_temporaries(self.path.parent)  # what a crash in the middle of a write left behind
        room.on_change = self.schedule
        room.on_seats = self.save_seats
        room.on_move = self.moved
        room.on_rewrite = self.rewrite

    @property
    def room_path(self) -> Path:
        return room_file_path(self.path)

    def moved(self, match: Match) -> None:
        """A move was just applied: journal it (on disk before the reply); compact now and then."""
        logged = match.actions[-1]
        try:
            if self.journal.count >= COMPACT_AFTER:
                self.rewrite(match)
            else:
                self.journal.append(match.version, logged.seat, match.game.action_to(logged.action))
                self._flush_journal_soon()
        except OSError as error:
            self._failed(error)

    def _flush_journal_soon(self) -> None:
        if not self._flushing:  # one flush covers every line written before it
            self._flushing = True
            self._writer.submit(self._flush_journal)

    def _flush_journal(self) -> None:
        """On the writer thread: the journal's lines so far to the disk."""
        self._flushing = False  # lines written from now on need a flush of their own
        try:
            self.journal.flush()
        except OSError as error:
            log.error("flushing the move journal %s failed: %s", self.journal.path, error)

    def rewrite(self, match: Match, fresh: bool = False) -> None:
        """Write the snapshot and wait for the disk, then start the journal after it (``fresh``: a new game)."""
        try:
            if fresh:  # an older game's moves must never be played on this one
                self._writer.submit(self.journal.discard).result()
            self._writer.submit(write_atomic, self.path, match_to_bytes(match)).result()
            self.journal.start(match.game.id, match.version)  # every flush asked before has run
        except OSError as error:
            self._failed(error)

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
        """Write the room file (code, seats, tokens) and wait for the disk."""
        try:
            self._writer.submit(write_atomic, self.room_path, self._room_bytes()).result()
        except OSError as error:
            self._failed(error)

    def flush(self) -> None:
        """Write both files now and wait until they are on disk."""
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self.room.match is not None:
            self.rewrite(self.room.match)
        self.save_seats()

    def close(self) -> None:
        self.flush()
        self.journal.close()
        self._writer.shutdown(wait=True)

    def _failed(self, error: OSError) -> None:
        log.error("autosave to %s failed: %s", self.path, error)
        self.room.listener.error(f"Autosave failed: {error.strerror or error}")

    def _room_bytes(self) -> bytes:
        room = self.room
        return msgspec.json.encode(RoomFile(ROOM_FORMAT, ROOM_FORMAT_VERSION, room.game.id, room.code, room.slots))


def load_autosave(path: Path) -> tuple[Match, RoomFile]:
    """The match (snapshot plus journal) and the seats (with tokens) of an autosaved LAN game.

    SaveError or RoomFileError when the files cannot be used.
    """
    match = load_match(Path(path))
    replay_journal(match, journal_path(Path(path)))
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
