"""The Alliance's Daylight (Law 8.5: craft, Mobilize, Train) and Evening (Law 8.6: one military operation
per officer, then draw)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.battle import battle_options, start_battle
from engines.woodland.crafting import craft, craftable_cards
from engines.woodland.deck import SUIT_OF, count_cards, design, draw, spend
from engines.woodland.factions.alliance.birdsong import keep_clearing, place_sympathy
from engines.woodland.factions.alliance.faction import ALLIANCE, add_supporter, board, sympathetic
from engines.woodland.flow import next_step, push, step
from engines.woodland.maps import IDS
from engines.woodland.movement import legal_moves
from engines.woodland.state import WoodlandState
from engines.woodland.windows import daylight_extras, perform_extra

RECRUITS = {cid: A.RecruitAt(cid) for cid in IDS}  # shared: options are immutable
ORGANIZE = {cid: A.Organize(cid) for cid in IDS}


# ----- Daylight (Law 8.5) -------------------------------------------------------------------------------
def train_cards(state: WoodlandState, seat: int) -> list[str]:
    """Cards matching a base on the map (birds match any) buy an officer while warriors last."""
    mine = board(state, seat)
    suits = {suit for suit, where in mine.bases.items() if where}
    if not suits or mine.supply <= 0:
        return []
    return [c for c in state.hands[seat] if SUIT_OF[c] in suits or SUIT_OF[c] == "bird"]


def daylight_options(state: WoodlandState, seat: int) -> list[Any]:
    hand = state.hands[seat]
    options: list[Any] = [A.Craft(c) for c in craftable_cards(state, seat)]
    options += [A.Mobilize(c) for c in hand]
    options += [A.Train(c) for c in train_cards(state, seat)]
    return [*options, *daylight_extras(state, seat), A.Done()]


def _daylight_ask(state: WoodlandState, top: Any) -> Decision:
    seat = state.active
    prompt = "{p%d}: Daylight. Craft, mobilize supporters or train officers, in any order" % seat
    return Decision(seat, prompt, daylight_options(state, seat), "Law 8.5")


def _daylight_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    events: list[Event] = []
    if isinstance(action, A.Done):
        return next_step(state)
    if perform_extra(state, seat, action, events):
        return events
    if isinstance(action, A.Craft):
        craft(state, seat, action.card, events)
    elif isinstance(action, A.Mobilize):
        state.hands[seat].remove(action.card)
        events.append(A.Happened(text="{p%d} mobilizes a supporter" % seat))
        add_supporter(state, seat, action.card, events)
    elif isinstance(action, A.Train):
        spend(state, seat, action.card)
        mine = board(state, seat)
        mine.supply -= 1
        mine.officers += 1
        events.append(A.Happened(text="{p%d} trains an officer with %s" % (seat, design(action.card).name)))
    return events


# ----- Evening: military operations (Law 8.6.1) ------------------------------------------------------------
def operation_options(state: WoodlandState, seat: int) -> list[Any]:
    """Move, battle, recruit at a base, or organize (a warrior becomes sympathy where there is none)."""
    mine = board(state, seat)
    if mine.operations <= 0:
        return []
    options: list[Any] = list(legal_moves(state, seat))
    options += battle_options(state, seat)
    if mine.supply > 0:
        options += [RECRUITS[cid] for cid in mine.bases.values() if cid]
    if mine.sympathy > 0:
        options += [ORGANIZE[cid] for cid, c in enumerate(state.clearings, 1)
                    if c.warriors[seat] and not sympathetic(state, seat, cid) and not keep_clearing(state, seat, cid)]
    return options


def _operations_begin(state: WoodlandState) -> list[Event]:
    board(state, state.active).operations = board(state, state.active).officers
    return []


def _operations_ask(state: WoodlandState, top: Any) -> Decision | None:
    seat = state.active
    options = operation_options(state, seat)
    if not options:
        return None
    prompt = "{p%d}: Evening. Military operations (%d left, one per officer)" % (seat, board(state, seat).operations)
    return Decision(seat, prompt, [*options, A.Done()], "Law 8.6.1")


def _operations_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    mine = board(state, seat)
    events: list[Event] = []
    if action is None or isinstance(action, A.Done):
        mine.operations = 0
        return next_step(state)
    mine.operations -= 1
    if isinstance(action, A.Move):
        push(state, "move", seat, tag="operation", a=1, clearing=action.origin, other=action.dest)
    elif isinstance(action, A.Battle):
        start_battle(state, seat, action.clearing, action.defender, events)
    elif isinstance(action, A.RecruitAt):
        mine.supply -= 1
        state.clearings[action.clearing - 1].warriors[seat] += 1
        events.append(A.Happened(text="{p%d} recruits a warrior at the base in clearing %d" % (seat, action.clearing)))
    elif isinstance(action, A.Organize):
        state.clearings[action.clearing - 1].warriors[seat] -= 1
        mine.supply += 1
        events.append(A.Happened(text="{p%d} organizes in clearing %d" % (seat, action.clearing)))
        place_sympathy(state, seat, action.clearing, events)
    return events


def _none(state: WoodlandState, top: Any) -> Decision | None:
    return None


def _draw_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    drawn = draw(state, seat, ALLIANCE.evening_draw(state, seat))
    events: list[Event] = [A.Revealed(text="{p%d} draws %s" % (seat, count_cards(len(drawn))))]
    return events + next_step(state)


step("al_daylight", "daylight", _daylight_ask, _daylight_act)
step("al_operations", "evening", _operations_ask, _operations_act, _operations_begin)
step("al_draw", "evening", _none, _draw_act)
