"""The Sardakk N'orr's leaders so far: T'ro (agent); G'hom Sek'kus and Sh'val, Harbinger are still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import active, agent_window, own_planets
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window

TRO = "tro"
TRO_INFANTRY = 2
register_targets(TRO)


def _planets(state: TIState, seat: int, window: Window) -> list[str]:
    owner = active(window)
    return [f"planet:{p}" for p in own_planets(state, owner, window.system)] if owner >= 0 else []


@agent_window(TRO, "end:tactical_action", by="any", could=lambda s, seat, w: bool(_planets(s, seat, w)),
              targets=_planets)
def tro(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The active player puts 2 infantry from reinforcements on one of their planets in the active system."""
    planet = target.removeprefix("planet:")
    add(state.planets[planet].units, active(window), "infantry", TRO_INFANTRY)
    return [used(seat, TRO, "{p%d} puts 2 infantry on %s" % (active(window), planet))]
