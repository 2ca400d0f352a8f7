"""The galaxy scene's game mode: drawing a game's table, turning clicks on it into options, hover texts.

Every option of the decision has a place on the table (``intents``); ``target_point(action)`` says where
it is, so tests and keyboard helpers click exactly where a player would. A click on something that
stands for an option type of the decision but is not an option now (a system that cannot be
activated, a ship that cannot move) is sent to the engine as a probe, and the engine says why not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, Qt

from desktop.games.galaxy.action_looks import Roll, action_look
from desktop.games.galaxy.action_panel import ActionPanel
from desktop.games.galaxy.forecasting import ForecastJob
from desktop.games.galaxy.game_table import GameTable
from desktop.games.galaxy.hover import InfoCard, Text, option_text, part_text, system_text, zone_text
from desktop.games.galaxy.intents import Intents, sort_options
from desktop.games.galaxy.panel import Panel
from desktop.games.galaxy.probes import probe_for_part, probe_for_system, probe_for_zone
from desktop.games.galaxy.ranges import range_marks
from desktop.games.galaxy.readings import action_card_text
from desktop.games.galaxy.tile_item import TileItem
from engines.core.match import Envelope
from engines.galaxy.tactical import actions as ta
from engines.galaxy.tactical.events import DiceRolled

if TYPE_CHECKING:
    from desktop.games.galaxy.board import GalaxyBoard
    from desktop.games.galaxy.controls import CaptionItem, NotePanel

SIDES_ROOM = 230.0  # the least room a combat's two sides need in the action panel
PHASES = {"setup": "setup", "strategy": "strategy phase", "action": "action phase", "status": "status phase",
          "agenda": "agenda phase"}


def in_play(view: Any) -> bool:
    """A game on a laid galaxy (the game's table), not a galaxy being built (the builder's table)."""
    return bool(view.mode == "play" and view.galaxy.step == "done")


class GameMode:
    """Mixed into the galaxy scene (a GameScene) ahead of it."""

    board: GalaxyBoard
    note: NotePanel
    nexus_caption: CaptionItem
    envelope: Envelope | None
    selected: int | None

    def set_up_game(self) -> None:
        scene: Any = self
        self.table = GameTable(scene, scene.seat_colour_index, scene.seat_name, len(scene.seats))
        self.table.set_visible(False)
        self.action = ActionPanel(1000, 300)
        self.action.hide()
        self.table.panels.append(self.action)
        scene.addItem(self.action)
        self.info_card = InfoCard()
        scene.addItem(self.info_card)
        self.playing = False
        self.intents = Intents()
        self.forecasts = ForecastJob(scene)
        self.forecasts.ready.connect(self._forecast_ready, Qt.ConnectionType.QueuedConnection)
        self.rolls: dict[int, Roll] = {}
        self._combat: tuple[int, ...] = ()
        self._focus_seat: int | None = None
        self._focus_pinned = False
        self._asked: tuple[object, ...] = ()

    # ----- drawing -----------------------------------------------------------------------------
    def draw_game(self, envelope: Envelope) -> None:
        scene: Any = self
        view = envelope.view
        options = scene.options
        labels = [o.label for o in envelope.decision.options] if envelope.decision is not None else []
        self._follow_focus(envelope)
        self._forget_selection(envelope, labels)
        self._track_combat(view)
        self.intents = sort_options(view, options, envelope.seat)
        self.table.draw(view, self.board, self.intents, options, labels, self._status(envelope))
        self._draw_action(view, options, labels, envelope.seat)
        self.nexus_caption.setVisible(False)  # the nexus's hover card names it
        if self.selected is not None and self.selected not in self.board.items:
            self.selected = None
        self.mark_game()

    def _follow_focus(self, envelope: Envelope) -> None:
        """The area shows the seat looking at the table, unless the player chose another seat's."""
        if envelope.seat != self._focus_seat:
            self._focus_seat = envelope.seat
            self._focus_pinned = False
        if not self._focus_pinned and envelope.seat is not None:
            self.table.focused = envelope.seat

    def _forget_selection(self, envelope: Envelope, labels: list[str]) -> None:
        """A system chosen for a look at its range belongs to the decision it was chosen in: a new decision
        (the next step, another player's turn) starts with none, so no stale range marks stay on the map."""
        asked = (envelope.seat, envelope.decision.prompt if envelope.decision is not None else "", tuple(labels))
        if asked != self._asked:
            self._asked = asked
            self.selected = None

    def _track_combat(self, view: Any) -> None:
        tactical = view.tactical
        combat = tactical.space_combat or tactical.ground_combat if tactical is not None else None
        identity = (combat.serial, combat.system) if combat is not None else ()
        if identity != self._combat:
            self._combat = identity
            self.rolls = {}

    def _draw_action(self, view: Any, options: list[Any], labels: list[str], seat: int | None) -> None:
        """The action panel takes the place of the players' rows while it has something to show."""
        forecast = self.forecasts.request(view) if view.tactical is not None else None
        pending = forecast is None and self.forecasts.busy()  # the odds say so until the worker answers
        scene: Any = self
        look = action_look(view, options, labels, scene.seat_colour_index, scene.seat_name, forecast, self.rolls, seat,
                           pending)
        rows = self.table.rows
        rows.setVisible(look is None)
        self.action.setVisible(look is not None)
        if look is not None:
            # A look with many buttons (an election among many planets, a window's buttons under a combat's
            # sides) grows over the tray below the rows, which moves down.
            sides = SIDES_ROOM if look.sides else 0.0
            height = rows.height if look.cards else max(rows.height, self.action.needed_height(look) + sides)
            self.action.show_data(look, size=(rows.width, height))
            self.action.setPos(rows.pos())
            if height > rows.height:
                self._push_tray_below(rows.pos().y() + height)

    def _push_tray_below(self, bottom: float) -> None:
        self.table.push_column_below(bottom)

    def _forecast_ready(self) -> None:
        if self.envelope is not None and self.playing:
            self.draw_game(self.envelope)

    def _status(self, envelope: Envelope) -> tuple[str, str]:
        scene: Any = self
        view = envelope.view
        speaker = f" · speaker: {scene.seat_name(view.speaker)}" if view.players else ""
        title = f"Round {view.round} · {PHASES.get(view.phase, view.phase)}{speaker}"
        if envelope.result is not None:
            return title, "The game is over: " + self.named(envelope.result.summary)
        if envelope.decision is not None:
            prompt = self.named(envelope.decision.prompt)
            if self.selected is not None and isinstance(self.intents.systems.get(self.selected), ta.Activate):
                prompt += " · click the chosen system again to activate it"
            return title, prompt
        waiting = ", ".join(scene.seat_name(s) for s in envelope.waiting_for)
        return title, f"Waiting for {waiting}." if waiting else ""

    def named(self, text: str) -> str:
        scene: Any = self
        for seat in range(len(scene.seats)):
            text = text.replace("{p%d}" % seat, scene.seat_name(seat))
        return text

    def mark_game(self) -> None:
        """Tile marks: systems a click sends an option for, the active system, the chosen one and its range."""
        if self.envelope is None:
            return
        view = self.envelope.view
        marks: dict[int, set[str]] = {}
        badges: dict[int, str] = {}
        for node in self.intents.systems:
            marks.setdefault(node, set()).add("legal")
        tactical = view.tactical
        if tactical is not None and tactical.action is not None and tactical.action.system != -1:
            marks.setdefault(tactical.action.system, set()).add("picked")
        if self.selected is not None:
            marks.setdefault(self.selected, set()).add("selected")
            activating = isinstance(self.intents.systems.get(self.selected), ta.Activate)
            for node, badge in range_marks(view, self.selected, self.envelope.seat, activating).items():
                marks.setdefault(node, set()).add("reach")
                badges[node] = badge
        self.board.mark(marks, badges)

    def game_events(self, events: list[Any]) -> None:
        """Remember the dice of the combat on the table (the view keeps only what the rolls did)."""
        for event in events:
            if isinstance(event, DiceRolled):
                self.rolls[event.seat] = Roll(event.seat, event.purpose,
                                              [(d.result, d.result >= d.hit_on) for d in event.dice], event.hits)

    # ----- clicks ------------------------------------------------------------------------------
    def game_click(self, point: QPointF) -> None:
        scene: Any = self
        if self.note.isVisible() and self.note.sceneBoundingRect().contains(point):
            self.note.activate()
            return
        found = self.table.zone_at(point)
        if found is not None:
            self._zone_clicked(*found)
            return
        parts = self.table.parts_at(point)
        if any(self._part_chosen(*part) for part in parts) or any(self._part_probed(*part) for part in parts):
            return
        node = self._node_at(point)
        if node is None:
            if self.selected is not None:
                self.select_game(None)
            return
        action = self.intents.systems.get(node)
        if isinstance(action, ta.Activate) and self.selected != node:
            self.select_game(node)  # first click: choose it and see what can reach it; again: activate
            return
        if action is not None:
            scene.choose(action)
            return
        probe = probe_for_system(scene.options, node)
        if probe is not None:
            self.probe(probe)
            return
        self.select_game(None if self.selected == node else node)

    def _zone_clicked(self, panel: Panel, zone: Any) -> None:
        scene: Any = self
        if zone.kind == "option":
            if 0 <= zone.key < len(scene.options):
                scene.choose(scene.options[zone.key])
            return
        action = self._zone_action(zone.kind, zone.key)
        if action is not None:
            scene.choose(action)
            return
        if zone.kind == "seat":
            self.table.focused = int(zone.key)
            self._focus_pinned = True
            if self.envelope is not None:
                self.draw_game(self.envelope)
            return
        probe = probe_for_zone(scene.options, zone.kind, zone.key)
        if probe is not None:
            self.probe(probe)
        elif zone.kind == "hand":
            scene.refuse(self._hand_refusal(str(zone.key)))
        else:
            scene.refuse_idle()  # a card, an objective, a track: the prompt says what is asked instead

    def _hand_refusal(self, card: str) -> str:
        """Why a click on an action card in hand plays nothing: how it is played now, or when it may be."""
        title, body = action_card_text(card)
        if card in self.intents.playable:
            return f"{title} has more than one way to play it now: choose one among the panel's buttons."
        when = next((line.partition(": ")[2] for line in body if line.startswith("When: ")), "")
        return f"{title} cannot be played now" + (f"; it is played at this moment: {when.lower()}." if when else ".")

    def _zone_action(self, kind: str, key: Any) -> Any:
        intents = self.intents
        homes: dict[str, dict[Any, Any]] = {"card": intents.cards, "objective": intents.objectives,
                                            "seat": intents.seats, "planet": intents.planets,
                                            "technology": intents.technologies, "hand": intents.hand,
                                            "note": intents.notes}
        if kind == "trade_goods":
            return intents.trade_goods
        if (kind, key) in intents.extras:
            return intents.extras[(kind, key)]
        return homes.get(kind, {}).get(key)

    def _part_chosen(self, node: int, part: tuple[object, ...]) -> bool:
        """Send the option a click on ``part`` stands for, if it has one."""
        scene: Any = self
        action = self.intents.parts.get((node, part))
        if action is None and part[0] in ("planet", "control", "attachment"):  # a token on its planet
            action = self.intents.planets.get(str(part[1]))
        if action is not None:
            scene.choose(action)
            return True
        return False

    def _part_probed(self, node: int, part: tuple[object, ...]) -> bool:
        """Ask why a click on ``part`` is refused, if the table can name what it would have asked for."""
        scene: Any = self
        probe = probe_for_part(scene.options, self.envelope.view if self.envelope else None, node, part)
        if probe is not None:
            self.probe(probe)
            return True
        return False

    def probe(self, action: Any) -> None:
        """Ask the engine why ``action`` is refused (the shell shows its reason and rule by the pointer)."""
        scene: Any = self
        scene.action_probed.emit(action)

    def select_game(self, node: int | None) -> None:
        self.selected = node
        if self.envelope is not None:
            self.table.show_status(self._status(self.envelope)[1])
        self.mark_game()

    def _node_at(self, point: QPointF) -> int | None:
        scene: Any = self
        for item in scene.items(point):
            if isinstance(item, TileItem) and item.isVisible() and item.node is not None:
                return item.node
        return None

    # ----- where each option is clicked --------------------------------------------------------
    def target_point(self, action: Any) -> QPointF | None:
        """A scene point where a click sends ``action`` (None when the table has no place for it)."""
        intents = self.intents
        for node, found in intents.systems.items():
            if found == action and node in self.board.items:
                return self._tile_point(node)
        for (node, part), found in intents.parts.items():
            if found == action:
                return self.table.point_of_part(node, part)
        for kind, homes in (("card", intents.cards), ("objective", intents.objectives), ("seat", intents.seats),
                            ("planet", intents.planets), ("technology", intents.technologies),
                            ("hand", intents.hand), ("note", intents.notes)):
            for key, found in homes.items():
                if found == action:
                    return self._zone_point(kind, key)
        for (kind, key), found in intents.extras.items():
            if found == action:
                return self._zone_point(kind, key)
        if intents.trade_goods == action:
            return self._zone_point("trade_goods", "")
        index = self.table.option_index(action)
        for panel in (self.table.tray, self.action):
            if panel.isVisible():
                point = self.table.point_of_zone(panel, "option", index)
                if point is not None:
                    return point
        return None

    def _zone_point(self, kind: str, key: Any) -> QPointF | None:
        for panel in self.table.panels:
            if panel.isVisible():
                point = self.table.point_of_zone(panel, kind, key)
                if point is not None:
                    return point
        if kind == "planet":
            for node, layer in self.table.layers.items():
                if layer.isVisible() and layer.rect_of(("planet", key)) is not None:
                    return self.table.point_of_part(node, ("planet", key))
        return None

    def _tile_point(self, node: int) -> QPointF:
        """A point on the tile clear of its units (a click there means the system)."""
        centre = self.board.centre_of(node)
        layer = self.table.layers.get(node)
        for dx, dy in ((0, 0), (-55, 0), (55, 0), (0, 55), (0, -55), (-40, 40), (40, 40), (-40, -40), (40, -40)):
            point = QPointF(centre.x() + dx, centre.y() + dy)
            if layer is None or not layer.isVisible() or layer.part_at(layer.mapFromScene(point)) is None:
                return point
        return centre

    # ----- hover -------------------------------------------------------------------------------
    def game_hover_text(self, point: QPointF) -> Text | None:
        if self.envelope is None:
            return None
        scene: Any = self
        view = self.envelope.view
        found = self.table.zone_at(point)
        if found is not None:
            _, zone = found
            if zone.kind == "option" and isinstance(zone.key, int):
                options = scene.options
                return option_text(options[zone.key], scene.seat_name) if 0 <= zone.key < len(options) else None
            text = zone_text(view, zone.kind, zone.key, scene.seat_name)
            if text is not None and zone.kind == "hand" and zone.key in self.intents.playable:
                how = "click it to play it" if zone.key in self.intents.hand else "choose how among the panel's buttons"
                text = (text[0], [*text[1], f"Playable now: {how}."])
            return text
        part = self.table.part_at(point)
        if part is not None:
            return part_text(view, part[0], part[1], scene.seat_name)
        node = self._node_at(point)
        if node is not None:
            return system_text(view, node, scene.seat_name)
        return None

    def show_game_hover(self, point: QPointF, screen_anchor: QPointF) -> bool:
        text = self.game_hover_text(point)
        if text is None:
            self.info_card.hide()
            return False
        self.info_card.show_text(text, screen_anchor)
        return True

