"""Table text in a few lines: shrunk until no line is cut, down to the legible floor (desktop/widgets/text.py)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from desktop.widgets.text import fit_lines, scene_font


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
