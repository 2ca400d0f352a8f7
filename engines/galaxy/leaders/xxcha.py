"""The Xxcha Kingdom's leaders so far: Ggrocuto Rinn (agent); Elder Qanoj and Xxekir Grom are still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import galaxy, remove
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import agent_action, own_planets
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.factions import FactionOffer

RINN = "ggrocuto_rinn"
register_targets(RINN)


def _exhausted_planets(state: TIState, seat: int) -> list[str]:
    return [f"planet:{k}" for k, p in sorted(state.planets.items()) if p.exhausted and p.owner != NOBODY]


@agent_action(RINN, ready=lambda state, seat: bool(_exhausted_planets(state, seat)), targets=_exhausted_planets)
def ggrocuto_rinn(state: TIState, seat: int, target: str) -> list[Event]:
    """A planet is readied; beside the Xxcha's planets, an infantry on it may go back to its owner."""
    planet = target.removeprefix("planet:")
    place = state.planets[planet]
    place.exhausted = False
    near = {place.system, *galaxy(state).adjacent.get(place.system, ())}
    beside = any(state.planets[p].system in near for p in own_planets(state, seat))
    owners = sorted({s.owner for s in place.units if s.kind == "infantry"})
    if beside and owners:
        offer(state, seat, RINN, [f"seat:{o}" for o in owners], planet=planet)
    return [used(seat, RINN, f"readies {planet}")]


@resolves(RINN, prompt=lambda state, step: "{p%d}: send an infantry on %s back to its owner?" % (step.seat,
                                                                                                 step.planet))
def _send_back(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    owner = int(target.removeprefix("seat:"))
    remove(state.planets[step.planet].units, owner, "infantry", 1)
    return [used(step.seat, RINN, "{p%d}'s infantry on %s goes back" % (owner, step.planet))]
