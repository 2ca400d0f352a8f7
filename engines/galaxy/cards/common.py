"""Small board operations the cards share (action cards, agendas, promissory notes).

Placing units from reinforcements (as many as are left), destroying every unit of some kinds,
discarding hands, exhausting and readying planets, finding planets by trait and systems by wormhole.
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.contract import Event
from engines.galaxy.actions.events import ActionCardDiscarded, PlanetsReadied
from engines.galaxy.board import galaxy, planets_in, stats, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.economy import printed
from engines.galaxy.forces import add_units, destroy, reinforcements
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.tactical.events import UnitPlaced

STRUCTURES = ("pds", "space_dock")


def planets_of(state: TIState, seat: int) -> list[str]:
    return [k for k, p in state.planets.items() if p.owner == seat]


def trait(planet: str) -> str | None:
    return printed(planet).trait


def with_trait(state: TIState, seat: int, wanted: str) -> list[str]:
    return [k for k in planets_of(state, seat) if trait(k) == wanted]


def home_nodes(state: TIState) -> set[int]:
    return {p.home for p in state.players if p.home != NOBODY}


def home_planets_of(state: TIState, seat: int) -> list[str]:
    return planets_in(state, state.players[seat].home)


def is_home(state: TIState, node: int) -> bool:
    return node in home_nodes(state)


def wormhole_nodes(state: TIState, kinds: Iterable[str] = ("alpha", "beta")) -> list[int]:
    space = galaxy(state)
    wanted = set(kinds)
    return [n for n in space.systems() if wanted.intersection(space.wormholes(n))]


def place(state: TIState, seat: int, node: int, planet: str, kind: str, number: int = 1,
          source: str = "") -> list[Event]:
    """Put up to ``number`` units from reinforcements there (fewer if they run out); ``source`` says why."""
    left = reinforcements(state, seat, kind)
    placed = number if left is None else min(number, left)
    if placed <= 0:
        return []
    add_units(state, seat, node, planet, kind, placed)
    return [UnitPlaced(seat=seat, kind=kind, system=node, planet=planet, source=source)] * placed


def destroy_units(state: TIState, seat: int, node: int, planet: str, kinds: Iterable[str], number: int = -1,
                  by: int = NOBODY, cause: str = "card") -> list[Event]:
    """Destroy ``number`` (-1: all) of ``seat``'s units of ``kinds`` there, cheapest first."""
    wanted = set(kinds)
    stacks = state.planets[planet].units if planet else system(state, node).space
    chosen = sorted((s.kind for s in stacks if s.owner == seat and s.kind in wanted for _ in range(s.count)),
                    key=lambda k: stats(state, seat, k).cost or 0)
    if number >= 0:
        chosen = chosen[:number]
    events: list[Event] = []
    for kind in chosen:
        events += destroy(state, seat, node, planet, kind, by=by, cause=cause)
    return events


def everything_of(state: TIState, node: int) -> list[tuple[int, str, str]]:
    """(owner, planet or "", kind) of every unit in a system, one entry per unit."""
    found = [(s.owner, "", s.kind) for s in system(state, node).space for _ in range(s.count)]
    for planet in planets_in(state, node):
        found += [(s.owner, planet, s.kind) for s in state.planets[planet].units for _ in range(s.count)]
    return found


def discard_hand(state: TIState, seat: int) -> list[Event]:
    """Every action card of the seat's hand to the discard pile (shown)."""
    hand = state.players[seat].action_cards
    events: list[Event] = [ActionCardDiscarded(seat=seat, card=c) for c in hand]
    state.action_discard.extend(hand)
    state.players[seat].action_cards = []
    return events


def discard_random(state: TIState, seat: int) -> list[Event]:
    hand = state.players[seat].action_cards
    if not hand:
        return []
    card = hand.pop(state.rng.below(len(hand)))
    state.action_discard.append(card)
    return [ActionCardDiscarded(seat=seat, card=card)]


def exhaust_all(state: TIState, planets: Iterable[str]) -> list[str]:
    done = []
    for key in planets:
        if not state.planets[key].exhausted:
            state.planets[key].exhausted = True
            done.append(key)
    return done


def ready(state: TIState, seat: int, planets: Iterable[str]) -> list[Event]:
    done = [k for k in planets if state.planets[k].exhausted]
    for key in done:
        state.planets[key].exhausted = False
    return [PlanetsReadied(seat=seat, planets=done)] if done else []


def ships_of(state: TIState, seat: int, node: int) -> list[str]:
    return [s.kind for s in system(state, node).space if s.owner == seat and s.kind in SHIPS]


def ground_on(state: TIState, seat: int, planet: str) -> int:
    return sum(s.count for s in state.planets[planet].units if s.owner == seat and s.kind in GROUND_FORCES)
