"""The Lost Powers' Daylight (LP-5): one matching action per follower, two different ones for a bird."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.battle import battle_options, defends, rivals, start_battle
from engines.woodland.deck import SUIT_OF, design, draw
from engines.woodland.factions.lost_powers.followers import ACTS, SUIT_ACT, board
from engines.woodland.flow import next_step, pop, push, step, task
from engines.woodland.maps import geo
from engines.woodland.movement import legal_moves, move_warriors
from engines.woodland.rule import LazyRulers
from engines.woodland.state import Task, WoodlandState
from engines.woodland.windows import daylight_extras, perform_extra

SUITS_AND_BIRD = ("fox", "rabbit", "mouse", "bird")
SUIT_ACTS = {suit: tuple(act for act in ACTS if act in ("move", "battle") or SUIT_ACT.get(suit) == act)
             for suit in ("fox", "rabbit", "mouse")}  # a suited follower's own action, move and battle (LP-5-a)
FOLLOWS = {(slot, act): A.Follow(slot, act) for slot in range(4) for act in ACTS}  # options are immutable: shared
ACT_RULES = {"recruit": "LP.5.1", "draw": "LP.5.2", "seek": "LP.5.3", "move": "LP.5.4", "battle": "LP.5.5"}


def matching(state: WoodlandState, card: str) -> list[int]:
    """Clearings matching a follower; a bird follower matches all of them (LP-GAP-11)."""
    return list(geo(state).of_suit[SUIT_OF[card]])


def keep_clearing(state: WoodlandState) -> int:
    """Only the Marquise may place pieces in the keep's clearing (Law 6.2.2)."""
    for cid, clearing in enumerate(state.clearings, 1):
        for token in clearing.tokens:
            if token.kind == "keep":
                return cid
    return 0


def recruit_spots(state: WoodlandState, seat: int) -> list[int]:
    """Any clearing without an Elder warrior, upright or fallen (LP-5.1, LP-GAP-8)."""
    if board(state, seat).supply <= 0:
        return []
    keep = keep_clearing(state)
    return [c for c, cl in enumerate(state.clearings, 1) if not cl.warriors[seat] and c != keep]


def can_recruit(state: WoodlandState, seat: int) -> bool:
    """``recruit_spots`` is not empty (without listing them)."""
    if board(state, seat).supply <= 0:
        return False
    keep = keep_clearing(state)
    for cid, clearing in enumerate(state.clearings, 1):  # noqa: SIM110  (a plain loop: Daylight's hot path)
        if not clearing.warriors[seat] and cid != keep:
            return True
    return False


def feasible_acts(state: WoodlandState, seat: int) -> dict[str, set[str]]:
    """For each act, the follower suits that could take it now (bird stands for "any clearing")."""
    everything = set(SUITS_AND_BIRD)
    can: dict[str, set[str]] = {"recruit": everything if can_recruit(state, seat) else set()}
    can["draw"] = can["seek"] = everything if state.deck or state.discard else set()
    moves, battles = move_and_battle_suits(state, seat)
    can["move"] = moves | {"bird"} if moves else moves
    can["battle"] = battles | {"bird"} if battles else battles
    return can


def move_and_battle_suits(state: WoodlandState, seat: int) -> tuple[set[str], set[str]]:
    """The suits of the clearings an Elder could move from (ruling the origin or the destination, Law 4.2.1)
    or battle from (an enemy piece there, Law 4.3.1), in one pass over the clearings with an upright Elder:
    fallen Elders neither move nor start battles (LP-2.3-c, LP-GAP-8)."""
    ruled = LazyRulers(state)
    enemies = rivals(state, seat)
    moves: set[str] = set()
    battles: set[str] = set()
    board = geo(state)
    suit_of, adj = board.suit, board.adj
    for cid, clearing in enumerate(state.clearings, 1):
        if clearing.warriors[seat] - clearing.fallen <= 0:
            continue
        suit = suit_of[cid]
        if suit not in moves:
            if ruled[cid] == seat:
                moves.add(suit)
            else:
                for dest in adj[cid]:
                    if ruled[dest] == seat:
                        moves.add(suit)
                        break
        if suit not in battles:
            for rival in enemies:
                if clearing.warriors[rival[0]] or defends(clearing, cid, rival):
                    battles.add(suit)
                    break
    return moves, battles


