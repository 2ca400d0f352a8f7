"""The Vagabond's board: character, satchel and tracks of items (exhausted, damaged), relationships, quests."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland.boards import HEADER_H, ItemTile, Seats, board_panel, crafted_row, label
from desktop.games.woodland.hud import Panel
from desktop.games.woodland.map_items import Spot
from desktop.widgets.text import advance, first_fitting, legible_size
from engines.woodland.factions.vagabond.data import CHARACTERS, QUESTS

TRACK_KINDS = ("tea", "coins", "bag")
LEVELS = ("hostile", "indifferent", "friendly", "trusted", "allied")
SHORT_LEVELS = ("host.", "indiff.", "friend.", "trust.", "ally")
CURRENT_W, OTHER_W = 118.0, 44.0  # with the gaps, five cells span what five of 58 did
QUEST_W, QUEST_H = 124.0, 54.0  # a quest card at the least (the board gives each a third of its width)


class QuestCard(Spot):
    """A quest: its suit, its name and the two items it exhausts."""

    blocks = True

    def __init__(self, quest: str, parent: QGraphicsItem | None = None, width: float = QUEST_W) -> None:
        super().__init__(("quest", quest), parent)
        self.width = width
        self.quest: dict[str, Any] = dict(QUESTS.get(quest, {}))
        items = " and ".join(str(i) for i in self.quest.get("items", []))
        self.setToolTip(f"Quest: {self.quest.get('name', quest)} in a {self.quest.get('suit', '')} clearing, "
                        f"exhausting {items}. Reward: VP per quest of this suit, or two cards.")

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, QUEST_H + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        suit = str(self.quest.get("suit", "any"))
        rect = QRectF(0, 0, self.width, QUEST_H)
        painter.setPen(QPen(art.suit_colour(suit).darker(170), 2))
        painter.setBrush(theme.CARD_FACE)
        painter.drawRoundedRect(rect, 7, 7)
        band = QRectF(2, 2, self.width - 4, 22)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(art.suit_colour(suit))
        painter.drawRoundedRect(band, 5, 5)
        art.draw_suit(painter, suit, QPointF(14, 13), 8, badge=False)
        name, room = str(self.quest.get("name", "")), band.adjusted(24, 0, -3, 0)
        bold = advance(name, legible_size(painter), True) <= room.width()  # else plain letters, not a cut name
        art.text(painter, room, name, 13, art.SUIT_INK.get(suit, art.INK_DARK), bold=bold,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        half = (self.width - 8) / 2
        for n, kind in enumerate(self.quest.get("items", [])):
            centre = QPointF(16 + n * half, 39)
            art.item_icon(painter, str(kind), centre, 10, art.INK_DARK)
            art.text(painter, QRectF(centre.x() + 11, 29, half - 16, 20), str(kind), 11, art.INK_DARK,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.legal or self.selected:
            (art.selected_ring if self.selected else art.legal_ring)(painter, rect.adjusted(-1, -1, 1, 1), 8)


class Relations(QGraphicsItem):
    """The relationship track for each other faction, and the aids given this turn."""

    def __init__(self, board: Any, seats: Seats, me: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.board, self.seats, self.me = board, seats, me
        self.others = [s for s in range(len(board.relations)) if s != me]
        self.setToolTip("Relationships: " + ", ".join(
            f"{seats.name(other)} {LEVELS[board.relations[other] + 1]}" for other in self.others))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 330, 22 * len(self.others) + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for row, other in enumerate(self.others):
            y = row * 22
            art.seat_shape(painter, self.seats.colour(other), QPointF(9, y + 11), 7)
            level = self.board.relations[other] + 1  # -1 hostile .. 3 allied
            x = 22.0
            for n, words in enumerate(LEVELS):  # the level reached is wide enough for its word, the rest shorter
                on = n == level
                rect = QRectF(x, y + 1, CURRENT_W if on else OTHER_W, 19)
                x += rect.width() + 3
                painter.setPen(QPen(QColor("#141414"), 1))
                painter.setBrush(QColor("#c9972b") if on else QColor("#3a403d") if n else QColor("#5a2a24"))
                painter.drawRoundedRect(rect, 5, 5)
                ink = QColor("#111111") if on else theme.INK
                shown = words if on else first_fitting(painter, rect.width() - 2, [words, SHORT_LEVELS[n], words[0]])
                art.text(painter, rect.adjusted(1, 0, -1, 0), shown, 12, ink, bold=on)
            aids = self.board.aids[other] if other < len(self.board.aids) else 0
            if aids:
                art.text(painter, QRectF(x, y, 40, 21), f"+{aids}", 11, theme.ACCENT, bold=True)


def build(seat: Any, seats: Seats, width: float, height: float) -> Panel:
    panel, _ = board_panel(seat, seats, width, height)
    board = seat.board
    top = HEADER_H + 10
    character = CHARACTERS.get(board.character, {})
    where = f"in clearing {board.clearing}" if board.clearing else f"in forest {board.forest}" if board.forest \
        else "not on the map"
    name, text = str(character.get("name", "")), str(character.get("text", ""))
    ability = text.split(": ", 1)[-1]  # without its cost ("Exhaust a torch"), where the whole would be cut
    words = [f"{name}: {text}", f"{name}: {ability}", name] if character else ["Choose a character"]
    # lines a legible line apart at the smallest table (geometry.FLOOR_PX), where the words outgrow 12.5
    label(panel, words, 12, top - 6, 12.5, theme.ACCENT, width - 24)
    done = _quests_done(board.quests_done)
    pawn = f"Pawn {where} · carries up to {board.capacity}"
    label(panel, [f"{pawn} · quest deck {board.quest_deck} · quests done: {done}",
                  f"{pawn} · quest deck {board.quest_deck} · done: {done}", f"{pawn} · done: {done}"],
          12, top + 17, 12, width=width - 24)
    _items(panel, board, QPointF(12, top + 35), width)
    rel = Relations(board, seats, seat.seat, panel)
    rel.setPos(12, top + 80)
    quests_y = top + 82 + rel.boundingRect().height()
    each = (width - 24 - 2 * 8) / 3  # the quests up (three at most), the board's width shared
    for n, quest in enumerate(board.quests_up):
        card = QuestCard(quest, panel, max(QUEST_W, each))
        card.setPos(12 + n * (card.width + 8), quests_y)
    crafted_y = quests_y + QUEST_H + 4
    crafted_row(panel, seat, crafted_y, width)
    return panel


def _items(panel: Panel, board: Any, pos: QPointF, width: float) -> None:
    """Satchel items left, track items (tea, coins, bag) right; the same kind's copies side by side."""
    satchel = [i for i in board.items if i.kind not in TRACK_KINDS]
    tracks = [i for i in board.items if i.kind in TRACK_KINDS]
    size = min(42.0, (width - 40) / max(1, len(board.items)) - 5)
    x = pos.x()
    for item in sorted(satchel, key=lambda i: (i.kind, i.damaged, i.exhausted)):
        tile = ItemTile(("item", item.kind), item.kind, item.exhausted, item.damaged, size, panel)
        tile.setPos(x, pos.y())
        x += size + 5
    x = max(x + 14, width - 12 - len(tracks) * (size + 5))
    for item in sorted(tracks, key=lambda i: (i.kind, i.damaged, i.exhausted)):
        tile = ItemTile(("item", item.kind), item.kind, item.exhausted, item.damaged, size, panel)
        tile.setPos(x, pos.y())
        x += size + 5


def _quests_done(done: list[str]) -> str:
    counts: dict[str, int] = {}
    for quest in done:
        suit = str(QUESTS.get(quest, {}).get("suit", "?"))
        counts[suit] = counts.get(suit, 0) + 1
    return ", ".join(f"{n} {suit}" for suit, n in sorted(counts.items())) or "none"
