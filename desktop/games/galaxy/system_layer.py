"""What stands in a system, drawn over its tile: ships in the space area, ground forces and structures on
their planets, command tokens, control marks, the custodians token.

One item per system, kept between draws and repainted only when what it shows changes (or the zoom
does: Qt keeps the finished layer in device pixels, so a pan is a blit). Stacks are silhouettes in the
owner's colour on a plate that starts with the owner's seat shape, each with its count; damaged units
form their own entry with a crack across them. Sizes grow as the view zooms out so a count never reads
smaller than ``LEGIBLE_PX`` on the screen. The same layout answers which part a click or a hover hit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy.features import PLANET_RADIUS, SPOTS
from desktop.games.galaxy.space import R
from desktop.games.galaxy.unit_art import paint_seat_emblem, paint_unit, width_of
from desktop.widgets.text import scene_font

LEGIBLE_PX = 8.5  # the smallest count on the screen, in pixels
GLOW = QColor("#7fe0a6")
PICKED = QColor("#f2c14e")

Part = tuple[object, ...]  # ("space", owner, kind, damaged) | ("ground", planet, owner, kind, damaged) | ...


@dataclass(frozen=True)
class Entry:
    """``count`` units of one owner (a colour index for drawing) and kind; damaged ones are their own entry."""

    owner: int
    colour: int
    kind: str
    count: int
    damaged: bool = False


@dataclass(frozen=True)
class PlanetLook:
    key: str
    spot: int  # which feature spot of the tile the planet's disc sits on
    owner: int  # -1: nobody
    colour: int
    entries: tuple[Entry, ...] = ()


@dataclass(frozen=True)
class SystemLook:
    """Everything the layer draws for one system; equal looks draw the same."""

    node: int
    features: int  # planets and wormholes on the tile (where the planets sit)
    space: tuple[Entry, ...] = ()
    planets: tuple[PlanetLook, ...] = ()
    tokens: tuple[tuple[int, int], ...] = ()  # (seat, colour index) of each command token here
    custodians: bool = False
    lit: frozenset[Part] = frozenset()  # parts a click would send an option for
    picked: frozenset[Part] = frozenset()  # parts already chosen (declared to move, say)

    @property
    def empty(self) -> bool:
        return not (self.space or self.tokens or self.custodians or any(p.owner >= 0 or p.entries
                                                                        for p in self.planets))


@dataclass
class Placed:
    """One drawn thing and where it lies in the layer's coordinates."""

    part: Part
    rect: QRectF
    entry: Entry | None = None
    count_text: str = ""
    colour: int = -1  # the seat colour of a token or mark


@dataclass
class Layout:
    plates: list[QRectF] = field(default_factory=list)
    placed: list[Placed] = field(default_factory=list)
    unit_height: float = 20.0
    font_px: float = 16.0


def _spots(features: int) -> list[QPointF]:
    return [QPointF(x, y) for x, y in SPOTS[max(1, min(features, 4))]]


# Where the space area's fleets go, per number of features: the emptiest stretch of the tile.
SPACE_ANCHORS = {0: (0.0, 0.0), 1: (0.0, 58.0), 2: (40.0, -54.0), 3: (0.0, -2.0), 4: (0.0, 0.0)}


