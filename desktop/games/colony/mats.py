"""A ship mat beside the board: the seat, its ship, people aboard, docked cards, ghost state and ability."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.colony.cards import ColonyCard
from desktop.games.colony.items import ChipItem, Clickable, PillItem, text
from desktop.games.colony.style import GHOST_GREY, PANEL, draw_icon, font
from desktop.widgets.token import TokenItem
from engines.core.words import plural

MAT_W, MAT_H = 340.0, 262.0
SMALL_W, SMALL_H = 66.0, 92.0
PILLS = (("turn", "TURN", QColor("#f2c14e")), ("chosen", "CHOSEN", QColor("#f2c14e")),
         ("asked", "REACT?", QColor("#e0a431")),
         ("first", "FIRST", QColor("#6d8f84")), ("nemesis", "NEMESIS", QColor("#8a6fb0")))


class ShipMat(Clickable):
    """One seat's mat; legal when a card asks to choose this ship."""

    def __init__(self, ship: Any, name: str, colour_index: int, marks: dict[str, bool],
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.ship = ship
        self.colour = theme.seat_colour(colour_index)
        self.marks = {**marks, "nemesis": bool(ship.nemesis)}
        self.add_chip: ChipItem | None = None
        self.cards: list[ColonyCard] = []  # Python must hold the Qt objects nothing else refers to
        self.held: QGraphicsTextItem | None = None
        token = TokenItem(colour_index, 14, 1, "", self)
        token.setPos(28, 25)
        right = self._pills()
        text(self, name, 50, 5, 19, bold=True, width=right - 56)
        ship_line = f"{ship.name} · {ship.role}" if ship.key else "choosing a ship…"
        text(self, ship_line, 50, 29, 14, colour=theme.MUTED, width=MAT_W - 60)
        if ship.key and not self.marks.get("draft"):
            self._docked()
            self._lines()
        elif ship.key:
            text(self, "Ready: crew and cards come aboard", 16, 70, 15, colour=theme.MUTED)
            text(self, "once every seat has a ship.", 16, 92, 15, colour=theme.MUTED)
        self.setToolTip(self._tip(name))

    def _tip(self, name: str) -> str:
        ship = self.ship
        if not ship.key:
            return f"{name} has not chosen a ship yet"
        state = "a ghost ship (no one aboard)" if ship.ghost else f"{plural(ship.people, 'person', 'people')} aboard"
        tip = f"{name}: the {ship.name}, {state}; {plural(ship.hand_count, 'card')} in hand."
        ability = ship.ghost_ability
        return tip + (f"\nGhost ability, {ability.name}: {ability.text}" if ability is not None else "")

    def _pills(self) -> float:
        """The seat's badges at the top right; returns where they begin."""
        right = MAT_W - 10
        for key, words, colour in PILLS:
            if self.marks.get(key):
                pill = PillItem(words, colour, 12, self)
                right -= pill.rect.width()
                pill.setPos(right, 8)
                right -= 5
        return right

    def _docked(self) -> None:
        ship = self.ship
        x = 124.0
        for index, card in enumerate(ship.docked):
            item = ColonyCard(card, SMALL_W, SMALL_H, None, self)
            item.setPos(x + index * (SMALL_W + 6), 56)
            self.cards.append(item)
        if not ship.docked and not ship.ghost:
            text(self, "no cards docked", x + 14, 92, 14, colour=theme.MUTED)

    def _lines(self) -> None:
        ship = self.ship
        text(self, f"Hand {ship.hand_count} · Deck {ship.deck_count} · Discard {len(ship.discard)}", 14, 156, 14,
             width=200)
        ability = ship.ghost_ability
        if ability is not None:
            colour = theme.ACCENT if ship.ghost else theme.MUTED
            words = f"Ghost ability, {ability.name}: {ability.text}"
            item = QGraphicsTextItem(self)
            item.setFont(font(13, bold=ship.ghost))
            item.setDefaultTextColor(colour)
            item.setTextWidth(MAT_W - 24)
            item.setPlainText(words)
            item.setPos(10, 206)
            self.held = item

    def add_button(self, legal: bool) -> ChipItem:
        """The "add 1 person" choice of a turn, printed on the seat's own mat."""
        chip = ChipItem("+1 person", 112, 40, primary=True, parent=self)
        chip.setPos(MAT_W - 124, 158)
        chip.set_legal(legal)
        self.add_chip = chip
        return chip

    def people_point(self) -> QPointF:
        return self.mapToScene(QPointF(62, 100))

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, MAT_W + 12, MAT_H + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, MAT_W, MAT_H)
        ghost = self.ship.ghost
        fill = GHOST_GREY if ghost else PANEL
        if self.legal and self.hovered:
            fill = QColor("#24463b")
        painter.setBrush(fill)
        turn = self.marks.get("turn") or self.marks.get("chosen")
        edge = theme.LEGAL if self.legal else theme.ACCENT if turn else self.colour
        painter.setPen(QPen(edge, 5 if self.legal or turn else 2.5))
        painter.drawRoundedRect(rect, 14, 14)
        if ghost:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(QColor(255, 255, 255, 22), Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(QRectF(0, 0, 8, MAT_H), 4, 4)
        if self.ship.key and not self.marks.get("draft"):
            self._paint_people(painter)
            self._paint_armor(painter)

    def _paint_people(self, painter: QPainter) -> None:
        box = QRectF(16, 56, 98, 92)
        painter.setPen(QPen(QColor("#3b5a50"), 1.5))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(box, 10, 10)
        ghost = self.ship.ghost
        people = str(self.ship.people)
        painter.setPen(theme.DANGER if ghost else theme.INK)
        painter.setFont(font(44 if len(people) < 2 else 34 if len(people) < 3 else 26, bold=True))
        painter.drawText(QRectF(box.left() + 2, box.top() + 2, box.width() - 30, 58), Qt.AlignmentFlag.AlignCenter,
                         people)
        draw_icon(painter, "person", QPointF(box.right() - 17, box.top() + 32), 22)
        painter.setPen(theme.DANGER if ghost else theme.MUTED)
        painter.setFont(font(14, bold=True))
        painter.drawText(QRectF(box.left(), box.bottom() - 30, box.width(), 24), Qt.AlignmentFlag.AlignCenter,
                         "GHOST" if ghost else "aboard")

    def _paint_armor(self, painter: QPainter) -> None:
        ship = self.ship
        y = 190.0
        painter.setFont(font(14, bold=True))
        painter.setPen(theme.INK)
        painter.drawText(QRectF(14, y - 12, 56, 24), Qt.AlignmentFlag.AlignVCenter, "Armor")
        x = 68.0
        for kind, value in zip(("structural", "organic"), ship.armor, strict=False):
            draw_icon(painter, kind, QPointF(x + 9, y), 18)
            painter.setPen(theme.INK if value else theme.MUTED)
            painter.drawText(QRectF(x + 21, y - 12, 22, 24), Qt.AlignmentFlag.AlignVCenter, str(value))
            x += 44
        extra = ([f"attack +{ship.bonus}"] if ship.bonus else []) + ([f"lent {ship.aegis}"] if ship.aegis else [])
        if extra:
            painter.setPen(theme.ACCENT)
            painter.drawText(QRectF(x + 4, y - 12, MAT_W - x - 130, 24), Qt.AlignmentFlag.AlignVCenter,
                             " · ".join(extra))
