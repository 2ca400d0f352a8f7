"""The Arborec: a living forest that grows its soldiers.

- Mitosis: at the start of the status phase, 1 infantry from reinforcements on a planet they control;
  their space docks cannot produce infantry.
- Bioplasmosis: at the end of the status phase, infantry may move between their planets in the same or
  adjacent systems.
- Letani Warrior (infantry): PRODUCTION 1 (II: 2, hits on 7, and a destroyed one comes back on a 6+).
- Duha Menaimon (flagship): after they activate its system, up to 5 units may be produced there.
- Stymie (note): after the Arborec move ships into a system with its holder's units, the holder puts a token
  from the Arborec's reinforcements into any non-home system.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, controlled, count, galaxy, planets_in, remove, stats
from engines.galaxy.economy import token_reinforcements
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, infantry_may_return, units_here, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitPlaced
from engines.galaxy.windows import answer

LETANI_RETURN = 6
DUHA_PRODUCTION = 5


@effect("mitosis", hook="status_phase_started")
def mitosis(ctx: Context) -> list[Event]:
    """At the start of the status phase the Arborec put 1 infantry on a planet they control (or, with their
    mech's DEPLOY, turn one of their infantry into a mech: "mech@planet:<key>", ``mechs/arborec.py``)."""
    from engines.galaxy.mechs.arborec import behemoth_targets

    targets = [f"planet:{p}" for p in controlled(ctx.state, ctx.seat)] + behemoth_targets(ctx.state, ctx.seat)
    offer(ctx.state, ctx.seat, "mitosis", targets, must=True)
    return []


@resolves("mitosis")
def divide(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target.startswith("mech@"):
        from engines.galaxy.mechs.arborec import letani_behemoth

        return letani_behemoth(state, step.seat, target.removeprefix("mech@planet:"))
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


@answer("bioplasmosis", "end:status_phase", by="any", could=lambda s, seat, w: bool(_moves(s, seat)),
        targets=lambda s, seat, w: _moves(s, seat))
def bioplasmosis(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """At the end of the status phase infantry move between Arborec planets in the same or adjacent systems
    (one at a time: the window asks again)."""
    origin, to = target.split(">")
    remove(state.planets[origin].units, seat, "infantry")
    add(state.planets[to].units, seat, "infantry")
    window.used.remove(f"{seat}:bioplasmosis")  # it may move any number of infantry
    return [used(seat, "bioplasmosis", f"moves an infantry from {origin} to {to}")]


@effect("letani_warrior_ii", hook="unit_destroyed", unit="infantry")
def letani_warrior_ii(ctx: Context) -> list[Event]:
    """A destroyed Letani Warrior II rolls: on 6+ it comes back at the start of the Arborec's next turn."""
    infantry_may_return(ctx.state, ctx.seat, LETANI_RETURN)
    return []


def _duha_could(state: TIState, seat: int, window: Window) -> bool:
    return flagship_in(state, seat, window.system)


@answer("duha_menaimon", "after:activation", could=_duha_could)
def duha_menaimon(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After the Arborec activate the flagship's system, up to 5 units may be produced there."""
    flow.push(state, Production(seat=seat, system=window.system, purpose="unit", limit=DUHA_PRODUCTION))
    return []

def _stymie_places(state: TIState, owner: int) -> list[str]:
    homes = {p.home for p in state.players}
    return [f"system:{n}" for n in sorted(int(k) for k in state.systems)
            if n not in homes and owner not in state.systems[str(n)].tokens]


def _stymie_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    owner = owner_of(note)
    return owner in window.actors and window.system >= 0 and units_here(state, seat, window.system) > 0 and (
        token_reinforcements(state, owner) > 0)


@window_note("stymie", "after:move_into", by="owner", could=_stymie_could)
def stymie(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """After the Arborec move into a system with the holder's units: a token from the Arborec's reinforcements
    goes into a non-home system of the holder's choice."""
    owner = owner_of(note)
    offer(state, seat, "stymie", _stymie_places(state, owner), other=owner, must=True)
    return [NoteEffect(seat=seat, note=note, what="stymies {p%d}" % owner)]


@resolves("stymie", prompt=lambda state, step: "{p%d}: Stymie: the system for {p%d}'s command token" % (
    step.seat, step.other))
def stymie_token(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    node = target.removeprefix("system:")
    state.systems[node].tokens.append(step.other)
    return [used(step.seat, "stymie", "{p%d}'s command token goes to position %s" % (step.other, node))]
