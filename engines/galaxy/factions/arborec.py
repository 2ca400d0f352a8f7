"""The Arborec: a living forest that grows its soldiers.

- Mitosis: at the start of the status phase, 1 infantry from reinforcements on a planet they control;
  their space docks cannot produce infantry.
- Bioplasmosis: at the end of the status phase, infantry may move between their planets in the same or
  adjacent systems.
- Letani Warrior (infantry): PRODUCTION 1 (II: 2, hits on 7, and a destroyed one comes back on a 6+).
- Duha Menaimon (flagship): after they activate its system, up to 5 units may be produced there.
- Stymie (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, controlled, count, galaxy, planets_in, remove, stats
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, infantry_may_return, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.production import Production
from engines.galaxy.tactical.events import UnitPlaced

LETANI_RETURN = 6
DUHA_PRODUCTION = 5


@effect("mitosis", hook="status_phase_started")
def mitosis(ctx: Context) -> list[Event]:
    """At the start of the status phase the Arborec put 1 infantry on a planet they control."""
    offer(ctx.state, ctx.seat, "mitosis", [f"planet:{p}" for p in controlled(ctx.state, ctx.seat)], must=True)
    return []


@resolves("mitosis")
def divide(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    add_units(state, step.seat, state.planets[planet].system, planet, "infantry")
    return [UnitPlaced(seat=step.seat, kind="infantry", system=state.planets[planet].system, planet=planet,
                       source="mitosis")]


@effect("mitosis", hook="kind_cap", kind="infantry")
def mitosis_docks(ctx: Context) -> int | None:
    """Space docks produce no Arborec infantry: only the PRODUCTION of their other units may."""
    if ctx.purpose in ("unit", "planet", "system"):  # the flagship's, Integrated Economy's, an effect's
        return None
    if ctx.purpose == "home_dock":
        return 0
    state, seat = ctx.state, ctx.seat
    room = 0
    for planet in planets_in(state, ctx.system):
        for stack in state.planets[planet].units:
            made = stats(state, seat, stack.kind).production if stack.owner == seat else None
            if made is not None and stack.kind != "space_dock":
                room += made.value * stack.count
    return room


def _moves(state: TIState, seat: int) -> list[str]:
    space = galaxy(state)
    mine = controlled(state, seat)
    found = []
    for origin in mine:
        if not count(state.planets[origin].units, seat, ["infantry"]):
            continue
        node = state.planets[origin].system
        near = {node, *space.neighbours(node)}
        found += [f"{origin}>{to}" for to in mine if to != origin and state.planets[to].system in near]
    return found


@effect("bioplasmosis", hook="status_phase_ended")
def bioplasmosis(ctx: Context) -> list[Event]:
    """At the end of the status phase infantry may move between Arborec planets in the same or adjacent systems."""
    offer(ctx.state, ctx.seat, "bioplasmosis", _moves(ctx.state, ctx.seat))
    return []


def _bio_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Bioplasmosis: move an infantry between your planets (or stop)" % step.seat


@resolves("bioplasmosis", prompt=_bio_prompt)
def transplant(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    origin, to = target.split(">")
    remove(state.planets[origin].units, step.seat, "infantry")
    add(state.planets[to].units, step.seat, "infantry")
    offer(state, step.seat, "bioplasmosis", _moves(state, step.seat))
    return [used(step.seat, "bioplasmosis", f"moves an infantry from {origin} to {to}")]


@effect("letani_warrior_ii", hook="unit_destroyed", unit="infantry")
def letani_warrior_ii(ctx: Context) -> list[Event]:
    """A destroyed Letani Warrior II rolls: on 6+ it comes back at the start of the Arborec's next turn."""
    infantry_may_return(ctx.state, ctx.seat, LETANI_RETURN)
    return []


@effect("duha_menaimon", hook="system_activated")
def duha_menaimon(ctx: Context) -> list[Event]:
    """After the Arborec activate the flagship's system, up to 5 units may be produced there."""
    if ctx.active == ctx.seat and flagship_in(ctx.state, ctx.seat, ctx.system):
        offer(ctx.state, ctx.seat, "duha_menaimon", system=ctx.system)
    return []


@resolves("duha_menaimon")
def grow(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    flow.push(state, Production(seat=step.seat, system=step.system, purpose="unit", limit=DUHA_PRODUCTION))
    return [used(step.seat, "duha_menaimon")]
