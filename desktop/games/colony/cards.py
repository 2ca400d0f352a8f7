"""Landfall's cards on the table: the printed face (title band, corner icons, types, effect box, hit points).

Every face is painted from a ``CardView`` alone. The icon row says how the card is used: play
(your turn) or reaction (other turns), where it goes afterwards (discard, atmosphere, ship), and
the damage types it deals with. A ship design in the draft is drawn by ``DesignCard``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop import theme
from desktop.games.colony.style import HP_RED, band_colour, draw_icon, fitted, font
from desktop.widgets.card import CardItem
from desktop.widgets.text import LEGIBLE_PX, advance, draw_lines, fit_lines, legible_size, scene_font, screen_scale

CENTRE = int(Qt.AlignmentFlag.AlignCenter)

INK = QColor("#2a2118")
SOFT_INK = QColor("#6b5a45")


class ColonyCard(CardItem):
    """A face-up Landfall card; ``hp`` overrides the printed hit points with what is left."""

    def __init__(self, card: Any, width: float, height: float, hp: int | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        ghost = card.id == ""  # a ghost ability is printed on the mat, not a physical card
        super().__init__(width, height, card.name, card.text, band_colour(card.deck, card.mode, ghost), parent)
        self.card = card
        self.ghost_ability = ghost
        self.hp_left = card.hp if hp is None else hp
        self.dimmed = False
        deck = "" if ghost or card.mode in ("play", "reaction") else \
            " (orbit card)" if card.deck == "orbit" else " (planet card)"  # as the icon row labels it
        self.setToolTip(f"{card.name}{deck}\n{card.text}")

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        if rect.width() < 100:
            self._paint_small(painter, rect)
            return
        unit = rect.width() / 150.0
        least = LEGIBLE_PX / screen_scale(painter)
        title, bold, lines = self._title_fit(rect.width() - 14 * unit, 16 * unit, least, 1)
        if lines > 1:  # a name too long for one line at a size that reads: two, in a taller band
            lines, title, bold = 2, *self._title_fit(rect.width() - 14 * unit, 16 * unit, least, 2)[:2]
        spacing = QFontMetricsF(scene_font(max(least, 16 * unit), bold)).lineSpacing()
        band = QRectF(rect.left() + 4 * unit, rect.top() + 4 * unit, rect.width() - 8 * unit,
                      max(30 * unit, lines * spacing + 4))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5 * unit, 5 * unit)
        painter.setPen(theme.text_on(self.band))
        draw_lines(painter, band.adjusted(3 * unit, 0, -3 * unit, 0), title, 16 * unit, least, lines, bold=bold,
                   align=CENTRE)
        row = self._icon_row(painter, rect, band.bottom() + 3 * unit, unit)
        body = QRectF(rect.left() + 8 * unit, row + 4 * unit, rect.width() - 16 * unit,
                      rect.bottom() - row - 34 * unit)
        painter.setPen(INK)
        draw_lines(painter, body, self.text, 11.5 * unit, least, 12)
        self._footer(painter, rect, unit)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 26, 24, 120))
            painter.drawRoundedRect(rect, 8 * unit, 8 * unit)

    def _paint_small(self, painter: QPainter, rect: QRectF) -> None:
        """A card on a mat or a pile: the name large enough to read, the icons, then the text in small."""
        unit = rect.width() / 66.0
        band = QRectF(rect.left() + 3 * unit, rect.top() + 3 * unit, rect.width() - 6 * unit, 30 * unit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 4 * unit, 4 * unit)
        least = LEGIBLE_PX / screen_scale(painter)
        painter.setPen(theme.text_on(self.band))
        title, bold, _ = self._title_fit(band.width() - 4 * unit, 10.5 * unit, least, 2)
        draw_lines(painter, band.adjusted(2 * unit, 0, -2 * unit, 0), title, 10.5 * unit, least, 2, bold=bold,
                   align=CENTRE)
        row = self._icon_row(painter, rect, band.bottom() + 1 * unit, unit * 66 / 150 * 1.45)
        painter.setPen(INK)
        body = QRectF(rect.left() + 4 * unit, row + 1 * unit, rect.width() - 8 * unit, rect.bottom() - row - 4 * unit)
        draw_lines(painter, body, self.text, 6.2 * unit, least, 8)
        if self.card.hp:
            self._footer(painter, rect, unit * 66 / 150 * 1.45, small=True)

    def _title_fit(self, width: float, pixels: float, least: float, lines: int) -> tuple[str, bool, int]:
        """The name as drawn in ``lines`` lines at most: in bold, then broken after a hyphen ("Bio-" over
        "Filter"), then in plain letters; the lines it would need when none of those is whole."""
        hyphened = self.title.replace("-", "-\n")
        for words, bold in ((self.title, True), (hyphened, True), (self.title, False), (hyphened, False)):
            _, shown = fit_lines(QRectF(0, 0, width, 999), words, pixels, least, lines, bold)
            if len(shown) <= lines and not any(line.endswith("…") for line in shown):
                return words, bold, len(shown)
        return self.title, True, lines + 1

    def _icon_row(self, painter: QPainter, rect: QRectF, top: float, unit: float) -> float:
        """Mode, corner icon and types in one row under the title; returns the row's bottom."""
        size = 19 * unit
        y = top + size / 2 + 1 * unit
        x = rect.left() + 8 * unit + size / 2
        card = self.card
        if card.mode in ("play", "reaction"):
            draw_icon(painter, card.mode, QPointF(x, y), size)
            x += size + 4 * unit
        elif not self.ghost_ability:
            label = "ORBIT" if card.deck == "orbit" else "PLANET"
            # the room left of the corner icon and the types; too narrow, the band's colour and the tooltip say it
            types_w = len(card.types) * (size + 3 * unit)
            room = max(44 * unit, rect.right() - 8 * unit - types_w - size - 6 * unit - (x - size / 2))
            if advance(label, legible_size(painter), True) <= room:
                width = max(44 * unit, advance(label, max(legible_size(painter), round(9.5 * unit)), True) + 4 * unit)
                painter.setPen(SOFT_INK)
                draw_lines(painter, QRectF(x - size / 2, y - size / 2, width, size), label, 9.5 * unit,
                           LEGIBLE_PX / screen_scale(painter), bold=True, align=int(Qt.AlignmentFlag.AlignVCenter))
                x += width
        else:
            painter.setPen(SOFT_INK)
            area = QRectF(x - size / 2, y - size / 2, 60 * unit, size)
            draw_lines(painter, area, "GHOST", 9.5 * unit, LEGIBLE_PX / screen_scale(painter), bold=True,
                       align=int(Qt.AlignmentFlag.AlignVCenter))
            x += 50 * unit
        if not self.ghost_ability:
            draw_icon(painter, card.icon, QPointF(x, y), size)
        right = rect.right() - 8 * unit - size / 2
        for kind in reversed(card.types):
            draw_icon(painter, kind, QPointF(right, y), size)
            right -= size + 3 * unit
        return top + size + 2 * unit

    def _footer(self, painter: QPainter, rect: QRectF, unit: float, small: bool = False) -> None:
        """Hit points left (and printed), and the slot a planet card docks in."""
        card = self.card
        bottom = rect.bottom() - 6 * unit
        if card.hp:
            pill = QRectF(rect.right() - 70 * unit, bottom - 22 * unit, 62 * unit, 22 * unit)
            painter.setPen(QPen(HP_RED.darker(160), 1))
            painter.setBrush(HP_RED)
            painter.drawRoundedRect(pill, 11 * unit, 11 * unit)
            draw_icon(painter, "heart", QPointF(pill.left() + 12 * unit, pill.center().y()), 14 * unit)
            painter.setPen(QColor("white"))
            painter.setFont(font(12 * unit, bold=True))
            words = f"{self.hp_left}/{card.hp}" if self.hp_left != card.hp else str(card.hp)
            painter.drawText(pill.adjusted(20 * unit, 0, 0, 0), Qt.AlignmentFlag.AlignCenter, words)
        if card.slot and not small:
            painter.setPen(SOFT_INK)
            painter.setFont(font(10.5 * unit, bold=True))
            area = QRectF(rect.left() + 8 * unit, bottom - 22 * unit, 80 * unit, 22 * unit)
            painter.drawText(area, Qt.AlignmentFlag.AlignVCenter, f"Slot {card.slot}")


