"""The Emirates of Hacan's leaders: Carth of Golden Sands (agent), Gila the Silvertongue (commander: while
voting, each trade good spent adds two votes, offered one trade good at a time) and Harrugh Gefhara (hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommoditiesReplenished
from engines.galaxy.economy import commodity_value, replenish
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import agent_turn, hero_window, seat_of
from engines.galaxy.paying import spend_goods
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window

CARTH, GEFHARA, GILA = "carth_of_golden_sands", "harrugh_gefhara", "gila_the_silvertongue"
GILA_VOTES = 2
FREE = "gefhara_free_production"
CARTH_COMMODITIES = 2
register_targets(CARTH, GEFHARA)


def _carth_targets(state: TIState, seat: int) -> list[str]:
    """"seat:<own>" (2 commodities, up to the commodity value) and "seat:<other>" (their commodities refilled)."""
    found = []
    for player in state.players:
        if player.eliminated or player.commodities >= commodity_value(state, player.seat):
            continue
        found.append(f"seat:{player.seat}")
    return found


@agent_turn(CARTH, ready=lambda state, seat: bool(_carth_targets(state, seat)), targets=_carth_targets)
def carth_of_golden_sands(state: TIState, seat: int, target: str) -> list[Event]:
    """The Hacan gain 2 commodities, or another player replenishes theirs."""
    chosen = seat_of(target)
    player = state.players[chosen]
    if chosen == seat:
        gained = min(CARTH_COMMODITIES, commodity_value(state, seat) - player.commodities)
        player.commodities += gained
        return [used(seat, CARTH, f"gains {gained} commodities")]
    return [used(seat, CARTH, "{p%d} replenishes commodities" % chosen),
            CommoditiesReplenished(seat=chosen, count=replenish(state, chosen))]


@hero_window(GEFHARA, "when:production", by="you")
def harrugh_gefhara(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Every unit of this production costs nothing."""
    state.modifiers.append(Modifier(FREE, seat, "turn"))
    return [used(seat, GEFHARA, "produces for free")]


@effect(FREE, hook="production_discount")
def gefhara_free_production(ctx: Context) -> int:
    return 1000  # more than any production costs


@effect(GILA, hook="vote_bonus")
def gila_the_silvertongue(ctx: Context) -> tuple[str, int] | None:
    """Two more votes for one trade good, while the voter has one (asked again after each)."""
    return (GILA, GILA_VOTES) if ctx.state.players[ctx.seat].trade_goods > 0 else None


@effect(GILA, hook="vote_bonus_taken")
def gila_pays(ctx: Context) -> list[Event]:
    """The trade good is spent; the bonus may be taken again (one trade good each time)."""
    from engines.galaxy import flow
    from engines.galaxy.steps.agenda import Agenda

    if ctx.bonus != GILA:
        return []
    step = flow.parent(ctx.state, Agenda)
    if step is not None and f"{ctx.seat}:{GILA}" in step.bonus:
        step.bonus.remove(f"{ctx.seat}:{GILA}")
    return spend_goods(ctx.state, ctx.seat, GILA)
