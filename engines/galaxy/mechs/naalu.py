"""The Naalu Collective's mech, the Iconoclast: no ANTI-FIGHTER BARRAGE against the Naalu's units in its system."""

from __future__ import annotations

from engines.galaxy.effects import Context, effect
from engines.galaxy.mechs.common import mech_in

ICONOCLAST = "iconoclast"


@effect(ICONOCLAST, hook="immune_to_barrage")
def iconoclast(ctx: Context) -> bool:
    return mech_in(ctx.state, ctx.seat, ctx.system)
