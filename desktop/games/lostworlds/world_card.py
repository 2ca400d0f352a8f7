"""A World card in play: tarot-shaped, settle side left and conquer side right, fleets by seat on each."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.lostworlds import art
from desktop.games.lostworlds.items import Area, Marked, Piece
from desktop.widgets.card import CardItem
from desktop.widgets.text import LEGIBLE_PX, advance, draw_lines, legible_size, screen_scale
from desktop.widgets.token import TokenItem

WIDTH = 270.0
HEIGHT = WIDTH * 12 / 7  # tarot proportions (70 x 120 mm)
NAME_H = 44.0
ART_H = 128.0
ZONE_TOP = NAME_H + ART_H
ZONE_H = 150.0
POWER_TOP = ZONE_TOP + ZONE_H + 6
STRIP_H = 58.0
TOKEN_R = 15.0
SIDES = ("settle", "conquer")


def _reads_beside_icon(painter: QPainter, width: float) -> bool:
    """Whether the longer side's word fits beside its icon at a size that reads where the card is drawn."""
    return advance("CONQUER", max(legible_size(painter), art.FIT_FLOOR), True) <= width


class FleetToken(Marked, TokenItem):
    """A stack of one seat's fleets on one side of a world (clickable when it may be WRECKed)."""

    def __init__(self, seat: int, colour: int, count: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(colour, TOKEN_R, count, "", parent)
        self.seat = seat
        self.count = count
        self.label = str(count)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self.legal:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.DANGER, 3))
            painter.drawEllipse(QPointF(0, 0), self.radius * 1.3, self.radius * 1.3)


