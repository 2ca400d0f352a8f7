"""The Titans of Ul: sleepers under the planets.

- Terragenesis: after they explore a planet without a sleeper token, they may put one of their 5 sleeper
  tokens there, or move one there from another planet (sleepers are planet attachments "sleeper").
- Awaken: after they activate a system, its sleeper tokens may become PDS (at most two PDS on a planet,
  LRR 79.5; placing a PDS, the Hecatoncheires may deploy instead).
- Coalescence: their flagship or awakened units put among other players' units must fight: the flagship
  in the space combat, awakened Hel-Titans in a ground combat of that tactical action's invasion (and
  they take the planet if they win it).
- Saturn Engine (cruisers): carry 1; II hits on 6, moves 3, carries 2, SUSTAIN DAMAGE.
- Hel-Titan (PDS): PLANETARY SHIELD, SUSTAIN DAMAGE, PRODUCTION 1, SPACE CANNON (II reaches adjacent
  systems, hook ``space_cannon_adjacent``); it also fights on the ground (a ruling: it joins ground combat as a
  ground force).
- Ouranos (flagship): after they activate a system with one of their PDS, the flagship may take a PDS's place.
- Terraform (note): ACTION: attached for good to one of its holder's planets outside its home system, not
  Mecatol Rex: +1 resource and +1 influence (the planet's extra traits are not kept: nothing reads them yet).
"""

from __future__ import annotations

from collections.abc import Iterator

from engines.core.contract import Event
from engines.galaxy.board import add, count, planets_in, remove
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.effects import Context, effect, fire, source_finder
from engines.galaxy.factions.base import used
from engines.galaxy.factions.notes import action_note
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units, ground_fighters, reinforcements
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.structures import room_on
from engines.galaxy.tactical.events import UnitPlaced
from engines.galaxy.windows import answer

SLEEPER = "sleeper"
SLEEPER_TOKENS = 5  # the Titans' sleeper tokens (a special component of the faction)
PLACE = "place"


def _sleepers(state: TIState, seat: int, window: Window) -> list[str]:
    if reinforcements(state, seat, "pds") == 0:
        return []
    return [f"planet:{p}" for p in planets_in(state, window.system)
            if SLEEPER in state.planets[p].attachments and room_on(state, seat, "pds", p)]


@answer("awaken", "after:activation", could=lambda s, seat, w: bool(_sleepers(s, seat, w)), targets=_sleepers)
def awaken(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After the Titans activate a system, each sleeper token there may become a PDS from reinforcements."""
    planet = target.removeprefix("planet:")
    state.planets[planet].attachments.remove(SLEEPER)
    add_units(state, seat, window.system, planet, "pds")
    window.used.remove(f"{seat}:awaken")  # each sleeper in turn
    return [UnitPlaced(seat=seat, kind="pds", system=window.system, planet=planet, source="awaken"),
            *fire(state, "structure_placed", [seat], kind="pds", planet=planet, system=window.system)]


def sleepers_placed(state: TIState) -> list[str]:
    return sorted(k for k, p in state.planets.items() if SLEEPER in p.attachments)


@effect("terragenesis", hook="planet_explored")
def terragenesis(ctx: Context) -> list[Event]:
    """After the Titans explore a planet without a sleeper, they may put a sleeper token on it or move one
    there from another planet."""
    state, planet = ctx.state, ctx.planet
    if not planet or SLEEPER in state.planets[planet].attachments:
        return []
    placed = sleepers_placed(state)
    targets = ([PLACE] if len(placed) < SLEEPER_TOKENS else []) + [f"planet:{p}" for p in placed]
    offer(state, ctx.seat, "terragenesis", targets, planet=planet)
    return []


@resolves("terragenesis", prompt=lambda state, step: "{p%d}: Terragenesis: a sleeper token onto %s (from your "
          "supply or from another planet)?" % (step.seat, step.planet))
def terragenesis_sleeper(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    if target != PLACE:
        state.planets[target.removeprefix("planet:")].attachments.remove(SLEEPER)
    state.planets[step.planet].attachments.append(SLEEPER)
    where = "" if target == PLACE else f" from {target.removeprefix('planet:')}"
    return [used(step.seat, "terragenesis", f"a sleeper token{where} onto {step.planet}")]


@effect("coalescence", hook="coalesced_planets")
def coalescence(ctx: Context) -> list[str]:
    """Planets of the active system where Titans units share the planet with other players' ground forces
    (only their flagship or Awaken can put them there): they must fight."""
    state, seat = ctx.state, ctx.seat
    found = []
    for planet in planets_in(state, ctx.system):
        units = state.planets[planet].units
        if any(s.owner == seat for s in units) and any(
                s.owner != seat and ground_fighters(state, [s], s.owner) for s in units):
            found.append(planet)
    return found


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


@effect("hel_titan_ii", hook="space_cannon_adjacent", unit="pds")
def hel_titan_ii(ctx: Context) -> bool:
    """Hel-Titan II's SPACE CANNON also fires at ships in adjacent systems, as PDS II's does (LRR 77.3c)."""
    return True


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

TERRAFORM = "terraform"


def _terraformable(state: TIState, seat: int) -> list[str]:
    home = state.players[seat].home
    return [name for name, p in state.planets.items()
            if p.owner == seat and p.system != home and name != MECATOL_REX and TERRAFORM not in p.attachments]


@action_note(TERRAFORM, ready=lambda s, seat, note: bool(_terraformable(s, seat)))
def terraform(state: TIState, seat: int, note: str) -> list[Event]:
    """ACTION: attached for good to one of the holder's planets outside its home: +1 resource, +1 influence."""
    offer(state, seat, TERRAFORM, [f"planet:{p}" for p in _terraformable(state, seat)], must=True)
    return [NoteEffect(seat=seat, note=note, what="will terraform one of its planets")]


@resolves(TERRAFORM, prompt=lambda state, step: "{p%d}: Terraform: the planet it attaches to" % step.seat)
def terraform_planet(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    state.planets[planet].attachments.append(TERRAFORM)
    return [used(step.seat, TERRAFORM, f"terraforms {planet}")]


@source_finder(could_yield=lambda source: source == TERRAFORM)
def _terraformed(state: TIState, seat: int) -> Iterator[str]:
    for planet in state.planets.values():  # a plain loop: asked thousands of times a game, over every planet
        if planet.attachments and planet.owner == seat and TERRAFORM in planet.attachments:
            yield TERRAFORM
            return


@effect(TERRAFORM, hook="planet_resources")
def terraform_resources(ctx: Context) -> int:
    return 1 if TERRAFORM in ctx.state.planets[ctx.planet].attachments else 0


@effect(TERRAFORM, hook="planet_influence")
def terraform_influence(ctx: Context) -> int:
    return 1 if TERRAFORM in ctx.state.planets[ctx.planet].attachments else 0
