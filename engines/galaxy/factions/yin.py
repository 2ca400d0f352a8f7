"""The Yin Brotherhood: zealots who give their ships and turn their enemies.

- Indoctrination: at the start of a ground combat, 2 influence turn an enemy infantry into a Yin one.
- Devotion: after a space combat round, destroy a Yin cruiser or destroyer to hit an enemy ship they choose.
- Yin Spinner: after producing, up to 2 infantry on their planets or in space with their ships there.
- Impulse Core: at the start of a space combat, destroy a Yin cruiser or destroyer for a hit the
  opponent must put on a non-fighter ship.
- Van Hauge (flagship): when it is destroyed, every ship in its system is destroyed.
- Greyfire Mutagen (note): at the start of a ground combat its holder swaps one enemy infantry there for one
  of its own.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, count, remove, system
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import SHIPS
from engines.galaxy.economy import spendable
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import combat_serial, hit_chosen, other_side, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units, destroy, has_ships, reinforcements
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitPlaced
from engines.galaxy.windows import answer

INDOCTRINATION_PRICE = 2
SPINNER_INFANTRY = 2
DEVOTED = ("cruiser", "destroyer")


def _indoctrination_could(state: TIState, seat: int, window: Window) -> bool:
    enemy = other_side(window, seat)
    units = state.planets[window.planet].units if window.planet else []
    return bool(count(units, enemy, ["infantry"])) and spendable(state, seat, "influence") >= INDOCTRINATION_PRICE


@answer("indoctrination", "start:ground_combat", could=_indoctrination_could)
def indoctrination(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """At the start of a ground combat, 2 influence replace one enemy infantry with a Yin infantry."""
    enemy = other_side(window, seat)
    units = state.planets[window.planet].units
    remove(units, enemy, "infantry")
    add(units, seat, "infantry")
    flow.push(state, Pay(seat=seat, kind="influence", amount=INDOCTRINATION_PRICE, why="Indoctrination"))
    return [used(seat, "indoctrination", "{p%d}'s infantry on %s turns Yin" % (enemy, window.planet))]


def _devotions(state: TIState, seat: int, window: Window) -> list[str]:
    space = system(state, window.system).space
    enemy = other_side(window, seat)
    own = [k for k in DEVOTED if count(space, seat, [k])]
    theirs = sorted({s.kind for s in space if s.owner == enemy and s.kind in SHIPS})
    return [f"{mine}>{kind}" for mine in own for kind in theirs]


@answer("devotion", "end:space_combat_round", could=lambda s, seat, w: bool(_devotions(s, seat, w)),
        targets=_devotions)
def devotion(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After a space combat round a Yin cruiser or destroyer may be destroyed to hit an enemy ship of their choice."""
    mine, theirs = target.split(">")
    serial = combat_serial(state)
    events = destroy(state, seat, window.system, "", mine, cause="devotion", combat=serial)
    events += hit_chosen(state, seat, other_side(window, seat), window.system, theirs, "devotion", serial)
    return [used(seat, "devotion", f"gives a {mine} to hit a {theirs}"), *events]


def _sacrifices(state: TIState, seat: int, window: Window) -> list[str]:
    return [k for k in DEVOTED if count(system(state, window.system).space, seat, [k])]


@answer("impulse_core", "start:space_combat", could=lambda s, seat, w: bool(_sacrifices(s, seat, w)),
        targets=_sacrifices)
def impulse_core(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """A cruiser or destroyer given: one hit the opponent must put on a non-fighter ship if they can."""
    serial = combat_serial(state)
    events = destroy(state, seat, window.system, "", target, cause="impulse_core", combat=serial)
    push_hits(state, other_side(window, seat), 1, window.system, targets="ships", cause="impulse_core", by=seat,
              non_fighters_first=True, combat=serial)
    return [used(seat, "impulse_core", f"gives a {target}"), *events]


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

def _greyfire_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    enemy = other_side(window, seat)
    units = state.planets[window.planet].units if window.planet else []
    return seat in window.actors and bool(count(units, enemy, ["infantry"])) and reinforcements(
        state, seat, "infantry") != 0


@window_note("greyfire_mutagen", "start:ground_combat", by="any", could=_greyfire_could)
def greyfire_mutagen(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """One of the opponent's infantry on the planet becomes one of the holder's own."""
    enemy = other_side(window, seat)
    units = state.planets[window.planet].units
    remove(units, enemy, "infantry")
    add(units, seat, "infantry")
    return [NoteEffect(seat=seat, note=note, what="turns one of {p%d}'s infantry" % enemy)]
