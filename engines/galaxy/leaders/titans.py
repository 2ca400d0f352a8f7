"""The Titans of Ul's leaders so far: Tellurian (agent) and Tungstantus (commander); Ul the Progenitor is still to
come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.cards.action_cards.combat import _hits_below as hits_below  # the hits a window stands over
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import active, agent_window
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

TELLURIAN, TUNGSTANTUS = "tellurian", "tungstantus"


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
