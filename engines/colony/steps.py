"""The small choices a card asks for, one at a time: a space, a count, a ship, a slot, a target."""

from __future__ import annotations

from typing import Any

from engines.colony import rules
from engines.colony.actions import (
    ChooseCard,
    ChooseCount,
    ChooseShip,
    ChooseSlot,
    ChooseSpace,
    ChooseTarget,
    PlaceTop,
    TopRevealed,
)
from engines.colony.content import CARDS, C, CardDef
from engines.colony.effects import land_limit
from engines.colony.state import ColonyState, Pending
from engines.core.contract import Event

SPACES = [ChooseSpace(i) for i in range(9)]
SHIPS = [ChooseShip(i) for i in range(6)]
SLOTS = [ChooseSlot(i) for i in range(C.slots + 1)]
TARGETS = [ChooseTarget(i) for i in range(C.slots + 1)]
KEEP = [PlaceTop(False), PlaceTop(True)]
ALL_SPACES = {n: SPACES[1 : n + 1] for n in (5, 8)}
_COUNTS: list[ChooseCount] = [ChooseCount(i) for i in range(64)]


def counts(upto: int) -> list[Any]:
    while len(_COUNTS) <= upto:
        _COUNTS.append(ChooseCount(len(_COUNTS)))
    return _COUNTS[1 : upto + 1]


def current(pend: Pending) -> tuple[str, str] | None:
    """The choice this card still waits for, or None once every choice is made."""
    steps = CARDS[pend.card].steps
    return steps[pend.step] if pend.step < len(steps) else None


def ship_choices(state: ColonyState, param: str, seat: int) -> list[int]:
    ships = state.ships
    if param == "ghost":
        return [s for s in range(state.players) if ships[s].ghost]
    if param == "living":
        return [s for s in range(state.players) if not ships[s].ghost]
    if param == "other":
        return [s for s in range(state.players) if s != seat]
    return list(range(state.players))


def target_slots(state: ColonyState, param: str) -> list[int]:
    """Slots (1-4) an attack may hit (planet cards with hit points) or a repair may mend (ship cards)."""
    if param == "ally_hp":
        return [i + 1 for i, s in enumerate(state.slots) if s.owner >= 0 and s.hp < CARDS[s.card].hp]
    return [i + 1 for i, s in enumerate(state.slots) if s.owner < 0 and s.hp > 0]


def ally_discards(state: ColonyState, seat: int) -> list[str]:
    return [c for s in rules.living(state) if s != seat for c in state.ships[s].discard]


def options(state: ColonyState, pend: Pending) -> list[Any]:
    """Every legal answer to the current choice."""
    steps = CARDS[pend.card].steps
    if pend.step >= len(steps):
        return []
    name, param = steps[pend.step]
    if name == "space":
        if param == "any" and not state.forbid:
            return ALL_SPACES[len(state.surface) - 1]
        return [SPACES[s] for s in rules.legal_spaces(state, param)]
    if name == "count":
        ship = state.ships[pend.seat]
        upto = land_limit(state, pend.seat, CARDS[pend.card]) if param == "land" else ship.people
        return counts(upto)
    if name == "ship":
        return [SHIPS[s] for s in ship_choices(state, param, pend.seat)]
    if name == "slot":
        return SLOTS[1:]
    if name == "target":
        return [TARGETS[s] for s in target_slots(state, param)]
    if name == "card":
        return [ChooseCard(c) for c in ally_discards(state, pend.seat)]
    return KEEP


def usable(state: ColonyState, seat: int, card: CardDef) -> bool:
    """Whether every choice the card needs has at least one answer now."""
    for name, param in card.steps:
        if name == "space":
            if param == "any":
                if len(state.forbid) >= len(state.surface) - 1:
                    return False
            elif not rules.legal_spaces(state, param):
                return False
        elif name == "ship":
            if param == "ghost" and state.alive >= state.players:
                return False
        elif name == "target":
            if param == "planet_hp":
                if not state.aura[rules.PLANET_HP]:
                    return False
            elif not target_slots(state, param):
                return False
        elif name == "card":
            if not any(ship.discard for s, ship in enumerate(state.ships) if s != seat and not ship.ghost):
                return False
        elif name == "keep" and not state.deck:
            return False
    return True


def choose(state: ColonyState, pend: Pending, action: Any, events: list[Event]) -> None:
    """Record an answer and move to the next choice."""
    if isinstance(action, ChooseSpace):
        pend.space = action.space
    elif isinstance(action, ChooseCount):
        pend.count = action.count
    elif isinstance(action, ChooseShip):
        pend.ship = action.seat
    elif isinstance(action, ChooseSlot):
        pend.slot = action.slot
    elif isinstance(action, ChooseTarget):
        pend.target = action.slot
    elif isinstance(action, ChooseCard):
        pend.pick = action.card
    elif isinstance(action, PlaceTop):
        place_top(state, action.bottom, events)
    pend.step += 1
    enter(state, pend, events)


def enter(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """A survey reveals the top planet card before its player decides where it goes."""
    steps = CARDS[pend.card].steps
    if pend.step < len(steps) and steps[pend.step][0] == "keep" and state.deck:
        top = state.peek = state.deck[-1]
        events.append(TopRevealed(card=top, key=CARDS[top].key, bottom=False))


def place_top(state: ColonyState, bottom: bool, events: list[Event]) -> None:
    if bottom and state.deck:
        top = state.deck.pop()
        state.deck.insert(0, top)
        state.peek = ""
        events.append(TopRevealed(card=top, key=CARDS[top].key, bottom=True))
