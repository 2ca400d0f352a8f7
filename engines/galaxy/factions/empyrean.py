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
from engines.galaxy.forces import place_stacks
from engines.galaxy.seats import neighbours
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitRepaired
from engines.galaxy.windows import answer

LET_THROUGH = "aetherpassage_granted"
BOOSTED = "aetherstream_boost"
DYNAMO_PRICE = 2


@effect("voidborn", hook="ignore_nebula")
def voidborn(ctx: Context) -> bool:
    """Nebulae do not affect the Empyrean's movement."""
    return True


def _has_ships(state: TIState, seat: int) -> bool:
    return any(s.owner == seat for place in state.systems.values() for s in place.space)


def _passage_could(state: TIState, seat: int, window: Window) -> bool:
    return _has_ships(state, seat)


@answer("aetherpassage", "after:activation", by="other", could=_passage_could)
def aetherpassage(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After another player activates a system, the Empyrean may let that player's ships pass their fleets."""
    active = window.actors[0]
    state.modifiers.append(Modifier(LET_THROUGH, seat, "tactical", target=active))
    return [used(seat, "aetherpassage", "{p%d}'s ships may pass the Empyrean fleets" % active)]


@effect(LET_THROUGH, hook="ships_let_through")
def let_through(ctx: Context) -> bool:
    return any(m.effect == LET_THROUGH and m.owner == ctx.seat and m.target == ctx.mover for m in ctx.state.modifiers)


def _stream_could(state: TIState, seat: int, window: Window) -> bool:
    active = window.actors[0]
    space = galaxy(state)
    near = active == seat or active in neighbours(state, seat)
    return near and any(space.anomalies(n) for n in space.neighbours(window.system))


@answer("aetherstream", "after:activation", by="any", could=_stream_could)
def aetherstream(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The activating player's ships (the Empyrean's or a neighbour's) get +1 move this tactical action."""
    active = window.actors[0]
    state.modifiers.append(Modifier(BOOSTED, active, "tactical"))
    return [used(seat, "aetherstream", "{p%d}'s ships get +1 move" % active)]


@effect(BOOSTED, hook="move_modifier")
def boosted(ctx: Context) -> int:
    return 1


def _dynamo_could(state: TIState, seat: int, window: Window) -> bool:
    node = flagship_system(state, seat)
    if node is None or spendable(state, seat, "influence") < DYNAMO_PRICE:
        return False
    return window.system == node or window.system in galaxy(state).neighbours(node)


def _dynamo_targets(state: TIState, seat: int, window: Window) -> list[str]:
    damaged = {s.kind for s in place_stacks(state, window.system, window.planet)
               if s.owner == window.actors[0] and s.damaged}
    return sorted(set(window.subject.split(",")) & damaged)


@answer("dynamo", "after:sustain_damage", by="any", could=_dynamo_could, targets=_dynamo_targets)
def dynamo(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After a unit in the flagship's system or next to it used SUSTAIN DAMAGE, 2 influence repair it."""
    owner = window.actors[0]
    for stack in place_stacks(state, window.system, window.planet):
        if stack.owner == owner and stack.kind == target and stack.damaged:
            stack.damaged -= 1
            break
    flow.push(state, Pay(seat=seat, kind="influence", amount=DYNAMO_PRICE, why="Dynamo"))
    return [UnitRepaired(seat=owner, kind=target), used(seat, "dynamo")]
