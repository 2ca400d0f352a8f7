"""The Mentak Coalition's mech, the Moll Terminus: other players' ground forces on its planet cannot use SUSTAIN
DAMAGE."""

from __future__ import annotations

from engines.galaxy.effects import Context, effect
from engines.galaxy.mechs.common import mech_on

MOLL_TERMINUS = "moll_terminus"


@effect(MOLL_TERMINUS, hook="bars_sustain")
def moll_terminus(ctx: Context) -> bool:
    return ctx.victim != ctx.seat and mech_on(ctx.state, ctx.seat, ctx.planet)
