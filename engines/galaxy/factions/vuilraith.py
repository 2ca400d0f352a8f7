"""The Vuil'raith Cabal: they devour the fallen and open rifts to feed.

- Devour: the opponent's non-structure units destroyed in a combat against them are captured.
- Amalgamation: producing a unit, a captured unit of that type may be returned to build it free (ships
  and mechs: one per type per production, a ruling).
- Riftmeld: researching a unit upgrade, a captured unit of its type may be returned to ignore its
  prerequisites.
- Vortex (ACTION): exhaust to capture a unit, from another player's reinforcements, of a non-structure
  type that player has in a system next to one of their space docks.
- Dimensional Tear (space docks): the dock's system is a gravity rift that never rolls for their ships;
  6 (II: 12) of their fighters there need no capacity.
- The Terror Between (flagship): every non-structure unit destroyed in its system is captured, even theirs.
- Crucible (note): after its holder activates a system, its ships roll for no gravity rift this movement
  and get one more move for each rift they leave or cross.

Capturing is the rules' own mechanism (``engines.galaxy.capture.units``, TI-CAPTURE-1..15): a captured
fighter or infantry is a token of no colour, and nothing is captured from a player blockading one of the
Cabal's space docks.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.adjacency import Overlay
from engines.galaxy.board import galaxy, planets_in, stats, system
from engines.galaxy.capture.units import capture, release
from engines.galaxy.content.units import STRUCTURES
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, flagship_in, ready
from engines.galaxy.forces import reinforcements
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.research import WAIVER_SOURCES
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window

WAIVER_SOURCES.add("riftmeld")
AMALGAMATION = "amalgamation:"


def captured_kinds(state: TIState, seat: int) -> set[str]:
    return {s.kind for s in state.players[seat].captured if s.count}


@effect("devour", hook="opponent_unit_destroyed")
def devour(ctx: Context) -> list[Event]:
    """Non-structure units of the opponent destroyed in a combat against the Vuil'raith are captured."""
    if ctx.combat < 0 or ctx.unit in STRUCTURES:
        return []
    if flagship_in(ctx.state, ctx.seat, ctx.system):
        return []  # the flagship's capture below takes it
    return capture(ctx.state, ctx.seat, ctx.victim, ctx.unit, "devour")


@effect("the_terror_between", hook="opponent_unit_destroyed")
def the_terror_between(ctx: Context) -> list[Event]:
    """Every non-structure unit destroyed in the flagship's system is captured..."""
    if ctx.unit in STRUCTURES or not flagship_in(ctx.state, ctx.seat, ctx.system):
        return []
    return capture(ctx.state, ctx.seat, ctx.victim, ctx.unit, "the_terror_between")


@effect("the_terror_between", hook="unit_destroyed")
def the_terror_between_own(ctx: Context) -> list[Event]:
    """... the Vuil'raith's own included (not the flagship itself, which is gone)."""
    if ctx.unit in STRUCTURES or ctx.unit == "flagship" or not flagship_in(ctx.state, ctx.seat, ctx.system):
        return []
    return capture(ctx.state, ctx.seat, ctx.seat, ctx.unit, "the_terror_between")


@effect("amalgamation", hook="optional_discounts")
def amalgamation(ctx: Context) -> list[str]:
    """A captured ship or mech of a type being produced may be returned to build one free."""
    ordered = {o.kind for o in ctx.order}
    kinds = captured_kinds(ctx.state, ctx.seat) & ordered
    return [AMALGAMATION + k for k in sorted(kinds) if (stats(ctx.state, ctx.seat, k).units_per_cost or 1) == 1]


@effect("amalgamation", hook="production_discount")
def amalgamation_discount(ctx: Context) -> int:
    chosen = [c.removeprefix(AMALGAMATION) for c in ctx.details.get("chosen", ()) if c.startswith(AMALGAMATION)]
    return sum(stats(ctx.state, ctx.seat, k).cost or 0 for k in chosen)


