"""The Clan of Saar: wanderers with floating shipyards.

- Scavenge: a trade good each time they gain control of a planet.
- Nomadic: objectives are scored without holding every home planet.
- Chaos Mapping: other players cannot activate asteroid fields holding Saar ships; at the start of their
  turn they may produce 1 unit in a system holding one of their units with PRODUCTION.
- Floating Factory (space docks): docks float in the space area (placed "on" a planet, they stand in its
  system's space area), carry units, produce 5 (7 upgraded), move and retreat like ships (move 1, 2 upgraded)
  and are destroyed when blockaded: other players' ships in their system and no Saar ship
  (``floating_factory_blockaded``; the rules read a space dock with a move value, so no faction name).
- Son of Ragh (flagship): ANTI-FIGHTER BARRAGE with four dice.
- Ragh's Call (note): after the Saar commit ground forces to its holder's planet, the holder moves them to
  another planet the Saar control.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.abilities import ability
from engines.galaxy.board import add, controlled, galaxy
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import ALWAYS, Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import destroy, has_ships
from engines.galaxy.production import producing_systems
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import Modifier, Stack, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.windows import Window


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

def _ragh_places(state: TIState, owner: int, planet: str) -> list[str]:
    return [f"planet:{p}" for p in controlled(state, owner) if p != planet]


def _ragh_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    owner = owner_of(note)
    return owner in window.actors and seat in window.opponents and bool(window.planet) and bool(
        _ragh_places(state, owner, window.planet)) and any(
        s.owner == owner and s.kind in GROUND_FORCES for s in state.planets[window.planet].units)


@window_note("raghs_call", "after:commit_ground_forces", by="owner", could=_ragh_could)
def raghs_call(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The Saar's ground forces just landed on the holder's planet are moved to another planet the Saar control."""
    owner = owner_of(note)
    offer(state, seat, "raghs_call", _ragh_places(state, owner, window.planet), planet=window.planet, other=owner,
          must=True)
    return [NoteEffect(seat=seat, note=note, what="sends {p%d}'s ground forces away" % owner)]


@resolves("raghs_call", prompt=lambda state, step: "{p%d}: Ragh's Call: where {p%d}'s ground forces go" % (
    step.seat, step.other))
def ragh_move(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    there = state.planets[target.removeprefix("planet:")].units
    here = state.planets[step.planet].units
    for stack in [s for s in here if s.owner == step.other and s.kind in GROUND_FORCES]:
        here.remove(stack)
        add(there, stack.owner, stack.kind, stack.count, stack.damaged)
    return [used(step.seat, "raghs_call", "{p%d}'s ground forces leave %s" % (step.other, step.planet))]


# ----- Floating Factory: a dock in a space area is destroyed when blockaded (LRR 14) ----------------------------


def blockaded_docks(state: TIState, nodes: list[int]) -> list[tuple[int, int, int]]:
    """(owner, system, a blockader) of each floating dock in ``nodes`` whose space area holds other players'
    ships and none of its owner's."""
    found = []
    for node in nodes:
        space = system_of(state, node)
        for owner in sorted({s.owner for s in space if s.kind == "space_dock"}):
            others = sorted({s.owner for s in space if s.kind in SHIPS and s.owner != owner})
            if others and not any(s.owner == owner and s.kind in SHIPS for s in space):
                found.append((owner, node, others[0]))
    return found


def system_of(state: TIState, node: int) -> list[Stack]:
    place = state.systems.get(str(node))
    return place.space if place is not None else []


def _sink(ctx: Context) -> list[Event]:
    node = ctx.details.get("system", -1)
    nodes = [node] if node is not None and node != -1 else [int(k) for k in ctx.state.systems]
    events: list[Event] = []
    for owner, where, by in blockaded_docks(ctx.state, nodes):
        docks = sum(s.count for s in system_of(ctx.state, where) if s.owner == owner and s.kind == "space_dock")
        for _ in range(docks):
            events += destroy(ctx.state, owner, where, "", "space_dock", by=by, cause="blockade")
    return events


@effect(ALWAYS, hook="ships_moved")
def floating_factory_blockaded(ctx: Context) -> list[Event]:
    """Ships arriving where a floating dock stands without its owner's ships destroy it."""
    return _sink(ctx)


@effect(ALWAYS, hook="combat_ended")
def floating_factory_blockaded_after_combat(ctx: Context) -> list[Event]:
    """A space combat that leaves a floating dock without its owner's ships and with the winner's destroys it."""
    return _sink(ctx)
