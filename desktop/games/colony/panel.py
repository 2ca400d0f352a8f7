"""The panel under the left mats: the card being resolved, who is asked to react, and its small choices.

Choices that have no place on the board are printed here as chips: "No reaction", how many
people, leave the surveyed card on top or put it at the bottom, and the discarded cards a
salvage may return.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsTextItem

from desktop import theme
from desktop.games.colony.cards import ColonyCard
from desktop.games.colony.items import ChipItem, PanelItem, text
from desktop.games.colony.style import font
from desktop.widgets.token import TokenItem
from engines.colony.actions import ChooseCard, ChooseCount, NoReaction, PlaceTop

PANEL_W = 556.0
COLUMN = 180.0  # where the words right of the card begin
CHIP_ROW = 8
Target = tuple[QGraphicsItem, Any]

CHOICE_WORDS = {
    "space": "Click an S# on the planet.",
    "count": "How many people? Click a number.",
    "ship": "Click a ship mat.",
    "slot": "Click an atmosphere slot to dock in.",
    "target": "Click the docked card to hit.",
    "card": "Click the card to return.",
    "keep": "Leave it on top, or put it at the bottom?",
}


class ResolvingPanel(PanelItem):
    """Built from the view and the seat's decision; ``targets`` lists the clickable chips and cards."""

    def __init__(self, view: Any, decision: Any, names: list[str], colour_of: Callable[[int], int],
                 waiting: str, parent: QGraphicsItem | None = None) -> None:
        super().__init__(PANEL_W, 300, parent=parent)
        self.view = view
        self.names = names
        self.colour_of = colour_of
        self.targets: list[Target] = []
        self.card: ColonyCard | None = None
        self.held: list[QGraphicsItem] = []  # Qt objects that Python must keep alive
        options = [o.action for o in decision.options] if decision is not None else []
        self.labels = {o.action: o.label for o in decision.options} if decision is not None else {}
        resolving = view.resolving
        if resolving is not None:
            top = self._resolving(resolving) + 4
            self.left, self.room = COLUMN, PANEL_W - COLUMN - 12
        else:
            top = self._idle(decision, waiting) + 8
            self.left, self.room = 14.0, PANEL_W - 28
        bottom = self._chips(options, top)
        self.height = max(270.0 if resolving is not None else 150.0, bottom + 14)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"

    # ----- what is shown -----------------------------------------------------------------------
    def _resolving(self, pend: Any) -> float:
        title = "Reaction window" if pend.window else "Now resolving"
        text(self, title, 16, 10, 20, bold=True, colour=theme.ACCENT)
        self.card = ColonyCard(pend.card, 150, 210, None, self)
        self.card.setPos(14, 46)
        y = 46.0
        text(self, self._origin(pend), COLUMN, y, 16, bold=True, width=PANEL_W - COLUMN - 14)
        y += 28
        if pend.window:
            text(self, "Asked to react:", COLUMN, y, 15, colour=theme.MUTED)
            y = self._asked(pend.window, y + 22)
            if self.view.seat in pend.window:
                y = self._wrapped("Play a lit reaction from your hand, or:", y, theme.LEGAL)
        if pend.reactions:
            played = ", ".join(card.name for card in pend.reactions)
            y = self._wrapped("Reactions played: " + played, y, theme.INK)
        if pend.blocked:
            text(self, "BLOCKED", COLUMN, y, 17, bold=True, colour=theme.DANGER)
            y += 26
        if pend.choice and not pend.window:
            y = self._wrapped(CHOICE_WORDS.get(pend.choice, ""), y, theme.LEGAL)
        return y

    def _origin(self, pend: Any) -> str:
        if pend.origin == "planet":
            return "Revealed by the planet"
        if pend.origin == "atmo":
            return f"Acts from atmosphere slot {pend.slot}"
        if pend.origin == "ghost":
            return f"{self._name(pend.seat)}'s ghost ship acts"
        return f"Played by {self._name(pend.seat)}"

    def _asked(self, seats: list[int], y: float) -> float:
        for index, seat in enumerate(seats):
            x = COLUMN + 4 + (index % 3) * 122
            row = y + (index // 3) * 26
            token = TokenItem(self.colour_of(seat), 9, 1, "", self)
            token.setPos(x + 8, row + 11)
            text(self, self._name(seat), x + 22, row, 15, bold=seat == self.view.seat, width=96)
        return y + ((len(seats) + 2) // 3) * 26 + 4

    def _wrapped(self, words: str, y: float, colour: QColor) -> float:
        item = QGraphicsTextItem(self)
        self.held.append(item)
        item.setFont(font(15))
        item.setDefaultTextColor(colour)
        item.setTextWidth(PANEL_W - COLUMN - 10)
        item.setPlainText(words)
        item.setPos(COLUMN - 4, y - 4)
        return y + item.boundingRect().height() + 2

    def _idle(self, decision: Any, waiting: str) -> float:
        view = self.view
        if view.phase == "draft":
            title = "Choose your ship"
        elif view.phase == "over":
            title = "Game over"
        elif view.phase == "turns":
            title = f"{self._name(view.active)}'s turn"
        else:
            title = "The planet moves"
        text(self, title, 16, 10, 20, bold=True, colour=theme.ACCENT, width=PANEL_W - 32)
        words = decision.prompt if decision is not None else waiting
        hint = self._hint(decision)
        item = QGraphicsTextItem(self)
        self.held.append(item)
        item.setFont(font(15))
        item.setDefaultTextColor(theme.INK)
        item.setTextWidth(PANEL_W - 30)
        item.setPlainText(words + ("\n" + hint if hint else ""))
        item.setPos(10, 42)
        return 42 + item.boundingRect().height()

    def _hint(self, decision: Any) -> str:
        if decision is None:
            return ""
        if self.view.phase == "draft":
            return "Click a ship below to take it."
        if self.view.phase == "turns":
            return "Click a lit card in your hand, or \"+1 person\" on your ship's mat."
        return ""

    # ----- choices printed as chips ------------------------------------------------------------
    def _chips(self, options: list[Any], top: float) -> float:
        y = top
        if NoReaction() in options:
            y = self._row([("No reaction", NoReaction())], y, 220, primary=True)
        counts = [o for o in options if isinstance(o, ChooseCount)]
        if counts:
            y = self._row([(str(o.count), o) for o in counts], y, 46)
            ghost = [o for o in counts if "goes ghost" in self.labels.get(o, "")]
            if ghost:  # landing the whole crew turns the ship ghost: say so before the click (LSF-TERM-1)
                warning = f"Landing {ghost[0].count} takes everyone aboard: your ship goes ghost."
                text(self, warning, self.left, y + 2, 15, bold=True, colour=theme.DANGER, width=self.room)
                for chip, action in self.targets:
                    if action in ghost:
                        chip.setToolTip(self.labels[action])
                y += 26
        keeps = [o for o in options if isinstance(o, PlaceTop)]
        if keeps:
            y = self._row([("To the bottom" if o.bottom else "Leave on top", o) for o in keeps], y, 170)
        cards = [o for o in options if isinstance(o, ChooseCard)]
        if cards:
            y = self._discards(cards, y)
        return y

    def _row(self, chips: list[tuple[str, Any]], y: float, width: float, primary: bool = False) -> float:
        per_row = max(1, int((self.room + 5) // (width + 5)))
        for index, (words, action) in enumerate(chips):
            chip = ChipItem(words, width, 40, primary, self)
            chip.setPos(self.left + (index % per_row) * (width + 5), y + (index // per_row) * 46)
            chip.set_legal(True)
            chip.setToolTip(words)
            self.targets.append((chip, action))
        return y + ((len(chips) + per_row - 1) // per_row) * 46

    def _discards(self, options: list[ChooseCard], y: float) -> float:
        faces = {card.id: card for ship in self.view.ships for card in ship.discard}
        step = 52.0
        per_row = max(1, int((self.room - 70) // step) + 1)
        for index, option in enumerate(options):
            face = faces.get(option.card)
            if face is None:
                continue
            item = ColonyCard(face, 70, 98, None, self)
            item.setPos(self.left + (index % per_row) * step, y + (index // per_row) * 60)
            item.setZValue(index)
            item.set_legal(True)
            self.held.append(item)
            self.targets.append((item, option))
        rows = (len(options) + per_row - 1) // per_row
        return y + (rows - 1) * 60 + 104 if rows else y


def hand_caption(view: Any, names: list[str]) -> str:
    """The words above the seat's own cards."""
    if view.seat is None:
        return "Hands are hidden"
    name = names[view.seat] if view.seat < len(names) else "Your"
    count = len(view.hand)
    return f"{name}'s hand · {count} card{'s' if count != 1 else ''}" + (" (ghost ships hold none)" if
                                                                          view.ships[view.seat].ghost else "")

