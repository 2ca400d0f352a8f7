"""The Nekro Virus's leaders so far: Nekro Acidos (commander); Nekro Malleon and UNIT.DSGN.FLAYESH are still to
come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.hands import draw_action_cards

ACIDOS = "nekro_acidos"


@effect(ACIDOS, hook="technology_gained")
def nekro_acidos(ctx: Context) -> list[Event]:
    """An action card after the Nekro gain a technology."""
    return [used(ctx.seat, ACIDOS, "draws an action card"), *draw_action_cards(ctx.state, ctx.seat, 1)]
