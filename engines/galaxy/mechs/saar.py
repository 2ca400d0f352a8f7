"""The Clan of Saar's mech, the Scavenger Zeta: DEPLOY after gaining control of a planet, 1 trade good for a mech
there."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add
from engines.galaxy.factions.base import used
from engines.galaxy.mechs.common import MECH, mech_left
from engines.galaxy.paying import spend_goods
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

SCAVENGER_ZETA = "scavenger_zeta"
PRICE = 1


def _could(state: TIState, seat: int, window: Window) -> bool:
    return (bool(window.planet) and state.planets[window.planet].owner == seat
            and state.players[seat].trade_goods >= PRICE and mech_left(state, seat))


@answer(SCAVENGER_ZETA, "after:gain_control", by="you", could=_could)
def scavenger_zeta(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """A trade good for a mech from reinforcements on the planet just gained."""
    add(state.planets[window.planet].units, seat, MECH)
    return [*spend_goods(state, seat, "Scavenger Zeta", PRICE),
            used(seat, SCAVENGER_ZETA, f"deploys a mech on {window.planet}")]
