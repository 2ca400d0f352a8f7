"""Card effects: the planet's attacks, the ships' plays, reactions, and resolving a card."""

from __future__ import annotations

import msgspec

from engines.colony import rules
from engines.colony.actions import Blocked, Damaged, Discarded, ExtraDraws, Landed, PeopleMoved, Reacted, SpaceRolled
from engines.colony.content import CARDS, KIND_INDEX, C, CardDef, Op
from engines.colony.specials import LAND_LIMITS, SPECIALS
from engines.colony.state import ColonyState, Pending
from engines.core.contract import Event


# ----- the planet ----------------------------------------------------------------------------------
def planet_damage(state: ColonyState, op: Op, pend: Pending | None, events: list[Event]) -> None:
    """Planet damage to the targets its text names, with the planet's bonus (LSF-TERM-21..27)."""
    amount = op.amount + state.aura[rules.BONUS] + state.escalation
    target, kind = op.target, op.kind
    if target == "ships":
        ships = state.ships
        for seat in rules.ORDERS[state.players][state.first]:
            if not ships[seat].ghost:
                rules.damage_ship(state, seat, amount, kind, pend, events)
    elif target == "top_ship":
        seat = rules.top_ship(state)
        if seat >= 0:
            rules.damage_ship(state, seat, amount, kind, pend, events)
    elif target == "player_atmo":
        for index, slot in enumerate(state.slots):
            if slot.owner >= 0 and slot.hp > 0:
                rules.damage_slot(state, index, amount, kind, -1, events)
    else:
        spaces = _spaces_hit(state, target, events)
        amount -= state.aura[rules.SURFACE_ARMOR + kind]
        if pend is not None and pend.guard:
            amount -= pend.guard[2 * state.players + kind]
        if amount > 0:
            for space in spaces:
                rules.hit_space(state, space, amount, kind, events)


def _spaces_hit(state: ColonyState, target: str, events: list[Event]) -> list[int]:
    surface = state.surface
    if target == "spaces":
        return rules.occupied(surface)
    if target == "top_space":
        top = rules.top_space(state)
        return [top] if top else []
    space = state.rng.below(len(surface) - 1) + 1
    events.append(SpaceRolled(space=space))
    if target == "random_area":
        return [space, *C.adjacency[state.side][space]]
    return [space]


def planet_op(state: ColonyState, op: Op, pend: Pending | None, events: list[Event], cid: str = "") -> None:
    if op.op == "damage":
        planet_damage(state, op, pend, events)
    elif op.op == "extra_draw" and state.phase == "planet":
        state.planet_left += op.amount
        events.append(ExtraDraws(amount=op.amount, card=cid or (pend.card if pend is not None else "")))
    elif op.op == "add":
        player_op(state, op, None, -1, events)


# ----- the ships ---------------------------------------------------------------------------------------
def land_limit(state: ColonyState, seat: int, card: CardDef) -> int:
    """How many people this landing may move: the card, upgrades and atmosphere cards (LSF-TERM-6)."""
    limit_fn = LAND_LIMITS.get(card.key)
    base = limit_fn(state, seat) if limit_fn is not None else card.land_op.max if card.land_op else 0
    limit = base + state.aura[rules.LAND_MAX]
    for cid in state.ships[seat].docked:
        upgrade = CARDS[cid].upgrade
        if upgrade is not None:
            limit += upgrade.land_max
    return min(limit, state.ships[seat].people)


def land(state: ColonyState, op: Op, pend: Pending, seat: int, events: list[Event]) -> None:
    """LAND people on the chosen S#; tolls hit only landed people, ADDed ones join them (LSF-TERM-6..10)."""
    ship = state.ships[seat]
    ship.people -= pend.count
    landed, added = pend.count, op.add + pend.escort + state.aura[rules.LAND_ADD]
    aura = state.aura
    for kind in (0, 1):
        toll = aura[rules.TOLL + kind]
        if toll and landed:
            loss = min(landed, toll - rules.ship_armor(state, seat, kind, None))
            if loss > 0:
                landed -= loss
                events.append(Damaged(target="landing", index=seat, amount=loss, kind=kind))
    state.surface[pend.space] += landed + added
    state.total += landed + added
    events.append(Landed(seat=seat, space=pend.space, landed=landed, added=added))
    if ship.people == 0:
        rules.go_ghost(state, seat, events)


