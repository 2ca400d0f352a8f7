"""The Universities of Jol-Nar: scholars, frail in battle.

- Fragile: -1 to every combat roll of their units.
- Brilliant: the Technology card's secondary may be resolved as its primary.
- Analytical: one prerequisite of a technology that is not a unit upgrade is ignored.
- E-Res Siphons: 4 trade goods when another player activates a system holding Jol-Nar ships.
- Spatial Conduit Cylinder: exhaust after activating a system with Jol-Nar units: for this tactical action
  that system is adjacent to every system holding their units.
- J.N.S. Hylarim (flagship): each natural 9 or 10 of its combat dice scores two extra hits.
- Research Agreement (note): after the Jol-Nar research a technology other than a faction one, its holder
  gains it too.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.adjacency import Overlay
from engines.galaxy.board import has_units_in
from engines.galaxy.content.technologies import all_technologies
from engines.galaxy.economy import gain_trade_goods
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, ready, used
from engines.galaxy.forces import has_ships
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

CONDUIT = "spatial_conduit_link"
HYLARIM_BONUS = 2


@effect("fragile", hook="roll_modifier", roll="combat")
def fragile(ctx: Context) -> int:
    """Every combat roll of the Jol-Nar's units gets -1."""
    return -1


@effect("brilliant", hook="secondary_as_primary", card="technology")
def brilliant(ctx: Context) -> bool:
    """The Technology secondary may be resolved as the primary (always the better choice, so it is taken)."""
    return True


@effect("analytical", hook="free_prerequisite_skips", unit_upgrade=False)
def analytical(ctx: Context) -> int:
    """Researching a technology that is not a unit upgrade ignores one of its prerequisites."""
    return 1


@effect("e_res_siphons", hook="system_activated")
def e_res_siphons(ctx: Context) -> list[Event]:
    """Another player activates a system holding Jol-Nar ships: the Jol-Nar gain 4 trade goods."""
    if ctx.active == ctx.seat or not has_ships(ctx.state, ctx.seat, ctx.system):
        return []
    return [used(ctx.seat, "e_res_siphons"), *gain_trade_goods(ctx.state, ctx.seat, 4, "e_res_siphons")]


def _conduit_could(state: TIState, seat: int, window: Window) -> bool:
    return ready(state, seat, "spatial_conduit_cylinder") and has_units_in(state, seat, window.system)


@answer("spatial_conduit_cylinder", "after:activation", could=_conduit_could)
def spatial_conduit_cylinder(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Exhausted after activating a system with Jol-Nar units: it touches every system holding their units."""
    state.modifiers.append(Modifier(CONDUIT, seat, "tactical", target=window.system))
    return exhaust(state, seat, "spatial_conduit_cylinder")


@effect(CONDUIT, hook="seat_overlay")
def conduit_links(ctx: Context) -> Overlay:
    """The activated system touches every system holding the seat's units, for this tactical action."""
    state = ctx.state
    links = [m.target for m in state.modifiers if m.effect == CONDUIT and m.owner == ctx.seat]
    holding = [int(n) for n in state.systems if has_units_in(state, ctx.seat, int(n))]
    return Overlay(edges=tuple((a, b) for a in links for b in holding if a != b))


@effect("j_n_s_hylarim", hook="dice_bonus_hits", combat="space")
def j_n_s_hylarim(ctx: Context) -> int:
    """Each die the flagship rolls showing 9 or 10 before modifiers scores two more hits."""
    return HYLARIM_BONUS * sum(1 for d in ctx.dice if d.kind == "flagship" and d.result >= 9)

def _agreement_could(state: TIState, seat: int, note: str, window: Window) -> bool:
    tech = window.subject
    return tech in all_technologies() and all_technologies()[tech].faction is None and (
        tech not in state.players[seat].technologies)


@window_note("research_agreement", "after:research", by="owner", could=_agreement_could)
def research_agreement(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """After the Jol-Nar research a technology (not a faction one), the holder gains it too."""
    from engines.galaxy.research import gain_technology

    return [NoteEffect(seat=seat, note=note, what="shares the research"), *gain_technology(state, seat,
                                                                                          window.subject)]
