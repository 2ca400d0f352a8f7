"""The Barony of Letnev's mech, the Dunlain Reaper: DEPLOY at the start of a round of ground combat, 2 resources to
replace one of the Barony's infantry in that combat with a mech."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, count, remove
from engines.galaxy.economy import spendable
from engines.galaxy.factions.base import used
from engines.galaxy.mechs.common import MECH, mech_left
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

DUNLAIN_REAPER = "dunlain_reaper"
PRICE = 2


def _could(state: TIState, seat: int, window: Window) -> bool:
    return (bool(window.planet) and count(state.planets[window.planet].units, seat, ["infantry"]) > 0
            and spendable(state, seat, "resources") >= PRICE and mech_left(state, seat))


@answer(DUNLAIN_REAPER, "start:ground_combat_round", by="you", could=_could)
def dunlain_reaper(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One infantry in the combat becomes a mech from reinforcements; the 2 resources are paid next."""
    units = state.planets[window.planet].units
    remove(units, seat, "infantry", 1)
    add(units, seat, MECH)
    flow.push(state, Pay(seat=seat, kind="resources", amount=PRICE, why="Dunlain Reaper"))
    return [used(seat, DUNLAIN_REAPER, f"an infantry on {window.planet} becomes a mech")]
