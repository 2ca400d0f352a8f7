"""The L1Z1X Mindnet: the machine that absorbs what it conquers.

- Assimilate: on gaining a planet, other players' PDS and space docks there become L1Z1X ones.
- Harrow: at the end of each ground combat round, their ships in the system fire BOMBARDMENT at the
  opponent's ground forces on that planet.
- Inheritance Systems: exhaust and 2 resources: a technology's prerequisites are ignored.
- Super-Dreadnought (dreadnoughts): carry 2; II hits on 4, moves 2, BOMBARDMENT 4, and no Direct Hit
  can destroy it.
- 0.0.1 (flagship): hits of it and of their dreadnoughts in its system must go on non-fighter ships.
- Cybernetic Enhancements (note): while command tokens are gained in the status phase, its holder gains one
  more (into its strategy pool).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import count, system
from engines.galaxy.combat import dice
from engines.galaxy.combat.hits import push_hits
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.economy import token_reinforcements
from engines.galaxy.effects import Context, collect, effect, fire
from engines.galaxy.factions.base import exhaust, flagship_in, ready, used
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.research import WAIVER_SOURCES
from engines.galaxy.state import Stack, TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import DiceRolled
from engines.galaxy.tactical.invasion import shielded

INHERITANCE_PRICE = 2
WAIVER_SOURCES.add("inheritance_systems")


@effect("assimilate", hook="structures_taken_over")
def assimilate(ctx: Context) -> bool:
    """As the L1Z1X gain a planet, each other player's PDS and space dock on it becomes theirs (from their
    reinforcements, as far as they go: the invasion's ``take_over_structures``)."""
    return True


@effect("harrow", hook="end_of_combat_round", combat="ground")
def harrow(ctx: Context) -> list[Event]:
    """At the end of a ground combat round the L1Z1X ships in the system bombard the opponent's forces."""
    state, seat = ctx.state, ctx.seat
    if shielded(state, seat, ctx.planet):
        return []
    if not count(state.planets[ctx.planet].units, ctx.opponent, GROUND_FORCES):
        return []
    space = [s for s in system(state, ctx.system).space if s.owner == seat]
    for found in collect(state, "planet_bombarders", seat, system=ctx.system, planet=ctx.planet):  # Annihilators
        space += [Stack(seat, kind, number) for kind, number in found.items()]
    planned = dice.plan(state, seat, [s.kind for s in space], "bombardment", target=ctx.opponent, system=ctx.system,
                        planet=ctx.planet, opponent=ctx.opponent)
    rolled = dice.roll(state.rng, planned, space, seat)
    if not rolled:
        return []
    events = fire(state, "after_roll", [seat], roll="bombardment", dice=rolled, system=ctx.system)
    hits = dice.hits(rolled) * dice.multiplier(state, seat, "bombardment")
    push_hits(state, ctx.opponent, hits, ctx.system, ctx.planet, "ground_forces", cause="bombardment", by=seat)
    return [used(seat, "harrow"), DiceRolled(seat=seat, purpose="harrow", dice=rolled, hits=hits), *events]


@effect("inheritance_systems", hook="prerequisite_waivers")
def inheritance_systems(ctx: Context) -> tuple[str, int] | None:
    """Exhaust and spend 2 resources: every prerequisite of the technology researched is ignored."""
    return ("inheritance_systems", INHERITANCE_PRICE) if ready(ctx.state, ctx.seat, "inheritance_systems") else None


@effect("inheritance_systems", hook="waiver_used")
def inheritance_systems_used(ctx: Context) -> list[Event]:
    return exhaust(ctx.state, ctx.seat, "inheritance_systems") if ctx.waiver == "inheritance_systems" else []


@effect("super_dreadnought_ii", hook="immune_to_direct_hit", unit="dreadnought")
def super_dreadnought_ii(ctx: Context) -> bool:
    """Direct Hit cannot destroy the L1Z1X's dreadnoughts once upgraded (its statistics are the unit's data)."""
    return True


@effect("0_0_1", hook="focused_kinds", combat="space")
def flagship_0_0_1(ctx: Context) -> list[str]:
    """Hits of the flagship and of L1Z1X dreadnoughts in its system must go on non-fighter ships."""
    return ["flagship", "dreadnought"] if flagship_in(ctx.state, ctx.seat, ctx.system) else []

def _cybernetic_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    return seat in window.actors and token_reinforcements(state, seat) > 0


@window_note("cybernetic_enhancements", "during:status_gain_tokens", by="any", could=_cybernetic_could)
def cybernetic_enhancements(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """The holder gains one more command token (into its strategy pool); the note goes home."""
    state.players[seat].strategy += 1
    return [NoteEffect(seat=seat, note=note, what="gains a command token")]
