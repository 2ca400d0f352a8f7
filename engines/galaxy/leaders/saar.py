"""The Clan of Saar's leaders so far: Gurno Aggero (hero); Captain Mendosa and Rowl Sarrig are still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import count, galaxy, planets_in, system
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.forces import destroy
from engines.galaxy.leaders.common import hero_action
from engines.galaxy.state import TIState

AGGERO = "gurno_aggero"
SMALL = ("fighter", "infantry")
register_targets(AGGERO)


def _targets(state: TIState, seat: int) -> list[str]:
    docks = {p.system for p in state.planets.values() if count(p.units, seat, ["space_dock"])}
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
