"""The L1Z1X Mindnet's mech, the Annihilator: BOMBARDMENT 8, and while it takes no part in a ground combat it
bombards the planets of its own system as a ship would, from the planet it stands on (hook
``planet_bombarders``: the invasion's bombardment and Harrow count it beside the ships in the space area)."""

from __future__ import annotations

from engines.galaxy.board import count, planets_in
from engines.galaxy.effects import Context, effect
from engines.galaxy.mechs.common import MECH

ANNIHILATOR = "annihilator"


@effect(ANNIHILATOR, hook="planet_bombarders")
def annihilator(ctx: Context) -> dict[str, int] | None:
    """The seat's mechs on the system's planets other than ``planet`` (the one fought over, if any)."""
    state, seat = ctx.state, ctx.seat
    found = sum(count(state.planets[p].units, seat, [MECH]) for p in planets_in(state, ctx.system)
                if p != ctx.details.get("planet", ""))
    return {MECH: found} if found else None
