"""The Winnu: heirs of the Lazax, drawn to Mecatol Rex.

- Blood Ties: the custodians token costs them no influence.
- Reclamation: after a tactical action in which they took Mecatol Rex, a PDS and a space dock from
  reinforcements go on it.
- Lazax Gate Folding: while they do not hold Mecatol Rex, its system has an alpha and a beta wormhole for
  their moves; while they do, ACTION: exhaust to put 1 infantry on it.
- Hegemonic Trade Policy: when producing, exhaust to swap one planet's resources and influence.
- Salai Sai Corian (flagship): one combat die for each non-fighter ship the opponent has in its system.
- Acquiescence (note): when the Winnu perform a strategic action, its holder resolves the secondary without
  spending a command token.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.adjacency import Overlay
from engines.galaxy.board import count
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, ready
from engines.galaxy.forces import NON_FIGHTERS, add_units, place_stacks, reinforcements
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.events import UnitPlaced

RECLAIMING = "reclamation_pending"
CUSTODIANS = 6


@effect("blood_ties", hook="custodians_discount")
def blood_ties(ctx: Context) -> int:
    """The Winnu take the custodians token without spending influence."""
    return CUSTODIANS


@effect("reclamation", hook="planet_gained")
def reclamation_noted(ctx: Context) -> list[Event]:
    if ctx.planet == MECATOL_REX:
        ctx.state.modifiers.append(Modifier(RECLAIMING, ctx.seat, "tactical"))
    return []


@effect("reclamation", hook="tactical_action_ended")
def reclamation(ctx: Context) -> list[Event]:
    """After the tactical action that took Mecatol Rex: a PDS and a space dock from reinforcements on it."""
    state, seat = ctx.state, ctx.seat
    pending = any(m.effect == RECLAIMING and m.owner == seat for m in state.modifiers)
    if ctx.active != seat or not pending or state.planets[MECATOL_REX].owner != seat:
        return []
    node = state.planets[MECATOL_REX].system
    units = state.planets[MECATOL_REX].units
    events: list[Event] = []
    for kind, most in (("pds", 2), ("space_dock", 1)):
        if reinforcements(state, seat, kind) != 0 and count(units, seat, [kind]) < most:
            add_units(state, seat, node, MECATOL_REX, kind)
            events.append(UnitPlaced(seat=seat, kind=kind, system=node, planet=MECATOL_REX, source="reclamation"))
    return events


def _mecatol(state: TIState) -> int | None:
    return state.planets[MECATOL_REX].system if MECATOL_REX in state.planets else None


@effect("lazax_gate_folding", hook="seat_overlay")
def lazax_gate_folding(ctx: Context) -> Overlay | None:
    """While the Winnu do not hold Mecatol Rex, its system has an alpha and a beta wormhole for their moves."""
    node = _mecatol(ctx.state)
    if node is None or ctx.state.planets[MECATOL_REX].owner == ctx.seat:
        return None
    return Overlay(wormholes={node: ("alpha", "beta")})


def _gate_ready(state: TIState, seat: int) -> bool:
    return ready(state, seat, "lazax_gate_folding") and _mecatol(state) is not None and (
        state.planets[MECATOL_REX].owner == seat)


@ability("lazax_gate_folding", "action", ready=_gate_ready, label="Lazax Gate Folding")
def lazax_gate_folding_infantry(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION, while the Winnu hold Mecatol Rex: exhaust to put 1 infantry from reinforcements on it."""
    node = state.planets[MECATOL_REX].system
    add_units(state, seat, node, MECATOL_REX, "infantry")
    return [*exhaust(state, seat, "lazax_gate_folding"),
            UnitPlaced(seat=seat, kind="infantry", system=node, planet=MECATOL_REX, source="lazax_gate_folding")]


@effect("salai_sai_corian", hook="unit_dice", roll="combat", unit="flagship")
def salai_sai_corian(ctx: Context) -> int:
    """The flagship rolls one die for each non-fighter ship the opponent has in its system."""
    if ctx.details.get("combat") != "space" or "opponent" not in ctx.details:
        return 0
    return count(place_stacks(ctx.state, ctx.system), ctx.opponent, NON_FIGHTERS)


HEGEMONY = "hegemonic_trade_policy:"


def _swapped(state: TIState, seat: int, planet: str) -> bool:
    from engines.galaxy import flow
    from engines.galaxy.steps.production import Production

    production = flow.parent(state, Production)
    return production is not None and production.seat == seat and HEGEMONY + planet in production.discounts


@effect("hegemonic_trade_policy", hook="optional_discounts")
def hegemonic_trade_policy(ctx: Context) -> list[str]:
    """When producing, exhaust it: one planet's resources and influence swap for this production."""
    from engines.galaxy import flow
    from engines.galaxy.economy import printed
    from engines.galaxy.steps.production import Production

    production = flow.parent(ctx.state, Production)
    if not ready(ctx.state, ctx.seat, "hegemonic_trade_policy") or production is None or any(
            d.startswith(HEGEMONY) for d in production.discounts):
        return []
    return [HEGEMONY + k for k, p in ctx.state.planets.items()
            if p.owner == ctx.seat and not p.exhausted and printed(k).influence > printed(k).resources]


@effect("hegemonic_trade_policy", hook="planet_resources")
def hegemonic_resources(ctx: Context) -> int:
    from engines.galaxy.economy import printed

    card = printed(ctx.planet)
    return card.influence - card.resources if _swapped(ctx.state, ctx.seat, ctx.planet) else 0


@effect("hegemonic_trade_policy", hook="planet_influence")
def hegemonic_influence(ctx: Context) -> int:
    from engines.galaxy.economy import printed

    card = printed(ctx.planet)
    return card.resources - card.influence if _swapped(ctx.state, ctx.seat, ctx.planet) else 0


@effect("hegemonic_trade_policy", hook="discounts_used")
def hegemonic_exhausted(ctx: Context) -> list[Event]:
    if any(c.startswith(HEGEMONY) for c in ctx.chosen):
        return exhaust(ctx.state, ctx.seat, "hegemonic_trade_policy")
    return []

ACQUIESCENCE = "acquiescence"


@window_note(ACQUIESCENCE, "when:strategic_action", by="owner", could=lambda s, seat, note, w: bool(w.subject))
def acquiescence(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """When the Winnu perform a strategic action: the holder resolves that card's secondary without
    spending a command token."""
    state.modifiers.append(Modifier(ACQUIESCENCE, seat, "turn"))
    return [NoteEffect(seat=seat, note=note, what="will resolve the secondary for free")]


@effect(ACQUIESCENCE, hook="secondary_free")
def acquiescence_free(ctx: Context) -> bool:
    return True
