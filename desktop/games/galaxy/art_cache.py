"""Tile art rendered once and blitted 1:1 from then on.

Each face has a master image per level of detail (compact, normal, full); the pixmap drawn on
screen is the master smoothly scaled to the exact device size, so panning is one unscaled blit
per tile. Compact and normal masters are rendered on first use. Full-detail masters (names on the
planets, seen only when zoomed in) are rendered on a timer a few at a time, so a wheel zoom never
stalls: until then the tile shows the best master it has, scaled.

A table in the app asks with ``later=True`` (``pixmap``): a compact or normal master not rendered yet is
queued too, ahead of the full ones, instead of being rendered inside the frame that asked. Until it is
there the tile shows the best master of another level, or nothing of its own (``None``: the item paints
a blank hex); each timer turn renders for ``LATER_BUDGET_S`` and repaints the tiles whose art it made.
So a table opened with no art ready (a save resumed at once) draws its first frame without rendering
62 tiles, and fills them in over the next frames.
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QImage, QPixmap

COMPACT = 40.0  # below this device radius a tile shows totals instead of value badges
FULL = 85.0  # from this device radius planets show their names
LEVELS = {"compact": 40.0, "normal": 85.0}
REFINE_DELAY_MS = 60
REFINE_BUDGET_S = 0.02
LATER_BUDGET_S = 0.008  # a turn filling in first-use masters: frames keep coming between turns

Key = tuple[object, ...]
Renderer = Callable[[Any, float, float], QImage]  # (face, radius px, detail) -> image


FIXED_COMPACT = 30.0  # a game's map keeps planet values down to this device radius (units stand on the tiles)


def level_of(need: float, fixed: bool = False) -> str:
    return "compact" if need < (FIXED_COMPACT if fixed else COMPACT) else "normal" if need < FULL else "full"


def full_size(need: float) -> float:
    """Full-detail masters come in steps of a quarter octave, at least the size needed."""
    return float(2 ** (math.ceil(4 * math.log2(max(need, 1.0))) / 4))


class ArtCache(QObject):
    """Masters per (face, level) and exact-size pixmaps, least recently used dropped past a budget."""

    def __init__(self, render: Renderer, budget_bytes: int = 160 * 1024 * 1024) -> None:
        super().__init__()
        self.render = render
        self.budget = budget_bytes
        self.used = 0
        self.masters: dict[tuple[Key, str], tuple[float, QImage]] = {}
        self.sized: OrderedDict[tuple[Key, int], QPixmap] = OrderedDict()
        self.pending: dict[tuple[Key, str], tuple[Any, float]] = {}
        self.first: dict[tuple[Key, str], Any] = {}  # compact/normal masters asked with later=True, in order
        self.waiting: list[Any] = []
        self.renders = 0
        self._timer: QTimer | None = None

    def _start(self, delay_ms: int) -> None:
        # The timer is made on first use: the cache itself exists before the application does.
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(self.refine)
        self._timer.start(delay_ms)

    def pixmap(self, face: Any, need: float, later: bool = False) -> tuple[QPixmap | QImage | None, bool]:
        """The art at ``need`` device pixels per radius; False when it is a stand-in being refined. With
        ``later`` a compact or normal master not there yet is queued, not rendered now: then the stand-in is
        another level's master, or None when the face has none yet."""
        entry = (face.key, round(need * 16))
        hit = self.sized.get(entry)
        if hit is not None:
            self.sized.move_to_end(entry)
            return hit, True
        level = level_of(need, bool(getattr(face, "fixed", False)))
        master = self.masters.get((face.key, level))
        if master is None or master[0] < need * 0.999:
            if level != "full" and later:
                return self._later(face, level), False
            if level != "full":
                master = self._master(face, level, LEVELS[level])
            else:
                return self._stand_in(face, need), False
        scaled = scale(master[1], master[0], need)
        self._store(entry, scaled)
        return scaled, True

    def prepare(self, face: Any, level: str = "normal") -> bool:
        """Render ``face``'s compact or normal master ahead of its first use; False when it was there."""
        if (face.key, level) in self.masters:
            return False
        self._master(face, level, LEVELS[level])
        return True

    def _master(self, face: Any, level: str, radius: float) -> tuple[float, QImage]:
        detail = {"compact": COMPACT - 1, "normal": FULL - 1}.get(level, radius)
        image = self.render(face, radius, detail)
        self.renders += 1
        master = (radius, image)
        self.masters[(face.key, level)] = master
        return master

    def _stand_in(self, face: Any, need: float) -> QImage:
        """The biggest master there is (rendering the normal one if needed); the full one is queued."""
        self.pending[(face.key, "full")] = (face, full_size(need))
        self._start(REFINE_DELAY_MS)
        masters = [m for (key, _), m in self.masters.items() if key == face.key]
        if not masters:
            masters = [self._master(face, "normal", LEVELS["normal"])]
        return max(masters, key=lambda m: m[0])[1]

    def _later(self, face: Any, level: str) -> QImage | None:
        """Queue ``face``'s master at ``level`` for the next turns; the best master it has meanwhile."""
        self.first.setdefault((face.key, level), face)
        self._start(0)
        masters = [m for (key, _), m in self.masters.items() if key == face.key]
        return max(masters, key=lambda m: m[0])[1] if masters else None

    def prepare_later(self, faces: list[Any], level: str = "normal") -> None:
        """Queue masters a table is about to ask for (rendered in the next turns, nothing waits on them)."""
        for face in faces:
            if (face.key, level) not in self.masters:
                self.first.setdefault((face.key, level), face)
        if self.first:
            self._start(0)

    @property
    def filling_in(self) -> bool:
        """Some tile still waits for a first-use master (asked with ``later``)."""
        return bool(self.first)

    def wait(self, item: Any) -> None:
        """Repaint ``item`` when the queued masters are ready."""
        if not any(waiting is item for waiting in self.waiting):
            self.waiting.append(item)

    def refine(self) -> None:
        """Render queued masters for a short while (first-use ones first, in the order asked), then repaint
        what waited for them: a tile whose first master came this turn at once, the rest once all are done."""
        started = time.perf_counter()
        made: set[Key] = set()
        while self.first and time.perf_counter() - started < LATER_BUDGET_S:
            (key, level), face = next(iter(self.first.items()))
            del self.first[(key, level)]
            if (key, level) not in self.masters:
                self._master(face, level, LEVELS[level])
                made.add(key)
        if made:
            self._repaint(lambda item: item.face.key in made)
        if self.first:
            self._start(0)
            return
        while self.pending and time.perf_counter() - started < REFINE_BUDGET_S:
            (key, level), (face, radius) = self.pending.popitem()
            known = self.masters.get((key, level))
            if known is None or known[0] < radius:
                self._master(face, level, radius)
        if self.pending:
            self._start(0)
            return
        self._repaint(lambda _item: True)

    def _repaint(self, ready: Callable[[Any], bool]) -> None:
        keep: list[Any] = []
        for item in self.waiting:
            if not shiboken6.isValid(item):
                continue
            if ready(item):
                item.update()
            else:
                keep.append(item)
        self.waiting = keep

    def _store(self, entry: tuple[Key, int], pixmap: QPixmap) -> None:
        self.sized[entry] = pixmap
        self.used += pixmap.width() * pixmap.height() * 4
        while self.used > self.budget and len(self.sized) > 1:
            _, old = self.sized.popitem(last=False)
            self.used -= old.width() * old.height() * 4

    def clear(self) -> None:
        self.masters.clear()
        self.sized.clear()
        self.pending.clear()
        self.first.clear()
        self.used = 0


def scale(master: QImage, radius: float, need: float) -> QPixmap:
    """A master scaled smoothly to ``need`` pixels per radius (keeping its margin in proportion)."""
    side = max(2, round(master.width() * need / radius))
    if side == master.width():
        return QPixmap.fromImage(master)
    smaller = master.scaled(side, side, Qt.AspectRatioMode.IgnoreAspectRatio,
                            Qt.TransformationMode.SmoothTransformation)
    return QPixmap.fromImage(smaller)
