"""Behaviour unique to one card: a small function per card, registered under the card's key."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.colony import rules
from engines.colony.actions import CardReturned, HitPointsRestored
from engines.colony.content import CARDS, ORGANIC, STRUCTURAL, C
from engines.colony.state import ColonyState, Pending
from engines.core.contract import Event

Special = Callable[[ColonyState, Pending, list[Event]], None]
SPECIALS: dict[str, Special] = {}
LAND_LIMITS: dict[str, Callable[[ColonyState, int], int]] = {}
DESTROYED: dict[str, Callable[[ColonyState, int, list[Event]], None]] = {}


def special(fn: Special) -> Special:
    """Register a card's own behaviour under the card's key (the function's name)."""
    SPECIALS[fn.__name__] = fn
    return fn


def land_limit(fn: Callable[[ColonyState, int], int]) -> Callable[[ColonyState, int], int]:
    """Register a card whose landing limit depends on the game (LSF-TERM-14)."""
    LAND_LIMITS[fn.__name__] = fn
    return fn


def when_destroyed(fn: Callable[[ColonyState, int, list[Event]], Any]) -> Callable[..., Any]:
    """Register what happens when a docked card loses its last hit point."""
    DESTROYED[fn.__name__] = fn
    return fn


def on_destroyed(state: ColonyState, key: str, attacker: int, events: list[Event]) -> None:
    hook = DESTROYED.get(key)
    if hook is not None:
        hook(state, attacker, events)


# ----- ship cards ------------------------------------------------------------------------------
@land_limit
def second_wave(state: ColonyState, seat: int) -> int:
    """Up to 4 if a Long Descent lies in the discard pile, else 2 (a card naming another card)."""
    found = any(CARDS[c].key == "long_descent" for c in state.ships[seat].discard)
    return 4 if found else 2


@special
def homestead(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """ADD 1 to every occupied S# adjacent to another occupied S#."""
    adjacency, surface = C.adjacency[state.side], state.surface
    chosen = [s for s in range(1, len(surface)) if surface[s] and any(surface[a] for a in adjacency[s])]
    for space in chosen:
        rules.add_to_space(state, space, 1, events)


@special
def rally_call(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """ADD one person per player, the count fixed even after ghosts (LSF-TERM-13)."""
    rules.add_people(state, pend.seat, state.players, events)


@special
def nurture(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """ADD 1 to every S# holding 1 or 2 people."""
    for space in [s for s in range(1, len(state.surface)) if 1 <= state.surface[s] <= 2]:
        rules.add_to_space(state, space, 1, events)


@special
def strafing_run(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """2 structural damage (plus the ship's bonus) to every planet card with hit points."""
    amount = 2 + rules.ship_bonus(state, pend.seat)
    for index, slot in enumerate(state.slots):
        if slot.owner < 0 and slot.hp > 0:
            rules.damage_slot(state, index, amount, STRUCTURAL, pend.seat, events)


@special
def early_warning(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """The blocked card goes to the bottom of the planet deck, not the discard (LSF-GAP-24)."""
    pend.bottom = True


@special
def repair_crew(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """Restore up to 3 hit points to a ship card in the atmosphere, never above its printed value."""
    slot = state.slots[pend.target - 1]
    gain = min(3, CARDS[slot.card].hp - slot.hp)
    slot.hp += gain
    events.append(HitPointsRestored(slot=pend.target, amount=gain, card=slot.card))


@special
def grappler(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """Docking onto a planet card salvages 2 people for the ship."""
    if state.slots[pend.slot - 1].card and state.slots[pend.slot - 1].owner < 0:
        rules.add_people(state, pend.seat, 2, events)


# ----- ghost ship abilities ----------------------------------------------------------------------
@special
def aegis_relay(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """The chosen ship has structural armor 2 until the ghost's next turn."""
    state.ships[pend.ship].aegis = 2
    state.aegis_from = pend.seat


@special
def salvage(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """Return the chosen card from an ally's discard pile to that ally's hand."""
    for seat, ship in enumerate(state.ships):
        if pend.pick in ship.discard:
            ship.discard.remove(pend.pick)
            ship.hand.append(pend.pick)
            events.append(CardReturned(seat=seat, card=pend.pick, key=CARDS[pend.pick].key))
            return


# ----- planet and orbit cards ---------------------------------------------------------------------
def _hit_spaces(state: ColonyState, spaces: list[int], amount: int, kind: int, pend: Pending,
                events: list[Event]) -> None:
    bonus = rules.planet_bonus(state)
    for space in spaces:
        rules.damage_space(state, space, amount + bonus, kind, pend, events)


@special
def feeding_frenzy(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """2 organic damage to every S# holding 4 or more people."""
    spaces = [s for s in range(1, len(state.surface)) if state.surface[s] >= 4]
    _hit_spaces(state, spaces, 2, ORGANIC, pend, events)


@special
def stampede(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """2 organic damage to the most populated S#, 1 to each S# beside it."""
    top = rules.top_space(state)
    if top:
        _hit_spaces(state, [top], 2, ORGANIC, pend, events)
        _hit_spaces(state, list(C.adjacency[state.side][top]), 1, ORGANIC, pend, events)


@special
def caldera_collapse(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """The most populated S# takes structural damage equal to half its people."""
    top = rules.top_space(state)
    if top and state.surface[top] >= 2:
        _hit_spaces(state, [top], state.surface[top] // 2, STRUCTURAL, pend, events)


@special
def overgrowth(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """Every planet card in the atmosphere regains 2 hit points, never above its printed value."""
    for index, slot in enumerate(state.slots):
        if slot.owner < 0 and slot.card and slot.hp < CARDS[slot.card].hp:
            gain = min(2, CARDS[slot.card].hp - slot.hp)
            slot.hp += gain
            events.append(HitPointsRestored(slot=index + 1, amount=gain, card=slot.card))


def _hit_ships(state: ColonyState, seats: list[int], amount: int, kind: int, pend: Pending,
               events: list[Event]) -> None:
    amount += rules.planet_bonus(state)
    for seat in seats:
        rules.damage_ship(state, seat, amount, kind, pend, events)


@special
def parasite_drift(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """1 organic damage to every ship; 2 while three or more planet cards are docked."""
    docked = sum(1 for slot in state.slots if slot.card and slot.owner < 0)
    _hit_ships(state, rules.living(state), 2 if docked >= 3 else 1, ORGANIC, pend, events)


@special
def aftershock(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """1 structural damage to every ship, plus 1 per Tremor in the planet discard pile (LSF-TERM-14)."""
    tremors = sum(1 for c in state.discard if CARDS[c].key == "tremor")
    _hit_ships(state, rules.living(state), 1 + tremors, STRUCTURAL, pend, events)


@special
def gravity_well(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """2 structural damage to every ship holding 6 or more people."""
    heavy = [s for s in rules.living(state) if state.ships[s].people >= 6]
    _hit_ships(state, heavy, 2, STRUCTURAL, pend, events)


@special
def comms_blackout(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """Every player holding 4 or more cards discards one of them at random."""
    for seat in rules.living(state):
        hand = state.ships[seat].hand
        if len(hand) >= 4:
            rules.discard(state, hand.pop(state.rng.below(len(hand))), seat, events)


@when_destroyed
def derelict_hulk(state: ColonyState, attacker: int, events: list[Event]) -> None:
    """The ship that destroys the hulk ADDs 3 people salvaged from the wreck."""
    rules.add_people(state, attacker, 3, events)
