"""What the table sees of the Prophecy of Kings parts: each seat's leader sheet, relics, relic fragments,
legendary ability cards and captured units (all face up), the exploration decks (sizes only: their order
is hidden) with their discards (face up), the relic deck's size, the frontier tokens and the tokens
exploration put on the board."""

from __future__ import annotations

import msgspec

from engines.galaxy.leaders.base import sheet
from engines.galaxy.state import TIState


class LeaderView(msgspec.Struct):
    """One leader of a seat's sheet: its id, "agent", "commander" or "hero", and its status
    ("ready", "exhausted", "locked", "unlocked" or "purged")."""

    id: str
    type: str
    status: str


class UnitCount(msgspec.Struct):
    """Captured units of one owner (-1: fighters and infantry, which have no colour) and kind."""

    owner: int
    kind: str
    count: int


class SeatExpansionView(msgspec.Struct):
    leaders: list[LeaderView] = []
    relics: list[str] = []
    fragments: list[str] = []
    legendary: list[str] = []
    captured: list[UnitCount] = []


class ExpansionView(msgspec.Struct):
    seats: list[SeatExpansionView] = []
    explore_decks: dict[str, int] = {}  # deck -> cards left (face down)
    explore_discards: dict[str, list[str]] = {}
    relic_deck: int = 0
    frontier: list[int] = []
    board_tokens: dict[str, list[str]] = {}


def seat_expansion_view(state: TIState, seat: int) -> SeatExpansionView:
    player = state.players[seat]
    return SeatExpansionView(
        leaders=[LeaderView(ident, kind, status) for ident, kind, status in sheet(state, seat)],
        relics=list(player.relics), fragments=list(player.fragments), legendary=list(player.legendary),
        captured=[UnitCount(s.owner, s.kind, s.count) for s in player.captured])


def expansion_view(state: TIState) -> ExpansionView:
    return ExpansionView(
        seats=[seat_expansion_view(state, s) for s in range(len(state.players))],
        explore_decks={deck: len(cards) for deck, cards in state.explore_decks.items()},
        explore_discards={deck: list(cards) for deck, cards in state.explore_discards.items()},
        relic_deck=len(state.relic_deck), frontier=list(state.frontier),
        board_tokens={node: list(tokens) for node, tokens in state.board_tokens.items()})
