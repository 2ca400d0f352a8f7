"""The glossary made code: people, damage and armor, ghost ships, docking, drawing cards."""

from __future__ import annotations

from engines.colony.actions import (
    CameBack,
    CardDrawn,
    CardsDrawn,
    Damaged,
    DeckShuffled,
    Discarded,
    Docked,
    PeopleAdded,
    WentGhost,
)
from engines.colony.content import CARDS, STRUCTURAL, C
from engines.colony.state import ColonyState, Pending, Slot
from engines.core.contract import Event

DOCK_LIMIT: int = C.numbers["ship_dock_limit"]
RETURN_HAND: int = C.numbers["return_hand"]


_ORDERS = {(f, n): tuple((f + i) % n for i in range(n)) for n in range(1, 7) for f in range(n)}


def order_from(first: int, players: int) -> tuple[int, ...]:
    """Seats clockwise from the first player (LSF-SETUP-9)."""
    return _ORDERS[first, players]


ORDERS = [[_ORDERS[f, n] for f in range(n)] for n in range(7)]  # ORDERS[players][first]


def order(state: ColonyState) -> tuple[int, ...]:
    """Seats in turn order from the first player (LSF-SETUP-9)."""
    return ORDERS[state.players][state.first]


def living(state: ColonyState) -> list[int]:
    return [s for s in ORDERS[state.players][state.first] if not state.ships[s].ghost]


def occupied(surface: list[int]) -> list[int]:
    """The S# holding people."""
    return [s for s in range(1, len(surface)) if surface[s]]


BONUS, LAND_MAX, LAND_ADD, SHIP_ARMOR, SURFACE_ARMOR, TOLL, PLANET_HP = 0, 1, 2, 3, 5, 7, 9


def refresh_aura(state: ColonyState) -> None:
    """Sum up what the docked atmosphere cards do while they stay (LSF-CYCLE-7); call after any slot change.

    Layout: planet bonus, land max, land add, ship armor s/o, surface armor s/o, toll s/o, planet
    cards with hit points; each card's share is precomputed (CardDef.aura). The sums depend only on
    which cards are docked (a card's owner follows from its deck), so each combination is summed once.
    """
    slots = state.slots
    key = (slots[0].card, slots[1].card, slots[2].card, slots[3].card) if len(slots) == 4 else tuple(
        [slot.card for slot in slots])
    found = _AURAS.get(key)
    if found is None:
        if len(_AURAS) >= AURA_CACHE:
            _AURAS.clear()
        found = _AURAS[key] = _sum_aura(state.slots)
    state.aura = list(found[0])
    state.forbid = list(found[1])


