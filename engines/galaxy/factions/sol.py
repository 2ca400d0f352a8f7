"""The Federation of Sol: infantry and carriers.

- Orbital Drop (ACTION): a strategy token puts 2 infantry on one of their planets.
- Versatile: one more command token in the status phase.
- Spec Ops (infantry): I hits on 7; II on 6 and a destroyed one comes back on a 5+.
- Advanced Carrier (carriers): I carries 6; II moves 2, carries 8, SUSTAIN DAMAGE.
- Genesis (flagship): at the end of the status phase, 1 infantry in its space area.
- Military Support (note): at the start of the Sol's turn its holder makes them return a strategy token if
  they can and puts 2 infantry on one of its own planets.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.board import controlled
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_system, infantry_may_return, spend_strategy_token, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import add_units
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitPlaced

DROPPED = 2
SPEC_OPS_RETURN = 5


def _drop_ready(state: TIState, seat: int) -> bool:
    return state.players[seat].strategy > 0 and bool(controlled(state, seat))


@ability("orbital_drop", "action", ready=_drop_ready, targets=controlled, label="Orbital Drop")
def orbital_drop(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: spend a strategy token to put 2 infantry from reinforcements on a planet you control."""
    node = state.planets[target].system
    add_units(state, seat, node, target, "infantry", DROPPED)
    return [*spend_strategy_token(state, seat, "orbital_drop"), used(seat, "orbital_drop", f"2 infantry on {target}"),
            UnitPlaced(seat=seat, kind="infantry", system=node, planet=target, source="orbital_drop")]


@effect("versatile", hook="status_command_tokens")
def versatile(ctx: Context) -> int:
    """The Sol gain one more command token in the status phase."""
    return 1


@effect("spec_ops_ii", hook="unit_destroyed", unit="infantry")
def spec_ops_ii(ctx: Context) -> list[Event]:
    """A destroyed Spec Ops II rolls: on 5+ it comes back on a home planet at the start of the Sol's next turn."""
    infantry_may_return(ctx.state, ctx.seat, SPEC_OPS_RETURN)
    return []


@effect("genesis", hook="status_phase_ended")
def genesis(ctx: Context) -> list[Event]:
    """At the end of the status phase the flagship's space area gains 1 infantry."""
    node = flagship_system(ctx.state, ctx.seat)
    if node is None:
        return []
    add_units(ctx.state, ctx.seat, node, "", "infantry")
    return [UnitPlaced(seat=ctx.seat, kind="infantry", system=node, planet="", source="genesis")]

@window_note("military_support", "start:turn", by="any",
             could=lambda s, seat, note, w: owner_of(note) in w.actors and bool(controlled(s, seat)))
def military_support(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """At the start of the Sol's turn: Sol return a strategy token if they have one; the holder may put 2 infantry
    on one of its planets."""
    owner = owner_of(note)
    events: list[Event] = []
    if state.players[owner].strategy > 0:
        state.players[owner].strategy -= 1
        events.append(NoteEffect(seat=seat, note=note, what="{p%d} return a strategy token" % owner))
    offer(state, seat, "military_support", [f"planet:{p}" for p in controlled(state, seat)])
    return events


@resolves("military_support")
def military_support_landing(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    add_units(state, step.seat, state.planets[planet].system, planet, "infantry", 2)
    return [UnitPlaced(seat=step.seat, kind="infantry", system=state.planets[planet].system, planet=planet,
                       source="military_support")]
