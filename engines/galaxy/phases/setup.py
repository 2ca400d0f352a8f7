"""Setting up a game on a finished galaxy: homes, starting units and technologies, tokens, decks.

``place_board`` is the common core every way of making the galaxy ends in (the builder, the
generator, an imported map string): given the map's tokens and each seat's faction and colour, it
places the home systems and everything that starts on them. ``board_state`` makes a whole state
that way (tests and tools use it).
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.rng import Rng
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.board import add, galaxy, stats
from engines.galaxy.content.factions import factions
from engines.galaxy.content.units import GROUND_FORCES, STRUCTURES
from engines.galaxy.layouts import layout
from engines.galaxy.state import PlanetState, PlayerState, SystemState, TIState, key
from engines.galaxy.tiles import catalogue

CREUSS_GATE = "17"
CREUSS_HOME = "51"
COLOURS = ("red", "blue", "green", "yellow", "purple", "black", "orange", "pink")


def home_node(faction_id: str, position: int) -> int:
    """Where a faction's home system is: its position, or beyond the Creuss gate off the map."""
    return DELTA_HOME if factions()[faction_id].home_tile == CREUSS_HOME else position


def place_homes(tokens: Sequence[str], homes: Sequence[int], chosen: Sequence[str]) -> list[str]:
    """The map with each seat's home tile (the Creuss gate for the Creuss) at its home position."""
    placed = list(tokens)
    for position, faction_id in zip(homes, chosen, strict=True):
        home = factions()[faction_id].home_tile
        placed[position] = CREUSS_GATE if home == CREUSS_HOME else home
    return placed


def board_state(layout_id: str, tokens: Sequence[str], chosen: Sequence[str], colours: Sequence[str],
                speaker: int, rng: Rng) -> TIState:
    """A state with homes placed, starting units on them, and every seat's sheet filled in."""
    state = TIState(rng=rng, players=[], layout=layout_id, tokens=list(tokens), systems={}, planets={},
                    speaker=speaker)
    place_board(state, tokens, chosen, colours)
    return state


def place_board(state: TIState, tokens: Sequence[str], chosen: Sequence[str], colours: Sequence[str]) -> None:
    """Fill ``state`` with the galaxy of ``tokens``, its systems and planets, and each seat's start."""
    plan = layout(state.layout)
    if len(chosen) != plan.players or len(colours) != plan.players:
        raise ValueError(f"{plan.title} needs {plan.players} factions, not {len(chosen)}")
    state.tokens = place_homes(tokens, plan.homes, chosen)
    state.systems, state.planets, state.players = {}, {}, []
    for node in galaxy(state).systems():
        tile = galaxy(state).tile_at(node)
        names = []
        for printed in tile.planets if tile is not None else ():
            name = planet_key(state, printed.name)
            names.append(name)
            state.planets[name] = PlanetState(system=node)
        state.systems[key(node)] = SystemState(planets=names)
    for seat, (faction_id, colour) in enumerate(zip(chosen, colours, strict=True)):
        faction = factions()[faction_id]
        node = home_node(faction_id, plan.homes[seat])
        player = PlayerState(seat=seat, faction=faction_id, colour=colour, home=node,
                             technologies=starting_technologies(faction_id))
        state.players.append(player)
        place_start(state, seat, node, faction.home_planets, faction.starting_units)
        player.trade_goods = plan.trade_goods.get(str(plan.homes[seat]), 0)


def starting_technologies(faction_id: str) -> list[str]:
    """The faction sheet's technologies, and its faction technologies owned from the start (the Nekro's
    Valefar Assimilators: facts disagreement 3, ruled in docs/galaxy-content.md)."""
    from engines.galaxy.content.decks import decks

    owned = list(factions()[faction_id].starting_technologies)
    extras = decks().factions.get(faction_id)
    owned += [t.id for t in extras.technologies if t.owned_at_start and t.id not in owned] if extras else []
    return owned


def planet_key(state: TIState, name: str) -> str:
    """A planet's key: its name, or ``"name (2)"`` for the second copy of a tile a map repeats."""
    if name not in state.planets:
        return name
    copy = 2
    while f"{name} ({copy})" in state.planets:
        copy += 1
    return f"{name} ({copy})"


def place_start(state: TIState, seat: int, node: int, home_planets: list[str], units: dict[str, int]) -> None:
    """Ships in the home system's space; ground forces and structures on its planets (LRR setup 8).

    Ground forces are spread over the home planets in turn; structures go to the first planet here
    and the setup asks each player with several home planets where they stand (see ``begin.py``).
    """
    space = state.systems[key(node)].space
    for name in home_planets:
        state.planets[name].owner = seat
    for kind, number in units.items():
        if kind in STRUCTURES and stats(state, seat, kind).move:  # a floating structure (the Saar's docks)
            add(space, seat, kind, number)
        elif kind in GROUND_FORCES or kind in STRUCTURES:
            for index in range(number):
                name = home_planets[index % len(home_planets)] if kind in GROUND_FORCES else home_planets[0]
                add(state.planets[name].units, seat, kind)
        else:
            add(space, seat, kind, number)


def home_tiles() -> set[str]:
    return {f.home_tile for f in factions().values()} | {CREUSS_GATE}


def check_tiles() -> None:
    """Every faction's home tile exists in the tile catalogue (the content check runs this)."""
    missing = sorted(t for t in home_tiles() if t not in catalogue())
    if missing:
        raise ValueError(f"home tiles missing from tiles.json: {missing}")
