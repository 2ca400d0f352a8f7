"""The L1Z1X Mindnet's leaders: I48S (agent), 2RAM (commander) and The Helmsman (hero).

The Helmsman, Dark Space Navigation: the L1Z1X pick a system with no other player's ships, then bring their
flagship and dreadnoughts into it from any other systems, one ship at a time, until they stop. A ship brings
its cargo: as many of their mechs, infantry and fighters (in that order) from the space area it leaves as its
capacity holds (a ruling: the card lets the cargo come, the choice of which is ours to make).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.amounts import amount
from engines.galaxy.board import add, count, planets_in, remove, stats, system
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import enter, other_ship_owners
from engines.galaxy.leaders.common import active, agent_window, hero_action, node_of
from engines.galaxy.mechs.common import MECH, mech_left
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.movement import limit_checks

I48S, TWO_RAM, HELMSMAN = "i48s", "2ram", "the_helmsman"
register_targets(I48S, HELMSMAN)
HELMSMAN_SHIPS = ("flagship", "dreadnought")
CARGO_ORDER = (MECH, "infantry", "fighter")


def _infantry_places(state: TIState, seat: int, window: Window) -> list[str]:
    """Where the activating player's infantry stand in the active system ("planet:<key>", "system:<node>")."""
    owner = active(window)
    if window.system == -1 or owner < 0 or not mech_left(state, owner):
        return []
    found = [f"system:{window.system}"] if count(system(state, window.system).space, owner, ["infantry"]) else []
    return found + [f"planet:{p}" for p in planets_in(state, window.system)
                    if count(state.planets[p].units, owner, ["infantry"])]


@agent_window(I48S, "after:activation", by="any", could=lambda s, seat, w: bool(_infantry_places(s, seat, w)),
              targets=_infantry_places)
def i48s(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player who activated the system turns one of their infantry there into a mech from reinforcements."""
    owner = active(window)
    kind, _, where = target.partition(":")
    units = state.planets[where].units if kind == "planet" else system(state, int(where)).space
    remove(units, owner, "infantry", 1)
    add(units, owner, MECH)
    return [used(seat, I48S, "{p%d}'s infantry becomes a mech" % owner)]


@effect(TWO_RAM, hook="planetary_shield_ignored")
def two_ram(ctx: Context) -> bool:
    """PLANETARY SHIELD does not stop the L1Z1X's BOMBARDMENT."""
    return True


def _helmsman_ships(state: TIState, seat: int, node: int) -> list[str]:
    """"<kind>@system:<n>": a flagship or dreadnought of the seat in another system, to bring into ``node``."""
    return [f"{s.kind}@system:{n}" for n in sorted(int(k) for k in state.systems) if n != node
            for s in system(state, n).space if s.owner == seat and s.kind in HELMSMAN_SHIPS]


def _helmsman_systems(state: TIState, seat: int) -> list[str]:
    at = {int(k) for k, p in state.systems.items() if any(s.owner == seat and s.kind in HELMSMAN_SHIPS
                                                           for s in p.space)}
    if not at:
        return []
    return [f"system:{n}" for n in sorted(int(k) for k in state.systems)
            if (at - {n}) and not other_ship_owners(state, seat, n)]


@hero_action(HELMSMAN, ready=lambda state, seat: bool(_helmsman_systems(state, seat)),
             targets=_helmsman_systems)
def the_helmsman(state: TIState, seat: int, target: str) -> list[Event]:
    """The system is chosen; the ships come one by one (the offer asks again until declined)."""
    node = node_of(target)
    offer(state, seat, HELMSMAN, _helmsman_ships(state, seat, node), system=node)
    return [used(seat, HELMSMAN, f"calls the fleet to position {node}")]


def _bring(state: TIState, seat: int, kind: str, origin: int, destination: int) -> list[str]:
    """One ship and its cargo from ``origin`` to ``destination``; returns the cargo kinds moved."""
    space = system(state, origin).space
    hurt = next(s for s in space if s.owner == seat and s.kind == kind).damaged > 0
    remove(space, seat, kind, 1)
    add(system(state, destination).space, seat, kind, 1, 1 if hurt else 0)
    room, moved = stats(state, seat, kind).capacity, []
    for cargo in CARGO_ORDER:
        while room > 0 and count(space, seat, [cargo]):
            remove(space, seat, cargo, 1)
            add(system(state, destination).space, seat, cargo, 1)
            moved.append(cargo)
            room -= 1
    return moved


@resolves(HELMSMAN, prompt=lambda state, step: "{p%d}: The Helmsman: bring a ship into position %d?" % (
    step.seat, step.system))
def _helmsman_bring(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    kind, _, where = target.partition("@")
    origin = node_of(where)
    cargo = _bring(state, step.seat, kind, origin, step.system)
    enter(state, step.system)
    limit_checks(state, step.seat, [step.system, origin])
    offer(state, step.seat, HELMSMAN, _helmsman_ships(state, step.seat, step.system), system=step.system)
    carried = f" with {amount(len(cargo), 'unit')} aboard" if cargo else ""
    return [used(step.seat, HELMSMAN, f"a {kind} comes from position {origin}{carried}")]
