"""The Clan of Saar's leaders: Captain Mendosa (agent), Rowl Sarrig (commander) and Gurno Aggero (hero).

Captain Mendosa's raise is a tactical modifier per ship kind (``captain_mendosa_<kind>``, its target the
chosen system, its amount the move value given): the first ship of that kind declared from that system
moves with it, the others with their own.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, count, galaxy, planets_in, remove, stats, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import read_target, register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import destroy, excess, other_ship_owners
from engines.galaxy.leaders.common import active, agent_window, hero_action, node_of
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.movement import Movement
from engines.galaxy.steps.production import Production
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

AGGERO, MENDOSA, SARRIG = "gurno_aggero", "captain_mendosa", "rowl_sarrig"
SMALL = ("fighter", "infantry")
register_targets(AGGERO, MENDOSA, SARRIG)


def dock_systems(state: TIState, seat: int) -> set[int]:
    """Systems holding one of the seat's space docks: on a planet, or floating in the space area."""
    found = {p.system for p in state.planets.values() if count(p.units, seat, ["space_dock"])}
    return found | {int(k) for k, s in state.systems.items() if count(s.space, seat, ["space_dock"])}


def _targets(state: TIState, seat: int) -> list[str]:
    docks = dock_systems(state, seat)
    near = sorted({n for d in docks for n in galaxy(state).adjacent.get(d, ()) if n >= 0})
    return [f"system:{n}" for n in near if _victims(state, seat, n)]


def _victims(state: TIState, seat: int, node: int) -> list[tuple[str, int, str, int]]:
    """(planet or "", owner, kind, count) of other players' fighters and infantry in the system."""
    found = [("", s.owner, s.kind, s.count) for s in system(state, node).space if s.owner != seat and s.kind in SMALL]
    for p in planets_in(state, node):
        found += [(p, s.owner, s.kind, s.count) for s in state.planets[p].units if s.owner != seat and s.kind in SMALL]
    return found


@hero_action(AGGERO, ready=lambda state, seat: bool(_targets(state, seat)), targets=_targets)
def gurno_aggero(state: TIState, seat: int, target: str) -> list[Event]:
    """Every other player's fighter and infantry in a system next to a Saar space dock is destroyed."""
    node = int(target.removeprefix("system:"))
    events: list[Event] = [used(seat, AGGERO, f"clears position {node}")]
    for planet, owner, kind, number in _victims(state, seat, node):
        for _ in range(number):
            events += destroy(state, owner, node, planet, kind, by=seat, cause="gurno_aggero")
    return events


# ----- Captain Mendosa (agent): one ship of the activating player as fast as the fastest ship -----------------


def fastest(state: TIState) -> int:
    """The highest move value of any ship on the board (with its owner's upgrades)."""
    return max((stats(state, s.owner, s.kind).move or 0 for place in state.systems.values() for s in place.space
                if s.kind in SHIPS), default=0)


def _mendosa_targets(state: TIState, seat: int, window: Window) -> list[str]:
    """"<mover>:<kind>@system:<node>": the activating player's ship kinds, by system, that are slower than the
    fastest ship and free to move (not in a system holding the mover's command token: the active one either)."""
    mover, top = active(window), fastest(state)
    found = []
    for key, place in sorted(state.systems.items(), key=lambda item: int(item[0])):
        if mover in place.tokens:
            continue
        kinds = {s.kind for s in place.space if s.owner == mover and s.kind in SHIPS
                 and 0 < (stats(state, mover, s.kind).move or 0) < top}
        found += [f"{mover}:{kind}@system:{key}" for kind in sorted(kinds)]
    return found


@agent_window(MENDOSA, "after:activation", by="any", could=lambda s, seat, w: bool(_mendosa_targets(s, seat, w)),
              targets=_mendosa_targets)
