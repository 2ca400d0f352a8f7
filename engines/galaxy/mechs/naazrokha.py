"""The Naaz-Rokha Alliance's mech, the Eidolon, and its other side, the Z-Grav Eidolon.

When a space combat starts, Eidolons in the active system's space area turn over to the Z-Grav side (a
``z_grav_eidolon`` modifier for the combat: the system is its target): there they fight in the space combat and
take its hits as ships, hit on the Z-Grav's combat value (8 against the Eidolon's 6, both with 2 dice) and have no
SUSTAIN DAMAGE. The combat's end ends the modifier: they are Eidolons again. A side of only Z-Gravs does not
keep a space combat going (the engine's "has ships" stays ships only: a ruling).
"""

from __future__ import annotations

from functools import cache

from engines.core.contract import Event
from engines.galaxy.board import count, system
from engines.galaxy.content.decks import decks
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.mechs.common import MECH
from engines.galaxy.state import Modifier

EIDOLON, Z_GRAV = "eidolon", "z_grav_eidolon"


@cache
def _hit_on(unit: str) -> int:
    found = next(u for u in decks().factions["naazrokha"].units if u.id == unit).stats.combat
    assert found is not None
    return found.hit_on


def _flipped_here(ctx: Context) -> bool:
    return not ctx.planet and any(m.effect == Z_GRAV and m.owner == ctx.seat and m.target == ctx.system
                                  for m in ctx.state.modifiers)


@effect(EIDOLON, hook="start_of_combat", combat="space")
def eidolon(ctx: Context) -> list[Event]:
    """At the start of a space combat, the Eidolons in the space area turn to their Z-Grav side."""
    if not count(system(ctx.state, ctx.system).space, ctx.seat, [MECH]):
        return []
    ctx.state.modifiers.append(Modifier(Z_GRAV, ctx.seat, "combat", target=ctx.system))
    return [used(ctx.seat, EIDOLON, "the mechs in space turn to Z-Grav Eidolons")]


@effect(Z_GRAV, hook="combatants", combat="space")
def z_grav_eidolon(ctx: Context) -> list[str]:
    """A Z-Grav Eidolon in the active system's space area is also a ship: it fights in the space combat."""
    return [MECH] if _flipped_here(ctx) else []


@effect(Z_GRAV, hook="hittable_kinds", targets="ships")
def z_grav_eidolon_hit(ctx: Context) -> list[str]:
    return [MECH] if _flipped_here(ctx) else []


@effect(Z_GRAV, hook="roll_modifier", roll="combat", unit=MECH)
def z_grav_eidolon_value(ctx: Context) -> int:
    """It hits on the Z-Grav side's value (the modifier takes the Eidolon's to it)."""
    return _hit_on(EIDOLON) - _hit_on(Z_GRAV) if _flipped_here(ctx) else 0


@effect(Z_GRAV, hook="lost_sustain")
def z_grav_eidolon_no_sustain(ctx: Context) -> list[str]:
    """The Z-Grav side has no SUSTAIN DAMAGE."""
    return [MECH] if _flipped_here(ctx) else []
