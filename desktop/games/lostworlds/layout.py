"""Where everything sits on the Lost Worlds table: players' panels along the top and bottom edges,
the worlds and Hyperspace in the middle, the dice tray, event cards and buttons beside them."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from desktop.games.lostworlds import panel, tray, world_card

GAP = 36.0
CARD_GAP = 16.0
WORLDS_W = 4 * world_card.WIDTH + 3 * CARD_GAP
WIDTH = WORLDS_W + GAP + panel.WIDTH
STATUS_H = 56.0
PANEL_H = 340.0
ROW_GAP = 26.0
BAR_H = 190.0


class Layout:
    """Positions for one player count; the first half of the seats sit along the top edge."""

    def __init__(self, players: int, events: bool = False) -> None:
        split = (players + 1) // 2
        self.rows = [list(range(split)), list(range(split, players))]
        self.right_x = WORLDS_W + GAP
        self.middle_y = STATUS_H + PANEL_H + ROW_GAP
        self.hyper_y = self.middle_y + world_card.HEIGHT + 18
        self.tray_y = self.middle_y
        self.events_y = self.tray_y + tray.TRAY_H + 14
        self.bar_y = self.events_y + (tray.EVENT_H + 14 if events else 0)
        middle = max(self.hyper_y + tray.HYPER_H, self.bar_y + BAR_H) - self.middle_y
        self.bottom_y = self.middle_y + middle + ROW_GAP
        self.height = self.bottom_y + PANEL_H
        self.panels: dict[int, QPointF] = {}
        self.panel_w: dict[int, float] = {}  # a row of fewer panels gives each more width (names then fit)
        for row, seats in enumerate(self.rows):
            each = max(panel.WIDTH, min(panel.WIDE, (WIDTH - (len(seats) - 1) * ROW_GAP) / max(1, len(seats))))
            used = len(seats) * each + (len(seats) - 1) * ROW_GAP
            left = (WIDTH - used) / 2
            for n, seat in enumerate(seats):
                self.panels[seat] = QPointF(left + n * (each + ROW_GAP), STATUS_H if row == 0 else self.bottom_y)
                self.panel_w[seat] = each

    def world_pos(self, index: int, count: int) -> QPointF:
        width = count * world_card.WIDTH + (count - 1) * CARD_GAP
        left = (WORLDS_W - width) / 2
        return QPointF(left + index * (world_card.WIDTH + CARD_GAP), self.middle_y)

    def rect(self) -> QRectF:
        return QRectF(0, 0, WIDTH, self.height)
