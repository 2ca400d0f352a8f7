"""The Xxcha Kingdom's leaders: Ggrocuto Rinn (agent), Elder Qanoj (commander: a vote more for each planet
exhausted to vote, and nothing bars them from voting) and Xxekir Grom (hero, kept once unlocked: each of their
planets is worth its resources and influence together, as resources and as influence)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import galaxy, remove
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import agent_action, own_planets
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.factions import FactionOffer

RINN, QANOJ, GROM = "ggrocuto_rinn", "elder_qanoj", "xxekir_grom"
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


@effect(QANOJ, hook="votes_per_planet")
def elder_qanoj(ctx: Context) -> int:
    """Each planet the Xxcha exhaust to vote gives one vote more."""
    return 1


@effect(QANOJ, hook="votes_unstoppable")
def elder_qanoj_votes(ctx: Context) -> bool:
    """No game effect stops the Xxcha from voting."""
    return True


def _printed_and_attached(ctx: Context, kind: str) -> int:
    from engines.galaxy.economy import printed
    from engines.galaxy.exploration.attachments import bonus

    planet = printed(ctx.planet)
    return (planet.influence if kind == "influence" else planet.resources) + bonus(ctx.state, ctx.planet, kind)


@effect(GROM, hook="planet_resources")
def xxekir_grom(ctx: Context) -> int:
    """Political Data Nexus: a planet's influence adds to its resources..."""
    return _printed_and_attached(ctx, "influence")


@effect(GROM, hook="planet_influence")
def xxekir_grom_influence(ctx: Context) -> int:
    """... and its resources to its influence."""
    return _printed_and_attached(ctx, "resources")
