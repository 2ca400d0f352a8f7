"""The Titans of Ul: sleepers under the planets.

- Terragenesis: sleeper tokens after exploring (exploration: the Prophecy of Kings issue).
- Awaken: after they activate a system, its sleeper tokens may become PDS (sleepers are planet
  attachments "sleeper"; until exploration places them, only the rules here read them).
- Coalescence: their flagship or awakened units landing among other players' units must fight.
- Saturn Engine (cruisers): carry 1; II hits on 6, moves 3, carries 2, SUSTAIN DAMAGE.
- Hel-Titan (PDS): PLANETARY SHIELD, SUSTAIN DAMAGE, PRODUCTION 1, SPACE CANNON (II reaches adjacent
  systems); it also fights on the ground (a ruling: it joins ground combat as a ground force).
- Ouranos (flagship): after they activate a system with one of their PDS, the flagship may take a PDS's place.
- Terraform (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, count, planets_in, remove
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units, reinforcements
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.tactical.events import UnitPlaced

SLEEPER = "sleeper"


@effect("awaken", hook="system_activated")
def awaken(ctx: Context) -> list[Event]:
    """After the Titans activate a system, each sleeper token there may become a PDS from reinforcements."""
    if ctx.active != ctx.seat:
        return []
    sleeping = [f"planet:{p}" for p in planets_in(ctx.state, ctx.system) if SLEEPER in ctx.state.planets[p].attachments]
    if sleeping and reinforcements(ctx.state, ctx.seat, "pds") != 0:
        offer(ctx.state, ctx.seat, "awaken", sleeping, system=ctx.system)
    return []


@resolves("awaken")
def wake(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    state.planets[planet].attachments.remove(SLEEPER)
    add_units(state, step.seat, step.system, planet, "pds")
    events: list[Event] = [UnitPlaced(seat=step.seat, kind="pds", system=step.system, planet=planet, source="awaken")]
    rest = [f"planet:{p}" for p in planets_in(state, step.system) if SLEEPER in state.planets[p].attachments]
    if rest and reinforcements(state, step.seat, "pds") != 0:
        offer(state, step.seat, "awaken", rest, system=step.system)
    return events


@effect("hel_titan_i", hook="combatants", combat="ground")
def hel_titan(ctx: Context) -> list[str]:
    """The Titans' PDS fight in ground combat as ground forces (the rest of the invasion treats them as
    structures: they are not landed, nor carried)."""
    return ["pds"]


@effect("hel_titan_i", hook="fights_on_ground")
def hel_titan_fights(ctx: Context) -> list[str]:
    return ["pds"]


@effect("hel_titan_i", hook="hittable_kinds", targets="ground_forces")
def hel_titan_hit(ctx: Context) -> list[str]:
    return ["pds"]


def _pds_planets(state: TIState, seat: int, node: int) -> list[str]:
    return [f"planet:{p}" for p in planets_in(state, node) if count(state.planets[p].units, seat, ["pds"])]


@effect("ouranos", hook="system_activated")
def ouranos(ctx: Context) -> list[Event]:
    """After the Titans activate a system with their PDS, the flagship may replace one of those PDS."""
    if ctx.active == ctx.seat and reinforcements(ctx.state, ctx.seat, "flagship") != 0:
        offer(ctx.state, ctx.seat, "ouranos", _pds_planets(ctx.state, ctx.seat, ctx.system), system=ctx.system)
    return []


@resolves("ouranos")
def rise(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    remove(state.planets[planet].units, step.seat, "pds")
    add(state.systems[str(step.system)].space, step.seat, "flagship")
    return [used(step.seat, "ouranos", f"rises from {planet}"),
            UnitPlaced(seat=step.seat, kind="flagship", system=step.system, planet="", source="ouranos")]
