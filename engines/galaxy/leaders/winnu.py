"""The Winnu's leaders so far: Berekar Berekon (agent) and Rickar Rickani (commander); Mathis Mathinus is still to
come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.economy import MECATOL_REX, printed
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import active, agent_window
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window

BEREKON, RICKAR = "berekar_berekon", "rickar_rickani"
CHEAPER = "berekon_discount"  # the producer's 2 resources off, for this turn's production
BEREKON_DISCOUNT = 2


@agent_window(BEREKON, "when:production", by="any")
def berekar_berekon(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player producing pays 2 resources less for the units."""
    state.modifiers.append(Modifier(CHEAPER, active(window), "turn", amount=BEREKON_DISCOUNT))
    return [used(seat, BEREKON, "{p%d} pays 2 less for this production" % active(window))]


@effect(CHEAPER, hook="production_discount")
def berekon_discount(ctx: Context) -> int:
    return sum(m.amount for m in ctx.state.modifiers if m.effect == CHEAPER and m.owner == ctx.seat)


def _rickar_system(state: TIState, seat: int, node: int) -> bool:
    if node == state.players[seat].home:
        return True
    return any(k == MECATOL_REX or printed(k).legendary for k, p in state.planets.items() if p.system == node)


@effect(RICKAR, hook="roll_modifier", roll="combat")
def rickar_rickani(ctx: Context) -> int:
    """+2 to the Winnu's combat rolls in the Mecatol Rex system, at home, and where a legendary planet is."""
    node = ctx.details.get("system")
    return 2 if isinstance(node, int) and node != -1 and _rickar_system(ctx.state, ctx.seat, node) else 0
