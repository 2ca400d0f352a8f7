"""The woodland table: the Autumn map, the faction boards, the hand, the score track and the battle.

Every option of the shown seat's decision is reachable on the table (``routes``): one click on the
thing it names, or a click that selects (a card, an origin clearing, a building track) followed by a
click on a lit destination or on a chip labelled with the option. A click anywhere is routed to the
topmost clickable thing under the pointer, so a drag still pans the board.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QWidget

from desktop.games.base import TargetScene
from desktop.games.woodland import geometry as geo
from desktop.games.woodland import routes
from desktop.games.woodland.anim import Animator
from desktop.games.woodland.boards import Seats
from desktop.games.woodland.hud import Button, Caption, Panel, button_width
from desktop.games.woodland.map_items import ClearingItem
from desktop.games.woodland.map_layer import draw_map
from desktop.games.woodland.piles import open_pile
from desktop.games.woodland.refusable import stand_ins
from desktop.games.woodland.table_layer import draw_boards, draw_bottom, draw_top
from desktop.widgets.die import DieItem
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig

Key = routes.Key
BAR_KINDS = ("button", "bar", "character")


class WoodlandScene(TargetScene):
    """A function of the shown seat's envelope, plus what is selected and which pile is open."""

    CLICK_INSET = 3

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(game, seats, parent)
        self.plan = routes.plan(0, None, [])
        self.selected: Key | None = None
        self.open_pile: Key | None = None
        self.keyed: dict[Key, list[QGraphicsItem]] = {}
        self.targets: dict[QGraphicsItem, tuple[str, Any]] = {}  # what each sends or selects
        self.chips: list[QGraphicsItem] = []
        self.fallbacks: list[Any] = []
        self.labels: dict[Any, str] = {}
        self.animator = Animator(self)
        self.board_item: QGraphicsItem | None = None
        self._reset_layout()

    def _reset_layout(self) -> None:
        self.map_origin = QPointF(0, geo.TOP_H)
        self.centres: dict[int, QPointF] = {}
        self.forest_middles: dict[str, QPointF] = {}
        self.forests_items: dict[str, QGraphicsItem] = {}
        self.clearing_items: dict[int, ClearingItem] = {}
        self.boards: dict[int, Panel] = {}
        self.dice: dict[int, DieItem] = {}
        self.battle_panel: Panel | None = None
        self.loss: tuple[int, int, int] | None = None
        self.callout: Caption | None = None

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, envelope: Envelope) -> None:
        self.animator.stop_all()
        for item in self.items():  # everything but the printed board, which keeps its cached drawing
            if item.parentItem() is None and item is not self.board_item:
                self.removeItem(item)
        self._reset_layout()
        self.chips, self.targets, self.ui, self.keyed = [], {}, {}, {}
        view = envelope.view
        decision = envelope.decision
        options = [o.action for o in decision.options] if decision is not None else []
        self.labels = {o.action: o.label for o in decision.options} if decision is not None else {}
        self.plan = routes.plan(decision.seat if decision is not None else -1, view, options)
        if self.selected is not None and self.selected not in self.plan.groups:
            self.selected = None
        seats = Seats(self.colour_of, self.seat_name, view.active, decision.seat if decision else None, view.seat,
                      view.turn, view.players)
        draw_map(self, view, self.map_origin)
        draw_boards(self, view, seats)
        draw_bottom(self, view)
        pile = self.open_pile
        if any(first[0] == "discard" for first in self.plan.groups):
            pile = ("pile", -1, "discard")  # a card to take from the discard pile: show the pile for this choice
        if pile is not None:
            open_pile(self, view, pile)
        self._collect()
        self.fallbacks = [a for first, group in self.plan.groups.items() if first[0] not in BAR_KINDS
                          and first[0] != "count" and first not in self.keyed for a in group]
        for action in self.fallbacks:  # never expected: a button in the bar keeps the option clickable
            self.plan.groups[("bar", action)] = [action]
            self.plan.routes[action] = routes.Route(("bar", action))
        draw_top(self, envelope)
        self._counts(view)
        self._collect()
        self.apply_selection()

    def _collect(self) -> None:
        self.keyed = {}
        for item in self.items():
            key = getattr(item, "key", None)
            if isinstance(key, tuple) and item not in self.chips:
                self.keyed.setdefault(key, []).append(item)

    def bar_entries(self) -> list[tuple[Key, str]]:
        """The buttons of the prompt bar: first keys with no place on the table (and fallbacks)."""
        found = []
        for first, group in self.plan.groups.items():
            if first[0] in BAR_KINDS:
                found.append((first, self._group_label(first, group)))
        return sorted(found, key=lambda entry: entry[0] == ("button", "done"))

    def _group_label(self, first: Key, group: list[Any]) -> str:
        return self.labels.get(group[0], str(group[0])) if len(group) == 1 else str(first[1])

    def _counts(self, view: Any) -> None:
        """How many warriors move (or allies follow): numbered chips beside the clearing concerned."""
        counts = [(first, group) for first, group in self.plan.groups.items() if first[0] == "count"]
        if not counts:
            return
        cid = view.task_other if view.task == "move" and view.task_other > 0 else view.task_clearing
        centre = self.centres.get(cid, self.map_origin + QPointF(geo.MAP_W / 2, geo.MAP_H / 2))
        width = 46.0
        left = centre.x() - len(counts) * (width + 6) / 2
        for n, (first, group) in enumerate(sorted(counts)):
            chip = Button(first, str(first[1]), width, 40, tip=self.labels.get(group[0], ""), tone="chip")
            self.addItem(chip)
            chip.setPos(left + n * (width + 6), centre.y() + geo.RADIUS + 10)

    def table_rect(self) -> QRectF:
        return QRectF(0, 0, geo.WIDTH, geo.HEIGHT)

    def colour_of(self, seat: int) -> int:
        return self.seat_colour_index(seat)

    # ----- selection and targets -----------------------------------------------------------------
    def apply_selection(self) -> None:
        """Mark what a click can do now; with something selected, light its destinations and chips."""
        for chip in self.chips:
            if chip.scene() is self:
                self.removeItem(chip)
        self.chips, self.targets = [], {}
        for items in self.keyed.values():
            for item in items:
                if hasattr(item, "mark"):
                    item.mark(False)
        for first in self.plan.groups:
            action = self.plan.direct(first)
            for item in self.keyed.get(first, []):
                self._target(item, ("send", action) if action is not None else ("select", first))
        if self.selected is not None:
            self._selection(self.selected)
        for item, (kind, _) in self.targets.items():
            if hasattr(item, "mark"):
                item.mark(True, kind == "deselect")
        self._ui_targets()
        self._mark_refusable()

    def _mark_refusable(self) -> None:
        """Things that are no option now stand for what a click on them would mean, so it is answered."""
        self.refusable = {}
        if self.envelope is None or self.envelope.decision is None:
            return
        meant = stand_ins(self.plan, self.selected, list(self.keyed), self.envelope.view, self.envelope.decision.seat)
        for key, action in meant.items():
            for item in self.keyed[key]:
                if item not in self.targets and item not in self.ui:
                    self.stands_for(item, action)

    def _selection(self, first: Key) -> None:
        for item in self.keyed.get(first, []):
            self._target(item, ("deselect", first))
        for second, action in self.plan.seconds(first).items():
            for item in self.keyed.get(second, []):
                self._target(item, ("send", action))
        anchor = self.keyed.get(first, [None])[0]
        if anchor is None:
            return
        box = anchor.sceneBoundingRect()
        for n, action in enumerate(self.plan.chips(first)):
            words = self.labels.get(action, str(action))
            chip = Button(("chip", action), words, button_width(words, 16, 80, 380), 34, tone="chip")
            self.addItem(chip)
            x = min(box.left(), geo.WIDTH - chip.width - 4)
            y = box.bottom() + 4 + n * 40
            if y + 40 > geo.HEIGHT:
                y = box.top() - 40 * (n + 1)
            chip.setPos(x, y)
            self.chips.append(chip)
            self._target(chip, ("send", action))

    def _target(self, item: QGraphicsItem, target: tuple[str, Any]) -> None:
        self.targets[item] = target

    def _ui_targets(self) -> None:
        self.ui = {}
        for key, items in self.keyed.items():
            if key[0] == "pile" and key[2] in ("worn_out", "discard"):
                for item in items:
                    self.ui.setdefault(item, self._toggler(key))
            if key[0] == "close":
                for item in items:
                    self.ui[item] = lambda: self.toggle_pile(None)

    def _toggler(self, key: Key) -> Callable[[], None]:
        return lambda: self.toggle_pile(key)

    def toggle_pile(self, key: Key | None) -> None:
        """Open a public pile's list of cards over the table, or close it."""
        self.open_pile = None if key is None or key == self.open_pile else key
        if self.envelope is not None:
            self.draw(self.envelope)

    def item_for(self, key: Key) -> QGraphicsItem | None:
        """A clickable item carrying ``key`` now (chips included), for tests and keyboard use."""
        for item in [*self.keyed.get(key, []), *(c for c in self.chips if getattr(c, "key", None) == key)]:
            if (item in self.targets or item in self.ui) and self.click_point(item) is not None:
                return item
        return None

    # ----- clicks ------------------------------------------------------------------------------
    def click_at(self, point: QPointF) -> None:
        item = self.target_at(point)
        if item is None:
            refused = self.refusable_at(point)
            if refused is not None:  # the engine says why; a selection stays for the click that follows
                self.probe(refused)
                return
            if self.selected is not None:
                self.selected = None
                self.apply_selection()
            elif self.keyed_at(point):
                self.refuse_idle()  # a piece, card or clearing no choice is about: the prompt says what is
            return
        if item in self.targets:
            self.follow(self.targets[item])
        else:
            self.ui[item]()

    def keyed_at(self, point: QPointF) -> bool:
        """Whether a click at ``point`` lands on a thing of the game (a clearing, a card, a piece, a chip)."""
        keyed = {id(item) for items in self.keyed.values() for item in items}
        for item in self.items(point):
            if not item.isVisible():
                continue
            if id(item) in keyed:
                return True
            if getattr(item, "blocks", False):
                return False
        return False

    def refuse_at(self, point: QPointF) -> bool:
        """``click_at`` answers refused clicks itself, before a click off every option drops the selection."""
        return False

    def follow(self, target: tuple[str, Any]) -> None:
        kind, value = target
        if kind == "send":
            self.selected = None
            self.choose(value)
        elif kind == "select":
            self.selected = value
            self.apply_selection()
        else:
            self.selected = None
            self.apply_selection()

    def reachable(self) -> dict[Any, list[Key]]:
        """Every option the table can send now, with the keys to click for it (selections are tried)."""
        saved, found = self.selected, {}
        for first, group in self.plan.groups.items():
            self.selected = None
            self.apply_selection()
            if self.item_for(first) is None:
                continue
            direct = self.plan.direct(first)
            if direct is not None:
                found[direct] = [first]
                continue
            self.selected = first
            self.apply_selection()
            for action in group:
                second = self.plan.routes[action].second or ("chip", action)
                if self.item_for(second) is not None:
                    found[action] = [first, second]
        self.selected = saved if saved in self.plan.groups else None
        self.apply_selection()
        return found

    def play_events(self, events: list[Event]) -> None:
        self.animator.play(events)
