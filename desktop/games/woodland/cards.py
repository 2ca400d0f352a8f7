"""Woodland cards on the table: suit band with emblem, name, crafting cost, effect text, item and VP."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.woodland import art
from desktop.widgets.card import CardItem
from desktop.widgets.text import LEGIBLE_PX, advance, draw_lines, legible_size, screen_scale
from engines.core.words import plural
from engines.woodland.deck import DESIGNS

KIND_WORDS = {"item": "Item", "persistent": "Persistent", "immediate": "Immediate", "ambush": "Ambush",
              "dominance": "Dominance", "old_friend": "Old Friend"}


def design_of(key: str) -> Any:
    """The printed card (static content shared with the engine: names, suits, costs, texts)."""
    return DESIGNS.get(key)


class WoodCard(CardItem):
    """A card face: click handling and hover zoom come from CardItem; the scene keys it for clicks."""

    blocks = True

    def __init__(self, key: Any, design_key: str, width: float, height: float, card_id: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        found = design_of(design_key)
        suit = found.suit if found is not None else "any"
        super().__init__(width, height, found.name if found else design_key, found.text if found else "",
                         band=art.suit_colour(suit))
        if parent is not None:
            self.setParentItem(parent)  # passing the parent to the constructor does not keep the wrapper alive
        self.key = key
        self.design = found
        self.card_id = card_id
        self.suit = suit
        self.note = ""  # a short line drawn on the card (a follower's actions used, "exhausted"...)
        self.dim = False
        if found is not None:
            self.setToolTip(f"{found.name} ({suit}, {KIND_WORDS.get(found.kind, found.kind)})\n{found.text}")

    def mark(self, legal: bool, selected: bool = False) -> None:
        self.set_legal(legal)
        self.set_selected_mark(selected)

    @property
    def selected(self) -> bool:
        return self.selected_mark

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        if h < 80:
            self._compact(painter, rect)
            return
        band_h = max(22.0, h * 0.17)
        glyph_r = band_h * 0.36  # sized by the one-line band: a name taking two lines keeps the width for it
        least = LEGIBLE_PX / screen_scale(painter)
        title_lines = 1
        one_line = QFontMetricsF(art.font(max(least, band_h * 0.5), True))
        if one_line.horizontalAdvance(self.title) > w - band_h * 0.72 - 17:
            title_lines = 2  # a name too long for the band at a legible size takes two lines
            two_lines = QFontMetricsF(art.font(max(least, band_h * 0.45), True))
            band_h = max(band_h, 2 * two_lines.lineSpacing() + 4)
            widest = max(advance(word, legible_size(painter), True) for word in self.title.split())  # at the floor
            room = (w - 17 - widest) / 2
            if room >= 4.0:  # a smaller suit glyph rather than a cut word, where that is enough
                glyph_r = min(glyph_r, room)
        band = QRectF(rect.left() + 3, rect.top() + 3, w - 6, band_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5, 5)
        art.draw_suit(painter, self.suit, QPointF(band.left() + glyph_r + 4, band.center().y()), glyph_r, badge=False)
        ink = art.SUIT_INK.get(self.suit, art.INK_DARK)
        title = QRectF(band.left() + 2 * glyph_r + 8, band.top(), band.width() - 2 * glyph_r - 11, band.height())
        if title_lines == 1:
            art.text(painter, title, self.title, band_h * 0.5, ink, bold=True, align=Qt.AlignmentFlag.AlignVCenter
                     | Qt.AlignmentFlag.AlignLeft)
        else:
            painter.setPen(ink)
            draw_lines(painter, title, self.title, band_h * 0.45, least, 2, bold=True,
                       align=int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft))
        y = band.bottom() + 4
        if self.design is not None:
            y = self._cost_and_kind(painter, rect, y, band_h)
        body = QRectF(rect.left() + 6, y, w - 12, rect.bottom() - y - (18 if self.note else 4))
        painter.save()
        painter.setClipRect(body)
        art.text(painter, body, self.text, max(7.0, h * 0.058), art.INK_DARK, wrap=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        painter.restore()
        if self.note:
            strip = QRectF(rect.left() + 3, rect.bottom() - 19, w - 6, 16)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 30, 20, 200))
            painter.drawRoundedRect(strip, 4, 4)
            art.text(painter, strip, self.note, 11, QColor("#fbf3dc"), bold=True)
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 110))
            painter.drawRoundedRect(rect, 6, 6)

    def _compact(self, painter: QPainter, rect: QRectF) -> None:
        """A small tab (crafted cards, piles): the suit band and the name, the cost in the corner."""
        band = rect.adjusted(2, 2, -2, -2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5, 5)
        r = min(9.0, band.height() * 0.3)
        art.draw_suit(painter, self.suit, QPointF(band.left() + r + 3, band.top() + r + 3), r, badge=False)
        ink = art.SUIT_INK.get(self.suit, art.INK_DARK)
        art.text(painter, band.adjusted(2 * r + 6, 1, -3, -1), self.title, min(15.0, band.height() * 0.42), ink,
                 bold=True, wrap=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.dim:
            painter.setBrush(QColor(20, 20, 20, 110))
            painter.drawRoundedRect(rect, 6, 6)

    def _cost_and_kind(self, painter: QPainter, rect: QRectF, y: float, band_h: float) -> float:
        design = self.design
        r = max(6.0, band_h * 0.3)
        x = art.cost_icons(painter, dict(design.cost), rect.left() + 6, y + r, r)
        words = KIND_WORDS.get(design.kind, design.kind)
        if design.kind == "item":
            art.item_icon(painter, design.item, QPointF(x + r + 4, y + r), r * 0.95, art.INK_DARK)
            words = f"{design.item} · {design.item_vp} VP"
            x += 2 * r + 8
        art.text(painter, QRectF(x + 3, y, rect.right() - x - 8, 2 * r), words, r * 1.35, QColor("#5a4a32"),
                 align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight)
        return y + 2 * r + 4


class BackCard(CardItem):
    """A face-down pile (the draw deck, the Follower deck) with its count on the back."""

    blocks = True

    def __init__(self, key: Any, width: float, height: float, label: str, count: int,
                 colour: QColor | None = None) -> None:
        super().__init__(width, height, label, "", band=colour or QColor("#4e6b3c"))
        self.key = key
        self.face_down = True
        self.hover_zoom = False
        self.count = count
        self.setToolTip(f"{label}: {plural(count, 'card')}")

    def mark(self, legal: bool, selected: bool = False) -> None:
        self.set_legal(legal)
        self.set_selected_mark(selected)

    def paint_back(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        super().paint_back(painter, rect, radius)
        art.text(painter, rect.adjusted(3, 6, -3, -rect.height() * 0.5), self.title, 13, QColor("#f3efe4"),
                 bold=True)
        art.text(painter, rect.adjusted(4, rect.height() * 0.45, -4, -6), str(self.count), 28, QColor("#f3efe4"),
                 bold=True)


def outline_card(painter: QPainter, rect: QRectF, words: str) -> None:
    """An empty place for a card (an empty tableau slot, an empty pile)."""
    painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(255, 255, 255, 14))
    painter.drawRoundedRect(rect, 8, 8)
    art.text(painter, rect.adjusted(6, 6, -6, -6), words, 13, QColor(255, 255, 255, 140), wrap=True)
