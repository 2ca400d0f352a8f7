"""The planet board: a disc of numbered surface spaces, four atmosphere slots, the planet deck and discard.

The disc is cut into 8 or 5 wedges, S1 at the top and the rest clockwise, each with its people
count; the hub shows the people landed against the goal. The slots sit in the corners, numbered
clockwise from the top left, with the docked card and its hit points.
"""

from __future__ import annotations

import math
import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.colony.cards import ColonyCard
from desktop.games.colony.items import Clickable, PanelItem, text
from desktop.games.colony.style import PLANET_TONES, SPACE_DARK, draw_icon, fitted, font
from desktop.widgets.card import CardItem
from engines.core.words import plural

SIZE = 820.0
CENTRE = QPointF(SIZE / 2, SIZE / 2 + 6)
R_OUT = 262.0
R_IN = 84.0
SLOT_W, SLOT_H = 154.0, 244.0
CARD_W, CARD_H = 146.0, 204.0
# Slots 1-4 clockwise from the top left: (x, y, header at the top?)
SLOT_PLACES = ((10.0, 8.0, True), (SIZE - SLOT_W - 10, 8.0, True), (SIZE - SLOT_W - 10, SIZE - SLOT_H - 8, False),
               (10.0, SIZE - SLOT_H - 8, False))


def wedge_angles(index: int, count: int) -> tuple[float, float]:
    """Start and sweep (degrees, Qt's counter-clockwise convention) of S(index) with S1 at the top."""
    sweep = 360.0 / count
    middle = 90.0 - (index - 1) * sweep  # Qt measures counter-clockwise from 3 o'clock
    return middle - sweep / 2, sweep


def wedge_point(index: int, count: int, radius: float) -> QPointF:
    """A point in the middle of wedge S(index) at ``radius`` from the centre."""
    start, sweep = wedge_angles(index, count)
    angle = math.radians(start + sweep / 2)
    return QPointF(CENTRE.x() + radius * math.cos(angle), CENTRE.y() - radius * math.sin(angle))


class SpaceItem(Clickable):
    """One surface space S#: a wedge of the disc with its people count."""

    def __init__(self, index: int, count: int, people: int, planet: str, forbidden: bool,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.count = count
        self.people = people
        self.forbidden = forbidden
        tones = PLANET_TONES.get(planet, PLANET_TONES["verdance"])
        self.fill = tones[index % 2]
        self.chosen = False  # the S# the card being resolved has already chosen
        self.path = self._wedge()
        self.setToolTip(f"S{index}: {people} {'person' if people == 1 else 'people'}"
                        + (" (no landing while the atmosphere forbids it)" if forbidden else ""))

    def _wedge(self) -> QPainterPath:
        start, sweep = wedge_angles(self.index, self.count)
        outer = QRectF(CENTRE.x() - R_OUT, CENTRE.y() - R_OUT, 2 * R_OUT, 2 * R_OUT)
        inner = QRectF(CENTRE.x() - R_IN, CENTRE.y() - R_IN, 2 * R_IN, 2 * R_IN)
        path = QPainterPath()
        path.arcMoveTo(outer, start)
        path.arcTo(outer, start, sweep)
        path.arcTo(inner, start + sweep, -sweep)
        path.closeSubpath()
        return path

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return self.path

    def centre(self) -> QPointF:
        return wedge_point(self.index, self.count, (R_IN + R_OUT) / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = self.fill.lighter(135 if self.hovered else 118) if self.legal else self.fill
        painter.setPen(QPen(QColor("#0b1410"), 2))
        painter.setBrush(fill)
        painter.drawPath(self.path)
        if self.forbidden:
            painter.setBrush(QBrush(QColor(255, 90, 70, 90), Qt.BrushStyle.BDiagPattern))
            painter.drawPath(self.path)
        if self.legal or self.chosen:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.LEGAL if self.legal else theme.ACCENT, 5))
            painter.drawPath(self.path)
        self._labels(painter)

    def _labels(self, painter: QPainter) -> None:
        label = wedge_point(self.index, self.count, R_OUT - 26)
        painter.setPen(QColor("#e9f1e4"))
        painter.setFont(font(17, bold=True))
        painter.drawText(QRectF(label.x() - 30, label.y() - 12, 60, 24), Qt.AlignmentFlag.AlignCenter, f"S{self.index}")
        middle = wedge_point(self.index, self.count, (R_IN + R_OUT) / 2 - 6)
        ink = QColor("#ffffff") if self.people else QColor(255, 255, 255, 110)
        painter.setPen(ink)
        painter.setFont(font(38, bold=True))
        painter.drawText(QRectF(middle.x() - 44, middle.y() - 26, 62, 52), Qt.AlignmentFlag.AlignCenter,
                         str(self.people))
        draw_icon(painter, "person", QPointF(middle.x() + 28, middle.y() + 2), 22)
        if self.forbidden:
            painter.setPen(QColor("#ffd2c8"))
            painter.setFont(font(12, bold=True))
            painter.drawText(QRectF(middle.x() - 50, middle.y() + 24, 100, 18), Qt.AlignmentFlag.AlignCenter,
                             "no landing")


