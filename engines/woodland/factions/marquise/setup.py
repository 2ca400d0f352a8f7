"""The Marquise's setup (Law 6.3): the keep in a corner, a warrior nearly everywhere, three buildings."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.factions.marquise.faction import board
from engines.woodland.flow import next_step, step
from engines.woodland.maps import geo
from engines.woodland.pieces import open_slots
from engines.woodland.state import Piece, WoodlandState


def _keep_ask(state: WoodlandState, top: Any) -> Decision:
    prompt = "{p%d}: place the keep in a corner clearing" % state.active
    return Decision(state.active, prompt, [A.PlaceKeep(c) for c in geo(state).corners], "Law 6.3.1")


def _keep_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """The keep token, then a warrior in every clearing but the opposite corner (Law 6.3.1-6.3.2)."""
    seat, cid = state.active, action.clearing
    mine = board(state, seat)
    state.clearings[cid - 1].tokens.append(Piece(seat, "keep"))
    mine.keep = cid
    printed = geo(state)
    for other in printed.ids:
        if other != printed.opposite[cid]:
            state.clearings[other - 1].warriors[seat] += 1
            mine.supply -= 1
    events: list[Event] = [A.Happened(text="{p%d} places the keep in clearing %d" % (seat, cid))]
    return events + next_step(state)


def _building_step(kind: str) -> None:
    def ask(state: WoodlandState, top: Any) -> Decision:
        keep = board(state, state.active).keep
        spots = [c for c in (keep, *geo(state).adj[keep]) if open_slots(state, c) > 0]
        prompt = "{p%d}: place your first %s in or next to the keep" % (state.active, kind)
        return Decision(state.active, prompt, [A.PlaceBuilding(c, kind) for c in spots], "Law 6.3.3")

    def act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
        seat = state.active
        state.clearings[action.clearing - 1].buildings.append(Piece(seat, kind))
        board(state, seat).placed[kind] += 1
        events: list[Event] = [A.Happened(text="{p%d} places a %s in clearing %d" % (seat, kind, action.clearing))]
        return events + next_step(state)

    step(f"mq_{kind}", "setup", ask, act)


step("mq_keep", "setup", _keep_ask, _keep_act)
for _kind in ("sawmill", "workshop", "recruiter"):
    _building_step(_kind)
