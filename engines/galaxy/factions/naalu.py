"""The Naalu Collective: first to act, quick to slip away.

- Telepathic: the Naalu 0 token on their strategy card: first in initiative order (while they hold their
  Gift of Prescience; see engines/galaxy/factions/notes.py).
- Foresight: after another player moves ships into a system holding Naalu ships, a strategy token lets
  those ships withdraw to an adjacent system without other players' ships.
- Neuroglaive: a player who activates a system holding Naalu ships loses a fleet token.
- Hybrid Crystal Fighter (fighters): I hits on 8; II hits on 7, moves 2, and fighters beyond capacity
  count half a ship against the fleet pool.
- Matriarch (flagship): in invasions of its system Naalu fighters land as ground forces and fight, going
  back up to space once the combat ends.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokenSpent
from engines.galaxy.board import add, galaxy_for, remove, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import enter, has_ships
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.tactical.movement import impassable_for

ZERO = 0


@effect("telepathic", hook="initiative")
def telepathic(ctx: Context) -> int | None:
    """The Naalu 0 token on their strategy card puts them first in initiative order."""
    from engines.galaxy.factions.notes import note_given_away

    return None if note_given_away(ctx.state, ctx.seat, "gift_of_prescience") else ZERO


@effect("neuroglaive", hook="system_activated")
def neuroglaive(ctx: Context) -> list[Event]:
    """A player activating a system with Naalu ships returns a token from their fleet pool."""
    player = ctx.state.players[ctx.active]
    if ctx.active == ctx.seat or not has_ships(ctx.state, ctx.seat, ctx.system) or player.fleet <= 0:
        return []
    player.fleet -= 1
    return [used(ctx.seat, "neuroglaive", "{p%d} loses a fleet token" % ctx.active),
            CommandTokenSpent(seat=ctx.active, pool="fleet", why="neuroglaive")]


@effect("hybrid_crystal_fighter_ii", hook="fighters_per_fleet_ship")
def hybrid_crystal_fighter_ii(ctx: Context) -> int:
    """Fighters beyond capacity count half a ship each against the fleet pool."""
    return 2


def withdrawals(state: TIState, seat: int, node: int) -> list[str]:
    """Adjacent systems without other players' ships the Naalu ships could withdraw to."""
    blocked = impassable_for(state, seat)
    space = galaxy_for(state, seat)
    found = []
    for near in space.neighbours(node):
        if blocked.intersection(space.anomalies(near)):
            continue
        if any(s.owner != seat and s.kind in SHIPS for s in system(state, near).space):
            continue
        found.append(f"system:{near}")
    return found


@effect("foresight", hook="ships_moved_into")
def foresight(ctx: Context) -> list[Event]:
    """Another player's ships arrive where Naalu ships are: the Naalu may withdraw for a strategy token."""
    if ctx.state.players[ctx.seat].strategy > 0 and has_ships(ctx.state, ctx.seat, ctx.system):
        offer(ctx.state, ctx.seat, "foresight", withdrawals(ctx.state, ctx.seat, ctx.system), system=ctx.system,
              other=ctx.mover)
    return []


def _foresight_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Foresight: spend a strategy token to move your ships out of the way?" % step.seat


@resolves("foresight", prompt=_foresight_prompt)
def withdraw(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    seat, node, to = step.seat, step.system, int(target.removeprefix("system:"))
    state.players[seat].strategy -= 1
    space = system(state, node).space
    for kind, number, damaged in [(s.kind, s.count, s.damaged) for s in space if s.owner == seat]:
        remove(space, seat, kind, number)
        add(system(state, to).space, seat, kind, number, damaged)
    if seat not in system(state, to).tokens:  # a second token there would go back to reinforcements (20.6)
        system(state, to).tokens.append(seat)
    enter(state, to)
    return [CommandTokenSpent(seat=seat, pool="strategy", why="foresight"),
            used(seat, "foresight", f"withdraws to position {to}")]


# The Matriarch: fighters fight on the ground in its system.

@effect("matriarch", hook="landable_kinds")
def matriarch(ctx: Context) -> list[str]:
    """In an invasion of the flagship's system, Naalu fighters may be committed like ground forces."""
    return ["fighter"] if flagship_in(ctx.state, ctx.seat, ctx.system) else []


@effect("matriarch", hook="combatants", combat="ground")
def matriarch_fighters_fight(ctx: Context) -> list[str]:
    return ["fighter"]


@effect("matriarch", hook="hittable_kinds", targets="ground_forces")
def matriarch_fighters_hit(ctx: Context) -> list[str]:
    return ["fighter"] if ctx.planet else []


@effect("matriarch", hook="combat_ended", combat="ground")
def matriarch_fighters_return(ctx: Context) -> list[Event]:
    """When the ground combat ends the surviving fighters go back to the space area."""
    units = ctx.state.planets[ctx.planet].units
    for stack in [s for s in units if s.owner == ctx.seat and s.kind == "fighter"]:
        remove(units, ctx.seat, "fighter", stack.count)
        add(system(ctx.state, ctx.system).space, ctx.seat, "fighter", stack.count)
    return []
