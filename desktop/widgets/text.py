"""Fonts sized in scene units, so table text scales with the zoom and not with the screen's DPI."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontMetricsF


def scene_font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """DejaVu Sans (or Serif) ``pixels`` tall in scene units."""
    chosen = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    chosen.setPixelSize(max(1, round(pixels)))
    chosen.setBold(bold)
    return chosen


def fitted_font(text: str, width: float, pixels: float, bold: bool = False, serif: bool = False,
                smallest: float = 6) -> QFont:
    """The largest font up to ``pixels`` tall (and no smaller than ``smallest``) in which ``text`` fits
    ``width`` on one line."""
    size = pixels
    chosen = scene_font(size, bold, serif)
    while size > smallest and QFontMetricsF(chosen).horizontalAdvance(text) > width:
        size -= 1
        chosen = scene_font(size, bold, serif)
    return chosen
