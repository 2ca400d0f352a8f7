"""The Alliance's pieces (Law 8.2): warriors, bases, sympathy tokens, the supporters stack, Guerrilla War,
Outrage when enemies remove sympathy or march into it, and what losing a base costs."""

from __future__ import annotations

import msgspec

from engines.core.contract import Event
from engines.core.words import plural
from engines.woodland import actions as A
from engines.woodland.deck import SUIT_OF, deal, discard
from engines.woodland.factions.alliance.data import (
    BASE_SUITS,
    SUPPORTER_LIMIT,
    SYMPATHY,
    SYMPATHY_COST,
    SYMPATHY_VP,
    WARRIORS,
)
from engines.woodland.factions.base import Faction, register
from engines.woodland.flow import push
from engines.woodland.losses import ChoosesLosses, single_pieces, use_single_pieces
from engines.woodland.maps import geo
from engines.woodland.pieces import take_off_map
from engines.woodland.refs import CardRef, ref
from engines.woodland.state import AllianceBoard, Board, Piece, WoodlandState

SYMPATHY_TOKEN, BASE = "sympathy", "base"
PIECE_KINDS = (BASE, SYMPATHY_TOKEN)


class AllianceView(msgspec.Struct, tag="alliance", tag_field="faction"):
    """The Alliance's board: the supporters are a face-down stack, so others see only its size (Law 8.2.1)."""

    supply: int
    officers: int
    supporters: int
    own_supporters: list[CardRef] | None  # the cards, for the Alliance's own view only
    sympathy: int
    sympathy_cost: list[int]
    sympathy_vp: list[int]
    bases: dict[str, int]
    limit: int  # the stack's limit while no base is on the map, else 0
    operations: int
    crafted_with: list[int]


def board(state: WoodlandState, seat: int) -> AllianceBoard:
    return state.boards[seat]  # type: ignore[return-value]  # the seat's faction fixes its board type


def sympathetic(state: WoodlandState, seat: int, cid: int) -> bool:
    tokens = state.clearings[cid - 1].tokens
    return bool(tokens) and Piece(seat, SYMPATHY_TOKEN) in tokens


def bases_on_map(mine: AllianceBoard) -> int:
    return sum(1 for where in mine.bases.values() if where)


def next_sympathy(mine: AllianceBoard) -> tuple[int, int]:
    """The cost and the points of the next sympathy token off the track (Law 8.4.2)."""
    placed = SYMPATHY - mine.sympathy
    return SYMPATHY_COST[placed], SYMPATHY_VP[placed]


def matching_supporters(mine: AllianceBoard, suit: str) -> int:
    """Supporters that can be spent for a suit: that suit or birds (Law 2.1.1)."""
    return sum(1 for card in mine.supporters if SUIT_OF[card] in (suit, "bird"))


def spend_supporters(state: WoodlandState, seat: int, suit: str, count: int) -> None:
    """Spend supporters for a suit: cards of the suit first, then birds (ROOT-AUTO)."""
    mine = board(state, seat)
    for wanted in (suit, "bird"):
        for card in [c for c in mine.supporters if SUIT_OF[c] == wanted]:
            if count <= 0:
                return
            mine.supporters.remove(card)
            discard(state, card)
            count -= 1