AURA_CACHE = 1 << 16
_AURAS: dict[tuple[str, ...], tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _sum_aura(slots: list[Slot]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    aura = [0] * 10
    forbid: set[int] = set()
    for slot in slots:
        if slot.card:
            card = CARDS[slot.card]
            for index, value in card.aura:
                aura[index] += value
            if slot.owner < 0 and card.constant is not None:
                forbid.update(card.constant.forbid)
    return tuple(aura), tuple(sorted(forbid))


def planet_bonus(state: ColonyState) -> int:
    """Damage bonus of the planet: its docked cards (LSF-TERM-26) and each reshuffle (LSF-GAP-13)."""
    return state.aura[BONUS] + state.escalation


def ship_bonus(state: ColonyState, seat: int) -> int:
    """Damage bonus a ship's docked upgrades give its own attacks (LSF-TERM-26)."""
    bonus = 0
    for cid in state.ships[seat].docked:
        upgrade = CARDS[cid].upgrade
        if upgrade is not None:
            bonus += upgrade.bonus
    return bonus


# Docked ship cards that armor their ship: card copy -> (structural, organic).
PLATING = {cid: card.upgrade.armor for cid, card in CARDS.items() if card.upgrade and any(card.upgrade.armor)}


def ship_armor(state: ColonyState, seat: int, kind: int, pend: Pending | None) -> int:
    """Armor of one type protecting a ship (LSF-TERM-24, LSF-TERM-25)."""
    ship = state.ships[seat]
    total = state.aura[SHIP_ARMOR + kind] + (ship.aegis if kind == STRUCTURAL else 0)
    for cid in ship.docked:
        if cid in PLATING:
            total += PLATING[cid][kind]
    if pend is not None and pend.guard:
        total += pend.guard[2 * seat + kind]
    return total


def surface_armor(state: ColonyState, kind: int, pend: Pending | None) -> int:
    """Armor of one type protecting every surface space."""
    total = state.aura[SURFACE_ARMOR + kind]
    if pend is not None and pend.guard:
        total += pend.guard[2 * state.players + kind]
    return total


def damage_ship(state: ColonyState, seat: int, amount: int, kind: int, pend: Pending | None,
                events: list[Event]) -> None:
    """Remove people from a ship, less matching armor; an empty ship goes ghost (LSF-TERM-1, -23)."""
    ship = state.ships[seat]
    if ship.ghost or (pend is not None and seat in pend.evade):
        return
    dealt = amount
    amount -= state.aura[SHIP_ARMOR + kind]  # ship_armor, inlined: every planet attack passes here
    if kind == STRUCTURAL:
        amount -= ship.aegis
    for cid in ship.docked:
        if cid in PLATING:
            amount -= PLATING[cid][kind]
    if pend is not None and pend.guard:
        amount -= pend.guard[2 * seat + kind]
    if amount <= 0:
        if dealt > 0:
            events.append(Damaged(target="ship", index=seat, amount=0, kind=kind, absorbed=dealt))
        return
    lost = min(amount, ship.people)
    ship.people -= lost
    events.append(Damaged(target="ship", index=seat, amount=lost, kind=kind, absorbed=dealt - amount))
    if ship.people == 0:
        go_ghost(state, seat, events)


def damage_space(state: ColonyState, space: int, amount: int, kind: int, pend: Pending | None,
                 events: list[Event]) -> None:
    """Remove people from a surface space, less matching armor (LSF-TERM-21)."""
    armor = surface_armor(state, kind, pend)
    if amount > armor:
        hit_space(state, space, amount - armor, kind, events, min(armor, amount))
    elif amount > 0 and state.surface[space]:
        events.append(Damaged(target="space", index=space, amount=0, kind=kind, absorbed=amount))


def hit_space(state: ColonyState, space: int, amount: int, kind: int, events: list[Event], absorbed: int = 0) -> None:
    """Damage already reduced by armor reaches a surface space; its people are removed."""
    people = state.surface[space]
    if people == 0:
        return
    lost = min(amount, people)
    state.surface[space] = people - lost
    state.total -= lost
    events.append(Damaged(target="space", index=space, amount=lost, kind=kind, absorbed=absorbed))


def damage_slot(state: ColonyState, index: int, amount: int, kind: int, attacker: int,
                events: list[Event]) -> None:
    """Remove hit points from a docked card; at zero it is discarded (LSF-TERM-18, LSF-TERM-19)."""
    slot = state.slots[index]
    card = CARDS[slot.card]
    dealt = amount
    amount -= card.armor[kind]
    if slot.hp <= 0:
        return
    if amount <= 0:
        if dealt > 0:
            events.append(Damaged(target="slot", index=index + 1, amount=0, kind=kind, absorbed=dealt,
                                  card=slot.card))
        return
    lost = min(amount, slot.hp)
    slot.hp -= lost
    events.append(Damaged(target="slot", index=index + 1, amount=lost, kind=kind, absorbed=dealt - amount,
                          card=slot.card))
    if slot.hp == 0:
        cid, owner = slot.card, slot.owner
        state.slots[index] = Slot()
        refresh_aura(state)
        discard(state, cid, owner, events)
        if card.special and attacker >= 0:
            from engines.colony.specials import on_destroyed

            on_destroyed(state, card.key, attacker, events)


def go_ghost(state: ColonyState, seat: int, events: list[Event]) -> None:
    """No people left: shuffle every card of the ship back and stop playing (LSF-TERM-1..3, LSF-GAP-15)."""
    ship = state.ships[seat]
    ship.ghost = True
    state.alive -= 1
    ship.aegis = 0
    ship.deck.extend(ship.hand)
    ship.deck.extend(ship.discard)
    ship.deck.extend(ship.docked)
    ship.hand, ship.discard, ship.docked = [], [], []
    events.append(WentGhost(seat=seat))


def add_people(state: ColonyState, seat: int, amount: int, events: list[Event]) -> None:
    """ADD people from the box to a ship; a ghost ship that gets people comes back (LSF-TERM-5, LSF-GAP-14)."""
    ship = state.ships[seat]
    ship.people += amount
    events.append(PeopleAdded(target="ship", index=seat, amount=amount))
    if ship.ghost and ship.people > 0:
        ship.ghost = False
        state.alive += 1
        events.append(CameBack(seat=seat))
        draw(state, seat, RETURN_HAND, events)


def add_to_space(state: ColonyState, space: int, amount: int, events: list[Event]) -> None:
    """ADD people from the box straight onto a surface space (LSF-TERM-7)."""
    state.surface[space] += amount
    state.total += amount
    events.append(PeopleAdded(target="space", index=space, amount=amount))


def draw(state: ColonyState, seat: int, count: int, events: list[Event]) -> None:
    """Draw cards; an empty deck is refilled from the discard pile (LSF-GAP-13).

    A ship deck is face down and never looked through, so it is kept as an unordered pile and a
    draw takes a card at random: the same as taking the top of a shuffled deck, for one random
    number per draw instead of one per card at every shuffle.
    """
    ship = state.ships[seat]
    deck = ship.deck
    if count == 1 and deck:
        index = state.rng.below(len(deck))
        deck[index], deck[-1] = deck[-1], deck[index]
        card = deck.pop()
        ship.hand.append(card)
        events.append(CardDrawn(seat=seat, card=card, only=seat))
        events.append(CardsDrawn(seat=seat, count=1))
        return
    drawn = 0
    for _ in range(count):
        if not deck:
            if not ship.discard:
                break
            deck = ship.deck = ship.discard
            ship.discard = []
            events.append(DeckShuffled(owner=seat))
        index = state.rng.below(len(deck))
        deck[index], deck[-1] = deck[-1], deck[index]
        card = deck.pop()
        ship.hand.append(card)
        events.append(CardDrawn(seat=seat, card=card, only=seat))
        drawn += 1
    if drawn:
        events.append(CardsDrawn(seat=seat, count=drawn))


def discard(state: ColonyState, cid: str, owner: int, events: list[Event]) -> None:
    """Put a finished or displaced card on its owner's discard pile (a ghost's goes into its deck)."""
    events.append(Discarded(card=cid, key=CARDS[cid].key, owner=owner))
    if owner < 0:
        state.discard.append(cid)
        return
    ship = state.ships[owner]
    if ship.ghost:
        ship.deck.append(cid)
    else:
        ship.discard.append(cid)


def dock_atmosphere(state: ColonyState, index: int, cid: str, owner: int, events: list[Event]) -> str:
    """Dock a card in a slot, discarding what was there with its hit points (LSF-TERM-16); returns it."""
    old = state.slots[index]
    if old.card:
        discard(state, old.card, old.owner, events)
    state.slots[index] = Slot(cid, CARDS[cid].hp, owner)
    refresh_aura(state)
    events.append(Docked(card=cid, key=CARDS[cid].key, where="atmosphere", index=index + 1))
    return old.card


def dock_ship(state: ColonyState, seat: int, cid: str, events: list[Event]) -> None:
    """Dock a card to a ship; past the limit the oldest docked card is discarded (LSF-GAP-15)."""
    ship = state.ships[seat]
    if len(ship.docked) >= DOCK_LIMIT:
        discard(state, ship.docked.pop(0), seat, events)
    ship.docked.append(cid)
    events.append(Docked(card=cid, key=CARDS[cid].key, where="ship", index=seat))


def top_ship(state: ColonyState) -> int:
    """The living ship with the most people; ties go to the first in turn order (LSF-GAP-12)."""
    best, most = -1, 0
    ships = state.ships
    for seat in ORDERS[state.players][state.first]:
        people = ships[seat].people
        if people > most:
            best, most = seat, people
    return best


def top_space(state: ColonyState) -> int:
    """The most populated surface space; ties go to the lowest S#; 0 when none is occupied."""
    most = max(state.surface)
    return state.surface.index(most) if most else 0


def forbidden(state: ColonyState) -> list[int]:
    """Surface spaces where docked planet cards forbid landing (LSF-CYCLE-7)."""
    return state.forbid


def legal_spaces(state: ColonyState, where: str, landing: bool = True) -> list[int]:
    """Surface spaces a landing, or a surface ADD, may use under its card's limits (LSF-TERM-6). A ban on
    landing (LSF-CYCLE-7) does not stop an ADD: people added are not landed (LSF-TERM-7, LSF-TERM-10)."""
    surface = state.surface
    banned = state.forbid if landing else []
    if where == "any" and not banned:
        return list(range(1, len(surface)))
    if where == "occupied":
        return _spaces(surface, banned, True)
    if where == "unoccupied":
        return _spaces(surface, banned, False)
    if where == "adjacent" and state.total:
        return _next_to_people(surface, banned, C.adjacency[state.side])
    return [s for s in range(1, len(state.surface)) if s not in banned]


def _spaces(surface: list[int], banned: list[int], people: bool) -> list[int]:
    """Open S# that hold people (or that do not)."""
    return [s for s in range(1, len(surface)) if bool(surface[s]) is people and s not in banned]


def _next_to_people(surface: list[int], banned: list[int], adjacency: list[list[int]]) -> list[int]:
    return [s for s in range(1, len(surface)) if s not in banned and any(surface[a] for a in adjacency[s])]
