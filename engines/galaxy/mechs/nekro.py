"""The Nekro Virus's mech, the Mordred: +2 to its combat rolls against a player one of whose faction technologies
the Nekro hold through a Valefar Assimilator."""

from __future__ import annotations

from engines.galaxy.content.technologies import every_technology
from engines.galaxy.effects import Context, effect
from engines.galaxy.mechs.common import MECH
from engines.galaxy.state import TIState

MORDRED = "mordred"
BONUS = 2


def assimilated_from(state: TIState, seat: int, opponent: int) -> bool:
    """The seat holds a faction technology of ``opponent``'s faction (one a Valefar Assimilator copied)."""
    faction = state.players[opponent].faction
    techs = every_technology()
    return any(t in techs and techs[t].faction == faction for t in state.players[seat].technologies)


@effect(MORDRED, hook="roll_modifier", roll="combat", unit=MECH)
def mordred(ctx: Context) -> int:
    opponent = ctx.details.get("opponent")
    if not isinstance(opponent, int) or opponent < 0 or opponent == ctx.seat:
        return 0
    return BONUS if assimilated_from(ctx.state, ctx.seat, opponent) else 0
