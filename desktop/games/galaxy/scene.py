"""The galaxy builder's table: the map, each seat's dealt tiles, and a few table-side controls.

Clicks are read by the scene itself (not by items) so a drag anywhere still pans the board: a press
and release that barely moved is a click on whatever lies under it. What a click may send comes
only from the current decision's options; highlighting neighbours and movement range asks the
engine's pure adjacency and movement queries, which decide nothing.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPixmapCache
from PySide6.QtWidgets import QGraphicsSceneMouseEvent, QInputDialog, QWidget

from desktop import theme
from desktop.games.base import GameScene
from desktop.games.galaxy.board import GalaxyBoard, slot_face
from desktop.games.galaxy.controls import ButtonItem, CaptionItem, NotePanel
from desktop.games.galaxy.game_mode import GameMode, in_play
from desktop.games.galaxy.hands import HandsPanel, HandTile, hand_owners
from desktop.games.galaxy.importing import ImportPlan, MapImportError, generated_plan, plan_import, play_plan
from desktop.games.galaxy.legend import LegendItem
from desktop.games.galaxy.queries import MapQueries, beyond_gate_tile
from desktop.games.galaxy.space import R
from desktop.games.galaxy.tile_card import TileCard, card_text
from desktop.games.galaxy.tile_item import ART, TileFace, TileItem
from desktop.widgets.motion import Motion
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig
from engines.galaxy.adjacency import DELTA_HOME, NEXUS
from engines.galaxy.amounts import amount
from engines.galaxy.builder.actions import PickTile, PlaceTile, PutBack

HOVER_MS = 280


def map_of(envelope: Envelope) -> Any:
    """The galaxy part of the game's view: a build in progress, or a game's map."""
    return envelope.view.galaxy


MOVES = (1, 6)
COLUMN = 7.2 * R
PIXMAP_CACHE_KB = 96 * 1024


class GalaxyScene(GameMode, GameScene):
    """The Twilight Imperium table (``GameMode``) and the galaxy builder: place dealt tiles in turn, inspect
    systems, export and import maps."""

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(game, seats, parent)
        # Every tile keeps a device-pixel copy in Qt's pixmap cache; the default 10 MB holds too few.
        if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
            QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
        self.board = GalaxyBoard(self)
        self.hands = HandsPanel(self, self.hand_clicked)
        self.card = TileCard()
        self.note = NotePanel()
        self.legend = LegendItem(5.3 * R)
        self.title = CaptionItem("", COLUMN, 34, theme.ACCENT, bold=True)
        self.status = CaptionItem("", COLUMN, 22)
        self.info = CaptionItem("", 4.3 * R, 21, theme.MUTED)
        self.nexus_caption = CaptionItem("", 1.3 * R, 19, theme.MUTED, align=Qt.AlignmentFlag.AlignRight)
        self.buttons = self._buttons()
        for item in (self.card, self.note, self.legend, self.title, self.status, self.info, self.nexus_caption,
                     *self.buttons.values()):
            self.addItem(item)
        self.set_up_game()
        self.selected: int | None = None
        self.move = 2
        self.nexus_flipped = False
        self.exported = ""
        self.pending_pick = ""
        self._queries: MapQueries | None = None
        self._query_key: tuple[str, bool] | None = None
        self._hovered: object | None = None
        self._hover_point = QPointF()
        self._hover_timer = QTimer(self)
        self._hover_timer.setSingleShot(True)
        self._hover_timer.timeout.connect(self._show_card)

    def _buttons(self) -> dict[str, ButtonItem]:
        return {
            "less": ButtonItem("−", 56, 52, lambda: self.set_move(self.move - 1), "Lower the move value"),
            "move": ButtonItem("Move 2", 150, 52, lambda: None, "The move value whose range is shown"),
            "more": ButtonItem("+", 56, 52, lambda: self.set_move(self.move + 1), "Raise the move value"),
            "clear": ButtonItem("Clear", 110, 52, lambda: self.select(None), "Forget the chosen system"),
            "generate": ButtonItem("Generate galaxy", 226, 52, self.generate_galaxy,
                                   "Start a new game with a balanced galaxy of this layout, already laid"),
            "export": ButtonItem("Export map", 226, 52, self.export_map,
                                 "Copy the map string to the clipboard and show it"),
            "import": ButtonItem("Import map…", 226, 52, self.ask_import,
                                 "Start a new builder game from a pasted map string"),
            "flip": ButtonItem("Flip nexus", 226, 52, self.flip_nexus,
                               "Turn the wormhole nexus over (view only: the builder never activates it)"),
            "play": ButtonItem("Play a game on this galaxy", 462, 52, self.play_galaxy,
                               "Start a game of Twilight Imperium on this finished galaxy"),
        }

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, envelope: Envelope) -> None:
        view = map_of(envelope)
        self.card.hide()
        # In the app the tiles' first art is filled in over the frames after the first (art_cache.py):
        # a table opened with none rendered ahead shows at once. Tests of the scene alone keep it whole.
        self.board.later = self.in_shell
        self.playing = in_play(envelope.view)
        self._show_builder(not self.playing)
        if self.playing:
            self.board.show(view, self._seat_art, fixed=True, beyond_gate=beyond_gate_tile(envelope.view))
            self.draw_game(envelope)
            return
        self.table.set_visible(False)
        self.board.show(view, self._seat_art, self._nexus_wormholes(view))
        if self.selected is not None and self.selected not in self.board.items:
            self.selected = None
        self._lay_out(view)
        self.refresh_marks()
        if view.step == "done" and self.in_shell:  # "Play a game on this galaxy" next: its tiles' art ahead
            ART.prepare_later([face for slot in view.slots if slot.kind == "system"
                               if (face := slot_face(slot, view.tiles, self._seat_art, [], view.nexus, True))])
        if self.pending_pick and self.pending_pick in self._pickable():
            tile, self.pending_pick = self.pending_pick, ""
            QTimer.singleShot(0, lambda: self.choose(PickTile(tile)))

    def _show_builder(self, shown: bool) -> None:
        for item in (self.legend, self.title, self.status, self.info, *self.buttons.values()):
            item.setVisible(shown)
        if not shown:
            self.hands.clear()

    def _seat_art(self, seat: int) -> tuple[str, str, str]:
        index = self.seat_colour_index(seat)
        return theme.seat_colour(index).name(), theme.seat_shape(index), self.seat_name(seat)

    def _nexus_active(self, view: Any) -> bool:
        return bool(view.nexus.side == "active") != self.nexus_flipped

    def _nexus_wormholes(self, view: Any) -> tuple[str, ...]:
        tile = view.tiles.get(view.nexus.tile)
        side = "active" if self._nexus_active(view) else "inactive"
        if tile is not None and tile.sides.get(side):
            return tuple(tile.sides[side])
        return tuple(view.nexus.wormholes)

    def _lay_out(self, view: Any) -> None:
        rect = self.board.rect()
        left = rect.right() + 0.5 * R
        self.title.set_text(view.title)
        self.title.setPos(left, rect.top())
        self.status.set_text(self._status_text(view))
        self.status.setPos(left, rect.top() + 48)
        row = rect.top() + 84
        for key, x in (("less", 0), ("move", 64), ("more", 222), ("clear", 300), ("generate", 472)):
            self.buttons[key].setPos(left + x, row)
        for key, x in (("export", 0), ("import", 236), ("flip", 472)):
            self.buttons[key].setPos(left + x, row + 62)
        complete = view.step == "done"
        self.buttons["play"].setVisible(complete)
        self.buttons["play"].setPos(left, row + 124)
        if complete:
            row += 62
        owners = hand_owners(view, self.seat_name, self.seat_colour_index)
        active = -1 if view.speaker_tiles else view.active if view.step != "done" else None
        faces = {t: TileFace("system", view.tiles.get(t), t) for _, _, _, tiles in owners for t in tiles}
        top = row + 136
        # Small galaxies leave room for the key below the hands; large ones keep it in a corner.
        legend_height = self.legend.boundingRect().height()
        in_column = self.board.rings < 4
        bottom = rect.bottom() - (legend_height + 16 if in_column else 0)
        self.hands.show(QPointF(left, top), (COLUMN, bottom - top), owners, faces, active, view.picked)
        if in_column:
            self.legend.setPos(left, max(bottom, self.hands.rect().bottom()) + 8)
        else:
            self.legend.setPos(rect.left() + 6, rect.bottom() - legend_height - 6)
        self._lay_corners(view, rect)

    def _lay_corners(self, view: Any, rect: QRectF) -> None:
        self.info.setPos(rect.left() + 10, rect.top() + 6)
        self.info.set_text(self._info_text())
        self.note.setPos(rect.left(), rect.bottom())
        point = self.board.nexus_point()
        side = "active" if self._nexus_active(view) else "inactive"
        self.nexus_caption.set_text(f"Wormhole nexus,\n{side} side")
        self.nexus_caption.setPos(point.x() - 2.35 * R, point.y() - 0.8 * R)
        self.nexus_caption.setVisible(NEXUS in self.board.items)
        self.buttons["flip"].set_checked(self.nexus_flipped)

    def _status_text(self, view: Any) -> str:
        game = self.envelope.view if self.envelope is not None else None
        if view.step == "done" and game is not None and game.mode == "play" and game.players:
            return f"Round {game.round}, {game.phase} phase: the prompt lists every choice."
        if view.step == "done":
            return "The galaxy is complete. Export its map string to keep it."
        who = self.seat_name(view.active)
        if view.step == "place":
            return f"{who}: place tile {view.picked} in ring {view.ring} ({view.to_place} open)"
        what = "one of the speaker's extra tiles" if view.speaker_tiles else "a tile"
        return f"{who}: choose {what} for ring {view.ring} ({view.to_place} open)"

    def _info_text(self) -> str:
        if self.selected is None:
            return "Click a system to see its neighbours and how far a ship with the chosen move value flies."
        queries = self.queries()
        where = "the nexus" if self.selected == NEXUS else f"position {self.selected}"
        count = len(queries.neighbours(self.selected))
        reached = len(queries.reach(self.selected, self.move).destinations)
        return (f"Chosen: {where}. {amount(count, 'neighbour')}; move {self.move} reaches "
                f"{amount(reached, 'system')}.")

    def art_pending(self) -> bool:
        return ART.filling_in or bool(ART.pending)

    def table_rect(self) -> QRectF:
        if self.playing:
            return self.table.rect
        rect = self.board.rect()
        rect = rect.united(self.hands.rect()).united(self.title.sceneBoundingRect())
        return rect.united(self.legend.sceneBoundingRect()) if self.board.rings < 4 else rect

    # ----- what the map says (never what is legal) ---------------------------------------------
    def queries(self) -> MapQueries:
        assert self.envelope is not None
        view = map_of(self.envelope)
        key = (view.map_string, self._nexus_active(view))
        if self._queries is None or key != self._query_key:
            self._queries = MapQueries(view, key[1])
            self._query_key = key
        return self._queries

    def refresh_marks(self) -> None:
        if self.envelope is None:
            return
        marks: dict[int, set[str]] = {}
        badges: dict[int, str] = {}
        for option in self.options_of(PlaceTile):
            marks.setdefault(option.position, set()).add("legal")
        if self.selected is not None:
            queries = self.queries()
            for destination in queries.reach(self.selected, self.move).destinations:
                marks.setdefault(destination.system, set()).add("reach")
                badges[destination.system] = str(len(destination.path) - 1)
            for node in queries.neighbours(self.selected):
                marks.setdefault(node, set()).add("neighbour")
            marks.setdefault(self.selected, set()).add("selected")
        self.board.mark(marks, badges)
        pickable, picked = self._pickable(), map_of(self.envelope).picked
        for item in self.hands.tile_items():
            mine = item.owner == (-1 if map_of(self.envelope).speaker_tiles else map_of(self.envelope).active)
            state = {"picked"} if mine and item.tile_id == picked else {"legal"} if item.tile_id in pickable else set()
            item.set_marks(frozenset(state))
        self.info.set_text(self._info_text())
        self.buttons["move"].set_text(f"Move {self.move}")

    def _pickable(self) -> set[str]:
        return {option.tile for option in self.options_of(PickTile)}

    # ----- user actions ------------------------------------------------------------------------
    def select(self, node: int | None) -> None:
        self.selected = node
        self.refresh_marks()

    def set_move(self, value: int) -> None:
        self.move = max(MOVES[0], min(MOVES[1], value))
        self.refresh_marks()

    def flip_nexus(self) -> None:
        self.nexus_flipped = not self.nexus_flipped
        if self.envelope is not None:
            self.draw(self.envelope)

    def node_clicked(self, node: int) -> None:
        """A click on the map: a legal placement is sent; any other system is chosen for highlighting."""
        if node >= 0 and self.choose(PlaceTile(node)):
            self.pending_pick = ""
            return
        if self.queries().is_system(node):
            self.select(None if self.selected == node else node)

    def hand_clicked(self, owner: int, tile: str) -> None:
        """A click on a dealt tile: take it, put the taken one back, or swap it for another."""
        if self.choose(PickTile(tile)):
            return
        if self.envelope is None or PutBack() not in self.options:
            return
        view = map_of(self.envelope)
        mine = owner == (-1 if view.speaker_tiles else view.active)
        if mine:
            self.pending_pick = "" if tile == view.picked else tile
            self.choose(PutBack())

    def export_map(self) -> str:
        if self.envelope is None:
            return ""
        self.exported = map_of(self.envelope).map_string
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.exported)
        self.note.show_note("Map string (copied to the clipboard)", self.exported)
        return self.exported

    def ask_import(self) -> None:
        parent = self.views()[0] if self.views() else None
        text, ok = QInputDialog.getMultiLineText(
            parent, "Import a map string",
            "Paste a map string. A new builder game starts from it, with the layout it fits;\n"
            "-1 at a system position leaves that position open for the players to fill.")
        if ok and text.strip():
            self.import_map(text)

    def import_map(self, text: str) -> ImportPlan | None:
        """Start a new builder game from a map string; None (and a message) when it does not fit."""
        try:
            plan = plan_import(text)
        except MapImportError as error:
            self._warn(str(error))
            return None
        return self._start(plan)

    def play_galaxy(self) -> ImportPlan | None:
        """Start a game of Twilight Imperium on the finished galaxy."""
        if self.envelope is None or map_of(self.envelope).step != "done":
            return None
        view = map_of(self.envelope)
        return self._start(play_plan(view.layout, view.map_string, view.players))

    def generate_galaxy(self) -> ImportPlan | None:
        """Start a new game whose galaxy of this layout the generator has laid, balanced."""
        if self.envelope is None:
            return None
        return self._start(generated_plan(map_of(self.envelope).layout, random.randrange(1, 2**31)))

    def _start(self, plan: ImportPlan) -> ImportPlan:
        """Open a new builder game from ``plan`` (through the main window when there is one)."""
        seats = [self.seats[i] if i < len(self.seats) else SeatConfig(f"Player {i + 1}", i, "human")
                 for i in range(plan.players)]
        if not self.in_shell:
            self.note.show_note("New galaxy", "Start a new game with this starting map string: " + plan.options["map"])
            return plan
        from desktop.shell.new_game import NewGameChoice

        choice = NewGameChoice(plan.players, seats, plan.options, random.randrange(1, 2**31))
        QTimer.singleShot(0, lambda: self.new_game_requested.emit(choice))
        return plan

    def _warn(self, message: str) -> None:
        self.note.show_note("Cannot import this map string", message)

    # ----- mouse -------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._hover_timer.stop()
        self.card.hide()
        super().mousePressEvent(event)

    def click_at(self, point: QPointF) -> None:
        """What a click at a scene point means: a control, a dealt tile or a map position."""
        if self.playing:
            self.game_click(point)
            return
        for item in self.items(point):
            if not item.isVisible() or isinstance(item, TileCard):
                continue
            if isinstance(item, (ButtonItem, HandTile, NotePanel)):
                item.activate()
                return
            if isinstance(item, TileItem) and item.node is not None:
                self.node_clicked(item.node)
                return
        if self.selected is not None:
            self.select(None)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if event.buttons() != Qt.MouseButton.NoButton:
            self._hover(None)
            return
        if self.playing:
            self._hover_point = event.scenePos()
            self._hover(self._hover_key(event.scenePos()))
            return
        self._hover(self._tile_at(event.scenePos()))

    def _hover_key(self, point: QPointF) -> object | None:
        """What the pointer rests on in the game's table (a zone, a part, a tile), as a comparable key."""
        found = self.table.zone_at(point)
        if found is not None:
            return ("zone", id(found[0]), found[1].kind, found[1].key)
        part = self.table.part_at(point)
        if part is not None:
            return ("part", part)
        tile = self._tile_at(point)
        return ("tile", tile.node) if tile is not None else None

    def _tile_at(self, point: QPointF) -> TileItem | None:
        for item in self.items(point):
            if isinstance(item, TileItem) and item.isVisible():
                return item
        return None

    def _hover(self, item: object | None) -> None:
        if item == self._hovered:
            return
        self._hovered = item
        self.card.hide()
        self.info_card.hide()
        self._hover_timer.stop()
        if item is not None:
            if Motion.duration(HOVER_MS):
                self._hover_timer.start(HOVER_MS)
            else:
                self._show_card()

    def _show_card(self) -> None:
        if self.playing:
            if self._hovered is not None:
                self.show_game_hover(self._hover_point, self._card_anchor(self._hover_point))
            return
        item = self._hovered
        if not isinstance(item, TileItem) or item.scene() is not self:
            return
        self.card.show_text(card_text(item.face, self._where(item)), self._card_point(item))

    def _card_anchor(self, point: QPointF) -> QPointF:
        """Beside the pointer, on the side with room on the screen."""
        views = self.views()
        if not views:
            return point
        view = views[0]
        at = view.mapFromScene(point)
        dx = 24 if at.x() + 420 < view.viewport().width() else -410
        dy = 16 if at.y() + 300 < view.viewport().height() else -260
        return view.mapToScene(at.x() + dx, max(0, at.y() + dy))

    def _where(self, item: TileItem) -> str:
        if isinstance(item, HandTile):
            return "In the speaker's extra tiles" if item.owner < 0 else f"In {self.seat_name(item.owner)}'s tiles"
        if item.node == NEXUS:
            return "Beside the board; joined only through its wormholes"
        if item.node == DELTA_HOME:
            return "Off the board, beyond the Creuss gate; joined to the galaxy by its delta wormhole"
        slot = self.board.slots.get(item.node or 0)
        ring = f"ring {slot.ring}" if slot is not None else ""
        near = len(self.queries().neighbours(item.node or 0)) if self.envelope else 0
        return f"Position {item.node}, {ring}" + (f", {amount(near, 'neighbour')}" if near else "")

    def _card_point(self, item: TileItem) -> QPointF:
        box = item.sceneBoundingRect()
        point = QPointF(box.right() - 0.08 * box.width(), box.top() + 0.1 * box.height())
        views = self.views()
        if views:
            view = views[0]
            right = view.mapFromScene(point).x() + 320
            if right > view.viewport().width():
                left = view.mapToScene(view.mapFromScene(QPointF(box.left(), point.y())) - QPointF(310, 0).toPoint())
                point = QPointF(left.x(), point.y())
        return point

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Leave, QEvent.Type.GraphicsSceneLeave):
            self._hover(None)
        return bool(super().event(event))

    def play_events(self, events: list[Event]) -> None:
        """Placements show at once; the game's dice are kept for the combat view."""
        if self.playing:
            self.game_events(events)
            if self.envelope is not None and any(type(e).__name__ == "DiceRolled" for e in events):
                self.draw_game(self.envelope)
