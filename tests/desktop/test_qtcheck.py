"""`make run` names the missing system package instead of showing a Qt stack trace."""

from __future__ import annotations

from typing import Any

import pytest

from desktop import qtcheck


def test_a_missing_xcb_library_is_named_with_its_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(qtcheck, "missing_xcb_libraries", lambda: ["libxcb-cursor.so.0", "libxcb-icccm.so.4"])
    message = qtcheck.advice()
    assert message is not None
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4" in message


def test_no_display_is_said_plainly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(qtcheck, "missing_xcb_libraries", lambda: [])
    message = qtcheck.advice()
    assert message is not None and "no display" in message


def test_offscreen_and_wayland_need_no_xcb(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert qtcheck.advice() is None
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")
    assert qtcheck.advice() is None



def test_when_everything_loads_no_process_is_started(monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess
    import sys

    def no_process(*args: object, **kwargs: object) -> None:
        raise AssertionError("ldd ran although every library loads")

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(subprocess, "run", no_process)
    monkeypatch.setattr(qtcheck, "loads", lambda library: True)
    assert qtcheck.missing_xcb_libraries() == []


def test_a_library_that_does_not_load_is_looked_up_with_ldd(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> None:
    import subprocess
    import sys

    plugin = tmp_path / "libqxcb.so"
    plugin.write_bytes(b"")
    ran: list[list[str]] = []

    def ldd(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        ran.append(command)
        return subprocess.CompletedProcess(command, 0, "\tlibxcb-icccm.so.4 => not found\n", "")

    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(qtcheck, "_plugin_files", lambda: [plugin])
    monkeypatch.setattr(qtcheck, "loads", lambda library: library != str(plugin))
    monkeypatch.setattr(subprocess, "run", ldd)
    assert "libxcb-icccm.so.4" in qtcheck.missing_xcb_libraries()
    assert ran == [["ldd", str(plugin)]]


def test_on_this_machine_the_quick_check_agrees_with_ldd() -> None:
    plugins = [str(p) for p in qtcheck._plugin_files() if p.exists()]
    if all(qtcheck.loads(p) for p in plugins) and qtcheck.loads("libxcb-cursor.so.0"):
        assert qtcheck.missing_by_ldd() == []
    else:
        assert qtcheck.missing_by_ldd() != [], "the loader refuses a library that ldd finds"
