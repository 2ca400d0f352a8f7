"""The table's panels: the header (turn, phase, timer), a player's seat block and the end-of-game count."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.cosmic import art

PHASES = {"draft": "Snake draft", "awaken": "Awakening", "place": "Placing teams", "recovery": "Recovery Phase",
          "armory": "Armory Phase", "action": "Action Phase", "conquest": "Conquest Phase", "over": "Game over"}
BONUS_NAMES = {"awakened": "Awakened", "planets": "Planets", "homes": "Home planets", "xp": "Unspent XP",
               "cards": "Cards in hand"}


def phase_text(view: Any, name: str) -> str:
    """'Round 3 · Ada's turn · Action Phase, 2 actions left' (or the setup step)."""
    phase: str = PHASES.get(view.phase, view.phase)
    if view.combat is not None:
        planet = next(p.name for p in view.planets if p.cell == view.combat.cell)
        return f"Round {view.round} · {name}'s turn · Combat on {planet}"
    if view.phase == "action":
        left = view.actions_left
        phase += f", {left} action{'' if left == 1 else 's'} left" + ("" if view.traversed else " + Traverse")
    if view.phase in ("draft", "awaken", "place"):
        return f"Setup · {phase} · {name} to choose"
    if view.phase == "over":
        return phase
    return f"Round {view.round} · {name}'s turn · {phase}"


class Header(QGraphicsItem):
    """Across the top: what happens now, the prompt for this seat, the last combat, the timer and the goal."""

    def __init__(self, view: Any, width: float, status: str, prompt: str, last: str) -> None:
        super().__init__()
        self.view, self.width, self.status, self.prompt, self.last = view, width, status, prompt, last

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 86)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.draw_panel(painter, QRectF(0, 0, self.width, 82), QColor("#3a4a74"), QColor("#141b30"), 14)
        text_w = self.width - 420
        painter.setPen(art.GOLD)
        painter.setFont(art.fitted(self.status, text_w, 28, bold=True, serif=True))
        painter.drawText(QRectF(20, 4, text_w, 38), art.LEFT_MID,
                         self.status)
        line = self.prompt or self.last
        painter.setPen(theme.INK if self.prompt else theme.MUTED)
        painter.setFont(art.fitted(line, text_w, 21))
        painter.drawText(QRectF(20, 42, text_w, 32), art.LEFT_MID,
                         line)
        self._timer(painter)

    def _timer(self, painter: QPainter) -> None:
        v = self.view
        right = self.width - 20
        colour = QColor("#c0392b") if v.ending or v.timer <= 2 else QColor("#6f58c9")
        art.draw_d20(painter, QPointF(right - 36, 41), 34, str(v.timer), colour)
        painter.setPen(theme.INK)
        painter.setFont(art.font(16, bold=True))
        painter.drawText(QRectF(right - 390, 8, 310, 24), int(Qt.AlignmentFlag.AlignRight), "Turn timer")
        painter.setFont(art.font(16))
        counts = "counts down each round" if v.timer_counts == "round" else "counts down each turn"
        painter.setPen(theme.MUTED)
        painter.drawText(QRectF(right - 390, 30, 310, 22), int(Qt.AlignmentFlag.AlignRight), counts)
        goal = "LAST ROUND" if v.ending else f"game ends at {v.gp_end} GP or timer 0"
        painter.setPen(theme.DANGER if v.ending else theme.MUTED)
        painter.setFont(art.font(16, bold=v.ending))
        painter.drawText(QRectF(right - 390, 52, 310, 22), int(Qt.AlignmentFlag.AlignRight), goal)


class SeatHeader(QGraphicsItem):
    """A seat's line: shape and name, turn position, XP, Gambit Points, hand size and planets."""

    def __init__(self, player: Any, name: str, colour_index: int, width: float, active: bool, you: bool) -> None:
        super().__init__()
        self.p, self.name, self.colour_index = player, name, colour_index
        self.width, self.active, self.you = width, active, you

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 46)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        p = self.p
        art.draw_seat_mark(painter, QPointF(20, 23), 15, self.colour_index)
        label = self.name + (" (you)" if self.you else "")
        painter.setPen(art.GOLD if self.active else theme.INK)
        painter.setFont(art.fitted(label, self.width - 300, 22, bold=True))
        painter.drawText(QRectF(42, 4, self.width - 300, 38), int(Qt.AlignmentFlag.AlignLeft)
                         | int(Qt.AlignmentFlag.AlignVCenter), label)
        x = self.width - 252
        for colour, value, caption in ((art.XP_COLOUR, p.xp, "XP"), (art.GP_COLOUR, p.gp, "GP")):
            art.draw_gem(painter, QPointF(x + 18, 23), 18, colour, str(value))
            painter.setPen(theme.MUTED)
            painter.setFont(art.font(14, bold=True))
            painter.drawText(QRectF(x + 38, 8, 30, 30), int(Qt.AlignmentFlag.AlignVCenter), caption)
            x += 70
        painter.setPen(theme.INK)
        painter.setFont(art.font(15, bold=True))
        painter.drawText(QRectF(x, 2, 112, 22), int(Qt.AlignmentFlag.AlignLeft), f"{p.hand_count} in hand")
        planets = len(p.planets)
        painter.drawText(QRectF(x, 22, 112, 22), int(Qt.AlignmentFlag.AlignLeft),
                         f"{planets} planet{'' if planets == 1 else 's'}")


