"""The panel under the map: the tactical action as it unfolds (movement, the combat view with both sides'
units, planned dice and modifiers, the last rolls and the hits to take, the odds; the invasion; the
production order with its running cost and what pays for it), or the cards of a choice."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPolygonF

from desktop import theme
from desktop.games.galaxy import ink
from desktop.games.galaxy.action_looks import ActionLook, Chip, Side
from desktop.games.galaxy.agenda_card import card_height, paint_agenda_card
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.players import group_colour
from desktop.games.galaxy.unit_art import paint_seat_emblem, paint_unit, width_of
from desktop.widgets.pill import paint_pill

CHIP_HEIGHT = 46.0
LINE = 32.0
HIT = QColor("#7fe0a6")
MISS = QColor("#6d7a74")


class ActionPanel(Panel):
    def needed_height(self, look: ActionLook) -> float:
        """How tall a look without sides or cards comes out."""
        card = card_height(look.agenda, self.width - 28) + 8 if look.agenda is not None else 0.0
        return 58 + LINE * (len(look.lines) + len(look.summary) + (1 if look.odds else 0)) \
            + self._chips_height(look.chips) + 8 + card

    def paint_content(self, painter: QPainter) -> None:
        look: ActionLook | None = self.data
        if look is None:
            return
        ink.panel(painter, QRectF(0, 0, self.width, self.height), QColor("#5b6fd6"), QColor(10, 14, 30, 235))
        y = 8.0
        ink.text(painter, QRectF(14, y, self.width - 28, 38), look.title, ink.HEADING, bold=True, colour=theme.ACCENT)
        y += 42
        for line in look.lines:
            ink.text(painter, QRectF(14, y, self.width - 28, LINE), line, ink.LEAST)
            y += LINE
        if look.cards:
            self._cards(painter, QRectF(14, y + 4, self.width - 28, self.height - y - 14), look)
            return
        chips_h = self._chips_height(look.chips)
        bottom = self.height - chips_h - (LINE if look.odds else 0) - LINE * len(look.summary) - 10
        if look.agenda is not None:
            paint_agenda_card(painter, QRectF(14, y + 4, self.width - 28, card_height(look.agenda, self.width - 28)),
                              look.agenda)
        if look.sides:
            self._sides(painter, QRectF(14, y + 4, self.width - 28, bottom - y - 8), look.sides)
        if look.order:
            self._order(painter, QPointF(14, y + 10), look)
        y = bottom
        for line in look.summary:
            ink.text(painter, QRectF(14, y, self.width - 28, LINE), line, ink.LEAST, bold=True)
            y += LINE
        if look.odds:
            ink.text(painter, QRectF(14, y, self.width - 28, LINE), look.odds, ink.LEAST, bold=True,
                     colour=QColor("#9fd3ff"))
            y += LINE
        self._paint_chips(painter, QPointF(14, y + 2), look.chips)

    # ----- chips ---------------------------------------------------------------------------------
    def _chip_widths(self, chips: tuple[Chip, ...]) -> list[float]:
        metrics = QFontMetricsF(ink.font(ink.LEAST, bold=True))
        return [min(self.width - 28, max(120.0, metrics.horizontalAdvance(c.label) + 30)) for c in chips]

    def _chips_height(self, chips: tuple[Chip, ...]) -> float:
        if not chips:
            return 0.0
        rows, used = 1, 0.0
        for width in self._chip_widths(chips):
            if used + width > self.width - 28 and used:
                rows, used = rows + 1, 0.0
            used += width + 8
        return rows * (CHIP_HEIGHT + 6)

    def _paint_chips(self, painter: QPainter, origin: QPointF, chips: tuple[Chip, ...]) -> None:
        x, y = origin.x(), origin.y()
        for chip, width in zip(chips, self._chip_widths(chips), strict=True):
            if x + width > self.width - 14 and x > origin.x():
                x, y = origin.x(), y + CHIP_HEIGHT + 6
            rect = QRectF(x, y, width, CHIP_HEIGHT)
            self.zone(painter, rect, "option", chip.index)
            paint_pill(painter, rect, QColor(chip.tone), QColor("#7fe0a6"), 2.0, roundness=0.3)
            ink.text(painter, rect.adjusted(12, 0, -12, 0), chip.label, ink.LEAST, bold=True,
                     align=Qt.AlignmentFlag.AlignCenter)
            x += width + 8

    # ----- cards of a choice ---------------------------------------------------------------------
    def _cards(self, painter: QPainter, rect: QRectF, look: ActionLook) -> None:
        count = len(look.cards)
        gap = 10.0
        metrics = QFontMetricsF(ink.font(ink.BODY, bold=True))
        widest = max(metrics.horizontalAdvance(title) for _, title, _ in look.cards) + 24
        columns = min(count, max(1, int((rect.width() + gap) // (max(250.0, widest) + gap))))
        rows = -(-count // columns)
        width = (rect.width() - gap * (columns - 1)) / columns
        height = min(110.0, (rect.height() - gap * (rows - 1)) / rows)
        for index, (chip, title, line) in enumerate(look.cards):
            box = QRectF(rect.left() + (index % columns) * (width + gap),
                         rect.top() + (index // columns) * (height + gap), width, height)
            tone = group_colour(chip.tone) if chip.tone in ("biotic", "propulsion", "cybernetic", "warfare",
                                                            "unit") else QColor("#8a6d3b")
            self.zone(painter, box, "option", chip.index)
            ink.panel(painter, box, tone, QColor(tone.darker(330)), radius=10, width=2.5)
            ink.text(painter, QRectF(box.left() + 10, box.top() + 6, box.width() - 20, min(40.0, height / 2)), title,
                     ink.BODY, bold=True)
            if height > 70:
                ink.text(painter, QRectF(box.left() + 10, box.top() + height / 2, box.width() - 20, height / 2 - 6),
                         line, ink.LEAST, colour=theme.MUTED)

    def _order(self, painter: QPainter, origin: QPointF, look: ActionLook) -> None:
        """The units ordered so far, as the map will show them."""
        x, height = origin.x() + 4, 46.0
        for entry in look.order:
            icon = width_of(entry.kind, height)
            if x + icon + 60 > self.width - 14:
                break
            paint_unit(painter, entry.kind, QPointF(x + icon / 2, origin.y() + height / 2), height,
                       theme.seat_colour(entry.colour))
            x += icon + 6
            ink.text(painter, QRectF(x, origin.y(), 50, height), f"×{entry.count}", ink.BODY, bold=True)
            x += 58

    # ----- the combat view -----------------------------------------------------------------------
    def _sides(self, painter: QPainter, rect: QRectF, sides: tuple[Side, ...]) -> None:
        gap = 16.0
        width = (rect.width() - gap) / 2
        for index, side in enumerate(sides):
            self._side(painter, QRectF(rect.left() + index * (width + gap), rect.top(), width, rect.height()), side,
                       "Attacker" if index == 0 else "Defender")

    def _side(self, painter: QPainter, rect: QRectF, side: Side, role: str) -> None:
        colour = theme.seat_colour(side.colour)
        ink.panel(painter, rect, colour, QColor(8, 12, 24, 230), radius=10, width=2.0)
        y = rect.top() + 6
        paint_seat_emblem(painter, side.colour, QPointF(rect.left() + 20, y + 18), 13)
        ink.text(painter, QRectF(rect.left() + 40, y, rect.width() - 50, 36), f"{role}: {side.name}", ink.BODY,
                 bold=True)
        y += 40
        if side.hits_to_take:
            words = f"Takes {side.hits_to_take} hit{'s' if side.hits_to_take != 1 else ''}: choose below"
            ink.text(painter, QRectF(rect.left() + 12, y, rect.width() - 24, LINE), words, ink.BODY, bold=True,
                     colour=QColor("#ff9d86"))
            y += LINE + 2
        x = rect.left() + 12
        height = 40.0
        for entry in side.units:
            icon = width_of(entry.kind, height)
            if x + icon + 40 > rect.right():
                break
            paint_unit(painter, entry.kind, QPointF(x + icon / 2, y + height / 2), height, colour, entry.damaged)
            x += icon + 4
            ink.text(painter, QRectF(x, y, 34, height), str(entry.count), ink.BODY, bold=True,
                     colour=QColor("#ff9d86") if entry.damaged else theme.INK)
            x += 38
        y += height + 8
        if side.rolls:
            ink.text(painter, QRectF(rect.left() + 12, y, rect.width() - 24, LINE), "Dice to roll (hit on):",
                     ink.LEAST, colour=theme.MUTED)
            y += LINE
        for roll in side.rolls:
            if y + LINE > rect.bottom() - (48 if side.dice else 0):
                break
            ink.text(painter, QRectF(rect.left() + 24, y, rect.width() - 36, LINE), roll, ink.LEAST,
                     colour=QColor("#9fd3ff"))
            y += LINE
        if side.dice and y + 44 <= rect.bottom():
            y = max(y, rect.bottom() - 84)
            ink.text(painter, QRectF(rect.left() + 12, y, rect.width() - 24, LINE), side.dice_words.capitalize(),
                     ink.LEAST, colour=theme.MUTED)
            y += LINE + 2
            x = rect.left() + 30
            for result, hit in side.dice:
                if x + 40 > rect.right():
                    break
                _paint_d10(painter, QPointF(x, y + 22), 21, result, hit)
                x += 48


def _paint_d10(painter: QPainter, centre: QPointF, radius: float, result: int, hit: bool) -> None:
    """A ten-sided die seen from above: a kite with its number, bright when it hit."""
    points = [QPointF(centre.x(), centre.y() - radius), QPointF(centre.x() + radius * 0.95, centre.y() - radius * 0.2),
              QPointF(centre.x() + radius * 0.6, centre.y() + radius), QPointF(centre.x() - radius * 0.6,
                                                                               centre.y() + radius),
              QPointF(centre.x() - radius * 0.95, centre.y() - radius * 0.2)]
    painter.setPen(QPen(QColor(0, 0, 0, 230), 2.0))
    painter.setBrush(HIT if hit else MISS)
    painter.drawPolygon(QPolygonF(points))
    ink.text(painter, QRectF(centre.x() - radius, centre.y() - radius * 0.8, radius * 2, radius * 1.8),
             "10" if result in (0, 10) else str(result), ink.LEAST, bold=True,
             colour=QColor("#0b1a12") if hit else QColor("#e8e8e8"), align=Qt.AlignmentFlag.AlignCenter)
