"""Mechs whose abilities follow their faction's component actions (hook point ``component_action_taken``):

- the Federation of Sol's ZS Thunderbolt M2, DEPLOY: after Orbital Drop, 3 resources for a mech on that planet;
- the Yssaril Tribes' Blackshade Infiltrator, DEPLOY: after Stall Tactics, a mech on a planet they control;
- the Embers of Muaat's Ember Colossus: when Star Forge is used in its system or an adjacent one, 1 infantry
  from reinforcements beside it.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, controlled, count, galaxy, planets_in, system
from engines.galaxy.economy import spendable
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import enter
from engines.galaxy.mechs.common import MECH, mech_left, mech_on
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.factions import FactionOffer

ZS_THUNDERBOLT, BLACKSHADE, EMBER_COLOSSUS = "zs_thunderbolt_m2", "blackshade_infiltrator", "ember_colossus"
THUNDERBOLT_PRICE = 3


@effect(ZS_THUNDERBOLT, hook="component_action_taken", ability="orbital_drop")
def zs_thunderbolt_m2(ctx: Context) -> list[Event]:
    if mech_left(ctx.state, ctx.seat) and spendable(ctx.state, ctx.seat, "resources") >= THUNDERBOLT_PRICE:
        offer(ctx.state, ctx.seat, ZS_THUNDERBOLT, [f"planet:{ctx.target}"])
    return []


@resolves(ZS_THUNDERBOLT, prompt=lambda state, step: "{p%d}: pay 3 resources for a mech on %s?" % (
    step.seat, step.targets[0].removeprefix("planet:")))
def _thunderbolt(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    add(state.planets[planet].units, step.seat, MECH)
    flow.push(state, Pay(seat=step.seat, kind="resources", amount=THUNDERBOLT_PRICE, why="ZS Thunderbolt M2"))
    return [used(step.seat, ZS_THUNDERBOLT, f"deploys a mech on {planet}")]


@effect(BLACKSHADE, hook="component_action_taken", ability="stall_tactics")
def blackshade_infiltrator(ctx: Context) -> list[Event]:
    if mech_left(ctx.state, ctx.seat):
        offer(ctx.state, ctx.seat, BLACKSHADE, [f"planet:{p}" for p in controlled(ctx.state, ctx.seat)])
    return []


@resolves(BLACKSHADE, prompt=lambda state, step: "{p%d}: deploy a mech on a planet you control?" % step.seat)
def _infiltrate(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    add(state.planets[planet].units, step.seat, MECH)
    return [used(step.seat, BLACKSHADE, f"deploys a mech on {planet}")]


def _colossi(state: TIState, seat: int, node: int) -> list[str]:
    """Where the seat's mechs stand in ``node`` or next to it: "planet:<key>" or "system:<node>"."""
    found = []
    for near in (node, *galaxy(state).adjacent.get(node, ())):
        if count(system(state, near).space, seat, [MECH]):
            found.append(f"system:{near}")
        found += [f"planet:{p}" for p in planets_in(state, near) if mech_on(state, seat, p)]
    return found


@effect(EMBER_COLOSSUS, hook="component_action_taken", ability="star_forge")
def ember_colossus(ctx: Context) -> list[Event]:
    node = int(str(ctx.target).split(":")[1])
    offer(ctx.state, ctx.seat, EMBER_COLOSSUS, _colossi(ctx.state, ctx.seat, node))
    return []


@resolves(EMBER_COLOSSUS, prompt=lambda state, step: "{p%d}: place an infantry beside an Ember Colossus?" % step.seat)
def _colossus(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    kind, _, where = target.partition(":")
    if kind == "planet":
        add(state.planets[where].units, step.seat, "infantry")
        return [used(step.seat, EMBER_COLOSSUS, f"an infantry joins it on {where}")]
    add(system(state, int(where)).space, step.seat, "infantry")
    enter(state, int(where))
    return [used(step.seat, EMBER_COLOSSUS, f"an infantry joins it at position {where}")]