def follow_options(state: WoodlandState, seat: int) -> list[A.Follow]:
    """One matching action per follower, two different ones for a bird (LP-5-a, LP-5-b, LP-GAP-11)."""
    mine = board(state, seat)
    tableau = mine.tableau
    if not any(tableau):
        return []
    can = feasible_acts(state, seat)
    found = []
    for slot, card in enumerate(tableau):
        if not card:
            continue
        suit = SUIT_OF[card]
        used = mine.used[slot]
        if suit == "bird":
            if used >= 2:
                continue
            first = mine.first_act[slot]
            for act in ACTS:
                if act != first and suit in can[act]:
                    found.append(FOLLOWS[slot, act])
        elif not used:
            for act in SUIT_ACTS[suit]:
                if suit in can[act]:
                    found.append(FOLLOWS[slot, act])
    return found


def _daylight_ask(state: WoodlandState, top: Any) -> Decision:
    seat = state.active
    options: list[Any] = [*follow_options(state, seat), *daylight_extras(state, seat), A.Done()]
    prompt = "{p%d}: Daylight. Take an action for a follower, or end Daylight" % seat
    return Decision(seat, prompt, options, "LP.5")


def _daylight_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    events: list[Event] = []
    if isinstance(action, A.Done):
        return next_step(state)
    if perform_extra(state, seat, action, events):
        return events
    mine = board(state, seat)
    card = mine.tableau[action.slot]
    mine.used[action.slot] += 1
    mine.first_act[action.slot] = mine.first_act[action.slot] or action.act
    FOLLOW[action.act](state, seat, card, events)
    return events


def _recruit(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    push(state, "lp_recruit", seat, card=card)


def _draw(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Draw a card (LP-5.2)."""
    draw(state, seat, 1)
    events.append(A.Revealed(text="{p%d} draws a card (%s)" % (seat, design(card).name)))


def _seek(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    """Draw a card, then put a card back on the top or bottom of the deck (LP-5.3, LP-GAP-13)."""
    drawn = draw(state, seat, 1)
    events.append(A.Revealed(text="{p%d} seeks (%s)" % (seat, design(card).name)))
    if drawn:
        push(state, "lp_seek", seat, card=drawn[0])


def _move(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    push(state, "lp_move", seat, card=card)


def _battle(state: WoodlandState, seat: int, card: str, events: list[Event]) -> None:
    push(state, "lp_battle", seat, card=card)


FOLLOW = {"recruit": _recruit, "draw": _draw, "seek": _seek, "move": _move, "battle": _battle}


def _recruit_ask(state: WoodlandState, top: Task) -> Decision:
    prompt = "{p%d}: recruit an Elder in a clearing without one" % top.seat
    return Decision(top.seat, prompt, [A.ChooseClearing(c) for c in recruit_spots(state, top.seat)], "LP.5.1")


def _recruit_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    board(state, top.seat).supply -= 1
    state.clearings[action.clearing - 1].warriors[top.seat] += 1
    return [A.Happened(text="{p%d} recruits an Elder in clearing %d" % (top.seat, action.clearing))]


def _seek_ask(state: WoodlandState, top: Task) -> Decision:
    hand = state.hands[top.seat]
    cards = [top.card] if state.settings.seek_return == "drawn" or top.card not in hand else hand
    prompt = "{p%d}: put a card on the top or the bottom of the deck" % top.seat
    return Decision(top.seat, prompt, [A.SeekPlace(c, t) for c in cards for t in (True, False)], "LP.5.3")


def _seek_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    state.hands[top.seat].remove(action.card)
    if action.top:
        state.deck.append(action.card)
    else:
        state.deck.insert(0, action.card)
    where = "top" if action.top else "bottom"
    return [A.Happened(text="{p%d} puts a card on the %s of the deck" % (top.seat, where))]


def _move_ask(state: WoodlandState, top: Task) -> Decision:
    options = legal_moves(state, top.seat, matching(state, top.card), LazyRulers(state))
    prompt = "{p%d}: move one upright Elder from a matching clearing" % top.seat
    return Decision(top.seat, prompt, list(options), "LP.5.4")


def _move_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    """Exactly one Elder moves (LP-5.4); you must rule the origin or the destination (Law 4.2.1)."""
    pop(state, top)
    return [move_warriors(state, top.seat, action.origin, action.dest, 1)]


def _battle_ask(state: WoodlandState, top: Task) -> Decision:
    prompt = "{p%d}: battle in a clearing matching the follower" % top.seat
    return Decision(top.seat, prompt, list(battle_options(state, top.seat, matching(state, top.card))), "LP.5.5")


def _battle_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    events: list[Event] = []
    start_battle(state, top.seat, action.clearing, action.defender, events)
    return events


step("lp_daylight", "daylight", _daylight_ask, _daylight_act)
task("lp_recruit", _recruit_ask, _recruit_act)
task("lp_seek", _seek_ask, _seek_act)
task("lp_move", _move_ask, _move_act)
task("lp_battle", _battle_ask, _battle_act)
