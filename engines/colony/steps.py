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
SURVEYS = frozenset(cid for cid, card in CARDS.items() if ("keep", "") in card.steps)  # cards that reveal the top
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
        landing = CARDS[pend.card].lands
        if param == "any" and (not state.forbid or not landing):
            return ALL_SPACES[len(state.surface) - 1]
        return list(map(SPACES.__getitem__, rules.legal_spaces(state, param, landing)))
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
    """Whether every choice the card needs has at least one answer now.

    Only one choice of any card can lack an answer (``CardDef.need``); counts, slots and "any
    ship" always have one.
    """
    need = card.need
    if need is None:
        return True
    name, param = need
    if name == "space":
        banned = state.forbid if card.lands else []  # an ADD is not a landing (LSF-TERM-10)
        if param == "any":
            return len(banned) < len(state.surface) - 1
        if not banned:  # total is the surface's sum; on a ring every S# has neighbours
            if param == "occupied":
                return state.total > 0
            if param == "unoccupied":
                return state.surface.count(0) > 1  # S0 is a placeholder that stays 0
            return True
        return bool(rules.legal_spaces(state, param, card.lands))
    if name == "target":
        return bool(state.aura[rules.PLANET_HP]) if param == "planet_hp" else bool(target_slots(state, param))
    if name == "ship":
        return param != "ghost" or state.alive < state.players
    if name == "card":
        return _allies_discarded(state, seat)
    return name != "keep" or bool(state.deck)


def _allies_discarded(state: ColonyState, seat: int) -> bool:
    return any(ship.discard for s, ship in enumerate(state.ships) if s != seat and not ship.ghost)


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
    if pend.card in SURVEYS:
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
