"""The Marquise de Cat's board: three building tracks with costs and VP, supplies, actions, March and Recruit."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland.boards import CRAFTED_H, HEADER_H, Seats, board_panel, crafted_row, label
from desktop.games.woodland.hud import Button, Panel
from desktop.games.woodland.map_items import Spot
from desktop.widgets.text import advance, first_fitting, legible_size
from engines.core.words import plural

TRACKS = ("sawmill", "workshop", "recruiter")
TRACK_WORDS = {"sawmill": "Sawmills", "workshop": "Workshops", "recruiter": "Recruiters"}
LABEL_W = 108.0
SPACE_W = 56.0


class TrackRow(Spot):
    """One building track: covered spaces hold buildings on the map; the next space shows its cost and VP.

    Clicking the row starts a Build of that kind (then click the clearing)."""

    blocks = True

    def __init__(self, kind: str, placed: int, cost: list[int], vp: list[int], bonus: list[int], colour: int,
                 height: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(("track", kind), parent)
        self.kind, self.placed, self.cost, self.vp, self.bonus = kind, placed, cost, vp, bonus
        self.colour, self.height = colour, height
        nxt = f"next costs {cost[placed]} wood and scores {vp[placed]} VP" if placed < len(cost) else "all built"
        cards = [str(n) for n in bonus if kind == "recruiter"]
        draws = f" · spaces {' and '.join(cards)}, once uncovered, each add a card to the Evening draw (Law 6.6)" \
            if cards else ""
        self.setToolTip(f"{TRACK_WORDS[kind]}: {placed} on the map, {nxt}{draws}")

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, LABEL_W + SPACE_W * len(self.cost) + 6, self.height + 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.height
        colour = theme.seat_colour(self.colour)
        head = QRectF(0, 0, LABEL_W - 6, h)
        painter.setPen(QPen(QColor("#141414"), 1.2))
        painter.setBrush(colour.darker(150))
        painter.drawRoundedRect(head, 6, 6)
        name = TRACK_WORDS[self.kind]
        if first_fitting(painter, LABEL_W - 40, [name, ""], bold=True):  # the glyph and the name both read
            art.text(painter, QRectF(6, 0, 26, h), art.BUILDING_GLYPHS[self.kind], 20,
                     theme.text_on(colour.darker(150)), bold=True)
            art.text(painter, QRectF(32, 0, LABEL_W - 40, h), name, 15, theme.INK, bold=True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        else:  # shown small: the name alone and singular, across the label (the spaces show the glyph)
            art.text(painter, QRectF(3, 0, LABEL_W - 9, h), name.removesuffix("s"), 15, theme.INK, bold=True,
                     align=Qt.AlignmentFlag.AlignCenter)
        for index in range(len(self.cost)):
            self._space(painter, index, QRectF(LABEL_W + index * SPACE_W, 0, SPACE_W - 4, h), colour)
        if self.legal or self.selected:
            ring = art.selected_ring if self.selected else art.legal_ring
            ring(painter, self.boundingRect().adjusted(1, 1, -3, -1))

    def _space(self, painter: QPainter, index: int, rect: QRectF, colour: QColor) -> None:
        """A space still covered by its building (on the track) or uncovered (that building is on the map)."""
        covered = index >= self.placed
        painter.setPen(QPen(QColor("#141414"), 1))
        painter.setBrush(colour if covered else QColor("#efe3c2"))
        painter.drawRoundedRect(rect, 6, 6)
        ink = theme.text_on(colour) if covered else art.INK_DARK
        top = rect.adjusted(0, 1, 0, -rect.height() / 2)
        vp = f"+{self.vp[index]}" if covered else f"+{self.vp[index]} ✓"
        glyph = art.BUILDING_GLYPHS[self.kind] + " " if covered else ""
        art.text(painter, top, glyph + vp, 14, ink, bold=True)
        cost = (f"{self.cost[index]} wood" if self.cost[index] else "free") if covered else "built"
        bonus = " +card" if index + 1 in self.bonus and self.kind == "recruiter" and covered else ""
        bottom = rect.adjusted(2, rect.height() / 2, -2, -2)
        if covered and self.cost[index] and not first_fitting(painter, bottom.width(), [cost + bonus, ""]):
            _wood_cost(painter, bottom, self.cost[index], bonus, ink)  # shown small: "2" and a wood token
        else:
            art.text(painter, bottom, cost + bonus, 11.5, ink)
        if index == self.placed:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(theme.ACCENT, 2.4, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)


def _wood_cost(painter: QPainter, rect: QRectF, wood: int, bonus: str, ink: QColor) -> None:
    """A cost as its number and a small wood token ("+" after it: the space also draws a card), for a track
    shown too small for "2 wood +card" (the row's tooltip says it in words)."""
    least = legible_size(painter)
    words, extra = str(wood), "+" if bonus else ""
    width, more = advance(words, least) + 2, advance(extra, least) + 2 if extra else 0.0
    left = rect.center().x() - (width + 14 + more) / 2
    art.text(painter, QRectF(left, rect.top(), width, rect.height()), words, 11.5, ink,
             align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    painter.setPen(QPen(QColor("#3b2410"), 1))
    painter.setBrush(art.WOOD)
    painter.drawRoundedRect(QRectF(left + width + 2, rect.center().y() - 3.5, 12, 7), 3.5, 3.5)
    if extra:
        art.text(painter, QRectF(left + width + 14, rect.top(), more, rect.height()), extra, 11.5, ink, bold=True)


class Supply(QGraphicsItem):
    """Warriors and wood in supply, the keep, actions left this Daylight."""

    def __init__(self, board: Any, colour: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.board, self.colour = board, colour
        acts = f"{plural(board.actions, 'action')} left" if board.actions else "no actions left"
        self.setToolTip(f"In supply: {plural(board.supply, 'warrior')}, {board.wood} wood · {keep_words(board)} · "
                        f"{acts}")

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 150, 96)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = self.board
        art.seat_shape(painter, self.colour, QPointF(12, 12), 9)
        art.text(painter, QRectF(28, 0, 120, 24), plural(board.supply, "warrior"), 14, theme.INK,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        painter.setPen(QPen(QColor("#3b2410"), 1.2))
        painter.setBrush(art.WOOD)
        painter.drawRoundedRect(QRectF(2, 31, 22, 10), 5, 5)
        art.text(painter, QRectF(28, 24, 120, 24), f"{board.wood} wood", 14, theme.INK,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        keep = first_fitting(painter, 150, [f"♜ {words}" for words in keep_wordings(board)])
        art.text(painter, QRectF(0, 48, 150, 22), keep, 13, theme.INK,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        acts = f"{plural(board.actions, 'action')} left" if board.actions else "no actions left"
        art.text(painter, QRectF(0, 70, 150, 22), acts, 13, theme.ACCENT if board.actions else theme.MUTED,
                 bold=bool(board.actions), align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


def keep_words(board: Any) -> str:
    """Where the keep is: in its clearing, not placed yet (setup), or destroyed (removed for good)."""
    return keep_wordings(board)[0]


def keep_wordings(board: Any) -> list[str]:
    """``keep_words`` and shorter ways to say it, for a board shown small."""
    if board.keep:
        return [f"keep in clearing {board.keep}", f"keep: clearing {board.keep}", f"keep {board.keep}"]
    return ["keep destroyed"] if board.keep_lost else ["keep not placed yet", "keep not placed"]


def build(seat: Any, seats: Seats, width: float, height: float) -> Panel:
    panel, _ = board_panel(seat, seats, width, height)
    board = seat.board
    colour = seats.colour(seat.seat)
    row_h = max(34.0, min(50.0, (height - HEADER_H - CRAFTED_H - 40) / 3))
    top = HEADER_H + 12
    for n, kind in enumerate(TRACKS):
        row = TrackRow(kind, board.placed.get(kind, 0), board.cost[kind], board.vp[kind], board.draw_bonus_at,
                       colour, row_h - 4, panel)
        row.setPos(10, top + n * row_h)
    right = 10 + LABEL_W + SPACE_W * 6 + 8
    supply = Supply(board, colour, panel)
    supply.setPos(right, top)
    for n, (key, words) in enumerate((("march", "March"), ("recruit", "Recruit"))):
        button = Button(("button", key), words, 80, 28, tip=_TIPS[key], parent=panel)  # to the board's edge
        button.setPos(right + n * 86, top + 98)
    if board.recruited:
        label(panel, ["recruited this turn", "recruited"], right, top + 130, 12, width=width - right - 8)
    crafted_row(panel, seat, top + 3 * row_h + 4, width)
    return panel


_TIPS = {"march": "March: up to two moves (Law 6.5.2)", "recruit": "Recruit: a warrior at every recruiter, once "
         "per turn (Law 6.5.4)"}
