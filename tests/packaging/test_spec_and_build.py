"""The PyInstaller spec (run against stand-ins for PyInstaller's classes), the build checks and the smoke test."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import make_dist
import metadata
import pytest
import smoke

ROOT = metadata.ROOT
SPEC = ROOT / "packaging" / "starboard.spec"


class _Recorder:
    """Stands in for Analysis, PYZ, EXE, COLLECT and BUNDLE: remembers its arguments."""

    calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        self.calls.append((type(self).__name__, args, kwargs))
        self.binaries: list[tuple[str, str, str]] = []
        self.datas = [
            ("PySide6/Qt/translations/qtbase_de.qm", "/src/qtbase_de.qm", "DATA"),
            ("assets/ui/icon.svg", "/src/icon.svg", "DATA"),
        ]
        self.pure: list[Any] = []
        self.scripts: list[Any] = []


def _isolate_spec(monkeypatch: pytest.MonkeyPatch) -> None:
    """No module walk (slow) during the spec, and PyInstaller's Qt hook method restored afterwards."""
    import PyInstaller.utils.hooks as hooks
    from PyInstaller.utils.hooks import qt as pyi_qt

    monkeypatch.setattr(hooks, "collect_submodules", lambda package: [f"{package}.stub"])
    monkeypatch.setattr(pyi_qt.QtLibraryInfo, "collect_plugins", pyi_qt.QtLibraryInfo.collect_plugins)


