"""The Clan of Saar: wanderers with floating shipyards.

- Scavenge: a trade good each time they gain control of a planet.
- Nomadic: objectives are scored without holding every home planet.
- Chaos Mapping: other players cannot activate asteroid fields holding Saar ships; at the start of their
  turn they may produce 1 unit in a system holding one of their units with PRODUCTION.
- Floating Factory (space docks): docks float in the space area, carry units and produce 5 (7 upgraded).
- Son of Ragh (flagship): ANTI-FIGHTER BARRAGE with four dice.
- Ragh's Call (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.abilities import ability
from engines.galaxy.board import galaxy
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.forces import has_ships
from engines.galaxy.production import producing_systems
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.production import Production


@effect("scavenge", hook="planet_gained")
def scavenge(ctx: Context) -> list[Event]:
    """After the Saar gain control of a planet, they gain 1 trade good."""
    return [used(ctx.seat, "scavenge"), *gain_trade_goods(ctx.state, ctx.seat, 1, "scavenge")]


@effect("nomadic", hook="home_not_needed")
def nomadic(ctx: Context) -> int:
    """Objectives are scored even without every planet of the home system."""
    return 1


@effect("chaos_mapping", hook="bars_activation")
def chaos_mapping(ctx: Context) -> list[int]:
    """Other players cannot activate asteroid fields that hold Saar ships."""
    space = galaxy(ctx.state)
    return [int(n) for n in ctx.state.systems
            if "asteroid_field" in space.anomalies(int(n)) and has_ships(ctx.state, ctx.seat, int(n))]


CHAOS_USED = "chaos_mapping_used"


def _chaos_ready(state: TIState, seat: int) -> bool:
    if any(m.effect == CHAOS_USED and m.owner == seat for m in state.modifiers):
        return False
    return "chaos_mapping" in state.players[seat].technologies and bool(producing_systems(state, seat))


@ability("chaos_mapping", "start", ready=_chaos_ready, label="Chaos Mapping")
def chaos_mapping_production(state: TIState, seat: int, target: str) -> list[Event]:
    """At the start of the Saar's turn: produce 1 unit in a system with one of their PRODUCTION units."""
    state.modifiers.append(Modifier(CHAOS_USED, seat, "turn"))
    flow.push(state, Production(seat=seat, system=-1, purpose="tactical", limit=1, stage="where"))
    return [used(seat, "chaos_mapping", "produces 1 unit")]
