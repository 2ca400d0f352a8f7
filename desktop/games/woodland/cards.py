"""Woodland cards on the table: suit band with emblem, name, crafting cost, effect text, item and VP."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop.games.woodland import art
from desktop.widgets.card import CardItem
from desktop.widgets.text import LEGIBLE_PX, advance, draw_lines, first_fitting, fit_lines, legible_size, screen_scale
from engines.core.words import plural
from engines.woodland.deck import DESIGNS

SHORT_NAMES = {"Loyal Vizier": "Vizier"}  # a tab too narrow for the whole name (its tooltip has it)
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
        self.short_note = ""  # the same in fewer words, where the note would be cut
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
            glyph_r = self._glyph_beside(w - 6, band_h, glyph_r, least)
        band = QRectF(rect.left() + 3, rect.top() + 3, w - 6, band_h)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5, 5)
        if glyph_r:
            art.draw_suit(painter, self.suit, QPointF(band.left() + glyph_r + 4, band.center().y()), glyph_r,
                          badge=False)
        ink = art.SUIT_INK.get(self.suit, art.INK_DARK)
        gap = 2 * glyph_r + 8 if glyph_r else 4
        title = QRectF(band.left() + gap, band.top(), band.width() - gap - 3, band.height())
        if title_lines == 1:
            art.text(painter, title, self.title, band_h * 0.5, ink, bold=True, align=Qt.AlignmentFlag.AlignVCenter
                     | Qt.AlignmentFlag.AlignLeft)
        else:
            painter.setPen(ink)
            draw_lines(painter, title, self.title, band_h * 0.45, least, 2, bold=True,
                       align=int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft))
        y = band.bottom() + 4
        if self.design is not None:
            y = self._cost_and_kind(painter, rect, y, band_h, suit_here=not glyph_r)
        note, note_font, note_lines = self._note(w - 10, least)
        strip_h = len(note_lines) * QFontMetricsF(note_font).lineSpacing() + 2 if note_font is not None else 0.0
        body = QRectF(rect.left() + 6, y, w - 12, rect.bottom() - y - (strip_h + 4 if self.note else 4))
        painter.save()
        painter.setClipRect(body)
        art.text(painter, body, self.text, max(7.0, h * 0.058), art.INK_DARK, wrap=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        painter.restore()
        if self.note:  # in a second line rather than cut, where one is too short at a legible size
            strip = QRectF(rect.left() + 3, rect.bottom() - strip_h - 3, w - 6, strip_h)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(40, 30, 20, 200))
            painter.drawRoundedRect(strip, 4, 4)
            painter.setPen(QColor("#fbf3dc"))
            draw_lines(painter, strip.adjusted(2, 1, -2, -1), note, 11, least, 2, bold=True,
                       align=int(Qt.AlignmentFlag.AlignHCenter))
        if self.dim:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 110))
            painter.drawRoundedRect(rect, 6, 6)

    def _note(self, width: float, least: float) -> tuple[str, QFont | None, list[str]]:
        """The note as drawn: in at most two lines, in fewer words (``short_note``) where the note would be cut."""
        if not self.note:
            return "", None, []
        for words in (self.note, self.short_note or self.note):
            chosen, lines = fit_lines(QRectF(0, 0, width, 3 * least), words, 11, least, 2, bold=True)
            if not any(line.endswith("…") for line in lines):
                break
        return words, chosen, lines

    def _glyph_beside(self, band_w: float, band_h: float, glyph_r: float, least: float) -> float:
        """The suit glyph's radius beside a name in two lines: smaller, then none (it moves down to the cost
        row), rather than a cut word."""
        for radius in (glyph_r, glyph_r * 0.7, 0.0):
            room = QRectF(0, 0, band_w - (2 * radius + 8 if radius else 4) - 3, band_h)
            _, lines = fit_lines(room, self.title, band_h * 0.45, least, 2, bold=True)
            if not any(line.endswith("…") for line in lines):
                return radius
        return 0.0

    def _compact(self, painter: QPainter, rect: QRectF) -> None:
        """A small tab (crafted cards, piles): the suit band and the name, the cost in the corner."""
        band = rect.adjusted(2, 2, -2, -2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.band)
        painter.drawRoundedRect(band, 5, 5)
        r = min(9.0, band.height() * 0.3)
        art.draw_suit(painter, self.suit, QPointF(band.left() + r + 3, band.top() + r + 3), r, badge=False)
        ink = art.SUIT_INK.get(self.suit, art.INK_DARK)
        room = band.adjusted(2 * r + 6, 1, -3, -1)
        # a name with a note in brackets ("Dominance (rabbit)") sheds the note before it is cut: the glyph shows it
        wordings = [self.title, self.title.split(" (")[0], SHORT_NAMES.get(self.title, self.title)]
        least = legible_size(painter)
        title, bold = next(((words, heavy) for heavy in (True, False) for words in wordings
                            if advance(words, least, heavy) <= room.width()), (wordings[-1], False))
        art.text(painter, room, title, min(15.0, band.height() * 0.42), ink,
                 bold=bold, wrap=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.dim:
            painter.setBrush(QColor(20, 20, 20, 110))
            painter.drawRoundedRect(rect, 6, 6)

    def _cost_and_kind(self, painter: QPainter, rect: QRectF, y: float, band_h: float,
                       suit_here: bool = False) -> float:
        """The crafting cost's icons (after the suit glyph when the band had no room for it), then the card's
        kind, or its item and VP; a kind that does not fit at a legible size is left to the tooltip, never cut."""
        design = self.design
        r = max(6.0, band_h * 0.3)
        x = rect.left() + 6
        if suit_here:
            art.draw_suit(painter, self.suit, QPointF(x + r, y + r), r, badge=False)
            x += 2 * r + 4
        x = art.cost_icons(painter, dict(design.cost), x, y + r, r)
        wordings = [KIND_WORDS.get(design.kind, design.kind), ""]
        if design.kind == "item":
            art.item_icon(painter, design.item, QPointF(x + r + 4, y + r), r * 0.95, art.INK_DARK)
            wordings = [f"{design.item} · {design.item_vp} VP", f"{design.item_vp} VP", ""]
            x += 2 * r + 8
        box = QRectF(x + 3, y, rect.right() - x - 8, 2 * r)
        words = first_fitting(painter, box.width(), wordings)
        if words:
            art.text(painter, box, words, r * 1.35, QColor("#5a4a32"),
                     align=Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight)
        return y + 2 * r + 4


class BackCard(CardItem):
    """A face-down pile (the draw deck, the Follower deck) with its name and count on the back. Given several
    names (longest first), the first whose words fit the back at a size that reads, in at most two lines."""

    blocks = True

    def __init__(self, key: Any, width: float, height: float, label: str | list[str], count: int,
                 colour: QColor | None = None) -> None:
        wordings = [label] if isinstance(label, str) else list(label)
        super().__init__(width, height, wordings[0], "", band=colour or QColor("#4e6b3c"))
        self.wordings = wordings
        self.key = key
        self.face_down = True
        self.hover_zoom = False
        self.count = count
        self.setToolTip(f"{self.wordings[0]}: {plural(count, 'card')}")

    def mark(self, legal: bool, selected: bool = False) -> None:
        self.set_legal(legal)
        self.set_selected_mark(selected)

    def shown_title(self, painter: QPainter) -> tuple[str, bool]:
        """The name the back shows where ``painter`` draws now, and whether in bold: every word on a line of
        its own at most, bold where it fits so."""
        least = legible_size(painter)
        room = self.width - 6
        for words in self.wordings:
            for bold in (True, False):
                if words and max(advance(word, least, bold) for word in words.split()) <= room:
                    return words, bold
        return self.wordings[-1], False

    def paint_back(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        super().paint_back(painter, rect, radius)
        ink = QColor("#f3efe4")
        least = LEGIBLE_PX / screen_scale(painter)
        title, bold = self.shown_title(painter)
        top = rect.adjusted(3, 5, -3, 0)
        if title:
            painter.setPen(ink)
            lines = draw_lines(painter, QRectF(top.left(), top.top(), top.width(), rect.height() * 0.55), title, 13,
                               least, 2, bold=bold, align=int(Qt.AlignmentFlag.AlignHCenter))
            top.setTop(top.top() + lines * QFontMetricsF(painter.font()).lineSpacing())  # draw_lines set the font
        number = QRectF(rect.left() + 4, max(top.top(), rect.top() + rect.height() * 0.35), rect.width() - 8, 0)
        number.setBottom(rect.bottom() - 4)
        art.text(painter, number, str(self.count), 28, ink, bold=True)


def outline_card(painter: QPainter, rect: QRectF, words: str) -> None:
    """An empty place for a card (an empty tableau slot, an empty pile)."""
    painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DashLine))
    painter.setBrush(QColor(255, 255, 255, 14))
    painter.drawRoundedRect(rect, 8, 8)
    art.text(painter, rect.adjusted(6, 6, -6, -6), words, 13, QColor(255, 255, 255, 140), wrap=True)
