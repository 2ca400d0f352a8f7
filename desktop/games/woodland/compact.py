"""A compact board for games of four or five seats: the header, one line of the faction's state and its
crafted cards and items (what another seat may click: the header to choose it, an item to take by Aid)."""

from __future__ import annotations

from typing import Any

from desktop import theme
from desktop.games.woodland import al_board, ey_board
from desktop.games.woodland.boards import HEADER_H, SMALL_CRAFTED_H, Seats, board_panel, crafted_row
from desktop.games.woodland.hud import Caption, Panel
from desktop.games.woodland.mq_board import keep_words
from engines.core.words import plural
from engines.woodland.deck import DESIGNS
from engines.woodland.factions.vagabond.data import CHARACTERS

SUMMARY_PX = 17.0  # two lines of this, legible when a five-seat table is shown at 1280x800
HEIGHT = HEADER_H + 2 * SUMMARY_PX * 1.25 + SMALL_CRAFTED_H + 20.0
FULL_AT = HEIGHT + 1  # a board this tall or taller is drawn in full


def build(seat: Any, seats: Seats, width: float, height: float) -> Panel:
    panel, _ = board_panel(seat, seats, width, height)
    words = SUMMARIES[seat.faction](seat.board)
    line = Caption(words, width - 24, SUMMARY_PX, theme.INK, parent=panel, lines=2)
    line.setPos(12, HEADER_H + 8)
    line.setToolTip(words)
    crafted_row(panel, seat, height - SMALL_CRAFTED_H - 4, width, small=True)
    return panel


def _lost_powers(board: Any) -> str:
    names = ", ".join(DESIGNS[ref.key].name for ref in board.tableau if ref is not None) or "no followers"
    return f"Followers: {names} · {plural(board.supply, 'Elder')} in supply · Worn Out {len(board.worn_out)}"


def _marquise(board: Any) -> str:
    built = " · ".join(f"{kind}s {board.placed.get(kind, 0)}" for kind in ("sawmill", "workshop", "recruiter"))
    return f"{built} · {plural(board.supply, 'warrior')} · {board.wood} wood · {keep_words(board)}"


def _vagabond(board: Any) -> str:
    name = CHARACTERS.get(board.character, {}).get("name", "Vagabond")
    where = f"clearing {board.clearing}" if board.clearing else f"forest {board.forest}" if board.forest else "off"
    ready = sum(1 for i in board.items if not i.exhausted and not i.damaged)
    return (f"{name} in {where} · {ready} of {plural(len(board.items), 'item')} ready · "
            f"{plural(len(board.quests_done), 'quest')} done")


SUMMARIES = {"lost_powers": _lost_powers, "marquise": _marquise, "vagabond": _vagabond,
             "eyrie": ey_board.summary, "alliance": al_board.summary}
