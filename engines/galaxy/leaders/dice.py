"""An agent's extra die for one chosen unit this combat round (Viscount Unlenn's ship, Evelyn DeLouis's ground
force): a ``Modifier`` of the unit's owner for the round, naming the kind; hook ``chosen_unit_dice``."""

from __future__ import annotations

from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.state import Modifier, TIState

EXTRA_DIE = "agent_extra_die"
KINDS = (*SHIPS, *GROUND_FORCES)


def give_extra_die(state: TIState, owner: int, kind: str) -> None:
    state.modifiers.append(Modifier(EXTRA_DIE, owner, "combat_round", target=KINDS.index(kind)))


@effect(EXTRA_DIE, hook="chosen_unit_dice", roll="combat")
def agent_extra_die(ctx: Context) -> int:
    return sum(1 for m in ctx.state.modifiers if m.effect == EXTRA_DIE and m.owner == ctx.seat
               and KINDS[m.target] == ctx.unit)
