"""The Embers of Muaat's leaders so far: Magmus (commander); Umbat and Adjudicator Ba'al are still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used

MAGMUS = "magmus"


@effect(MAGMUS, hook="strategy_token_spent")
def magmus(ctx: Context) -> list[Event]:
    """1 trade good after the Muaat spend a token from their strategy pool."""
    return [used(ctx.seat, MAGMUS, "a trade good for the token"), *gain_trade_goods(ctx.state, ctx.seat, 1, MAGMUS)]