def add_target(state: ColonyState, op: Op, pend: Pending | None, seat: int) -> int:
    if op.to == "self":
        return seat
    if op.to == "weakest":
        alive = rules.living(state)
        return min(alive, key=lambda s: state.ships[s].people) if alive else -1
    return pend.ship if pend is not None else -1


def player_op(state: ColonyState, op: Op, pend: Pending | None, seat: int, events: list[Event]) -> None:
    """One step of a ship card or ghost ability, using the choices already made."""
    name = op.op
    if name == "land" and pend is not None:
        land(state, op, pend, seat, events)
    elif name == "add":
        target = add_target(state, op, pend, seat)
        if target >= 0:
            rules.add_people(state, target, op.amount, events)
    elif name == "add_surface" and pend is not None:
        rules.add_to_space(state, pend.space, op.amount, events)
    elif name == "transfer" and pend is not None:
        transfer(state, seat, pend.ship, pend.count, events)
    elif name == "attack" and pend is not None:
        amount = op.amount + rules.ship_bonus(state, seat)
        rules.damage_slot(state, pend.target - 1, amount, op.kind, seat, events)
    elif name == "attack_auto":
        targets = [i for i, slot in enumerate(state.slots) if slot.owner < 0 and slot.hp > 0]
        if targets:
            rules.damage_slot(state, targets[0], op.amount, op.kind, seat, events)
    elif name == "draw":
        rules.draw(state, seat, op.amount, events)


def transfer(state: ColonyState, source: int, dest: int, count: int, events: list[Event]) -> None:
    """Move people from one ship to another; this is one way back for a ghost (LSF-GAP-14)."""
    state.ships[source].people -= count
    events.append(PeopleMoved(source=source, dest=dest, amount=count))
    rules.add_people(state, dest, count, events)
    if state.ships[source].people == 0:
        rules.go_ghost(state, source, events)


# ----- reactions ------------------------------------------------------------------------------------
def applies(card: CardDef, source: CardDef, origin: str) -> str:
    """Whether reaction ``card`` answers planet card ``source`` (revealed, or acting from its slot):
    "yes", "top" (only for the ship the source targets) or "" (LSF-CARD-6, LSF-TERM-30)."""
    when = card.when
    if when == "any":
        return "yes"
    if when == "orbit":
        return "yes" if source.orbit else ""
    if when == "dock":
        return "yes" if origin == "planet" and source.docks else ""
    profile = source.act if origin == "atmo" else source.profile
    if when in ("structural", "organic"):
        return "yes" if KIND_INDEX[when] in profile.kinds else ""
    if when == "landing" or (card.guard_kinds and not card.guard_kinds & profile.kinds):
        return ""
    if when == "surface":
        return "yes" if profile.surface else ""
    if when == "ships":
        return "yes" if profile.ships else ""
    if when == "hits_me":
        return "yes" if profile.ships == "all" else "top" if profile.ships == "top" else ""
    return ""


def can_react(state: ColonyState, seat: int, pend: Pending, card: CardDef) -> bool:
    """Whether ``seat`` may play reaction ``card`` against the effect being read now."""
    if pend.origin == "play" or pend.origin == "ghost":
        return card.when == "landing" and pend.seat != seat and CARDS[pend.card].lands
    verdict = applies(card, CARDS[pend.card], pend.origin)
    return verdict == "yes" or (verdict == "top" and rules.top_ship(state) == seat)


REACTIONS = [cid for cid, card in CARDS.items() if card.mode == "reaction"]
LANDING_REACTIONS = frozenset(cid for cid in REACTIONS if CARDS[cid].when == "landing")
def _sets(card: str, origin: str) -> tuple[frozenset[str], frozenset[str]]:
    source = CARDS[card]
    verdicts = {cid: applies(CARDS[cid], source, origin) for cid in REACTIONS}
    return (frozenset(c for c, v in verdicts.items() if v == "yes"),
            frozenset(c for c, v in verdicts.items() if v == "top"))


