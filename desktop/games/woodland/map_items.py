"""The map (Autumn or Winter): the printed board (forests, paths, river), clickable clearings and forests, and
pieces."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.woodland import art
from desktop.games.woodland import geometry as geo

Key = tuple[Any, ...]


_SPOTS: dict[Key, list[QPointF]] = {}


def forest_spots(xy: Any, outlines: Any) -> list[QPointF]:
    """Each forest's open spot (geo.open_spot) on a map of clearings at ``xy`` (layout coordinates) with
    forests bounded by ``outlines`` (clearing ids), worked out once per map geometry in a process: the
    table's load-ahead does it for every map (``load_ahead``), so a table seldom waits for it."""
    key = (tuple(tuple(p) for p in xy), tuple(tuple(o) for o in outlines))
    found = _SPOTS.get(key)
    if found is None:
        centres = {cid: geo.centre(p) for cid, p in enumerate(xy, 1)}
        discs = list(centres.values())
        found = _SPOTS[key] = [geo.open_spot([centres[c] for c in outline], discs) for outline in outlines]
    return [QPointF(spot) for spot in found]


def load_ahead() -> Any:
    """Before a woodland table opens (desktop/shell/load_ahead.py): every map's forest spots, a map a step."""
    from engines.woodland.maps import MAP_KEYS, load_map

    for key in MAP_KEYS:
        info = load_map(key)
        forest_spots([c.xy for c in info.clearings], [f.outline for f in info.forests])
        yield


