"""What factions with buildings and tokens share: their hits take warriors first, then the building or token
the owner chooses (Law 4.3.4); Disarm or Strike takes a warrior, else a piece of the owner's choice; and
crafting pieces that are one building or token per clearing, each activated once per turn (Law 4.1.1)."""

from __future__ import annotations

from typing import Any, ClassVar

from engines.core.contract import Decision, Event
from engines.core.words import plural
from engines.woodland import actions as A
from engines.woodland.flow import pop
from engines.woodland.maps import geo
from engines.woodland.state import Piece, Task, WoodlandState


class ChoosesLosses:
    """A faction mixin: ``piece_kinds`` are its buildings and tokens, in the order it lists them."""

    piece_kinds: ClassVar[tuple[str, ...]] = ()

    def kinds_here(self, state: WoodlandState, seat: int, cid: int) -> list[str]:
        """Distinct building and token kinds the faction has in a clearing, in ``piece_kinds`` order."""
        clearing = state.clearings[cid - 1]
        present = {p.kind for p in (*clearing.buildings, *clearing.tokens) if p.seat == seat}
        return [k for k in self.piece_kinds if k in present]

    def hits_ask(self, state: WoodlandState, task: Task) -> Decision | None:
        """Warriors go first; then the owner picks which building or token each hit takes (Law 4.3.4)."""
        if task.count <= 0 or state.clearings[task.clearing - 1].warriors[task.seat]:
            return None
        kinds = self.kinds_here(state, task.seat, task.clearing)
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
        kinds = self.kinds_here(state, seat, cid)
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
        return [A.Lose(k) for k in self.kinds_here(state, seat, cid)]

    def can_lose(self, state: WoodlandState, seat: int, cid: int) -> bool:
        clearing = state.clearings[cid - 1]
        if clearing.warriors[seat]:
            return True
        kinds = self.piece_kinds
        for pile in (clearing.buildings, clearing.tokens):
            for piece in pile:
                if piece.seat == seat and piece.kind in kinds:
                    return True
        return False

    def lose(self, state: WoodlandState, seat: int, cid: int, action: Any, by: int) -> list[Event]:
        from engines.woodland.pieces import remove

        events: list[Event] = []
        remove(state, seat, cid, action.piece, by, events)
        return events


def single_pieces(state: WoodlandState, seat: int, kind: str, used: list[int]) -> dict[str, int]:
    """Crafting pieces that stand one per clearing (roosts, sympathy): one of the clearing's suit for each
    clearing holding the piece and not in ``used`` (those activated this turn)."""
    pieces: dict[str, int] = {}
    suit_of = geo(state).suit
    piece = Piece(seat, kind)
    for cid, clearing in enumerate(state.clearings, 1):
        if (piece in clearing.buildings or piece in clearing.tokens) and cid not in used:
            suit = suit_of[cid]
            pieces[suit] = pieces.get(suit, 0) + 1
    return pieces


def use_single_pieces(state: WoodlandState, seat: int, kind: str, used: list[int], paid: dict[str, int]) -> None:
    """Mark the clearings whose piece paid for a card as activated (appended to ``used``)."""
    suit_of = geo(state).suit
    piece = Piece(seat, kind)
    for suit, need in paid.items():
        for cid, clearing in enumerate(state.clearings, 1):
            if need and suit_of[cid] == suit and cid not in used and (piece in clearing.buildings
                                                                      or piece in clearing.tokens):
                used.append(cid)
                need -= 1
