"""The Titans of Ul's mech, the Hecatoncheires, DEPLOY: when they would place a PDS on a planet, a mech and an
infantry may go there instead (offered as the PDS is placed: hook point ``structure_placed``)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, remove
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.mechs.common import MECH, mech_left
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer

HECATONCHEIRES = "hecatoncheires"


@effect(HECATONCHEIRES, hook="structure_placed", kind="pds")
def hecatoncheires(ctx: Context) -> list[Event]:
    if mech_left(ctx.state, ctx.seat):
        offer(ctx.state, ctx.seat, HECATONCHEIRES, [f"planet:{ctx.planet}"])
    return []


@resolves(HECATONCHEIRES, prompt=lambda state, step: "{p%d}: a mech and an infantry on %s instead of the PDS?" % (
    step.seat, step.targets[0].removeprefix("planet:")))
def _instead(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    units = state.planets[planet].units
    remove(units, step.seat, "pds", 1)
    add(units, step.seat, MECH)
    add(units, step.seat, "infantry")
    return [used(step.seat, HECATONCHEIRES, f"a mech and an infantry on {planet} instead of a PDS")]
