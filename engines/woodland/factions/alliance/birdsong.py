"""The Alliance's Birdsong (Law 8.4): Revolt, then Spread Sympathy, each as often as supporters allow."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.core.words import plural
from engines.woodland import actions as A
from engines.woodland.factions.alliance.data import MARTIAL_LAW, REVOLT_COST
from engines.woodland.factions.alliance.faction import (
    BASE,
    SYMPATHY_TOKEN,
    board,
    matching_supporters,
    next_sympathy,
    spend_supporters,
    sympathetic,
)
from engines.woodland.flow import next_step, step
from engines.woodland.maps import IDS, geo
from engines.woodland.pieces import remove_all_enemies
from engines.woodland.scoring import score
from engines.woodland.state import Piece, WoodlandState


def keep_clearing(state: WoodlandState, seat: int, cid: int) -> bool:
    """Only the Marquise may place pieces in her keep's clearing (Law 6.2.2)."""
    return any(t.kind == "keep" and t.seat != seat for t in state.clearings[cid - 1].tokens)


# ----- Revolt (Law 8.4.1) -----------------------------------------------------------------------------
def revolt_options(state: WoodlandState, seat: int) -> list[A.Revolt]:
    """Sympathetic clearings of a suit whose base is still on the board, with two matching supporters and
    room for the base once the enemy's buildings are gone (a ruin still fills its slot)."""
    mine = board(state, seat)
    printed = geo(state)
    found = []
    for cid in IDS:
        suit = printed.suit[cid]
        if mine.bases.get(suit, -1) != 0 or not sympathetic(state, seat, cid):
            continue
        if printed.slots[cid] - (1 if state.clearings[cid - 1].ruin else 0) <= 0:
            continue
        if matching_supporters(mine, suit) >= REVOLT_COST:
            found.append(A.Revolt(cid))
    return found


def revolt(state: WoodlandState, seat: int, cid: int, events: list[Event]) -> None:
    """Remove every enemy piece there, place the base, a warrior per sympathetic clearing of its suit, and
    an officer."""
    mine = board(state, seat)
    suit = geo(state).suit[cid]
    spend_supporters(state, seat, suit, REVOLT_COST)
    events.append(A.Happened(text="{p%d} revolts in clearing %d!" % (seat, cid)))
    remove_all_enemies(state, seat, cid, events)
    state.clearings[cid - 1].buildings.append(Piece(seat, BASE))
    mine.bases[suit] = cid
    printed = geo(state)
    count = sum(1 for c in IDS if printed.suit[c] == suit and sympathetic(state, seat, c))
    placed = min(count, mine.supply)
    state.clearings[cid - 1].warriors[seat] += placed
    mine.supply -= placed
    if mine.supply > 0:
        mine.supply -= 1
        mine.officers += 1
    events.append(A.Happened(text="{p%d} places the %s base, %s and an officer" % (
        seat, suit, plural(placed, "warrior"))))


def _revolt_ask(state: WoodlandState, top: Any) -> Decision | None:
    options: list[Any] = revolt_options(state, state.active)
    if not options:
        return None
    prompt = "{p%d}: revolt in a sympathetic clearing (two matching supporters)?" % state.active
    return Decision(state.active, prompt, [*options, A.Done()], "Law 8.4.1")


def _revolt_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    if not isinstance(action, A.Revolt):
        return next_step(state)
    events: list[Event] = []
    revolt(state, state.active, action.clearing, events)
    return events


# ----- Spread Sympathy (Law 8.4.2) ----------------------------------------------------------------------
def sympathy_cost(state: WoodlandState, seat: int, cid: int) -> int:
    """The track's next cost, one more under Martial Law (another faction's three warriors there)."""
    cost, _ = next_sympathy(board(state, seat))
    warriors = state.clearings[cid - 1].warriors
    if any(count >= MARTIAL_LAW for other, count in enumerate(warriors) if other != seat):
        cost += 1
    return cost


def spread_targets(state: WoodlandState, seat: int) -> list[int]:
    """Unsympathetic clearings next to a sympathetic one, or any clearing while none is (never the keep's)."""
    printed = geo(state)
    have = [cid for cid in IDS if sympathetic(state, seat, cid)]
    if have:
        near = {n for cid in have for n in printed.adj[cid]}
        spots = [cid for cid in IDS if cid in near and cid not in have]
    else:
        spots = list(IDS)
    return [cid for cid in spots if not keep_clearing(state, seat, cid)]


def spread_options(state: WoodlandState, seat: int) -> list[A.Spread]:
    mine = board(state, seat)
    if mine.sympathy <= 0:
        return []
    suit = geo(state).suit
    return [A.Spread(cid) for cid in spread_targets(state, seat)
            if matching_supporters(mine, suit[cid]) >= sympathy_cost(state, seat, cid)]


def place_sympathy(state: WoodlandState, seat: int, cid: int, events: list[Event]) -> None:
    """Take the next token off the track, place it and score the space it uncovers."""
    mine = board(state, seat)
    _, points = next_sympathy(mine)
    mine.sympathy -= 1
    state.clearings[cid - 1].tokens.append(Piece(seat, SYMPATHY_TOKEN))
    events.append(A.Happened(text="{p%d} spreads sympathy to clearing %d" % (seat, cid)))
    score(state, seat, points, "sympathy", events)


def _spread_ask(state: WoodlandState, top: Any) -> Decision | None:
    options: list[Any] = spread_options(state, state.active)
    if not options:
        return None
    prompt = "{p%d}: spread sympathy (next costs %d matching supporters)?" % (
        state.active, next_sympathy(board(state, state.active))[0])
    return Decision(state.active, prompt, [*options, A.Done()], "Law 8.4.2")


def _spread_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    if not isinstance(action, A.Spread):
        return next_step(state)
    seat = state.active
    events: list[Event] = []
    spend_supporters(state, seat, geo(state).suit[action.clearing], sympathy_cost(state, seat, action.clearing))
    place_sympathy(state, seat, action.clearing, events)
    return events


step("al_revolt", "birdsong", _revolt_ask, _revolt_act)
step("al_spread", "birdsong", _spread_ask, _spread_act)
