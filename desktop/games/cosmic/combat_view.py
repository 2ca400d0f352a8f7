"""The combat view: both dice pools, re-roll selection, the action steps, and the damage dealt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.cosmic import art
from desktop.games.cosmic.items import Backdrop, Caption
from desktop.widgets.die import DieItem
from engines.core.words import plural
from engines.cosmic.content import BLUE_FACES, FACE_NAMES, RED_FACES

DIE = 66.0
FACES = ["hit", "double_hit", "defense", "miss"]
# Each pool tumbles through its own dice's faces only: red Attack dice have no Miss (CC-TERM-7).
POOL_FACES = {"red": sorted({FACE_NAMES[f] for f in RED_FACES}), "blue": sorted({FACE_NAMES[f] for f in BLUE_FACES})}
STEPS = [("reroll_atk", "Attacker re-rolls"), ("reroll_def", "Defender re-rolls"),
         ("support_def", "Defender support"), ("actions_atk", "Attacker actions"), ("resolve", "Damage")]
PANEL_W = 1000.0
PANEL_H = 560.0


class StepTrack(QGraphicsItem):
    """The six combat steps (targeting and rolling done), the current one lit."""

    def __init__(self, step: str, width: float) -> None:
        super().__init__()
        self.step = "resolve" if step == "after" else step
        self.width = width

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 40)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        keys = [key for key, _ in STEPS]
        current = keys.index(self.step) if self.step in keys else len(keys)
        share = self.width / len(STEPS)
        for index, (_, label) in enumerate(STEPS):
            rect = QRectF(index * share + 3, 0, share - 6, 36)
            done, now = index < current, index == current
            fill = art.GOLD if now else (QColor("#35507a") if done else QColor("#222b44"))
            painter.setPen(QPen(fill.lighter(130), 1.5))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 10, 10)
            painter.setPen(QColor("#111111") if now else (theme.INK if done else theme.MUTED))
            text = ("✓ " if done else "") + label
            painter.setFont(art.fitted(text, rect.width() - 10, 16, bold=now))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class SideSummary(QGraphicsItem):
    """One side's header and numbers: who fights, Health, re-roll, actions used, bonuses, the result."""

    def __init__(self, side: Any, contender: Any, seat_name: str, colour_index: int, role: str,
                 width: float) -> None:
        super().__init__()
        self.side, self.c, self.seat_name = side, contender, seat_name
        self.colour_index, self.role, self.width = colour_index, role, width

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 96)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = art.RED_DIE if self.role == "Attacker" else art.BLUE_DIE
        art.draw_seat_mark(painter, QPointF(20, 22), 15, self.colour_index)
        painter.setPen(colour.lighter(160))
        painter.setFont(art.font(17, bold=True))
        painter.drawText(QRectF(44, 2, self.width - 44, 22), int(Qt.AlignmentFlag.AlignLeft), self.role.upper())
        painter.setPen(theme.INK)
        head = f"{self.c.name} ({self.seat_name})"
        painter.setFont(art.fitted(head, self.width - 150, 24, bold=True))
        painter.drawText(QRectF(44, 22, self.width - 150, 30), int(Qt.AlignmentFlag.AlignLeft), head)
        painter.setPen(art.HEALTH if self.c.health > 7 else art.HEALTH_LOW)
        painter.setFont(art.font(24, bold=True))
        painter.drawText(QRectF(self.width - 140, 22, 136, 30), int(Qt.AlignmentFlag.AlignRight),
                         f"♥ {self.c.health}")
        painter.setPen(theme.MUTED)
        painter.setFont(art.fitted(self._notes(), self.width - 10, 16))
        painter.drawText(QRectF(4, 60, self.width - 8, 24), int(Qt.AlignmentFlag.AlignLeft), self._notes())

    def _notes(self) -> str:
        s = self.side
        notes = ["re-rolled" if s.rerolled else ("may re-roll" if s.can_reroll else "no re-roll"),
                 f"{s.actions_used}/2 actions"]
        if s.bonus_hits:
            notes.append(f"{s.bonus_hits:+d} Hit" + ("" if abs(s.bonus_hits) == 1 else "s"))
        if s.bonus_defense:
            notes.append(f"{s.bonus_defense:+d} Defense")
        if s.shield:
            notes.append(f"shield {s.shield}")
        if s.cap >= 0:
            notes.append(f"loses at most {s.cap}")
        return " · ".join(notes)


class Result(QGraphicsItem):
    """After step 6: the final Combat Values and the damage each side took."""

    def __init__(self, side: Any, width: float) -> None:
        super().__init__()
        self.side, self.width = side, width

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, 58)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.side
        box = QRectF(0, 0, self.width, 54)
        art.draw_panel(painter, box, QColor("#5b4a22"), QColor("#2a2414"), 10)
        painter.setPen(art.GOLD)
        painter.setFont(art.font(19, bold=True))
        painter.drawText(box.adjusted(12, 0, 0, 0), art.LEFT_MID,
                         f"{plural(s.final_hits, 'Hit')} · {s.final_defense} Defense")
        painter.setPen(theme.DANGER if s.damage_taken > 0 else theme.LEGAL)
        painter.setFont(art.font(22, bold=True))
        painter.drawText(box.adjusted(0, 0, -12, 0), art.RIGHT_MID, health_words(s))


