"""The host's move journal: each accepted move is written down before anyone is told it was accepted.

The autosave snapshot is rewritten only now and then; the journal beside it holds every move since
the last snapshot, one JSON line each. A line is written to the file (so the operating system has
it) before the reply goes out, and flushed to the disk just after, without holding up the reply: a
host killed at any instant resumes at the version its players last saw (load the snapshot, then play
the journal's later moves on it); a power cut can lose at most the last moment's moves.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import msgspec

from engines.core.contract import IllegalAction
from engines.core.match import Match
from engines.core.saves import SaveError, write_atomic

FORMAT = "starboard-moves"


class JournalHead(msgspec.Struct):
    """The first line: which game the moves belong to and the version they start after."""

    format: str
    game: str
    base: int


class JournalMove(msgspec.Struct):
    """One accepted move and the version it made."""

    version: int
    seat: int
    action: Any


_head_decoder = msgspec.json.Decoder(JournalHead)
_move_decoder = msgspec.json.Decoder(JournalMove)
_encoder = msgspec.json.Encoder()
_sync = getattr(os, "fdatasync", os.fsync)  # the data is what matters; fsync where fdatasync is missing


def journal_path(autosave: Path) -> Path:
    """The journal lives beside the autosave: game.starboard -> game.starboard.moves."""
    return autosave.with_name(autosave.name + ".moves")


class MoveJournal:
    """An append-only file of moves: ``append`` hands the line to the OS, ``flush`` puts it on the disk."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.count = 0  # moves since the last start
        self._fd: int | None = None

    def start(self, game_id: str, base: int) -> None:
        """Begin again after a snapshot at version ``base``: the moves before it are no longer needed."""
        self.close()
        write_atomic(self.path, _encoder.encode(JournalHead(FORMAT, game_id, base)) + b"\n")
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        self.count = 0

    def append(self, version: int, seat: int, action: Any) -> None:
        """Write one move (``action`` as plain data): once this returns, killing the process loses nothing."""
        if self._fd is None:
            raise OSError(f"the move journal {self.path} is not open")
        line = memoryview(_encoder.encode(JournalMove(version, seat, action)) + b"\n")
        while line:
            line = line[os.write(self._fd, line) :]
        self.count += 1

    def flush(self) -> None:
        """Wait until the disk has every line written so far (a power cut then loses nothing either)."""
        if self._fd is not None:
            _sync(self._fd)

    def discard(self) -> None:
        """Remove the file: a new game starts at this path."""
        self.close()
        self.path.unlink(missing_ok=True)

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def replay_journal(match: Match, path: Path) -> int:
    """Play the journal's moves after ``match.version`` on ``match``; how many. SaveError if unusable.

    A last line without its newline was being written when the host died, so it was never accepted
    (the reply waits for the whole line): it is left out.
    """
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        return 0
    except OSError as error:
        raise SaveError(f"Cannot read {path}: {error.strerror or error}") from None
    lines = data.split(b"\n")[:-1]  # the part after the last newline is unfinished or empty
    if not lines:
        return 0
    try:
        head = _head_decoder.decode(lines[0])
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise SaveError(f"{path} is damaged or is not a Starboard move journal.") from None
    if head.format != FORMAT or head.game != match.game.id:
        raise SaveError(f"{path} is not the move journal of this {match.game.title} game.")
    applied = 0
    for number, line in enumerate(lines[1:], start=2):
        move = _read_move(line, path, number)
        if move.version <= match.version:
            continue  # already in the snapshot
        if move.version != match.version + 1:
            raise SaveError(f"{path} skips from version {match.version} to {move.version} (line {number}); "
                            "it does not belong to this autosave.")
        try:
            match.apply(move.seat, match.game.action_from(move.action))
        except (IllegalAction, msgspec.ValidationError, TypeError, ValueError) as error:
            raise SaveError(f"{path} line {number}: the rules refuse that move ({error}).") from None
        applied += 1
    return applied


def _read_move(line: bytes, path: Path, number: int) -> JournalMove:
    try:
        return _move_decoder.decode(line)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise SaveError(f"{path} is damaged at line {number}.") from None
