"""The Marquise's turn (Law 6.4-6.6): wood at sawmills, craft, three actions and more for birds, draw."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.core.words import plural
from engines.woodland import actions as A
from engines.woodland.battle import battle_options, start_battle
from engines.woodland.crafting import craft, craftable_cards
from engines.woodland.deck import SUIT_OF, cards_matching, count_cards, draw, spend
from engines.woodland.factions.marquise.data import ACTIONS, BUILDINGS, COST, PER_TRACK, VP
from engines.woodland.factions.marquise.faction import MARQUISE, board
from engines.woodland.flow import next_step, pop, push, step, task
from engines.woodland.maps import IDS, MapInfo, geo
from engines.woodland.movement import has_move
from engines.woodland.rule import rulers
from engines.woodland.scoring import score
from engines.woodland.state import Piece, Task, WoodlandState
from engines.woodland.windows import daylight_extras, perform_extra


def _none(state: WoodlandState, top: Any) -> Decision | None:
    return None


def _wood_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """Birdsong: one wood at each sawmill, while the supply lasts (Law 6.4)."""
    seat = state.active
    mine = board(state, seat)
    placed = 0
    for _cid, clearing in enumerate(state.clearings, 1):
        for building in clearing.buildings:
            if building.seat == seat and building.kind == "sawmill" and mine.wood > 0:
                clearing.tokens.append(Piece(seat, "wood"))
                mine.wood -= 1
                placed += 1
    events: list[Event] = [A.Happened(text="{p%d} places %d wood at the sawmills" % (seat, placed))] if placed else []
    return events + next_step(state)


def _craft_ask(state: WoodlandState, top: Any) -> Decision | None:
    """Asked whenever she holds cards and has a workshop, so the question does not reveal a craftable card."""
    seat = state.active
    if not state.hands[seat]:
        return None
    pieces = MARQUISE.crafting_pieces(state, seat)
    if not any(pieces.values()):
        return None
    cards = craftable_cards(state, seat, pieces)
    prompt = "{p%d}: craft with your workshops" % state.active
    return Decision(state.active, prompt, [*(A.Craft(c) for c in cards), A.Done()], "Law 6.5.1")


def _craft_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    events: list[Event] = []
    if isinstance(action, A.Craft):
        craft(state, state.active, action.card, events)
        return events
    board(state, state.active).actions = ACTIONS
    return next_step(state)


# ----- building ---------------------------------------------------------------------------------------
def wood_reachable(state: WoodlandState, seat: int, cid: int, ruled: list[int]) -> list[int]:
    """Clearings whose wood can pay for a building at ``cid``: connected through ruled clearings (Law 6.5.3)."""
    seen, frontier = [cid], [cid]
    adj = geo(state).adj
    while frontier:
        here = frontier.pop(0)
        for nxt in adj[here]:
            if nxt not in seen and ruled[nxt] == seat:
                seen.append(nxt)
                frontier.append(nxt)
    return seen


def wood_at(state: WoodlandState, seat: int, cid: int) -> int:
    tokens = state.clearings[cid - 1].tokens
    return tokens.count(Piece(seat, "wood")) if tokens else 0


BUILDS = {(cid, kind): A.Build(cid, kind) for cid in IDS for kind in BUILDINGS}  # shared: options are immutable


def build_options(state: WoodlandState, seat: int, ruled: list[int] | None = None) -> list[A.Build]:
    """Clearings she rules with an open slot, for each track she can afford."""
    placed = board(state, seat).placed
    affordable = [(kind, COST[kind][placed[kind]]) for kind in BUILDINGS if placed[kind] < PER_TRACK]
    if not affordable:
        return []
    ruled = ruled or rulers(state)
    clearings = state.clearings
    printed = geo(state)
    slots = printed.slots
    spots = []
    for cid in IDS:  # ruled, with an open slot (Law 2.2.3; open_slots inlined)
        if ruled[cid] == seat:
            clearing = clearings[cid - 1]
            if slots[cid] - len(clearing.buildings) - (1 if clearing.ruin else 0) > 0:
                spots.append(cid)
    if not spots:
        return []
    group_of, wood = _wood_groups(state, seat, spots, ruled, printed)
    found = []
    for cid in spots:
        here = wood[group_of[cid]]
        for kind, cost in affordable:
            if cost <= here:
                found.append(BUILDS[cid, kind])
    return found


def _wood_groups(state: WoodlandState, seat: int, starts: list[int], ruled: list[int],
                 board: MapInfo) -> tuple[dict[int, int], list[int]]:
    """Each start's group of ruled clearings connected through ruled clearings, and the wood in every
    group (Law 6.5.3); the grouping depends only on rule, so it is remembered by the rulers."""
    group_of, members = _groups(seat, tuple(ruled), tuple(starts), board)
    wood_piece = Piece(seat, "wood")
    clearings = state.clearings
    wood = []
    for group in members:
        total = 0
        for cid in group:
            tokens = clearings[cid - 1].tokens
            if tokens:
                total += tokens.count(wood_piece)
        wood.append(total)
    return group_of, wood


_GROUPS: dict[tuple[int, tuple[int, ...], tuple[int, ...], str], tuple[dict[int, int], list[list[int]]]] = {}


def _groups(seat: int, ruled: tuple[int, ...], starts: tuple[int, ...], board: MapInfo
            ) -> tuple[dict[int, int], list[list[int]]]:
    key = (seat, ruled, starts, board.key)  # paths depend on the map only, not on its dealt suits
    found = _GROUPS.get(key)
    if found is None:
        if len(_GROUPS) > 20_000:
            _GROUPS.clear()
        found = _GROUPS[key] = _label(seat, ruled, starts, board.adj)
    return found


def _label(seat: int, ruled: tuple[int, ...], starts: tuple[int, ...], adj: tuple[tuple[int, ...], ...]
           ) -> tuple[dict[int, int], list[list[int]]]:
    group_of: dict[int, int] = {}
    members: list[list[int]] = []
    for start in starts:
        if start in group_of:
            continue
        label = group_of[start] = len(members)
        group, frontier = [start], [start]
        while frontier:
            here = frontier.pop()
            for nxt in adj[here]:
                if ruled[nxt] == seat and nxt not in group_of:
                    group_of[nxt] = label
                    group.append(nxt)
                    frontier.append(nxt)
        members.append(group)
    return group_of, members


def build(state: WoodlandState, seat: int, cid: int, kind: str, events: list[Event]) -> None:
    """Pay wood, nearest first, place the building and score the uncovered space (Law 6.5.3)."""
    mine = board(state, seat)
    cost = COST[kind][mine.placed[kind]]
    for source in wood_reachable(state, seat, cid, rulers(state)):
        while cost and wood_at(state, seat, source):
            state.clearings[source - 1].tokens.remove(Piece(seat, "wood"))
            mine.wood += 1
            cost -= 1
    state.clearings[cid - 1].buildings.append(Piece(seat, kind))
    points = VP[kind][mine.placed[kind]]
    mine.placed[kind] += 1
    events.append(A.Happened(text="{p%d} builds a %s in clearing %d" % (seat, kind, cid)))
    score(state, seat, points, f"built a {kind}", events)


# ----- the actions -------------------------------------------------------------------------------------
def overwork_options(state: WoodlandState, seat: int) -> list[A.Overwork]:
    """Spend a card matching a sawmill's clearing to add a wood there (Law 6.5.5)."""
    hand = state.hands[seat]
    if board(state, seat).wood <= 0 or not hand:
        return []
    found = []
    sawmill = Piece(seat, "sawmill")
    matching: dict[str, list[str]] = {}
    suit_of = geo(state).suit
    for cid, clearing in enumerate(state.clearings, 1):
        if clearing.buildings and sawmill in clearing.buildings:
            suit = suit_of[cid]
            cards = matching.get(suit)
            if cards is None:
                cards = matching[suit] = cards_matching(hand, suit)
            for card in cards:
                found.append(A.Overwork(cid, card))
    return found


