"""The Lost Powers' Birdsong (LP-4): Disarm in each clearing with an upright Elder, then Rise."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.deck import SUIT_OF
from engines.woodland.factions.base import faction
from engines.woodland.factions.lost_powers.faction import upright
from engines.woodland.factions.lost_powers.followers import board, followers
from engines.woodland.flow import next_step, pop, push, step, task
from engines.woodland.maps import geo, matches
from engines.woodland.pieces import allied, enemies_present
from engines.woodland.state import Task, WoodlandState


def _disarm_begins(state: WoodlandState) -> list[Event]:
    """Each clearing with an upright Elder disarms once, however many Elders stand there (LP-GAP-10)."""
    seat = state.active
    board(state, seat).disarm_left = [c for c, cl in enumerate(state.clearings, 1) if upright(cl, seat)]
    return []


def targets(state: WoodlandState, seat: int, cid: int) -> list[int]:
    """Enemies in the clearing with something to lose: a piece, or an undamaged item (LP-4.1-b, LP-GAP-10)."""
    return [e for e in enemies_present(state, seat, cid)
            if not allied(state, seat, e) and faction(state, e).lose_options(state, e, cid)]


def _candidates(state: WoodlandState, seat: int) -> list[int]:
    """Clearings left to disarm with an enemy that has something to lose (``targets`` is not empty)."""
    found = []
    for cid in board(state, seat).disarm_left:
        for enemy in enemies_present(state, seat, cid):
            if not allied(state, seat, enemy) and faction(state, enemy).can_lose(state, enemy, cid):
                found.append(cid)
                break
    return found


def _disarm_ask(state: WoodlandState, top: Any) -> Decision | None:
    seat = state.active
    spots = _candidates(state, seat)
    if len(spots) < 2:
        return None
    prompt = "{p%d}: Disarm. Choose the next clearing where an upright Elder disarms an enemy" % seat
    return Decision(seat, prompt, [A.ChooseClearing(c) for c in spots], "LP.4.1")


def _disarm_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """Disarm is mandatory; the Lost Powers order the clearings (LP-4.1-a, LP-GAP-10)."""
    seat = state.active
    mine = board(state, seat)
    spots = _candidates(state, seat)
    if not spots:
        mine.disarm_left = []
        return next_step(state)
    cid = action.clearing if isinstance(action, A.ChooseClearing) else spots[0]
    mine.disarm_left.remove(cid)
    push(state, "disarm_enemy", seat, clearing=cid)
    return []


def _enemy_ask(state: WoodlandState, top: Task) -> Decision | None:
    found = targets(state, top.seat, top.clearing)
    if len(found) < 2:
        return None
    prompt = "{p%d}: Disarm in clearing %d. Choose the enemy" % (top.seat, top.clearing)
    return Decision(top.seat, prompt, [A.ChooseSeat(e) for e in found], "LP.4.1")


def _enemy_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    """You choose the enemy (LP-4.1-b); the enemy then chooses what it loses (LP-4.1-c)."""
    pop(state, top)
    found = targets(state, top.seat, top.clearing)
    if not found:
        return []
    enemy = action.seat if isinstance(action, A.ChooseSeat) else found[0]
    push(state, "disarm_piece", enemy, clearing=top.clearing, other=top.seat)
    return [A.Happened(text="{p%d} disarms {p%d} in clearing %d" % (top.seat, enemy, top.clearing))]


def _piece_ask(state: WoodlandState, top: Task) -> Decision:
    """A warrior first, else another piece; a Vagabond names an undamaged item (LP-4.1-c to LP-4.1-e)."""
    options = faction(state, top.seat).lose_options(state, top.seat, top.clearing)
    prompt = "{p%d}: {p%d} disarms you in clearing %d. Choose the piece you lose" % (
        top.seat, top.other, top.clearing)
    return Decision(top.seat, prompt, options, "LP.4.1")


def _piece_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    """The Lost Powers remove the piece or damage the item, scoring buildings and tokens (LP-4.1-f, LP-4.1-g)."""
    pop(state, top)
    return faction(state, top.seat).lose(state, top.seat, top.clearing, action, top.other)


# ----- Rise (LP-4.2) -------------------------------------------------------------------------------------
def rise_options(state: WoodlandState, seat: int) -> list[A.Rise]:
    """Per follower, a fallen warrior in a matching clearing; a bird matches every clearing (LP-GAP-11)."""
    mine = board(state, seat)
    fallen = [c for c, cl in enumerate(state.clearings, 1) if cl.fallen]
    if not fallen:
        return []
    suit = geo(state).suit
    return [A.Rise(slot, c) for slot, card in followers(mine) if not mine.risen[slot]
            for c in fallen if matches(SUIT_OF[card], suit[c])]


def _rise_ask(state: WoodlandState, top: Any) -> Decision | None:
    options: list[Any] = rise_options(state, state.active)
    if not options:
        return None
    prompt = "{p%d}: Rise. Stand fallen Elders back up, one per follower" % state.active
    return Decision(state.active, prompt, [*options, A.Done()], "LP.4.2")


def _rise_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    if not isinstance(action, A.Rise):
        return next_step(state)
    seat = state.active
    board(state, seat).risen[action.slot] = 1
    state.clearings[action.clearing - 1].fallen -= 1
    return [A.Happened(text="{p%d} stands an Elder back up in clearing %d" % (seat, action.clearing))]


step("lp_disarm", "birdsong", _disarm_ask, _disarm_act, _disarm_begins)
step("lp_rise", "birdsong", _rise_ask, _rise_act)
task("disarm_enemy", _enemy_ask, _enemy_act)
task("disarm_piece", _piece_ask, _piece_act)
