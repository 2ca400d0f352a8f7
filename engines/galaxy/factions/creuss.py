"""The Ghosts of Creuss: they live in the wormholes.

- Quantum Entanglement: for them, alpha and beta wormholes are adjacent to each other.
- Slipstream: their ships starting in their home system or a system with an alpha or beta wormhole get +1 move.
- Creuss Gate: the gate takes their home position; the home system lies off the map (setup, phases/setup.py).
- Wormhole Generator (ACTION): exhaust to place or move a Creuss alpha or beta wormhole token into a
  system with one of their planets or a non-home system without other players' ships.
- Dimensional Splicer: at the start of a space combat in a system with a wormhole and their ships, one
  hit on an enemy ship they choose.
- Hil Colish (flagship): its system holds a delta wormhole wherever it goes.
- Creuss IFF (note): at the start of its holder's turn the holder places or moves a Creuss wormhole token into
  a system with one of its planets or a non-home system without other players' ships.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.adjacency import Overlay
from engines.galaxy.board import galaxy, galaxy_for, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import (
    combat_serial,
    exhaust,
    flagship_system,
    hit_chosen,
    other_side,
    ready,
    used,
)
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import has_ships
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

TOKEN = "creuss_wormhole"
TOKENS = ("alpha", "beta")


@effect("quantum_entanglement", hook="seat_overlay")
def quantum_entanglement(ctx: Context) -> Overlay:
    """Every alpha wormhole system and every beta wormhole system are adjacent for the Creuss."""
    return Overlay(links=(("alpha", "beta"),))


@effect("slipstream", hook="move_modifier")
def slipstream(ctx: Context) -> int:
    """+1 move for ships starting in the Creuss home system or in a system with an alpha or beta wormhole."""
    origin = ctx.details.get("origin", -1)
    if origin == -1:
        return 0
    if origin == ctx.state.players[ctx.seat].home:
        return 1
    return 1 if {"alpha", "beta"} & set(galaxy_for(ctx.state).wormholes(origin)) else 0


@effect(TOKEN, hook="board_overlay")
def wormhole_tokens(ctx: Context) -> Overlay:
    """The Creuss wormhole tokens on the board: every player's ships may use them."""
    found: dict[int, tuple[str, ...]] = {}
    for m in ctx.state.modifiers:
        if m.effect == TOKEN and m.owner == ctx.seat:
            found[m.target] = (*found.get(m.target, ()), TOKENS[m.amount])
    return Overlay(wormholes=found)


@effect("hil_colish", hook="board_overlay")
def hil_colish(ctx: Context) -> Overlay | None:
    """The flagship's system holds a delta wormhole."""
    node = flagship_system(ctx.state, ctx.seat)
    return Overlay(wormholes={node: ("delta",)}) if node is not None else None


def token_places(state: TIState, seat: int) -> list[int]:
    """Systems with a planet the Creuss control, or non-home systems without other players' ships."""
    homes = {p.home for p in state.players}
    mine = {p.system for p in state.planets.values() if p.owner == seat}
    found = []
    for node in galaxy(state).systems():
        others = any(s.owner != seat and s.kind in SHIPS for s in system(state, node).space)
        if node in mine or (node not in homes and not others):
            found.append(node)
    return found


def _generator_targets(state: TIState, seat: int) -> list[str]:
    places = token_places(state, seat)
    return [f"{kind}:{node}" for kind in TOKENS for node in places]


@ability("wormhole_generator", "action", ready=lambda s, seat: ready(s, seat, "wormhole_generator"),
         targets=_generator_targets, label="Wormhole Generator")
def wormhole_generator(state: TIState, seat: int, target: str) -> list[Event]:
    """ACTION: exhaust to place or move a Creuss wormhole token."""
    return [*exhaust(state, seat, "wormhole_generator"), *place_token(state, seat, target, "wormhole_generator")]


def place_token(state: TIState, seat: int, target: str, source: str) -> list[Event]:
    kind, node = target.split(":")
    index = TOKENS.index(kind)
    state.modifiers = [m for m in state.modifiers if not (m.effect == TOKEN and m.owner == seat and m.amount == index)]
    state.modifiers.append(Modifier(TOKEN, seat, "game", target=int(node), amount=index))
    return [used(seat, source, f"the {kind} wormhole token goes to position {node}")]


def _splice_targets(state: TIState, seat: int, window: Window) -> list[str]:
    if not galaxy_for(state, seat).wormholes(window.system) or not has_ships(state, seat, window.system):
        return []
    enemy = other_side(window, seat)
    return sorted({s.kind for s in system(state, window.system).space if s.owner == enemy and s.kind in SHIPS})


@answer("dimensional_splicer", "start:space_combat", could=lambda s, seat, w: bool(_splice_targets(s, seat, w)),
        targets=_splice_targets)
def dimensional_splicer(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """At the start of a space combat where there is a wormhole and Creuss ships: one hit on a ship they choose."""
    enemy = other_side(window, seat)
    return [used(seat, "dimensional_splicer", f"hits a {target}"),
            *hit_chosen(state, seat, enemy, window.system, target, "dimensional_splicer", combat_serial(state))]

def _iff_places(state: TIState, holder: int) -> list[str]:
    """Systems with one of the holder's planets, or non-home systems without other players' ships."""
    return [f"{kind}:{node}" for kind in TOKENS for node in token_places(state, holder)]


@window_note("creuss_iff", "start:turn", by="any", could=lambda s, seat, note, w: seat in w.actors)
def creuss_iff(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """At the start of the holder's turn: a Creuss wormhole token is placed or moved where the holder says."""
    owner = owner_of(note)
    offer(state, seat, "creuss_iff", _iff_places(state, seat), other=owner, must=True)
    return [NoteEffect(seat=seat, note=note, what="moves a Creuss wormhole token")]


@resolves("creuss_iff", prompt=lambda state, step: "{p%d}: Creuss IFF: where a Creuss wormhole token goes" % step.seat)
def creuss_iff_token(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    return place_token(state, step.other, target, "creuss_iff")