class HubItem(QGraphicsItem):
    """The centre of the disc: people on the surface against the goal."""

    def __init__(self, total: int, goal: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.total = total
        self.goal = goal
        self.setToolTip(f"{total} of {goal} people landed: the team wins when the surface holds {goal}.")

    def boundingRect(self) -> QRectF:
        return QRectF(CENTRE.x() - R_IN, CENTRE.y() - R_IN, 2 * R_IN, 2 * R_IN)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        painter.setPen(QPen(QColor("#0b1410"), 2))
        painter.setBrush(QColor("#14211c"))
        painter.drawEllipse(rect)
        share = min(1.0, self.total / self.goal) if self.goal else 0.0
        painter.setPen(QPen(theme.ACCENT, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawArc(rect.adjusted(5, 5, -5, -5), 90 * 16, int(-share * 360 * 16))
        painter.setPen(theme.INK)
        painter.setFont(font(38, bold=True))
        painter.drawText(QRectF(rect.left(), rect.top() + 22, rect.width(), 44), Qt.AlignmentFlag.AlignCenter,
                         str(self.total))
        painter.setPen(theme.MUTED)
        painter.setFont(font(14, bold=True))
        painter.drawText(QRectF(rect.left(), rect.top() + 66, rect.width(), 20), Qt.AlignmentFlag.AlignCenter,
                         f"of {self.goal} landed")


class SlotItem(Clickable):
    """An atmosphere dock slot: its number, who docked there, and the card with its hit points."""

    def __init__(self, slot: Any, header_top: bool, owner_name: str, owner_colour: QColor | None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self.header_top = header_top
        self.owner_colour = owner_colour
        self.card: ColonyCard | None = None
        self.chosen = False
        card_y = 34.0 if header_top else 6.0
        if slot.card is not None:
            self.card = ColonyCard(slot.card, CARD_W, CARD_H, slot.hp, self)
            self.card.setPos(4, card_y)
            self.card.clicked.connect(self.clicked.emit)  # a lit slot is clicked through its card too
        who = "" if slot.card is None else "planet" if slot.owner < 0 else owner_name
        self.heading = f"Slot {slot.slot}" + (f" · {who}" if who else "")

    def set_legal(self, legal: bool) -> None:
        super().set_legal(legal)
        if self.card is not None:
            self.card.set_legal(legal)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, SLOT_W + 8, SLOT_H + 8)

    def centre(self) -> QPointF:
        return self.mapToScene(QPointF(SLOT_W / 2, SLOT_H / 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, SLOT_W, SLOT_H)
        edge = self.owner_colour or QColor("#c8574b") if self.slot.card is not None else QColor("#5f7a8c")
        painter.setBrush(QColor(12, 24, 34, 230) if not (self.legal and self.hovered) else QColor("#24463b"))
        style = Qt.PenStyle.SolidLine if self.slot.card is not None else Qt.PenStyle.DashLine
        colour = theme.LEGAL if self.legal else theme.ACCENT if self.chosen else edge
        painter.setPen(QPen(colour, 4 if self.legal or self.chosen else 2, style))
        painter.drawRoundedRect(rect, 12, 12)
        header = QRectF(8, 4, SLOT_W - 16, 26) if self.header_top else QRectF(8, SLOT_H - 31, SLOT_W - 16, 26)
        painter.setPen(theme.INK)
        painter.setFont(fitted(self.heading, header.width(), 16, bold=True))
        painter.drawText(header, Qt.AlignmentFlag.AlignCenter, self.heading)
        if self.slot.card is None:
            painter.setPen(theme.MUTED)
            painter.setFont(font(15))
            body = QRectF(0, 40, SLOT_W, SLOT_H - 80)
            painter.drawText(body, Qt.AlignmentFlag.AlignCenter, "empty\natmosphere\nslot")


class DeckItem(CardItem):
    """The planet deck, face down, with how many cards are left."""

    def __init__(self, count: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(78, 110, "Planet deck", "", QColor("#3a4d63"), parent)
        self.face_down = True
        self.count = count
        self.setToolTip(f"Planet deck: {plural(count, 'card')}")

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setPen(theme.INK)
        painter.setFont(font(26, bold=True))
        painter.drawText(QRectF(0, 0, self.width, self.height), Qt.AlignmentFlag.AlignCenter, str(self.count))


class StarField(PanelItem):
    """The board's background: dark space with a few fixed stars."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(SIZE, SIZE, QColor("#2c4a5c"), SPACE_DARK, parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        rng = random.Random(7)
        self.stars = [(rng.uniform(8, SIZE - 8), rng.uniform(8, SIZE - 8), rng.uniform(0.6, 1.8)) for _ in range(140)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setPen(Qt.PenStyle.NoPen)
        for x, y, r in self.stars:
            painter.setBrush(QColor(255, 255, 255, int(60 + 50 * r)))
            painter.drawEllipse(QPointF(x, y), r, r)
        glow = QColor(120, 180, 255, 26)
        painter.setBrush(glow)
        painter.drawEllipse(CENTRE, R_OUT + 16, R_OUT + 16)


class PlanetBoard(QGraphicsItem):
    """The whole board, built from the view; the scene wires clicks on spaces and slots."""

    def __init__(self, view: Any, names: list[str], colours: list[QColor], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        StarField(self)
        count = len(view.surface)
        self.spaces = {i: SpaceItem(i, count, view.surface[i - 1], view.planet.key, i in view.forbidden, self)
                       for i in range(1, count + 1)}
        resolving = view.resolving
        if resolving is not None and resolving.space in self.spaces:
            self.spaces[resolving.space].chosen = True
        HubItem(view.total, view.goal, self)
        self.slots: dict[int, SlotItem] = {}
        for slot, (x, y, top) in zip(view.slots, SLOT_PLACES, strict=False):
            owner = slot.owner
            item = SlotItem(slot, top, names[owner] if 0 <= owner < len(names) else "",
                            colours[owner] if 0 <= owner < len(colours) else None, self)
            item.setPos(x, y)
            item.chosen = resolving is not None and slot.slot in (resolving.target, resolving.slot) and (
                resolving.origin in ("play", "ghost"))
            self.slots[slot.slot] = item
        self._header(view)
        self._piles(view)
        self._status(view, names)

    def _header(self, view: Any) -> None:
        left, width = SLOT_W + 22, SIZE - 2 * SLOT_W - 44
        planet = view.planet
        title = text(self, planet.name, left, 10, 30, bold=True, colour=theme.ACCENT, serif=True, width=width)
        title.setPos(left + (width - title.boundingRect().width()) / 2, 10)
        side = f"{planet.spaces} surface spaces · nemesis: {planet.nemesis_name}"
        line = text(self, side, left, 52, 15, colour=theme.MUTED, width=width)
        line.setPos(left + (width - line.boundingRect().width()) / 2, 52)
        goal = f"{view.difficulty.capitalize()}: land {view.goal} people"
        line = text(self, goal, left, 74, 15, bold=True, width=width)
        line.setPos(left + (width - line.boundingRect().width()) / 2, 74)
        self.header = title

    def _piles(self, view: Any) -> None:
        top = SIZE - 128.0
        left = SLOT_W + 26
        deck = DeckItem(view.planet_deck, self)
        deck.setPos(left, top)
        self.piles: list[CardItem] = [deck]
        text(self, "deck", left + 22, top + 112, 13, colour=theme.MUTED)
        self.top_card: ColonyCard | None = None
        if view.top_card is not None:
            self.top_card = ColonyCard(view.top_card, 78, 110, None, self)
            self.top_card.setPos(left + 6, top - 6)
            self.piles.append(self.top_card)
            text(self, "top, revealed", left - 6, top - 26, 13, bold=True, colour=theme.ACCENT)
        discard = view.planet_discard
        if discard:
            face = ColonyCard(discard[-1], 78, 110, None, self)
            face.setPos(left + 92, top)
            self.piles.append(face)
        else:
            empty = PanelItem(78, 110, QColor("#3b5566"), QColor(0, 0, 0, 60), self)
            empty.setPos(left + 92, top)
        text(self, f"discard {len(discard)}", left + 94, top + 112, 13, colour=theme.MUTED)

    def _status(self, view: Any, names: list[str]) -> None:
        left, width = SLOT_W + 200, SIZE - 2 * SLOT_W - 212
        top = SIZE - 126.0
        for index, (words, colour, bold) in enumerate(status_lines(view, names)):
            text(self, words, left, top + index * 24, 15, bold=bold, colour=colour, width=width)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, SIZE, SIZE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


def status_lines(view: Any, names: list[str]) -> list[tuple[str, QColor, bool]]:
    """Where the cycle stands and what the atmosphere changes, as a few short lines."""
    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"Seat {seat + 1}"

    phase = view.phase
    if phase == "draft":
        head = "Choosing ships"
    elif phase == "over":
        head = "The colony holds!" if view.outcome == "won" else "Humanity is lost"
    else:
        head = f"Cycle {view.cycle}"
    lines = [(head, theme.ACCENT, True)]
    if phase == "planet":
        draws = plural(view.planet_draws, "card")
        lines.append((f"Planet turn: {view.planet_left} of {draws} to come", theme.INK, False))
    elif phase == "atmo":
        lines.append(("Atmosphere turn", theme.INK, False))
    elif phase == "turns":
        lines.append((f"{name(view.active)}'s turn", theme.INK, False))
    mods = []
    if view.escalation:  # LSF-GAP-13: each time the planet deck ran out
        mods.append(f"deck ran out: +{view.escalation} card{'' if view.escalation == 1 else 's'} a cycle, "
                    f"+{view.escalation} damage")
    docked = view.planet_bonus - view.escalation  # the view's bonus counts both causes (LSF-TERM-26, GAP-13)
    if docked:
        mods.append(f"docked cards: planet damage +{docked}")
    armor = [f"{k} {v}" for k, v in zip(("structural", "organic"), view.surface_armor, strict=False) if v]
    if armor:
        mods.append("surface armor " + ", ".join(armor))
    if view.forbidden:
        mods.append("no landing on " + ", ".join(f"S{s}" for s in view.forbidden))
    lines += [(m, theme.MUTED, False) for m in mods[:3]]
    lines.append((f"first player: {name(view.first)}", theme.MUTED, False))
    return lines[:5]
