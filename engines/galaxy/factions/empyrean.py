"""The Empyrean: ancient beings of the nebulae.

- Voidborn: nebulae neither stop nor slow their ships.
- Aetherpassage: after a player activates a system, the Empyrean may let that player's ships pass
  systems holding Empyrean ships.
- Dark Whispers: they start with both their notes (the politics issue's note framework).
- Voidwatch: a player moving into a system with Empyrean units gives them a note (the notes framework).
- Aetherstream: after a player activates a system next to an anomaly, the Empyrean may give all that
  player's ships +1 move for the tactical action.
- Dynamo (flagship): after a unit in its system or an adjacent one uses SUSTAIN DAMAGE, 2 influence repair it.
- Blood Pact, Dark Pact (notes): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import galaxy
from engines.galaxy.economy import spendable
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_system, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import place_stacks
from engines.galaxy.seats import neighbours
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.tactical.events import UnitRepaired

LET_THROUGH = "aetherpassage_granted"
BOOSTED = "aetherstream_boost"
DYNAMO_PRICE = 2


@effect("voidborn", hook="ignore_nebula")
def voidborn(ctx: Context) -> bool:
    """Nebulae do not affect the Empyrean's movement."""
    return True


def _has_ships(state: TIState, seat: int) -> bool:
    return any(s.owner == seat for place in state.systems.values() for s in place.space)


@effect("aetherpassage", hook="system_activated")
def aetherpassage(ctx: Context) -> list[Event]:
    if ctx.active != ctx.seat and _has_ships(ctx.state, ctx.seat):
        offer(ctx.state, ctx.seat, "aetherpassage", other=ctx.active, system=ctx.system)
    return []


def _passage_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Aetherpassage: let {p%d}'s ships move through systems with your ships?" % (step.seat, step.other)


@resolves("aetherpassage", prompt=_passage_prompt)
def grant_passage(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.modifiers.append(Modifier(LET_THROUGH, step.seat, "tactical", target=step.other))
    return [used(step.seat, "aetherpassage", "{p%d}'s ships may pass the Empyrean fleets" % step.other)]


@effect(LET_THROUGH, hook="ships_let_through")
def let_through(ctx: Context) -> bool:
    return any(m.effect == LET_THROUGH and m.owner == ctx.seat and m.target == ctx.mover for m in ctx.state.modifiers)


@effect("aetherstream", hook="system_activated")
def aetherstream(ctx: Context) -> list[Event]:
    space = galaxy(ctx.state)
    near = ctx.active == ctx.seat or ctx.active in neighbours(ctx.state, ctx.seat)
    if near and any(space.anomalies(n) for n in space.neighbours(ctx.system)):
        offer(ctx.state, ctx.seat, "aetherstream", other=ctx.active, system=ctx.system)
    return []


def _stream_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Aetherstream: give {p%d}'s ships +1 move this tactical action?" % (step.seat, step.other)


@resolves("aetherstream", prompt=_stream_prompt)
def boost(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    state.modifiers.append(Modifier(BOOSTED, step.other, "tactical"))
    return [used(step.seat, "aetherstream", "{p%d}'s ships get +1 move" % step.other)]


@effect(BOOSTED, hook="move_modifier")
def boosted(ctx: Context) -> int:
    return 1


@effect("dynamo", hook="unit_sustained")
def dynamo(ctx: Context) -> list[Event]:
    """A unit in the flagship's system or next to it used SUSTAIN DAMAGE: 2 influence repair it."""
    node = flagship_system(ctx.state, ctx.seat)
    if node is None or spendable(ctx.state, ctx.seat, "influence") < DYNAMO_PRICE:
        return []
    if ctx.system == node or ctx.system in galaxy(ctx.state).neighbours(node):
        offer(ctx.state, ctx.seat, "dynamo", [ctx.unit], system=ctx.system, planet=ctx.planet, other=ctx.victim)
    return []


def _dynamo_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Dynamo: pay 2 influence to repair {p%d}'s damaged unit?" % (step.seat, step.other)


@resolves("dynamo", prompt=_dynamo_prompt)
def repair(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    for stack in place_stacks(state, step.system, step.planet):
        if stack.owner == step.other and stack.kind == target and stack.damaged:
            stack.damaged -= 1
            break
    flow.push(state, Pay(seat=step.seat, kind="influence", amount=DYNAMO_PRICE, why="Dynamo"))
    return [UnitRepaired(seat=step.other, kind=target), used(step.seat, "dynamo")]