@effect("amalgamation", hook="discounts_used")
def amalgamation_returns(ctx: Context) -> list[Event]:
    events: list[Event] = []
    for chosen in ctx.chosen:
        if chosen.startswith(AMALGAMATION) and chosen.removeprefix(AMALGAMATION) in captured_kinds(ctx.state, ctx.seat):
            events += release(ctx.state, ctx.seat, chosen.removeprefix(AMALGAMATION), how="amalgamation")
    return events


@effect("riftmeld", hook="prerequisite_waivers")
def riftmeld(ctx: Context) -> tuple[str, int] | None:
    """A unit upgrade's prerequisites are ignored by returning a captured unit of that type."""
    if ctx.unit_upgrade and ctx.upgrades in captured_kinds(ctx.state, ctx.seat):
        return ("riftmeld", 0)
    return None


@effect("riftmeld", hook="waiver_used")
def riftmeld_returns(ctx: Context) -> list[Event]:
    if ctx.waiver != "riftmeld":
        return []
    from engines.galaxy.content.technologies import every_technology

    kind = every_technology()[ctx.tech].upgrades or ""
    return release(ctx.state, ctx.seat, kind, how="riftmeld")


def dock_systems(state: TIState, seat: int) -> list[int]:
    found: set[int] = set()
    for planet in state.planets.values():  # plain loops: asked for every galaxy the dimensional tears make
        for stack in planet.units:
            if stack.owner == seat and stack.kind == "space_dock":
                found.add(planet.system)
                break
    return sorted(found)


def _vortex_targets(state: TIState, seat: int) -> list[str]:
    """Another player's non-structure units in or next to a system with a Cabal space dock, in space or on
    a planet (the faction sheet: "in or adjacent to")."""
    space = galaxy(state)
    near = {n for dock in dock_systems(state, seat) for n in (dock, *space.neighbours(dock))}
    found: set[str] = set()
    for node in near:
        stacks = [*system(state, node).space, *(u for p in planets_in(state, node) for u in state.planets[p].units)]
        for stack in stacks:
            if stack.owner != seat and stack.kind not in STRUCTURES and reinforcements(state, stack.owner,
                                                                                       stack.kind) != 0:
                found.add(f"{stack.owner}:{stack.kind}")
    return sorted(found)


@ability("vortex", "action", ready=lambda s, seat: ready(s, seat, "vortex") and bool(_vortex_targets(s, seat)),
         targets=_vortex_targets, label="Vortex")
def vortex(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: exhaust to capture a unit of that type from that player's reinforcements."""
    owner, kind = target.split(":")
    return [*exhaust(state, seat, "vortex"), *capture(state, seat, int(owner), kind, "vortex")]


def _tears(state: TIState, seat: int) -> list[int]:
    return dock_systems(state, seat)


@effect("dimensional_tear_i", hook="board_overlay")
def dimensional_tear(ctx: Context) -> Overlay:
    """Each system with a Vuil'raith space dock is a gravity rift (a dimensional tear)."""
    return Overlay(anomalies={n: ("gravity_rift",) for n in _tears(ctx.state, ctx.seat)})


@effect("dimensional_tear_i", hook="safe_rifts")
def dimensional_tear_safe(ctx: Context) -> list[int]:
    """The Vuil'raith's ships never roll for leaving their own dimensional tears."""
    return _tears(ctx.state, ctx.seat)


CRUCIBLE = "crucible"


@window_note(CRUCIBLE, "after:activation", by="any", could=lambda s, seat, note, w: seat in w.actors)
def crucible(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """For this tactical action the holder's ships roll for no gravity rift and gain one more move per rift."""
    state.modifiers.append(Modifier(CRUCIBLE, seat, "tactical"))
    return [NoteEffect(seat=seat, note=note, what="crosses gravity rifts safely")]


@effect(CRUCIBLE, hook="no_rift_rolls")
def crucible_no_rolls(ctx: Context) -> bool:
    return True


@effect(CRUCIBLE, hook="rift_move_bonus")
def crucible_move(ctx: Context) -> int:
    return 1
