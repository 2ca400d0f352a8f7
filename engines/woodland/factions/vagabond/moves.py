"""The Vagabond's movement: Slip in Birdsong and Move with boots in Daylight (Law 9.4.2, 9.5.1)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.factions.base import faction
from engines.woodland.factions.vagabond.data import ALLIED, HOSTILE
from engines.woodland.factions.vagabond.faction import board
from engines.woodland.factions.vagabond.items import exhaust, ready
from engines.woodland.flow import pop, push, task
from engines.woodland.maps import IDS, geo
from engines.woodland.state import WoodlandState


def neighbours(state: WoodlandState, seat: int) -> tuple[list[int], list[str]]:
    """Clearings and forests one step from the pawn (Law 2.4.1: a forest touches its border clearings)."""
    mine = board(state, seat)
    printed = geo(state)
    if mine.clearing:
        return list(printed.adj[mine.clearing]), list(printed.forests_of[mine.clearing])
    forest = printed.forest(mine.forest)
    return list(forest.clearings), list(forest.adjacent)


def boots_needed(state: WoodlandState, seat: int, cid: int) -> int:
    """One boot, and one more into a clearing with warriors of a hostile faction (Law 9.5.1)."""
    relations = board(state, seat).relations
    clearing = state.clearings[cid - 1]
    hostile = any(relations[s] == HOSTILE and clearing.warriors[s] for s in range(state.players) if s != seat)
    return 2 if hostile else 1


def travel_options(state: WoodlandState, seat: int, boots: int = -1) -> list[A.Travel]:
    """Move to an adjacent clearing, never into a forest, ignoring rule (Nimble, Law 9.2.3)."""
    if boots < 0:
        boots = ready(board(state, seat).items, "boot")
    if not boots:
        return []
    clearings, _ = neighbours(state, seat)
    relations = board(state, seat).relations
    hostile = [s for s in range(state.players) if s != seat and relations[s] == HOSTILE]
    if not hostile or boots >= 2:  # ``boots_needed`` is 1 or 2
        return [TRAVELS[c] for c in clearings]
    found = []
    for cid in clearings:
        warriors = state.clearings[cid - 1].warriors
        if not any(warriors[s] for s in hostile):
            found.append(TRAVELS[cid])
    return found


TRAVELS = {cid: A.Travel(cid) for cid in IDS}  # shared: options are immutable


def place_pawn(state: WoodlandState, seat: int, cid: int = 0, forest: str = "") -> None:
    mine = board(state, seat)
    mine.clearing, mine.forest = cid, forest


def travel(state: WoodlandState, seat: int, cid: int, events: list[Event]) -> None:
    """Exhaust boots and move; allied warriors in the origin may come along (Law 9.2.9)."""
    mine = board(state, seat)
    origin = mine.clearing
    exhaust(mine.items, "boot", boots_needed(state, seat, cid))
    place_pawn(state, seat, cid)
    events.append(A.Moved(seat=seat, origin=origin, dest=cid, count=1))
    if origin:
        for ally in range(state.players):
            if ally != seat and mine.relations[ally] == ALLIED and faction(state, ally).movable(state, ally, origin):
                push(state, "vb_allies", seat, clearing=origin, other=ally, a=cid)


def slip_options(state: WoodlandState, seat: int) -> list[A.Slip]:
    clearings, forests = neighbours(state, seat)
    return [*(A.Slip(clearing=c) for c in clearings), *(A.Slip(forest=f) for f in forests)]


def _allies_ask(state: WoodlandState, top: Any) -> Decision:
    count = faction(state, top.other).movable(state, top.other, top.clearing)
    prompt = "{p%d}: bring allied warriors of {p%d} along from clearing %d?" % (top.seat, top.other, top.clearing)
    return Decision(top.seat, prompt, [A.BringAllies(n) for n in range(count + 1)], "Law 9.2.9")


def _allies_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    pop(state, top)
    if not action.count:
        return []
    state.clearings[top.clearing - 1].warriors[top.other] -= action.count
    state.clearings[top.a - 1].warriors[top.other] += action.count
    return [A.Moved(seat=top.other, origin=top.clearing, dest=top.a, count=action.count)]


task("vb_allies", _allies_ask, _allies_act)