class SystemLayer(QGraphicsItem):
    """The units and tokens of one system, centred on its tile."""

    def __init__(self, look: SystemLook) -> None:
        super().__init__()
        self.look = look
        self._bounds = QRectF(-1.25 * R, -1.1 * R, 2.5 * R, 2.2 * R)
        self._layouts: dict[int, Layout] = {}
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_look(self, look: SystemLook) -> None:
        if look != self.look:
            self.look = look
            self._layouts.clear()
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    # ----- layout ------------------------------------------------------------------------------
    def view_scale(self) -> float:
        views = self.scene().views() if self.scene() is not None else []
        if not views:
            return 1.0
        transform = views[0].transform()
        return max(1e-3, math.hypot(transform.m11(), transform.m12()) * self.scale())

    def layout(self, scale: float | None = None) -> Layout:
        scale = self.view_scale() if scale is None else scale
        bucket = round(scale * 200)
        found = self._layouts.get(bucket)
        if found is None:
            found = self._layouts[bucket] = _lay_out(self.look, max(0.05, bucket / 200))
        return found

    def part_at(self, point: QPointF) -> Part | None:
        """The part under a point in the layer's coordinates (units first, then planets)."""
        for placed in reversed(self.layout().placed):
            if placed.rect.contains(point):
                return placed.part
        return None

    def rect_of(self, part: Part) -> QRectF | None:
        for placed in self.layout().placed:
            if placed.part == part:
                return placed.rect
        return None

    # ----- painting ----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        layout = self.layout(math.hypot(transform.m11(), transform.m12()))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 1.2))
        painter.setBrush(QColor(6, 9, 18, 205))
        for plate in layout.plates:
            painter.drawRoundedRect(plate, plate.height() * 0.3, plate.height() * 0.3)
        font = scene_font(layout.font_px, bold=True)
        for placed in layout.placed:
            self._paint_part(painter, placed, layout, font)

    def _paint_part(self, painter: QPainter, placed: Placed, layout: Layout, font: object) -> None:
        part, rect = placed.part, placed.rect
        lit, picked = part in self.look.lit, part in self.look.picked
        if lit or picked:
            painter.setPen(QPen(PICKED if picked else GLOW, max(2.0, rect.height() * 0.12)))
            painter.setBrush(QColor(127, 224, 166, 50) if lit else QColor(242, 193, 78, 60))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)
        kind = part[0]
        if kind == "token":
            paint_command_token(painter, placed.colour, rect)
            return
        if kind == "custodians":
            paint_custodians(painter, rect)
            return
        if kind in ("control", "owner"):
            paint_seat_emblem(painter, placed.colour, rect.center(), rect.height() * 0.42)
            return
        entry = placed.entry
        if entry is None:
            return
        icon_w = width_of(entry.kind, layout.unit_height)
        centre = QPointF(rect.left() + icon_w / 2 + 1, rect.center().y())
        paint_unit(painter, entry.kind, centre, layout.unit_height, theme.seat_colour(entry.colour), entry.damaged)
        if placed.count_text:
            painter.setFont(font)  # type: ignore[arg-type]
            box = QRectF(rect.left() + icon_w + 1, rect.top(), rect.right() - rect.left() - icon_w, rect.height())
            painter.setPen(QColor(0, 0, 0, 230))
            painter.drawText(box.translated(1, 1), Qt.AlignmentFlag.AlignCenter, placed.count_text)
            painter.setPen(QColor("#ff9d86") if entry.damaged else theme.INK)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, placed.count_text)


