"""The real `starboard` command in its own process for the LAN tests: serve, join and their output."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STARBOARD = ROOT / ".venv" / "bin" / "starboard"
TIMEOUT = 60


def command(game_id: str) -> list[str]:
    """The installed command for registered games; the same main() with the toy registered for the toy."""
    if game_id == "toy":
        return [sys.executable, "-m", "tests.net.toyctl"]
    return [str(STARBOARD)] if STARBOARD.exists() else [sys.executable, "-m", "desktop.app"]


def start(game_id: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([*command(game_id), *args], cwd=ROOT, env=os.environ.copy(), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def serve(game_id: str, players: int, *extra: str) -> tuple[subprocess.Popen[str], int]:
    """Start `serve` on a free port; returns the process and the port it printed."""
    proc = start(game_id, "serve", game_id, "--players", str(players), "--port", "0", "--code", "LANTS",
                 "--bind", "127.0.0.1", "--no-beacon", "--seed", "5", *extra)
    assert proc.stdout is not None
    first = proc.stdout.readline()
    found = re.search(r"port (\d+), room code (\w+)", first)
    assert found, f"serve printed {first!r}; stderr: {proc.stderr.read() if proc.stderr else ''}"
    assert found.group(2) == "LANTS"
    return proc, int(found.group(1))


def join(game_id: str, port: int, name: str, *extra: str) -> subprocess.Popen[str]:
    return start(game_id, "join", f"127.0.0.1:{port}", "--code", "LANTS", "--name", name, *extra)


def last_json(proc: subprocess.Popen[str], said: list[str] | None = None) -> dict[str, object]:
    """The JSON object a finished command printed as its last line (its stderr goes to ``said``)."""
    out, err = proc.communicate(timeout=TIMEOUT)
    assert proc.returncode == 0, err
    if said is not None:
        said.append(err)
    summary: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    return summary
