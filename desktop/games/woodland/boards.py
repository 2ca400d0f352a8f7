"""Faction boards beside the map: a header per seat, crafted cards and items, and the shared small items."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland import geometry as geo
from desktop.games.woodland.cards import WoodCard
from desktop.games.woodland.hud import Panel
from desktop.games.woodland.map_items import Key, Spot
from desktop.widgets.text import advance, first_fitting, legible_size
from engines.core.words import plural
from engines.woodland.deck import DESIGNS

FACTION_NAMES = {"lost_powers": "Lost Powers", "marquise": "Marquise de Cat", "vagabond": "Vagabond",
                 "eyrie": "Eyrie Dynasties", "alliance": "Woodland Alliance"}
HEADER_H = 46.0
CRAFTED_H = 58.0
SMALL_CRAFTED_H = 30.0  # a compact board's crafted row: tabs beside the label
TAB_W = 104.0  # a crafted card's tab at the least
TAB_GLYPH_R = 9.0  # the suit glyph on a tab (cards.WoodCard._compact)


class Seats(NamedTuple):
    """How the scene names and colours seats, and who is active, deciding and watching."""

    colour: Callable[[int], int]
    name: Callable[[int], str]
    active: int
    deciding: int | None
    viewer: int | None
    turn: int = 0
    players: int = 0


class SeatHeader(Spot):
    """A seat's name, faction, score and hand size; clicking it chooses that seat when that is an option."""

    blocks = True

    def __init__(self, seat: Any, seats: Seats, width: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(("seat", seat.seat), parent)
        self.seat, self.seats, self.width = seat, seats, width
        self.alert_text = ""  # "choose the piece you lose", shown in red on the second line
        self.alert_short: list[str] = []  # the same in fewer words, where the whole would be cut
        dominance = f" · {self.vp_words()} activated: {self.goal()}" if seat.dominance else ""
        self.setToolTip(f"{seats.name(seat.seat)}: {FACTION_NAMES.get(seat.faction, seat.faction)}, "
                        f"{seat.vp} VP, {plural(seat.hand_count, 'card')} in hand{dominance}")

    def vp_words(self) -> str:
        """The score, or the activated dominance by suit (the score track no longer counts, Law 3.3.1)."""
        seat = self.seat
        if seat.dominance is None:
            return f"{seat.vp} VP"
        suit = DESIGNS[seat.dominance.key].suit
        if seat.coalition >= 0:
            return f"coalition with {self.seats.name(seat.coalition)}"
        return f"{suit} dominance"

    def goal(self) -> str:
        seat = self.seat
        if seat.dominance is None:
            return ""
        if seat.coalition >= 0:
            return f"wins when {self.seats.name(seat.coalition)} wins (Law 9.2.8)"
        suit = DESIGNS[seat.dominance.key].suit
        if suit == "bird":
            return "wins at the start of their Birdsong ruling two opposite corners (Law 3.3.2)"
        return f"wins at the start of their Birdsong ruling three {suit} clearings (Law 3.3.2)"

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, HEADER_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        seat, seats = self.seat, self.seats
        colour = theme.seat_colour(seats.colour(seat.seat))
        rect = QRectF(0, 0, self.width, HEADER_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 60))
        painter.drawRoundedRect(rect, 10, 10)
        art.seat_shape(painter, seats.colour(seat.seat), QPointF(24, HEADER_H / 2), 13)
        glyph = art.FACTION_GLYPHS.get(seat.faction, "")
        name = f"{glyph} {seats.name(seat.seat)} · {FACTION_NAMES.get(seat.faction, seat.faction)}"
        art.text(painter, QRectF(46, 2, self.width - 250, 26), name, 19, theme.INK, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        line = QRectF(46, 26, self.width - 250, 18)
        state = first_fitting(painter, line.width(), [self.alert_text, *self.alert_short], bold=True) \
            if self.alert_text else self._state_words()
        colour = art.LOSE if self.alert_text else theme.ACCENT
        art.text(painter, line, state, 13, colour, bold=bool(self.alert_text),
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        vp = self.vp_words()
        if seat.dominance is not None:
            suit = DESIGNS[seat.dominance.key].suit
            art.draw_suit(painter, suit, QPointF(self.width - 214, HEADER_H / 2), 11)
            short = "coalition" if seat.coalition >= 0 else "dominance"  # the suit is drawn beside it
            vp = first_fitting(painter, 110, [vp, short], bold=True)
        art.text(painter, QRectF(self.width - 200, 4, 110, 38), vp, 24, theme.INK, bold=True,
                 align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self._hand(painter, QRectF(self.width - 80, 6, 70, 34), seat.hand_count)
        if self.legal or self.selected:
            (art.selected_ring if self.selected else art.legal_ring)(painter, rect.adjusted(1, 1, -1, -1), 10)

    def _state_words(self) -> str:
        seats, seat = self.seats, self.seat.seat
        words = []
        if seat == seats.active:
            words.append("▶ taking their turn")
        if seat == seats.deciding:
            words.append("choosing now")
        if seat == seats.viewer:
            words.append("(you)")
        return " · ".join(words)

    def _hand(self, painter: QPainter, rect: QRectF, count: int) -> None:
        for i in range(min(count, 4)):
            card = QRectF(rect.left() + i * 5, rect.top() + 2, 22, 30)
            painter.setPen(QPen(QColor("#1c1c1c"), 1))
            painter.setBrush(QColor("#5a7247").darker(100 + i * 8))
            painter.drawRoundedRect(card, 3, 3)
        art.text(painter, QRectF(rect.left() + 30, rect.top(), 40, rect.height()), f"×{count}", 16, theme.INK,
                 bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class ItemTile(Spot):
    """A Vagabond item (ready, exhausted: turned over, damaged: cracked) or a crafted item in a box."""

    blocks = True

    def __init__(self, key: Key, kind: str, exhausted: bool = False, damaged: bool = False, size: float = 46,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(key, parent)
        self.kind, self.exhausted, self.damaged, self.size = kind, exhausted, damaged, size
        state = ", ".join(w for w, on in (("exhausted", exhausted), ("damaged", damaged)) if on) or "ready"
        self.setToolTip(f"{kind} ({state})")

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.size + 6, self.size + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        rect = QRectF(0, 0, s, s)
        face = QColor("#4a3f33") if self.exhausted else QColor("#f1e5c6")
        ink = QColor("#d9c9a3") if self.exhausted else art.INK_DARK
        painter.setPen(QPen(QColor("#1a140d"), 1.6, Qt.PenStyle.DashLine if self.exhausted else Qt.PenStyle.SolidLine))
        painter.setBrush(face)
        painter.drawRoundedRect(rect, 7, 7)
        label = "exhausted" if self.exhausted else self.kind
        if self._word_fits(painter, label):
            art.item_icon(painter, self.kind, QPointF(s / 2, s * 0.42), s * 0.3, ink)
            art.text(painter, QRectF(2, s * 0.72, s - 4, s * 0.26), label, s * 0.24, ink, bold=self.exhausted)
        else:  # too small a tile for the word at a size that reads: the icon alone, larger (the tooltip names it)
            art.item_icon(painter, self.kind, QPointF(s / 2, s / 2), s * 0.36, ink)
        if self.damaged:
            painter.setPen(QPen(art.LOSE, 3.2))
            painter.drawLine(QPointF(5, 5), QPointF(s - 5, s - 5))
            painter.drawLine(QPointF(s - 5, 5), QPointF(5, s - 5))
            if self._word_fits(painter, "damaged", bold=True):  # else the red cross alone (the tooltip says it)
                art.text(painter, QRectF(0, 0, s, s * 0.3), "damaged", s * 0.19, art.LOSE, bold=True)
        if self.legal or self.selected:
            (art.selected_ring if self.selected else art.legal_ring)(painter, rect.adjusted(-1, -1, 1, 1), 8)
        if self.alert:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(art.LOSE, 2.4, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 8, 8)


    def _word_fits(self, painter: QPainter, word: str, bold: bool | None = None) -> bool:
        least = legible_size(painter)
        heavy = self.exhausted if bold is None else bold
        return self.size * 0.26 >= least * 0.9 and advance(word, least, heavy) <= self.size - 4


def board_panel(seat: Any, seats: Seats, width: float, height: float) -> tuple[Panel, SeatHeader]:
    """The panel of a seat's board with its header along the top."""
    colour = theme.seat_colour(seats.colour(seat.seat))
    panel = Panel(width, height, accent=colour.darker(120))
    panel.glow = seat.seat == seats.deciding
    header = SeatHeader(seat, seats, width - 12, panel)
    header.setPos(6, 6)
    return panel, header


def crafted_row(panel: Panel, seat: Any, y: float, width: float, small: bool = False, left: float = 12.0) -> None:
    """Crafted persistent cards (usable) and crafted items (the Vagabond may take them by Aid); ``small``: one
    row of tabs after the label, for compact boards."""
    art_label = QGraphicsItemLabel("Crafted", panel, width=70 if small else 300)
    art_label.setPos(left, y + (6 if small else -2))
    if not small:  # at the legible floor the words grow taller than their box: upward, not over the row beneath
        art_label.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
    start = left + 68.0 if small else left
    x = start
    top, card_h, tile = (y, SMALL_CRAFTED_H - 2, 26.0) if small else (y + 16, CRAFTED_H - 18, 38.0)
    kinds = sorted(set(seat.crafted_items))
    room = width - start - 12 - len(kinds) * (tile + 6)
    for ref in seat.crafted:
        card = WoodCard(("crafted", seat.seat, ref.id), ref.key, _tab_width(ref.key, room, len(seat.crafted)),
                        card_h, ref.id, panel)
        card.setPos(x, top)
        x += card.width + 6
    for kind in kinds:
        count = seat.crafted_items.count(kind)
        item = ItemTile(("citem", seat.seat, kind), kind, size=tile, parent=panel)
        item.setPos(x, top + 1)
        item.setToolTip(f"crafted {kind} ×{count}")
        x += tile + 6
    if x == start:
        art_label.words = "Crafted: nothing yet"
        art_label.width = 300


def _tab_width(key: str, room: float, tabs: int) -> float:
    """A crafted card's tab: wide enough for its name on one line at the size that reads on the smallest table
    (``geometry.FLOOR_PX``), within its share of the row."""
    found = DESIGNS.get(key)
    wanted = advance(found.name, geo.FLOOR_PX, True) + 2 * TAB_GLYPH_R + 17 if found is not None else 0.0
    return max(TAB_W, min(wanted, room / max(1, tabs) - 6))


class QGraphicsItemLabel(QGraphicsItem):
    """A short muted label on a board; given several wordings (longest first), the first that reads at the
    size the board is shown at (the longest is its tooltip)."""

    def __init__(self, words: str | list[str], parent: QGraphicsItem | None = None, pixels: float = 13,
                 colour: QColor | None = None, width: float = 300) -> None:
        super().__init__(parent)
        self.wordings = [words] if isinstance(words, str) else list(words)
        self.words, self.pixels, self.colour, self.width = self.wordings[0], pixels, colour or theme.MUTED, width
        self.align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        if len(self.wordings) > 1:
            self.setToolTip(self.wordings[0])

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.pixels * 1.3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        words = first_fitting(painter, self.width, self.wordings) if len(self.wordings) > 1 else self.words
        art.text(painter, self.boundingRect(), words, self.pixels, self.colour, align=self.align)


def label(parent: QGraphicsItem, words: str | list[str], x: float, y: float, pixels: float = 13,
          colour: QColor | None = None, width: float = 300) -> QGraphicsItemLabel:
    item = QGraphicsItemLabel(words, parent, pixels, colour, width)
    item.setPos(x, y)
    return item
