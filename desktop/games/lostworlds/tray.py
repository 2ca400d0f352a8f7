"""The dice tray, the Hyperspace board and the event cards of the Lost Worlds table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.lostworlds import art
from desktop.games.lostworlds.items import Area, Piece
from desktop.widgets.card import CardItem
from desktop.widgets.die import DieItem
from desktop.widgets.token import TokenItem
from engines.core.words import plural
from engines.lostworlds.content import FACES, POWER_FACES

DIE = 100.0
TRAY_W = 540.0
TRAY_H = 214.0
HYPER_H = 96.0
EVENT_W = 225.0
EVENT_H = TRAY_H


def action_die(die: Any) -> DieItem:
    """One of the three action dice, its faces drawn as icons."""
    colour = art.DIE_COLOURS[die.colour]
    faces = [face.label for face in FACES[die.die]]
    item = DieItem(DIE, colour, faces, die.label, art.die_painter(colour))  # type: ignore[arg-type]
    item.setToolTip(f"The {die.colour} die: {die.label}")
    return item


def power_die(face: Any) -> DieItem:
    labels = [f["label"] for f in POWER_FACES]
    item = DieItem(DIE, art.POWER_DIE_COLOUR, labels, face.label, paint_power_face)
    item.setToolTip(f"Power Die: {face.label}. {face.text}")
    return item


def paint_power_face(painter: QPainter, rect: QRectF, label: str) -> None:
    """The Power Die's faces are words (2X, READY ALL FLEETS...): as large as the face allows."""
    art.text(painter, rect.adjusted(8, 8, -8, -8), label.replace(" / ", " /\n"), 30, QColor("#ffffff"), bold=True,
             fit=False)


def face_chip(die: int, face: int, colour: str) -> DieItem:
    """A small die showing one face, for choosing what a SET die shows."""
    body = art.DIE_COLOURS[colour]
    label = FACES[die][face].label
    item = DieItem(58, body, [label], label, art.die_painter(body))  # type: ignore[arg-type]
    item.setToolTip(f"Show {label}")
    return item