def recruit_possible(state: WoodlandState, seat: int) -> bool:
    mine = board(state, seat)
    return not mine.recruited and mine.supply > 0 and mine.placed["recruiter"] > 0


def action_options(state: WoodlandState, seat: int) -> list[Any]:
    options: list[Any] = []
    if board(state, seat).actions > 0:
        ruled = rulers(state)
        if has_move(state, seat, ruled):
            options.append(A.March())
        if recruit_possible(state, seat):
            options.append(A.Recruit())
        options += build_options(state, seat, ruled)
        options += overwork_options(state, seat)
        options += battle_options(state, seat)
    for card in state.hands[seat]:
        if SUIT_OF[card] == "bird":
            options.append(A.ExtraAction(card))
    options += daylight_extras(state, seat)
    options.append(A.Done())
    return options


def _actions_ask(state: WoodlandState, top: Any) -> Decision:
    seat = state.active
    prompt = "{p%d}: Daylight, %s left" % (seat, plural(board(state, seat).actions, "action"))
    return Decision(seat, prompt, action_options(state, seat), "Law 6.5.2")


def _recruit(state: WoodlandState, seat: int, events: list[Event]) -> None:
    """A warrior at every recruiter, once per turn (Law 6.5.4)."""
    mine = board(state, seat)
    mine.recruited = True
    for _cid, clearing in enumerate(state.clearings, 1):
        for b in clearing.buildings:
            if b.seat == seat and b.kind == "recruiter" and mine.supply > 0:
                clearing.warriors[seat] += 1
                mine.supply -= 1
    events.append(A.Happened(text="{p%d} recruits at the recruiters" % seat))


