"""Reference boxes on the table: the dice and damage key, and the last combat's outcome."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.cosmic import art
from desktop.widgets.text import draw_lines
from engines.core.words import plural

ATTACK_FACES = ["hit", "hit", "hit", "double_hit", "defense", "defense"]
DEFENSE_FACES = ["hit", "hit", "double_hit", "defense", "defense", "miss"]
LEFT = art.LEFT_MID


class Legend(QGraphicsItem):
    """The two dice with their six faces, and how damage is counted under this game's options."""

    def __init__(self, view: Any, width: float) -> None:
        super().__init__()
        self.view, self.width = view, width

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 176)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.draw_panel(painter, QRectF(0, 0, self.width, 172), fill=QColor("#141b30"))
        painter.setPen(art.GOLD)
        painter.setFont(art.font(19, bold=True))
        painter.drawText(QRectF(16, 6, self.width, 28), LEFT, "Dice")
        for row, (name, colour, faces) in enumerate((("Attack dice", art.RED_DIE, ATTACK_FACES),
                                                     ("Defense dice", art.BLUE_DIE, DEFENSE_FACES))):
            y = 40 + row * 46
            painter.setPen(theme.INK)
            painter.setFont(art.font(15, bold=True))
            draw_lines(painter, QRectF(16, y, 228, 38), name, 15, art.FLOOR, 2, bold=True)
            for index, face in enumerate(faces):
                box = QRectF(250 + index * 46, y, 38, 38)
                painter.setPen(colour.darker(170))
                painter.setBrush(colour)
                painter.drawRoundedRect(box, 7, 7)
                art.face_painter(painter, box, face)
        double = getattr(self.view, "double_hit", 2)
        net = getattr(self.view, "damage_formula", "net") == "net"
        rule = (f"A Double Hit counts {double}. Each side loses the opposing Hits"
                + (" minus its own Defense." if net else " (Defense does not block)."))
        painter.setPen(theme.MUTED)
        painter.setFont(art.fitted(rule, self.width - 32, 15))
        painter.drawText(QRectF(16, 134, self.width - 32, 30), LEFT, rule)


class LastCombat(QGraphicsItem):
    """The outcome of the most recent combat: values, damage and what each side played."""

    def __init__(self, view: Any, names: list[str], colours: list[int], width: float) -> None:
        super().__init__()
        self.view, self.names, self.colours, self.width = view, names, colours, width

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 150)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        art.draw_panel(painter, QRectF(0, 0, self.width, 146), fill=QColor("#141b30"))
        last = self.view.last_combat
        planet = next(p.name for p in self.view.planets if p.cell == last.cell)
        painter.setPen(art.GOLD)
        painter.setFont(art.font(19, bold=True))
        painter.drawText(QRectF(16, 6, self.width - 32, 28), LEFT, f"Last combat, on {planet}")
        for row, (side, role) in enumerate(((last.attacker, "attacked"), (last.defender, "defended"))):
            self._side(painter, side, role, 40 + row * 52)

    def _side(self, painter: QPainter, side: Any, role: str, y: float) -> None:
        c = self.view.contenders[side.contender]
        art.draw_seat_mark(painter, QPointF(28, y + 14), 11, self.colours[side.seat])
        head = f"{c.name} {role}: {plural(side.final_hits, 'Hit')}, {side.final_defense} Defense"
        painter.setPen(theme.INK)
        painter.setFont(art.fitted(head, self.width - 200, 17, bold=True))
        painter.drawText(QRectF(46, y, self.width - 200, 28), LEFT, head)
        from desktop.games.cosmic.combat_view import health_words

        hurt = side.health_lost > 0
        words = health_words(side) if hurt else "unhurt"
        painter.setPen(theme.DANGER if hurt else theme.LEGAL)
        painter.setFont(art.fitted(words, 200, 19, bold=True))
        painter.drawText(QRectF(self.width - 216, y, 200, 28), int(Qt.AlignmentFlag.AlignRight)
                         | int(Qt.AlignmentFlag.AlignVCenter), words)
        played = ", ".join(side.played_names) or "no cards or abilities"
        painter.setPen(theme.MUTED)
        painter.setFont(art.fitted("played " + played, self.width - 62, 14))
        painter.drawText(QRectF(46, y + 26, self.width - 62, 22), LEFT, "played " + played)
