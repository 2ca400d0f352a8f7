"""Where things sit on the woodland table: the map from the view's layout coordinates, and the regions
around it (score track, boards, hand, piles, battle)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPolygonF

from desktop.widgets.text import LEGIBLE_PX

MAP_W = 1200.0
MAP_H = 960.0
RADIUS = 74.0
SLOT = 28.0
TOP_H = 170.0  # prompt bar and score track above the map
GAP = 28.0
BOARD_W = 640.0
BOTTOM_H = 262.0
WIDTH = MAP_W + GAP + BOARD_W
HEIGHT = TOP_H + MAP_H + GAP + BOTTOM_H
SMALLEST_SCALE = 0.48  # the view's zoom when the table fills a 1280x800 window (the yardstick), measured
FLOOR_PX = math.ceil(LEGIBLE_PX / SMALLEST_SCALE)  # the least text that reads there, in scene units (17)


def centre(xy: tuple[float, float] | list[float]) -> QPointF:
    """A clearing's centre on the map from the view's layout coordinates (0..1 each way)."""
    return QPointF(70 + xy[0] * (MAP_W - 140 - 40), 70 + xy[1] * (MAP_H - 140 - 40) + 20)


def map_rect() -> QRectF:
    return QRectF(0, 0, MAP_W, MAP_H)


def slot_rects(slots: int) -> list[QRectF]:
    """Building slots in a row across the lower part of a clearing (clearing coordinates)."""
    step = SLOT + 5
    left = -(slots * step - 5) / 2
    return [QRectF(left + i * step, RADIUS * 0.3, SLOT, SLOT) for i in range(slots)]


def warrior_spots(count: int) -> list[QPointF]:
    """Positions of the warrior stacks across the middle of a clearing."""
    if count <= 0:
        return []
    step = 31.0 if count > 3 else 37.0
    left = -(count - 1) * step / 2
    return [QPointF(left + i * step, -RADIUS * 0.16) for i in range(count)]


def rim(angle_degrees: float, extra: float = 0.0) -> QPointF:
    """A point on a clearing's rim (0 degrees: right, 90: down)."""
    angle = math.radians(angle_degrees)
    return QPointF((RADIUS + extra) * math.cos(angle), (RADIUS + extra) * math.sin(angle))


def polygon(points: list[QPointF]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def centroid(points: list[QPointF]) -> QPointF:
    """The area centroid of a simple polygon (where a pawn in a forest stands)."""
    area = cx = cy = 0.0
    for i, a in enumerate(points):
        b = points[(i + 1) % len(points)]
        cross = a.x() * b.y() - b.x() * a.y()
        area += cross
        cx += (a.x() + b.x()) * cross
        cy += (a.y() + b.y()) * cross
    if abs(area) < 1e-6:
        return QPointF(sum(p.x() for p in points) / len(points), sum(p.y() for p in points) / len(points))
    return QPointF(cx / (3 * area), cy / (3 * area))


def open_spot(outline: list[QPointF], centres: list[QPointF]) -> QPointF:
    """The point inside a forest farthest from every clearing disc and from the forest's edges (its paths):
    where a pawn in the forest stands clear of clearings, their numbers and the paths. A coarse grid,
    then a fine one around its best point.

    Worked in plain floats (a table's first frame waits for it: a woodland map's forests cost about 20 ms
    through QPointF), and the edges are measured only where the clearings leave room to beat the best point
    so far (the room is the smaller of the two): the same point as measuring everything."""
    shape = QPolygonF(outline)
    discs = [(c.x(), c.y()) for c in centres]
    corners = [(p.x(), p.y()) for p in outline]
    edges = [_edge(a, b) for a, b in zip(corners, corners[1:] + corners[:1], strict=True)]
    hypot, odd_even = math.hypot, Qt.FillRule.OddEvenFill

    def room(point: QPointF, beat: float) -> float:
        if not shape.containsPoint(point, odd_even):
            return -1e9
        x, y = point.x(), point.y()
        clear = min(hypot(x - cx, y - cy) for cx, cy in discs) - RADIUS
        if clear <= beat:
            return clear
        return min(clear, min(_segment_distance(x, y, edge) for edge in edges) - 14)

    best = centroid(outline)
    score = room(best, -math.inf)
    for step in (16.0, 4.0):
        area = shape.boundingRect() if step > 4 else QRectF(best.x() - 16, best.y() - 16, 32, 32)
        y = area.top()
        while y <= area.bottom():
            x = area.left()
            while x <= area.right():
                point = QPointF(x, y)
                found = room(point, score)
                if found > score:
                    best, score = point, found
                x += step
            y += step
    return best


def _edge(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float, float, float, float]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    return a[0], a[1], dx, dy, dx * dx + dy * dy


def _segment_distance(x: float, y: float, edge: tuple[float, float, float, float, float]) -> float:
    ax, ay, dx, dy, length = edge
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / length))
    return math.hypot(x - (ax + t * dx), y - (ay + t * dy))


def river_path(points: list[QPointF]) -> QPainterPath:
    """A smooth curve through ``points`` (Catmull-Rom turned into cubic Béziers)."""
    path = QPainterPath(points[0])
    for i in range(len(points) - 1):
        p0 = points[max(0, i - 1)]
        p1, p2 = points[i], points[i + 1]
        p3 = points[min(len(points) - 1, i + 2)]
        c1 = p1 + (p2 - p0) / 6.0
        c2 = p2 - (p3 - p1) / 6.0
        path.cubicTo(c1, c2, p2)
    return path


def river_chain(rivers: list[tuple[int, int]]) -> list[int]:
    """The river's clearings in order along its course (the river is one chain of segments)."""
    links: dict[int, list[int]] = {}
    for a, b in rivers:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    ends = sorted(c for c, near in links.items() if len(near) == 1)
    if not ends:
        return []
    chain, previous = [ends[-1]], 0
    while True:
        here = chain[-1]
        nxt = [c for c in links[here] if c != previous and c not in chain]
        if not nxt:
            return chain
        previous = here
        chain.append(nxt[0])


def edge_point(inner: QPointF, outer: QPointF) -> QPointF:
    """Where the ray from ``inner`` through ``outer`` leaves the map (for the river's source and mouth)."""
    direction = outer - inner
    best = 1e9
    for edge, value, along in ((0, 0.0, direction.x()), (0, MAP_W, direction.x()), (1, 0.0, direction.y()),
                               (1, MAP_H, direction.y())):
        if abs(along) < 1e-6:
            continue
        start = inner.x() if edge == 0 else inner.y()
        t = (value - start) / along
        if 0 < t < best:
            best = t
    return inner + direction * best
