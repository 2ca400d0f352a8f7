"""Mechs that change how their own side's units count or roll:

- the Argent Flight's Aerie Sentinel uses no capacity while carried, or in a space area with Argent ships
  that have capacity (hook ``capacity_free``);
- the Universities of Jol-Nar's Shield Paling: their infantry on its planet ignore Fragile (the -1 is given
  back to those infantry's combat rolls).
"""

from __future__ import annotations

from engines.galaxy.effects import Context, effect, in_force
from engines.galaxy.mechs.common import MECH, mech_on

AERIE_SENTINEL, SHIELD_PALING = "aerie_sentinel", "shield_paling"
FRAGILE = "fragile"


@effect(AERIE_SENTINEL, hook="capacity_free")
def aerie_sentinel(ctx: Context) -> tuple[str, ...]:
    return (MECH,)


@effect(SHIELD_PALING, hook="roll_modifier", roll="combat", unit="infantry")
def shield_paling(ctx: Context) -> int:
    planet = ctx.details.get("planet") or ""
    return 1 if FRAGILE in in_force(ctx.state, ctx.seat) and mech_on(ctx.state, ctx.seat, planet) else 0
