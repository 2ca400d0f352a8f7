"""The Xxcha Kingdom's mech, the Indomitus: its SPACE CANNON reaches adjacent systems too."""

from __future__ import annotations

from engines.galaxy.effects import Context, effect
from engines.galaxy.mechs.common import MECH

INDOMITUS = "indomitus"


@effect(INDOMITUS, hook="space_cannon_adjacent")
def indomitus(ctx: Context) -> bool:
    return bool(ctx.unit == MECH)
