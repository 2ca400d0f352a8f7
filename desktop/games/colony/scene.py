"""Landfall's table: the planet board in the middle, ship mats on both sides, the hand and the panel below.

The scene draws one seat's envelope and nothing else. What can be clicked comes only from the
decision's options: every option is one lit item (a surface space, an atmosphere slot, a ship
mat, a card in the hand, a ship design, or a chip in the panel), and ``targets`` lists them so
the tests can check that the table offers exactly the options.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop import theme
from desktop.games.base import GameScene
from desktop.games.colony.animate import Animator
from desktop.games.colony.board import SIZE, PlanetBoard
from desktop.games.colony.cards import ColonyCard, DesignCard
from desktop.games.colony.items import Clickable, text
from desktop.games.colony.legend import LEGEND_W, LegendItem
from desktop.games.colony.mats import MAT_H, MAT_W, ShipMat
from desktop.games.colony.panel import PANEL_W, ResolvingPanel, hand_caption
from desktop.widgets.card import CardItem
from desktop.widgets.hand import HandItem
from engines.colony import actions as a
from engines.core.contract import Event, Game
from engines.core.match import Envelope, SeatConfig

GAP = 16.0
ROW = SIZE + 24.0
LEFT = -GAP - MAT_W  # the left edge of the table
HAND_X = LEFT + PANEL_W + 16
LEGEND_X = SIZE + GAP + MAT_W - LEGEND_W
HAND_W = LEGEND_X - 34 - HAND_X
Target = tuple[QGraphicsItem, Any]


class Root(QGraphicsObject):
    """Holds one drawing of the table so a redraw can drop it whole."""

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class ColonyScene(GameScene):
    """The Landfall table for one seat (or a spectator)."""

    IDLE_PIECES = (Clickable, CardItem)  # spaces, slots, ship mats and cards: a click on one is always answered

    def __init__(self, game: Game[Any], seats: list[SeatConfig], parent: QWidget | None = None) -> None:
        super().__init__(game, seats, parent)
        self.root: Root | None = None
        self.targets: list[Target] = []
        self.board: PlanetBoard | None = None
        self.mats: dict[int, ShipMat] = {}
        self.panel: ResolvingPanel | None = None
        self.hand_cards: list[ColonyCard] = []
        self.hand: HandItem | None = None
        self.legend: LegendItem | None = None
        self.animator = Animator(self)

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, envelope: Envelope) -> None:
        view = envelope.view
        if self.root is not None:
            self.removeItem(self.root)
            self.root.deleteLater()
        self.root = Root()
        self.addItem(self.root)
        names = envelope.names
        colours = [theme.seat_colour(self.seat_colour_index(s)) for s in range(len(view.ships))]
        self.board = PlanetBoard(view, names, colours, self.root)
        self._mats(view, names)
        self.panel = ResolvingPanel(view, envelope.decision, names, self.seat_colour_index,
                                    self._waiting(envelope), self.root)
        self.panel.setPos(LEFT, ROW)
        self._hand(view, names)
        self.legend = LegendItem(self.root)
        self.legend.setPos(LEGEND_X, ROW + 4)
        self._wire(envelope)

    def _waiting(self, envelope: Envelope) -> str:
        names = [envelope.names[s] for s in envelope.waiting_for if s < len(envelope.names)]
        if envelope.result is not None:
            return envelope.result.summary
        return ("Waiting for " + ", ".join(names) + "…") if names else ""

    def _mats(self, view: Any, names: list[str]) -> None:
        assert self.root is not None
        self.mats = {}
        count = len(view.ships)
        left = (count + 1) // 2
        asked = set(view.resolving.window) if view.resolving is not None else set()
        for seat, ship in enumerate(view.ships):
            chosen = view.resolving is not None and view.resolving.ship == seat
            marks = {"turn": view.phase == "turns" and view.active == seat, "first": view.first == seat,
                     "asked": seat in asked, "draft": view.phase == "draft", "chosen": chosen}
            mat = ShipMat(ship, names[seat] if seat < len(names) else self.seat_name(seat),
                          self.seat_colour_index(seat), marks, self.root)
            # Clockwise round the board: up the left side, then down the right side.
            if seat < left:
                mat.setPos(LEFT, _column_y(left, left - 1 - seat))
            else:
                mat.setPos(SIZE + GAP, _column_y(count - left, seat - left))
            self.mats[seat] = mat

    def _hand(self, view: Any, names: list[str]) -> None:
        assert self.root is not None
        self.hand_cards = []
        hand = self.hand = HandItem(HAND_W, self.root)
        hand.setPos(HAND_X, ROW + 34)
        if view.phase == "draft" and view.designs:
            text(self.root, "Ships still free: each seat takes one in turn", HAND_X + 4, ROW, 19, bold=True)
            cards: list[ColonyCard] = [DesignCard(d, 160, 236) for d in view.designs]
        else:
            text(self.root, hand_caption(view, names), HAND_X + 4, ROW, 19, bold=True)
            cards = [ColonyCard(c, 150, 210) for c in view.hand]
        hand.set_cards(list(cards))
        self.hand_cards = cards

    def table_rect(self) -> QRectF:
        if self.root is None:
            return self.itemsBoundingRect()
        return self.root.mapRectToScene(self.root.childrenBoundingRect())

    # ----- what can be clicked -----------------------------------------------------------------
    def _wire(self, envelope: Envelope) -> None:
        """Light exactly the items whose click is one of the decision's options."""
        self.targets = []
        assert self.board is not None and self.panel is not None
        cards = {getattr(item.card, "id", ""): item for item in self.hand_cards}
        designs = {item.design.key: item for item in self.hand_cards if isinstance(item, DesignCard)}
        seat = envelope.decision.seat if envelope.decision is not None else None
        for action in self.options:
            item = self._item_for(action, cards, designs, seat)
            if item is not None:
                self.targets.append((item, action))
        self.targets += self.panel.targets
        for item, action in self.targets:
            item.set_legal(True)  # type: ignore[attr-defined]
            item.clicked.connect(lambda action=action: self.choose(action))  # type: ignore[attr-defined]
        self._mark_refusable(envelope, seat)

    def _mark_refusable(self, envelope: Envelope, seat: int | None) -> None:
        """What an unlit item would mean, so a click on it hears why not: a space no one may land on, a card
        that cannot be played now, another ship, a slot."""
        assert self.board is not None
        asked = {type(action) for action in self.options}
        window = envelope.view.resolving is not None and bool(envelope.view.resolving.window)
        for card in self.hand_cards:
            cid = getattr(card.card, "id", "")
            if cid:
                self.stands_for(card, a.React(cid) if window else a.PlayCard(cid))
        if a.ChooseSpace in asked:
            for space, surface in self.board.spaces.items():
                self.stands_for(surface, a.ChooseSpace(space))
        if a.ChooseShip in asked:
            for index, mat in self.mats.items():
                self.stands_for(mat, a.ChooseShip(index))
        for kind in (a.ChooseSlot, a.ChooseTarget):
            if kind in asked:
                for slot, item in self.board.slots.items():
                    self.stands_for(item, kind(slot))

    def _item_for(self, action: Any, cards: dict[str, Any], designs: dict[str, Any], seat: int | None) -> Any:
        assert self.board is not None
        kind = type(action)
        if kind is a.ChooseSpace:
            return self.board.spaces.get(action.space)
        if kind is a.ChooseSlot or kind is a.ChooseTarget:
            return self.board.slots.get(action.slot)
        if kind is a.ChooseShip:
            return self.mats.get(action.seat)
        if kind is a.PlayCard or kind is a.React:
            return cards.get(action.card)
        if kind is a.PickShip:
            return designs.get(action.ship)
        if kind is a.AddPerson and seat in self.mats:
            return self.mats[seat].add_button(True)
        return None

    # ----- animations --------------------------------------------------------------------------
    def play_events(self, events: list[Event]) -> None:
        """Damage rises in red where it struck; landings fly from the ship and rise in green."""
        for event in events:
            if isinstance(event, a.Damaged) and event.amount > 0:
                point = self._anchor(event.target, event.index)
                if point is not None:
                    self.animator.float_text(f"−{event.amount}", theme.DANGER, point)
            elif isinstance(event, a.Landed):
                self._landing(event)
            elif isinstance(event, a.PeopleAdded):
                point = self._anchor(event.target, event.index)
                if point is not None:
                    self.animator.float_text(f"+{event.amount}", theme.LEGAL, point)

    def _landing(self, event: a.Landed) -> None:
        space = self._anchor("space", event.space)
        ship = self._anchor("ship", event.seat)
        if space is None:
            return
        if ship is not None:
            self.animator.fly(self.seat_colour_index(event.seat), ship, space)
        self.animator.float_text(f"+{event.landed + event.added}", theme.LEGAL, space)

    def _anchor(self, target: str, index: int) -> QPointF | None:
        """Where on the table an event about ``target`` number ``index`` happened."""
        if self.board is None:
            return None
        if target == "space" and index in self.board.spaces:
            return self.board.spaces[index].mapToScene(self.board.spaces[index].centre())
        if target == "slot" and index in self.board.slots:
            return self.board.slots[index].centre()
        if target in ("ship", "landing") and index in self.mats:
            return self.mats[index].people_point()
        return None


def _column_y(count: int, index: int) -> float:
    """The top of mat ``index`` in a column of ``count`` mats centred beside the board."""
    gap = (SIZE - 3 * MAT_H) / 2
    total = count * MAT_H + (count - 1) * gap
    return (SIZE - total) / 2 + index * (MAT_H + gap)

