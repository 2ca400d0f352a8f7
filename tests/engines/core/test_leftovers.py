"""Temporary files of save writes cut short by a crash are removed when autosaving starts again."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from engines.core.autosave import Autosaver
from engines.net.room import Room
from engines.net.seats import plan_seats
from engines.net.store import Autosaver as LanAutosaver
from tests.engines.core.toy import TOY

ROOT = Path(__file__).resolve().parents[3]
HOUR = 3600.0  # far older than any write in progress
# write_atomic in a process killed (SIGKILL) after the data is written and before the rename
KILLED_MID_WRITE = """
import os, signal, sys
from engines.core.saves import write_atomic
os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)
write_atomic(sys.argv[1], b"x" * 100_000)
"""


def interrupted_write(target: Path, age: float) -> Path:
    """What a crash in the middle of saving ``target`` leaves, last touched ``age`` seconds ago."""
    before = set(target.parent.iterdir()) if target.parent.exists() else set()
    subprocess.run([sys.executable, "-c", KILLED_MID_WRITE, str(target)], cwd=ROOT, check=False, timeout=60)
    (left,) = set(target.parent.iterdir()) - before
    stamp = time.time() - age
    os.utime(left, (stamp, stamp))
    return left


def test_an_autosave_folder_loses_old_leftovers_of_crashed_writes_and_keeps_everything_else(tmp_path: Path) -> None:
    old = interrupted_write(tmp_path / "cosmic-20250101-120000-001.starboard", HOUR)
    fresh = interrupted_write(tmp_path / "woodland-20250101-120000-002.starboard", 1.0)  # maybe being written
    others = [tmp_path / name for name in ("notes.tmp", ".hidden.tmp", "game.starboard", ".game.starboard.ab.tmp")]
    for path in others:
        path.write_bytes(b"keep me")
        os.utime(path, (time.time() - HOUR,) * 2)
    assert old.name.startswith(".cosmic-") and old.name.endswith(".tmp")

    Autosaver(tmp_path, "toy")

    assert not old.exists()
    assert fresh.exists() and all(path.exists() for path in others)


def test_a_lan_host_cleans_its_autosave_folder_too(tmp_path: Path) -> None:
    old = interrupted_write(tmp_path / "lan-toy-ABCDE.starboard", HOUR)
    room = Room(TOY, plan_seats(["open", "open"]), {}, 1, "ABCDE")
    LanAutosaver(room, tmp_path / "lan-toy-FGHJK.starboard")
    assert not old.exists()
