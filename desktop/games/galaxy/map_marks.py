"""Exploration's marks on the map, over the units: attachment tokens on their planets, frontier tokens on
the empty systems that still hold one, and the tokens exploration put in systems (a gamma wormhole, the
ion storm, the Mirage).

One item per system that has a mark (``MarkLayer``), kept between draws like the units' layers. A mark is
a disc with a short sign (the attachment's initials, "F", a Greek letter) that grows as the view zooms out
so it stays legible; ``part_at`` answers the hover, whose text is the card's in our words (``mark_text``).
A click on a mark means its system (the scene passes it on), so marks never stand in the way of play.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy.features import PLANET_RADIUS, SPOTS, font
from desktop.games.galaxy.looks import features
from desktop.games.galaxy.space import R
from engines.galaxy.content.texts import catalogue

Part = tuple[object, ...]  # ("attachment", planet, id) | ("frontier",) | ("board_token", token)
KINDS = ("attachment", "frontier", "board_token")
Text = tuple[str, list[str]]
LEGIBLE_PX = 9.0
GREEK = {"alpha": "α", "beta": "β", "gamma": "γ"}
TONES = {"attachment": "#d9c27a", "frontier": "#6f7f9f", "board_token": "#9b6fd0"}
TEXT_KINDS = ("exploration", "relics", "leaders", "promissory")


@dataclass(frozen=True)
class Mark:
    part: Part
    sign: str
    spot: tuple[float, float]  # where the first mark of its group sits, in tile units
    tone: str


@dataclass(frozen=True)
class MarksLook:
    node: int
    marks: tuple[Mark, ...]


def _entry(key: str) -> Any:
    for kind in TEXT_KINDS:
        found = catalogue().get(kind, {}).get(key)
        if found is not None:
            return found
    return None


def mark_name(key: str) -> str:
    entry = _entry(key)
    return str(entry.name) if entry is not None else key.replace("_", " ").capitalize()


def sign_of(key: str) -> str:
    """The initials an attachment token shows ("Mining World": "MW")."""
    words = [w for w in mark_name(key).replace("-", " ").split() if w[:1].isupper()]
    return "".join(w[0].upper() for w in words[:2]) or "?"


def _board_sign(token: str) -> str:
    kind, _, side = token.partition(":")
    if kind == "gamma_wormhole":
        return GREEK["gamma"]
    if kind == "ion_storm":
        return "I" + GREEK.get(side, "")
    return sign_of(kind)


def marks_looks(view: Any) -> dict[int, MarksLook]:
    """A look for every system with a mark."""
    expansion = getattr(view, "expansion", None)
    frontier = set(expansion.frontier) if expansion is not None else set()
    tokens = expansion.board_tokens if expansion is not None else {}
    planets = {p.key: p for p in view.planets}
    found: dict[int, MarksLook] = {}
    for system in view.systems:
        count = max(1, min(features(view, system), 4))
        marks: list[Mark] = []
        for spot, key in enumerate(system.planets):
            planet = planets.get(key)
            if planet is None or spot >= len(SPOTS[count]):
                continue
            x, y = SPOTS[count][spot]
            radius = PLANET_RADIUS[count]
            for attachment in planet.attachments:
                marks.append(Mark(("attachment", key, attachment), sign_of(attachment),
                                  (x + radius * 0.85, y - radius * 0.85), TONES["attachment"]))
        if system.node in frontier:
            marks.append(Mark(("frontier",), "F", (0.0, 0.6 * R), TONES["frontier"]))
        for token in tokens.get(str(system.node), []):
            marks.append(Mark(("board_token", token), _board_sign(token), (-0.45 * R, 0.55 * R),
                              TONES["board_token"]))
        if marks:
            found[system.node] = MarksLook(system.node, tuple(marks))
    return found


def mark_text(view: Any, node: int, part: Part, name: Callable[[int], str]) -> Text | None:
    kind = part[0]
    if kind == "attachment":
        planet, key = str(part[1]), str(part[2])
        entry = _entry(key)
        return (f"{mark_name(key)} (on {planet})",
                ["Attached to the planet: it stays with it whoever controls it."]
                + ([entry.text] if entry is not None else []))
    if kind == "frontier":
        return "Frontier token", ["Unexplored space. A player with Dark Energy Tap who ends a tactical action "
                                  "here with ships explores it: a card of the frontier deck."]
    if kind == "board_token":
        token = str(part[1])
        base, _, side = token.partition(":")
        if base == "ion_storm":
            return "Ion storm", [f"Counts as a {side} wormhole; it turns over whenever ships move into or out of "
                                 "its system."]
        entry = _entry(base)
        return mark_name(base), [entry.text] if entry is not None else []
    return None


class MarkLayer(QGraphicsItem):
    """The marks of one system, centred on its tile, above its units."""

    def __init__(self, look: MarksLook) -> None:
        super().__init__()
        self.look = look
        self.setZValue(6)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_look(self, look: MarksLook) -> None:
        if look != self.look:
            self.prepareGeometryChange()
            self.look = look
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-1.25 * R, -1.1 * R, 2.5 * R, 2.2 * R)

    def _size(self, scale: float | None = None) -> float:
        if scale is None:
            views = self.scene().views() if self.scene() is not None else []
            transform = views[0].transform() if views else None
            scale = math.hypot(transform.m11(), transform.m12()) if transform is not None else 1.0
        return max(22.0, 2.1 * LEGIBLE_PX / max(1e-3, scale))

    def placed(self, scale: float | None = None) -> list[tuple[Mark, QRectF]]:
        """Each mark's disc; marks of one spot side by side, leftwards so they stay on the tile."""
        size = self._size(scale)
        found: list[tuple[Mark, QRectF]] = []
        used: dict[tuple[float, float], int] = {}
        for mark in self.look.marks:
            index = used.get(mark.spot, 0)
            used[mark.spot] = index + 1
            x = min(mark.spot[0], R * 0.72 - size / 2) - index * size * 1.05
            y = max(-0.86 * R + size / 2, min(0.86 * R - size / 2, mark.spot[1]))
            found.append((mark, QRectF(x - size / 2, y - size / 2, size, size)))
        return found

    def part_at(self, point: QPointF) -> Part | None:
        for mark, rect in reversed(self.placed()):
            if rect.contains(point):
                return mark.part
        return None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = max(1e-3, math.hypot(transform.m11(), transform.m12()))
        for mark, rect in self.placed(scale):
            tone = QColor(mark.tone)
            painter.setPen(QPen(QColor(0, 0, 0, 230), rect.height() * 0.08))
            painter.setBrush(tone.darker(230))
            if mark.part[0] == "frontier":  # a frontier token is round; the others are rounded squares
                painter.drawEllipse(rect)
            else:
                painter.drawRoundedRect(rect, rect.height() * 0.28, rect.height() * 0.28)
            painter.setPen(QPen(tone, rect.height() * 0.07))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inner = rect.adjusted(rect.width() * 0.1, rect.height() * 0.1, -rect.width() * 0.1, -rect.height() * 0.1)
            painter.drawEllipse(inner) if mark.part[0] == "frontier" else painter.drawRoundedRect(
                inner, inner.height() * 0.25, inner.height() * 0.25)
            pixels = max(rect.height() * (0.55 if len(mark.sign) < 2 else 0.48), LEGIBLE_PX / scale)
            painter.setFont(font(pixels, bold=True, condensed=True))
            painter.setPen(theme.INK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, mark.sign)
