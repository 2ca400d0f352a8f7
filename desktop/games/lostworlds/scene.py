"""The Lost Worlds table: worlds in the centre, Hyperspace, the dice tray, events and every player's panel.

Every clickable item stands for exactly one of the current options (``targets``); a click anywhere is
routed to the topmost target under the pointer, so a drag still pans the board. Buttons drawn on the
table cover the choices with no natural place (pass, skip, end turn, '/' choices, morality).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QWidget
from shiboken6 import isValid

from desktop import theme
from desktop.games.base import TargetScene
from desktop.games.lostworlds import tray
from desktop.games.lostworlds.anim import Flights
from desktop.games.lostworlds.campaign_map import CampaignMap
from desktop.games.lostworlds.items import Button, Caption, Piece
from desktop.games.lostworlds.layout import PANEL_H, STATUS_H, WIDTH, WORLDS_W, Layout
from desktop.games.lostworlds.panel import PlayerPanel
from desktop.games.lostworlds.play_events import animate
from desktop.games.lostworlds.prompt_row import draw_bar, draw_result
from desktop.games.lostworlds.world_card import SIDES, WorldCard
from desktop.widgets.card import CardItem
from desktop.widgets.die import DieItem
from desktop.widgets.token import TokenItem
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig
from engines.lostworlds import actions as A

MAP_TYPES = (A.Claim, A.Gate, A.Unlock, A.NameSector)


def ask_name(parent: QWidget | None) -> str | None:
    """The sector name a player types (None: cancelled)."""
    from PySide6.QtWidgets import QInputDialog

    text, ok = QInputDialog.getText(parent, "Name the sector", "You colonised it first: what is it called?")
    return text if ok else None


def final_turns_words(left: int) -> str:
    """The turns still to play, this one included (the engine counts it so: LW-END-4)."""
    return "this is the last turn" if left == 1 else f"final turns: {left} left, this one included"


class LostWorldsScene(TargetScene):
    """A function of the shown seat's envelope plus one piece of UI state: whether the map is open."""

    IDLE_PIECES = (CardItem, DieItem, Piece, TokenItem)  # worlds, events, dice, fleets: every click is answered

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(game, seats, parent)
        self.conflicts: list[tuple[Any, Any]] = []
        self.fallbacks: list[Any] = []
        self.map_open = False
        self.map: CampaignMap | None = None
        self.cards: dict[int, WorldCard] = {}
        self.panels: dict[int, PlayerPanel] = {}
        self.dice: dict[int, DieItem] = {}
        self.buttons: list[Button] = []
        self.flights = Flights()
        self.previous: dict[int, tuple[Any, QPointF]] = {}
        self.layout = Layout(len(seats))
        self._legal: set[Any] = set()
        self.hyperspace: tray.HyperspaceBoard | None = None
        self._uncached: list[QGraphicsItem] = []  # drawn, not painted yet: no copy of themselves so far

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, envelope: Envelope) -> None:
        self.flights.stop_all()
        self.previous = {w: (card.world, card.scenePos()) for w, card in self.cards.items()}
        self.clear()
        self.targets, self.ui, self.conflicts, self.fallbacks = {}, {}, [], []
        self.cards, self.panels, self.dice, self.buttons, self.map = {}, {}, {}, [], None
        self.hyperspace = None
        self._legal = set(self.options)
        view = envelope.view
        self.layout = Layout(view.players, view.events_enabled)
        self._draw_status(envelope)
        if self.map_shown():
            self._draw_map(view)
        else:
            self._draw_worlds(view)
            self._draw_hyperspace(view)
            self._draw_tray(view)
            self._draw_events(view)
        self._draw_panels(view)
        draw_bar(self, envelope)
        if envelope.result is not None:
            draw_result(self, envelope)
        self._uncached = self.items()  # see drawForeground

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """After the view drew this draw's items (the foreground comes last), each keeps a copy of itself, so
        repaints while panning and hover-zooming become copies. The copy is made at an item's next repaint:
        the first frame paints every item once, not into its copy and then the copy."""
        super().drawForeground(painter, rect)
        pending, self._uncached = self._uncached, []
        for item in pending:
            if isValid(item):  # not deleted since the draw
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def map_shown(self) -> bool:
        """The campaign map covers the centre when asked for, or when a campaign choice is pending."""
        if self.envelope is None or self.envelope.view.campaign is None:
            return False
        return self.map_open or bool(self.options_of(*MAP_TYPES)) or bool(self.envelope.view.campaign.over)

    def table_rect(self) -> QRectF:
        return self.layout.rect()

    def decider(self) -> int | None:
        if self.envelope is None or self.envelope.decision is None:
            return None
        return self.envelope.decision.seat

    def step(self) -> Any:
        """The pending small choice on top of the stack, if any (kind, seat, a, b)."""
        assert self.envelope is not None
        pending = self.envelope.view.pending
        return pending[0] if pending else None

    def target(self, item: QGraphicsItem, action: Any) -> bool:
        """Make ``item`` send ``action`` when it is a current option; one action per item.
        Otherwise a click on the item asks the engine why ``action`` is refused (the first one marked)."""
        if action not in self._legal:
            self.stands_for(item, action)
            return False
        if item in self.targets:
            if self.targets[item] != action:
                self.conflicts.append((self.targets[item], action))
            return False
        self.targets[item] = action
        if hasattr(item, "set_legal"):
            item.set_legal(True)
        return True

    def colour_of(self, seat: int) -> int:
        return self.seat_colour_index(seat)

    def _draw_status(self, envelope: Envelope) -> None:
        view = envelope.view
        words = f"Turn {view.turn + 1} · {self.seat_name(view.active)}, {view.phase} phase · "
        words += f"{view.threshold} worlds end the game"
        if envelope.result is not None or view.phase == "over":
            words = f"Game over after {view.turn + 1} turns"
        elif view.final_turns_left > 0:
            words += " · " + final_turns_words(view.final_turns_left)
        if view.events_enabled:
            words += f" · event deck {view.event_deck}"
        caption = Caption(words, WIDTH - 240, 25, theme.INK, bold=True)
        self.addItem(caption)
        caption.setPos(0, 10)
        if view.campaign is not None:
            self._map_button()

    def _map_button(self) -> None:
        camp = self.envelope.view.campaign if self.envelope is not None else None
        forced = bool(self.options_of(*MAP_TYPES)) or bool(camp is not None and camp.over)
        label = "Back to the table" if self.map_shown() and not forced else "Campaign map"
        button = Button(label, 220, 44, tip="Show or hide the Space Opera campaign map")
        button.checked = self.map_shown()
        self.addItem(button)
        button.setPos(WIDTH - 220, 4)
        if not forced:
            self.ui[button] = self.toggle_map

    def name_sector_yourself(self) -> None:
        """Ask for a sector name; the engine accepts any fitting name and refuses others with the reason."""
        typed = ask_name(self.views()[0] if self.views() else None)
        if typed is not None:
            self.probe(A.NameSector(typed.strip()))

    def toggle_map(self) -> None:
        self.map_open = not self.map_open
        if self.envelope is not None:
            self.draw(self.envelope)

    def _draw_worlds(self, view: Any) -> None:
        worlds = sorted(view.worlds, key=lambda w: w.slot)
        step = self.step()
        for index, world in enumerate(worlds):
            card = WorldCard(world, view.seat, self.colour_of, self.seat_name)
            self.addItem(card)
            card.setPos(self.layout.world_pos(index, max(len(worlds), 1)))
            self.cards[world.id] = card
            self._mark_world(card, world, step)

    def _mark_world(self, card: WorldCard, world: Any, step: Any) -> None:
        self.target(card, A.PickWorld(world.id))
        for side, zone in card.zones.items():
            for kind in (A.Place, A.MoveFrom, A.MoveTo):
                self.target(zone, kind(world.id, side))
            if step is not None and step.kind == "acquire_side" and step.a == world.slot:
                self.target(zone, A.AcquireBy(side))
            if step is not None and step.kind in ("move_to", "rally_to") and step.a == world.slot:
                zone.source = SIDES[step.b] == side
        for (side, seat), token in card.tokens.items():
            self.target(token, A.Wreck(world.id, side, seat))
        self.target(card.champion_spot, A.Champion(world.id))
        self.target(card.dreadnought_spot, A.Dreadnought(world.id))
        for seat, piece in card.champions.items():
            self.target(piece, A.PickPiece(seat, world.id))
        if card.dreadnought is not None:
            self.target(card.dreadnought, A.PickPiece(-1, world.id))

    def _draw_hyperspace(self, view: Any) -> None:
        board = tray.HyperspaceBoard(view, WORLDS_W, self.colour_of, self.seat_name)
        self.addItem(board)
        board.setPos(0, self.layout.hyper_y)
        decider = self.decider()
        if decider is not None:
            self.target(board.groups[decider], A.Ready())
        self.hyperspace = board

    def _draw_tray(self, view: Any) -> None:
        box = tray.Tray(self._tray_lines(view))
        self.addItem(box)
        origin = QPointF(self.layout.right_x, self.layout.tray_y)
        box.setPos(origin)
        step = self.step()
        setting = step.a if step is not None and step.kind == "set_face" else -1
        for die in view.dice:
            item = tray.action_die(die)
            box_pos = origin + QPointF(22 + die.die * (tray.DIE + 26), 40)
            self._add_die(item, box_pos, [A.Activate(die.die), A.SetDie(die.die), A.Discard(die.die)],
                          die.label, die.chosen or die.die == setting, die.spent)
            self.dice[die.die] = item
            if A.Toggle(die.die) in self._legal or (die.chosen and view.phase == "rolling"):
                chip = tray.reroll_chip(die.chosen)
                self.addItem(chip)
                chip.setPos(box_pos + QPointF(0, tray.DIE + 8))
                self.target(chip, A.Toggle(die.die))
        if view.power_die_enabled:
            self._draw_power_die(view, origin + QPointF(22 + 3 * (tray.DIE + 26) + 14, 40))

    def _add_die(self, item: DieItem, pos: QPointF, actions: list[Any], face: str, chosen: bool,
                 spent: bool) -> None:
        self.addItem(item)
        item.setPos(pos)
        legal = [self.target(item, action) for action in actions]
        item.set_state(face, legal=any(legal), chosen=chosen, spent=spent)
        if spent:
            item.setToolTip(item.toolTip() + " (used this turn)")

    def _draw_power_die(self, view: Any, pos: QPointF) -> None:
        if view.power_die is None:
            slot = tray.power_slot(3)
            self.addItem(slot)
            slot.setPos(pos)
            self.target(slot, A.BuyPowerDie())
            return
        item = tray.power_die(view.power_die)
        self._add_die(item, pos, [A.Activate(3)], view.power_die.label, False, view.power_die.spent)
        self.dice[3] = item

    def _tray_lines(self, view: Any) -> list[str]:
        first = f"Re-rolls left: {view.rerolls_left}" if view.phase == "rolling" else "Action phase: activate dice"
        if view.free_rerolls:
            first += f" (+{view.free_rerolls} of any dice)"
        if view.double_next:
            first += " · 2X: the next die resolves twice"
        return [first]

    def _draw_events(self, view: Any) -> None:
        if not view.events_enabled:
            return
        for n, event in enumerate(view.events[:2]):
            card = tray.EventCard(event)
            self.addItem(card)
            card.setPos(self.layout.right_x + n * (tray.EVENT_W + 14), self.layout.events_y)
            self.target(card, A.UseEvent(event.card))

    def _draw_panels(self, view: Any) -> None:
        decider = self.decider()
        camp = view.campaign
        names = {world.id: world.name for world in view.worlds}
        for seat, pos in self.layout.panels.items():
            if self.map is not None and seat in self.layout.rows[0]:
                continue  # under the campaign map
            empire = camp.empires[seat] if camp is not None else None
            item = PlayerPanel(view.panels[seat], view.morality_track, self.seat_name(seat), self.colour_of(seat),
                               PANEL_H, seat == view.active and view.phase != "over", empire, names,
                               width=self.layout.panel_w[seat])
            self.addItem(item)
            item.setPos(pos)
            self.panels[seat] = item
            self._mark_panel(item, seat, seat == decider)

    def _mark_panel(self, item: PlayerPanel, seat: int, deciding: bool) -> None:
        self.target(item.header, A.Steal(seat))
        self.target(item.header, A.Ally(seat))
        for world, card in item.tucked.items():
            for kind in (A.UsePower, A.BuyToken, A.TokenOn):
                self.target(card, kind(world))
        if deciding:
            space = item.player.morality
            for delta in (-1, 1):
                if 0 <= space + delta < len(item.spaces):
                    self.target(item.spaces[space + delta], A.Morality(delta))

    def _draw_map(self, view: Any) -> None:
        self.map = CampaignMap(view.campaign, self.colour_of)
        self.map.blocks = True  # type: ignore[attr-defined]
        self.addItem(self.map)
        self.map.setPos(0, STATUS_H)
        self.map.setZValue(600)
        for node, item in self.map.nodes.items():
            self.target(item, A.Claim(node))
        for hole, item in self.map.gates.items():
            self.target(item, A.Gate(hole))
        for bonus, item in self.map.bonuses.items():
            self.target(item, A.Unlock(bonus))

    # ----- clicks ------------------------------------------------------------------------------
    def click_at(self, point: QPointF) -> None:
        item = self.target_at(point)
        if item is None:
            return
        if item in self.ui:
            self.ui[item]()
        else:
            self.choose(self.targets[item])

    def reachable(self) -> dict[Any, QGraphicsItem]:
        """Every action a click on the table can send now, with an item that sends it."""
        return {action: item for item, action in self.targets.items()
                if item.isVisible() and self.click_point(item) is not None}

    def play_events(self, events: list[Event]) -> None:
        animate(self, events)
