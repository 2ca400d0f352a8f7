"""Run a frozen Starboard: the offscreen self-test, the bundle-paths probe and the start-up probe.

The probes are answered by the runtime hook baked into the build (packaging/hooks/rthook_starboard.py).
Used by make_dist.py (make dist-check), the .deb install check and bench/bench_startup.py.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

# stderr lines a healthy offscreen run may print (Qt notes about window features offscreen lacks).
HARMLESS_STDERR = (
    "This plugin does not support propagateSizeHints",
    "This plugin does not support raise",
)
SELF_TEST_TIMEOUT = 300


@dataclass
class SmokeResult:
    """The outcome of one frozen `--self-test` run."""

    command: list[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def report(self) -> str:
        lines = [f"$ {' '.join(self.command)}  (exit {self.returncode}, {self.seconds:.1f} s)", self.stdout.rstrip()]
        if self.stderr.strip():
            lines += ["--- stderr ---", self.stderr.rstrip()]
        lines += [f"PROBLEM: {problem}" for problem in self.problems]
        return "\n".join(line for line in lines if line)


def offscreen_env(home: Path, qpa: str = "offscreen") -> dict[str, str]:
    """The environment for a headless run: offscreen Qt (or ``qpa``) and ``home`` as STARBOARD_HOME."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = qpa
    env["STARBOARD_HOME"] = str(home)
    for name in ("STARBOARD_BUNDLE_PROBE", "STARBOARD_STARTUP_PROBE", "PYTHONPATH", "PYTHONHOME"):
        env.pop(name, None)
    return env


def unexpected_stderr(stderr: str) -> list[str]:
    """stderr lines that are not on the harmless list."""
    return [line for line in stderr.splitlines() if line.strip() and not line.strip().startswith(HARMLESS_STDERR)]


def run_self_test(executable: Path, check_output: bool = True) -> SmokeResult:
    """`EXECUTABLE --self-test` offscreen; problems name a non-zero exit, a failed game or stray stderr.

    ``check_output=False`` is for a windowed Windows build, which has no stdout/stderr: exit status only.
    """
    command = [str(executable), "--self-test"]
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="starboard-home-") as home:
        done = subprocess.run(
            command, env=offscreen_env(Path(home)), capture_output=True, text=True, timeout=SELF_TEST_TIMEOUT,
            encoding="utf-8", errors="replace",
        )
    result = SmokeResult(command, done.returncode, done.stdout, done.stderr, time.monotonic() - started)
    if done.returncode != 0:
        result.problems.append(f"exit status {done.returncode}")
    if check_output:
        if "self-test passed" not in done.stdout:
            result.problems.append("no 'self-test passed' line")
        failed = [line for line in done.stdout.splitlines() if line.startswith("FAIL")]
        result.problems += [f"game failed: {line}" for line in failed]
        result.problems += [f"unexpected stderr: {line}" for line in unexpected_stderr(done.stderr)]
    return result


def _probe(
    command: list[str], variable: str, timeout: float, qpa: str = "offscreen"
) -> tuple[dict | None, float, subprocess.CompletedProcess[str]]:
    with tempfile.TemporaryDirectory(prefix="starboard-probe-") as folder:
        out = Path(folder) / "probe.json"
        env = offscreen_env(Path(folder) / "home", qpa)
        env[variable] = str(out)
        started = time.time()
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout,
                              encoding="utf-8", errors="replace")
        data = json.loads(out.read_text(encoding="utf-8")) if out.exists() else None
        return data, started, done


def bundle_report(executable: Path) -> dict:
    """Where the frozen app finds its assets, rules references and games (its own paths.py, run inside the bundle)."""
    data, _, done = _probe([str(executable)], "STARBOARD_BUNDLE_PROBE", 60)
    if data is None:
        raise RuntimeError(f"the bundle probe wrote nothing (exit {done.returncode}): {done.stderr.strip()}")
    return data


def startup(command: list[str] | Path, timeout: float = 60, qpa: str = "offscreen") -> dict[str, float]:
    """Seconds from launching the app to the launcher window's first painted frame (offscreen by default).

    ``command`` is the frozen executable, or a command line that runs the hook itself (SOURCE_COMMAND).
    Keys: ``total``, split into ``interpreter`` (launch until Starboard's first Python line), ``qt_import``
    (PySide6's QtCore/QtGui/QtWidgets), ``app`` (Starboard's imports and the window, until the event loop)
    and ``first_paint``.
    """
    argv = [str(command)] if isinstance(command, Path) else command
    data, started, done = _probe(argv, "STARBOARD_STARTUP_PROBE", timeout, qpa)
    if data is None:
        raise RuntimeError(f"the launcher never painted (exit {done.returncode}): {done.stderr.strip()}")
    marks = [started, *(float(data[key]) for key in ("hook_at", "qt_imported_at", "exec_at", "painted_at"))]
    steps = [later - earlier for earlier, later in itertools.pairwise(marks)]
    return {"total": marks[-1] - started, "interpreter": steps[0], "qt_import": steps[1], "app": steps[2],
            "first_paint": steps[3]}


def startup_seconds(command: list[str] | Path, timeout: float = 60, qpa: str = "offscreen") -> float:
    """The ``total`` of ``startup``."""
    return startup(command, timeout, qpa)["total"]


HOOK = Path(__file__).resolve().parent / "hooks" / "rthook_starboard.py"
# The unfrozen app with the same probe: the hook, then desktop.app:main (run from the repository root).
SOURCE_COMMAND = [
    sys.executable, "-c",
    f"import runpy, sys; runpy.run_path({str(HOOK)!r}); from desktop.app import main; sys.exit(main([]))",
]


def main(argv: list[str]) -> int:
    """`python packaging/smoke.py [--platform xcb] EXECUTABLE`: self-test, bundle report and start-up time.

    With ``--platform`` (xcb or wayland, under a real display server) only the start-up probe runs: it
    proves the bundle's platform plugin and the system libraries it needs load and paint a window.
    """
    if argv[:1] == ["--platform"]:
        qpa, executable = argv[1], Path(argv[2])
        print(f"start-up to the launcher on {qpa}: {startup_seconds(executable, qpa=qpa):.3f} s")
        return 0
    executable = Path(argv[0])
    result = run_self_test(executable)
    print(result.report())
    print(json.dumps(bundle_report(executable), indent=1))
    print(f"start-up to the launcher: {startup_seconds(executable):.3f} s")
    return 0 if result.ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
