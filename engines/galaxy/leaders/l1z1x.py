"""The L1Z1X Mindnet's leaders so far: I48S (agent) and 2RAM (commander); The Helmsman is still to come."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, count, planets_in, remove, system
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import active, agent_window
from engines.galaxy.mechs.common import MECH, mech_left
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window

I48S, TWO_RAM = "i48s", "2ram"
register_targets(I48S)


def _infantry_places(state: TIState, seat: int, window: Window) -> list[str]:
    """Where the activating player's infantry stand in the active system ("planet:<key>", "system:<node>")."""
    owner = active(window)
    if window.system == -1 or owner < 0 or not mech_left(state, owner):
        return []
    found = [f"system:{window.system}"] if count(system(state, window.system).space, owner, ["infantry"]) else []
    return found + [f"planet:{p}" for p in planets_in(state, window.system)
                    if count(state.planets[p].units, owner, ["infantry"])]


@agent_window(I48S, "after:activation", by="any", could=lambda s, seat, w: bool(_infantry_places(s, seat, w)),
              targets=_infantry_places)
def i48s(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player who activated the system turns one of their infantry there into a mech from reinforcements."""
    owner = active(window)
    kind, _, where = target.partition(":")
    units = state.planets[where].units if kind == "planet" else system(state, int(where)).space
    remove(units, owner, "infantry", 1)
    add(units, owner, MECH)
    return [used(seat, I48S, "{p%d}'s infantry becomes a mech" % owner)]


@effect(TWO_RAM, hook="planetary_shield_ignored")
def two_ram(ctx: Context) -> bool:
    """PLANETARY SHIELD does not stop the L1Z1X's BOMBARDMENT."""
    return True
