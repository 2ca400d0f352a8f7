"""`make run` names the missing system package instead of showing a Qt stack trace."""

from __future__ import annotations

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

