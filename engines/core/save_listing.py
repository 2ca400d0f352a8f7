"""What a list of saves shows without replaying one: the game, who plays, how far it is, whether it is over.

Read with the standard json module, not msgspec: the launcher lists its recent games before its first
frame, and msgspec with the save machinery is a table's cost (engines.core.saves writes the listing).
"""

from __future__ import annotations

import json
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


def read_listing(path: Path) -> tuple[str, Listing | None]:
    """The game id and listing of a save; ("", None) for a file that is not one, and (game, None) for a
    save written before saves carried a listing."""
    try:
        header = json.loads(Path(path).read_bytes())
    except (OSError, ValueError):  # ValueError: damaged JSON or not UTF-8
        return "", None
    if not isinstance(header, dict) or header.get("format") != SAVE_FORMAT:
        return "", None
    game = header.get("game")
    if not isinstance(game, str):
        return "", None
    return game, _listing(header.get("listing"))
