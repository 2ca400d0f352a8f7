"""The Cosmic Conquest table: the planet grid, the seats' Contenders, the Armory, the hand and combat.

Everything clickable is one of the current options (see offers.py): a planet tile, a standee (click
it, then a planet or an opposing standee; or drag it onto a planet), a card, a die or a button. The
scene keeps only which standee is selected; the rules stay in the engine.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QWidget

from desktop import theme
from desktop.games.base import GameScene
from desktop.games.cosmic import table
from desktop.games.cosmic.anim import float_text, slide
from desktop.games.cosmic.board import PlanetTile, Standee
from desktop.games.cosmic.cards import ArmoryCard, ContenderCard
from desktop.games.cosmic.combat_view import PANEL_H, PANEL_W, CombatPanel
from desktop.games.cosmic.items import Button, Chip, Hotspot
from desktop.games.cosmic.offers import Offer
from desktop.widgets.card import CardItem
from desktop.widgets.die import DieItem
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig
from engines.core.words import plural
from engines.cosmic import actions as A


def _lost(side: Any) -> int:
    """Health a side lost in the combat (damage beyond the Health it had is not lost)."""
    return int(side.health_lost)


class CosmicScene(GameScene):
    """Draws one seat's view of Cosmic Conquest and turns clicks into that seat's options."""

    IDLE_PIECES = (Hotspot, CardItem, DieItem, Standee)  # planets, cards, dice, Contenders: every click answered

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(game, seats, parent)
        self.setBackgroundBrush(theme.TABLE)
        self.offer = Offer([])
        self.selected: int | None = None
        self.view: Any = None
        self.combat_panel: CombatPanel | None = None
        self._reset_registers()
        self._previous: dict[int, QPointF] = {}
        self._picked: dict[int, set[int]] = {}

    def _reset_registers(self) -> None:
        self.tiles: dict[int, PlanetTile] = {}
        self.standees: dict[int, Standee] = {}
        self.cards: dict[int, ContenderCard] = {}
        self.draft_cards: dict[int, ContenderCard] = {}
        self.chips: list[Chip] = []
        self.market_cards: list[ArmoryCard] = []
        self.hand_cards: list[ArmoryCard] = []
        self.tray_cards: list[ArmoryCard] = []
        self.buttons: list[Button] = []
        self.dice_actions: list[tuple[Any, Any]] = []

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, envelope: Envelope) -> None:
        view = envelope.view
        self._previous = {key: s.pos() for key, s in self.standees.items()}
        combat = self.view.combat if self.view is not None else None
        self._picked = {} if combat is None else {side.seat: set(side.selected)
                                                  for side in (combat.attacker, combat.defender)}
        self.clear()
        self._reset_registers()
        self.combat_panel = None
        self.view = view
        decision = envelope.decision
        labels = {o.action: o.label for o in decision.options} if decision is not None else {}
        self.offer = Offer(list(labels), labels, decision.prompt if decision is not None else "")
        if self.selected is not None and not self._selectable(self.selected):
            self.selected = None
        self._build(view, decision.prompt if decision is not None else self._waiting(envelope))
        self.refresh_marks()

    def _build(self, view: Any, prompt: str) -> None:
        live = view.combat
        table.header(self, view, prompt, self._last_combat_line(view))
        table.grid(self, view)
        engaged = {}
        if live is not None:
            engaged = {live.attacker.contender: "attacker", live.defender.contender: "defender"}
        bottom = table.seats(self, view, engaged)
        table.market(self, view)
        table.hand(self, view)
        if view.draft is not None:
            table.draft(self, view)
        if live is not None:
            self._combat(view, live)
        if self.combat_panel is not None:
            table.action_bar(self, self.combat_panel.bar_origin, PANEL_W - 40, z=320)
            bar = 0.0
        else:
            bar = table.action_bar(self, QPointF(table.RIGHT, bottom + 18), table.WIDTH - table.RIGHT)
        table.reference(self, view, bottom + 18 + bar)
        table.card_choice(self, view)
        if view.final is not None:
            table.final(self, view)

    def _combat(self, view: Any, combat: Any) -> None:
        origin = QPointF((table.GRID - PANEL_W) / 2, table.GRID_TOP + (table.GRID - PANEL_H) / 2)
        table.dim(self, 290)
        note = self.offer.prompt if view.pending is not None else ""
        panel = CombatPanel(self, combat, view, origin, self.seat_name, self.seat_colour_index, True, note)
        self.combat_panel = panel
        for seat, dice in panel.dice.items():
            for index, die in enumerate(dice):
                options = self.offer.die(index) if seat == self._deciding() else []
                side = combat.attacker if seat == combat.attacker.seat else combat.defender
                die.set_state(side.dice[index], legal=bool(options), chosen=index in side.selected)
                if options:
                    die.clicked.connect(lambda o=options[0]: self.send(o))
                    self.dice_actions.append((die, options[0]))
                elif seat == self._deciding() or self._deciding() is None:
                    self.stands_for(die, A.ToggleDie(index))

    def _deciding(self) -> int | None:
        envelope = self.envelope
        return envelope.decision.seat if envelope is not None and envelope.decision is not None else None

    def _waiting(self, envelope: Envelope) -> str:
        final = envelope.view.final
        if final is not None:
            name = self.seat_name(final.winner)
            return f"{name} wins with {final.totals[final.winner]} Gambit Points, bonuses included."
        names = [envelope.names[s] for s in envelope.waiting_for]
        return "Waiting for " + ", ".join(names) if names else ""

    def _last_combat_line(self, view: Any) -> str:
        last = view.last_combat
        if last is None:
            return ""
        a, d = last.attacker, last.defender
        an, dn = view.contenders[a.contender].name, view.contenders[d.contender].name
        return (f"Last combat: {an} ({plural(a.final_hits, 'Hit')}, {a.final_defense} Def) lost {_lost(a)} Health, "
                f"{dn} ({plural(d.final_hits, 'Hit')}, {d.final_defense} Def) lost {_lost(d)}")

    def place(self, item: QGraphicsItem, pos: QPointF, z: float | None = None) -> None:
        """Add an item at ``pos``; above the felt (z 2) unless it says where."""
        item.setPos(pos)
        if z is not None:
            item.setZValue(z)
        elif item.zValue() == 0:
            item.setZValue(2)
        if isinstance(item, CardItem):
            # CardItem restores this z when the pointer leaves (it assumes 0 until it has zoomed once).
            item._rest_z = item.zValue()
        self.addItem(item)

    def table_rect(self) -> QRectF:
        players = self.view.players if self.view is not None else 2
        return table.rect(players)

    # ----- what is clickable now ---------------------------------------------------------------
    def send(self, action: Any) -> bool:
        if self.choose(action):
            self.selected = None
            return True
        return False

    def _unit(self, key: int) -> int:
        return self.offer.unit_of(key, self.view is not None and self.view.move_unit == "team")

    def _selectable(self, key: int) -> bool:
        unit = self._unit(key)
        return self.offer.movable(unit) or bool(self.offer.targets(key))

    def refresh_marks(self) -> None:
        """Light what the selection (or nothing) makes clickable: tiles, standees, cards."""
        unit = self._unit(self.selected) if self.selected is not None else None
        targets = self.offer.targets(self.selected) if self.selected is not None else {}
        for cell, tile in self.tiles.items():
            tile.set_options(self.offer.tile(cell, unit), self.send)
            tile.hint = False
        for key, standee in self.standees.items():
            choose = self.offer.card(key)
            standee.selected = key == self.selected
            standee.target = key in targets or bool(choose)
            standee.draggable = self.offer.movable(self._unit(key))
            standee.clickable = self._selectable(key) or standee.target
            standee.update()
        for key, card in self.cards.items():
            card.set_options(self.offer.card(key), self.send)
            card.set_selected_mark(key == self.selected)

    def select(self, key: int | None) -> None:
        self.selected = key
        self.refresh_marks()

    def standee_clicked(self, standee: Standee) -> None:
        """Attack the clicked standee with the selected one, choose it, or select it."""
        key = standee.key
        if self.selected is not None:
            attack = self.offer.targets(self.selected).get(key)
            if attack is not None:
                self.send(attack)
                return
        choose = self.offer.card(key)
        if choose and not self._selectable(key):
            self.send(choose[0])
            return
        if self._selectable(key):
            self.select(None if self.selected == key else key)
        elif choose:
            self.send(choose[0])

    def standee_dropped(self, standee: Standee, point: QPointF) -> bool:
        """Drag-to-move: dropping a standee on a planet it may move to sends that Move."""
        for item in self.items(point):
            if isinstance(item, PlanetTile):
                move = self.offer.moves.get(self._unit(standee.key), {}).get(item.cell)
                return move is not None and self.send(move)
        return False

    def _claims(self, item: QGraphicsItem) -> bool:
        return bool(getattr(item, "clickable", False))

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A release on nothing clickable is still the table's (the view may have panned)."""
        super().mouseReleaseEvent(event)
        event.accept()

    def hotspots(self) -> list[Any]:
        """Every item a click may send an option from (selection-dependent standees excluded)."""
        found: list[Any] = [*self.tiles.values(), *self.cards.values(), *self.draft_cards.values(), *self.chips,
                            *self.market_cards, *self.hand_cards, *self.tray_cards, *self.buttons]
        return [item for item in found if item.clickable]

    # ----- events ------------------------------------------------------------------------------
    def play_events(self, events: list[Event]) -> None:
        """Roll the dice that were rolled, slide moved standees, float damage and healing numbers."""
        for event in events:
            if isinstance(event, A.Rolled) and self.combat_panel is not None:
                self._roll(event)
            elif isinstance(event, A.Moved):
                self._slide(event)
            elif isinstance(event, (A.Damaged, A.Healed)) and event.amount > 0:
                self._float(event)

    def _roll(self, event: Any) -> None:
        """Tumble the dice a roll changed: the whole pool, the picked-up dice, or the dice just added."""
        dice = self.combat_panel.dice.get(event.seat, []) if self.combat_panel is not None else []
        if event.why == "reroll":
            dice = [die for index, die in enumerate(dice) if index in self._picked.get(event.seat, set())]
        elif event.why not in ("attack", "defense"):
            dice = dice[len(dice) - len(event.dice):]
        for die in dice:
            die.roll_to(die.face)

    def _slide(self, event: Any) -> None:
        keys = [event.contender] if event.contender >= 0 else list(self.standees)
        for key in keys:
            standee = self.standees.get(key)
            if standee is not None and key in self._previous:
                slide(standee, self._previous[key])

    def _float(self, event: Any) -> None:
        damaged = isinstance(event, A.Damaged)
        text = f"−{event.amount}" if damaged else f"+{event.amount}"
        colour = theme.DANGER if damaged else theme.LEGAL
        for item in (self.cards.get(event.contender), self.standees.get(event.contender)):
            if item is not None:
                float_text(self, text, colour, item.sceneBoundingRect().center())
