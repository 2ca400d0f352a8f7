"""The 3x3 planet grid: planet tiles and the Contender standees standing on them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop import theme
from desktop.games.cosmic import art
from desktop.games.cosmic.cards import initials
from desktop.games.cosmic.items import Hotspot
from desktop.widgets.text import draw_lines

TILE = 340.0
GAP = 14.0
STANDEE_R = 22.0
DRAG_SLOP = 8.0
FLAGS = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignTop)


class PlanetTile(Hotspot):
    """One planet: name, Conquer and Overthrow criteria, passive, home of, and its controller."""

    def __init__(self, planet: Any, controller_colour: int | None, controller_name: str) -> None:
        super().__init__(TILE, TILE)
        self.planet = planet
        self.cell = planet.cell
        self.controller_colour = controller_colour
        self.controller_name = controller_name
        self.hint = False  # a drop target while a standee is dragged
        self.setZValue(1)
        self.setToolTip(_tile_tip(planet, controller_name))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        p = self.planet
        rect = QRectF(0, 0, TILE, TILE)
        hue = art.planet_colour(p.key)
        gradient = QRadialGradient(rect.center() + QPointF(-60, -80), TILE * 0.9)
        gradient.setColorAt(0, hue.lighter(125))
        gradient.setColorAt(1, hue.darker(260))
        owned = self.controller_colour is not None
        edge = theme.seat_colour(self.controller_colour) if self.controller_colour is not None else QColor("#56627e")
        painter.setPen(QPen(edge, 7 if owned else 2))
        painter.setBrush(gradient)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 18, 18)
        self._title(painter, p)
        self._criteria(painter, p)
        if owned:
            assert self.controller_colour is not None
            art.draw_seat_mark(painter, QPointF(TILE - 30, 30), 17, self.controller_colour)
        if self.clickable or self.hint:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.LEGAL, 6, Qt.PenStyle.SolidLine if self.clickable else Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 22, 22)

    def _title(self, painter: QPainter, p: Any) -> None:
        painter.setPen(QColor("#fff8e6"))
        painter.setFont(art.fitted(p.name, TILE - 80, 30, bold=True, serif=True))
        painter.drawText(QRectF(16, 10, TILE - 80, 40), int(Qt.AlignmentFlag.AlignLeft)
                         | int(Qt.AlignmentFlag.AlignVCenter), p.name)

    def _criteria(self, painter: QPainter, p: Any) -> None:
        controlled = p.controller >= 0
        rows = [("Conquer", p.conquer, not controlled), ("Overthrow", p.overthrow, controlled),
                (p.passive.name, p.passive.text, True)]
        top = 52.0
        heights = CRITERIA_HEIGHTS
        for (label, text, live), height in zip(rows, heights, strict=True):
            box = QRectF(10, top, TILE - 20, height - 4)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 120 if live else 60))
            painter.drawRoundedRect(box, 8, 8)
            painter.setPen(art.GOLD if live else QColor("#b8b0a0"))
            draw_lines(painter, box.adjusted(8, 1, -8, -(height - 26)), label, art.FLOOR, art.FLOOR, bold=True)
            painter.setPen(QColor("#f6f0e0") if live else QColor("#b9b2a4"))
            draw_lines(painter, box.adjusted(8, 22, -6, -1), text, art.FLOOR, art.FLOOR, 2 if height < 70 else 3)
            top += height


class Standee(QGraphicsObject):
    """A Contender on the board: its owner's shape and colour, initials, Health; drag it to move."""

    def __init__(self, contender: Any, colour_index: int, on_click: Callable[[Standee], None],
                 on_drop: Callable[[Standee, QPointF], bool]) -> None:
        super().__init__()
        self.c = contender
        self.key = contender.key
        self.colour_index = colour_index
        self.on_click_cb = on_click
        self.on_drop_cb = on_drop
        self.draggable = False
        self.clickable = False
        self.selected = False
        self.target = False  # a legal target of the selected standee (attack, choose)
        self._press: QPointF | None = None
        self._home = QPointF()
        self._dragging = False
        self.setZValue(10)
        self.setToolTip(f"{contender.name} ({contender.health}/20 Health, "
                        f"{'Awakened' if contender.awakened else 'Unrivaled'})")

    def boundingRect(self) -> QRectF:
        r = STANDEE_R
        return QRectF(-r - 8, -r - 8, 2 * r + 16, 2 * r + 36)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = STANDEE_R
        colour = theme.seat_colour(self.colour_index)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawEllipse(QPointF(2, r + 2), r * 0.9, r * 0.3)
        if self.selected or self.target or self.clickable:
            ring = theme.ACCENT if self.selected else (theme.DANGER if self.target else theme.LEGAL)
            painter.setPen(QPen(ring, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 6, r + 6)
        path = theme.shape_path(theme.seat_shape(self.colour_index), r)
        painter.setPen(QPen(art.GOLD if self.c.awakened else colour.darker(260), 3.5 if self.c.awakened else 1.5))
        gradient = QLinearGradient(QPointF(0, -r), QPointF(0, r))
        gradient.setColorAt(0, colour.lighter(125))
        gradient.setColorAt(1, colour.darker(125))
        painter.setBrush(gradient)
        painter.drawPath(path)
        painter.setPen(theme.text_on(colour))
        painter.setFont(art.font(16, bold=True))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, initials(self.c.name))
        self._health(painter, QRectF(-r, r + 6, 2 * r, 9))

    def _health(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(QColor("#101010"), 1))
        painter.setBrush(QColor("#3a3a3a"))
        painter.drawRect(rect)
        share = max(0.0, min(1.0, self.c.health / 20))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(art.HEALTH if self.c.health > 7 else art.HEALTH_LOW)
        painter.drawRect(QRectF(rect.x(), rect.y(), rect.width() * share, rect.height()))

    # ----- mouse: click to select, drag to move -------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not (self.clickable or self.draggable or self.target):
            event.ignore()
            return
        self._press = QPointF(event.scenePos())
        self._home = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        moved = event.scenePos() - self._press
        if not self._dragging and abs(moved.x()) + abs(moved.y()) > DRAG_SLOP:
            self._dragging = True
            self.setZValue(200)
        if self._dragging:
            self.setPos(self._home + moved)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(10)
            dropped = self.on_drop_cb(self, QPointF(event.scenePos()))
            if not dropped and self.scene() is not None:
                self.setPos(self._home)
            return
        self.activate()

    def activate(self) -> None:
        self.on_click_cb(self)


