"""The common play area: the strategy cards, the objectives with who scored them, the victory point track."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop import theme
from desktop.games.galaxy import ink, palette
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.unit_art import paint_seat_emblem

STRATEGY_COLOURS = {1: "#c0392b", 2: "#e67e22", 3: "#f1c40f", 4: "#27ae60", 5: "#16a085", 6: "#2980b9",
                    7: "#34495e", 8: "#8e44ad"}


@dataclass(frozen=True)
class CardLook:
    card: str
    name: str
    initiative: int
    holder: int
    colour: int  # the holder's colour index (-1: nobody holds it)
    holder_name: str
    used: bool
    trade_goods: int


class StrategyRow(Panel):
    """The eight strategy cards in two rows of four: initiative, name, who holds it, used, trade goods on it."""

    ROWS = 2

    def paint_content(self, painter: QPainter) -> None:
        cards: tuple[CardLook, ...] = self.data or ()
        per_row = max(1, -(-len(cards) // self.ROWS))
        gap = 10.0
        width = (self.width - gap * (per_row - 1)) / per_row
        height = (self.height - gap * (self.ROWS - 1)) / self.ROWS
        for index, card in enumerate(cards):
            x = (index % per_row) * (width + gap)
            y = (index // per_row) * (height + gap)
            self._card(painter, QRectF(x, y, width, height), card)

    def _card(self, painter: QPainter, rect: QRectF, card: CardLook) -> None:
        lit = self.zone(painter, rect, "card", card.card)
        tone = QColor(STRATEGY_COLOURS.get(card.initiative, "#555555"))
        ink.panel(painter, rect, tone.lighter(130) if lit else tone, QColor(tone.darker(260 if card.used else 190)),
                  radius=12, width=3.0 if lit else 2.0)
        number = QRectF(rect.left() + 8, rect.top() + 8, rect.height() - 16, rect.height() - 16)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 2))
        painter.setBrush(tone)
        painter.drawEllipse(number)
        ink.text(painter, number, str(card.initiative), ink.TITLE, bold=True, colour=theme.text_on(tone),
                 align=Qt.AlignmentFlag.AlignCenter)
        left = number.right() + 10
        inner = rect.right() - left - 8
        ink.text(painter, QRectF(left, rect.top() + 6, inner, rect.height() * 0.45), card.name, ink.BODY, bold=True,
                 colour=theme.MUTED if card.used else theme.INK)
        below = QRectF(left, rect.top() + rect.height() * 0.5, inner, rect.height() * 0.42)
        if card.used:  # a stamp across the foot of the number (the name and holder keep their width)
            stamp = QRectF(number.center().x() - 31, number.bottom() - 20, 62, 24)
            painter.setPen(QPen(QColor("#e8e0c8"), 2))
            painter.setBrush(QColor(0, 0, 0, 150))
            painter.drawRoundedRect(stamp, 6, 6)
            ink.text(painter, stamp, "used", ink.LEAST, bold=True, colour=QColor("#e8e0c8"),
                     align=Qt.AlignmentFlag.AlignCenter)
        if card.holder >= 0:
            paint_seat_emblem(painter, card.colour, QPointF(left + 11, below.center().y()), 10)
            ink.text(painter, below.adjusted(28, 0, 0, 0), card.holder_name, ink.LEAST,
                     colour=theme.MUTED if card.used else theme.INK)
        elif card.trade_goods:
            ink.badge(painter, QPointF(left + 14, below.center().y()), 14, str(card.trade_goods), palette.RESOURCE)
            ink.text(painter, below.adjusted(34, 0, 0, 0), "trade good" + ("s" if card.trade_goods > 1 else ""),
                     ink.LEAST, colour=palette.RESOURCE)
        else:
            ink.text(painter, below, "free", ink.LEAST, colour=theme.MUTED)


@dataclass(frozen=True)
class ObjectiveLook:
    id: str
    name: str
    stage: str  # "I", "II" or "secret"
    points: int
    scored_by: tuple[int, ...]  # colour indexes
    mine: bool = False  # one of the seat's own secret objectives, not scored yet


class ObjectivesRow(Panel):
    """Revealed public objectives, then scored secret objectives, then the seat's own secrets (only to it)."""

    PER_ROW = 4
    MOST_ROWS = 3  # the table keeps room for three rows; more objectives make the cards narrower, not shorter

    def per_row(self, count: int) -> int:
        return max(self.PER_ROW, -(-count // self.MOST_ROWS))

    def rows_needed(self, count: int) -> int:
        return max(1, -(-count // self.per_row(count)))

    def paint_content(self, painter: QPainter) -> None:
        found: tuple[ObjectiveLook, ...] = self.data[0] if self.data else ()
        left_i, left_ii = self.data[1:3] if self.data else (0, 0)
        gap = 10.0
        rows = self.rows_needed(len(found))
        per_row = self.per_row(len(found))
        width = (self.width - gap * (per_row - 1)) / per_row
        height = min(102.0, (self.height - 34 - gap * rows) / rows)
        caption = f"Objectives · {left_i} stage I and {left_ii} stage II still face down"
        ink.text(painter, QRectF(0, 0, self.width, 30), caption, ink.LEAST, colour=theme.MUTED)
        for index, objective in enumerate(found):
            x = (index % per_row) * (width + gap)
            y = 34 + (index // per_row) * (height + gap)
            self._card(painter, QRectF(x, y, width, height), objective)

    def _card(self, painter: QPainter, rect: QRectF, objective: ObjectiveLook) -> None:
        lit = self.zone(painter, rect, "objective", objective.id)
        tone = ink.STAGE_COLOURS[objective.stage]
        fill = QColor(tone.darker(330))
        fill.setAlpha(235)
        ink.panel(painter, rect, tone.lighter(140) if lit else tone, fill, radius=10,
                  width=3.0 if lit or objective.mine else 1.6)
        ink.badge(painter, QPointF(rect.right() - 22, rect.top() + 22), 15, str(objective.points), tone)
        label = {"I": "Stage I", "II": "Stage II", "secret": "Your secret" if objective.mine else "Secret"}
        ink.text(painter, QRectF(rect.left() + 10, rect.top() + 4, rect.width() - 52, 30), label[objective.stage],
                 ink.LEAST, colour=tone.lighter(150))
        ink.two_lines(painter, QRectF(rect.left() + 10, rect.top() + 30, rect.width() - 20, 50), objective.name,
                      ink.BODY, bold=True)
        x = rect.left() + 20
        for colour in objective.scored_by:  # who scored it, along the bottom edge under the name's two lines
            paint_seat_emblem(painter, colour, QPointF(x, rect.bottom() - 12), 9)
            x += 23


@dataclass(frozen=True)
class TrackLook:
    goal: int
    points: tuple[tuple[int, int, str], ...]  # (victory points, colour index, name) per seat


class VictoryTrack(Panel):
    """Boxes 0 to the goal, each seat's mark in the box of its score."""

    def paint_content(self, painter: QPainter) -> None:
        look: TrackLook | None = self.data
        if look is None:
            return
        boxes = look.goal + 1
        gap = 4.0
        width = (self.width - gap * (boxes - 1)) / boxes
        for value in range(boxes):
            rect = QRectF(value * (width + gap), 0, width, self.height)
            last = value == look.goal
            ink.panel(painter, rect, QColor("#e3b341") if last else ink.PANEL_EDGE,
                      QColor(60, 44, 8, 230) if last else QColor(12, 20, 36, 220), radius=8)
            ink.text(painter, QRectF(rect.left() + 6, rect.top() + 2, rect.width() - 8, 26), str(value), ink.LEAST,
                     bold=True, colour=QColor("#e3b341") if last else theme.MUTED)
            here = [p for p in look.points if min(p[0], look.goal) == value]
            for index, (_, colour, _) in enumerate(here):
                column, row = index % 4, index // 4
                centre = QPointF(rect.left() + 13 + column * (width - 20) / 3.4, rect.top() + 40 + row * 24)
                paint_seat_emblem(painter, colour, centre, 10)
            self.zone(painter, rect, "points", value)
