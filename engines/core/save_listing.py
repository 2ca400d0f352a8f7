"""What a list of saves shows without replaying one: the game, who plays, how far it is, whether it is over.

Read with the standard json module, not msgspec: the launcher lists its recent games before its first
frame, and msgspec with the save machinery is a table's cost (engines.core.saves writes the listing).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.core.paths import SAVE_FORMAT


@dataclass(frozen=True)
class Listing:
    names: list[str]
    progress: str = ""
    finished: bool = False


def _listing(raw: Any) -> Listing | None:
    if not isinstance(raw, dict):
        return None
    names, progress, finished = raw.get("names", []), raw.get("progress", ""), raw.get("finished", False)
    if not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
        return None
    if not isinstance(progress, str) or type(finished) is not bool:
        return None
    return Listing(names, progress, finished)


# A save is written with one space of indent (engines/core/saves.py), its listing the last key: so a
# top-level key starts a line with exactly one space (a string in JSON never holds a raw newline), and the
# game and the listing are found in the first and the last few kilobytes of even a long game's save.
_ENDS = 8192
_DECODER = json.JSONDecoder()


def read_listing(path: Path) -> tuple[str, Listing | None]:
    """The game id and listing of a save; ("", None) for a file that is not one, and (game, None) for a
    save written before saves carried a listing. Reads the file's two ends, not the whole of a long game
    (the launcher lists recent games before its first frame; the pointer on one reads it again)."""
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size <= 2 * _ENDS:
                return _whole(handle.read())
            head = handle.read(_ENDS)
            handle.seek(size - _ENDS)
            tail = handle.read()
    except OSError:
        return "", None
    found = _from_ends(head, tail)
    if found is not None:
        return found
    try:  # not written the usual way (by hand, another tool, an old version): read it all
        return _whole(Path(path).read_bytes())
    except OSError:
        return "", None


def _whole(data: bytes) -> tuple[str, Listing | None]:
    try:
        header = json.loads(data)
    except ValueError:  # damaged JSON or not UTF-8
        return "", None
    if not isinstance(header, dict) or header.get("format") != SAVE_FORMAT:
        return "", None
    game = header.get("game")
    if not isinstance(game, str):
        return "", None
    return game, _listing(header.get("listing"))


def _from_ends(head: bytes, tail: bytes) -> tuple[str, Listing | None] | None:
    """The game and listing from the top-level keys in a save's first and last bytes; None when they are not
    there as a save writes them."""
    start, end = head.decode("utf-8", "ignore"), tail.decode("utf-8", "ignore")  # the cut may split a letter
    if not start.startswith("{") or not end.rstrip().endswith("}"):
        return None
    form, game, listing = _key(start, "format"), _key(start, "game"), _key(end, "listing", last=True)
    if form is _MISSING or game is _MISSING or listing is _MISSING:
        return None
    if form != SAVE_FORMAT or not isinstance(game, str):
        return "", None
    return game, _listing(listing)


_MISSING = object()


def _key(text: str, key: str, last: bool = False) -> Any:
    marker = f'\n "{key}": '
    at = text.rfind(marker) if last else text.find(marker)
    if at < 0:
        return _MISSING
    try:
        value, _ = _DECODER.raw_decode(text, at + len(marker))
    except ValueError:
        return _MISSING
    return value
