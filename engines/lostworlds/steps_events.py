"""The small choices that event cards ask for (LW-EVENT-9 to LW-EVENT-20)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Event
from engines.lostworlds import actions as A
from engines.lostworlds import eventcards
from engines.lostworlds.content import FACES
from engines.lostworlds.rules import gain, place_champion, place_dreadnought, ready, world_slot
from engines.lostworlds.state import LWState, Step
from engines.lostworlds.steps import kind, live_slots, performs


@kind("ally", "{p%d}: choose the player who gains 1 Renown with you.", "LW-EVENT-11")
def _ally_options(state: LWState, step: Step) -> list[Any]:
    return [A.Ally(q) for q in range(state.players) if q != step.seat]


@performs("ally")
def _ally(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    gain(state, action.seat, 1, events)


SENATE = (A.Senate("renown"), A.Senate("ready"), A.Senate("wreck"))


@kind("senate", "{p%d}: the council grants one: 3 Renown, READY two fleets, or WRECK two fleets.",
      "LW-EVENT-16")
def _senate_options(state: LWState, step: Step) -> list[Any]:
    return list(SENATE)


@performs("senate")
def _senate(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if action.choice == "renown":
        gain(state, step.seat, 3, events)
    elif action.choice == "ready":
        ready(state, step.seat, 2, events)
    else:  # LW-GAP-27: two opponent fleets on any worlds in play, chosen one at a time
        state.steps += [Step("wreck_any", step.seat), Step("wreck_any", step.seat)]


@kind("discard", "{p%d}: choose an unspent action die to discard.", "LW-GAP-27")
def _discard_options(state: LWState, step: Step) -> list[Any]:
    return [A.DISCARD[d] for d in range(3) if not state.spent >> d & 1]  # the event is paid: no skipping


@performs("discard")
def _discard(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if not isinstance(action, A.Discard):
        return
    count = eventcards.icon_count(state, action.die)
    eventcards.discard_die(state, step.seat, action.die, events)
    if step.a == 0:  # LW-EVENT-10, LW-EVENT-13
        ready(state, step.seat, 2, events)
    else:  # LW-EVENT-19
        state.steps.append(Step("occupied", step.seat, count))


@kind("relic", "{p%d}: choose a die showing RENOWN to activate twice in a row.", "LW-EVENT-9")
def _relic_options(state: LWState, step: Step) -> list[Any]:
    return [A.ACTIVATE[d] for d in range(3)
            if not state.spent >> d & 1 and "R" in FACES[d][state.dice[d]].icons] + [A.SKIP]


@performs("relic")
def _relic(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    if isinstance(action, A.Activate):
        from engines.lostworlds.turn import activate

        state.double = False  # the event already doubles the die; 2X does not add a third time
        activate(state, action.die, events, times=2)


@kind("piece", "{p%d}: choose the Champion or Dreadnought to move.", "LW-EVENT-18")
def _piece_options(state: LWState, step: Step) -> list[Any]:
    if step.a == 0:
        return [A.PickPiece(q, state.table[i].world) for q, i in eventcards.bribe_pieces(state, step.seat)]
    player = state.ps[step.seat]
    found: list[Any] = [A.PickPiece(step.seat, state.table[player.champ].world)] if player.champ >= 0 else []
    if state.dread >= 0 and state.dread_owner == step.seat:
        found.append(A.PickPiece(-1, state.table[state.dread].world))
    return found


@performs("piece")
def _piece(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    who = action.seat if action.seat >= 0 else state.players
    state.steps.append(Step("piece_to", step.seat, who, world_slot(state, action.world)))


@kind("piece_to", "{p%d}: choose the world it moves to.", "LW-EVENT-20")
def _piece_to_options(state: LWState, step: Step) -> list[Any]:
    return [A.PICK_WORLD[state.table[i].world] for i in live_slots(state) if i != step.b]


@performs("piece_to")
def _piece_to(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    slot = world_slot(state, action.world)
    if step.a == state.players:  # the Dreadnought keeps its controller (LW-GAP-27)
        place_dreadnought(state, state.dread_owner, slot, events)
    else:
        place_champion(state, step.a, slot, events)


@kind("showdown", "{p%d}: place your Champion on a world, then WRECK an opponent fleet there.", "LW-EVENT-12")
def _showdown_options(state: LWState, step: Step) -> list[Any]:
    return [A.PICK_WORLD[state.table[i].world] for i in live_slots(state)]


@performs("showdown")
def _showdown(state: LWState, step: Step, action: Any, events: list[Event]) -> None:
    slot = world_slot(state, action.world)
    if not state.table[slot].champs >> step.seat & 1:
        place_champion(state, step.seat, slot, events)
    state.steps.append(Step("wreck_at", step.seat, slot))
