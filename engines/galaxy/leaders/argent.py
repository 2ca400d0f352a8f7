"""The Argent Flight's leaders: Trillossa Aun Mirik (agent), Trrakan Aun Zulok (commander), Mirik Aun Sissiri
(hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, galaxy, remove, system
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import enter, other_ship_owners
from engines.galaxy.leaders.common import active, agent_window, hero_action, own_planets
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.movement import limit_checks

TRILLOSSA, TRRAKAN, SISSIRI = "trillossa_aun_mirik", "trrakan_aun_zulok", "mirik_aun_sissiri"
register_targets(TRILLOSSA, TRRAKAN, SISSIRI)


def _produced_ground_forces(window: Window) -> list[tuple[str, str]]:
    """(kind, planet) of each ground force the production placed ("kind@planet" in the subject)."""
    found = []
    for label in window.subject.split(","):
        kind, _, planet = label.partition("@")
        if kind in GROUND_FORCES and planet:
            found.append((kind, planet))
    return found


def _relocations(state: TIState, seat: int, node: int, produced: list[tuple[str, str]]) -> list[str]:
    near = {node, *galaxy(state).adjacent.get(node, ())}
    to = [p for p in own_planets(state, seat) if state.planets[p].system in near]
    return [f"{seat}:{kind}@planet:{origin}>planet:{planet}" for kind, origin in dict.fromkeys(produced)
            for planet in to if planet != origin]


@agent_window(TRILLOSSA, "after:production", by="any",
              could=lambda state, seat, window: bool(_produced_ground_forces(window)))
def trillossa_aun_mirik(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The producer may put the ground forces just produced on its planets in that or an adjacent system."""
    producer, produced = active(window), _produced_ground_forces(window)
    offer(state, producer, TRILLOSSA, _relocations(state, producer, window.system, produced), system=window.system,
          amount=len(produced), planet=window.subject)
    return []


@resolves(TRILLOSSA, prompt=lambda state, step: "{p%d}: move a ground force just produced (%d left)?" % (
    step.seat, step.amount))
def _relocate(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    what, to = target.split(">")
    kind = what.split(":")[1].split("@")[0]
    origin = what.split("@planet:")[1]
    planet = to.removeprefix("planet:")
    remove(state.planets[origin].units, step.seat, kind, 1)
    add(state.planets[planet].units, step.seat, kind, 1)
    produced = [p for p in step.planet.split(",") if p]
    if f"{kind}@{origin}" in produced:
        produced.remove(f"{kind}@{origin}")
    left = [(p.partition("@")[0], p.partition("@")[2]) for p in produced if p.partition("@")[0] in GROUND_FORCES]
    if step.amount > 1 and left:
        offer(state, step.seat, TRILLOSSA, _relocations(state, step.seat, step.system, left), system=step.system,
              amount=step.amount - 1, planet=",".join(produced))
    return [used(step.seat, TRILLOSSA, f"a {kind} goes to {planet}")]


@effect(TRRAKAN, hook="extra_dice", roll=("anti_fighter_barrage", "space_cannon", "bombardment"))
def trrakan_aun_zulok(ctx: Context) -> int:
    """One of the Argent's units rolling for a unit ability rolls one more die."""
    return 1


def _sissiri_moves(state: TIState, seat: int, arrived: tuple[int, ...] = ()) -> list[str]:
    """Moves still open: from a system with the seat's units (not one a move already went to) into a system
    with its command token and no other player's ships."""
    homes = [int(k) for k, s in state.systems.items()
             if seat in s.tokens and not other_ship_owners(state, seat, int(k))]
    origins = [int(k) for k, s in state.systems.items() if any(u.owner == seat for u in s.space)
               and int(k) not in arrived]
    return [f"system:{a}>system:{b}" for a in sorted(origins) for b in sorted(homes) if a != b]


@hero_action(SISSIRI, ready=lambda state, seat: bool(_sissiri_moves(state, seat)))
def mirik_aun_sissiri(state: TIState, seat: int, target: str) -> list[Event]:
    """The Argent's ships, with what they carry, move from anywhere to systems with their tokens."""
    offer(state, seat, SISSIRI, _sissiri_moves(state, seat))
    return []


@resolves(SISSIRI, prompt=lambda state, step: "{p%d}: move the ships of a system (with their cargo)?" % step.seat)
def _move_fleet(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    origin, destination = (int(part.removeprefix("system:")) for part in target.split(">"))
    space = system(state, origin).space
    for stack in [s for s in space if s.owner == step.seat]:
        number, hurt = stack.count, stack.damaged
        remove(space, step.seat, stack.kind, number)
        add(system(state, destination).space, step.seat, stack.kind, number, hurt)
    enter(state, destination)
    limit_checks(state, step.seat, [destination])
    arrived = (*(int(n) for n in step.planet.split(",") if n), destination)
    offer(state, step.seat, SISSIRI, _sissiri_moves(state, step.seat, arrived), planet=",".join(map(str, arrived)))
    return [used(step.seat, SISSIRI, f"ships move to position {destination}")]
