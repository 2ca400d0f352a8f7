"""The Marquise's pieces: supply bookkeeping, hits (warriors first), Field Hospitals, workshops."""

from __future__ import annotations

import msgspec

from engines.core.contract import Event
from engines.woodland.factions.base import Faction, register
from engines.woodland.factions.marquise.data import BUILDINGS, COST, DRAW_BONUS_AT, PER_TRACK, VP, WARRIORS, WOOD
from engines.woodland.flow import push
from engines.woodland.losses import ChoosesLosses
from engines.woodland.maps import geo
from engines.woodland.pieces import take_off_map
from engines.woodland.state import MarquiseBoard, WoodlandState

PIECE_KINDS = (*BUILDINGS, "wood", "keep")


class MarquiseView(msgspec.Struct, tag="marquise", tag_field="faction"):
    """The Marquise's board as the table draws it."""

    supply: int
    wood: int
    keep: int
    keep_lost: bool
    placed: dict[str, int]
    cost: dict[str, list[int]]
    vp: dict[str, list[int]]
    draw_bonus_at: list[int]
    actions: int
    recruited: bool
    workshops_used: list[int]


def board(state: WoodlandState, seat: int) -> MarquiseBoard:
    return state.boards[seat]  # type: ignore[return-value]  # the seat's faction fixes its board type


class Marquise(ChoosesLosses, Faction):
    key = "marquise"
    name = "Marquise de Cat"
    setup_order = 0
    reach = 10
    setup_steps = ("mq_keep", "mq_sawmill", "mq_workshop", "mq_recruiter")
    birdsong = ("mq_wood",)
    daylight = ("mq_craft", "mq_actions")
    evening = ("mq_draw",)
    piece_kinds = PIECE_KINDS

    def new_board(self, state: WoodlandState, seat: int) -> MarquiseBoard:
        return MarquiseBoard(supply=WARRIORS, wood=WOOD, placed=dict.fromkeys(BUILDINGS, 0))

    def take_off(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int,
                 events: list[Event]) -> int:
        gone = take_off_map(state, seat, cid, piece, count)
        mine = board(state, seat)
        if piece == "warrior":
            mine.supply += gone
        elif piece == "wood":
            mine.wood += gone
        elif piece == "keep" and gone:
            mine.keep, mine.keep_lost = 0, True
        elif piece in BUILDINGS:
            mine.placed[piece] -= gone
        return gone

    def after_loss(self, state: WoodlandState, seat: int, cid: int, piece: str, count: int, by: int,
                   events: list[Event]) -> None:
        """Field Hospitals: removed warriors may go to the keep for a matching card (Law 6.2.3)."""
        # Asked whenever she holds a card, so the question does not reveal a matching one (Law 1.2).
        if piece == "warrior" and board(state, seat).keep and state.hands[seat]:
            push(state, "hospital", seat, clearing=cid, count=count)

    def crafting_pieces(self, state: WoodlandState, seat: int) -> dict[str, int]:
        """One piece per workshop not yet activated this turn, of its clearing's suit (Law 6.2.1)."""
        pieces: dict[str, int] = {}
        used = board(state, seat).workshops_used
        suit_of = geo(state).suit
        for cid, clearing in enumerate(state.clearings, 1):
            count = 0
            for building in clearing.buildings:
                if building.seat == seat and building.kind == "workshop":
                    count += 1
            if count and used:
                count -= used.count(cid)
            if count > 0:
                suit = suit_of[cid]
                pieces[suit] = pieces.get(suit, 0) + count
        return pieces

    def use_crafting_pieces(self, state: WoodlandState, seat: int, used: dict[str, int]) -> None:
        mine = board(state, seat)
        suit_of = geo(state).suit
        for suit, need in used.items():
            for cid, clearing in enumerate(state.clearings, 1):
                if suit_of[cid] != suit:
                    continue
                free = sum(1 for b in clearing.buildings if b.seat == seat and b.kind == "workshop")
                while need and free - mine.workshops_used.count(cid) > 0:
                    mine.workshops_used.append(cid)
                    need -= 1

    def evening_draw(self, state: WoodlandState, seat: int) -> int:
        """One card, plus one for each uncovered draw bonus on the recruiter track (Law 6.6)."""
        placed = board(state, seat).placed["recruiter"]
        return 1 + sum(1 for at in DRAW_BONUS_AT if placed >= at)

    def end_turn(self, state: WoodlandState, seat: int) -> None:
        mine = board(state, seat)
        mine.actions, mine.recruited, mine.workshops_used, mine.moves_left = 0, False, [], 0

    def view_board(self, state: WoodlandState, seat: int, viewer: int | None) -> MarquiseView:
        mine = board(state, seat)
        return MarquiseView(mine.supply, mine.wood, mine.keep, mine.keep_lost, dict(mine.placed), COST, VP,
                            DRAW_BONUS_AT, mine.actions, mine.recruited, list(mine.workshops_used))


MARQUISE = register(Marquise())
__all__ = ["MARQUISE", "PER_TRACK", "board"]
