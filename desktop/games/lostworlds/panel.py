"""A player's control panel: morality track, Renown, Home Planet, settled worlds left, conquered right."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.lostworlds import art
from desktop.games.lostworlds.items import Area
from desktop.widgets.card import CardItem
from desktop.widgets.text import advance, first_fitting, legible_size
from desktop.widgets.token import TokenItem
from engines.core.words import plural

WIDTH = 540.0  # the narrowest panel: a row of three (five players); a row of fewer widens its panels
WIDE = 820.0  # the widest: the columns of worlds and the morality spaces take the extra width
HEADER_H = 50.0
TRACK_TOP = 56.0
SPACE_W = 76.0
TRACK_H = 62.0
BODY_TOP = TRACK_TOP + TRACK_H + 6
COLUMN_W = 160.0  # the columns of worlds at the narrowest
CORE_W = WIDTH - 2 * COLUMN_W  # Renown, Home Planet and pieces between them, the same width on every panel
STRIP_H = 44.0


def core_width(width: float) -> float:
    """The middle of a panel ``width`` wide (Renown, Home Planet, pieces): a share of what a wider panel adds."""
    return CORE_W + (width - WIDTH) * 0.4


def column_width(width: float) -> float:
    """The width of each column of worlds on a panel ``width`` wide."""
    return (width - core_width(width)) / 2


FLOOR_PX = 17  # the least text that reads on a 1280x800 window's table (its zoom, measured: 0.49), scene units
DIE_SQUARE = 14.0  # each die the space re-rolls, drawn as a square along its middle


def space_widths(track: list[Any], room: float) -> list[float]:
    """Each morality space as wide as its name in bold (as on the space the seat is on) at ``FLOOR_PX``, or its
    dice and re-roll count, need; the rest of ``room`` shared equally; equal widths where the needs do not fit."""
    needs = [max(advance(space.name, FLOOR_PX, True) + 8, 5 + DIE_SQUARE * len(space.dice) + 36) for space in track]
    spare = room - sum(needs)
    if spare < 0:
        return [room / max(1, len(track))] * len(track)
    return [need + spare / len(track) for need in needs]


class TuckedCard(CardItem):
    """An acquired world tucked under the panel: only the side it was taken by shows."""

    def __init__(self, world: Any, height: float, parent: QGraphicsItem | None = None,
                 width: float = COLUMN_W - 8) -> None:
        super().__init__(width, height, world.name, world.power, art.SIDE_COLOURS[world.side], parent)
        self.world = world
        token = " · Power Token: use it on your turn" if world.token else ""
        taken = "settled" if world.side == "settle" else "conquered"
        self.setToolTip(f"{world.name}, {taken}: {world.vp} VP{token}\nPower: {world.power}")

    def paint_face(self, painter: QPainter, rect: QRectF) -> None:
        side = art.SIDE_COLOURS[self.world.side]
        bar = QRectF(rect.left() + 3, rect.top() + 3, 26, rect.height() - 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(side)
        painter.drawRoundedRect(bar, 4, 4)
        art.draw_icon(painter, self.world.side, bar.center(), 18, QColor("#ffffff"))
        right = rect.right() - (30 if self.world.token else 6)
        name = QRectF(bar.right() + 5, rect.top() + 2, right - bar.right() - 5, rect.height() * 0.55)
        bold = advance(self.world.name, legible_size(painter), True) <= name.width()  # else plain, less cut
        art.text(painter, name, self.world.name, 16, QColor("#1f1a12"), bold=bold,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        line = QRectF(name.left(), name.bottom() - 2, name.width(), rect.height() * 0.42)
        taken = "settled" if self.world.side == "settle" else "conquered"
        points = first_fitting(painter, line.width(), [f"{self.world.vp} VP · {taken}", f"{self.world.vp} VP"])
        art.text(painter, line, points, 14, side.darker(140),
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if self.world.token:
            centre = QPointF(rect.right() - 16, rect.center().y())
            painter.setBrush(art.GOLD)
            painter.setPen(QPen(art.GOLD.darker(170), 1.2))
            painter.drawEllipse(centre, 11, 11)
            art.text(painter, QRectF(centre.x() - 11, centre.y() - 11, 22, 22), "P", 14, QColor("#3a2a10"), bold=True)


class PlayerPanel(QGraphicsItem):
    """One seat's board; the scene marks its header, morality spaces and tucked worlds as targets."""

    def __init__(self, panel: Any, track: list[Any], name: str, colour: int, height: float,
                 active: bool, empire: Any | None = None, world_names: dict[int, str] | None = None,
                 parent: QGraphicsItem | None = None, width: float = WIDTH) -> None:
        super().__init__(parent)
        self.width = width
        self.column_w = column_width(width)
        self.world_names = world_names or {}
        self.player = panel
        self.track = track
        self.name = name
        self.colour = colour
        self.height = height
        self.active = active
        self.empire = empire
        self.header = Area(QRectF(0, 0, width, HEADER_H), None, 10, self, f"{name}'s panel")
        self.spaces = []
        left = 4.0
        for i, (space, space_w) in enumerate(zip(track, space_widths(track, width - 8), strict=True)):
            self.spaces.append(Area(QRectF(left, TRACK_TOP, space_w - 4, TRACK_H), self._paint_space(i), 6, self,
                                    self._space_tip(space)))
            left += space_w
        self.tucked: dict[int, TuckedCard] = {}
        self._build_tucked()
        self.home = TokenItem(colour, 15, panel.home, str(panel.home), self)
        self.home.setPos(self.column_w + 54, BODY_TOP + 104)
        self.home.setToolTip(f"{plural(panel.home, 'fleet')} on {name}'s Home Planet")
        self.setToolTip(f"{name}: " + " · ".join(self.pieces_lines()))

    def _build_tucked(self) -> None:
        space = self.height - BODY_TOP - 30
        for column, worlds in enumerate((self.player.settled, self.player.conquered)):
            step = min(STRIP_H + 4, space / max(1, len(worlds)))
            left = 4 if column == 0 else self.width - self.column_w + 4
            for n, world in enumerate(worlds):
                card = TuckedCard(world, min(STRIP_H, step - 4), self, self.column_w - 8)
                card.setPos(left, BODY_TOP + 26 + n * step)
                card.setZValue(1 + n)
                self.tucked[world.id] = card

    def _space_tip(self, space: Any) -> str:
        """Every code printed on the space, spelled out."""
        dice = ", ".join(space.dice)
        rerolls = "one re-roll" if space.rerolls == 1 else f"{space.rerolls} re-rolls"
        lines = [f"{space.name}", f"×{space.rerolls}: {rerolls} a turn, of the {dice} "
                 + ("die" if len(space.dice) == 1 else "dice") + " (the squares show which)"]
        if space.champion and space.dreadnought:
            lines.append("C: you may place your Champion, and the Dreadnought too")
        elif space.champion:
            lines.append("C: you may place your Champion (not the Dreadnought)")
        elif space.dreadnought:
            lines.append("D: you may place the Dreadnought (not your Champion)")
        lines.append(f"+{space.bonus}: {space.bonus} VP at the end of the game")
        return "\n".join(lines)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 8)

    # ----- painting ----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        seat = theme.seat_colour(self.colour)
        painter.setPen(QPen(seat if self.active else QColor("#3d4f47"), 4 if self.active else 1.5))
        painter.setBrush(QColor("#223029"))
        painter.drawRoundedRect(QRectF(0, 0, self.width, self.height), 12, 12)
        self._paint_header(painter, seat)
        self._paint_columns(painter)
        self._paint_core(painter)

    def _paint_header(self, painter: QPainter, seat: QColor) -> None:
        band = QRectF(0, 0, self.width, HEADER_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(seat.darker(230))
        painter.drawRoundedRect(band, 12, 12)
        painter.drawRect(band.adjusted(0, 20, 0, 0))
        art.seat_marker(painter, self.colour, QPointF(28, HEADER_H / 2), 15)
        turn = "  ▶ turn" if self.active else ""
        score_left = self.width - 240  # the score's box keeps its width; the name takes what a wider panel adds
        art.text(painter, QRectF(52, 2, score_left - 52, HEADER_H - 4), self.name + turn, 24, theme.INK, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        p = self.player
        score = f"{p.vp} VP · {p.worlds} world{'s' if p.worlds != 1 else ''}"
        top = QRectF(score_left, 3, 228, 28 if self.empire else HEADER_H - 6)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        art.text(painter, top, score, 21, art.GOLD, bold=True, align=right)
        if self.empire is not None:
            line = f"{self.empire.empire} · {self.empire.points} CP"
            art.text(painter, QRectF(score_left, 29, 228, 22), line, 15, theme.MUTED,
                     align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _paint_space(self, index: int) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, rect: QRectF) -> None:
            space = self.track[index]
            here = index == self.player.morality
            tint = QColor.fromHsv(int(200 - index * 33) % 360, 90, 150 if here else 85)
            painter.setPen(QPen(art.GOLD if here else tint.darker(160), 3 if here else 1))
            painter.setBrush(tint)
            painter.drawRoundedRect(rect, 6, 6)
            art.text(painter, QRectF(rect.left() + 2, rect.top() + 1, rect.width() - 4, 20), space.name, 16,
                     theme.INK, bold=here)
            for n, die in enumerate(space.dice):
                painter.setPen(QPen(QColor("#111111"), 1))
                painter.setBrush(art.DIE_COLOURS[die])
                painter.drawRoundedRect(QRectF(rect.left() + 5 + n * 14, rect.top() + 25, 12, 12), 2, 2)
            art.text(painter, QRectF(rect.right() - 30, rect.top() + 20, 28, 22), f"×{space.rerolls}", 16, theme.INK,
                     bold=True)
            mark = "C" if space.champion else "D" if space.dreadnought else ""
            art.text(painter, QRectF(rect.left() + 3, rect.bottom() - 22, 20, 21), mark, 16, art.GOLD, bold=True)
            art.text(painter, QRectF(rect.right() - 34, rect.bottom() - 22, 32, 21), f"+{space.bonus}", 16, theme.INK)
            if here:
                art.seat_marker(painter, self.colour, QPointF(rect.center().x() - 2, rect.bottom() - 12), 10)

        return paint

    def _paint_columns(self, painter: QPainter) -> None:
        columns = (("Settled", self.player.settled), ("Conquered", self.player.conquered))
        for index, (label, worlds) in enumerate(columns):
            left = 4 if index == 0 else self.width - self.column_w + 4
            head = QRectF(left, BODY_TOP, self.column_w - 8, 22)
            colour = art.SIDE_COLOURS["settle" if index == 0 else "conquer"]
            art.text(painter, head, f"{label} ({len(worlds)})", 16, colour.lighter(150), bold=True)
            if not worlds:
                painter.setPen(QPen(QColor("#3d4f47"), 1.2, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(left, BODY_TOP + 26, self.column_w - 8, STRIP_H), 6, 6)

    def _paint_core(self, painter: QPainter) -> None:
        left, width = self.column_w + 4, core_width(self.width) - 8
        p = self.player
        art.text(painter, QRectF(left, BODY_TOP, width, 22), f"Renown {p.renown}/5", 19, theme.INK, bold=True)
        stars = left + (width - (CORE_W - 8)) / 2  # the five stars centred in a wider middle
        for n in range(5):
            centre = QPointF(stars + 22 + n * 41, BODY_TOP + 42)
            colour = art.GOLD if n < p.renown else QColor("#3a463f")
            art.draw_icon(painter, "renown", centre, 32, colour)
        art.draw_planet(painter, QPointF(left + 30, BODY_TOP + 94), 24, self.colour * 5 + 2)
        home = first_fitting(painter, width - 76, [f"Home: {plural(p.home, 'fleet')}", f"Home: {p.home}"], bold=True)
        art.text(painter, QRectF(left + 76, BODY_TOP + 70, width - 76, 26), home, 19, theme.INK, bold=True,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        art.text(painter, QRectF(left + 76, BODY_TOP + 96, width - 76, 22), f"Hyperspace: {p.hyperspace}", 16,
                 theme.MUTED, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._paint_pieces(painter, QRectF(left, BODY_TOP + 124, width, self.height - BODY_TOP - 128))

    def _paint_pieces(self, painter: QPainter, box: QRectF) -> None:
        art.text(painter, box, "\n".join(self.pieces_lines()), 16, theme.MUTED,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, fit=False)

    def pieces_lines(self) -> list[str]:
        """Re-rolls, the Champion and the Dreadnought in words (the panel's tooltip has them whole)."""
        p = self.player
        lines = [f"Re-roll {p.rerolls_per_turn}×: {', '.join(p.reroll_dice)}"]  # per turn, as the morality spaces say
        if p.champion >= 0:
            lines.append(f"Champion on {self.world_names.get(p.champion, 'a world')}")
        else:
            lines.append(f"Champion: {p.champion_cost} Renown" if p.may_champion else "No Champion at this morality")
        if p.dreadnought >= 0:
            lines.append("Controls the Dreadnought")
        elif p.may_dreadnought:
            lines.append(f"Dreadnought: {p.dreadnought_cost} Renown")
        return lines
