"""Frontier tokens (TI-COMP-7, TI-GAP-5) and the technologies that explore: Dark Energy Tap explores the
frontier token of a system where its owner ends a tactical action with ships (TI-EXPLORE-5, TI-GAP-7),
Scanlink Drone Network a planet with the owner's units in a system it activates."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import galaxy, planets_in
from engines.galaxy.effects import Context, effect
from engines.galaxy.exploration.explore import explorable, explore_frontier, explore_planet
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import has_ships
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer

CREUSS_GATE = "17"


def frontier_systems(state: TIState) -> list[int]:
    """Where frontier tokens go at setup: every system of the map without a planet, except home systems,
    the Creuss gate and the wormhole nexus (expansion.json, "frontier_tokens")."""
    board = galaxy(state)
    homes = {p.home for p in state.players}
    found = []
    for node in board.systems():
        if node < 0 or node in homes or planets_in(state, node) or board.tokens.get(node) == CREUSS_GATE:
            continue
        found.append(node)
    return sorted(found)


def place_frontier_tokens(state: TIState) -> None:
    state.frontier = frontier_systems(state)


@effect("dark_energy_tap", hook="tactical_action_ended")
def dark_energy_tap_explores(ctx: Context) -> list[Event]:
    """At the end of your tactical action in a system with a frontier token and your ships: explore it."""
    if ctx.seat != ctx.active or ctx.system not in ctx.state.frontier or not has_ships(ctx.state, ctx.seat,
                                                                                          ctx.system):
        return []
    return explore_frontier(ctx.state, ctx.seat, ctx.system)


@effect("scanlink_drone_network", hook="system_activated")
def scanlink_drone_network(ctx: Context) -> list[Event]:
    """After you activate a system you may explore one of its planets that holds your units."""
    if ctx.seat != ctx.active:
        return []
    state = ctx.state
    targets = [f"planet:{p}" for p in planets_in(state, ctx.system) if explorable(state, p)
               and any(s.owner == ctx.seat for s in state.planets[p].units)]
    offer(state, ctx.seat, "scanlink_drone_network", targets, system=ctx.system)
    return []


@resolves("scanlink_drone_network")
def _scanlink(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return explore_planet(state, step.seat, target.removeprefix("planet:"))
