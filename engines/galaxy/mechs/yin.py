"""The Yin Brotherhood's mech, Moyin's Ashes, DEPLOY: when they use Indoctrination, 1 influence more makes the
unit that replaces the enemy infantry one of their mechs (offered beside Indoctrination in its window; using one
uses the other)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, count, remove
from engines.galaxy.economy import spendable
from engines.galaxy.effects import in_force
from engines.galaxy.factions.base import other_side, used
from engines.galaxy.mechs.common import MECH, mech_left
from engines.galaxy.state import TIState
from engines.galaxy.steps.common import Pay
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

MOYINS_ASHES, INDOCTRINATION = "moyins_ashes", "indoctrination"
PRICE = 2 + 1  # Indoctrination's 2 influence and 1 more


def _could(state: TIState, seat: int, window: Window) -> bool:
    enemy = other_side(window, seat)
    return (bool(window.planet) and enemy >= 0 and f"{seat}:{INDOCTRINATION}" not in window.used
            and count(state.planets[window.planet].units, enemy, ["infantry"]) > 0
            and spendable(state, seat, "influence") >= PRICE and mech_left(state, seat)
            and INDOCTRINATION in in_force(state, seat))


@answer(MOYINS_ASHES, "start:ground_combat", could=_could)
def moyins_ashes(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    enemy = other_side(window, seat)
    units = state.planets[window.planet].units
    remove(units, enemy, "infantry")
    add(units, seat, MECH)
    window.used.append(f"{seat}:{INDOCTRINATION}")  # Indoctrination is used with it
    flow.push(state, Pay(seat=seat, kind="influence", amount=PRICE, why="Indoctrination with Moyin's Ashes"))
    return [used(seat, MOYINS_ASHES, "{p%d}'s infantry on %s becomes a Yin mech" % (enemy, window.planet))]
