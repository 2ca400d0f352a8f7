"""The tray: a row of buttons on the table for the options that have nothing of their own to click
(pass, end the turn, done, yes or no, a number), each labelled as the prompt panel labels it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter

from desktop import theme
from desktop.games.galaxy import ink
from desktop.games.galaxy.panel import Panel, Zone
from desktop.widgets.pill import paint_pill

BUTTON_HEIGHT = 48.0
GAP = 10.0


@dataclass(frozen=True)
class TrayLook:
    heading: str
    buttons: tuple[tuple[int, str], ...]  # (option index in the decision, label)


class Tray(Panel):
    """Buttons that wrap into rows; ``needed_height`` says how tall they come out."""

    def _rows(self, look: TrayLook) -> list[list[tuple[int, str, float]]]:
        metrics = QFontMetricsF(ink.font(ink.BODY, bold=True))
        rows: list[list[tuple[int, str, float]]] = [[]]
        used = 0.0
        for index, label in look.buttons:
            width = min(self.width, max(150.0, metrics.horizontalAdvance(label) + 36))
            if used + width > self.width and rows[-1]:
                rows.append([])
                used = 0.0
            rows[-1].append((index, label, width))
            used += width + GAP
        return rows

    def needed_height(self, look: TrayLook) -> float:
        """Room for one row of buttons even when there are none, so the area under the tray stays put."""
        rows = len(self._rows(look)) if look.buttons else 0
        return 34 + max(1, rows) * (BUTTON_HEIGHT + GAP)

    def paint_content(self, painter: QPainter) -> None:
        look: TrayLook | None = self.data
        if look is None:
            return
        ink.text(painter, QRectF(0, 0, self.width, 30), look.heading, ink.LEAST, colour=theme.MUTED)
        y = 34.0
        for row in self._rows(look) if look.buttons else []:
            x = 0.0
            for index, label, width in row:
                rect = QRectF(x, y, width, BUTTON_HEIGHT)
                self.zones.append(Zone(QRectF(rect), "option", index))
                paint_pill(painter, rect, QColor("#2f4a3f"), QColor("#7fe0a6"), 2.0, roundness=0.28, light=125,
                           dark=125)
                ink.text(painter, rect.adjusted(14, 0, -14, 0), label, ink.BODY, bold=True,
                         align=Qt.AlignmentFlag.AlignCenter)
                x += width + GAP
            y += BUTTON_HEIGHT + GAP