class DesignCard(ColonyCard):
    """A ship mat still free in the draft: name, role, people aboard, its story and ghost ability."""

    def __init__(self, design: Any, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(design.ghost_ability, width, height, None, parent)
        self.design = design
        self.title = design.name
        self.band = QColor("#3c5a78")
        self.setToolTip(f"{design.name} ({design.role}, {design.people} people)\n{design.text}\n"
                         f"Ghost ability, {design.ghost_ability.name}: {design.ghost_ability.text}")

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        if rect.width() < 100:
            self._paint_small(painter, rect)
            return
        unit = rect.width() / 150.0
        band = QRectF(rect.left() + 4 * unit, rect.top() + 4 * unit, rect.width() - 8 * unit, 30 * unit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5 * unit, 5 * unit)
        painter.setPen(QColor("white"))
        painter.setFont(fitted(self.title, band.width() - 8 * unit, 17 * unit, bold=True, serif=True))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.title)
        design = self.design
        y = band.bottom() + 6 * unit
        painter.setPen(SOFT_INK)
        painter.setFont(font(11 * unit, bold=True))
        painter.drawText(QRectF(rect.left() + 8 * unit, y, rect.width() - 16 * unit, 16 * unit),
                         Qt.AlignmentFlag.AlignLeft, design.role)
        draw_icon(painter, "person", QPointF(rect.left() + 18 * unit, y + 30 * unit), 20 * unit)
        painter.setPen(INK)
        painter.setFont(font(16 * unit, bold=True))
        painter.drawText(QRectF(rect.left() + 30 * unit, y + 18 * unit, 110 * unit, 24 * unit),
                         Qt.AlignmentFlag.AlignVCenter, f"{design.people} aboard")
        least = LEGIBLE_PX / screen_scale(painter)
        body = QRectF(rect.left() + 8 * unit, y + 46 * unit, rect.width() - 16 * unit, 60 * unit)
        draw_lines(painter, body, design.text, 10.5 * unit, least, 6)
        ghost = design.ghost_ability
        box = QRectF(rect.left() + 8 * unit, body.bottom() + 2 * unit, rect.width() - 16 * unit,
                     rect.bottom() - body.bottom() - 10 * unit)
        painter.setPen(SOFT_INK)
        words = f"Ghost ability, {ghost.name}: {ghost.text}" + ("\nThis planet's nemesis." if design.nemesis else "")
        draw_lines(painter, box, words, 10.5 * unit, least, 8)
