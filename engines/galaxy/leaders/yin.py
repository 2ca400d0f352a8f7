"""The Yin Brotherhood's leaders: Brother Milor (agent), Brother Omar (commander: it counts as a green technology
for prerequisites, and researching a technology another player owns, an infantry sent back skips its
prerequisites) and Dannel of the Tenth (hero: up to 3 infantry from reinforcements invade planets outside the
home systems, out of reach of SPACE CANNON)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import add, count, remove, system
from engines.galaxy.cards.common import is_home
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.exploration.attachments import demilitarized
from engines.galaxy.factions.base import used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import enter, reinforcements
from engines.galaxy.leaders.common import active, agent_window, hero_action
from engines.galaxy.research import WAIVER_SOURCES
from engines.galaxy.state import NOBODY, Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.windows import Window

MILOR, OMAR, DANNEL = "brother_milor", "brother_omar", "dannel_of_the_tenth"
DANNEL_INFANTRY = 3
DONE = "done"
SHIELDED = "quantum_dissemination"  # this turn, nobody fires SPACE CANNON at the infantry Dannel sent
WAIVER_SOURCES.add(OMAR)
register_targets(OMAR, DANNEL)


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


def _infantry_planets(state: TIState, seat: int) -> list[str]:
    return [f"planet:{k}" for k, p in sorted(state.planets.items()) if count(p.units, seat, ["infantry"])]


@effect(OMAR, hook="prerequisite_waivers")
def brother_omar_skip(ctx: Context) -> tuple[str, int] | None:
    """Researching a technology another player owns, an infantry sent back skips every prerequisite."""
    state, seat = ctx.state, ctx.seat
    owned = any(ctx.tech in p.technologies for p in state.players if p.seat != seat and not p.eliminated)
    return (OMAR, 0) if owned and _infantry_planets(state, seat) else None


@effect(OMAR, hook="waiver_used")
def brother_omar_returns(ctx: Context) -> list[Event]:
    if ctx.waiver == OMAR:
        offer(ctx.state, ctx.seat, OMAR, _infantry_planets(ctx.state, ctx.seat), must=True)
    return []


@resolves(OMAR, prompt=lambda state, step: "{p%d}: Brother Omar: the planet an infantry goes back from" % step.seat)
def _omar_infantry(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    remove(state.planets[planet].units, step.seat, "infantry")
    return [used(step.seat, OMAR, f"an infantry goes back from {planet} to skip the prerequisites")]


# ----- Dannel of the Tenth ---------------------------------------------------------------------------------


def _dannel_planets(state: TIState, seat: int) -> list[str]:
    """Planets outside every home system ground forces may land on (Mecatol Rex once the custodians left)."""
    return [f"planet:{k}" for k, p in sorted(state.planets.items())
            if not is_home(state, p.system) and not demilitarized(state, k)
            and (k != "Mecatol Rex" or state.custodians != NOBODY)]


def _dannel_ready(state: TIState, seat: int) -> bool:
    return reinforcements(state, seat, "infantry") != 0 and bool(_dannel_planets(state, seat))


def _next_choice(state: TIState, seat: int, chosen: list[str]) -> None:
    """Offer the next infantry's planet, or send the chosen infantry in."""
    left = reinforcements(state, seat, "infantry")
    if len(chosen) >= DANNEL_INFANTRY or (left is not None and left <= len(chosen)):
        flow.push(state, FactionOffer(seat=seat, source=DANNEL, targets=[DONE], planet=",".join(chosen), must=True))
        return
    flow.push(state, FactionOffer(seat=seat, source=DANNEL, targets=[DONE, *_dannel_planets(state, seat)],
                                  planet=",".join(chosen), must=True))


@hero_action(DANNEL, ready=_dannel_ready, targets=_dannel_planets)
def dannel_of_the_tenth(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: up to 3 infantry from reinforcements are committed to planets outside the home systems (one
    choice per infantry) and invade them; nobody may fire SPACE CANNON at them."""
    _next_choice(state, seat, [target.removeprefix("planet:")])
    return [used(seat, DANNEL, "sends infantry to invade")]


@resolves(DANNEL, prompt=lambda state, step: "{p%d}: Dannel of the Tenth: a planet for one more infantry, or done"
          % step.seat)
def _dannel_choice(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    chosen = [p for p in step.planet.split(",") if p]
    if target != DONE:
        _next_choice(state, step.seat, [*chosen, target.removeprefix("planet:")])
        return []
    return _invade(state, step.seat, chosen)


def _invade(state: TIState, seat: int, planets: list[str]) -> list[Event]:
    state.modifiers.append(Modifier(SHIELDED, seat, "turn"))
    by_system: dict[int, list[str]] = {}
    for planet in planets:
        add(state.planets[planet].units, seat, "infantry")
        node = state.planets[planet].system
        enter(state, node)
        if planet not in by_system.setdefault(node, []):
            by_system[node].append(planet)
    for node, landed in reversed(list(by_system.items())):  # the first chosen system invaded first
        flow.push(state, Invasion(seat=seat, system=node, stage="landed", landed=landed))
    where = ", ".join(planets)
    return [used(seat, DANNEL, f"commits {len(planets)} infantry: {where}")]


@effect(SHIELDED, hook="immune_to_space_cannon", defence=True)
def quantum_dissemination(ctx: Context) -> bool:
    """The infantry Dannel of the Tenth sent are out of SPACE CANNON's reach (this turn's invasions)."""
    return True
