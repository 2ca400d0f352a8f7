"""The one-folder build: size on disk and size as a .tar.gz (its start-up is in bench_startup.py).

Measures dist/starboard (or $STARBOARD_DIST) as `make dist` leaves it. Without a build the row says it is
missing (no target, so the bench does not fail).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

import measure  # noqa: E402


def _row(metric: str, value: Any, unit: str, target: float | None = None) -> dict[str, Any]:
    row: dict[str, Any] = {"metric": metric, "value": round(value, 3) if isinstance(value, float) else value,
                           "unit": unit}
    if target is not None:
        row["target"] = f"< {target:g} {unit}"
        row["ok"] = value < target
    return row


def frozen_executable(dist: Path) -> Path | None:
    """The built app's executable (the console twin on Windows), or None when there is no build."""
    for candidate in (dist / "Starboard.app" / "Contents" / "MacOS" / "starboard",
                      dist / "starboard" / "starboard-cli.exe", dist / "starboard" / "starboard"):
        if candidate.is_file():
            return candidate
    return None


def run() -> list[dict[str, Any]]:
    dist = Path(os.environ.get("STARBOARD_DIST", ROOT / "dist"))
    bundle, executable = dist / "starboard", frozen_executable(dist)
    rows: list[dict[str, Any]] = []
    if executable is None or not bundle.is_dir():
        rows.append(_row("one-folder build", f"missing: no {bundle} (run make dist)", ""))
    else:
        rows.append(_row("one-folder build, on disk", measure.disk_bytes(bundle) / measure.MB, "MB",
                         measure.DISK_TARGET_MB))
        rows.append(_row("one-folder build, as .tar.gz", measure.compressed_bytes(bundle) / measure.MB, "MB",
                         measure.COMPRESSED_TARGET_MB))
    return rows