class WorldCard(CardItem):
    """One world in the centre; the scene marks its zones, spots, pieces and fleets as targets."""

    def __init__(self, world: Any, viewer: int | None, colour_of: Callable[[int], int],
                 name_of: Callable[[int], str], parent: QGraphicsItem | None = None) -> None:
        super().__init__(WIDTH, HEIGHT, world.name, world.power, QColor("#2d3550"), parent)
        self.world = world
        self.viewer = viewer
        self.colour_of = colour_of
        self.zones: dict[str, Area] = {}
        self.tokens: dict[tuple[str, int], FleetToken] = {}
        self.champions: dict[int, Piece] = {}
        self.dreadnought: Piece | None = None
        self._build_zones(name_of)
        self.champion_spot = Area(QRectF(5, HEIGHT - STRIP_H - 2, WIDTH / 2 - 7, STRIP_H - 6),
                                  self._paint_spot("Champion"), parent=self,
                                  tip="Champion: -1 to both values of this world for its owner")
        self.dreadnought_spot = Area(QRectF(WIDTH / 2 + 2, HEIGHT - STRIP_H - 2, WIDTH / 2 - 7, STRIP_H - 6),
                                     self._paint_spot("Dreadnought"), parent=self,
                                     tip="Dreadnought: only its controller may acquire this world")
        self._build_pieces(name_of)
        self.setToolTip(f"{world.name}\n{world.power}")

    # ----- children ----------------------------------------------------------------------------
    def _build_zones(self, name_of: Callable[[int], str]) -> None:
        for index, side in enumerate(SIDES):
            rect = QRectF(6 + index * (WIDTH / 2 - 3), ZONE_TOP + 4, WIDTH / 2 - 9, ZONE_H - 4)
            zone = Area(rect, self._paint_zone(side), parent=self, tip=f"{side.capitalize()} side of {self.world.name}")
            self.zones[side] = zone
            fleets = [(seat, count) for seat, count in enumerate(getattr(self.world, side)) if count]
            for n, (seat, count) in enumerate(fleets):
                token = FleetToken(seat, self.colour_of(seat), count, zone)
                column, row = n % 3, n // 3
                token.setPos(rect.left() + 22 + column * 40, rect.top() + 62 + row * 42)
                token.setToolTip(f"{name_of(seat)}: {count} fleet{'s' if count != 1 else ''} on the {side} side")
                self.tokens[(side, seat)] = token

    def _build_pieces(self, name_of: Callable[[int], str]) -> None:
        spot = self.champion_spot.rect
        count = len(self.world.champions)
        step = min(32.0, (spot.width() - 40) / max(1, count - 1))
        for n, seat in enumerate(self.world.champions):
            piece = Piece("champion", self.colour_of(seat), 13, f"Champion of {name_of(seat)}", self.champion_spot)
            piece.setPos(spot.left() + 20 + n * step, spot.center().y() + 6)
            self.champions[seat] = piece
        if self.world.dreadnought:
            owner = self.world.dreadnought_owner
            spot = self.dreadnought_spot.rect
            colour = self.colour_of(owner) if owner >= 0 else -1
            tip = f"Dreadnought, controlled by {name_of(owner)}" if owner >= 0 else "Dreadnought"
            self.dreadnought = Piece("dreadnought", colour, 17, tip, self.dreadnought_spot)
            self.dreadnought.setPos(spot.center() + QPointF(0, 4))

    # ----- painting ----------------------------------------------------------------------------
    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        self._paint_name(painter)
        self._paint_art(painter)
        self._paint_power(painter)

    def _paint_name(self, painter: QPainter) -> None:
        band = QRectF(5, 5, WIDTH - 10, NAME_H - 6)
        gradient = QLinearGradient(band.topLeft(), band.bottomLeft())
        gradient.setColorAt(0, QColor("#3b2a52"))
        gradient.setColorAt(1, QColor("#21182f"))
        painter.setPen(QPen(art.GOLD.darker(140), 1.2))
        painter.setBrush(gradient)
        painter.drawRoundedRect(band, 6, 6)
        art.text(painter, band.adjusted(8, 0, -8, 0), self.world.name, 24, art.GOLD, bold=True, serif=True)

    def _paint_art(self, painter: QPainter) -> None:
        sky = QRectF(5, NAME_H, WIDTH - 10, ART_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(art.NIGHT)
        painter.drawRect(sky)
        art.draw_starfield(painter, sky, self.world.id, 46)
        art.draw_planet(painter, QPointF(WIDTH / 2, NAME_H + ART_H / 2), 40, self.world.id)
        for index, side in enumerate(SIDES):
            centre = QPointF(48 + index * (WIDTH - 96), NAME_H + 52)
            self._paint_value(painter, centre, index, side)

    def _paint_value(self, painter: QPainter, centre: QPointF, index: int, side: str) -> None:
        printed, yours = self.world.value[index], self.world.yours[index]
        colour = art.SIDE_COLOURS[side]
        painter.setPen(QPen(QColor("#f5ecd2"), 2.5))
        painter.setBrush(colour)
        painter.drawEllipse(centre, 32, 32)
        art.text(painter, QRectF(centre.x() - 30, centre.y() - 30, 60, 60), str(yours), 40,
                 QColor("#ffffff"), bold=True)
        below = QRectF(centre.x() - 46, centre.y() + 34, 92, 22)
        vp = self.world.vp[index]
        if yours != printed:  # in two lines where one would be cut (room down to the zones)
            painter.setPen(art.GOLD)
            draw_lines(painter, QRectF(below.left(), below.top(), below.width(), ZONE_TOP - below.top() - 2),
                       f"was {printed} · {vp} VP", 15, LEGIBLE_PX / screen_scale(painter), 2, bold=True,
                       align=int(Qt.AlignmentFlag.AlignHCenter))
        else:
            art.text(painter, below, f"{vp} VP", 17, QColor("#f5ecd2"), bold=True)

    def _paint_zone(self, side: str) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, rect: QRectF) -> None:
            colour = art.SIDE_COLOURS[side]
            painter.setPen(QPen(colour.darker(130), 1.5))
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 38))
            painter.drawRoundedRect(rect, 8, 8)
            head = QRectF(rect.left(), rect.top(), rect.width(), 34)
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(head, 8, 8)
            painter.drawRect(head.adjusted(0, 16, 0, 0))
            beside = head.adjusted(32, 0, -4, 0)
            if _reads_beside_icon(painter, beside.width()):
                art.draw_icon(painter, side, QPointF(head.left() + 18, head.center().y()), 22, QColor("#ffffff"))
                art.text(painter, beside, side.upper(), 17, QColor("#ffffff"), bold=True)
            else:  # too small a card for the longer word beside the icon: the words alone, on both sides alike
                art.text(painter, head.adjusted(4, 0, -4, 0), side.upper(), 17, QColor("#ffffff"), bold=True)
            if not any(getattr(self.world, side)):
                art.text(painter, rect.adjusted(4, 40, -4, 0), "no fleets", 15, QColor("#7b6f5a"))

        return paint

    def _paint_power(self, painter: QPainter) -> None:
        box = QRectF(8, POWER_TOP, WIDTH - 16, HEIGHT - STRIP_H - POWER_TOP - 8)
        painter.setPen(QPen(QColor("#b9a77e"), 1))
        painter.setBrush(art.PARCHMENT)
        painter.drawRoundedRect(box, 6, 6)
        token = QPointF(box.left() + 16, box.top() + 16)
        painter.setBrush(art.GOLD)
        painter.setPen(QPen(art.GOLD.darker(170), 1.2))
        painter.drawEllipse(token, 10, 10)
        art.text(painter, QRectF(token.x() - 10, token.y() - 10, 20, 20), "P", 13, QColor("#3a2a10"), bold=True)
        words = box.adjusted(32, 4, -6, -4)
        art.text(painter, words, self.world.power, 15.5, QColor("#2a2118"),
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, fit=False)

    def _paint_spot(self, label: str) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, rect: QRectF) -> None:
            painter.setPen(QPen(QColor("#8a7a5a"), 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 18))
            painter.drawRoundedRect(rect, 8, 8)
            art.text(painter, QRectF(rect.left(), rect.top() + 1, rect.width(), 16), label, 13,
                     QColor("#6b5b3e"), bold=True)

        return paint
