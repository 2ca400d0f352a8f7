"""The Space Opera campaign map: sectors, wormholes, map worlds with stickers, victory and defeat zones."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.lostworlds import art
from desktop.games.lostworlds.items import Area

MAP_W = 1130.0
MAP_H = 900.0
BOX_W = 220.0
BOX_H = 172.0
NODE_R = 17.0
COL_STEP = 66.0
ROW_TOP = 64.0
ROW_STEP = 42.0
BONUS_LABELS = {"wormhole": "Wormhole Gate", "war_chest": "War Chest", "reserves": "Reserves", "momentum": "Momentum"}


def sector_centre(sector: Any) -> QPointF:
    return QPointF(145 + sector.x * (MAP_W - 290), 95 + sector.y * (MAP_H - 190))


def wormhole_path(a: QPointF, b: QPointF, avoid: QRectF | None = None) -> QPainterPath:
    """A wormhole line from sector to sector; one whose straight line would cross ``avoid`` (the Lost
    Sector, which it does not reach) bends around it instead."""
    path = QPainterPath(a)
    if avoid is None or not _crosses(a, b, avoid):
        path.lineTo(b)
        return path
    mid = (a + b) / 2
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    nx, ny = dy / length, -dx / length
    if ny > 0:  # bend upward, into the gap under the top sector
        nx, ny = -nx, -ny
    reach = min(avoid.width() / 2 / max(abs(nx), 1e-6), avoid.height() / 2 / max(abs(ny), 1e-6))
    bend = (reach + 44) * 2
    path.quadTo(mid + QPointF(nx, ny) * bend, b)
    return path


def _crosses(a: QPointF, b: QPointF, box: QRectF) -> bool:
    return any(box.contains(a + (b - a) * (step / 40)) for step in range(41))


def wormhole_point(path: QPainterPath) -> QPointF:
    """Where a wormhole's badge sits: halfway along its line."""
    return path.pointAtPercent(0.5)


