"""Shared graphics items and settings: hover zoom, dice, tokens, palette, persistence."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsScene

from desktop import theme
from desktop.settings import Settings, load_settings, save_settings, settings_path
from desktop.widgets.board_view import BoardView
from desktop.widgets.card import ZOOM, CardItem
from desktop.widgets.die import DieItem
from desktop.widgets.motion import Motion


def test_a_card_zooms_after_a_short_hover_and_shrinks_back(qtbot: Any) -> None:
    card = CardItem(100, 170, "World", "text")
    card._zoom_in()
    assert card.scale() == ZOOM and card.zValue() == 1000
    card._animate_to(1.0)
    assert card.scale() == 1.0


@pytest.mark.qt_log_ignore("Mouse event .* not accepted")
def test_a_legal_card_emits_clicked_and_an_illegal_one_does_not(qtbot: Any) -> None:
    scene = QGraphicsScene()
    card = CardItem(100, 170, "World")
    scene.addItem(card)
    clicks: list[int] = []
    card.clicked.connect(lambda: clicks.append(1))
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(400, 400)
    view.show()
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    centre = view.mapFromScene(card.mapToScene(card.boundingRect().center()))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre))
    assert clicks == []
    card.set_legal(True)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre))
    assert clicks == [1]


def test_a_die_roll_lands_on_the_rolled_face(qtbot: Any) -> None:
    die = DieItem(60, theme.CARD_FACE, ["A", "B", "C"], "A")
    Motion.enabled = True
    die.roll_to("C")
    qtbot.waitUntil(lambda: not die._timer.isActive(), timeout=3000)
    assert die.face == "C" and die.rotation() == 0
    Motion.enabled = False
    die.roll_to("B")
    assert die.face == "B", "with animations off the face changes at once"


def test_every_seat_has_a_distinct_colour_and_shape() -> None:
    colours = {theme.seat_colour(i).name() for i in range(8)}
    shapes = {theme.seat_shape(i) for i in range(8)}
    assert len(colours) == 8 and len(shapes) == 8
    for i in range(8):
        assert not theme.shape_path(theme.seat_shape(i), 10).isEmpty()


def test_wheel_zoom_is_bounded(qtbot: Any) -> None:
    view = BoardView(QGraphicsScene())
    qtbot.addWidget(view)
    for _ in range(60):
        view.zoom_in()
    assert view.zoom() <= 5.0 + 1e-9
    for _ in range(120):
        view.zoom_out()
    assert view.zoom() >= 0.2 - 1e-9


def test_settings_persist_and_a_damaged_file_falls_back_to_defaults() -> None:
    save_settings(Settings(player_name="Ada", bot_pace="relaxed"))
    assert (load_settings().player_name, load_settings().bot_pace) == ("Ada", "relaxed")
    settings_path().write_text("{broken")
    assert load_settings() == Settings()


def test_a_card_keeps_its_stacking_order_after_a_hover_without_zoom(qtbot: Any) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    card = CardItem(100, 170, "World")
    card.setZValue(7)
    card.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
    card.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
    assert card.zValue() == 7
    card._zoom_in()
    assert card.zValue() == 1000
    card.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
    assert card.zValue() == 7


def test_settings_fields_are_checked_by_type_as_they_are_read() -> None:
    from desktop.settings import settings_from_json

    read = settings_from_json(b'{"player_name": "Ada", "animation_speed": 2, "last_players": {"cosmic": 4}, "x": 1}')
    assert (read.player_name, read.animation_speed, read.last_players) == ("Ada", 2.0, {"cosmic": 4})
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    for bad in (b'{"autosaves_kept": true}', b'{"curtain": "yes"}', b'{"last_players": {"cosmic": "4"}}',
                b'[1, 2]', b'{"player_name": 7}'):
        with pytest.raises(ValueError):
            settings_from_json(bad)
        settings_path().write_bytes(bad)
        assert load_settings() == Settings()


def test_saved_settings_are_readable_json_in_the_players_own_letters() -> None:
    import json

    save_settings(Settings(player_name="Zoë", last_join={"address": "10.0.0.2:47800"}))
    text = settings_path().read_text(encoding="utf-8")
    assert "Zoë" in text and json.loads(text)["last_join"] == {"address": "10.0.0.2:47800"}
    assert load_settings() == Settings(player_name="Zoë", last_join={"address": "10.0.0.2:47800"})


def test_settings_saved_from_a_thread_land_and_the_newest_save_wins() -> None:
    from desktop.settings import save_settings_soon

    threads = [save_settings_soon(Settings(player_name=f"P{i}")) for i in range(5)]
    save_settings(Settings(player_name="last"))
    for thread in threads:
        thread.join(10)
    assert load_settings().player_name == "last"
    save_settings_soon(Settings(player_name="later")).join(10)
    assert load_settings().player_name == "later"


def test_a_fitted_font_is_the_largest_that_fits_and_each_caller_gets_its_own(qtbot: Any) -> None:
    """The size is measured once per text and box; the font handed out is new each time."""
    from PySide6.QtGui import QFontMetricsF

    from desktop.widgets.text import fitted_font, scene_font

    words = "Scourge of the outer worlds"
    for width in (400.0, 180.0, 90.0):
        chosen = fitted_font(words, width, 24, bold=True)
        assert QFontMetricsF(chosen).horizontalAdvance(words) <= width or chosen.pixelSize() == 6
        if chosen.pixelSize() < 24:
            assert QFontMetricsF(scene_font(chosen.pixelSize() + 1, True)).horizontalAdvance(words) > width
        assert chosen.bold()
    mine = fitted_font(words, 180.0, 24)
    mine.setPixelSize(40)
    mine.setItalic(True)
    again = fitted_font(words, 180.0, 24)
    assert again.pixelSize() < 24 and not again.italic()
