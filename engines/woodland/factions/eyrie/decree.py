"""The Eyrie's Daylight (Law 7.5): craft with roosts, then carry out the Decree left to right, or fall into
turmoil (Law 7.7) when a card cannot be carried out."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.battle import battle_options, start_battle
from engines.woodland.crafting import craft, craftable_cards
from engines.woodland.deck import SUIT_OF, VIZIER_IDS, design, discard
from engines.woodland.factions.eyrie.data import CHARISMATIC, COLUMNS, LEADERS
from engines.woodland.factions.eyrie.faction import EYRIE, ROOST, board, has_roost, open_column
from engines.woodland.factions.eyrie.setup import leader_options, take_leader
from engines.woodland.flow import next_step, pop, push, step, task
from engines.woodland.maps import IDS, geo
from engines.woodland.movement import legal_moves
from engines.woodland.pieces import open_slots
from engines.woodland.rule import rulers
from engines.woodland.scoring import score
from engines.woodland.state import EyrieBoard, Piece, Task, WoodlandState
from engines.woodland.windows import daylight_extras, perform_extra

RECRUITS = {cid: A.RecruitAt(cid) for cid in IDS}  # shared: options are immutable
ROOST_BUILDS = {cid: A.Build(cid, ROOST) for cid in IDS}


# ----- crafting first (Law 7.2.1) ------------------------------------------------------------------
def _craft_ask(state: WoodlandState, top: Any) -> Decision | None:
    """Asked whenever they hold cards and have an unused roost, so the question reveals no craftable card."""
    seat = state.active
    if not state.hands[seat]:
        return None
    pieces = EYRIE.crafting_pieces(state, seat)
    if not any(pieces.values()):
        return None
    cards = craftable_cards(state, seat, pieces)
    prompt = "{p%d}: craft with your roosts before the Decree" % seat
    return Decision(seat, prompt, [*(A.Craft(c) for c in cards), A.Done()], "Law 7.5.1")


def _craft_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    events: list[Event] = []
    if isinstance(action, A.Craft):
        craft(state, state.active, action.card, events)
        return events
    return next_step(state)


# ----- the Decree (Law 7.5.2) --------------------------------------------------------------------------
def pending(mine: EyrieBoard, column: int) -> list[str]:
    """The cards of a column not yet carried out this Daylight."""
    return [c for c in mine.decree[column] if c not in mine.resolved]


def card_for(state: WoodlandState, mine: EyrieBoard, column: int, cid: int) -> str:
    """The card an action in ``cid`` carries out: one of the clearing's suit, else a bird (never worse:
    a bird still matches everything, ROOT-AUTO)."""
    suit = geo(state).suit[cid]
    cards = pending(mine, column)
    for card in cards:
        if SUIT_OF[card] == suit:
            return card
    for card in cards:
        if SUIT_OF[card] == "bird":
            return card
    raise ValueError(f"no Decree card matches clearing {cid}")


def decree_options(state: WoodlandState, seat: int) -> list[Any]:
    """Every way to carry out a card of the open column, in a clearing matching one of its cards."""
    mine = board(state, seat)
    column = open_column(mine)
    if column < 0:
        return []
    suits = {SUIT_OF[c] for c in pending(mine, column)}
    printed = geo(state)
    allowed = [cid for cid in IDS if "bird" in suits or printed.suit[cid] in suits]
    return COLUMN_OPTIONS[COLUMNS[column]](state, seat, allowed)


def _recruits(state: WoodlandState, seat: int, allowed: list[int]) -> list[Any]:
    """A warrior (two for the Charismatic) at a roost (Law 7.5.3)."""
    mine = board(state, seat)
    need = 2 if mine.leader == CHARISMATIC else 1
    if mine.supply < need:
        return []
    return [RECRUITS[cid] for cid in allowed if has_roost(state, seat, cid)]


def _moves(state: WoodlandState, seat: int, allowed: list[int]) -> list[Any]:
    """Move at least one warrior out of a matching clearing (Law 7.5.4)."""
    return list(legal_moves(state, seat, allowed))


def _battles(state: WoodlandState, seat: int, allowed: list[int]) -> list[Any]:
    return list(battle_options(state, seat, allowed))


def _builds(state: WoodlandState, seat: int, allowed: list[int]) -> list[Any]:
    """A roost in a matching clearing they rule with no roost and an open slot (Law 7.5.6)."""
    if board(state, seat).roosts <= 0:
        return []
    ruled = rulers(state)
    return [ROOST_BUILDS[cid] for cid in allowed if ruled[cid] == seat and not has_roost(state, seat, cid)
            and open_slots(state, cid) > 0]


COLUMN_OPTIONS = {"recruit": _recruits, "move": _moves, "battle": _battles, "build": _builds}


def _decree_ask(state: WoodlandState, top: Any) -> Decision | None:
    seat = state.active
    mine = board(state, seat)
    column = open_column(mine)
    if column < 0:
        return None
    options = decree_options(state, seat)
    extras = daylight_extras(state, seat)
    if not options and not extras:
        return None  # turmoil, with nothing else to do first
    left = len(pending(mine, column))
    if options:
        prompt = "{p%d}: the Decree: %s (%d card%s left in this column)" % (
            seat, COLUMNS[column], left, "s" if left > 1 else "")
    else:
        prompt = "{p%d}: the Decree cannot be carried out: %s. Turmoil follows" % (seat, COLUMNS[column])
    return Decision(seat, prompt, [*options, *extras, *([] if options else [A.Done()])], "Law 7.5.2")


def _decree_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    events: list[Event] = []
    mine = board(state, seat)
    column = open_column(mine)
    if column < 0:
        return next_step(state)
    if action is not None and perform_extra(state, seat, action, events):
        return events
    if action is None or isinstance(action, A.Done):
        return turmoil(state, seat, events)
    cid = action.origin if isinstance(action, A.Move) else action.clearing
    card = card_for(state, mine, column, cid)
    mine.resolved.append(card)
    ACTS[COLUMNS[column]](state, seat, action, events)
    return events


def _recruit(state: WoodlandState, seat: int, action: A.RecruitAt, events: list[Event]) -> None:
    mine = board(state, seat)
    count = 2 if mine.leader == CHARISMATIC else 1
    state.clearings[action.clearing - 1].warriors[seat] += count
    mine.supply -= count
    events.append(A.Happened(text="{p%d} recruits %s in clearing %d" % (
        seat, "two warriors" if count == 2 else "a warrior", action.clearing)))


def _move(state: WoodlandState, seat: int, action: A.Move, events: list[Event]) -> None:
    push(state, "move", seat, tag="decree", a=1, clearing=action.origin, other=action.dest)


def _battle(state: WoodlandState, seat: int, action: A.Battle, events: list[Event]) -> None:
    start_battle(state, seat, action.clearing, action.defender, events)


def _build(state: WoodlandState, seat: int, action: A.Build, events: list[Event]) -> None:
    board(state, seat).roosts -= 1
    state.clearings[action.clearing - 1].buildings.append(Piece(seat, ROOST))
    events.append(A.Happened(text="{p%d} builds a roost in clearing %d" % (seat, action.clearing)))


ACTS: dict[str, Any] = {"recruit": _recruit, "move": _move, "battle": _battle, "build": _build}


# ----- turmoil (Law 7.7) -----------------------------------------------------------------------------
def turmoil(state: WoodlandState, seat: int, events: list[Event]) -> list[Event]:
    """Humiliate (1 VP per bird card in the Decree, viziers too), Purge (all but the viziers), Depose the
    leader, then Rest: straight to Evening, where the new leader is chosen first."""
    mine = board(state, seat)
    birds = sum(1 for column in mine.decree for card in column if SUIT_OF[card] == "bird")
    failed = open_column(mine)
    lost = min(birds, state.vp[seat]) if not state.dominance[seat] else 0
    events.append(A.Turmoil(seat=seat, column=COLUMNS[failed] if failed >= 0 else "", birds=birds,
                            leader=mine.leader, lost=lost))
    score(state, seat, -birds, "turmoil", events)
    for column in mine.decree:
        for card in column:
            if card not in VIZIER_IDS:
                discard(state, card)
        column[:] = [c for c in column if c in VIZIER_IDS]
    old = mine.leader
    mine.deposed.append(old)
    mine.leader = ""
    if len(mine.deposed) >= len(LEADERS):
        mine.deposed = []  # no leader left face up: all of them turn face up again (Law 7.7.3)
    mine.turmoil_turn, mine.turmoil_vp, mine.turmoil_leader = state.turn, lost, old
    mine.resolved = []
    events += next_step(state)
    push(state, "ey_leader", seat)
    return events


def _leader_ask(state: WoodlandState, top: Task) -> Decision:
    prompt = "{p%d}: after the turmoil, choose a new leader" % top.seat
    return Decision(top.seat, prompt, list(leader_options(state, top.seat)), "Law 7.7.3")


def _leader_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    return take_leader(state, top.seat, action.leader)


step("ey_craft", "daylight", _craft_ask, _craft_act)
step("ey_decree", "daylight", _decree_ask, _decree_act)
task("ey_leader", _leader_ask, _leader_act)
__all__ = ["card_for", "decree_options", "design", "turmoil"]
