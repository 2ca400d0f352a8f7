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
- Gift of Prescience (note): at the end of the strategy phase, laid face up: its holder has the 0 token
  until the end of the status phase, when it goes home.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokenSpent
from engines.galaxy.board import add, galaxy_for, remove, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, used
from engines.galaxy.factions.notes import lay_face_up
from engines.galaxy.forces import enter, has_ships
from engines.galaxy.promissory.notes import give_back, note_id, window_note
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.movement import impassable_for
from engines.galaxy.windows import answer

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


def _foresight_targets(state: TIState, seat: int, window: Window) -> list[str]:
    if state.players[seat].strategy <= 0 or not has_ships(state, seat, window.system):
        return []
    return withdrawals(state, seat, window.system)


@answer("foresight", "after:move_into", by="other", could=lambda s, seat, w: bool(_foresight_targets(s, seat, w)),
        targets=_foresight_targets)
def foresight(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Another player's ships arrived where Naalu ships are: a strategy token moves them to an adjacent
    system without other players' ships (the token goes there)."""
    node, to = window.system, int(target.removeprefix("system:"))
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
    landed = sum(s.count for s in units if s.owner == ctx.seat and s.kind == "fighter")
    if landed:
        remove(units, ctx.seat, "fighter", landed)
        add(system(ctx.state, ctx.system).space, ctx.seat, "fighter", landed)
    return []

@window_note("gift_of_prescience", "end:strategy_phase", by="any")
def gift_of_prescience(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """At the end of the strategy phase: face up, the holder has the Naalu 0 token (first in initiative
    order) and the Naalu lose Telepathic until it goes home at the end of the status phase."""
    return lay_face_up(state, seat, note)


@effect("gift_of_prescience", hook="initiative")
def gift_of_prescience_initiative(ctx: Context) -> int:
    return ZERO


@effect("gift_of_prescience", hook="status_phase_ended")
def gift_of_prescience_returns(ctx: Context) -> list[Event]:
    events: list[Event] = []
    for held in [n for n in ctx.state.players[ctx.seat].promissory if note_id(n) == "gift_of_prescience"]:
        events += give_back(ctx.state, held)
    return events
