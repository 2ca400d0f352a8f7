"""The Eyrie Dynasties' board: the Decree's four columns with their cards (the column being carried out lit,
carried-out cards ticked), the leaders, the roost track and a turmoil banner."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland.boards import CRAFTED_H, HEADER_H, Seats, board_panel, crafted_row, label
from desktop.games.woodland.cards import WoodCard
from desktop.games.woodland.hud import Panel
from desktop.games.woodland.map_items import Spot
from desktop.widgets.text import first_fitting
from engines.core.words import plural
from engines.woodland.factions.eyrie.data import COLUMNS, LEADERS, VIZIER_COLUMNS

COLUMN_W = 114.0
COLUMN_GLYPHS = {"recruit": "✚", "move": "➜", "battle": "⚔", "build": "⌂"}
CARD_H = 26.0  # the least height of a Decree card; taller when the board has room
TRACK_H = 40.0


class DecreeColumn(Spot):
    """One Decree column: its title, lit while it is being carried out; a target when adding a card."""

    blocks = True

    def __init__(self, column: str, height: float, current: bool, parent: QGraphicsItem | None = None) -> None:
        super().__init__(("column", column), parent)
        self.column, self.height, self.current = column, height, current
        self.setToolTip(f"Decree: {column}. Each card here is one {column} in a clearing of its suit (birds: any), "
                        "left to right, or turmoil (Law 7.5.2)")

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, COLUMN_W + 2, self.height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, COLUMN_W - 4, self.height)
        edge = theme.ACCENT if self.current else QColor("#5d7d70")
        painter.setPen(QPen(edge, 3 if self.current else 1.2))
        painter.setBrush(QColor(242, 193, 78, 40) if self.current else QColor(255, 255, 255, 12))
        painter.drawRoundedRect(rect, 7, 7)
        title = f"{COLUMN_GLYPHS[self.column]} {self.column}"
        if self.current:  # the column lit and '◀ now' beside its name, where that fits
            title = first_fitting(painter, rect.width() - 8, [f"{title}  ◀ now", f"{title} ◀", title], bold=True)
        art.text(painter, QRectF(4, 1, rect.width() - 8, 20), title, 14, theme.ACCENT if self.current else theme.INK,
                 bold=True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.legal or self.selected:
            (art.selected_ring if self.selected else art.legal_ring)(painter, rect.adjusted(1, 1, -1, -1), 7)


class LeaderTile(Spot):
    """A leader: the one leading is bright, deposed ones are face down (dark); a choice when lit."""

    blocks = True

    def __init__(self, leader: str, state: str, parent: QGraphicsItem | None = None, width: float = 76.0) -> None:
        super().__init__(("leader", leader), parent)
        self.leader, self.state, self.width = leader, state, width
        raw = LEADERS[leader]
        columns = " and ".join(VIZIER_COLUMNS[leader])
        self.setToolTip(f"{raw['name']} ({state}): viziers in {columns}. {raw['text']}")

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.width + 4, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, 26)
        base = {"leading": QColor("#c9972b"), "face up": QColor("#3e5a4c"), "deposed": QColor("#2a2a2a")}[self.state]
        painter.setPen(QPen(QColor("#141414"), 1))
        painter.setBrush(base)
        painter.drawRoundedRect(rect, 5, 5)
        ink = QColor("#111111") if self.state == "leading" else theme.INK if self.state == "face up" \
            else QColor("#777777")
        art.text(painter, rect.adjusted(3, 0, -3, 0), str(LEADERS[self.leader]["name"]), 13, ink,
                 bold=self.state == "leading")
        if self.legal or self.selected:
            (art.selected_ring if self.selected else art.legal_ring)(painter, rect.adjusted(-1, -1, 1, 1), 6)


class RoostTrack(QGraphicsItem):
    """Seven spaces: a roost still on the track covers its space; an uncovered space shows its points and,
    at the third and sixth, the extra card."""

    def __init__(self, board: Any, colour: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.board, self.colour = board, colour
        placed = len(board.roost_vp) - board.roosts
        self.setToolTip(f"Roosts: {placed} on the map, {board.roosts} on the track. Evening scores the last "
                        "uncovered space; +1 card at three and six roosts (Law 7.6)")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 70 + 7 * 52, TRACK_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = self.board
        art.text(painter, QRectF(0, 0, 66, TRACK_H), "Roosts", 14, theme.INK, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        placed = len(board.roost_vp) - board.roosts
        colour = theme.seat_colour(self.colour)
        for index, points in enumerate(board.roost_vp):
            rect = QRectF(70 + index * 52, 2, 48, TRACK_H - 4)
            covered = index >= placed
            painter.setPen(QPen(QColor("#141414"), 1))
            painter.setBrush(colour if covered else QColor("#efe3c2"))
            painter.drawRoundedRect(rect, 6, 6)
            ink = theme.text_on(colour) if covered else art.INK_DARK
            top = f"{art.BUILDING_GLYPHS['roost']} +{points}" if covered else f"+{points} ✓"
            art.text(painter, rect.adjusted(0, 1, 0, -rect.height() / 2), top, 13, ink, bold=True)
            if index + 1 in board.draw_bonus_at:  # the extra card; '+✉' where the word would be cut (the tooltip)
                bonus = first_fitting(painter, rect.width() - 4, ["+card", "+✉"])
                art.text(painter, rect.adjusted(2, rect.height() / 2, -2, -1), bonus, 11, ink)


def build(seat: Any, seats: Seats, width: float, height: float) -> Panel:
    panel, _ = board_panel(seat, seats, width, height)
    board = seat.board
    top = HEADER_H + 12
    banner = _turmoil(seat, seats)
    crafted = bool(seat.crafted or seat.crafted_items)
    below = TRACK_H + (CRAFTED_H if crafted else 0) + 16 + (20 if banner else 0)
    decree_h = max(3 * CARD_H + 24, height - top - below)
    longest = max(4, *(len(cards) for cards in board.decree))
    card_h = max(CARD_H, min(40.0, (decree_h - 26) / longest - 2))
    for index, column in enumerate(COLUMNS):
        x = 10 + index * COLUMN_W
        item = DecreeColumn(column, decree_h, board.column == index, panel)
        item.setPos(x, top)
        _cards(panel, board, index, QPointF(x + 4, top + 22), decree_h - 26, card_h)
    _leaders(panel, board, QPointF(10 + 4 * COLUMN_W + 6, top), width - (10 + 4 * COLUMN_W + 6) - 8)
    track = RoostTrack(board, seats.colour(seat.seat), panel)
    track.setPos(10, top + decree_h + 4)
    y = top + decree_h + TRACK_H + 6
    if banner:
        label(panel, banner, 12, y, 13, art.LOSE, width - 24)
        y += 20
    if crafted:
        crafted_row(panel, seat, y, width)
    else:
        x = 12 + 70 + 7 * 52 + 12
        label(panel, ["Crafted: nothing yet", "Crafted: none"], x, top + decree_h + 14, 12.5, theme.MUTED,
              width - x - 8)
    return panel


def _cards(panel: Panel, board: Any, index: int, pos: QPointF, room: float, card_h: float) -> None:
    cards = board.decree[index]
    fits = max(1, int(room // (card_h + 2)))
    shown = cards if len(cards) <= fits else cards[: fits - 1]
    for n, ref in enumerate(shown):
        card = WoodCard(("decree", ref.id), ref.key, COLUMN_W - 12, card_h, ref.id, panel)
        card.setPos(pos.x(), pos.y() + n * (card_h + 2))
        card.dim = ref.id in board.resolved
        if card.dim:
            card.setToolTip(card.toolTip() + "\n(carried out this turn)")
    if len(shown) < len(cards):
        more = label(panel, f"+{len(cards) - len(shown)} more", pos.x(), pos.y() + len(shown) * (card_h + 2), 12,
                     theme.MUTED, COLUMN_W - 12)
        more.setToolTip(", ".join(ref.key.replace("_", " ") for ref in cards[len(shown):]))


def _leaders(panel: Panel, board: Any, pos: QPointF, room: float) -> None:
    """The leader (its effect in the tooltip: a line this narrow would cut it), the four leaders one under
    another, each wide enough for its name, and the warriors in supply."""
    leader = LEADERS.get(board.leader)
    words = [f"Leader: {leader['name']}", str(leader["name"])] if leader else ["Choosing a leader"]
    heading = label(panel, words, pos.x(), pos.y(), 14, theme.ACCENT, room)
    if leader:
        heading.setToolTip(f"{leader['name']}: {leader['text']}")
    for n, key in enumerate(LEADERS):
        state = "leading" if key == board.leader else "deposed" if key in board.deposed else "face up"
        tile = LeaderTile(key, state, panel, room)
        tile.setPos(pos.x(), pos.y() + 22 + n * 28)
    supply = plural(board.supply, "warrior")
    label(panel, [f"{supply} in supply", f"{board.supply} in supply"], pos.x(), pos.y() + 22 + 4 * 28, 12.5,
          theme.INK, room)


def _turmoil(seat: Any, seats: Seats) -> str:
    """From the Eyrie's last turmoil until their next turn: what it cost (empty otherwise)."""
    board = seat.board
    if board.turmoil_turn < 0 or not board.turmoil_leader or seats.turn - board.turmoil_turn >= seats.players:
        return ""
    name = LEADERS[board.turmoil_leader]["name"]
    return f"⚠ Turmoil: lost {plural(board.turmoil_vp, 'point')}, the {name} deposed, the Decree purged"


def summary(board: Any) -> str:
    """One line for a small board: leader, the Decree's size by column, roosts."""
    leader = LEADERS.get(board.leader, {}).get("name", "no leader")
    columns = ", ".join(f"{column} {len(cards)}" for column, cards in zip(COLUMNS, board.decree, strict=True))
    placed = len(board.roost_vp) - board.roosts
    supply = plural(board.supply, "warrior")
    return f"{leader} · Decree: {columns} · {plural(placed, 'roost')} on the map · {supply} in supply"
