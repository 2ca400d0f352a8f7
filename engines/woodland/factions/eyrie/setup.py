"""The Eyrie's setup (Law 7.3): a roost and six warriors in a free corner, a leader, the viziers tucked."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.deck import VIZIER_IDS
from engines.woodland.factions.eyrie.data import COLUMNS, LEADERS, START_WARRIORS, VIZIER_COLUMNS
from engines.woodland.factions.eyrie.faction import ROOST, board
from engines.woodland.flow import next_step, step
from engines.woodland.maps import geo
from engines.woodland.state import Piece, WoodlandState


def starting_corners(state: WoodlandState, seat: int) -> list[int]:
    """Corners nobody else started in, and among them those opposite another's starting corner if any (Law 7.3.2).

    The Marquise starts in her keep's corner; the other factions start off the corners."""
    printed = geo(state)
    taken = set()
    for other, clearing in ((s, c) for s in range(state.players) if s != seat for c in printed.corners):
        pieces = state.clearings[clearing - 1]
        if any(p.seat == other and p.kind == "keep" for p in pieces.tokens):
            taken.add(clearing)
    free = [c for c in printed.corners if c not in taken]
    opposite = [c for c in free if printed.opposite[c] in taken]
    return opposite or free


def _corner_ask(state: WoodlandState, top: Any) -> Decision | None:
    corners = starting_corners(state, state.active)
    if len(corners) < 2:
        return None
    prompt = "{p%d}: place your first roost and six warriors in a corner" % state.active
    return Decision(state.active, prompt, [A.ChooseClearing(c) for c in corners], "Law 7.3.2")


def _corner_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    cid = action.clearing if isinstance(action, A.ChooseClearing) else starting_corners(state, seat)[0]
    mine = board(state, seat)
    clearing = state.clearings[cid - 1]
    clearing.buildings.append(Piece(seat, ROOST))
    clearing.warriors[seat] += START_WARRIORS
    mine.roosts -= 1
    mine.supply -= START_WARRIORS
    events: list[Event] = [A.Happened(text="{p%d} nests in clearing %d with a roost and %d warriors" % (
        seat, cid, START_WARRIORS))]
    return events + next_step(state)


def leader_options(state: WoodlandState, seat: int) -> list[A.ChooseLeader]:
    """The leaders still face up; when none is left, all of them turn face up again (Law 7.7.3)."""
    mine = board(state, seat)
    up = [key for key in LEADERS if key not in mine.deposed and key != mine.leader]
    return [A.ChooseLeader(key) for key in up]


def take_leader(state: WoodlandState, seat: int, leader: str) -> list[Event]:
    """The new leader, with the two Loyal Viziers tucked into its columns (Law 7.3.3-7.3.4)."""
    mine = board(state, seat)
    mine.leader = leader
    for cards in mine.decree:
        cards[:] = [c for c in cards if c not in VIZIER_IDS]
    for vizier, column in zip(VIZIER_IDS, VIZIER_COLUMNS[leader], strict=True):
        mine.decree[COLUMNS.index(column)].insert(0, vizier)
    return [A.Happened(text="{p%d} is led by the %s" % (seat, LEADERS[leader]["name"]))]


def _leader_ask(state: WoodlandState, top: Any) -> Decision:
    prompt = "{p%d}: choose your leader" % state.active
    return Decision(state.active, prompt, list(leader_options(state, state.active)), "Law 7.3.3")


def _leader_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    return take_leader(state, state.active, action.leader) + next_step(state)


step("ey_corner", "setup", _corner_ask, _corner_act)
step("ey_leader", "setup", _leader_ask, _leader_act)