class CampaignMap(QGraphicsItem):
    """The whole map; ``nodes``, ``gates`` and ``bonuses`` are the items the scene may mark as targets."""

    def __init__(self, camp: Any, colour_of: Callable[[int], int], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.camp = camp
        self.colour_of = colour_of
        self.centres = {s.id: sector_centre(s) for s in camp.sectors}
        self.nodes: dict[int, Area] = {}
        self.gates: dict[int, Area] = {}
        self.bonuses: dict[str, Area] = {}
        self._build_nodes()
        self._build_gates()
        self._build_bonuses()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, MAP_W + 4, MAP_H + 4)

    # ----- children ----------------------------------------------------------------------------
    def node_point(self, world: Any) -> QPointF:
        box = self.box(world.sector)
        return QPointF(box.left() + 44 + world.col * COL_STEP, box.top() + ROW_TOP + world.row * ROW_STEP)

    def box(self, sector: int) -> QRectF:
        centre = self.centres[sector]
        return QRectF(centre.x() - BOX_W / 2, centre.y() - BOX_H / 2, BOX_W, BOX_H)

    def _build_nodes(self) -> None:
        for world in self.camp.worlds:
            point = self.node_point(world)
            rect = QRectF(point.x() - NODE_R - 3, point.y() - NODE_R - 3, 2 * NODE_R + 6, 2 * NODE_R + 6)
            node = Area(rect, self._paint_node(world), NODE_R, self, self._node_tip(world))
            node.setZValue(2)
            self.nodes[world.id] = node

    def _node_tip(self, world: Any) -> str:
        effect = self.camp.perk_text.get(world.effect, "") if world.effect else ""
        owner = f"; claimed by {self.camp.empires[world.owner].empire}" if world.owner >= 0 else ""
        return f"{world.kind.capitalize()} world ({world.icon}){owner}" + (f". {effect}" if effect else "")

    def _build_gates(self) -> None:
        for hole in self.camp.wormholes:
            point = wormhole_point(self.wormhole_path(hole))
            rect = QRectF(point.x() - 22, point.y() - 22, 44, 44)
            names = " and ".join(self.camp.sectors[s].label for s in hole.sectors)
            gate = Area(rect, self._paint_gate(hole), 22, self, f"Wormhole between {names}")
            gate.setZValue(3)
            self.gates[hole.id] = gate

    def lost_box(self) -> QRectF | None:
        lost = next((s.id for s in self.camp.sectors if s.lost), None)
        return self.box(lost) if lost is not None else None

    def wormhole_path(self, hole: Any) -> QPainterPath:
        a, b = (self.centres[s] for s in hole.sectors)
        lost = self.lost_box()
        ends = [self.box(s) for s in hole.sectors]
        return wormhole_path(a, b, lost if lost is not None and lost not in ends else None)

    def _build_bonuses(self) -> None:
        left, top = MAP_W - 350, 34.0
        for n, bonus in enumerate(self.camp.defeat_bonuses):
            rect = QRectF(left + (n % 2) * 172, top + (n // 2) * 84, 164, 76)
            area = Area(rect, self._paint_bonus(bonus), 8, self, self.camp.perk_text.get(bonus, bonus))
            area.setZValue(2)
            self.bonuses[bonus] = area

    # ----- painting ----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, MAP_W, MAP_H)
        painter.setPen(QPen(QColor("#4b3f78"), 3))
        painter.setBrush(QColor("#0e1022"))
        painter.drawRoundedRect(rect, 18, 18)
        art.draw_starfield(painter, rect.adjusted(8, 8, -8, -8), 7, 260)
        self._paint_lines(painter)
        for sector in self.camp.sectors:
            self._paint_sector(painter, sector)
        self._paint_victory(painter)
        self._paint_defeat_title(painter)
        self._paint_standings(painter)
        self._paint_legend(painter)

    def _paint_lines(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(160, 140, 255, 150), 5, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for hole in self.camp.wormholes:
            painter.drawPath(self.wormhole_path(hole))

    def _paint_sector(self, painter: QPainter, sector: Any) -> None:
        box = self.box(sector.id)
        edge = art.GOLD if sector.starting else QColor("#b9a7ff") if sector.lost else QColor("#5d6a8a")
        painter.setPen(QPen(edge, 3 if sector.colonised else 1.6))
        painter.setBrush(QColor("#1d2340") if not sector.lost else QColor("#2a1838"))
        painter.drawRoundedRect(box, 12, 12)
        title = sector.name or sector.label
        art.text(painter, QRectF(box.left() + 8, box.top() + 3, box.width() - 16, 22), title, 17, theme.INK,
                 bold=True, serif=True)
        what = _perk_label(sector.power) if sector.power else "colonies act at once" if sector.lost else ""
        sub = ("starting · " if sector.starting else "") + what
        art.text(painter, QRectF(box.left() + 8, box.top() + 24, box.width() - 16, 18), sub, 13, art.GOLD)
        painter.setPen(QPen(QColor("#8090b0"), 1.5))
        for world in self.camp.worlds:
            if world.sector == sector.id and world.kind == "linked" and world.below >= 0:
                upper = self.camp.worlds[world.below]
                painter.drawLine(self.node_point(upper), self.node_point(world))

    def _paint_node(self, world: Any) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, rect: QRectF) -> None:
            centre = rect.center()
            side = art.SIDE_COLOURS[world.icon]
            painter.setPen(QPen(art.GOLD if world.kind == "colony" else QColor("#c8d0e0"),
                                4 if world.kind == "colony" else 1.6))
            painter.setBrush(QColor("#262d4d"))
            if world.kind == "stronghold":
                painter.drawRoundedRect(QRectF(centre.x() - NODE_R, centre.y() - NODE_R, 2 * NODE_R, 2 * NODE_R), 4, 4)
            else:
                painter.drawEllipse(centre, NODE_R, NODE_R)
            art.draw_icon(painter, world.icon, centre, NODE_R * 1.25, side.lighter(130))
            if world.owner >= 0:
                art.seat_marker(painter, self.colour_of(world.owner), centre + QPointF(9, 9), 10)

        return paint

    def _paint_gate(self, hole: Any) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, rect: QRectF) -> None:
            centre = rect.center()
            painter.setPen(QPen(QColor("#b9a7ff"), 2.5))
            painter.setBrush(QColor("#2a1f4f"))
            painter.drawEllipse(centre, 16, 16)
            painter.drawEllipse(centre, 8, 8)
            for n, seat in enumerate(hole.gates):
                art.seat_marker(painter, self.colour_of(seat), centre + QPointF(-12 + n * 12, 14), 8)

        return paint

    def _paint_bonus(self, bonus: str) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, rect: QRectF) -> None:
            painter.setPen(QPen(QColor("#8a4a4a"), 1.5))
            painter.setBrush(QColor("#2b1719"))
            painter.drawRoundedRect(rect, 8, 8)
            title = QRectF(rect.left() + 6, rect.top() + 4, rect.width() - 12, 22)
            art.text(painter, title, BONUS_LABELS.get(bonus, bonus), 16, theme.INK, bold=True)
            takers = [e.seat for e in self.camp.empires if bonus in e.bonuses]
            for n in range(self.camp.defeat_spaces):
                centre = QPointF(rect.left() + 24 + n * 34, rect.bottom() - 22)
                painter.setPen(QPen(QColor("#8a4a4a"), 1.5, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, 13, 13)
                if n < len(takers):
                    art.seat_marker(painter, self.colour_of(takers[n]), centre, 11)

        return paint

    def _paint_victory(self, painter: QPainter) -> None:
        box = QRectF(14, 14, 330, 184)
        painter.setPen(QPen(art.GOLD.darker(120), 1.5))
        painter.setBrush(QColor(40, 34, 12, 220))
        painter.drawRoundedRect(box, 10, 10)
        art.text(painter, QRectF(box.left() + 10, box.top() + 4, box.width() - 20, 26), "Victory zone", 19, art.GOLD,
                 bold=True, serif=True)
        for n, empire in enumerate(self.camp.empires):
            y = box.top() + 36 + n * 29
            art.seat_marker(painter, self.colour_of(empire.seat), QPointF(box.left() + 22, y + 11), 9)
            art.text(painter, QRectF(box.left() + 40, y, 190, 24), empire.empire, 15, theme.INK,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            wins = f"{empire.wins} win{'s' if empire.wins != 1 else ''}"
            art.text(painter, QRectF(box.right() - 90, y, 80, 24), wins, 15, art.GOLD, bold=True,
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _paint_defeat_title(self, painter: QPainter) -> None:
        box = QRectF(MAP_W - 356, 6, 348, 26)
        spaces = self.camp.defeat_spaces
        words = f"Defeat zone · {spaces} space{'' if spaces == 1 else 's'} per bonus"
        art.text(painter, box, words, 17, QColor("#ff9a8a"), bold=True, serif=True)

    def _paint_standings(self, painter: QPainter) -> None:
        box = QRectF(14, MAP_H - 194, 372, 184)
        painter.setPen(QPen(QColor("#5d6a8a"), 1.5))
        painter.setBrush(QColor(20, 24, 44, 230))
        painter.drawRoundedRect(box, 10, 10)
        games = self.camp.games
        state = "campaign over" if self.camp.over else f"{games} game{'' if games == 1 else 's'} played"
        art.text(painter, QRectF(box.left() + 10, box.top() + 4, box.width() - 20, 26), f"Standings · {state}", 18,
                 theme.INK, bold=True, serif=True)
        ranked = sorted(self.camp.empires, key=lambda e: (-e.points, e.seat))
        for n, empire in enumerate(ranked):
            y = box.top() + 34 + n * 29
            art.seat_marker(painter, self.colour_of(empire.seat), QPointF(box.left() + 20, y + 12), 9)
            line = f"{empire.empire}: {empire.points} CP · {empire.wins}W {empire.losses}L · {empire.morality}"
            art.text(painter, QRectF(box.left() + 36, y, box.width() - 44, 26), line, 15, theme.INK,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def _paint_legend(self, painter: QPainter) -> None:
        box = QRectF(MAP_W - 300, MAP_H - 148, 286, 136)
        painter.setPen(QPen(QColor("#5d6a8a"), 1.5))
        painter.setBrush(QColor(20, 24, 44, 230))
        painter.drawRoundedRect(box, 10, 10)
        rows = (("colony", "Colony world (first row)"), ("linked", "Linked world, below its colony"),
                ("stronghold", "Stronghold world"))
        for n, (kind, words) in enumerate(rows):
            centre = QPointF(box.left() + 24, box.top() + 24 + n * 34)
            painter.setPen(QPen(art.GOLD if kind == "colony" else QColor("#c8d0e0"), 4 if kind == "colony" else 1.6))
            painter.setBrush(QColor("#262d4d"))
            if kind == "stronghold":
                painter.drawRoundedRect(QRectF(centre.x() - 12, centre.y() - 12, 24, 24), 3, 3)
            else:
                painter.drawEllipse(centre, 12, 12)
            art.text(painter, QRectF(centre.x() + 22, centre.y() - 12, box.width() - 56, 24), words, 14, theme.INK,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        art.text(painter, QRectF(box.left() + 10, box.bottom() - 32, box.width() - 20, 26),
                 "Icon: acquire by settling or conquering", 13, theme.MUTED)


def _perk_label(perk: str) -> str:
    return perk.replace("_", " ").title()
