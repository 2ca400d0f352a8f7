"""House opening for the Lost Powers: optional starting Elders (LP-GAP-4; none by default)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.factions.lost_powers.daylight import recruit_spots
from engines.woodland.factions.lost_powers.followers import board
from engines.woodland.flow import next_step, step
from engines.woodland.state import WoodlandState


def _placed(state: WoodlandState, seat: int) -> int:
    return sum(c.warriors[seat] for c in state.clearings)


def _place_ask(state: WoodlandState, top: Any) -> Decision | None:
    seat = state.active
    if _placed(state, seat) >= state.settings.lp_start_elders or not recruit_spots(state, seat):
        return None
    prompt = "{p%d}: place a starting Elder in a clearing without one" % seat
    return Decision(seat, prompt, [A.ChooseClearing(c) for c in recruit_spots(state, seat)], "LP.3")


def _place_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    if not isinstance(action, A.ChooseClearing):
        return next_step(state)
    board(state, seat).supply -= 1
    state.clearings[action.clearing - 1].warriors[seat] += 1
    return [A.Happened(text="{p%d} places an Elder in clearing %d" % (seat, action.clearing))]


step("lp_place", "setup", _place_ask, _place_act)
