"""Browsing a public pile: the Worn Out pile of the Lost Powers or the shared discard pile, over the map."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF

from desktop.games.woodland import geometry as geo
from desktop.games.woodland.cards import WoodCard
from desktop.games.woodland.hud import Button, PileBrowser

if TYPE_CHECKING:
    from desktop.games.woodland.scene import WoodlandScene

COLUMNS = 8


def pile_cards(view: Any, key: tuple[Any, ...]) -> tuple[str, list[Any]]:
    """The title and cards of the pile a key names."""
    if key[2] == "discard":
        return "Discard pile", list(view.discard)
    seat = key[1]
    if 0 <= seat < len(view.seats) and hasattr(view.seats[seat].board, "worn_out"):
        return "Worn Out pile", list(view.seats[seat].board.worn_out)
    return "Pile", []


def open_pile(scene: WoodlandScene, view: Any, key: tuple[Any, ...]) -> None:
    """Show every card of the pile, newest last; discard cards are keyed so a Tinker can take one."""
    title, cards = pile_cards(view, key)
    columns = max(1, min(COLUMNS if len(cards) <= 4 * COLUMNS else COLUMNS + 2, len(cards)))
    panel = PileBrowser(f"{title}: {len(cards)} card{'s' if len(cards) != 1 else ''}", len(cards), max(4, columns))
    scene.addItem(panel)
    left = max(10.0, (geo.MAP_W - panel.width) / 2)
    panel.setPos(scene.map_origin + QPointF(left, 60))
    for index, ref in enumerate(cards):
        card_key = ("discard", ref.id) if key[2] == "discard" else ("worn", ref.id)
        card = WoodCard(card_key, ref.key, 110, 158, ref.id, panel)
        card.setPos(panel.slot(index))
    close = Button(("close",), "Close ✕", 100, 30, tip="Close the pile", parent=panel)
    close.setPos(panel.width - 112, 8)
    close.mark(True)