def captain_mendosa(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After a player activates a system: one of that player's ships gets the move value of the fastest ship on
    the board for this tactical action."""
    what, _, where = target.partition("@")
    mover, kind, node, top = active(window), what.partition(":")[2], node_of(where), fastest(state)
    state.modifiers.append(Modifier(RAISED[kind], mover, "tactical", target=node, amount=top))
    return [used(seat, MENDOSA, "{p%d}'s %s at position %d gets move %d" % (mover, kind, node, top))]


def _raised_move(kind: str) -> None:
    @effect(RAISED[kind], hook="move_modifier")
    def raised(ctx: Context) -> int:
        """Move added to one ship of ``kind`` from the chosen system: none once one has been declared."""
        if ctx.unit != kind:
            return 0
        origin = ctx.origin
        chosen = [m.amount for m in ctx.state.modifiers if m.effect == RAISED[kind] and m.owner == ctx.seat
                  and m.target == origin]
        moving = flow.parent(ctx.state, Movement)
        if not chosen or (moving is not None and any(t.kind == kind and t.origin == origin for t in moving.ships)):
            return 0
        return max(0, chosen[0] - (stats(ctx.state, ctx.seat, kind).move or 0))


RAISED = {kind: f"{MENDOSA}_{kind}" for kind in SHIPS}
for _kind in SHIPS:
    _raised_move(_kind)


# ----- Rowl Sarrig (commander): fighters and infantry produced go to any unblockaded Saar space dock ----------


def _docks(state: TIState, seat: int) -> list[tuple[int, str]]:
    """(system, planet, or "" for a floating dock) of the seat's space docks in systems holding no other
    player's ships."""
    found = [(p.system, k) for k, p in state.planets.items() if count(p.units, seat, ["space_dock"])]
    found += [(int(k), "") for k, s in state.systems.items() if count(s.space, seat, ["space_dock"])]
    return sorted(d for d in found if not other_ship_owners(state, seat, d[0]))


def _produced_small(state: TIState) -> list[str]:
    """"fighter" or "infantry@<planet>" for each fighter and infantry the production on the stack placed."""
    making = flow.parent(state, Production)
    if making is None:
        return []
    return [o.kind if not o.place else f"{o.kind}@{o.place}" for o in making.order if o.kind in SMALL
            for _ in range(o.count)]


def _sarrig_moves(state: TIState, seat: int, node: int, produced: list[str]) -> list[str]:
    found = []
    for label in dict.fromkeys(produced):
        kind, _, planet = label.partition("@")
        origin = f"planet:{planet}" if planet else f"system:{node}"
        for there, dock in _docks(state, seat):
            if dock and kind == "infantry":  # onto the dock's planet
                if dock != planet:
                    found.append(f"{seat}:infantry@{origin}>planet:{dock}")
            elif there != node and all(a <= b for a, b in zip(excess(state, seat, there, {kind: 1}),
                                                              excess(state, seat, there), strict=True)):
                found.append(f"{seat}:{kind}@{origin}>system:{there}")  # into the space area, as cargo
    return sorted(set(found))


def _sarrig_could(state: TIState, seat: int, window: Window) -> bool:
    return bool(_sarrig_moves(state, seat, window.system, _produced_small(state)))


@answer(SARRIG, "after:production", by="you", could=_sarrig_could)
def rowl_sarrig(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The fighters and infantry just produced may each be placed at another of the Saar's unblockaded docks."""
    produced = _produced_small(state)
    offer(state, seat, SARRIG, _sarrig_moves(state, seat, window.system, produced), system=window.system,
          amount=len(produced), planet=",".join(produced))
    return []


@resolves(SARRIG, prompt=lambda state, step: "{p%d}: Rowl Sarrig: send a unit just produced to another dock (%d "
          "left)?" % (step.seat, step.amount))
def _send(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    what, _, to = target.partition(">")
    kind, _, origin = what.partition(":")[2].partition("@")
    planet = origin.removeprefix("planet:") if origin.startswith("planet:") else ""
    remove(state.planets[planet].units if planet else system(state, step.system).space, step.seat, kind)
    if to.startswith("planet:"):
        add(state.planets[to.removeprefix("planet:")].units, step.seat, kind)
    else:
        add(system(state, node_of(to)).space, step.seat, kind)
    label, where = f"{kind}@{planet}" if planet else kind, read_target(to)
    left = [p for p in step.planet.split(",") if p]
    if label in left:
        left.remove(label)
    if step.amount > 1 and left:
        offer(state, step.seat, SARRIG, _sarrig_moves(state, step.seat, step.system, left), system=step.system,
              amount=step.amount - 1, planet=",".join(left))
    return [used(step.seat, SARRIG, f"a {kind} goes to {where}")]
