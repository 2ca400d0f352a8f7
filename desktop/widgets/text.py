"""Fonts sized in scene units, so table text scales with the zoom and not with the screen's DPI."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter


def scene_font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """DejaVu Sans (or Serif) ``pixels`` tall in scene units."""
    chosen = QFont("DejaVu Serif" if serif else "DejaVu Sans")
    chosen.setPixelSize(max(1, round(pixels)))
    chosen.setBold(bold)
    return chosen


@functools.lru_cache(maxsize=512)
def painting_font(pixels: float, bold: bool = False, serif: bool = False) -> QFont:
    """``scene_font`` as one shared object per size and style, to hand straight to ``QPainter.setFont`` (which
    copies it) while painting many labels: never change it."""
    return scene_font(pixels, bold, serif)


def fitted_font(text: str, width: float, pixels: float, bold: bool = False, serif: bool = False,
                smallest: float = 6) -> QFont:
    """The largest font up to ``pixels`` tall (and no smaller than ``smallest``) in which ``text`` fits
    ``width`` on one line."""
    return scene_font(fitted_size(text, width, pixels, bold, serif, smallest), bold, serif)


@functools.lru_cache(maxsize=8192)
def fitted_size(text: str, width: float, pixels: float, bold: bool = False, serif: bool = False,
                smallest: float = 6) -> float:
    """The size ``fitted_font`` picks, measured once per text and box: a table paints the same labels in
    every seat's panel and again at each repaint. (``fitted_font`` makes a fresh font each call: callers may
    change theirs.)"""
    size = pixels
    while size > smallest and QFontMetricsF(scene_font(size, bold, serif)).horizontalAdvance(text) > width:
        size -= 1
    return size


LEGIBLE_PX = 8.0  # the smallest text a player must read, in screen pixels (1280x800 is the yardstick)


def screen_scale(painter: QPainter) -> float:
    """Screen pixels per scene unit where ``painter`` draws now (the view's zoom times item scales)."""
    transform = painter.deviceTransform()
    area = float(abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()))
    root: float = area ** 0.5
    return max(1e-6, root)


def legible_size(painter: QPainter) -> int:
    """The least whole font size (scene units) that reads on screen where ``painter`` draws now."""
    return math.ceil(LEGIBLE_PX / screen_scale(painter) - 1e-6)


@functools.lru_cache(maxsize=4096)
def advance(words: str, pixels: int, bold: bool = False) -> float:
    """How wide ``words`` run at ``pixels`` (measured once: labels are asked again at every repaint)."""
    return QFontMetricsF(scene_font(pixels, bold)).horizontalAdvance(words)


def first_fitting(painter: QPainter, width: float, candidates: list[str], bold: bool = False) -> str:
    """The first of ``candidates`` (longest first) that fits ``width`` on one line at a size that reads where
    ``painter`` draws now; the last if none does."""
    least = legible_size(painter)
    return next((words for words in candidates if advance(words, least, bold) <= width), candidates[-1])


def draw_lines(painter: QPainter, rect: QRectF, text: str, pixels: float, least: float, lines: int = 1,
               bold: bool = False, serif: bool = False, align: int = 0) -> int:
    """Text in at most ``lines`` lines, shrunk from ``pixels`` down to no less than ``least`` (scene units);
    what still does not fit ends in '…' (the full text belongs in the card's zoom or tooltip).
    Returns the number of lines drawn."""
    chosen, shown = fit_lines(rect, text, pixels, least, lines, bold, serif)
    metrics = QFontMetricsF(chosen)
    painter.setFont(chosen)
    flags = int(align) & int(Qt.AlignmentFlag.AlignHorizontal_Mask) or int(Qt.AlignmentFlag.AlignLeft)
    y = rect.top()
    if int(align) & int(Qt.AlignmentFlag.AlignVCenter):
        y += max(0.0, (rect.height() - metrics.lineSpacing() * len(shown)) / 2)
    for line in shown:
        painter.drawText(QRectF(rect.left(), y, rect.width(), metrics.lineSpacing()),
                         flags | int(Qt.AlignmentFlag.AlignVCenter), line)
        y += metrics.lineSpacing()
    return len(shown)


def fit_lines(rect: QRectF, text: str, pixels: float, least: float, lines: int = 1, bold: bool = False,
              serif: bool = False) -> tuple[QFont, list[str]]:
    """The font and the lines ``draw_lines`` draws: the largest size from ``pixels`` down to ``least`` at which
    no line is cut, else the least size with its cut lines."""
    least = math.ceil(least - 1e-6)  # fonts come in whole scene pixels: round the floor up, not down
    size = max(pixels, least)
    while True:
        chosen = scene_font(size, bold, serif)
        wrapped = _wrap(QFontMetricsF(chosen), text, rect.width(), lines)
        height = QFontMetricsF(chosen).lineSpacing() * len(wrapped)
        cut = any(line.endswith("…") for line in wrapped)  # any line, not only the last: a long first word
        if (len(wrapped) <= lines and not cut and height <= rect.height()) or size <= least:
            break
        size = max(least, size - 1)
    metrics = QFontMetricsF(chosen)
    fit = max(1, min(len(wrapped), int(rect.height() // max(1.0, metrics.lineSpacing()))))
    shown = wrapped[:fit]
    if len(wrapped) > fit and not shown[-1].endswith("…"):
        shown[-1] = metrics.elidedText(shown[-1] + " …", Qt.TextElideMode.ElideRight, rect.width())
    return chosen, shown


def _wrap(metrics: QFontMetricsF, text: str, width: float, lines: int) -> list[str]:
    """Word-wrapped lines; past ``lines`` the rest is folded into the last line, elided."""
    found: list[tuple[int, str]] = []  # (paragraph, line)
    for number, paragraph in enumerate(text.split("\n")):  # a line break in the text stays a line break
        current = ""
        for word in paragraph.split():
            trial = f"{current} {word}".strip()
            if metrics.horizontalAdvance(trial) <= width or not current:
                current = trial
            else:
                found.append((number, current))
                current = word
        found.append((number, current))
    if len(found) > lines:  # the rest folded into the last line; paragraphs kept apart, not run into a sentence
        by_paragraph: dict[int, list[str]] = {}
        for number, line in found[lines - 1:]:
            by_paragraph.setdefault(number, []).append(line)
        joined = (" ".join(part for part in parts if part) for parts in by_paragraph.values())
        rest = " · ".join(words for words in joined if words)  # a blank line between paragraphs adds no mark
        found = [*found[: lines - 1], (-1, metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))]
    return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for _, line in found]
