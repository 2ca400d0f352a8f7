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
HEADING_HEIGHT = 36.0


@dataclass(frozen=True)
class TrayLook:
    heading: str
    buttons: tuple[tuple[int, str], ...]  # (option index in the decision, label)


class Tray(Panel):
    """Buttons that wrap into rows; ``needed_height`` says how tall they come out. Two or more options in a
    row whose labels share what comes before their last ": " (one card played on each of several players)
    are drawn as that shared part, in muted text on a line of its own, over short buttons naming the rest:
    a long list of such options then keeps to a few rows and leaves the column's key its room."""

    def _groups(self, look: TrayLook) -> list[tuple[str, list[tuple[int, str]]]]:
        groups: list[tuple[str, list[tuple[int, str]]]] = []
        for index, label in look.buttons:
            head, _, rest = label.rpartition(": ")
            if head and groups and groups[-1][0] == head:
                groups[-1][1].append((index, rest))
                continue
            groups.append((head, [(index, rest if head else label)]))
        # a shared part with one option only is no group: its button keeps the whole label
        return [(head, items) if len(items) > 1 or not head else ("", [(items[0][0], f"{head}: {items[0][1]}")])
                for head, items in groups]

    def _rows(self, look: TrayLook) -> list[str | list[tuple[int, str, float]]]:
        """A heading (text) or a row of buttons (index, label, width), in order."""
        metrics = QFontMetricsF(ink.font(ink.BODY, bold=True))
        rows: list[str | list[tuple[int, str, float]]] = []
        buttons: list[tuple[int, str, float]] = []
        used = 0.0
        for head, items in self._groups(look):
            if head:
                if buttons:
                    rows.append(buttons)
                rows.append(head)
                buttons, used = [], 0.0
            for index, label in items:
                width = min(self.width, max(150.0, metrics.horizontalAdvance(label) + 36))
                if used + width > self.width and buttons:
                    rows.append(buttons)
                    buttons, used = [], 0.0
                buttons.append((index, label, width))
                used += width + GAP
            if head:  # the options after a group start a row of their own
                rows.append(buttons)
                buttons, used = [], 0.0
        if buttons:
            rows.append(buttons)
        return rows

    @staticmethod
    def _row_height(row: str | list[tuple[int, str, float]]) -> float:
        return HEADING_HEIGHT if isinstance(row, str) else BUTTON_HEIGHT + GAP

    def needed_height(self, look: TrayLook) -> float:
        """Room for one row of buttons even when there are none, so the area under the tray stays put."""
        rows = self._rows(look) if look.buttons else []
        return 34 + max(BUTTON_HEIGHT + GAP, sum(self._row_height(row) for row in rows))

    def paint_content(self, painter: QPainter) -> None:
        look: TrayLook | None = self.data
        if look is None:
            return
        ink.text(painter, QRectF(0, 0, self.width, 30), look.heading, ink.LEAST, colour=theme.MUTED)
        y = 34.0
        for row in self._rows(look) if look.buttons else []:
            if isinstance(row, str):
                ink.text(painter, QRectF(4, y, self.width - 4, HEADING_HEIGHT - 4), row, ink.BODY,
                         colour=theme.MUTED)
                y += HEADING_HEIGHT
                continue
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
