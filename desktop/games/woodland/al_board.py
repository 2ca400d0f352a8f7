"""The Woodland Alliance's board: the supporters stack (its cards for the Alliance only, a count for everyone
else), the sympathy track with costs and points, the three bases, officers and warriors."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland.boards import CRAFTED_H, HEADER_H, Seats, board_panel, crafted_row, label
from desktop.games.woodland.cards import BackCard, WoodCard
from desktop.games.woodland.hud import Panel
from desktop.widgets.text import first_fitting
from engines.core.words import plural

SPACE_W = 44.0
LABEL_W = 100.0  # "Sympathy" whole at the legible size of a 1280x800 screen
TRACK_H = 40.0
SUPPORTER_W, SUPPORTER_H = 100.0, 26.0
SUPPORTER_ROOM = 180.0  # a supporter's tab that reads a long name whole at 1280x800


class SympathyTrack(QGraphicsItem):
    """Ten spaces: a token still on the track covers its space (cost above, points below); an uncovered
    space is a token on the map."""

    def __init__(self, board: Any, colour: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.board, self.colour = board, colour
        placed = len(board.sympathy_cost) - board.sympathy
        nxt = f"the next costs {board.sympathy_cost[placed]} and scores {board.sympathy_vp[placed]}" \
            if board.sympathy else "all placed"
        self.setToolTip(f"Sympathy: {placed} on the map, {board.sympathy} on the track; {nxt} (Law 8.4.2)")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, LABEL_W + 4 + 10 * SPACE_W, TRACK_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = self.board
        art.text(painter, QRectF(0, 0, LABEL_W, TRACK_H), "Sympathy", 14, theme.INK, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        placed = len(board.sympathy_cost) - board.sympathy
        colour = theme.seat_colour(self.colour)
        for index, (cost, points) in enumerate(zip(board.sympathy_cost, board.sympathy_vp, strict=True)):
            rect = QRectF(LABEL_W + 4 + index * SPACE_W, 2, SPACE_W - 4, TRACK_H - 4)
            covered = index >= placed
            painter.setPen(QPen(QColor("#141414"), 1))
            painter.setBrush(colour if covered else QColor("#efe3c2"))
            painter.drawRoundedRect(rect, 6, 6)
            ink = theme.text_on(colour) if covered else art.INK_DARK
            top = f"{art.SYMPATHY_GLYPH}{cost}" if covered else "✓"
            art.text(painter, rect.adjusted(0, 1, 0, -rect.height() / 2), top, 13, ink, bold=True)
            art.text(painter, rect.adjusted(1, rect.height() / 2, -1, -1), f"+{points}", 11.5, ink)
            if index == placed:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(theme.ACCENT, 2.2, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)


class BaseTile(QGraphicsItem):
    """A base: on the board (its suit, the card it adds once placed) or on the map (its clearing)."""

    def __init__(self, suit: str, where: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.suit, self.where = suit, where
        state = f"on the map in clearing {where}" if where else "on the board: revolt in a sympathetic " \
            f"{suit} clearing to place it"
        self.setToolTip(f"{suit} base {state}. Each base on the map draws a card in Evening; losing it costs "
                        f"the {suit} and bird supporters and half the officers (Law 8.2.5)")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 100, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, 96, 28)
        painter.setPen(QPen(art.suit_colour(self.suit).darker(160), 1.5))
        painter.setBrush(QColor("#3a3a3a") if self.where else art.suit_colour(self.suit))
        painter.drawRoundedRect(rect, 6, 6)
        art.draw_suit(painter, self.suit, QPointF(14, 14), 9)
        ink = theme.INK if self.where else art.SUIT_INK.get(self.suit, art.INK_DARK)
        words = first_fitting(painter, 68, [f"base in {self.where}", f"in {self.where}"], bold=False) \
            if self.where else first_fitting(painter, 68, ["base ready", "ready"], bold=True)
        art.text(painter, QRectF(26, 0, 68, 28), words, 12.5, ink, bold=not self.where)


def build(seat: Any, seats: Seats, width: float, height: float) -> Panel:
    panel, _ = board_panel(seat, seats, width, height)
    board = seat.board
    y = _supporters(panel, seat, QPointF(10, HEADER_H + 10), width)
    track = SympathyTrack(board, seats.colour(seat.seat), panel)
    track.setPos(10, y)
    for n, suit in enumerate(("fox", "rabbit", "mouse")):
        tile = BaseTile(suit, board.bases.get(suit, 0), panel)
        tile.setPos(10 + n * 104, y + TRACK_H + 4)
    officers = plural(board.officers, "officer")
    warriors = plural(board.supply, "warrior")
    label(panel, [f"{officers} · {warriors} in supply", f"{officers} · {board.supply} in supply"], 330,
          y + TRACK_H + 4, 13, theme.INK, width - 340)
    if board.operations:  # a line of its own: beside the rest it would be cut at 1280x800
        label(panel, f"{plural(board.operations, 'operation')} left", 330, y + TRACK_H + 24, 13, theme.INK,
              width - 340)
    crafted_row(panel, seat, max(y + TRACK_H + 36, height - CRAFTED_H - 4), width)
    return panel


def _supporters(panel: Panel, seat: Any, pos: QPointF, width: float) -> float:
    """The Alliance sees its supporters' faces; everyone else sees a face-down stack and its size. Returns
    the y below them."""
    board = seat.board
    limit = f" (at most {board.limit} while no base is on the map)" if board.limit else ""
    label(panel, f"Supporters: {board.supporters}{limit}", pos.x(), pos.y(), 13.5, theme.ACCENT, width - 24)
    if board.own_supporters is None:
        stack = BackCard(("pile", seat.seat, "supporters"), 40, 36, "", board.supporters, QColor("#4a3f6b"))
        stack.setToolTip(f"Supporters: {plural(board.supporters, 'card')}, face down (only the Alliance may look)")
        stack.setParentItem(panel)
        stack.setPos(pos.x(), pos.y() + 20)
        return pos.y() + 62
    cards = board.own_supporters
    room = width - 24
    # one row while each tab keeps room for a long name on one line; else two rows sharing the width
    per_row = len(cards) if len(cards) * (SUPPORTER_ROOM + 4) <= room else (len(cards) + 1) // 2
    rows = 1 if per_row >= len(cards) else 2
    width_each = max(SUPPORTER_W * 0.6, min(2 * SUPPORTER_W, room / max(1, per_row) - 4))
    for n, ref in enumerate(cards):
        card = WoodCard(("supporter", ref.id), ref.key, width_each, SUPPORTER_H, ref.id, panel)
        card.setPos(pos.x() + (n % per_row) * (width_each + 4), pos.y() + 20 + (n // per_row) * (SUPPORTER_H + 3))
    return pos.y() + 24 + min(2, rows) * (SUPPORTER_H + 3)


def summary(board: Any) -> str:
    """One line for a small board: supporters, officers, sympathy and bases."""
    placed = len(board.sympathy_cost) - board.sympathy
    bases = ", ".join(f"{suit} in {where}" for suit, where in board.bases.items() if where) or "none"
    return (f"{plural(board.supporters, 'supporter')} · {plural(board.officers, 'officer')} · "
            f"{placed} sympathy on the map · bases: {bases} · {plural(board.supply, 'warrior')} in supply")
