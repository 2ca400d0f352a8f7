"""Test-wide setup: Qt offscreen, a private home for saves and settings, the rule marker."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves, autosaves and settings of a test never touch the real user folders."""
    monkeypatch.setenv("STARBOARD_HOME", str(tmp_path_factory.mktemp("home")))
