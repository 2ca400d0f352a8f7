"""The Embers of Muaat's leaders so far: Umbat (agent) and Magmus (commander); Adjudicator Ba'al is still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import count
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import agent_action
from engines.galaxy.state import TIState
from engines.galaxy.steps.production import Production

UMBAT, MAGMUS = "umbat", "magmus"
UMBAT_UNITS, UMBAT_UNIT_COST = 2, 4
register_targets(UMBAT)


def _forges(state: TIState, seat: int) -> list[str]:
    """"<seat>@system:<node>" for each system holding a player's war sun or flagship."""
    found = []
    for key, place in sorted(state.systems.items(), key=lambda item: int(item[0])):
        for player in state.players:
            if not player.eliminated and count(place.space, player.seat, ["war_sun", "flagship"]):
                found.append(f"{player.seat}@system:{key}")
    return found


@agent_action(UMBAT, ready=lambda state, seat: bool(_forges(state, seat)), targets=_forges)
def umbat(state: TIState, seat: int, target: str) -> list[Event]:
    """A player produces up to 2 units costing 4 or less each in a system with their war sun or flagship."""
    who, _, where = target.partition("@")
    producer, node = int(who), int(where.removeprefix("system:"))
    flow.push(state, Production(seat=producer, system=node, purpose="system", limit=UMBAT_UNITS,
                                unit_cost_cap=UMBAT_UNIT_COST))
    return [used(seat, UMBAT, "{p%d} produces up to 2 units at position %d" % (producer, node))]


@effect(MAGMUS, hook="strategy_token_spent")
def magmus(ctx: Context) -> list[Event]:
    """1 trade good after the Muaat spend a token from their strategy pool."""
    return [used(ctx.seat, MAGMUS, "a trade good for the token"), *gain_trade_goods(ctx.state, ctx.seat, 1, MAGMUS)]
