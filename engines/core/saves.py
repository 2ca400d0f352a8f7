"""Saves: JSON with a format name and version, written atomically, checked by replay on load."""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import msgspec

from engines.core.contract import Game, IllegalAction
from engines.core.match import LogEntry, LoggedAction, Match, SeatConfig
from engines.core.paths import SAVE_FORMAT, SAVE_SUFFIX

FORMAT = SAVE_FORMAT
FORMAT_VERSION = 2  # 2: the seed is written as a string (128 bits); 1: an integer, the old generator
SUFFIX = SAVE_SUFFIX
TEMP_SUFFIX = ".tmp"
# write_atomic's temporary files: ".NAME." + mkstemp's 8 random characters + ".tmp"
_TEMPORARY = re.compile(r"^\..+\.[a-z0-9_]{8}" + re.escape(TEMP_SUFFIX) + "$")
STALE_AFTER = 600.0  # seconds: a write takes milliseconds, so an older temporary file was abandoned


class SaveError(Exception):
    """A save that cannot be read; the message says why in a player's words."""


class SaveListing(msgspec.Struct):
    """What a list of saves shows without replaying: who plays, how far the game is, whether it is over
    (read back by engines.core.save_listing, without msgspec, for the launcher)."""

    names: list[str] = []
    progress: str = ""
    finished: bool = False


class SaveFile(msgspec.Struct):
    format: str
    format_version: int
    game: str
    players: int
    seed: int | str  # digits; a string from format 2 on (128-bit seeds do not fit every JSON reader)
    options: dict[str, Any]
    seats: list[SeatConfig]
    version: int
    actions: list[dict[str, Any]]
    snapshot: msgspec.Raw  # the game's own state_json, read back with state_from_json (keys keep their types)
    log: list[LogEntry] = []
    saved_at: float = 0.0
    app_version: str = ""
    reveal: bool = False  # the players chose at the end that a replay may show everything
    listing: SaveListing | None = None


class _Header(msgspec.Struct):
    format: str = ""
    format_version: int = 0
    game: str = ""


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temporary file beside ``path``, flush it to disk, then rename it into place."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Flush the rename itself to disk (POSIX); Windows cannot open a folder and needs no such step."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse to sync a folder; the file itself is already on disk
    finally:
        os.close(fd)


def remove_stale_temporaries(folder: Path, older_than: float = STALE_AFTER) -> list[Path]:
    """Delete what interrupted writes left in ``folder``; returns the files removed.

    Only write_atomic's own temporary files, only this user's, and only those untouched for
    ``older_than`` seconds: a write in progress (here or in another Starboard) is never one of them.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    uid = os.getuid() if hasattr(os, "getuid") else None
    for entry in entries:
        if not _TEMPORARY.match(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not entry.is_file(follow_symlinks=False) or now - info.st_mtime < older_than:
                continue
            if uid is not None and info.st_uid != uid:
                continue
            os.unlink(entry.path)
        except OSError:
            continue  # gone already, or not ours to remove
        removed.append(Path(entry.path))
    return removed


def match_to_bytes(match: Match, app_version: str = "") -> bytes:
    game = match.game
    save = SaveFile(
        format=FORMAT,
        format_version=FORMAT_VERSION,
        game=game.id,
        players=match.players,
        seed=str(match.seed),
        options=match.options,
        seats=match.seats,
        version=match.version,
        actions=[{"seat": a.seat, "action": game.action_to(a.action)} for a in match.actions],
        snapshot=msgspec.Raw(game.state_json(match.state)),
        log=match.log,
        saved_at=time.time(),
        app_version=app_version,
        reveal=match.reveal,
        listing=SaveListing(match.names, game.progress(match.state), match.is_over()),
    )
    return msgspec.json.format(msgspec.json.encode(save), indent=1)


def save_match(match: Match, path: Path, app_version: str = "") -> None:
    write_atomic(Path(path), match_to_bytes(match, app_version))


def load_match(path: Path, verify: bool = True) -> Match:
    """Read a save; refuses damaged, foreign, future-version or non-replaying files with SaveError."""
    return match_from_bytes(read_file(path), verify=verify, name=str(path))


def read_file(path: Path) -> bytes:
    """A save's or a replay's bytes; SaveError in a player's words when the file cannot be read."""
    try:
        return Path(path).read_bytes()
    except OSError as error:
        raise SaveError(f"Cannot read {path}: {error.strerror or error}") from None


def check_save_file(path: Path) -> None:
    """The quick refusals of ``load_match`` (cannot read, damaged, not a save, too new, unknown game) without
    decoding the game or replaying it; SaveError as ``load_match`` words it."""
    _save_game(read_file(path), str(path))


def _save_game(data: bytes, name: str) -> Game[Any]:
    try:
        header = msgspec.json.decode(data, type=_Header)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise SaveError(f"{name} is damaged or is not a Starboard save.") from None
    if header.format != FORMAT:
        raise SaveError(f"{name} is not a Starboard save.")
    if header.format_version > FORMAT_VERSION:
        raise newer_file(name, "save", header.format_version, FORMAT_VERSION)
    if header.format_version < 1:
        raise SaveError(f"{name} has an unknown save format version {header.format_version}.")
    return game_of(name, "save", header.game)


def match_from_bytes(data: bytes, verify: bool = True, name: str = "this file") -> Match:
    game = _save_game(data, name)
    try:
        save = msgspec.json.decode(data, type=SaveFile)
        state = game.state_from_json(bytes(save.snapshot))
        actions = [LoggedAction(int(a["seat"]), game.action_from(a["action"])) for a in save.actions]
        match = Match(game, save.players, int(save.seed), save.options, save.seats, state=state)
    except (msgspec.DecodeError, msgspec.ValidationError, KeyError, TypeError, ValueError) as error:
        raise SaveError(f"{name} is damaged: {error}") from None
    if verify:
        _check_replay(match, actions, name)
    match.actions = actions
    match.version = save.version
    match.log = save.log
    match.reveal = save.reveal
    return match


def _check_replay(match: Match, actions: list[LoggedAction], name: str) -> None:
    game = match.game
    replay = match.initial_state()
    for index, logged in enumerate(actions):
        try:
            game.apply(replay, logged.seat, logged.action)
        except IllegalAction as error:
            raise refused_move(name, index, error) from None
    if game.state_json(replay) != game.state_json(match.state):
        raise different_table(name)


def newer_file(name: str, kind: str, found: int, newest: int) -> SaveError:
    return SaveError(f"{name} was saved by a newer Starboard ({kind} format {found}; this version reads up to "
                     f"{newest}). Update Starboard to open it.")


def game_of(name: str, kind: str, game_id: str) -> Game[Any]:
    """The game a file is of, or SaveError naming the unknown game."""
    from engines.registry import get_game

    try:
        return get_game(game_id)
    except KeyError:
        raise SaveError(f"{name} is a {kind} of an unknown game {game_id!r}.") from None


def refused_move(name: str, index: int, error: IllegalAction) -> SaveError:
    return SaveError(f"{name} does not replay: move {index + 1} is refused ({error.reason}). "
                     "It was probably made by a different version of the rules.")


def different_table(name: str) -> SaveError:
    return SaveError(f"{name} does not replay to the table it recorded; it is damaged or from a different "
                     "rules version.")
