"""What one seat may see of a colony game: everything the table draws, no deck order, no other hands."""

from __future__ import annotations

import msgspec

from engines.colony import rules, steps
from engines.colony.content import CARDS, KIND_INDEX, KINDS, C, CardDef
from engines.colony.flow import DRAWS
from engines.colony.state import ColonyState, Pending


class CardView(msgspec.Struct, frozen=True):
    """A face-up card: its design as printed (id is the physical copy, '' for a ghost ability)."""

    id: str
    key: str
    name: str
    text: str
    deck: str
    icon: str
    mode: str
    kind: str
    hp: int = 0
    slot: int = 0
    orbit: bool = False
    types: list[str] = []  # the damage or armor types the card deals with: structural, organic


class DesignView(msgspec.Struct):
    """A ship mat not taken yet, as the draft shows it."""

    key: str
    name: str
    role: str
    people: int
    text: str
    ghost_ability: CardView
    nemesis: bool


class SlotView(msgspec.Struct):
    """A numbered atmosphere dock slot (1-4) and what is docked there."""

    slot: int
    card: CardView | None
    owner: int  # -1 planet, else seat
    hp: int
    max_hp: int


class ShipView(msgspec.Struct):
    """A ship mat as everyone sees it; the hand shows only as a count."""

    seat: int
    key: str
    name: str
    role: str
    people: int
    ghost: bool
    ghost_ability: CardView | None
    docked: list[CardView]
    hand_count: int
    deck_count: int
    discard: list[CardView]
    armor: list[int]  # [structural, organic] from docked cards and the atmosphere
    bonus: int
    aegis: int
    nemesis: bool


class ResolvingView(msgspec.Struct):
    """The card being resolved: its choices so far and the open reaction window."""

    card: CardView
    origin: str  # planet, atmo, play, ghost
    seat: int
    slot: int
    choice: str  # the choice still awaited: space, count, ship, slot, target, card, keep, or ''
    space: int
    count: int
    ship: int
    target: int
    window: list[int]
    blocked: bool
    reactions: list[CardView]


class PlanetView(msgspec.Struct):
    key: str
    name: str
    side: str
    spaces: int
    description: str
    nemesis: str
    nemesis_name: str


class ColonyView(msgspec.Struct):
    """One seat's view of the table (seat None: a spectator)."""

    seat: int | None
    players: int
    planet: PlanetView
    difficulty: str
    goal: int
    total: int
    surface: list[int]  # people on S1..Sn
    adjacency: list[list[int]]  # adjacency[i] lists the spaces beside S(i+1)
    slots: list[SlotView]
    forbidden: list[int]
    planet_bonus: int
    surface_armor: list[int]
    planet_deck: int
    planet_discard: list[CardView]
    top_card: CardView | None
    phase: str
    cycle: int
    first: int
    active: int
    planet_draws: int
    planet_left: int
    escalation: int
    draft: list[int]
    free_ships: list[str]
    ships: list[ShipView]
    hand: list[CardView]
    resolving: ResolvingView | None
    outcome: str
    designs: list[DesignView] = []  # the free ships while the draft lasts


_CARD_VIEWS: dict[str, CardView] = {}


def _types(card: CardDef) -> list[str]:
    """Structural and organic as the card deals, guards against or armors them (LSF-CARD-3)."""
    kinds = {op.kind for op in (*card.ops, *card.action) if op.kind >= 0}
    kinds |= card.profile.kinds | {k for k in (0, 1) if card.armor[k]}
    if card.when in KIND_INDEX:
        kinds.add(KIND_INDEX[card.when])
    if card.upgrade is not None:
        kinds |= {k for k in (0, 1) if card.upgrade.armor[k]}
    const = card.constant
    if const is not None:
        kinds |= {k for k in (0, 1) if const.ship_armor[k] or const.surface_armor[k]}
        if const.toll_kind >= 0:
            kinds.add(const.toll_kind)
    return [KINDS[k] for k in sorted(kinds)]


def card_view(cid: str) -> CardView:
    """The face of a physical card (or of a ghost ability, by its key)."""
    view = _CARD_VIEWS.get(cid)
    if view is None:
        card = CARDS[cid]
        ident = "" if card.origin == "ghost" else cid
        view = CardView(ident, card.key, card.name, card.text, card.deck, card.icon, card.mode, card.kind,
                        card.hp, card.slot, card.orbit, _types(card))
        _CARD_VIEWS[cid] = view
    return view


def _ship_view(state: ColonyState, seat: int) -> ShipView:
    ship = state.ships[seat]
    design = C.ships.get(ship.key)
    armor = [rules.ship_armor(state, seat, k, None) - (ship.aegis if k == 0 else 0) for k in (0, 1)]
    return ShipView(
        seat, ship.key, design.name if design else "", design.role if design else "", ship.people,
        ship.ghost, card_view(design.ghost.key) if design else None, [card_view(c) for c in ship.docked],
        len(ship.hand), len(ship.deck), [card_view(c) for c in ship.discard], armor,
        rules.ship_bonus(state, seat), ship.aegis, ship.key == C.planets[state.planet].nemesis,
    )


def _resolving(state: ColonyState, pend: Pending) -> ResolvingView:
    step = steps.current(pend) if pend.origin in ("play", "ghost") else None
    return ResolvingView(
        card_view(pend.card), pend.origin, pend.seat, pend.slot + 1 if pend.origin == "atmo" else pend.slot,
        step[0] if step else "", pend.space, pend.count, pend.ship, pend.target, list(pend.window),
        pend.blocked, [card_view(c) for c in pend.reactions],
    )


def _slot_view(index: int, state: ColonyState) -> SlotView:
    slot = state.slots[index]
    card: CardDef | None = CARDS[slot.card] if slot.card else None
    return SlotView(index + 1, card_view(slot.card) if card else None, slot.owner, slot.hp, card.hp if card else 0)


def build_view(state: ColonyState, seat: int | None) -> ColonyView:
    """Everything the seat may see; the planet deck and ship decks only as counts."""
    planet = C.planets[state.planet]
    adjacency = C.adjacency[state.side]
    taken = {s.key for s in state.ships}
    return ColonyView(
        seat, state.players,
        PlanetView(planet.key, planet.name, planet.side, len(state.surface) - 1, planet.description,
                   planet.nemesis, C.ships[planet.nemesis].name),
        state.difficulty, state.goal, state.total, state.surface[1:], [list(a) for a in adjacency[1:]],
        [_slot_view(i, state) for i in range(len(state.slots))], list(state.forbid),
        rules.planet_bonus(state), [rules.surface_armor(state, k, None) for k in (0, 1)],
        len(state.deck), [card_view(c) for c in state.discard], card_view(state.peek) if state.peek else None,
        state.phase, state.cycle, state.first, state.active, DRAWS[state.players] + state.escalation,
        state.planet_left, state.escalation, list(state.draft), [k for k in C.ships if k not in taken],
        [_ship_view(state, s) for s in range(state.players)],
        [card_view(c) for c in state.ships[seat].hand] if seat is not None else [],
        _resolving(state, state.pending) if state.pending is not None else None, state.outcome,
        [_design(key, planet.nemesis) for key in C.ships if key not in taken] if state.phase == "draft" else [],
    )


def _design(key: str, nemesis: str) -> DesignView:
    ship = C.ships[key]
    return DesignView(key, ship.name, ship.role, ship.people, ship.text, card_view(ship.ghost.key), key == nemesis)
