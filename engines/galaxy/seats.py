"""Who goes when: speaker order, clockwise from a seat, initiative order (LRR 80, 48) and neighbours."""

from __future__ import annotations

from engines.galaxy.board import galaxy_for
from engines.galaxy.content.strategy import strategy_cards
from engines.galaxy.effects import collect, once
from engines.galaxy.state import TIState

NO_CARD = 99


def in_game(state: TIState) -> list[int]:
    """Seats still playing, in seat order."""
    return [p.seat for p in state.players if not p.eliminated]


def clockwise_from(state: TIState, seat: int, include: bool = True) -> list[int]:
    """Seats in clockwise order starting at ``seat`` (or at its left without ``include``)."""
    players = state.players
    count = len(players)
    order = [(seat + step) % count for step in range(0 if include else 1, count)]
    return [s for s in order if not players[s].eliminated]


def speaker_order(state: TIState) -> list[int]:
    """The speaker, then clockwise (LRR 80.2)."""
    return clockwise_from(state, state.speaker)


def cards_held(state: TIState, seat: int) -> list[str]:
    return [slot.card for slot in state.strategy if slot.holder == seat]


def initiative(state: TIState, seat: int) -> int:
    """A seat's initiative number: its lowest strategy card's (LRR 48.1, 48.3).

    Effects that change it (a faction's 0 token, say) answer the hook "initiative" with a number;
    the lowest answer wins.
    """
    cards = strategy_cards()
    numbers = [cards[card].initiative for card in cards_held(state, seat)]
    numbers += [int(n) for n in collect(state, "initiative", seat)]
    return min(numbers) if numbers else NO_CARD


def initiative_order(state: TIState) -> list[int]:
    """Seats by initiative; without strategy cards, from the speaker clockwise (LRR 48, 98.7)."""
    order = speaker_order(state)
    return sorted(order, key=lambda s: (initiative(state, s), order.index(s)))


def presences(state: TIState) -> dict[int, set[int]]:
    """For each seat, the systems where it has units or controls a planet (what makes neighbours)."""
    found: dict[int, set[int]] = {p.seat: set() for p in state.players}
    for node, system in state.systems.items():
        if system.space:
            where = int(node)
            for stack in system.space:
                mine = found.get(stack.owner)
                if mine is None:
                    mine = found[stack.owner] = set()
                mine.add(where)
    for planet in state.planets.values():
        where = planet.system
        if planet.owner >= 0:
            mine = found.get(planet.owner)
            if mine is None:
                mine = found[planet.owner] = set()
            mine.add(where)
        for stack in planet.units:
            mine = found.get(stack.owner)
            if mine is None:
                mine = found[stack.owner] = set()
            mine.add(where)
    return found


def presence(state: TIState, seat: int) -> set[int]:
    return presences(state).get(seat, set())


def all_neighbours(state: TIState) -> dict[int, list[int]]:
    """Each seat's neighbours: other seats with units or planets in the same or an adjacent system (LRR 60)."""
    where = presences(state)
    adjacent = galaxy_for(state).adjacent  # wormhole tokens and carried wormholes count
    playing = in_game(state)
    found: dict[int, list[int]] = {}
    for seat in range(len(state.players)):
        mine = where.get(seat, set())
        near = set(mine)
        for node in mine:
            near.update(adjacent.get(node, ()))
        found[seat] = [other for other in playing if other != seat and where.get(other, set()) & near]
    return found


def neighbours(state: TIState, seat: int) -> list[int]:
    """Other seats with units or planets in the same or an adjacent system (LRR 60). Worked out once a seat in
    a block of ``unchanged`` (a turn's trading partners and its action cards both ask)."""
    return list(once(state, f"neighbours:{seat}", lambda: _neighbours(state, seat)))


def _neighbours(state: TIState, seat: int) -> list[int]:
    where = once(state, "presences", lambda: presences(state))
    mine = where.get(seat, set())
    adjacent = galaxy_for(state).adjacent  # wormhole tokens and carried wormholes count
    near = set(mine)
    for node in mine:
        near.update(adjacent.get(node, ()))
    return [other for other in in_game(state) if other != seat and not near.isdisjoint(where.get(other, ()))]
