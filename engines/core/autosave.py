"""Autosave: one file per match, rewritten atomically after every change; the newest few kept.

Listing autosaves needs no save machinery (the launcher lists them before its first frame), so saves.py
is imported only to write one.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from engines.core.paths import SAVE_SUFFIX as SUFFIX

if TYPE_CHECKING:
    from engines.core.match import Match


class Autosaver:
    """Writes ``<game>-<started>.starboard`` in ``directory`` and prunes all but the newest ``keep``."""

    def __init__(self, directory: Path, game_id: str, keep: int = 5, app_version: str = "") -> None:
        self.directory = Path(directory)
        self.keep = max(1, keep)
        self.app_version = app_version
        stamp = time.strftime("%Y%m%d-%H%M%S")
        self.path = self.directory / f"{game_id}-{stamp}-{int(time.time() * 1000) % 1000:03d}{SUFFIX}"
        from engines.core.saves import remove_stale_temporaries

        remove_stale_temporaries(self.directory)  # what a crash in the middle of a write left behind

    def save(self, match: Match) -> Path:
        from engines.core.saves import save_match

        save_match(match, self.path, self.app_version)
        self.prune()
        return self.path

    def prune(self) -> None:
        files = sorted(self.directory.glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in files[self.keep :]:
            if old != self.path:
                old.unlink(missing_ok=True)


def newest_autosaves(directory: Path, limit: int = 10) -> list[Path]:
    """The most recent autosaves, newest first, for the 'resume' list."""
    if not Path(directory).is_dir():
        return []
    files = sorted(Path(directory).glob(f"*{SUFFIX}"), key=lambda p: p.stat().st_mtime, reverse=True)
    return files[:limit]
