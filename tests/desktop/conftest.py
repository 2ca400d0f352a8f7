"""Desktop test fixtures: a main window on the toy game, with animations and bot pauses off."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from desktop.settings import Settings
from desktop.widgets.motion import Motion
from engines import registry
from tests.engines.core.toy import TOY


@pytest.fixture(autouse=True)
def _no_motion() -> Iterator[None]:
    Motion.enabled = False
    yield
    Motion.enabled = True


@pytest.fixture(autouse=True)
def _gc_on_gui_thread(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    """As in the app: cycles are collected on the GUI thread only, never in an engine worker."""
    from desktop.gc_pin import pin_gc_to_gui_thread, unpin_gc

    pin_gc_to_gui_thread()
    yield
    unpin_gc()


@pytest.fixture
def toy_registered() -> None:
    registry.register(TOY)


@pytest.fixture
def settings() -> Settings:
    return Settings(animations=False, bot_pace="instant", curtain=True)


@pytest.fixture
def window(qtbot, settings: Settings, toy_registered: None):  # type: ignore[no-untyped-def]
    from desktop.app import make_app
    from desktop.shell.main_window import MainWindow

    make_app()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close_table()
