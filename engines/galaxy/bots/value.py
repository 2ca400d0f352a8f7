"""How the searching bot judges a Twilight Imperium position: points, and what leads to them.

A seat's worth is its victory points plus small amounts for what scores the next ones: objectives it
meets and has not scored yet (public ones revealed, its own secrets), the planets it controls (their
resources and influence pay for everything), its technologies, its ships, trade goods and action
cards, and (fitted to Normal games) what its fleet cost and holding Mecatol Rex. Shares of a win follow.
The first terms were set by hand; FLEET_COST, MECATOL and the spread were fitted to three-player games
of Normal bots (docs/search.md, "The galaxy game").
"""

from __future__ import annotations

from engines.core.contract import Result
from engines.core.value import outcome_values, win_shares
from engines.galaxy.content.units import SHIPS, unit_stats
from engines.galaxy.economy import MECATOL_REX, influence, resources
from engines.galaxy.scoring import controlled, meets, objective, scorable_publics
from engines.galaxy.state import TIState

MET_OBJECTIVE = 0.6  # an objective met but not scored: most of its points, if it survives to be scored
PLANET_VALUE = 0.08  # for each resource and influence of a controlled planet
TECHNOLOGY = 0.15
SHIP = 0.04  # a ship other than a fighter
FLEET_COST = 0.032  # for each resource the seat's ships cost (fighters too): a dreadnought is more than a destroyer
MECATOL = 1.21  # holding Mecatol Rex, beyond its planet's value (Imperial's point, the custodians' point paid)
TRADE_GOOD = 0.05
ACTION_CARD = 0.1
ELIMINATED = -50.0
SPREAD = 1.75
SPREAD_PER_VP = 0.0  # more spread for each point the leader still needs (the fit found none)


def values(state: TIState, result: Result | None) -> list[float]:
    """Each seat's share of a win from here, in 0..1 (the result's shares at the end)."""
    players = len(state.players)
    if result is not None:
        return outcome_values(result, players)
    if state.mode == "build" or state.phase == "setup":
        return [1.0 / players] * players
    worth = [worth_of(state, seat) for seat in range(players)]
    left = max(0, state.vp_goal - max(p.vp for p in state.players))
    return win_shares(worth, SPREAD + SPREAD_PER_VP * left)


def worth_of(state: TIState, seat: int) -> float:
    player = state.players[seat]
    if player.eliminated:
        return ELIMINATED
    planets = sum(resources(state, key) + influence(state, key) for key in controlled(state, seat))
    ships = fleet_cost = 0
    for system in state.systems.values():
        for stack in system.space:
            if stack.owner == seat and stack.kind in SHIPS:
                ships += stack.count if stack.kind != "fighter" else 0
                fleet_cost += (unit_stats(stack.kind, player.technologies, player.faction).cost or 0) * stack.count
    met = sum(objective(o).vp for o in scorable_publics(state, seat))
    met += sum(objective(o).vp for o in player.secrets if meets(state, seat, o))
    return (player.vp + MET_OBJECTIVE * met + PLANET_VALUE * planets + TECHNOLOGY * len(player.technologies)
            + SHIP * ships + FLEET_COST * fleet_cost + MECATOL * holds_mecatol(state, seat)
            + TRADE_GOOD * player.trade_goods + ACTION_CARD * len(player.action_cards))


def holds_mecatol(state: TIState, seat: int) -> bool:
    planet = state.planets.get(MECATOL_REX)
    return planet is not None and planet.owner == seat
