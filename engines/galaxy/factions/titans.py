"""The Titans of Ul: sleepers under the planets.

- Terragenesis: sleeper tokens after exploring (exploration: the Prophecy of Kings issue).
- Awaken: after they activate a system, its sleeper tokens may become PDS (sleepers are planet
  attachments "sleeper"; until exploration places them, only the rules here read them).
- Coalescence: their flagship or awakened units landing among other players' units must fight.
- Saturn Engine (cruisers): carry 1; II hits on 6, moves 3, carries 2, SUSTAIN DAMAGE.
- Hel-Titan (PDS): PLANETARY SHIELD, SUSTAIN DAMAGE, PRODUCTION 1, SPACE CANNON (II reaches adjacent
  systems); it also fights on the ground (a ruling: it joins ground combat as a ground force).
- Ouranos (flagship): after they activate a system with one of their PDS, the flagship may take a PDS's place.
- Terraform (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import add, count, planets_in, remove
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import used
from engines.galaxy.forces import add_units, reinforcements
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitPlaced
from engines.galaxy.windows import answer

SLEEPER = "sleeper"


def _sleepers(state: TIState, seat: int, window: Window) -> list[str]:
    if reinforcements(state, seat, "pds") == 0:
        return []
    return [f"planet:{p}" for p in planets_in(state, window.system) if SLEEPER in state.planets[p].attachments]


@answer("awaken", "after:activation", could=lambda s, seat, w: bool(_sleepers(s, seat, w)), targets=_sleepers)
def awaken(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After the Titans activate a system, each sleeper token there may become a PDS from reinforcements."""
    planet = target.removeprefix("planet:")
    state.planets[planet].attachments.remove(SLEEPER)
    add_units(state, seat, window.system, planet, "pds")
    window.used.remove(f"{seat}:awaken")  # each sleeper in turn
    return [UnitPlaced(seat=seat, kind="pds", system=window.system, planet=planet, source="awaken")]


@effect("hel_titan_i", hook="combatants", combat="ground")
def hel_titan(ctx: Context) -> list[str]:
    """The Titans' PDS fight in ground combat as ground forces (the rest of the invasion treats them as
    structures: they are not landed, nor carried)."""
    return ["pds"]


@effect("hel_titan_i", hook="fights_on_ground")
def hel_titan_fights(ctx: Context) -> list[str]:
    return ["pds"]


@effect("hel_titan_i", hook="hittable_kinds", targets="ground_forces")
def hel_titan_hit(ctx: Context) -> list[str]:
    return ["pds"]


def _pds_planets(state: TIState, seat: int, node: int) -> list[str]:
    return [f"planet:{p}" for p in planets_in(state, node) if count(state.planets[p].units, seat, ["pds"])]


def _ouranos_targets(state: TIState, seat: int, window: Window) -> list[str]:
    return _pds_planets(state, seat, window.system) if reinforcements(state, seat, "flagship") != 0 else []


@answer("ouranos", "after:activation", could=lambda s, seat, w: bool(_ouranos_targets(s, seat, w)),
        targets=_ouranos_targets)
def ouranos(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After the Titans activate a system with their PDS, the flagship may replace one of those PDS."""
    planet = target.removeprefix("planet:")
    remove(state.planets[planet].units, seat, "pds")
    add(state.systems[str(window.system)].space, seat, "flagship")
    return [used(seat, "ouranos", f"rises from {planet}"),
            UnitPlaced(seat=seat, kind="flagship", system=window.system, planet="", source="ouranos")]
