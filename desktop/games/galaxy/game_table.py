"""The Twilight Imperium table around the galaxy: units on the map, the common play area, every player's
sheets, the focused player's area, the tray of buttons and the panel of the tactical action.

Layout (scene units, tiles of radius 100): the map at the top left, one player's whole play area under
it; to its right a column with the round, the strategy cards, the victory point track, the objectives, a
row per player (where the action panel lies while it has something to show), the tray and the key. Every
part keeps its place through the game (the rows keep room for every seat, the tray for a row of buttons),
so the view fitted when the game opens keeps fitting it.
The table's proportions follow the board view's at 1280x800, so the fitted zoom keeps every text at 8
screen pixels or more (see ``ink``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from desktop import theme
from desktop.games.galaxy import ink
from desktop.games.galaxy.arrows import MoveArrows
from desktop.games.galaxy.common_strip import CommonStrip, common_look
from desktop.games.galaxy.controls import CaptionItem
from desktop.games.galaxy.faction_strip import FactionStrip, strip_look
from desktop.games.galaxy.game_looks import area_look, card_looks, objective_looks, row_looks, track_look
from desktop.games.galaxy.intents import Intents
from desktop.games.galaxy.looks import system_looks
from desktop.games.galaxy.map_marks import MarkLayer, marks_looks
from desktop.games.galaxy.panel import Panel, Zone
from desktop.games.galaxy.players import PlayerArea, PlayerRows
from desktop.games.galaxy.status_panels import ObjectivesRow, StrategyRow, VictoryTrack
from desktop.games.galaxy.system_layer import Part, SystemLayer
from desktop.games.galaxy.tray import Tray, TrayLook
from desktop.games.galaxy.unit_key import UnitKey, needed_height

COLUMN = 1100.0
GAP = 16.0
VIEW_ASPECT = 1.27  # the board view's width over its height in the window at 1280x800
SIZES = {"header": 92.0, "strategy": 178.0, "track": 76.0, "row": 96.0, "area": 400.0}
OBJECTIVE_ROW = 102.0


class GameTable:
    """The game's items, laid out around a board rectangle; drawn from the view on every envelope."""

    def __init__(self, scene: QGraphicsScene, seat_colour: Callable[[int], int], seat_name: Callable[[int], str],
                 seats: int):
        self.scene = scene
        self.seats = seats  # the rows keep their room before the factions are chosen (the draft's cards lie there)
        self.colour = seat_colour
        self.name = seat_name
        self.layers: dict[int, SystemLayer] = {}
        self.marks: dict[int, MarkLayer] = {}  # exploration's tokens, over the units
        self.title = CaptionItem("", COLUMN, 38, theme.ACCENT, bold=True)
        self.status = CaptionItem("", COLUMN, 27)
        self.strategy = StrategyRow(COLUMN, SIZES["strategy"])
        self.track = VictoryTrack(COLUMN, SIZES["track"])
        self.objectives = ObjectivesRow(COLUMN, 146)
        self.rows = PlayerRows(COLUMN, 600)
        self.area = PlayerArea(COLUMN, SIZES["area"])
        self.faction = FactionStrip(COLUMN, 1.0)  # the focused seat's abilities, under its area
        self.common = CommonStrip(COLUMN, 1.0)  # laws in play, exploration and relic decks
        self.tray = Tray(1000, 150)
        self.key = UnitKey(1000, 300)
        self.arrows = MoveArrows()
        self.panels: list[Panel] = [self.strategy, self.track, self.objectives, self.rows, self.area, self.faction,
                                    self.common, self.tray, self.key]
        for item in (self.title, self.status, *self.panels, self.arrows):
            scene.addItem(item)
        self.focused = 0
        self.options: list[Any] = []
        self.rect = QRectF()
        self.visible = True

    def set_visible(self, visible: bool) -> None:
        if visible == self.visible:
            return
        self.visible = visible
        for item in (self.title, self.status, *self.panels, *self.layers.values(), *self.marks.values(),
                     self.arrows):
            item.setVisible(visible)

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, view: Any, board: Any, intents: Intents, options: list[Any], labels: list[str],
             status: tuple[str, str]) -> None:
        self.set_visible(True)
        self.options = options
        if view.seat is not None and self.focused >= len(view.players):
            self.focused = view.seat
        self._draw_layers(view, board, intents)
        self.arrows.show_moves(view, board, self.colour)
        if view.seat is not None:
            self.key.show_data(self.colour(view.seat))
        self.title.set_text(status[0])
        self.show_status(status[1])
        lit = self._lit(intents)
        self.strategy.show_data(card_looks(view, self.colour, self.name), lit)
        self.track.show_data(track_look(view, self.colour, self.name))
        self.objectives.show_data((objective_looks(view, self.colour), view.stage1_left, view.stage2_left), lit)
        self.rows.show_data(row_looks(view, self.colour, self.name, self.focused), lit)
        self.area.show_data(area_look(view, self.focused, self.colour, self.name), lit)
        self.faction.show_data(strip_look(view, self.focused), lit)
        self.common.show_data(common_look(view, self.name), lit)
        self._lay_out(board.rect(), max(len(view.players), self.seats), intents, labels)

    def show_status(self, text: str) -> None:
        """The prompt under the title: one line, or two smaller ones, above the strategy cards."""
        self.status.fit_to_line(text, ink.LEAST)

    def _draw_layers(self, view: Any, board: Any, intents: Intents) -> None:
        looks = system_looks(view, self.colour, intents.lit_parts())
        for node, look in looks.items():
            layer = self.layers.get(node)
            centre = board.centre_of(node)
            if layer is None:
                layer = self.layers[node] = SystemLayer(look)
                self.scene.addItem(layer)
            else:
                layer.set_look(look)
            if layer.pos() != centre:
                layer.setPos(centre)
            layer.setVisible(not look.empty and node in board.items)
        for node in [n for n in self.layers if n not in looks]:
            self.scene.removeItem(self.layers.pop(node))
        self._draw_marks(view, board)

    def _draw_marks(self, view: Any, board: Any) -> None:
        looks = marks_looks(view)
        for node, look in looks.items():
            mark = self.marks.get(node)
            if mark is None:
                mark = self.marks[node] = MarkLayer(look)
                self.scene.addItem(mark)
            else:
                mark.set_look(look)
            mark.setPos(board.centre_of(node))
            mark.setVisible(node in board.items)
        for node in [n for n in self.marks if n not in looks]:
            self.scene.removeItem(self.marks.pop(node))

    @staticmethod
    def _lit(intents: Intents) -> frozenset[tuple[str, Any]]:
        found: set[tuple[str, Any]] = set()
        for kind, keys in (("card", intents.cards), ("objective", intents.objectives), ("seat", intents.seats),
                           ("planet", intents.planets), ("technology", intents.technologies),
                           ("hand", intents.hand), ("note", intents.notes)):
            found.update((kind, key) for key in keys)
        found.update(("hand", key) for key in intents.playable)
        found.update(intents.extras)
        if intents.trade_goods is not None:
            found.add(("trade_goods", ""))
        return frozenset(found)

    def _lay_out(self, board: QRectF, players: int, intents: Intents, labels: list[str]) -> None:
        """The map and the focused play area down the left; the common area, the rows (or the action panel in
        their place), the tray and the key down the right."""
        left = board.right() + 40
        y = board.top()
        self.title.setPos(left, y)
        self.status.setPos(left, y + 46)
        y += SIZES["header"] + GAP
        count = len(self.objectives.data[0]) if self.objectives.data else 0
        objectives = 34 + min(3, self.objectives.rows_needed(count)) * (OBJECTIVE_ROW + 10)
        self.objectives.show_data(self.objectives.data, self.objectives.lit, (COLUMN, objectives))
        for panel, height in ((self.strategy, SIZES["strategy"]), (self.track, SIZES["track"]),
                              (self.objectives, objectives)):
            panel.setPos(left, y)
            y += height + GAP
        rows_height = players * SIZES["row"] + 8 * (players - 1)
        self.rows.show_data(self.rows.data, self.rows.lit, (COLUMN, rows_height))
        self.rows.setPos(left, y)
        y += rows_height + GAP
        look = TrayLook(self._tray_heading(intents), tuple((i, labels[i]) for i in self._tray_indexes(intents)))
        self.tray.show_data(look, size=(COLUMN, self.tray.needed_height(look)))
        self.tray.setPos(left, y)
        y += self.tray.height + GAP
        area_top = board.bottom() + 20
        width = board.width() + 40 + COLUMN
        area = max(SIZES["area"], self.area.needed_height(self.area.data, board.width()))
        bottom = max(area_top + area, y, board.top() + width / VIEW_ASPECT)
        y, bottom, strip = self._place_faction(board, area_top, area, y, bottom)
        self.area.show_data(self.area.data, self.area.lit, (board.width(), bottom - area_top - strip))
        self.area.setPos(board.left(), area_top)
        whole, units = needed_height(COLUMN), needed_height(COLUMN, marks=False)
        key = whole if y + whole <= bottom else units  # short of room: the units alone
        self.key.show_data(self.key.data, size=(COLUMN, key))
        self.key.setPos(left, max(y, bottom - key))
        self.key.setVisible(y + key <= bottom)
        self.rect = QRectF(board.left(), board.top(), width, bottom - board.top())

    def _place_faction(self, board: QRectF, area_top: float, area: float, y: float, bottom: float) -> tuple[
            float, float, float]:
        """The faction strip and the common strip (laws, decks) under the play area while the area has room
        to spare, else in the right column under the tray (the table keeps its size, so its fitted zoom);
        (column y, bottom, height taken from the area)."""
        taken = 0.0
        for strip in (self.common, self.faction):  # the first placed lies lowest
            under = strip.needed_height(strip.data, board.width())
            strip.setVisible(under > 0)
            if not under:
                continue
            if bottom - area_top - area - taken >= under + GAP:
                strip.show_data(strip.data, strip.lit, (board.width(), under))
                strip.setPos(board.left(), bottom - taken - under)
                taken += under + GAP
                continue
            beside = strip.needed_height(strip.data, COLUMN)
            strip.show_data(strip.data, strip.lit, (COLUMN, beside))
            strip.setPos(board.right() + 40, y)
            y += beside + GAP
            bottom = max(bottom, y - GAP)
        return y, bottom, taken

    def push_column_below(self, bottom: float) -> None:
        """A grown action panel pushes the tray, then the strips laid in the column, below it; the key
        goes when they reach it, and a strip pushed past the table's bottom is hidden until the panel shrinks."""
        self.tray.setPos(self.tray.pos().x(), bottom + GAP)
        y = self.tray.pos().y() + self.tray.height + GAP
        for strip in sorted((self.faction, self.common), key=lambda item: item.pos().y()):
            if not strip.isVisible() or strip.pos().x() < self.tray.pos().x():
                continue  # under the play area: not in the column
            strip.setPos(strip.pos().x(), max(y, strip.pos().y()))
            y = strip.pos().y() + strip.height + GAP
            if y - GAP > self.rect.bottom():
                strip.setVisible(False)
        if self.key.isVisible() and y - GAP > self.key.pos().y():
            self.key.setVisible(False)

    def _tray_indexes(self, intents: Intents) -> list[int]:
        return [index for index, _ in self._indexed(intents.tray)]

    def _indexed(self, actions: list[Any]) -> list[tuple[int, Any]]:
        return [(self.option_index(a), a) for a in actions if self.option_index(a) >= 0]

    def option_index(self, action: Any) -> int:
        try:
            return self.options.index(action)
        except ValueError:
            return -1

    @staticmethod
    def _tray_heading(intents: Intents) -> str:
        if intents.tray:
            return "Choices without a place of their own on the table (the prompt panel lists every choice):"
        return "Everything you can do now is lit on the table (and listed in the prompt panel)."

    # ----- what lies where ---------------------------------------------------------------------
    def zone_at(self, point: QPointF) -> tuple[Panel, Zone] | None:
        for panel in self.panels:
            if panel.isVisible() and panel.sceneBoundingRect().contains(point):
                zone = panel.zone_at(panel.mapFromScene(point))
                if zone is not None:
                    return panel, zone
        return None

    def part_at(self, point: QPointF) -> tuple[int, Part] | None:
        """The topmost part under ``point`` (a mark lies over the units)."""
        return next(iter(self.parts_at(point)), None)

    def parts_at(self, point: QPointF) -> list[tuple[int, Part]]:
        """Every part under ``point``, topmost first: a click goes on to a unit under a mark that has no option."""
        found: list[tuple[int, Part]] = []
        for node, mark in self.marks.items():
            if mark.isVisible() and mark.sceneBoundingRect().contains(point):
                part = mark.part_at(mark.mapFromScene(point))
                if part is not None:
                    found.append((node, part))
        for node, layer in self.layers.items():
            if layer.isVisible() and layer.sceneBoundingRect().contains(point):
                part = layer.part_at(layer.mapFromScene(point))
                if part is not None:
                    found.append((node, part))
        return found

    def point_of_part(self, node: int, part: Part) -> QPointF | None:
        layer = self.layers.get(node)
        rect = layer.rect_of(part) if layer is not None else None
        return layer.mapToScene(rect.center()) if layer is not None and rect is not None else None

    def point_of_zone(self, panel: Panel, kind: str, key: Any) -> QPointF | None:
        rect = panel.rect_of(kind, key)
        return panel.mapToScene(rect.center()) if rect is not None else None
