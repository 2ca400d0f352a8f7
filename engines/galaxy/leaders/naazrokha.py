"""The Naaz-Rokha Alliance's leaders so far: Garv and Gunn (agent) and Dart and Tai (commander); Hesh and Prit are
still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.exploration.decks import deck_for
from engines.galaxy.exploration.explore import explore_planet
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.leaders.common import active, agent_window, own_planets
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window

GARV, DART = "garv_and_gunn", "dart_and_tai"
register_targets(GARV, DART)


def _explorable(state: TIState, seat: int) -> list[str]:
    return [f"planet:{p}" for p in own_planets(state, seat) if deck_for(p) is not None]


@agent_window(GARV, "end:turn", by="any", could=lambda s, seat, w: bool(_explorable(s, active(w))),
              targets=lambda s, seat, w: _explorable(s, active(w)))
def garv_and_gunn(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player whose turn ends explores one of their planets."""
    planet = target.removeprefix("planet:")
    return [used(seat, GARV, "{p%d} explores %s" % (active(window), planet)),
            *explore_planet(state, active(window), planet)]


@effect(DART, hook="planet_gained")
def dart_and_tai(ctx: Context) -> list[Event]:
    """A planet taken from another player may be explored (one nobody held is explored anyway, TI-EXPLORE-1)."""
    previous = ctx.details.get("previous", NOBODY)
    if previous in (NOBODY, ctx.seat) or deck_for(ctx.planet) is None:
        return []
    offer(ctx.state, ctx.seat, DART, [f"planet:{ctx.planet}"])
    return []


@resolves(DART, prompt=lambda state, step: "{p%d}: explore %s?" % (step.seat, step.targets[0].removeprefix("planet:")))
def _explore_taken(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return explore_planet(state, step.seat, target.removeprefix("planet:"))
