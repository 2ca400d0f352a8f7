"""The Marquise's pieces: supply bookkeeping, hits (warriors first), Field Hospitals, workshops."""

from __future__ import annotations

from typing import Any

import msgspec

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.factions.base import Faction, register
from engines.woodland.factions.marquise.data import BUILDINGS, COST, DRAW_BONUS_AT, PER_TRACK, VP, WARRIORS, WOOD
from engines.woodland.flow import pop, push
from engines.woodland.maps import geo
from engines.woodland.pieces import take_off_map
from engines.woodland.state import MarquiseBoard, Task, WoodlandState
from engines.woodland.words import plural

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


def kinds_here(state: WoodlandState, seat: int, cid: int) -> list[str]:
    """Distinct building and token kinds the Marquise has in a clearing, in track order."""
    clearing = state.clearings[cid - 1]
    present = {p.kind for p in (*clearing.buildings, *clearing.tokens) if p.seat == seat}
    return [k for k in PIECE_KINDS if k in present]


class Marquise(Faction):
    key = "marquise"
    name = "Marquise de Cat"
    setup_order = 0
    reach = 10
    setup_steps = ("mq_keep", "mq_sawmill", "mq_workshop", "mq_recruiter")
    birdsong = ("mq_wood",)
    daylight = ("mq_craft", "mq_actions")
    evening = ("mq_draw",)

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

    def hits_ask(self, state: WoodlandState, task: Task) -> Decision | None:
        """Warriors go first; then the Marquise picks which building or token each hit takes (Law 4.3.4)."""
        if task.count <= 0 or state.clearings[task.clearing - 1].warriors[task.seat]:
            return None
        kinds = kinds_here(state, task.seat, task.clearing)
        if len(kinds) < 2:
            return None
        prompt = "{p%d}: choose the piece you lose in clearing %d (%s left)" % (
            task.seat, task.clearing, plural(task.count, "hit"))
        return Decision(task.seat, prompt, [A.Lose(k) for k in kinds], "Law 4.3.4")

    def hits_act(self, state: WoodlandState, task: Task, action: Any) -> list[Event]:
        from engines.woodland.pieces import remove

        events: list[Event] = []
        cid, seat = task.clearing, task.seat
        warriors = state.clearings[cid - 1].warriors[seat]
        kinds = kinds_here(state, seat, cid)
        if task.count <= 0 or not (warriors or kinds):
            pop(state, task)  # excess hits are lost (Law 4.3.4)
        elif warriors:
            task.count -= remove(state, seat, cid, "warrior", task.other, events, count=min(task.count, warriors))
        else:
            kind = action.piece if isinstance(action, A.Lose) else kinds[0]
            task.count -= remove(state, seat, cid, kind, task.other, events)
        return events

    def lose_options(self, state: WoodlandState, seat: int, cid: int) -> list[Any]:
        if state.clearings[cid - 1].warriors[seat]:
            return [A.Lose("warrior")]
        return [A.Lose(k) for k in kinds_here(state, seat, cid)]

    def can_lose(self, state: WoodlandState, seat: int, cid: int) -> bool:
        clearing = state.clearings[cid - 1]
        if clearing.warriors[seat]:
            return True
        for pile in (clearing.buildings, clearing.tokens):
            for piece in pile:
                if piece.seat == seat and piece.kind in PIECE_KINDS:
                    return True
        return False

    def lose(self, state: WoodlandState, seat: int, cid: int, action: Any, by: int) -> list[Event]:
        from engines.woodland.pieces import remove

        events: list[Event] = []
        remove(state, seat, cid, action.piece, by, events)
        return events

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
