"""Several planets gained at once (TI-EXPLORE-7, 8): their new controller picks the order, and each is
gained and explored, its card resolved, before the next."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.sources import TABLE
from engines.galaxy.exploration.explore import explorable
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.invasion import Invasion

ORDER = "exploration_order"


def _ask(state: TIState, seat: int, node: int, planets: list[str]) -> None:
    offer(state, seat, ORDER, [f"planet:{p}" for p in planets], system=node, must=True)


@effect(TABLE, hook="gaining_planets")
def choose_order(ctx: Context) -> list[Event]:
    explored = [p for p in ctx.planets if state_unowned(ctx, p)]
    if len(explored) > 1:
        _ask(ctx.state, ctx.seat, ctx.system, explored)
    return []


def state_unowned(ctx: Context, planet: str) -> bool:
    return ctx.state.planets[planet].owner == NOBODY and explorable(ctx.state, planet)


@resolves(ORDER, prompt=lambda state, step: "{p%d}: choose the next planet to gain and explore" % step.seat,
          rule="TI-EXPLORE-7")
def _next(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    invasion = flow.parent(state, Invasion)
    if invasion is None:
        return []
    planet = target.removeprefix("planet:")
    slot = invasion.turn + step.amount
    invasion.landed.remove(planet)
    invasion.landed.insert(slot, planet)
    left = [t.removeprefix("planet:") for t in step.targets if t != target]
    if len(left) > 1:
        offer(state, step.seat, ORDER, [f"planet:{p}" for p in left], system=step.system, amount=step.amount + 1,
              must=True)
    return []
