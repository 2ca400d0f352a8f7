"""The Nomad's leaders so far: Navarch Feng (commander) and Ahk-Syl Siven (hero); their three agents are still to
come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import stats
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import hero_action
from engines.galaxy.state import Modifier, TIState

FENG, SIVEN = "navarch_feng", "ahk_syl_siven"
FREE_MOVES = "siven_free_moves"


@effect(FENG, hook="production_discount")
def navarch_feng(ctx: Context) -> int:
    """The flagship is produced without spending resources (its cost comes off the order's)."""
    order = ctx.details.get("order") or ()
    wanted = any(getattr(o, "kind", "") == "flagship" for o in order)
    return (stats(ctx.state, ctx.seat, "flagship").cost or 0) if wanted else 0


@hero_action(SIVEN)
def ahk_syl_siven(state: TIState, seat: int, target: str) -> list[Event]:
    """For the rest of the round the Nomad's units may move out of systems holding their command tokens (the facts
    name the flagship and what it carries; the engine lets every unit go, a ruling for now)."""
    state.modifiers.append(Modifier(FREE_MOVES, seat, "round"))
    return [used(seat, SIVEN, "may leave systems with their tokens this round")]


@effect(FREE_MOVES, hook="leave_own_tokens")
def siven_free_moves(ctx: Context) -> bool:
    return True
