"""Setting up a game on a finished galaxy: homes, starting units and technologies, tokens, decks.

``board_state`` is the common core every way of making the galaxy ends in (the builder, the
generator, an imported map string): given the map's tokens and each seat's faction and colour, it
places the home systems and everything that starts on them.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.rng import Rng
from engines.galaxy.adjacency import DELTA_HOME
from engines.galaxy.board import add, galaxy
from engines.galaxy.content.factions import factions
from engines.galaxy.content.units import GROUND_FORCES, STRUCTURES
from engines.galaxy.layouts import layout
from engines.galaxy.state import PlanetState, PlayerState, SystemState, TIState, key
from engines.galaxy.tiles import catalogue

CREUSS_GATE = "17"
COLOURS = ("red", "blue", "green", "yellow", "purple", "black", "orange", "pink")


def home_node(faction_id: str, position: int) -> int:
    """Where a faction's home system is: its position, or beyond the Creuss gate off the map."""
    return DELTA_HOME if factions()[faction_id].home_tile == "51" else position


def place_homes(tokens: Sequence[str], homes: Sequence[int], chosen: Sequence[str]) -> list[str]:
    """The map with each seat's home tile (the Creuss gate for the Creuss) at its home position."""
    placed = list(tokens)
    for position, faction_id in zip(homes, chosen, strict=True):
        home = factions()[faction_id].home_tile
        placed[position] = CREUSS_GATE if home == "51" else home
    return placed


def board_state(layout_id: str, tokens: Sequence[str], chosen: Sequence[str], colours: Sequence[str],
                speaker: int, rng: Rng) -> TIState:
    """A state with homes placed, starting units on them, and every seat's sheet filled in."""
    plan = layout(layout_id)
    if len(chosen) != plan.players or len(colours) != plan.players:
        raise ValueError(f"{plan.title} needs {plan.players} factions, not {len(chosen)}")
    placed = place_homes(tokens, plan.homes, chosen)
    systems: dict[str, SystemState] = {}
    planets: dict[str, PlanetState] = {}
    state = TIState(rng=rng, players=[], layout=layout_id, tokens=placed, systems=systems, planets=planets,
                    speaker=speaker)
    for node in galaxy(state).systems():
        systems[key(node)] = SystemState()
        tile = galaxy(state).tile_at(node)
        for printed in tile.planets if tile is not None else ():
            planets[printed.name] = PlanetState(system=node)
    for seat, (faction_id, colour) in enumerate(zip(chosen, colours, strict=True)):
        faction = factions()[faction_id]
        player = PlayerState(seat=seat, faction=faction_id, colour=colour,
                             technologies=list(faction.starting_technologies))
        state.players.append(player)
        node = home_node(faction_id, plan.homes[seat])
        _place_start(state, seat, node, faction.home_planets, faction.starting_units)
    return state


def _place_start(state: TIState, seat: int, node: int, home_planets: list[str], units: dict[str, int]) -> None:
    """Ships in the home system's space; ground forces and structures on its planets (LRR setup 8).

    Ground forces are spread over the home planets in turn and structures go to the first planet
    with room; the faction sheet leaves this to the player, and a later setup step may ask instead.
    """
    space = state.systems[key(node)].space
    for name in home_planets:
        state.planets[name].owner = seat
    for kind, number in units.items():
        if kind in GROUND_FORCES or kind in STRUCTURES:
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