def _actions_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    events: list[Event] = []
    mine = board(state, seat)
    if isinstance(action, A.Done):
        return next_step(state)
    if isinstance(action, A.ExtraAction):
        spend(state, seat, action.card)  # Law 6.5.2: a bird card buys one more action
        mine.actions += 1
    elif perform_extra(state, seat, action, events):
        pass
    else:
        mine.actions -= 1
        _main_action(state, seat, action, events)
    return events


def _main_action(state: WoodlandState, seat: int, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.March):
        push(state, "move", seat, tag="march", a=2)
    elif isinstance(action, A.Recruit):
        _recruit(state, seat, events)
    elif isinstance(action, A.Build):
        build(state, seat, action.clearing, action.kind, events)
    elif isinstance(action, A.Overwork):
        spend(state, seat, action.card)
        state.clearings[action.clearing - 1].tokens.append(Piece(seat, "wood"))
        board(state, seat).wood -= 1
        events.append(A.Happened(text="{p%d} overworks the sawmill in clearing %d" % (seat, action.clearing)))
    elif isinstance(action, A.Battle):
        start_battle(state, seat, action.clearing, action.defender, events)


def _draw_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    drawn = draw(state, seat, MARQUISE.evening_draw(state, seat))
    events: list[Event] = [A.Revealed(text="{p%d} draws %s" % (seat, count_cards(len(drawn))))]
    return events + next_step(state)


# ----- Field Hospitals ------------------------------------------------------------------------------------
def _hospital_ask(state: WoodlandState, top: Task) -> Decision:
    cards = cards_matching(state.hands[top.seat], geo(state).suit[top.clearing])
    them = "it" if top.count == 1 else "them"
    prompt = "{p%d}: %s fell in clearing %d. Spend a card to send %s to the keep?" % (
        top.seat, plural(top.count, "warrior"), top.clearing, them)
    return Decision(top.seat, prompt, [*(A.PlayCard(c) for c in cards), A.Done()], "Law 6.2.3")


def _hospital_act(state: WoodlandState, top: Task, action: Any) -> list[Event]:
    pop(state, top)
    mine = board(state, top.seat)
    if not isinstance(action, A.PlayCard) or not mine.keep:
        return []
    spend(state, top.seat, action.card)
    count = min(top.count, mine.supply)
    state.clearings[mine.keep - 1].warriors[top.seat] += count
    mine.supply -= count
    return [A.Happened(text="{p%d} tends %s at the keep" % (top.seat, plural(count, "warrior")))]


step("mq_wood", "birdsong", _none, _wood_act)
step("mq_craft", "daylight", _craft_ask, _craft_act)
step("mq_actions", "daylight", _actions_ask, _actions_act)
step("mq_draw", "evening", _none, _draw_act)
task("hospital", _hospital_ask, _hospital_act)
