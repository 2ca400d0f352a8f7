"""The hover card of the game's table: the whole text of what the pointer rests on (a card, a technology,
an objective, a faction, a planet, a unit, a system), in a panel that keeps its size at any zoom."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.galaxy import readings
from desktop.games.galaxy.common_strip import KINDS as COMMON_KINDS
from desktop.games.galaxy.common_strip import common_text
from desktop.games.galaxy.faction_sheet import ability_lines, sheet_lines
from desktop.games.galaxy.leader_sheet import KINDS as EXTRA_KINDS
from desktop.games.galaxy.leader_sheet import extra_text
from desktop.games.galaxy.map_marks import KINDS as MARK_KINDS
from desktop.games.galaxy.map_marks import mark_text
from desktop.games.galaxy.palette import ANOMALY_NAMES
from desktop.widgets.text import scene_font
from engines.galaxy.actions import rounds as ac
from engines.galaxy.amounts import amount
from engines.galaxy.content.units import SHIPS

WIDTH = 380.0
WIDE = 2 * WIDTH  # a text taller than TALL at WIDTH (a faction's whole sheet) gets a wider card
TALL = 460.0
Text = tuple[str, list[str]]


class InfoCard(QGraphicsItem):
    """A title and wrapped paragraphs beside the pointer."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.body: list[str] = []
        self._height = 60.0
        self.width = WIDTH
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1000)
        self.hide()

    def show_text(self, text: Text, at: QPointF) -> None:
        self.prepareGeometryChange()
        self.title, self.body = text
        self.width = WIDTH
        self._height = self._measure()
        if self._height > TALL:
            self.width = WIDE
            self._height = self._measure()
        self.setPos(at)
        self._keep_on_screen()
        self.show()
        self.update()

    def _measure(self) -> float:
        metrics = QFontMetricsF(scene_font(13))
        flags = int(Qt.TextFlag.TextWordWrap)
        height = 44.0
        for paragraph in self.body:
            height += metrics.boundingRect(QRectF(0, 0, self.width - 28, 4000), flags, paragraph).height() + 6
        return height

    def _keep_on_screen(self) -> None:
        """A wide card placed for a narrow one moves back into the view."""
        views = self.scene().views() if self.scene() is not None else []
        if not views:
            return
        view = views[0]
        at = view.mapFromScene(self.pos())
        room = view.viewport().size()
        x = min(at.x(), room.width() - int(self.width) - 12)
        y = min(at.y(), room.height() - int(self._height) - 12)
        if (x, y) != (at.x(), at.y()):
            self.setPos(view.mapToScene(max(0, x), max(0, y)))

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 12, self._height + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.width, self._height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect.translated(4, 6), 10, 10)
        painter.setBrush(QColor(12, 18, 34, 246))
        painter.setPen(QPen(QColor("#8aa4d6"), 1.5))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setPen(theme.ACCENT)
        painter.setFont(scene_font(16, bold=True))
        painter.drawText(QRectF(14, 8, self.width - 28, 26), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setFont(scene_font(13))
        painter.setPen(theme.INK)
        metrics = QFontMetricsF(painter.font())
        flags = int(Qt.TextFlag.TextWordWrap)
        y = 40.0
        for paragraph in self.body:
            box = metrics.boundingRect(QRectF(0, 0, self.width - 28, 4000), flags, paragraph)
            painter.drawText(QRectF(14, y, self.width - 28, box.height() + 2), flags, paragraph)
            y += box.height() + 6


def option_text(action: Any, name: Callable[[int], str] = lambda seat: f"Player {seat + 1}") -> Text | None:
    """The hover text of an option chip (a faction, a technology, a secret objective)."""
    if isinstance(action, ac.DraftFaction):
        return sheet_lines(action.faction)
    if isinstance(action, ac.ResearchTechnology | ac.ChooseStartingTechnology):
        return readings.technology_text(action.technology)
    if isinstance(action, ac.KeepSecret):
        return readings.objective_text(action.objective)
    from desktop.games.galaxy.politics_hover import politics_option_text

    return politics_option_text(action, name)


def zone_text(view: Any, kind: str, key: Any, name: Callable[[int], str]) -> Text | None:
    """The hover text of a panel's zone."""
    if kind == "card":
        return readings.strategy_text(str(key))
    if kind == "objective":
        return readings.objective_text(str(key))
    if kind == "technology":
        return readings.technology_text(str(key))
    if kind == "hand":
        return readings.action_card_text(str(key))
    if kind == "note":
        return readings.note_text(str(key), name)
    if kind == "notes" and isinstance(key, int) and 0 <= key < len(view.players):
        return _notes_text(view, key, name)
    if kind == "faction":
        return sheet_lines(str(key))
    if kind == "ability":
        return ability_lines(str(key))
    if kind == "planet":
        planet = next((p for p in view.planets if p.key == key), None)
        owner = name(planet.owner) if planet is not None and planet.owner >= 0 else ""
        title, body = readings.planet_text(str(key), owner, bool(planet and planet.exhausted))
        if planet is not None and planet.attachments:
            from desktop.games.galaxy.map_marks import mark_name

            body.append("Attached: " + ", ".join(mark_name(a) for a in planet.attachments)
                        + f" · now {amount(planet.resources, 'resource')}, {planet.influence} influence")
        return title, body
    if kind == "seat" and isinstance(key, int) and 0 <= key < len(view.players):
        title, body = readings.faction_text(view.players[key].faction)
        mine = [p for p in view.planets if p.owner == key]
        ready = [p for p in mine if not p.exhausted]
        spend = _spend_words(len(mine), ready)
        return f"{name(key)} · {title}", [spend, *body]  # the row may have cut a long name
    if kind == "pool":
        words = {"tactic": "Spent to activate a system (a tactical action) and for some cards.",
                 "fleet": "Your fleet pool: how many non-fighter ships each system may hold.",
                 "strategy": "Spent to resolve other players' strategy cards' secondary abilities."}
        return f"{str(key).capitalize()} pool", [words.get(str(key), "")]
    if kind in EXTRA_KINDS:
        return extra_text(view, kind, str(key), name)
    if kind in COMMON_KINDS:
        return common_text(view, kind, str(key), name)
    if kind == "trade_goods":
        return "Trade goods", ["Each spends as 1 resource or 1 influence. Commodities become trade goods when "
                               "another player receives them in a transaction."]
    return None


def _spend_words(planets: int, ready: list[Any]) -> str:
    """"3 planets, 2 of them ready: 4 resources and 3 influence to spend"; "1 planet, exhausted"."""
    if not planets:
        return "No planets yet"
    if not ready:
        return f"{amount(planets, 'planet')}, " + ("exhausted" if planets == 1 else "all exhausted")
    which = "ready" if planets == 1 else f"{'all' if len(ready) == planets else len(ready)} of them ready"
    return (f"{amount(planets, 'planet')}, {which}: {amount(sum(p.resources for p in ready), 'resource')} and "
            f"{sum(p.influence for p in ready)} influence to spend")


def _notes_text(view: Any, seat: int, name: Callable[[int], str]) -> Text:
    """The promissory notes a seat holds: named for the seat itself, counted for the others."""
    from desktop.games.galaxy.game_looks import note_words_named

    count = view.players[seat].notes
    if view.seat != seat:
        return "Promissory notes", [f"{name(seat)} holds {count}; which ones only they know."]
    return "Your promissory notes", [note_words_named(note, name) for note in view.notes] or ["None in hand."]


def part_text(view: Any, node: int, part: tuple[object, ...], name: Callable[[int], str]) -> Text | None:
    """The hover text of something on the map: a unit, a planet, a token."""
    kind = part[0]
    if kind in MARK_KINDS:
        return mark_text(view, node, part, name)
    if kind in ("space", "ground"):
        owner, unit, damaged = (part[1], part[2], part[3]) if kind == "space" else (part[2], part[3], part[4])
        player = view.players[int(owner)]  # type: ignore[call-overload]
        title, body = readings.unit_text(str(unit), list(player.technologies), player.faction)
        where = "in space" if kind == "space" else f"on {part[1]}"
        body.insert(0, f"{name(int(owner))}'s {'damaged ' if damaged else ''}"  # type: ignore[call-overload]
                       f"{readings.unit_name(str(unit))} {where}")
        return title, body
    if kind in ("planet", "control"):
        return zone_text(view, "planet", part[1], name)
    if kind == "token":
        return "Command token", [f"{name(int(part[1]))}'s command token: that player has "  # type: ignore[call-overload]
                                 "activated this system this round (or placed it another way)."]
    if kind == "custodians":
        return "The custodians token", ["On Mecatol Rex until a player with ground forces to land there spends 6 "
                                        "influence to take it: 1 victory point, and the agenda phase begins."]
    if kind == "owner":
        return name(int(part[1])), []  # type: ignore[call-overload]
    return None


def system_text(view: Any, node: int, name: Callable[[int], str]) -> Text:
    """A system: its planets with their owners and units, its space area, tokens and anomalies."""
    system = next((s for s in view.systems if s.node == node), None)
    where = readings.place_words(node)
    if system is None:
        return f"Position {node}", []
    title = f"Tile {system.tile} · {where}"
    body: list[str] = []
    planets = {p.key: p for p in view.planets}
    for key in system.planets:
        planet = planets.get(key)
        if planet is None:
            continue
        owner = f" · {name(planet.owner)}" + (" (exhausted)" if planet.exhausted else "") if planet.owner >= 0 else ""
        units = _units(planet.units, name)
        body.append(f"{planet.name}: {amount(planet.resources, 'resource')}, {planet.influence} influence"
                    f"{owner}" + (f" · {units}" if units else ""))
    space = _units(system.space, name)
    body.append(f"Space: {space}" if space else "Space: empty")
    if system.tokens:
        body.append("Command tokens: " + ", ".join(name(s) for s in system.tokens))
    for wormhole in system.wormholes:
        body.append(f"{wormhole.capitalize()} wormhole")
    for anomaly in system.anomalies:
        body.append(f"Anomaly: {ANOMALY_NAMES.get(anomaly, anomaly)}")
    return title, body


def _units(units: list[Any], name: Callable[[int], str]) -> str:
    by_owner: dict[int, list[str]] = {}
    for unit in sorted(units, key=lambda u: (u.owner, u.kind not in SHIPS)):
        damaged = f" ({unit.damaged} damaged)" if unit.damaged else ""
        by_owner.setdefault(unit.owner, []).append(readings.units(unit.count, unit.kind) + damaged)
    return "; ".join(f"{name(owner)}: " + ", ".join(words) for owner, words in by_owner.items())
