"""The Yin Brotherhood: zealots who give their ships and turn their enemies.

- Indoctrination: at the start of a ground combat, 2 influence turn an enemy infantry into a Yin one.
- Devotion: after a space combat round, destroy a Yin cruiser or destroyer to hit an enemy ship they choose.
- Yin Spinner: after producing, up to 2 infantry on their planets or in space with their ships there.
- Impulse Core: at the start of a space combat, destroy a Yin cruiser or destroyer for a hit the
  opponent must put on a non-fighter ship.
- Van Hauge (flagship): when it is destroyed, every ship in its system is destroyed.
- Greyfire Mutagen (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, count, remove, system
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import spendable
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import combat_serial, hit_chosen, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units, destroy, has_ships
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.tactical.events import UnitPlaced

INDOCTRINATION_PRICE = 2
SPINNER_INFANTRY = 2
DEVOTED = ("cruiser", "destroyer")


@effect("indoctrination", hook="start_of_combat", combat="ground")
def indoctrination(ctx: Context) -> list[Event]:
    """At the start of a ground combat, 2 influence replace one enemy infantry with a Yin infantry."""
    units = ctx.state.planets[ctx.planet].units
    if count(units, ctx.opponent, ["infantry"]) and spendable(ctx.state, ctx.seat, "influence") >= 2:
        offer(ctx.state, ctx.seat, "indoctrination", planet=ctx.planet, system=ctx.system, other=ctx.opponent)
    return []


@resolves("indoctrination")
def indoctrinate(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    units = state.planets[step.planet].units
    remove(units, step.other, "infantry")
    add(units, step.seat, "infantry")
    flow.push(state, Pay(seat=step.seat, kind="influence", amount=INDOCTRINATION_PRICE, why="Indoctrination"))
    return [used(step.seat, "indoctrination", "{p%d}'s infantry on %s turns Yin" % (step.other, step.planet))]


def _devotions(state: TIState, seat: int, node: int, opponent: int) -> list[str]:
    own = [k for k in DEVOTED if count(system(state, node).space, seat, [k])]
    theirs = sorted({s.kind for s in system(state, node).space if s.owner == opponent and s.kind in SHIPS})
    return [f"{mine}>{kind}" for mine in own for kind in theirs]


@effect("devotion", hook="end_of_combat_round", combat="space")
def devotion(ctx: Context) -> list[Event]:
    """After a space combat round a Yin cruiser or destroyer may be destroyed to hit an enemy ship of their choice."""
    offer(ctx.state, ctx.seat, "devotion", _devotions(ctx.state, ctx.seat, ctx.system, ctx.opponent),
          system=ctx.system, other=ctx.opponent)
    return []


@resolves("devotion")
def devote(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    mine, theirs = target.split(">")
    serial = combat_serial(state)
    events = destroy(state, step.seat, step.system, "", mine, cause="devotion", combat=serial)
    events += hit_chosen(state, step.seat, step.other, step.system, theirs, "devotion", serial)
    return [used(step.seat, "devotion", f"gives a {mine} to hit a {theirs}"), *events]


@effect("impulse_core", hook="start_of_combat", combat="space")
def impulse_core(ctx: Context) -> list[Event]:
    own = [k for k in DEVOTED if count(system(ctx.state, ctx.system).space, ctx.seat, [k])]
    offer(ctx.state, ctx.seat, "impulse_core", own, system=ctx.system, other=ctx.opponent)
    return []


@resolves("impulse_core")
def impulse(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    """A cruiser or destroyer given: one hit the opponent must put on a non-fighter ship if they can."""
    events = destroy(state, step.seat, step.system, "", target, cause="impulse_core", combat=combat_serial(state))
    push_hits(state, step.other, 1, step.system, targets="ships", cause="impulse_core", by=step.seat,
              non_fighters_first=True, combat=combat_serial(state))
    return [used(step.seat, "impulse_core", f"gives a {target}"), *events]


@effect("yin_spinner", hook="units_produced")
def yin_spinner(ctx: Context) -> list[Event]:
    offer(ctx.state, ctx.seat, "yin_spinner", _spinner_places(ctx.state, ctx.seat, ctx.system), system=ctx.system)
    return []


def _spinner_places(state: TIState, seat: int, node: int = -1) -> list[str]:
    found = [f"planet:{name}" for name, p in state.planets.items() if p.owner == seat]
    return found + [f"space:{n}" for n in state.systems if has_ships(state, seat, int(n))]


@resolves("yin_spinner")
def spin(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    """Up to 2 infantry from reinforcements, one at a time, on the Yin's planets or in space with their ships."""
    planet = target.removeprefix("planet:") if target.startswith("planet:") else ""
    node = state.planets[planet].system if planet else int(target.removeprefix("space:"))
    add_units(state, step.seat, node, planet, "infantry")
    if step.amount + 1 < SPINNER_INFANTRY:
        offer(state, step.seat, "yin_spinner", _spinner_places(state, step.seat), amount=step.amount + 1)
    return [UnitPlaced(seat=step.seat, kind="infantry", system=node, planet=planet, source="yin_spinner")]


@effect("van_hauge", hook="unit_destroyed", unit="flagship")
def van_hauge(ctx: Context) -> list[Event]:
    """When the flagship is destroyed, every ship in its system is destroyed with it."""
    events: list[Event] = [used(ctx.seat, "van_hauge", "every ship in its system is destroyed")]
    for stack in [s for s in system(ctx.state, ctx.system).space if s.kind in SHIPS]:
        for _ in range(stack.count):
            events += destroy(ctx.state, stack.owner, ctx.system, "", stack.kind, by=ctx.seat, cause="van_hauge",
                              combat=ctx.combat)
    return events