def add_supporter(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """A card joins the stack; with no base on the map a sixth one is discarded instead (Law 8.2.1)."""
    mine = board(state, seat)
    if not bases_on_map(mine) and len(mine.supporters) >= SUPPORTER_LIMIT:
        discard(state, card)
        events.append(A.Happened(text="{p%d}'s supporters are full: the card is discarded" % seat))
        return
    mine.supporters.append(card)


class Alliance(ChoosesLosses, Faction):
    key = "alliance"
    name = "Woodland Alliance"
    setup_order = 2
    reach = 3
    birdsong = ("al_revolt", "al_spread")
    daylight = ("al_daylight",)
    evening = ("al_operations", "al_draw")
    piece_kinds = PIECE_KINDS
    guerrilla = True  # Law 8.2.3
    watches_moves = True  # Outrage (Law 8.2.4)

    def new_board(self, state: WoodlandState, seat: int) -> AllianceBoard:
        """Three supporters from the deck; no piece on the map (Law 8.3)."""
        from engines.woodland.factions.alliance.data import STARTING_SUPPORTERS

        return AllianceBoard(supply=WARRIORS, sympathy=SYMPATHY, bases=dict.fromkeys(BASE_SUITS, 0),
                             supporters=deal(state, STARTING_SUPPORTERS))

    # ----- pieces ----------------------------------------------------------------------------------
    def take_off(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int,
                 events: list[Event]) -> int:
        gone = take_off_map(state, seat, cid, piece, count)
        mine = board(state, seat)
        if piece == "warrior":
            mine.supply += gone
        elif piece == SYMPATHY_TOKEN:
            mine.sympathy += gone
        elif piece == BASE and gone:
            mine.bases[geo(state).suit[cid]] = 0
        return gone

    # ----- Outrage and losing a base ------------------------------------------------------------------
    def after_loss(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int, by: int,
                   events: list[Event]) -> None:
        """An enemy that removes sympathy owes a card (Outrage, Law 8.2.4); a lost base costs its suit's
        supporters and half the officers (Law 8.2.5)."""
        if piece == SYMPATHY_TOKEN and 0 <= by != seat:
            for _ in range(count):
                push(state, "outrage", by, other=seat, clearing=cid)
        elif piece == BASE:
            lose_base(state, seat, geo(state).suit[cid], events)

    def enemy_arrived(self, state: WoodlandState, seat: int, mover: int, cid: int) -> None:
        """Warriors moved into a sympathetic clearing: the mover owes a card (Outrage, Law 8.2.4)."""
        if sympathetic(state, seat, cid):
            push(state, "outrage", mover, other=seat, clearing=cid)

    # ----- crafting with sympathy (Law 8.5.1) ------------------------------------------------------------
    def crafting_pieces(self, state: WoodlandState, seat: int) -> dict[str, int]:
        return single_pieces(state, seat, SYMPATHY_TOKEN, board(state, seat).crafted_with)

    def use_crafting_pieces(self, state: WoodlandState, seat: int, used: dict[str, int]) -> None:
        use_single_pieces(state, seat, SYMPATHY_TOKEN, board(state, seat).crafted_with, used)

    def evening_draw(self, state: WoodlandState, seat: int) -> int:
        """One card plus one for each base on the map (Law 8.6.2)."""
        return 1 + bases_on_map(board(state, seat))

    def end_turn(self, state: WoodlandState, seat: int) -> None:
        mine = board(state, seat)
        mine.crafted_with, mine.operations = [], 0

    def private_cards(self, board: Board) -> list[list[str]]:
        """The supporters: shared-deck cards face down, seen by the Alliance alone (Law 8.2.1)."""
        return [board.supporters] if isinstance(board, AllianceBoard) else []

    def view_board(self, state: WoodlandState, seat: int, viewer: int | None) -> AllianceView:
        mine = board(state, seat)
        own = [ref(c) for c in mine.supporters] if viewer == seat else None
        limit = 0 if bases_on_map(mine) else SUPPORTER_LIMIT
        return AllianceView(mine.supply, mine.officers, len(mine.supporters), own, mine.sympathy, SYMPATHY_COST,
                            SYMPATHY_VP, dict(mine.bases), limit, mine.operations, list(mine.crafted_with))


def lose_base(state: WoodlandState, seat: int, suit: str, events: list[Event]) -> None:
    """Discard the supporters of the base's suit, birds too, and half the officers, rounded up (Law 8.2.5)."""
    mine = board(state, seat)
    lost = [c for c in mine.supporters if SUIT_OF[c] in (suit, "bird")]
    for card in lost:
        mine.supporters.remove(card)
        discard(state, card)
    officers = (mine.officers + 1) // 2
    mine.officers -= officers
    mine.supply += officers
    events.append(A.Happened(text="{p%d} loses the %s base: %s and %s go" % (
        seat, suit, plural(len(lost), "supporter"), plural(officers, "officer"))))
    if not bases_on_map(mine) and len(mine.supporters) > SUPPORTER_LIMIT:
        push(state, "al_trim", seat)


ALLIANCE = register(Alliance())
__all__ = ["ALLIANCE", "BASE", "SYMPATHY_TOKEN", "add_supporter", "board", "next_sympathy", "sympathetic"]