def paint_command_token(painter: QPainter, colour: int, rect: QRectF) -> None:
    """A command token: a disc in the seat's colour with its seat shape on it."""
    base = theme.seat_colour(colour)
    radius = rect.height() / 2
    painter.setPen(QPen(QColor(0, 0, 0, 230), radius * 0.16))
    painter.setBrush(base.darker(135))
    painter.drawEllipse(rect.center(), radius, radius)
    painter.setPen(QPen(base.lighter(140), radius * 0.1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(rect.center(), radius * 0.78, radius * 0.78)
    paint_seat_emblem(painter, colour, rect.center(), radius * 0.5)


def paint_custodians(painter: QPainter, rect: QRectF) -> None:
    """The custodians token: a gold disc with a laurel point."""
    radius = rect.height() / 2
    centre = rect.center()
    painter.setPen(QPen(QColor("#3a2a00"), radius * 0.14))
    painter.setBrush(QColor("#e3b341"))
    painter.drawEllipse(centre, radius, radius)
    star = QPainterPath()
    for i in range(10):
        angle = -math.pi / 2 + math.pi * i / 5
        reach = radius * (0.62 if i % 2 == 0 else 0.27)
        point = QPointF(centre.x() + reach * math.cos(angle), centre.y() + reach * math.sin(angle))
        star.moveTo(point) if i == 0 else star.lineTo(point)
    star.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#5a3d00"))
    painter.drawPath(star)


# ----- laying out ----------------------------------------------------------------------------------
def _lay_out(look: SystemLook, scale: float) -> Layout:
    font_px = max(15.0, LEGIBLE_PX / scale)
    layout = Layout(unit_height=font_px * 1.15, font_px=font_px)
    metrics = QFontMetricsF(scene_font(font_px, bold=True))
    spots = _spots(look.features)
    for planet in look.planets:
        if planet.spot >= len(spots):
            continue
        centre = spots[planet.spot]
        radius = PLANET_RADIUS[max(1, min(look.features, 4))]
        _lay_planet(layout, planet, centre, radius, metrics)
    if look.space:
        anchor = QPointF(*SPACE_ANCHORS[min(look.features, 4)])
        _lay_rows(layout, [(e, ("space", e.owner, e.kind, e.damaged)) for e in look.space], anchor, metrics,
                  by_owner=True)
    _lay_tokens(layout, look, font_px)
    return layout


def _entry_width(entry: Entry, layout: Layout, metrics: QFontMetricsF) -> tuple[float, str]:
    text = str(entry.count) if entry.count > 1 or entry.damaged else ""
    extra = metrics.horizontalAdvance(text) + 3 if text else 0.0
    return width_of(entry.kind, layout.unit_height) + extra + 2, text


def _lay_rows(layout: Layout, items: Sequence[tuple[Entry, Part]], anchor: QPointF, metrics: QFontMetricsF,
              by_owner: bool, max_width: float = 1.55 * R, lead: tuple[Part, int] | None = None) -> None:
    """``lead``: a mark (part, colour) to start the plate with (a planet's control mark)."""
    """Entries in rows on one plate centred on ``anchor``; each owner's row starts with its seat shape."""
    height = layout.unit_height * 1.1
    gap = layout.unit_height * 0.18
    rows: list[list[tuple[float, str, Entry | None, Part]]] = []
    owner: int | None = None
    current: list[tuple[float, str, Entry | None, Part]] = []
    used = 0.0
    if lead is not None:
        current, used = [(height, "", None, (*lead[0], lead[1]))], height + gap
    for entry, part in items:
        width, text = _entry_width(entry, layout, metrics)
        if by_owner and entry.owner != owner:
            if current:
                rows.append(current)
            current, used = [(height * 0.9, "", None, ("owner", entry.owner, entry.colour))], height * 0.9 + gap
            owner = entry.owner
        elif used + width > max_width and current:
            rows.append(current)
            current, used = [], 0.0
        current.append((width, text, entry, part))
        used += width + gap
    if current:
        rows.append(current)
    widths = [sum(w for w, *_ in row) + gap * (len(row) - 1) for row in rows]
    plate_w = max(widths) + 2 * gap
    plate_h = height * len(rows) + gap
    left = _clamp_x(anchor.x() - plate_w / 2, plate_w, anchor.y())
    top = max(-0.86 * R + 4, min(0.86 * R - 4 - plate_h, anchor.y() - plate_h / 2))
    layout.plates.append(QRectF(left, top, plate_w, plate_h))
    y = top + gap / 2
    for row, width in zip(rows, widths, strict=True):
        x = left + (plate_w - width) / 2
        for entry_w, text, shown, part in row:
            rect = QRectF(x, y, entry_w, height)
            if shown is None:  # a seat mark: the part without its colour, the colour apart
                layout.placed.append(Placed(part[:2], rect, colour=int(part[2])))  # type: ignore[call-overload]
            else:
                layout.placed.append(Placed(part, rect, shown, text))
            x += entry_w + gap
        y += height


def _clamp_x(left: float, width: float, y: float) -> float:
    """Keep a plate inside the hex's width at its height (a little over the rim is fine)."""
    half = R - abs(y) / math.sqrt(3) + 6
    return max(-half, min(half - width, left))


def _lay_planet(layout: Layout, planet: PlanetLook, centre: QPointF, radius: float, metrics: QFontMetricsF) -> None:
    items = [(e, ("ground", planet.key, e.owner, e.kind, e.damaged)) for e in planet.entries]
    lead = (("control", planet.key), planet.colour) if planet.owner >= 0 else None
    if items:
        _lay_rows(layout, items, QPointF(centre.x(), centre.y() - radius * 0.15), metrics, by_owner=False,
                  max_width=1.1 * R, lead=lead)
    elif lead is not None:
        size = layout.unit_height * 0.95
        spot = QPointF(centre.x() - radius * 0.72, centre.y() - radius * 0.72)
        layout.placed.append(Placed(lead[0], QRectF(spot.x() - size / 2, spot.y() - size / 2, size, size),
                                    colour=lead[1]))
    # The planet itself, under its units: a click on the disc means the planet.
    layout.placed.insert(0, Placed(("planet", planet.key), QRectF(centre.x() - radius, centre.y() - radius,
                                                                  2 * radius, 2 * radius)))


def _lay_tokens(layout: Layout, look: SystemLook, font_px: float) -> None:
    size = max(24.0, font_px * 1.5)
    if look.custodians:  # on Mecatol Rex, above its right shoulder
        spot = _spots(look.features)[0]
        radius = PLANET_RADIUS[max(1, min(look.features, 4))] * 1.25
        centre = QPointF(spot.x() + radius * 0.9, spot.y() - radius * 0.75)
        layout.placed.append(Placed(("custodians",), QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)))
    if not look.tokens:
        return
    if _token_rows(look.tokens, size)[1:]:  # more than a row along the top edge: smaller discs, fewer rows
        size *= 0.7
    y = -0.86 * R + size * 0.62
    for row in _token_rows(look.tokens, size):
        x = -(size + size * 1.05 * (len(row) - 1)) / 2
        for seat, colour in row:
            layout.placed.append(Placed(("token", seat), QRectF(x, y - size / 2, size, size), colour=colour))
            x += size * 1.05
        y += size * 1.05


def _token_rows(tokens: Sequence[tuple[int, int]], size: float) -> list[list[tuple[int, int]]]:
    """As many tokens a row as the hex is wide there, from the top edge down (the hex widens going down)."""
    rows: list[list[tuple[int, int]]] = []
    left, y = list(tokens), -0.86 * R + size * 0.62
    while left:
        room = 2 * (R - abs(y) / math.sqrt(3)) - 8
        fits = max(1, int((room - size) // (size * 1.05)) + 1)
        rows.append(left[:fits])
        left, y = left[fits:], y + size * 1.05
    return rows
