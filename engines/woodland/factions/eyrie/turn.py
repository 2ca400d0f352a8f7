"""The Eyrie's Birdsong (Law 7.4: Emergency Orders, Add to the Decree, A New Roost) and Evening (Law 7.6)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.deck import SUIT_OF, count_cards, design, draw
from engines.woodland.factions.eyrie.data import COLUMNS, NEW_ROOST_WARRIORS, ROOST_VP
from engines.woodland.factions.eyrie.faction import EYRIE, ROOST, board, roosts_on_map
from engines.woodland.flow import next_step, step
from engines.woodland.pieces import open_slots
from engines.woodland.scoring import score
from engines.woodland.state import Piece, WoodlandState

DECREE_MOST = 2  # cards added each Birdsong, at most one of them a bird (Law 7.4.2)


def _none(state: WoodlandState, top: Any) -> Decision | None:
    return None


def _emergency_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """Emergency Orders: with an empty hand, draw a card (Law 7.4.1)."""
    seat = state.active
    events: list[Event] = []
    if not state.hands[seat]:
        drawn = draw(state, seat, 1)
        events.append(A.Revealed(text="{p%d} issues emergency orders and draws %s" % (seat, count_cards(len(drawn)))))
    return events + next_step(state)


def add_options(state: WoodlandState, seat: int) -> list[Any]:
    """Any card in hand to any column; a second bird is refused; after one card, stopping is allowed."""
    mine = board(state, seat)
    options: list[Any] = []
    for card in state.hands[seat]:
        if SUIT_OF[card] == "bird" and mine.added_bird:
            continue
        options += [A.AddToDecree(card, column) for column in COLUMNS]
    if mine.added:
        options.append(A.Done())
    return options


def _add_ask(state: WoodlandState, top: Any) -> Decision | None:
    seat = state.active
    mine = board(state, seat)
    if mine.added >= DECREE_MOST:
        return None
    options = add_options(state, seat)
    if not options or options == [A.Done()]:
        return None
    word = "a card" if not mine.added else "a second card, or stop"
    prompt = "{p%d}: add %s to the Decree (at most one bird)" % (seat, word)
    return Decision(seat, prompt, options, "Law 7.4.2")


def _add_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    seat = state.active
    if not isinstance(action, A.AddToDecree):
        return next_step(state)
    mine = board(state, seat)
    state.hands[seat].remove(action.card)
    mine.decree[COLUMNS.index(action.column)].append(action.card)
    mine.added += 1
    mine.added_bird = mine.added_bird or SUIT_OF[action.card] == "bird"
    return [A.Happened(text="{p%d} adds %s to the Decree: %s" % (seat, design(action.card).name, action.column))]


def new_roost_spots(state: WoodlandState, seat: int) -> list[int]:
    """Clearings where a roost can go with the fewest warriors of all factions (Law 7.4.3); never the keep's
    clearing (Law 6.2.2)."""
    spots = [cid for cid, c in enumerate(state.clearings, 1) if open_slots(state, cid) > 0
             and not any(t.kind == "keep" and t.seat != seat for t in c.tokens)]
    if not spots:
        return []
    least = min(sum(state.clearings[c - 1].warriors) for c in spots)
    return [c for c in spots if sum(state.clearings[c - 1].warriors) == least]


def _roost_ask(state: WoodlandState, top: Any) -> Decision | None:
    seat = state.active
    if roosts_on_map(state, seat) or board(state, seat).roosts <= 0:
        return None
    spots = new_roost_spots(state, seat)
    if len(spots) < 2:
        return None
    prompt = "{p%d}: no roost is left: place a new roost and three warriors" % seat
    return Decision(seat, prompt, [A.ChooseClearing(c) for c in spots], "Law 7.4.3")


def _roost_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """A New Roost: with no roost on the map, a roost and three warriors where warriors are fewest."""
    seat = state.active
    mine = board(state, seat)
    events: list[Event] = []
    spots = new_roost_spots(state, seat)
    if not roosts_on_map(state, seat) and mine.roosts > 0 and spots:
        cid = action.clearing if isinstance(action, A.ChooseClearing) else spots[0]
        clearing = state.clearings[cid - 1]
        clearing.buildings.append(Piece(seat, ROOST))
        mine.roosts -= 1
        warriors = min(NEW_ROOST_WARRIORS, mine.supply)
        clearing.warriors[seat] += warriors
        mine.supply -= warriors
        events.append(A.Happened(text="{p%d} raises a new roost in clearing %d" % (seat, cid)))
    return events + next_step(state)


def _evening_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """Score the roost track's uncovered space, then draw one plus its card bonuses (Law 7.6)."""
    seat = state.active
    placed = roosts_on_map(state, seat)
    events: list[Event] = []
    if placed:
        score(state, seat, ROOST_VP[placed - 1], "roosts", events)
    drawn = draw(state, seat, EYRIE.evening_draw(state, seat))
    events.append(A.Revealed(text="{p%d} draws %s" % (seat, count_cards(len(drawn)))))
    return events + next_step(state)


step("ey_emergency", "birdsong", _none, _emergency_act)
step("ey_add", "birdsong", _add_ask, _add_act)
step("ey_roost", "birdsong", _roost_ask, _roost_act)
step("ey_evening", "evening", _none, _evening_act)
