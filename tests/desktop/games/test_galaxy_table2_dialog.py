"""The galaxy's new-game dialog on a small screen: with eight seats, the options and the faction sheets it is
taller than a 1280x800 screen, so everything but the Start and Cancel buttons scrolls and the dialog fits."""

from __future__ import annotations

from typing import Any

from desktop.shell.new_game import NewGameDialog
from engines.galaxy import GAME


def test_the_eight_seat_dialog_fits_the_screen_and_its_content_scrolls(qtbot: Any) -> None:
    from desktop.app import make_app

    make_app()
    shown = NewGameDialog(GAME, "Ada", 8)
    qtbot.addWidget(shown)
    shown.show()
    room = shown.screen().availableGeometry()
    assert shown.body.sizeHint().height() > room.height(), "the content is taller than the screen (the case)"
    assert shown.frameGeometry().height() <= room.height(), (shown.frameGeometry(), room)
    start = shown.start_button
    assert start.isVisible() and shown.rect().contains(start.geometry().center())
    bar = shown.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0, "the content does not scroll"
    shown.scroll_area.ensureWidgetVisible(shown.seed)  # the last field can be reached
    assert bar.value() > 0 and shown.seed.visibleRegion().boundingRect().height() > 0
    assert shown.game_panel is not None and shown.game_panel.parent() is not None


def test_a_short_dialog_takes_only_the_room_it_needs(qtbot: Any) -> None:
    from desktop.app import make_app
    from engines.lostworlds import GAME as LOST_WORLDS

    make_app()
    shown = NewGameDialog(LOST_WORLDS, "Ada", 2)
    qtbot.addWidget(shown)
    shown.show()
    assert shown.scroll_area.verticalScrollBar().maximum() == 0, "a dialog that fits needs no scrolling"
