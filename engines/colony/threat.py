"""How dangerous a planet card is, judged from a seat's view: the heuristic bots' sense of danger."""

from __future__ import annotations

from functools import cache

from engines.colony.content import CARDS, ORGANIC, STRUCTURAL, C, CardDef, Op
from engines.colony.view import ColonyView

# Rough people-lost values for cards whose effect the generic estimate cannot read.
SPECIAL_THREAT = {
    "feeding_frenzy": 3.0, "stampede": 4.0, "parasite_drift": 4.0, "aftershock": 3.0, "caldera_collapse": 3.0,
    "gravity_well": 2.0, "comms_blackout": 1.0, "overgrowth": 1.5, "derelict_hulk": -1.0, "eruption": 2.5,
}
CYCLES_AHEAD = 3.0


def ship_loss(view: ColonyView, seat: int, amount: int, kind: int, guard: int = 0) -> float:
    """People a ship would lose to one hit, with a penalty when it would go ghost."""
    ship = view.ships[seat]
    if ship.ghost:
        return 0.0
    hit = amount - ship.armor[kind] - (ship.aegis if kind == STRUCTURAL else 0) - guard
    if hit <= 0:
        return 0.0
    return float(min(hit, ship.people)) + (4.0 if hit >= ship.people else 0.0)


def top_ship(view: ColonyView) -> int:
    order = [(view.first + i) % view.players for i in range(view.players)]
    best, most = -1, 0
    for seat in order:
        ship = view.ships[seat]
        if not ship.ghost and ship.people > most:
            best, most = seat, ship.people
    return best


def space_loss(view: ColonyView, people: int, amount: int, kind: int) -> float:
    hit = amount - view.surface_armor[kind]
    return float(min(max(hit, 0), people))


def op_loss(view: ColonyView, op: Op) -> float:
    """Expected people lost to one damage op, all targets together."""
    amount = op.amount + view.planet_bonus
    kind, target = op.kind, op.target
    if target == "ships":
        return sum(ship_loss(view, s.seat, amount, kind) for s in view.ships)
    if target == "top_ship":
        seat = top_ship(view)
        return ship_loss(view, seat, amount, kind) if seat >= 0 else 0.0
    surface = view.surface
    if target == "spaces":
        return sum(space_loss(view, p, amount, kind) for p in surface if p)
    if target == "top_space":
        return space_loss(view, max(surface), amount, kind)
    if target == "random_space":
        return sum(space_loss(view, p, amount, kind) for p in surface) / len(surface)
    if target == "random_area":
        spread = sum(space_loss(view, p, amount, kind) for p in surface) * 3
        return spread / len(surface)
    if target == "player_atmo":
        return 1.0
    return 0.0


def effect_loss(view: ColonyView, ops: tuple[Op, ...]) -> float:
    return sum(op_loss(view, op) for op in ops if op.op == "damage")


def docked_threat(view: ColonyView, card: CardDef) -> float:
    """What a planet card in the atmosphere costs the team over the next few cycles."""
    value = effect_loss(view, card.action) * CYCLES_AHEAD
    const = card.constant
    if const is not None:
        value += 2.0 * len(const.forbid) + 3.0 * const.toll + 4.0 * const.planet_bonus
    value += SPECIAL_THREAT.get(card.key, 0.0)
    return value


def card_threat(view: ColonyView, cid: str, origin: str) -> float:
    """The loss a planet card (just revealed, or acting from its slot) would cause."""
    card = CARDS[cid]
    if origin == "atmo":
        return effect_loss(view, card.action) + docked_threat(view, card) / 2.0
    if card.docks:
        return docked_threat(view, card)
    return effect_loss(view, card.ops) + SPECIAL_THREAT.get(card.key, 0.0)


@cache
def dominant_kind(planet: str) -> int:
    """The damage type the planet deck (with the orbit deck) deals most."""
    totals = [0, 0]
    for cid in C.decks[planet] + C.decks["orbit"]:
        card = CARDS[cid]
        for op in card.ops + card.action:
            if op.op == "damage":
                totals[op.kind] += op.amount
    return STRUCTURAL if totals[STRUCTURAL] >= totals[ORGANIC] else ORGANIC


@cache
def ship_pressure(planet: str, players: int) -> float:
    """Average damage one ship takes from one planet card, for deciding how many people to keep aboard."""
    cards = C.decks[planet] + C.decks["orbit"]
    total = 0.0
    for cid in cards:
        for op in CARDS[cid].ops:
            if op.op == "damage" and op.target == "ships":
                total += op.amount
            elif op.op == "damage" and op.target == "top_ship":
                total += op.amount / players
    return total / len(cards)
