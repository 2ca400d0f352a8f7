"""The key under the map: each unit's silhouette with its name, and the marks the table puts on systems."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from desktop import theme
from desktop.games.galaxy import ink, palette, readings
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.system_layer import GLOW, paint_command_token, paint_custodians
from desktop.games.galaxy.unit_art import paint_seat_emblem, paint_unit, width_of
from desktop.widgets.hexagon import hex_path

UNITS = ("war_sun", "flagship", "dreadnought", "carrier", "cruiser", "destroyer", "fighter", "mech", "infantry",
         "pds", "space_dock")


class UnitKey(Panel):
    """Static: painted once per zoom."""

    def paint_content(self, painter: QPainter) -> None:
        colour_index = int(self.data or 0)
        colour = theme.seat_colour(colour_index)
        ink.panel(painter, QRectF(0, 0, self.width, self.height), ink.PANEL_EDGE, QColor(8, 12, 24, 200))
        columns = 4
        width = (self.width - 24) / columns
        row = 40.0
        y = 12.0
        for index, kind in enumerate(UNITS):
            x = 12 + (index % columns) * width
            top = y + (index // columns) * row
            icon = width_of(kind, 28)
            paint_unit(painter, kind, QPointF(x + icon / 2 + 4, top + row / 2), 28, colour)
            ink.text(painter, QRectF(x + icon + 12, top, width - icon - 16, row), readings.unit_word(kind).lower(),
                     ink.LEAST)
        y += row * (-(-len(UNITS) // columns)) + 6
        marks = (("damaged", "damaged unit"), ("token", "command token"), ("control", "planet controlled"),
                 ("custodians", "custodians token"), ("active", "active system"), ("lit", "click to choose"),
                 ("reach", "in range (moves)"))
        for index, (kind, words) in enumerate(marks):
            x = 12 + (index % columns) * width
            top = y + (index // columns) * row
            centre = QPointF(x + 18, top + row / 2)
            self._mark(painter, kind, centre, colour_index, colour)
            ink.text(painter, QRectF(x + 40, top, width - 44, row), words, ink.LEAST)

    @staticmethod
    def _mark(painter: QPainter, kind: str, centre: QPointF, colour_index: int, colour: QColor) -> None:
        box = QRectF(centre.x() - 15, centre.y() - 15, 30, 30)
        if kind == "damaged":
            paint_unit(painter, "cruiser", centre, 26, colour, damaged=True)
        elif kind == "token":
            paint_command_token(painter, colour_index, box)
        elif kind == "control":
            paint_seat_emblem(painter, colour_index, centre, 12)
        elif kind == "custodians":
            paint_custodians(painter, box)
        else:
            tone = {"active": palette.PICKED, "lit": GLOW, "reach": palette.REACH}[kind]
            painter.save()
            painter.translate(centre)
            painter.scale(0.15, 0.15)
            painter.setPen(QPen(tone, 14 if kind != "reach" else 6))
            painter.setBrush(QColor(tone.red(), tone.green(), tone.blue(), 60 if kind == "reach" else 0))
            painter.drawPath(hex_path(90))
            painter.restore()
