"""Table text in a few lines: shrunk until no line is cut, down to the legible floor (desktop/widgets/text.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from desktop.widgets.text import first_fitting, fit_lines, scene_font


def test_a_long_first_word_shrinks_the_text_rather_than_being_cut(qtbot: Any) -> None:
    """'Granny Thistle' on a card at 1280x800: at 18 px 'Granny' is cut while 'Thistle' fits; at 17 both fit."""
    width = QFontMetricsF(scene_font(17, True)).horizontalAdvance("Granny")
    assert QFontMetricsF(scene_font(18, True)).horizontalAdvance("Granny") > width
    font, shown = fit_lines(QRectF(0, 0, width, 44), "Granny Thistle", 19.6, 16.6, 2, bold=True)
    assert shown == ["Granny", "Thistle"] and font.pixelSize() == 17


def test_what_cannot_fit_at_the_floor_is_cut_at_the_floor(qtbot: Any) -> None:
    width = QFontMetricsF(scene_font(17, True)).horizontalAdvance("Greywing") - 8
    font, shown = fit_lines(QRectF(0, 0, width, 44), "Lark Greywing", 19.6, 16.6, 2, bold=True)
    assert font.pixelSize() == 17 and shown[0] == "Lark" and shown[1].endswith("…")


def test_text_that_fits_keeps_its_size(qtbot: Any) -> None:
    font, shown = fit_lines(QRectF(0, 0, 400, 44), "Barley Ditch", 19.6, 16.6, 2, bold=True)
    assert font.pixelSize() == 20 and shown == ["Barley Ditch"]


def painter_at(scale: float) -> tuple[QPainter, QImage]:
    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.scale(scale, scale)
    return painter, image


def test_the_first_words_that_fit_at_a_readable_size_are_chosen(qtbot: Any) -> None:
    for scale, expected in ((1.0, "bird dominance"), (0.5, "dominance"), (0.2, "dominance")):
        painter, _ = painter_at(scale)
        assert first_fitting(painter, 110, ["bird dominance", "dominance"], bold=True) == expected, scale
        painter.end()


def test_a_small_item_tile_drops_its_word_rather_than_cut_it(qtbot: Any) -> None:
    from desktop.games.woodland.boards import ItemTile

    tile = ItemTile(("citem", 0, "hammer"), "hammer", size=38)
    for scale, fits in ((1.0, True), (0.4, False)):
        painter, _ = painter_at(scale)
        assert tile._word_fits(painter, "hammer") is fits, scale
        painter.end()


def test_a_world_cards_side_words_drop_their_icons_before_being_cut(qtbot: Any) -> None:
    """Lost Worlds at 1280x800 (about 0.48 of the card's size): 'CONQUER' beside its icon was 'CONQU…'."""
    from desktop.games.lostworlds.world_card import WIDTH, _reads_beside_icon

    beside = WIDTH / 2 - 9 - 36  # a side's head less the icon's room
    for scale, fits in ((1.0, True), (0.48, False)):
        painter, _ = painter_at(scale)
        assert _reads_beside_icon(painter, beside) is fits, scale
        painter.end()
    assert QFontMetricsF(scene_font(17, True)).horizontalAdvance("CONQUER") <= WIDTH / 2 - 9 - 8, "alone, it fits"


def test_a_world_cards_dreadnought_spot_holds_its_word_at_1280x800(qtbot: Any) -> None:
    from desktop.games.lostworlds.world_card import WIDTH

    assert QFontMetricsF(scene_font(17, True)).horizontalAdvance("Dreadnought") <= WIDTH / 2 - 7


def test_lines_folded_at_the_last_line_keep_their_paragraphs_apart(qtbot: Any) -> None:
    """'Champion: not at this morality' and 'Dreadnought: 4 Renown' read as one sentence when folded."""
    width = QFontMetricsF(scene_font(17)).horizontalAdvance("Champion: not at this") + 2
    _, shown = fit_lines(QRectF(0, 0, width, 1000), "Champion: not at this morality\nDreadnought: 4 Renown", 17, 17, 2)
    assert shown[0] == "Champion: not at this" and shown[1].startswith("morality · Dread"), shown


def test_a_blank_line_folded_in_adds_no_empty_mark(qtbot: Any) -> None:
    width = QFontMetricsF(scene_font(17)).horizontalAdvance("Champion: not at this") + 2
    text = "Champion: not at this morality\n\nDreadnought: 4 Renown"
    _, shown = fit_lines(QRectF(0, 0, width, 1000), text, 17, 17, 2)
    assert shown[1].startswith("morality · Dread"), shown


def test_the_sympathy_tracks_label_holds_its_word_at_1280x800(qtbot: Any) -> None:
    from desktop.games.woodland.al_board import LABEL_W
    from desktop.widgets.text import advance

    assert advance("Sympathy", 17, True) <= LABEL_W
