"""The Yin Brotherhood's leaders so far: Brother Milor (agent) and Brother Omar (commander: it counts as a green
technology for prerequisites; its second ability is still to come); Dannel of the Tenth is still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.forces import enter
from engines.galaxy.leaders.common import active, agent_window
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window

MILOR, OMAR = "brother_milor", "brother_omar"


def _milor_kind(window: Window) -> str:
    lost = [k for k in window.subject.split(",") if k]
    if window.planet and any(k in GROUND_FORCES for k in lost):
        return "infantry"
    if not window.planet and any(k in SHIPS for k in lost):
        return "fighter"
    return ""


@agent_window(MILOR, "after:unit_destroyed", by="any", could=lambda s, seat, w: bool(_milor_kind(w)))
def brother_milor(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player who lost the unit puts 2 fighters (a ship) or 2 infantry (a ground force) where it was."""
    owner, kind = active(window), _milor_kind(window)
    if kind == "infantry":
        add(state.planets[window.planet].units, owner, kind, 2)
    else:
        add(system(state, window.system).space, owner, kind, 2)
        enter(state, window.system)
    return [used(seat, MILOR, "{p%d} gets 2 %ss" % (owner, kind))]


@effect(OMAR, hook="technology_colours")
def brother_omar(ctx: Context) -> tuple[str, ...]:
    return ("green",)