class SeatFrame(QGraphicsItem):
    """The frame of one seat's block; gold when it is that seat's turn."""

    def __init__(self, width: float, height: float, colour_index: int, active: bool) -> None:
        super().__init__()
        self.width, self.height, self.colour_index, self.active = width, height, colour_index, active

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        edge = art.GOLD if self.active else theme.seat_colour(self.colour_index).darker(150)
        art.draw_panel(painter, QRectF(0, 0, self.width, self.height), edge, QColor("#151d33"), 14,
                       4 if self.active else 2)


class PickMark(QGraphicsItem):
    """One pick of the snake draft: the picking seat's shape and colour, and the pick's number."""

    def __init__(self, number: int, colour_index: int, done: bool, now: bool, size: float) -> None:
        super().__init__()
        self.number, self.colour_index, self.done, self.now, self.size = number, colour_index, done, now, size

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size + 22)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.now:
            painter.setPen(QPen(art.GOLD, 3))
            painter.setBrush(QColor(242, 193, 78, 60))
            painter.drawRoundedRect(QRectF(1, 1, self.size - 2, self.size + 20), 8, 8)
        painter.setOpacity(0.4 if self.done else 1.0)
        radius = self.size * 0.3
        art.draw_seat_mark(painter, QPointF(self.size / 2, radius + 6), radius, self.colour_index)
        painter.setPen(art.GOLD if self.now else theme.INK)
        painter.setFont(art.font(15, bold=True))
        painter.drawText(QRectF(0, radius * 2 + 8, self.size, 22), Qt.AlignmentFlag.AlignCenter, str(self.number))


class FinalCount(QGraphicsItem):
    """The end of the game: every seat's Gambit Points, bonuses and total, the winner and how."""

    def __init__(self, final: Any, seats: list[Any], names: list[str], colours: list[int], width: float) -> None:
        super().__init__()
        self.final, self.seats, self.names, self.colours, self.width = final, seats, names, colours, width

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 150 + 52 * len(self.seats))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        f = self.final
        rect = self.boundingRect()
        art.draw_panel(painter, rect, art.GOLD, QColor(16, 22, 42, 242), 16, 3)
        winner = self.names[f.winner]
        how = {"points": "most Gambit Points", "rolloff": "a roll-off"}.get(f.decided_by, f"tie-break: {f.decided_by}")
        painter.setPen(art.GOLD)
        painter.setFont(art.fitted(f"{winner} wins ({how})", self.width - 40, 36, bold=True, serif=True))
        painter.drawText(QRectF(20, 12, self.width - 40, 50), Qt.AlignmentFlag.AlignCenter, f"{winner} wins ({how})")
        columns = ["GP", *BONUS_NAMES.values(), "Total"]
        col_w = (self.width - 260) / len(columns)
        painter.setPen(theme.MUTED)
        painter.setFont(art.font(15, bold=True))
        for i, title in enumerate(columns):
            painter.drawText(QRectF(240 + i * col_w, 74, col_w, 40), int(Qt.AlignmentFlag.AlignCenter)
                             | int(Qt.TextFlag.TextWordWrap), title)
        for row, seat in enumerate(range(len(self.seats))):
            y = 120 + row * 52
            art.draw_seat_mark(painter, QPointF(40, y + 20), 14, self.colours[seat])
            painter.setPen(art.GOLD if seat == f.winner else theme.INK)
            painter.setFont(art.fitted(self.names[seat], 170, 22, bold=seat == f.winner))
            painter.drawText(QRectF(64, y, 170, 40), int(Qt.AlignmentFlag.AlignVCenter), self.names[seat])
            bonus = f.bonuses[seat] if seat < len(f.bonuses) else {}
            values = [self.seats[seat].gp, *(bonus.get(key, 0) for key in BONUS_NAMES), f.totals[seat]]
            for i, value in enumerate(values):
                painter.setFont(art.font(22, bold=i == len(values) - 1))
                painter.drawText(QRectF(240 + i * col_w, y, col_w, 40), Qt.AlignmentFlag.AlignCenter, str(value))
        painter.setPen(QPen(art.PANEL_EDGE, 1))
        painter.drawLine(QPointF(20, 116), QPointF(self.width - 20, 116))
