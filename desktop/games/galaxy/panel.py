"""The base of the game's table panels: a painted item with click and hover zones.

A panel paints from plain data it was given (``show(data)``) and repaints only when that data changes.
While painting it records zones: a rectangle, what it is (``kind``, ``key``) and whether a click there
sends an option (``lit``). The scene asks ``zone_at`` to route clicks and hovers. Zones asked for before
the panel has painted its new data are worked out then (a table's panels get their data two or three
times before its first frame: laying them out each time cost the Twilight Imperium table's first frame
about a tenth of its time).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

LIT = QColor("#7fe0a6")


@dataclass(frozen=True)
class Zone:
    rect: QRectF
    kind: str
    key: Hashable


class Panel(QGraphicsItem):
    """``width`` x ``height`` scene units; subclasses implement ``paint_content(painter)`` and call ``zone``."""

    blocks = True  # a click on a panel never reaches what lies under it

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.width, self.height = width, height
        self.data: Any = None
        self.lit: frozenset[tuple[str, Hashable]] = frozenset()
        self._zones: list[Zone] = []
        self._zones_due = False  # the data changed since the zones were worked out
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_data(self, data: Any, lit: frozenset[tuple[str, Hashable]] = frozenset(),
                  size: tuple[float, float] | None = None) -> None:
        """Repaint when the data, the lit zones or the size changed."""
        if size is not None and size != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = size
            self.data = None
        if data != self.data or lit != self.lit:
            self.data, self.lit = data, lit
            self._zones_due = True
            self.update()

    @property
    def zones(self) -> list[Zone]:
        """The zones of the data shown (worked out now if the panel has not painted it yet)."""
        if self._zones_due:
            self.layout_zones()
        return self._zones

    @zones.setter
    def zones(self, zones: list[Zone]) -> None:
        self._zones = zones

    def layout_zones(self) -> None:
        """Work the zones out without painting (so clicks work before the first paint)."""
        from PySide6.QtGui import QImage

        image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        self._zones, self._zones_due = [], False
        self.paint_content(painter)
        painter.end()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 8, self.height + 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._zones, self._zones_due = [], False
        self.paint_content(painter)

    def paint_content(self, painter: QPainter) -> None:
        raise NotImplementedError

    def zone(self, painter: QPainter, rect: QRectF, kind: str, key: Hashable) -> bool:
        """Record a zone; a lit zone gets its glow now. True when it is lit."""
        self._zones.append(Zone(QRectF(rect), kind, key))
        lit = (kind, key) in self.lit
        if lit:
            painter.save()
            painter.setPen(QPen(LIT, 4.0))
            painter.setBrush(QColor(127, 224, 166, 40))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 10, 10)
            painter.restore()
        return lit

    def zone_at(self, point: QPointF) -> Zone | None:
        """The innermost zone under a point in the panel's coordinates."""
        for zone in reversed(self.zones):
            if zone.rect.contains(point):
                return zone
        return None

    def rect_of(self, kind: str, key: Hashable) -> QRectF | None:
        for zone in self.zones:
            if zone.kind == kind and zone.key == key:
                return zone.rect
        return None