def _run_spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> dict[str, Any]:
    _isolate_spec(monkeypatch)
    _Recorder.calls = []
    names = {name: type(name, (_Recorder,), {}) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    namespace: dict[str, Any] = {"SPECPATH": str(SPEC.parent), "__file__": str(SPEC), **names}
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return namespace


def _call(name: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
    (found,) = [(args, kwargs) for kind, args, kwargs in _Recorder.calls if kind == name][:1]
    return found


def test_the_spec_builds_one_windowed_folder_named_starboard(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    _run_spec(monkeypatch, tmp_path)
    _, exe = _call("EXE")
    assert exe["name"] == "starboard" and exe["console"] is False and exe["exclude_binaries"] is True
    assert exe["contents_directory"] == "_internal"
    _, collect = _call("COLLECT")
    assert collect["name"] == "starboard"
    if sys.platform == "win32":
        assert sum(1 for kind, _, _ in _Recorder.calls if kind == "EXE") == 2  # the console twin


def test_the_spec_bundles_assets_games_and_the_runtime_hook(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _run_spec(monkeypatch, tmp_path)
    args, analysis = _call("Analysis")
    assert Path(args[0][0]) == ROOT / "packaging" / "launch.py"
    assert analysis["datas"] == [(str(ROOT / "assets"), "assets")]  # the rules references are assets too
    assert {"engines.stub", "desktop.stub"} <= set(analysis["hiddenimports"])
    assert {"PySide6.QtNetwork", "PySide6.QtQml", "tkinter"} <= set(analysis["excludes"])
    assert [Path(hook).name for hook in analysis["runtime_hooks"]] == ["rthook_starboard.py"]


def test_the_spec_drops_translations_after_analysis(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    namespace = _run_spec(monkeypatch, tmp_path)
    assert [entry[0] for entry in namespace["a"].datas] == ["assets/ui/icon.svg"]


def test_the_build_reads_nothing_beside_the_checkout() -> None:
    """The bundle is built from the repository alone: no ../shared (a user's clone has none)."""
    for path in (SPEC, ROOT / "packaging" / "make_dist.py", ROOT / "packaging" / "hooks" / "rthook_starboard.py"):
        text = path.read_text(encoding="utf-8")
        assert "shared" not in text and "ROOT.parent" not in text, path.name


def test_the_launch_script_runs_the_console_entry_point() -> None:
    text = (ROOT / "packaging" / "launch.py").read_text(encoding="utf-8")
    assert "from desktop.app import main" in text and "sys.exit(main())" in text


def _fake_tree(tmp_path: Path) -> Path:
    bundle = tmp_path / "starboard"
    internal = bundle / "_internal"
    for asset in (ROOT / "assets").rglob("*"):
        if asset.is_file():
            target = internal / "assets" / asset.relative_to(ROOT / "assets")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(b"")
    plugins = internal / "PySide6" / "Qt" / "plugins"
    for kind, stems in make_dist.required_plugins("linux").items():
        (plugins / kind).mkdir(parents=True)
        for stem in stems:
            (plugins / kind / f"lib{stem}.so").write_bytes(b"")
    return bundle


def test_a_complete_bundle_has_no_problems(tmp_path: Path) -> None:
    assert make_dist.bundle_problems(_fake_tree(tmp_path), "linux") == []


def test_the_bundle_check_names_what_is_missing_or_unwanted(tmp_path: Path) -> None:
    bundle = _fake_tree(tmp_path)
    internal = bundle / "_internal"
    (internal / "assets" / "ui" / "icon.svg").unlink()
    (internal / "assets" / "cosmic" / "rules.md").unlink()
    (internal / "PySide6/Qt/plugins/platforms/libqxcb.so").unlink()
    (internal / "PySide6/Qt/plugins/platforms/libqeglfs.so").write_bytes(b"")
    (internal / "PySide6/Qt/translations").mkdir()
    (internal / "PySide6/Qt/translations/qt_de.qm").write_bytes(b"")
    (internal / "PySide6/Qt/lib").mkdir()
    (internal / "PySide6/Qt/lib/libQt6Quick.so.6").write_bytes(b"")
    problems = make_dist.bundle_problems(bundle, "linux")
    assert sorted(problems) == sorted([
        "asset missing: ui/icon.svg",
        "asset missing: cosmic/rules.md",
        "unwanted Qt plugin: platforms/qeglfs",
        "Qt plugin missing: platforms/qxcb",
        "Qt translation shipped: qt_de.qm",
        "unwanted Qt library: _internal/PySide6/Qt/lib/libQt6Quick.so.6",
    ])


def _script(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "app"
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return path


@pytest.mark.skipif(sys.platform == "win32", reason="shell-script stand-ins")
@pytest.mark.parametrize(
    ("body", "problem"),
    [
        ("echo 'self-test passed'", None),
        ("echo 'self-test passed'; echo 'This plugin does not support raise()' >&2", None),
        ("echo 'self-test passed'; exit 3", "exit status 3"),
        ("echo 'FAIL  cosmic: boom'; echo 'self-test passed'", "game failed: FAIL  cosmic: boom"),
        ("echo 'self-test passed'; echo 'QFont: missing family' >&2", "unexpected stderr: QFont: missing family"),
        ("true", "no 'self-test passed' line"),
    ],
)
def test_the_smoke_test_fails_on_exit_status_failed_games_or_stray_errors(
    tmp_path: Path, body: str, problem: str | None
) -> None:
    result = smoke.run_self_test(_script(tmp_path, body))
    assert result.problems == ([problem] if problem else [])


@pytest.mark.skipif(sys.platform == "win32", reason="shell-script stand-ins")
def test_the_smoke_test_runs_offscreen_with_a_private_home_it_removes_after(tmp_path: Path) -> None:
    result = smoke.run_self_test(_script(tmp_path, 'echo "$QT_QPA_PLATFORM $STARBOARD_HOME"; echo "self-test passed"'))
    platform_name, home = result.stdout.split("\n")[0].split()
    assert platform_name == "offscreen" and Path(home).name.startswith("starboard-home-")
    assert not Path(home).exists()  # removed after the run


def test_the_runtime_hook_reports_the_bundle_paths_from_source(tmp_path: Path) -> None:
    out = tmp_path / "probe.json"
    env = dict(smoke.offscreen_env(tmp_path / "home"), STARBOARD_BUNDLE_PROBE=str(out))
    code = f"import runpy; runpy.run_path({str(smoke.HOOK)!r})"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["frozen"] is False and report["icon"] is True
    assert Path(report["assets_dir"]) == ROOT / "assets"
    assert set(report["games"]) <= {"lostworlds", "cosmic", "woodland", "galaxy", "colony"}


def test_make_dist_and_dist_check_run_the_build_script() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^dist: \$\(STAMP\)\n\t.*packaging/make_dist\.py\s*$", makefile, re.MULTILINE)
    assert re.search(r"^dist-check: \$\(STAMP\)\n\t.*packaging/make_dist\.py --check", makefile, re.MULTILINE)
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert ci.index("make dist-check") > ci.index("make test")


def test_the_workflow_builds_and_smoke_tests_on_three_systems() -> None:
    text = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    assert "\t" not in text
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert f"os: {runner}" in text
    for step in ("python -m pytest", "packaging/make_dist.py --check", "actions/upload-artifact@v4"):
        assert step in text
    assert text.count("timeout-minutes:") >= 1


def test_the_startup_probe_sees_the_launcher_paint_from_source() -> None:
    timing = smoke.startup(smoke.SOURCE_COMMAND)
    parts = [timing[key] for key in ("interpreter", "qt_import", "app", "first_paint")]
    assert all(part >= 0 for part in parts) and sum(parts) == pytest.approx(timing["total"])
