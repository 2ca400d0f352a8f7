"""The Eyrie's pieces (Law 7.2): roosts and warriors, Lords of the Forest, Disdain for Trade, the leaders."""

from __future__ import annotations

import msgspec

from engines.core.contract import Event
from engines.woodland.factions.base import Faction, register
from engines.woodland.factions.eyrie.data import (
    BUILDER,
    COLUMNS,
    COMMANDER,
    DESPOT,
    DRAW_BONUS_AT,
    ROOST_VP,
    ROOSTS,
    WARRIORS,
)
from engines.woodland.losses import ChoosesLosses, single_pieces, use_single_pieces
from engines.woodland.pieces import WARRIOR_KINDS, take_off_map
from engines.woodland.refs import CardRef, ref
from engines.woodland.scoring import score
from engines.woodland.state import Board, EyrieBoard, Piece, WoodlandState

ROOST = "roost"


class EyrieView(msgspec.Struct, tag="eyrie", tag_field="faction"):
    """The Eyrie's board as everyone sees it: the Decree is face up (Law 7.1), so is the leader."""

    supply: int
    roosts: int
    roost_vp: list[int]
    draw_bonus_at: list[int]
    leader: str
    deposed: list[str]
    decree: list[list[CardRef]]
    resolved: list[str]
    column: int  # the Decree column being carried out now, or -1
    added: int
    roosts_used: list[int]
    turmoil_turn: int
    turmoil_vp: int
    turmoil_leader: str


def board(state: WoodlandState, seat: int) -> EyrieBoard:
    return state.boards[seat]  # type: ignore[return-value]  # the seat's faction fixes its board type


def roosts_on_map(state: WoodlandState, seat: int) -> int:
    return ROOSTS - board(state, seat).roosts


def has_roost(state: WoodlandState, seat: int, cid: int) -> bool:
    buildings = state.clearings[cid - 1].buildings
    return bool(buildings) and Piece(seat, ROOST) in buildings


def open_column(mine: EyrieBoard) -> int:
    """The leftmost column with a card not yet carried out this Daylight (Law 7.5.2), or -1."""
    resolved = mine.resolved
    for index, column in enumerate(mine.decree):
        for card in column:
            if card not in resolved:
                return index
    return -1


class Eyrie(ChoosesLosses, Faction):
    key = "eyrie"
    name = "Eyrie Dynasties"
    setup_order = 1
    reach = 7
    setup_steps = ("ey_corner", "ey_leader")
    birdsong = ("ey_emergency", "ey_add", "ey_roost")
    daylight = ("ey_craft", "ey_decree")
    evening = ("ey_evening",)
    wins_ties = True  # Lords of the Forest (Law 7.2.2)
    piece_kinds = (ROOST,)

    def new_board(self, state: WoodlandState, seat: int) -> EyrieBoard:
        return EyrieBoard(supply=WARRIORS, roosts=ROOSTS)

    # ----- pieces ----------------------------------------------------------------------------------
    def take_off(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int,
                 events: list[Event]) -> int:
        gone = take_off_map(state, seat, cid, piece, count)
        mine = board(state, seat)
        if piece == "warrior":
            mine.supply += gone
        elif piece == ROOST:
            mine.roosts += gone
        return gone

    # ----- crafting with roosts (Law 7.2.1) ------------------------------------------------------------
    def crafting_pieces(self, state: WoodlandState, seat: int) -> dict[str, int]:
        """One piece per roost not yet activated this turn, of its clearing's suit."""
        return single_pieces(state, seat, ROOST, board(state, seat).roosts_used)

    def use_crafting_pieces(self, state: WoodlandState, seat: int, used: dict[str, int]) -> None:
        use_single_pieces(state, seat, ROOST, board(state, seat).roosts_used, used)

    def item_points(self, state: WoodlandState, seat: int, printed: int) -> int:
        """Disdain for Trade: an item scores one point, unless the Builder leads (Law 7.2.3)."""
        return printed if board(state, seat).leader == BUILDER else 1

    # ----- the leaders (Law 7.8) ----------------------------------------------------------------------
    def attack_extra(self, state: WoodlandState, seat: int) -> int:
        """The Commander deals an extra hit in battles the Eyrie start."""
        return 1 if board(state, seat).leader == COMMANDER else 0

    def after_removing(self, state: WoodlandState, seat: int, victim: int, piece: str, count: int,
                       events: list[Event]) -> None:
        """The Despot scores one more point in a battle that removed a building or token (once per battle)."""
        battle = state.battle
        if board(state, seat).leader != DESPOT or battle is None or piece in WARRIOR_KINDS:
            return
        if seat in (battle.attacker, battle.defender) and "despot" not in battle.used:
            battle.used.append("despot")
            score(state, seat, 1, "Despot", events)

    # ----- Evening (Law 7.6) -------------------------------------------------------------------------
    def evening_draw(self, state: WoodlandState, seat: int) -> int:
        """One card, plus one for each card bonus the roosts on the map have uncovered."""
        placed = roosts_on_map(state, seat)
        return 1 + sum(1 for at in DRAW_BONUS_AT if placed >= at)

    def end_turn(self, state: WoodlandState, seat: int) -> None:
        mine = board(state, seat)
        mine.resolved, mine.added, mine.added_bird, mine.roosts_used = [], 0, False, []

    def private_cards(self, board: Board) -> list[list[str]]:
        """None: the Decree is face up (Law 7.1) and the leader and the deposed ones are known to all
        (the view shows them); the Eyrie's only secret is its hand, hidden like every hand."""
        return []

    def face_down_piles(self, board: Board) -> list[list[str]]:
        """None: the Eyrie has no deck of its own."""
        return []

    def view_board(self, state: WoodlandState, seat: int, viewer: int | None) -> EyrieView:
        mine = board(state, seat)
        column = open_column(mine) if state.active == seat and state.step == "ey_decree" else -1
        return EyrieView(mine.supply, mine.roosts, ROOST_VP, DRAW_BONUS_AT, mine.leader, list(mine.deposed),
                         [[ref(c) for c in cards] for cards in mine.decree], list(mine.resolved), column,
                         mine.added, list(mine.roosts_used), mine.turmoil_turn, mine.turmoil_vp, mine.turmoil_leader)


EYRIE = register(Eyrie())
__all__ = ["COLUMNS", "EYRIE", "ROOST", "board", "has_roost", "open_column", "roosts_on_map"]