class Tray(QGraphicsItem):
    """The felt box the dice sit in, with the re-rolls left and what the dice are doing."""

    def __init__(self, lines: list[str], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.lines = lines

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, TRAY_W + 4, TRAY_H + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#5a3d22"), 5))
        painter.setBrush(QColor("#1b3b2f"))
        painter.drawRoundedRect(QRectF(0, 0, TRAY_W, TRAY_H), 16, 16)
        art.text(painter, QRectF(14, 6, TRAY_W - 28, 26), "Dice tray", 18, theme.MUTED, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        box = QRectF(14, TRAY_H - 46, TRAY_W - 28, 42)
        art.text(painter, box, "\n".join(self.lines), 15, theme.INK,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, fit=False)


def reroll_chip(chosen: bool) -> Area:
    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(art.GOLD if chosen else QColor("#5d7d70"), 1.5))
        painter.setBrush(QColor("#5a4416") if chosen else QColor("#27352f"))
        painter.drawRoundedRect(rect, 8, 8)
        art.text(painter, rect, "↻ chosen" if chosen else "↻ re-roll?", 15, art.GOLD if chosen else theme.INK,
                 bold=chosen)

    tip = "Chosen for the next re-roll: click to keep it" if chosen else "Choose this die for the next re-roll"
    return Area(QRectF(0, 0, DIE, 28), paint, 8, tip=tip)


def power_slot(cost: int) -> Area:
    """Where the Power Die waits until someone spends Renown to roll it."""

    def paint(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(QPen(art.POWER_DIE_COLOUR.lighter(150), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(107, 63, 160, 90 if slot.legal else 30))
        painter.drawRoundedRect(rect, 16, 16)
        ink = theme.INK if slot.legal else theme.MUTED
        art.text(painter, rect.adjusted(6, 6, -6, -6), f"Power Die\n{cost} Renown", 16, ink, bold=True, fit=False)

    slot = Area(QRectF(0, 0, DIE, DIE), paint, 16, tip=f"Spend {cost} Renown to roll the Power Die")
    return slot


class HyperspaceBoard(QGraphicsItem):
    """Fleets waiting in Hyperspace by seat, the Dreadnought when it is there, and the World deck."""

    def __init__(self, view: Any, width: float, colour_of: Callable[[int], int], name_of: Callable[[int], str],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.width = width
        self.groups: dict[int, Area] = {}
        step = min(150.0, (width - 330) / max(1, view.players))
        for seat, count in enumerate(view.hyperspace):
            group = Area(QRectF(190 + seat * step, 12, step - 10, HYPER_H - 24), None, 10, self,
                         f"{name_of(seat)}: {plural(count, 'fleet')} in Hyperspace")
            token = TokenItem(colour_of(seat), 17, count, str(count), group)
            token.setPos(190 + seat * step + 30, HYPER_H / 2)
            self.groups[seat] = group
        if view.dreadnought_in_hyperspace:
            ship = Piece("dreadnought", -1, 18, "The Dreadnought waits in Hyperspace", self)
            ship.setPos(width - 200, HYPER_H / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, HYPER_H + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, HYPER_H)
        painter.setPen(QPen(QColor("#4b3f78"), 2))
        painter.setBrush(QColor("#17142b"))
        painter.drawRoundedRect(rect, 14, 14)
        art.draw_starfield(painter, rect.adjusted(6, 6, -6, -6), 99, 70)
        art.text(painter, QRectF(16, 0, 170, HYPER_H), "HYPERSPACE", 22, QColor("#b9a7ff"), bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        step = min(150.0, (self.width - 330) / max(1, self.view.players))
        for seat, count in enumerate(self.view.hyperspace):
            label = QRectF(190 + seat * step + 54, 12, step - 64, HYPER_H - 24)
            art.text(painter, label, "fleet" if count == 1 else "fleets", 15, theme.MUTED,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        deck = QRectF(self.width - 150, 10, 66, HYPER_H - 20)
        for offset in (6, 3, 0):
            painter.setPen(QPen(QColor("#0d0b18"), 1))
            painter.setBrush(QColor("#3b2a52"))
            painter.drawRoundedRect(deck.translated(offset, -offset / 2), 6, 6)
        art.text(painter, deck, str(self.view.deck), 26, art.GOLD, bold=True)
        art.text(painter, QRectF(self.width - 78, 10, 74, HYPER_H - 20), "World\ndeck", 13, theme.MUTED, fit=False)


class EventCard(CardItem):
    """An event card in play with its power tokens."""

    def __init__(self, event: Any, parent: QGraphicsItem | None = None) -> None:
        super().__init__(EVENT_W, EVENT_H, event.name, event.text, QColor("#7b3f2a"), parent)
        self.info = event
        once = "; once per turn" if event.once_per_turn else ""
        self.setToolTip(f"{event.name}: {event.text} ({plural(event.tokens, 'token')} left{once})")

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        band = QRectF(5, 5, EVENT_W - 10, 36)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 6, 6)
        art.text(painter, band.adjusted(6, 0, -6, 0), self.info.name, 18, QColor("#fff4e0"), bold=True, serif=True)
        art.text(painter, QRectF(10, 46, EVENT_W - 20, EVENT_H - 92), self.info.text, 14.5, QColor("#2a2118"),
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, fit=False)
        for n in range(self.info.tokens):
            centre = QPointF(22 + n * 26, EVENT_H - 24)
            painter.setBrush(art.GOLD)
            painter.setPen(QPen(art.GOLD.darker(170), 1.2))
            painter.drawEllipse(centre, 10, 10)
        note = "used this turn" if self.info.used_this_turn else "once per turn" if self.info.once_per_turn else ""
        art.text(painter, QRectF(EVENT_W - 130, EVENT_H - 36, 122, 24), note, 13,
                 theme.DANGER.darker(130) if self.info.used_this_turn else QColor("#6b5b3e"),
                 align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
