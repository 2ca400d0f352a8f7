"""The key at the foot of the right column: each unit's silhouette with its name, and the marks the table puts on
systems, in as few rows as the names allow."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from desktop import theme
from desktop.games.galaxy import ink, palette, readings
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.system_layer import GLOW, paint_command_token, paint_custodians
from desktop.games.galaxy.unit_art import paint_seat_emblem, paint_unit, width_of
from desktop.widgets.hexagon import hex_path

UNITS = ("war_sun", "flagship", "dreadnought", "carrier", "cruiser", "destroyer", "fighter", "mech", "infantry",
         "pds", "space_dock")
MARKS = (("damaged", "damaged unit"), ("token", "command token"), ("control", "planet controlled"),
         ("custodians", "custodians token"), ("active", "active system"), ("lit", "click to choose"),
         ("reach", "in range (moves)"))
ICON = 28.0  # a unit's height in the key
MARK = 30.0  # a mark's box
DAMAGED = width_of("cruiser", 26)  # the damaged mark is a cruiser, wider than a box
ROW = 34.0
PAD = 10.0  # around the grid
SPACE = 8.0  # between a shape and its name, and after the name
MOST_COLUMNS = 6


def _entries(marks: bool = True) -> list[tuple[str, str, float]]:
    """(kind, name, width of its shape) for each unit, then (with ``marks``) each mark."""
    return [*((kind, readings.unit_name(kind), width_of(kind, ICON)) for kind in UNITS),
            *((kind, words, DAMAGED if kind == "damaged" else MARK) for kind, words in (MARKS if marks else ()))]


def _entry_width(metrics: QFontMetricsF, name: str, shape: float) -> float:
    return shape + 2 + SPACE + metrics.horizontalAdvance(name) + SPACE


def column_widths(width: float, marks: bool = True) -> list[float]:
    """The most columns (up to six), each as wide as its widest entry, in which every name is drawn whole at the
    smallest text size; the room left is shared out. The fewer the rows, the less of the column the key takes
    (with eight seats it has little)."""
    metrics = QFontMetricsF(ink.font(ink.LEAST, condensed=True))
    entries = _entries(marks)
    room = width - 2 * PAD
    for columns in range(MOST_COLUMNS, 0, -1):
        widths = [max(_entry_width(metrics, name, shape) for _, name, shape in entries[c::columns])
                  for c in range(columns)]
        if sum(widths) <= room or columns == 1:
            spare = max(0.0, room - sum(widths)) / columns
            return [w + spare for w in widths]
    raise AssertionError("unreachable")


def needed_height(width: float, marks: bool = True) -> float:
    return 2 * PAD + ROW * -(-len(_entries(marks)) // len(column_widths(width, marks)))


class UnitKey(Panel):
    """Static: painted once per zoom. Given less height than the whole key needs (eight seats late in a game), it
    shows the units alone (``needed_height(width, marks=False)``)."""

    def shows_marks(self) -> bool:
        return self.height >= needed_height(self.width)

    def paint_content(self, painter: QPainter) -> None:
        colour_index = int(self.data or 0)
        colour = theme.seat_colour(colour_index)
        ink.panel(painter, QRectF(0, 0, self.width, self.height), ink.PANEL_EDGE, QColor(8, 12, 24, 200))
        marks = self.shows_marks()
        widths = column_widths(self.width, marks)
        columns = len(widths)
        lefts = [PAD + sum(widths[:c]) for c in range(columns)]
        for index, (kind, words, shape) in enumerate(_entries(marks)):
            x, width = lefts[index % columns], widths[index % columns]
            top = PAD + (index // columns) * ROW
            centre = QPointF(x + shape / 2 + 2, top + ROW / 2)
            if kind in UNITS:
                paint_unit(painter, kind, centre, ICON, colour)
            else:
                self._mark(painter, kind, centre, colour_index, colour)
            left = x + shape + 2 + SPACE
            ink.text(painter, QRectF(left, top, x + width - left, ROW), words, ink.LEAST)

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
