"""The Titans of Ul's leaders: Tellurian (agent), Tungstantus (commander) and Ul the Progenitor (hero, kept once
used: Geoform readies Elysium and lies under it: +3 resources, +3 influence, and SPACE CANNON 5 (x3) as if it
were a unit there, for whoever controls Elysium)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.cards.action_cards.combat import _hits_below as hits_below  # the hits a window stands over
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.sources import TABLE
from engines.galaxy.exploration.attachments import attach, values_of
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import active, agent_window, hero_action
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

TELLURIAN, TUNGSTANTUS, UL = "tellurian", "tungstantus", "ul_the_progenitor"
ELYSIUM = "Elysium"
STAND_IN = "pds"  # the kind Geoform's dice are rolled as (any kind with SPACE CANNON would do)


def _hits_waiting(state: TIState, seat: int, window: Window) -> bool:
    below = hits_below(state, window)
    return below is not None and below.hits > 0


@agent_window(TELLURIAN, "before:hits_assigned", by="any", could=_hits_waiting)
def tellurian(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One hit against a unit is cancelled."""
    below = hits_below(state, window)
    if below is not None and below.hits > 0:
        below.hits -= 1
    return [used(seat, TELLURIAN, "cancels a hit against {p%d}" % active(window))]


@answer(TUNGSTANTUS, "after:production", by="you")
def tungstantus(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """1 trade good after the Titans' units use PRODUCTION."""
    return [used(seat, TUNGSTANTUS, "a trade good for producing"), *gain_trade_goods(state, seat, 1, TUNGSTANTUS)]


def _geoform_ready(state: TIState, seat: int) -> bool:
    place = state.planets.get(ELYSIUM)
    return place is not None and place.owner == seat and UL not in place.attachments


@hero_action(UL, ready=_geoform_ready)
def ul_the_progenitor(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: Geoform: Elysium is readied and this card attached to it."""
    state.planets[ELYSIUM].exhausted = False
    return [used(seat, UL, "Geoform: Elysium readied"), *attach(state, ELYSIUM, UL)]


def _geoformed(state: TIState, seat: int, node: object, planet: object) -> bool:
    place = state.planets.get(ELYSIUM)
    return (place is not None and UL in place.attachments and place.owner == seat and place.system == node
            and planet in ("", ELYSIUM, None))


@effect(TABLE, hook="space_cannon_extra")
def geoform_cannon(ctx: Context) -> list[Stack]:
    """Elysium with Geoform fires SPACE CANNON as if it were a unit of its controller."""
    if not _geoformed(ctx.state, ctx.seat, ctx.details.get("system"), ctx.details.get("planet", "")):
        return []
    return [Stack(ctx.seat, STAND_IN, 1)]


@effect(TABLE, hook="stand_in", roll="space_cannon")
def geoform_dice(ctx: Context) -> list[tuple[str, int, int]]:
    """... its dice: 3, hitting on 5 (the stand-in unit above rolls them instead of its own)."""
    if not _geoformed(ctx.state, ctx.seat, ctx.details.get("system"), ctx.details.get("planet", "")):
        return []
    cannon = values_of(UL)["space_cannon"]
    return [(STAND_IN, int(cannon["hit_on"]), int(cannon["dice"]))]
