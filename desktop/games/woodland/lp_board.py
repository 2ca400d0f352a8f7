"""The Lost Powers' board: the tableau of four followers with their action buttons, the Follower deck,
the Worn Out pile (click to browse) and the Elders in supply."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland.boards import CRAFTED_H, HEADER_H, Seats, board_panel, crafted_row, label
from desktop.games.woodland.cards import BackCard, WoodCard, outline_card
from desktop.games.woodland.hud import Panel
from desktop.games.woodland.map_items import Spot
from desktop.widgets.text import LEGIBLE_PX, screen_scale
from engines.core.words import plural
from engines.woodland.deck import DESIGNS
from engines.woodland.factions.lost_powers.followers import ACTS, SUIT_ACT

ACT_GLYPHS = {"recruit": "✚", "draw": "✉", "seek": "◎", "move": "➜", "battle": "⚔"}
ACT_WORDS = {"recruit": "Recruit an Elder in a clearing without one", "draw": "Draw a card",
             "seek": "Draw, then put a card on the top or bottom of the deck", "move": "Move one upright Elder",
             "battle": "Battle in a matching clearing"}
SLOT_W = 118.0
CHIP_W, CHIP_H = 52.0, 22.0


_BIRDS = {key for key, found in DESIGNS.items() if found.suit == "bird"}


def acts_for(suit: str) -> list[str]:
    """The actions a follower of this suit offers (LP-5: its suit's own, move, battle; a bird: any)."""
    if suit == "bird":
        return list(ACTS)
    return [act for act in ACTS if act in ("move", "battle") or SUIT_ACT.get(suit) == act]


class ActChip(Spot):
    """One follower action: its glyph; lit when it is a choice, ticked once taken this turn."""

    blocks = True

    def __init__(self, slot: int, act: str, used: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(("act", slot, act), parent)
        self.act, self.used = act, used
        self.setToolTip(ACT_WORDS[act] + (" (taken this turn)" if used else ""))

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, CHIP_W + 4, CHIP_H + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CHIP_W, CHIP_H)
        base = QColor("#2f5f48") if self.legal else QColor("#c9972b") if self.used else QColor("#3a403d")
        painter.setPen(QPen(theme.LEGAL if self.legal else QColor("#6d7a74"), 2 if self.legal else 1))
        painter.setBrush(base)
        painter.drawRoundedRect(rect, 5, 5)
        ink = QColor("#111111") if self.used and not self.legal else theme.INK if self.legal else QColor("#a6b1ab")
        glyph = "✓" if self.used else ACT_GLYPHS[self.act]
        words = f"{glyph} {self.act}"
        least = max(12.5, LEGIBLE_PX / screen_scale(painter))
        if QFontMetricsF(art.font(least, self.legal or self.used)).horizontalAdvance(words) > CHIP_W - 4:
            words = glyph  # the word does not fit at a legible size: the glyph alone (its tooltip says it)
        art.text(painter, rect.adjusted(2, 0, -2, 0), words, 12.5, ink, bold=self.legal or self.used)


def build(seat: Any, seats: Seats, width: float, height: float) -> Panel:
    panel, _ = board_panel(seat, seats, width, height)
    board = seat.board
    card_h = max(108.0, min(200.0, height - HEADER_H - CRAFTED_H - 3 * (CHIP_H + 2) - 30))
    top = HEADER_H + 14
    for slot in range(4):
        _follower(panel, board, slot, QPointF(12 + slot * SLOT_W, top), card_h, seat.seat)
    right = 12 + 4 * SLOT_W + 4
    deck = BackCard(("pile", seat.seat, "followers"), 58, 80, ["Followers", "Deck"], board.follower_deck)
    deck.setParentItem(panel)
    deck.setPos(right, top)
    deck.setToolTip(f"Follower deck: {plural(board.follower_deck, 'card')}, face down (nobody may look, LP-2.2-g)")
    _worn_out(panel, board, seat.seat, QPointF(right + 64, top))
    info: list[list[str]] = [[f"Elders in supply: {board.supply}", f"Elders: {board.supply}"],
                             [f"Set aside: {len(board.set_aside)}"],
                             [f"Retired this turn: {board.retired}", f"Retired: {board.retired}"]]
    for n, words in enumerate(info):
        label(panel, words, right, top + 104 + n * 18, 12.5, width=128)
    rows = 3 if any(ref is not None and ref.key in _BIRDS for ref in board.tableau) else 2
    crafted_row(panel, seat, top + card_h + rows * (CHIP_H + 2) + 8, width)
    return panel


def _follower(panel: Panel, board: Any, slot: int, pos: QPointF, card_h: float, seat: int) -> None:
    ref = board.tableau[slot] if slot < len(board.tableau) else None
    if ref is None:
        empty = _EmptySlot(108, card_h, panel)
        empty.setPos(pos)
        return
    card = WoodCard(("follower", slot), ref.key, 108, card_h, ref.id, panel)
    card.setPos(pos)
    used = board.used[slot] if slot < len(board.used) else 0
    risen = board.risen[slot] if slot < len(board.risen) else 0
    card.note = " · ".join(w for w, on in ((f"acted {used}×", used), ("raised an Elder", risen)) if on)
    card.short_note = " · ".join(w for w, on in ((f"acted {used}×", used), ("raised", risen)) if on)
    if card.note:
        card.setToolTip(f"{card.toolTip()}\nThis turn: {card.note}")
    first = board.first_act[slot] if slot < len(board.first_act) else ""
    for n, act in enumerate(acts_for(card.suit)):
        chip = ActChip(slot, act, bool(used) and first == act, panel)
        chip.setPos(pos.x() + (n % 2) * (CHIP_W + 4), pos.y() + card_h + 5 + (n // 2) * (CHIP_H + 2))


class _EmptySlot(QGraphicsItem):
    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.width, self.height = width, height

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        outline_card(painter, self.boundingRect(), "empty follower slot")


def _worn_out(panel: Panel, board: Any, seat: int, pos: QPointF) -> None:
    """The Worn Out pile is public (LP-2.2-e): its name and count on the table, its top card in the tooltip; a
    click opens the whole pile. (A card this narrow could show its top card's name only cut short.)"""
    pile = board.worn_out
    top = BackCard(("pile", seat, "worn_out"), 58, 80, "Worn Out", len(pile), QColor("#6b5b3e"))
    top.setParentItem(panel)
    top.setPos(pos)
    design = DESIGNS.get(pile[-1].key) if pile else None
    on_top = f"; on top: {design.name}" if design is not None else ""
    top.setToolTip(f"Worn Out pile: {plural(len(pile), 'card')}, face up{on_top}. Click to see them all." if pile
                   else "Worn Out pile: empty so far (worn-out followers go here, face up)")
