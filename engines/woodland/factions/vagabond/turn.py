"""The Vagabond's setup, Birdsong (Refresh, Slip) and Evening (repair, draw, carrying limit) (Law 9.3-9.6)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.woodland import actions as A
from engines.woodland.deck import count_cards, draw
from engines.woodland.factions.vagabond.data import BASE_REFRESH, CHARACTERS, START_ITEMS
from engines.woodland.factions.vagabond.faction import VAGABOND, board, capacity
from engines.woodland.factions.vagabond.items import face_up, kinds, satchel_count
from engines.woodland.factions.vagabond.moves import place_pawn, slip_options
from engines.woodland.flow import next_step, step
from engines.woodland.maps import geo
from engines.woodland.state import Item, WoodlandState


def _character_ask(state: WoodlandState, top: Any) -> Decision:
    prompt = "{p%d}: choose your Vagabond" % state.active
    return Decision(state.active, prompt, [A.ChooseCharacter(c) for c in CHARACTERS], "Law 9.3.1")


def _character_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """The character's starting items, all relationships indifferent (Law 9.3.1-9.3.4)."""
    mine = board(state, state.active)
    mine.character = action.character
    mine.items = [Item(kind) for kind in START_ITEMS[action.character]]
    events: list[Event] = [A.Happened(text="{p%d} plays the %s" % (state.active, CHARACTERS[action.character]["name"]))]
    return events + next_step(state)


def _forest_ask(state: WoodlandState, top: Any) -> Decision:
    prompt = "{p%d}: place your pawn in a forest" % state.active
    return Decision(state.active, prompt, [A.ChooseForest(f.id) for f in geo(state).forests], "Law 9.3.2")


def _forest_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    place_pawn(state, state.active, forest=action.forest)
    events: list[Event] = [A.Happened(text="{p%d} enters forest %s" % (state.active, action.forest))]
    return events + next_step(state)


def _refresh_begins(state: WoodlandState) -> list[Event]:
    mine = board(state, state.active)
    mine.refresh_left = BASE_REFRESH + 2 * face_up(mine.items, "tea")
    return []


def _refresh_ask(state: WoodlandState, top: Any) -> Decision | None:
    """Refresh three items plus two per face-up tea; he chooses when he cannot refresh them all (Law 9.4.1)."""
    mine = board(state, state.active)
    tired = [i for i in mine.items if i.exhausted]
    if not tired or len(tired) <= mine.refresh_left or mine.refresh_left <= 0:
        return None
    prompt = "{p%d}: refresh an item (%d left)" % (state.active, mine.refresh_left)
    return Decision(state.active, prompt, [A.Refresh(k) for k in kinds(mine.items, exhausted=True)], "Law 9.4.1")


def _refresh_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    mine = board(state, state.active)
    tired = [i for i in mine.items if i.exhausted]
    if isinstance(action, A.Refresh):
        next(i for i in tired if i.kind == action.item).exhausted = False
        mine.refresh_left -= 1
        return []
    for item in tired[: max(0, mine.refresh_left)]:
        item.exhausted = False
    mine.refresh_left = 0
    return next_step(state)


def _slip_ask(state: WoodlandState, top: Any) -> Decision:
    prompt = "{p%d}: Slip to an adjacent clearing or forest, or stay" % state.active
    return Decision(state.active, prompt, [*slip_options(state, state.active), A.Done()], "Law 9.4.2")


def _slip_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    events: list[Event] = []
    if isinstance(action, A.Slip):
        place_pawn(state, state.active, action.clearing, action.forest)
        where = f"clearing {action.clearing}" if action.clearing else f"forest {action.forest}"
        events.append(A.Happened(text="{p%d} slips into %s" % (state.active, where)))
    return events + next_step(state)


def _evening_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    """In a forest every damaged item is repaired; then draw (Law 9.6.1-9.6.2)."""
    seat = state.active
    mine = board(state, seat)
    events: list[Event] = []
    if mine.forest and any(i.damaged for i in mine.items):
        for item in mine.items:
            item.damaged = False
        events.append(A.Happened(text="{p%d} rests in the forest and repairs every item" % seat))
    drawn = draw(state, seat, VAGABOND.evening_draw(state, seat))
    events.append(A.Revealed(text="{p%d} draws %s" % (seat, count_cards(len(drawn)))))
    return events + next_step(state)


def _capacity_ask(state: WoodlandState, top: Any) -> Decision | None:
    """Items beyond six plus two per bag are removed from the game (Law 9.6.3)."""
    mine = board(state, state.active)
    if satchel_count(mine.items) <= capacity(mine.items):
        return None
    options = [A.DropItem(k) for k in kinds(mine.items) if k not in ("tea", "coins", "bag")]
    return Decision(state.active, "{p%d}: you carry too much; remove an item" % state.active, options, "Law 9.6.3")


def _capacity_act(state: WoodlandState, top: Any, action: Any) -> list[Event]:
    if isinstance(action, A.DropItem):
        mine = board(state, state.active)
        mine.items.remove(next(i for i in mine.items if i.kind == action.item))
        return [A.Happened(text="{p%d} leaves a %s behind" % (state.active, action.item))]
    return next_step(state)


def _none(state: WoodlandState, top: Any) -> Decision | None:
    return None


step("vb_character", "setup", _character_ask, _character_act)
step("vb_forest", "setup", _forest_ask, _forest_act)
step("vb_refresh", "birdsong", _refresh_ask, _refresh_act, _refresh_begins)
step("vb_slip", "birdsong", _slip_ask, _slip_act)
step("vb_evening", "evening", _none, _evening_act)
step("vb_capacity", "evening", _capacity_ask, _capacity_act)