_PLANET_CARDS = [cid for cid, card in CARDS.items() if card.origin in ("planet", "orbit")]
_LEGAL = {"planet": {cid: _sets(cid, "planet") for cid in _PLANET_CARDS},
          "atmo": {cid: _sets(cid, "atmo") for cid in _PLANET_CARDS}}


def legal_sets(card: str, origin: str) -> tuple[frozenset[str], frozenset[str]]:
    """Reaction card copies that answer this planet card: for anyone, and only for its target ship."""
    return _LEGAL[origin][card]


def reactions(state: ColonyState, seat: int, pend: Pending) -> list[str]:
    """The reaction cards this seat may play now, in hand order; of two copies of a card, one."""
    hand = state.ships[seat].hand
    if pend.origin == "play" or pend.origin == "ghost":
        if pend.seat == seat or not CARDS[pend.card].lands:
            return []
        return _among(hand, LANDING_REACTIONS)
    yes, top = legal_sets(pend.card, pend.origin)
    return _among(hand, yes | top if top and rules.top_ship(state) == seat else yes)


def _among(hand: list[str], legal: frozenset[str]) -> list[str]:
    """The legal cards of a hand, the first copy of each: two copies do the same, so one choice."""
    found: list[str] = []
    keys: set[str] = set()
    for card in hand:
        if card in legal and CARDS[card].key not in keys:
            keys.add(CARDS[card].key)
            found.append(card)
    return found


def open_window(state: ColonyState, pend: Pending) -> None:
    """Ask every other living seat holding a legal reaction, all at once (LSF-GAP-21)."""
    pend.opened = True
    if pend.origin == "play" or pend.origin == "ghost":
        if CARDS[pend.card].lands:
            pend.window = _escorts(state, pend.seat)
        return
    pend.window = window_for(state, pend.card, pend.origin)


def _escorts(state: ColonyState, lander: int) -> list[int]:
    """The other crewed seats holding a reaction to a landing."""
    ships = state.ships
    return [s for s in rules.order(state) if s != lander and not ships[s].ghost
            and not LANDING_REACTIONS.isdisjoint(ships[s].hand)]


def window_for(state: ColonyState, cid: str, origin: str) -> list[int]:
    """The seats that hold a reaction against a planet card being read (LSF-GAP-21).

    A ghost's hand is always empty (LSF-TERM-2), so holding a reaction means being crewed.
    """
    ships = state.ships
    yes, top = _LEGAL[origin][cid]
    seats = rules.ORDERS[state.players][state.first]
    window: list[int] = []
    for seat in seats:  # a loop, not a comprehension: this runs for every planet card read
        if not yes.isdisjoint(ships[seat].hand):
            window.append(seat)
    if top:
        target = rules.top_ship(state)
        if target >= 0 and target not in window and not top.isdisjoint(ships[target].hand):
            window.append(target)
            window.sort(key=seats.index)
    return window


def _holds_reaction(state: ColonyState, seat: int, pend: Pending) -> bool:
    hand = state.ships[seat].hand
    if pend.origin == "play" or pend.origin == "ghost":
        return pend.seat != seat and CARDS[pend.card].lands and not LANDING_REACTIONS.isdisjoint(hand)
    yes, top = legal_sets(pend.card, pend.origin)
    if not yes.isdisjoint(hand):
        return True
    return bool(top) and not top.isdisjoint(hand) and rules.top_ship(state) == seat


def play_reaction(state: ColonyState, seat: int, cid: str, pend: Pending, events: list[Event]) -> None:
    """Play a reaction against the effect being read, before it happens (LSF-TERM-30, LSF-TERM-31)."""
    card = CARDS[cid]
    state.ships[seat].hand.remove(cid)
    events.append(Reacted(seat=seat, card=cid, key=card.key))
    pend.reactions.append(cid)
    for op in card.ops:
        if op.op == "block":
            pend.blocked = True
        elif op.op == "guard":
            _guard(state, pend, op, seat)
        elif op.op == "evade":
            pend.evade.append(seat)
        elif op.op == "escort":
            pend.escort += op.amount
    if card.special:
        SPECIALS[card.key](state, pend, events)
    rules.discard(state, cid, seat, events)
    if pend.blocked:
        pend.window = []
    elif not _holds_reaction(state, seat, pend):
        pend.window.remove(seat)