def _tile_tip(p: Any, controller: str) -> str:
    lines = [p.name + (f", controlled by {controller}" if controller else ", uncontrolled"),
             f"Conquer: {p.conquer}", f"Overthrow: {p.overthrow}", f"{p.passive.name}: {p.passive.text}"]
    return "\n".join(lines)


def cell_origin(cell: int, left: float, top: float) -> QPointF:
    row, col = divmod(cell, 3)
    return QPointF(left + col * (TILE + GAP), top + row * (TILE + GAP))


CRITERIA_HEIGHTS = (64.0, 64.0, 80.0)
TEXT_BOTTOM = 52.0 + sum(CRITERIA_HEIGHTS) - 4  # where the planet's printed text ends
ABOVE, BELOW = STANDEE_R + 6, STANDEE_R + 15  # a standee's lit ring above its centre, its Health bar below
STANDEE_SCALES = (1.0, 0.85, 0.72, 0.6, 0.5, 0.42)


def standee_layout(seats: list[int]) -> tuple[list[QPointF], float]:
    """Spots and a scale for standees, so that every row stays under the planet's text (none covers it)."""
    band = TILE - 4 - (TEXT_BOTTOM + 2)
    for scale in STANDEE_SCALES:
        spots, rows = standee_spots(seats, scale)
        if (ABOVE + BELOW) * scale + (rows - 1) * (2 * STANDEE_R + 20) * scale <= band:
            return spots, scale
    return standee_spots(seats, STANDEE_SCALES[-1])[0], STANDEE_SCALES[-1]


def standee_spots(seats: list[int], scale: float = 1.0) -> tuple[list[QPointF], int]:
    """Positions inside a tile for standees listed team by team (``seats[i]`` owns the i-th standee),
    and the number of rows. Teams stay together as clusters; clusters fill rows from the bottom upwards.
    """
    step, gap, limit = (2 * STANDEE_R + 8) * scale, 16.0 * scale, TILE - 24
    clusters: list[list[int]] = []
    for index, seat in enumerate(seats):
        if index == 0 or seat != seats[index - 1]:
            clusters.append([])
        clusters[-1].append(index)
    rows: list[list[list[int]]] = [[]]
    width = 0.0
    for cluster in clusters:
        need = len(cluster) * step + (gap if rows[-1] else 0)
        if rows[-1] and width + need > limit:
            rows.append([])
            need -= gap
            width = 0.0
        rows[-1].append(cluster)
        width += need
    spots: dict[int, QPointF] = {}
    for r, row in enumerate(rows):
        total = sum(len(c) for c in row) * step + gap * (len(row) - 1)
        x = (TILE - total) / 2 + step / 2
        y = TILE - 4 - BELOW * scale - r * (2 * STANDEE_R + 20) * scale
        for cluster in row:
            for index in cluster:
                spots[index] = QPointF(x, y)
                x += step
            x += gap
    return [spots[i] for i in range(len(seats))], len(rows)
