"""How the searching bot judges a woodland position: points, and what is on the map and in hand.

Every faction scores from what it holds: buildings and tokens on the map, warriors that keep
them, cards in hand to craft and to fight with. A seat's worth adds small amounts of each to
its victory points; shares of a win follow, sharper as someone nears 30. Two factions hold worth
off the map as well: the Eyrie's roosts score again every Evening (Law 7.6) and the bird cards in
its Decree are points lost at the next turmoil (Law 7.7); the Alliance's supporters pay for its
revolts and sympathy (Law 8.4) and its officers for its operations (Law 8.6).
"""

from __future__ import annotations

from engines.core.contract import Result
from engines.core.value import outcome_values, win_shares
from engines.woodland.deck import SUIT_OF
from engines.woodland.factions.eyrie.data import ROOST_VP, ROOSTS
from engines.woodland.scoring import WIN_VP
from engines.woodland.state import AllianceBoard, EyrieBoard, WoodlandState

PIECE = 0.6  # a building or token on the map
WARRIOR = 0.15
CARD = 0.4
CRAFTED = 0.5  # a crafted card or item that keeps working
ROOST_INCOME = 0.8  # for each point the Eyrie's roosts on the map score every Evening
DECREE_BIRD = 0.25  # a bird card in the Decree: a point the next turmoil takes
SUPPORTER = 0.35
OFFICER = 0.3
SPREAD = 2.0
SPREAD_PER_VP = 0.2  # more spread for each point the leader still needs


def values(state: WoodlandState, result: Result | None) -> list[float]:
    """Each seat's share of a win from here, in 0..1 (the result's shares at the end)."""
    if result is not None:
        return outcome_values(result, state.players)
    if state.phase == "setup":
        return [1.0 / state.players] * state.players
    worth = [worth_of(state, seat) for seat in range(state.players)]
    left = max(0, WIN_VP - max(state.vp))
    return win_shares(worth, SPREAD + SPREAD_PER_VP * left)


def worth_of(state: WoodlandState, seat: int) -> float:
    pieces = warriors = 0
    for clearing in state.clearings:
        warriors += clearing.warriors[seat]
        pieces += sum(1 for p in clearing.buildings if p.seat == seat)
        pieces += sum(1 for p in clearing.tokens if p.seat == seat)
    crafted = len(state.crafted[seat]) + len(state.crafted_items[seat])
    return (state.vp[seat] + PIECE * pieces + WARRIOR * warriors + CARD * len(state.hands[seat])
            + CRAFTED * crafted + off_the_map(state, seat))


def off_the_map(state: WoodlandState, seat: int) -> float:
    """The Eyrie's roost income less its Decree's risk; the Alliance's supporters and officers."""
    board = state.boards[seat]
    if isinstance(board, EyrieBoard):
        roosts = ROOSTS - board.roosts
        income = ROOST_VP[roosts - 1] if roosts else 0
        birds = sum(1 for column in board.decree for card in column if SUIT_OF[card] == "bird")
        return ROOST_INCOME * income - DECREE_BIRD * birds
    if isinstance(board, AllianceBoard):
        return SUPPORTER * len(board.supporters) + OFFICER * board.officers
    return 0.0