def _guard(state: ColonyState, pend: Pending, op: Op, seat: int) -> None:
    if not pend.guard:
        pend.guard = [0] * (2 * state.players + 2)
    if op.target == "self":
        pend.guard[2 * seat + op.kind] += op.amount
    elif op.target == "ships":
        for other in range(state.players):
            pend.guard[2 * other + op.kind] += op.amount
    else:
        pend.guard[2 * state.players + op.kind] += op.amount


# ----- resolving -------------------------------------------------------------------------------------
def resolve(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """Make the card's effect happen now that choices and reactions are done (LSF-CARD-1)."""
    if pend.origin == "planet":
        resolve_revealed(state, pend.card, pend, events)
    elif pend.origin == "atmo":
        resolve_docked(state, pend.slot, pend.card, pend, events)
    else:
        card = CARDS[pend.card]
        if not pend.blocked:
            for op in card.ops:
                player_op(state, op, pend, pend.seat, events)
            special = SPECIALS.get(card.key) if card.special else None
            if special is not None:
                special(state, pend, events)
        if pend.origin == "play":
            _place(state, pend, card, events)


def _block(state: ColonyState, pend: Pending, events: list[Event]) -> None:
    """A blocked planet card is discarded, or put at the bottom by Early Warning (LSF-TERM-32, LSF-GAP-24)."""
    events.append(Blocked(card=pend.card, key=CARDS[pend.card].key, bottom=pend.bottom))
    if pend.bottom:
        state.deck.insert(0, pend.card)
    else:
        rules.discard(state, pend.card, -1, events)


def resolve_revealed(state: ColonyState, cid: str, pend: Pending | None, events: list[Event]) -> None:
    """A revealed planet card docks, or acts and is discarded, unless it was blocked (LSF-CYCLE-3)."""
    card = CARDS[cid]
    if pend is not None and pend.blocked:
        _block(state, pend, events)
    elif card.docks:
        rules.dock_atmosphere(state, card.slot - 1, cid, -1, events)
    else:
        for op in card.ops:
            if op.op == "damage":
                planet_damage(state, op, pend, events)
            else:
                planet_op(state, op, pend, events, cid)
        if card.special:
            SPECIALS[card.key](state, pend or Pending(cid, "planet"), events)
        events.append(Discarded(card=cid, key=card.key, owner=-1))  # rules.discard for the planet
        state.discard.append(cid)


def resolve_docked(state: ColonyState, index: int, cid: str, pend: Pending | None, events: list[Event]) -> None:
    """A planet card docked in the atmosphere acts in the atmosphere turn, unless blocked (LSF-CYCLE-6)."""
    slot = state.slots[index]
    if slot.card != cid:
        return
    if pend is not None and pend.blocked:
        state.slots[index] = type(slot)()
        rules.refresh_aura(state)
        _block(state, pend, events)
        return
    for op in CARDS[cid].action:
        if op.op == "damage":
            planet_damage(state, op, pend, events)
        else:
            planet_op(state, op, pend, events)


def _place(state: ColonyState, pend: Pending, card: CardDef, events: list[Event]) -> None:
    """Where a played card goes: discard, dock to ship or dock to atmosphere (LSF-CARD-4)."""
    if card.icon == "atmosphere":
        rules.dock_atmosphere(state, pend.slot - 1, pend.card, pend.seat, events)
    elif card.icon == "ship" and not state.ships[pend.seat].ghost:
        rules.dock_ship(state, pend.seat, pend.card, events)
    else:
        rules.discard(state, pend.card, pend.seat, events)


_COPY = msgspec.msgpack.Decoder(ColonyState)
_ENCODE = msgspec.msgpack.Encoder()


def harmless(state: ColonyState, cid: str, origin: str, index: int = -1) -> bool:
    """True when a planet card, read now with no reaction, would change nothing on the table but its own
    discard: no reaction window opens for it (there is nothing to react to). Played out on copies."""
    data = _ENCODE.encode(state)
    read, put_away = _COPY.decode(data), _COPY.decode(data)
    if origin == "planet":
        if CARDS[cid].docks:
            return False
        resolve_revealed(read, cid, None, [])
        put_away.discard.append(cid)
    else:
        resolve_docked(read, index, cid, None, [])
    return _ENCODE.encode(read) == _ENCODE.encode(put_away)
