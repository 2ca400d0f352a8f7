"""The galaxy laid on the table: a tile item per map position, the nexus beside it, highlight marks.

The board is shared by the galaxy builder and the full game: it draws a view's slots, the nexus and,
in a game, the Creuss home beyond its gate, and knows nothing about whose turn it is. Items are kept
between draws; a position whose face did not change is left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from desktop.games.galaxy.space import SQRT3, R
from desktop.games.galaxy.tile_item import TileFace, TileItem
from engines.galaxy.adjacency import DELTA_HOME, NEXUS
from engines.galaxy.tiles import catalogue

SeatArt = Callable[[int], tuple[str, str, str]]  # seat -> (colour, shape, name)


def slot_face(slot: Any, tiles: Mapping[str, Any], seat_art: SeatArt, goods: list[int],
              nexus: Any, fixed: bool = False) -> TileFace | None:
    """What a map position shows, or None for a position without a tile; ``fixed`` for a game's map."""
    kind = slot.kind
    if kind == "system":
        tile = tiles.get(slot.tile)
        if tile is not None and tile.kind == "nexus":
            return TileFace("nexus", tile, slot.tile, wormholes=tuple(nexus.wormholes), fixed=fixed)
        return TileFace("system", tile, slot.tile, fixed=fixed)
    if kind == "hyperlane":
        lanes = tuple((int(a), int(b)) for a, b in slot.lanes)
        return TileFace("hyperlane", tiles.get(slot.tile), slot.tile, lanes=lanes)
    if kind == "home":
        colour, shape, name = seat_art(slot.seat)
        count = goods[slot.seat] if 0 <= slot.seat < len(goods) else 0
        note = f"+{count} trade goods" if count else ""
        return TileFace("home", None, "", colour=colour, shape=shape, label=name, note=note)
    if kind == "open":
        return TileFace("open", None, "", label=str(slot.position))
    return None


def nexus_face(tiles: Mapping[str, Any], tile_id: str, wormholes: tuple[str, ...], fixed: bool = False) -> TileFace:
    return TileFace("nexus", tiles.get(tile_id), tile_id, wormholes=wormholes, fixed=fixed)


class GalaxyBoard:
    """Tile items for every position of a view (and the off-board nexus), with marks on demand."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: dict[int, TileItem] = {}
        self.slots: dict[int, Any] = {}
        self.rings = 0
        self.later = False  # in the app: tile art not rendered yet is filled in over the next frames

    # ----- drawing -----------------------------------------------------------------------------
    def show(self, view: Any, seat_art: SeatArt, nexus_wormholes: tuple[str, ...] | None = None,
             fixed: bool = False, beyond_gate: str = "") -> None:
        """Lay out the view's galaxy; ``nexus_wormholes`` overrides the nexus side (a view-only flip);
        ``fixed`` keeps planets in place at every zoom (a game's map, with units on them);
        ``beyond_gate`` is the tile of a game's home system off the board, beyond the Creuss gate."""
        self.rings = int(view.rings)
        goods = list(getattr(view, "trade_goods", []))
        nexus = view.nexus
        worms = nexus_wormholes if nexus_wormholes is not None else tuple(nexus.wormholes)
        shown: set[int] = set()
        for slot in view.slots:
            face = slot_face(slot, view.tiles, seat_art, goods, nexus, fixed)
            if face is None:
                continue
            if face.kind == "nexus":
                face = nexus_face(view.tiles, slot.tile, worms, fixed)
            self._place(slot.position, face, QPointF(slot.x * R, slot.y * R))
            self.slots[slot.position] = slot
            shown.add(slot.position)
        if int(nexus.node) == NEXUS:
            self._place(NEXUS, nexus_face(view.tiles, nexus.tile, worms, fixed), self.nexus_point())
            shown.add(NEXUS)
        if beyond_gate:
            face = TileFace("system", catalogue().get(beyond_gate), beyond_gate, fixed=fixed)  # not in view.tiles
            self._place(DELTA_HOME, face, self.beyond_gate_point())
            shown.add(DELTA_HOME)
        for node in [n for n in self.items if n not in shown]:
            self.scene.removeItem(self.items.pop(node))
            self.slots.pop(node, None)

    def _place(self, node: int, face: TileFace, point: QPointF) -> None:
        item = self.items.get(node)
        if item is None:
            item = TileItem(face, node)
            item.later = self.later
            self.scene.addItem(item)
            self.items[node] = item
        else:
            item.set_face(face)
        if item.pos() != point:
            item.setPos(point)

    def nexus_point(self) -> QPointF:
        """Beside the galaxy, in the empty corner north-east of it."""
        return QPointF((1.5 * self.rings + 0.45) * R, (-SQRT3 * self.rings + 0.35) * R)

    def beyond_gate_point(self) -> QPointF:
        """The Creuss home: in the empty corner north-west of the galaxy, inside the galaxy's area (the table's
        left edge) and at least two radii from every map position of every layout."""
        return QPointF(-(1.5 * self.rings - 0.3) * R, (-SQRT3 * self.rings + 0.1) * R)

    # ----- geometry ----------------------------------------------------------------------------
    def rect(self) -> QRectF:
        """The galaxy's area on the table (tiles, the nexus and the home beyond the gate)."""
        span_x = (1.5 * self.rings + 1.0) * R
        span_y = (SQRT3 * self.rings + SQRT3 / 2) * R
        return QRectF(-span_x, -span_y, 2 * span_x, 2 * span_y).adjusted(-8, -8, 8, 8)

    def centre_of(self, node: int) -> QPointF:
        item = self.items.get(node)
        return item.pos() if item is not None else QPointF()

    # ----- marks -------------------------------------------------------------------------------
    def mark(self, marks: Mapping[int, set[str]], badges: Mapping[int, str] | None = None) -> None:
        """Set every item's marks at once (items not named lose theirs)."""
        badges = badges or {}
        for node, item in self.items.items():
            item.set_marks(frozenset(marks.get(node, ())), badges.get(node, ""))

