"""The Sardakk N'orr's leaders: T'ro (agent), G'hom Sek'kus (commander: in an invasion, one more ground force
from each of their planets in the active system or in an adjacent system without their command token) and
Sh'val, Harbinger (hero: straight from the move to committing ground forces; then their ships there go back)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, galaxy, planets_in, remove, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import take_away
from engines.galaxy.leaders.common import active, agent_window, hero_window, own_planets
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

TRO, GHOM, SHVAL = "tro", "ghom_sekkus", "shval_harbinger"
GHOM_USED = "ghom_sekkus_used"  # a planet (its index among the planets) that gave its ground force this action
SHIPS_HOME = "tekklar_conditioning"
TRO_INFANTRY = 2
register_targets(TRO, GHOM)


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


# ----- G'hom Sek'kus ---------------------------------------------------------------------------------------


def _index(state: TIState, planet: str) -> int:
    return sorted(state.planets).index(planet)


def _ghom_sources(state: TIState, seat: int, node: int, landed: list[str]) -> list[tuple[str, str]]:
    """(planet, kind): one ground force each planet of the seat's may send, in the active system (not a planet
    landed on) or in an adjacent system without its command token."""
    spent = {m.target for m in state.modifiers if m.effect == GHOM_USED and m.owner == seat}
    near = [n for n in galaxy(state).neighbours(node) if seat not in system(state, n).tokens]
    found = []
    for where in (node, *near):
        for planet in planets_in(state, where):
            if planet in landed or _index(state, planet) in spent:
                continue
            kinds = sorted({s.kind for s in state.planets[planet].units if s.owner == seat and s.kind in GROUND_FORCES})
            found += [(planet, k) for k in kinds]
    return found


def _ghom_targets(state: TIState, seat: int, window: Window) -> list[str]:
    invasion = flow.parent(state, Invasion)
    if invasion is None or invasion.seat != seat or not invasion.landed or window.planet != invasion.landed[0]:
        return []
    sources = _ghom_sources(state, seat, invasion.system, invasion.landed)
    return [f"{seat}:{k}@planet:{p}>planet:{d}" for p, k in sources for d in invasion.landed]


@answer(GHOM, "after:commit_ground_forces", by="you", could=lambda s, seat, w: bool(_ghom_targets(s, seat, w)),
        targets=_ghom_targets)
def ghom_sekkus(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One ground force from a planet of theirs nearby joins a planet they landed on (each planet gives one)."""
    what, destination = target.split(">")
    unit, source = what.split("@")
    kind, planet, onto = unit.split(":")[1], source.removeprefix("planet:"), destination.removeprefix("planet:")
    hurt = remove(state.planets[planet].units, seat, kind, 1)
    add(state.planets[onto].units, seat, kind, 1, hurt)
    state.modifiers.append(Modifier(GHOM_USED, seat, "tactical", target=_index(state, planet)))
    if f"{seat}:{GHOM}" in window.used:
        window.used.remove(f"{seat}:{GHOM}")  # one planet at a time: asked again
    return [used(seat, GHOM, f"a {kind} from {planet} joins the invasion of {onto}")]


# ----- Sh'val, Harbinger -----------------------------------------------------------------------------------


def _ground_forces_in_space(state: TIState, seat: int, window: Window) -> bool:
    return any(s.owner == seat and s.kind in GROUND_FORCES for s in system(state, window.system).space)


@hero_window(SHVAL, "after:move_into", by="you", could=_ground_forces_in_space)
def shval_harbinger(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Tekklar Conditioning: after moving in, no space cannon and no space combat: straight to committing ground
    forces; once the invasion is over the Sardakk's ships there (and what they did not land) go back."""
    tactical = flow.parent(state, TacticalAction)
    if tactical is not None:
        tactical.stage = "production"
    offer(state, seat, SHIPS_HOME, [""], system=window.system, must=True)
    flow.push(state, Invasion(seat=seat, system=window.system, stage="custodians"))
    return [used(seat, SHVAL, "goes straight to the invasion")]


@resolves(SHIPS_HOME, prompt=lambda state, step: "{p%d}: Tekklar Conditioning: the ships go back" % step.seat)
def tekklar_conditioning(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    events: list[Event] = []
    for stack in [s for s in system(state, step.system).space if s.owner == step.seat]:
        if stack.kind in SHIPS or stack.kind in GROUND_FORCES:
            events += take_away(state, step.seat, step.system, "", stack.kind, stack.count, SHVAL)
    return events