class Spot(QGraphicsItem):
    """A clickable thing on the table: it carries a key; the scene marks it legal or selected."""

    blocks = False

    def __init__(self, key: Key, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.legal = False
        self.selected = False
        self.alert = False

    def mark(self, legal: bool, selected: bool = False) -> None:
        if (legal, selected) != (self.legal, self.selected):
            self.legal, self.selected = legal, selected
            self.setCursor(Qt.CursorShape.PointingHandCursor if legal or selected else Qt.CursorShape.ArrowCursor)
            self.update()


class MapBoard(QGraphicsItem):
    """The printed board: woods, the forests, paths and the river (drawn once, cached)."""

    def __init__(self, view_map: Any) -> None:
        super().__init__()
        self.key = view_map.key
        self.centres = {cid: geo.centre(xy) for cid, xy in enumerate(view_map.xy, 1)}
        self.forests = [[self.centres[c] for c in f.outline] for f in view_map.forests]
        self.spots = forest_spots(view_map.xy, [f.outline for f in view_map.forests])  # where a pawn stands
        self.paths = list(view_map.paths)
        self.discs = list(zip(view_map.suits, view_map.slots, strict=True))
        chain = geo.river_chain([tuple(r) for r in view_map.rivers])
        points = [self.centres[c] for c in chain]
        if len(points) >= 2:
            points = [geo.edge_point(points[1], points[0]), *points, geo.edge_point(points[-2], points[-1])]
        self.river = geo.river_path(points) if len(points) >= 2 else QPainterPath()
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return geo.map_rect().adjusted(-14, -14, 14, 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = geo.map_rect()
        painter.setPen(QPen(QColor("#3a2a17"), 10))
        painter.setBrush(QColor("#5b4a2c"))
        painter.drawRoundedRect(rect.adjusted(-8, -8, 8, 8), 22, 22)
        gradient = QRadialGradient(rect.center(), rect.width() * 0.7)
        gradient.setColorAt(0, art.MEADOW.lighter(112))
        gradient.setColorAt(1, art.MEADOW.darker(135))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(rect, 16, 16)
        self._woods(painter, rect)
        for outline in self.forests:
            self._forest(painter, outline)
        self._river(painter)
        for a, b in self.paths:
            self._path(painter, self.centres[a], self.centres[b])
        for cid, (suit, slots) in enumerate(self.discs, 1):
            paint_disc(painter, self.centres[cid], suit, slots)

    def _woods(self, painter: QPainter, rect: QRectF) -> None:
        """Tree tops scattered over the whole board, as on the printed map."""
        rng = random.Random(7)
        painter.setPen(Qt.PenStyle.NoPen)
        for _ in range(260):
            x, y = rng.uniform(rect.left() + 12, rect.right() - 12), rng.uniform(rect.top() + 12, rect.bottom() - 12)
            r = rng.uniform(9, 17)
            painter.setBrush(QColor(40, 70, 36, 70))
            painter.drawEllipse(QPointF(x, y), r, r)

    def _forest(self, painter: QPainter, outline: list[QPointF]) -> None:
        path = geo.polygon(outline)
        box = path.boundingRect()
        gradient = QLinearGradient(box.topLeft(), box.bottomRight())
        gradient.setColorAt(0, art.FOREST.lighter(118))
        gradient.setColorAt(1, art.FOREST.darker(125))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawPath(path)
        painter.save()
        painter.setClipPath(path)
        rng = random.Random(int(box.x() * 7 + box.y()))
        for _ in range(int(box.width() * box.height() / 1800)):
            x, y = rng.uniform(box.left(), box.right()), rng.uniform(box.top(), box.bottom())
            r = rng.uniform(10, 20)
            painter.setBrush(QColor(22, 52, 24, 120))
            painter.drawEllipse(QPointF(x + 3, y + 4), r, r)
            painter.setBrush(QColor(70, 118, 58, 150))
            painter.drawEllipse(QPointF(x, y), r, r)
        painter.restore()

    def _river(self, painter: QPainter) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#23506f"), 30, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.river)
        painter.setPen(QPen(art.WATER, 24, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.river)
        painter.setPen(QPen(QColor(190, 225, 245, 120), 3, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(self.river)

    def _path(self, painter: QPainter, a: QPointF, b: QPointF) -> None:
        painter.setPen(QPen(QColor("#6b5532"), 20, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(a, b)
        painter.setPen(QPen(art.DIRT, 15, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(a, b)
        painter.setPen(QPen(QColor("#a88b58"), 3.5, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(a, b)


class ForestItem(Spot):
    """A forest as a clickable region (the Vagabond's setup and Slip); outlined when it is a choice."""

    def __init__(self, forest: str, outline: list[QPointF], middle: QPointF) -> None:
        super().__init__(("forest", forest))
        self.middle = middle
        self.name = forest
        # inset towards the middle so the outline stays off the paths along the forest's edge
        self.path = geo.polygon([self.middle + (p - self.middle) * 0.8 for p in outline])
        self.setZValue(-5)
        self.setToolTip(f"Forest {forest}")

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return self.path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not (self.legal or self.selected):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = theme.ACCENT if self.selected else theme.LEGAL
        painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 55))
        painter.setPen(QPen(colour, 5, Qt.PenStyle.DashLine))
        painter.drawPath(self.path)
        box = QRectF(self.middle.x() - 40, self.middle.y() + 26, 80, 24)
        art.shadow_text(painter, box, f"forest {self.name}", 16, colour, bold=True, align=Qt.AlignmentFlag.AlignCenter)


class ClearingItem(Spot):
    """A clearing: a disc ringed in its suit colour with the suit's emblem, its number and building slots."""

    blocks = True

    def __init__(self, clearing: Any, ruler_colour: int | None, tip: str) -> None:
        super().__init__(("clearing", clearing.id))
        self.clearing = clearing
        self.ruler_colour = ruler_colour
        self.setToolTip(tip)
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        r = geo.RADIUS + 12
        return QRectF(-r, -r - 8, 2 * r, 2 * r + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), geo.RADIUS + 4, geo.RADIUS + 4)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """The disc itself is printed on the cached board (``paint_disc``); this draws what changes."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = geo.RADIUS
        if self.ruler_colour is not None:  # rule, shown subtly: a thin halo in the ruler's colour
            painter.setPen(QPen(theme.seat_colour(self.ruler_colour), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 5, r + 5)
        art.draw_suit(painter, self.clearing.suit, QPointF(0, -r + 2), 17)
        self._number(painter, r)
        if self.alert:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(art.LOSE, 5, Qt.PenStyle.DashLine))
            painter.drawEllipse(QPointF(0, 0), r + 9, r + 9)
        if self.legal or self.selected:
            ring = QRectF(-r - 3, -r - 3, 2 * r + 6, 2 * r + 6)
            (art.selected_ring if self.selected else art.legal_ring)(painter, ring, ellipse=True)

    def _number(self, painter: QPainter, r: float) -> None:
        spot = geo.rim(236, -2)
        painter.setPen(QPen(QColor("#2a2118"), 1.2))
        painter.setBrush(QColor("#fbf3dc"))
        painter.drawEllipse(spot, 11, 11)
        art.text(painter, QRectF(spot.x() - 11, spot.y() - 11, 22, 22), str(self.clearing.id), 13, art.INK_DARK,
                 bold=True)


def paint_disc(painter: QPainter, centre: QPointF, suit: str, slots: int) -> None:
    """A clearing as printed: a parchment disc ringed in its suit colour, with its empty building slots."""
    r = geo.RADIUS
    colour = art.suit_colour(suit)
    painter.save()
    painter.translate(centre)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(QPointF(3, 5), r, r)
    inner = QRadialGradient(QPointF(-r * 0.3, -r * 0.3), r * 1.4)
    inner.setColorAt(0, art.PARCHMENT.lighter(104))
    inner.setColorAt(1, _mix(art.PARCHMENT, colour, 0.3))
    painter.setPen(QPen(colour, 9))
    painter.setBrush(QBrush(inner))
    painter.drawEllipse(QPointF(0, 0), r - 4, r - 4)
    painter.setPen(QPen(colour.darker(190), 1.5))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(0, 0), r + 0.5, r + 0.5)
    for rect in geo.slot_rects(slots):
        painter.setPen(QPen(QColor("#6a5a3c"), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 120))
        painter.drawRoundedRect(rect, 4, 4)
    painter.restore()


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor(round(a.red() * (1 - t) + b.red() * t), round(a.green() * (1 - t) + b.green() * t),
                  round(a.blue() * (1 - t) + b.blue() * t))


class PieceItem(Spot):
    """One stack on the map: warriors (upright or fallen), a building, a token kind, a ruin or a pawn."""

    def __init__(self, key: Key, kind: str, colour: int, count: int, tip: str,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(key, parent)
        self.kind = kind
        self.colour = colour
        self.count = count
        self.setToolTip(tip)
        self.setZValue(20)

    def boundingRect(self) -> QRectF:
        if self.kind == "pawn":
            return QRectF(-19, -34, 38, 60)
        if self.kind in ("building", "ruin"):
            return QRectF(-geo.SLOT / 2 - 4, -geo.SLOT / 2 - 4, geo.SLOT + 8, geo.SLOT + 8)
        return QRectF(-21, -21, 42, 42)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect().adjusted(3, 3, -3, -3))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        kind = self.kind
        if kind in ("warrior", "upright", "fallen"):
            art.seat_shape(painter, self.colour, QPointF(0, 0), 14.5, fallen=kind == "fallen")
            if self.count > 1 or kind == "fallen":
                art.count_badge(painter, QPointF(12, 11), self.count, 9.5)
        elif kind == "building":
            self._building(painter)
        elif kind == "ruin":
            self._ruin(painter)
        elif kind == "wood":
            self._wood(painter)
        elif kind == "keep":
            self._keep(painter)
        elif kind == "sympathy":
            self._sympathy(painter)
        elif kind == "pawn":
            self._pawn(painter)
        if self.legal or self.selected:
            ring = art.selected_ring if self.selected else art.legal_ring
            ring(painter, self.boundingRect().adjusted(1, 1, -1, -1))
        if self.alert:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(art.LOSE, 2.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(self.boundingRect().adjusted(-1, -1, 1, 1), 7, 7)

    def _building(self, painter: QPainter) -> None:
        s = geo.SLOT
        colour = theme.seat_colour(self.colour)
        painter.setPen(QPen(QColor("#141414"), 1.6))
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(-s / 2, -s / 2, s, s), 5, 5)
        glyph = art.BUILDING_GLYPHS.get(self.building_kind(), "■")
        art.text(painter, QRectF(-s / 2, -s / 2, s, s), glyph, s * 0.78, theme.text_on(colour), bold=True)
        path = theme.shape_path(theme.seat_shape(self.colour), 4.2).translated(s / 2 - 4, -s / 2 + 4)
        painter.setPen(QPen(QColor("#141414"), 0.8))
        painter.setBrush(colour.darker(140))
        painter.drawPath(path)

    def building_kind(self) -> str:
        return str(self.key[3]) if len(self.key) > 3 else ""

    def _ruin(self, painter: QPainter) -> None:
        s = geo.SLOT
        rect = QRectF(-s / 2, -s / 2, s, s)
        painter.setPen(QPen(QColor("#2c2c2c"), 1.5))
        painter.setBrush(QColor("#8f8a80"))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setBrush(QBrush(QColor("#5e5a52"), Qt.BrushStyle.CrossPattern))
        painter.drawRoundedRect(rect, 4, 4)
        art.text(painter, rect, "R", s * 0.6, QColor("#fbf3dc"), bold=True)

    def _wood(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#3b2410"), 1.4))
        painter.setBrush(art.WOOD)
        for dy in (5.0, -3.0) if self.count > 1 else (0.0,):
            painter.drawRoundedRect(QRectF(-13, dy - 5, 26, 10), 5, 5)
            painter.drawEllipse(QPointF(10, dy), 3.5, 4.2)
        if self.count > 1:
            art.count_badge(painter, QPointF(12, -11), self.count, 8)

    def _keep(self, painter: QPainter) -> None:
        colour = theme.seat_colour(self.colour)
        painter.setPen(QPen(QColor("#141414"), 1.6))
        painter.setBrush(QColor("#3a3a3a"))
        painter.drawEllipse(QPointF(0, 0), 16, 16)
        art.text(painter, QRectF(-16, -17, 32, 32), "♜", 24, colour, bold=True)

    def _sympathy(self, painter: QPainter) -> None:
        """A sympathy token: a round token in the Alliance's colour with a star."""
        colour = theme.seat_colour(self.colour)
        painter.setPen(QPen(QColor("#141414"), 1.6))
        painter.setBrush(colour)
        painter.drawEllipse(QPointF(0, 0), 14, 14)
        painter.setPen(QPen(colour.darker(160), 1.2))
        painter.drawEllipse(QPointF(0, 0), 10, 10)
        art.text(painter, QRectF(-14, -15, 28, 28), art.SYMPATHY_GLYPH, 17, theme.text_on(colour), bold=True)

    def _pawn(self, painter: QPainter) -> None:
        colour = theme.seat_colour(self.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawEllipse(QPointF(2, 21), 15, 5)
        painter.setPen(QPen(QColor("#101010"), 2))
        painter.setBrush(colour)
        painter.drawPath(art.pawn_path(19))
        mark = theme.shape_path(theme.seat_shape(self.colour), 6.5).translated(0, 5)
        painter.setPen(QPen(QColor("#101010"), 1))
        painter.setBrush(colour.darker(170))
        painter.drawPath(mark)


class Arrow(QGraphicsItem):
    """A bold arrow between two clearing centres (a move being made), stopping at the clearings' rims."""

    def __init__(self, start: QPointF, end: QPointF) -> None:
        super().__init__()
        line = end - start
        length = max(1.0, (line.x() ** 2 + line.y() ** 2) ** 0.5)
        unit = line / length
        self.start = start + unit * (geo.RADIUS + 2)
        self.end = end - unit * (geo.RADIUS + 6)
        self.unit = unit
        self.setZValue(30)

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-24, -24, 24, 24)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        normal = QPointF(-self.unit.y(), self.unit.x())
        tip, back = self.end, self.end - self.unit * 26
        head = geo.polygon([tip, back + normal * 15, back - normal * 15])
        for colour, width in ((QColor(0, 0, 0, 150), 13.0), (theme.ACCENT, 8.0)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.start, back)
        painter.setPen(QPen(QColor(0, 0, 0, 150), 2))
        painter.setBrush(theme.ACCENT)
        painter.drawPath(head)