def health_words(side: Any) -> str:
    """What the combat cost a side in Health: the Health it lost, not the damage beyond what it had."""
    if side.damage_taken <= 0 and side.health_lost <= 0:
        return "no damage"
    lost = side.health_lost
    return f"−{lost} Health" if lost == side.damage_taken else f"−{lost} Health ({max(0, side.damage_taken)} damage)"


def panel_height(combat: Any) -> float:
    """Room for the headers, the dice rows, what was played, the result, the hint and the buttons."""
    rows = max(1, (max(len(combat.attacker.dice), len(combat.defender.dice)) + 5) // 6)
    return 104 + 100 + rows * (DIE + 12) + 6 + 34 + 64 + 40 + 78


class CombatPanel:
    """Builds the combat view's items into a scene; keeps the dice so events can roll them."""

    def __init__(self, scene: Any, combat: Any, view: Any, origin: QPointF, names: Callable[[int], str],
                 colours: Callable[[int], int], live: bool, note: str = "") -> None:
        self.scene = scene
        self.combat = combat
        self.dice: dict[int, list[DieItem]] = {}
        self.items: list[QGraphicsItem] = []
        planet = next(p for p in view.planets if p.cell == combat.cell)
        title = f"Combat on {planet.name}" if live else f"Last combat, on {planet.name}"
        rows = max(1, (max(len(combat.attacker.dice), len(combat.defender.dice)) + 5) // 6)
        below = 100 + rows * (DIE + 12) + 6
        self.height = panel_height(combat)
        origin = origin + QPointF(0, (PANEL_H - self.height) / 2)
        self.backdrop = Backdrop(PANEL_W, self.height, title, QColor("#8a6d2c"), QColor("#10162a"))
        self._add(self.backdrop, origin)
        self.bar_origin = origin + QPointF(20, self.height - 70)
        self._add(StepTrack(combat.step if live else "after", PANEL_W - 40), origin + QPointF(20, 52))
        half = (PANEL_W - 60) / 2
        for index, (side, role) in enumerate(((combat.attacker, "Attacker"), (combat.defender, "Defender"))):
            left = origin + QPointF(20 + index * (half + 20), 104)
            contender = view.contenders[side.contender]
            self._add(SideSummary(side, contender, names(side.seat), colours(side.seat), role, half), left)
            self._pool(side, role, left + QPointF(0, 100), half)
            self.played(side, left + QPointF(0, below), half)
            if side.final_hits >= 0:
                self._add(Result(side, half), left + QPointF(0, below + 34))
        if live:
            self._hint(combat, names, origin + QPointF(20, self.height - 112), note)

    def _add(self, item: QGraphicsItem, pos: QPointF) -> QGraphicsItem:
        item.setPos(pos)
        item.setZValue(300)
        self.scene.addItem(item)
        self.items.append(item)
        return item

    def _pool(self, side: Any, role: str, origin: QPointF, width: float) -> None:
        colour = art.RED_DIE if role == "Attacker" else art.BLUE_DIE
        per_row = 6
        step = min(DIE + 12, (width - DIE) / (per_row - 1))
        dice = []
        for index, face in enumerate(side.dice):
            die = DieItem(DIE, colour, POOL_FACES.get(side.colour, FACES), face, art.face_painter)
            picked = index in side.selected
            words = art.FACE_WORDS.get(face, face)
            die.setToolTip(f"Die {index + 1}: {words}" + (" (picked up to re-roll; click to put it back)"
                                                          if picked else ""))
            row, col = divmod(index, per_row)
            self._add(die, origin + QPointF(col * step + 4, row * (DIE + 12)))
            die.set_state(face, chosen=picked)
            dice.append(die)
        self.dice[side.seat] = dice

    def _hint(self, combat: Any, names: Callable[[int], str], origin: QPointF, note: str) -> None:
        """What the step (or a card waiting for a choice) asks, in words, for whoever watches."""
        attacker, defender = names(combat.attacker.seat), names(combat.defender.seat)
        text = {
            "reroll_atk": f"{attacker}: click attack dice to pick them up, then re-roll them once, or keep all.",
            "reroll_def": f"{defender}: click defense dice to pick them up, then re-roll them once, or keep all.",
            "support_def": f"{defender}: play up to two Support Actions (cards in hand, abilities on cards).",
            "actions_atk": f"{attacker}: play up to two Combat or Support Actions, then count the damage.",
        }.get(combat.step, "Damage is dealt to both sides at once; effects that wait for it follow.")
        self._add(Caption(note or text, PANEL_W - 40, 18, art.GOLD), origin)

    def played(self, side: Any, origin: QPointF, width: float) -> None:
        names = list(side.played_names or side.played)
        text = "Played: " + (", ".join(names) if names else "nothing yet")
        self._add(Caption(text, width, 17, theme.INK if names else theme.MUTED), origin)
        if side.final_hits < 0:  # before the count: what the dice show, face by face
            shown = [f"{side.dice.count(face)} {art.FACE_WORDS[face]}" for face in FACES if face in side.dice]
            self._add(Caption("Dice show " + ", ".join(shown), width, 16, theme.MUTED), origin + QPointF(0, 28))
