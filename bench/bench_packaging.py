"""The one-folder build: size on disk, size as a .tar.gz, and start-up to the launcher window, offscreen.

Measures dist/starboard (or $STARBOARD_DIST) as `make dist` leaves it. Without a build the build's rows say
it is missing (no target, so the bench does not fail); the start-up from source is measured either way.
"""

from __future__ import annotations

import os
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))

import measure  # noqa: E402
import smoke  # noqa: E402

LAUNCHES = 5
START_TARGET_S = 1.0
PARTS = (
    ("interpreter", "interpreter"),
    ("qt_import", "Qt import"),
    ("app", "app imports + window"),
    ("first_paint", "first paint"),
)


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


def _launches(command: list[str] | Path) -> list[dict[str, float]]:
    return [smoke.startup(command) for _ in range(LAUNCHES)]


def _startup_rows(label: str, command: list[str] | Path, target: float | None) -> list[dict[str, Any]]:
    try:
        runs = _launches(command)
    except RuntimeError as error:  # the app itself is broken: one failed row, the other benches still run
        reason = str(error).strip().splitlines()[-1][:120]
        return [{"metric": f"{label}: start to launcher", "value": f"failed: {reason}", "unit": "", "ok": False}]
    totals = [run["total"] for run in runs]
    return [
        _row(f"{label}: start to launcher, 1st", totals[0], "s"),
        _row(f"{label}: start to launcher, median of {LAUNCHES}", statistics.median(totals), "s", target),
    ] + [
        _row(f"{label}:   of which {part}", statistics.median(run[key] for run in runs), "s")
        for key, part in PARTS
    ]


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
        rows += _startup_rows("frozen", executable, START_TARGET_S)
    rows += _startup_rows("source", smoke.SOURCE_COMMAND, None)
    return rows
