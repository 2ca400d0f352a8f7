"""The Ghosts of Creuss' leaders: Emissary Taivra (agent), Sai Seravus (commander), Riftwalker Meian (hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.adjacency import Overlay
from engines.galaxy.board import add, galaxy_for, stats, system
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.forces import excess, ships
from engines.galaxy.leaders.common import active, agent_window, hero_action, units_in
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.windows import Window

TAIVRA, SERAVUS, MEIAN = "emissary_taivra", "sai_seravus", "riftwalker_meian"
GATE = "taivra_gate"
register_targets(TAIVRA, SERAVUS, MEIAN)


def _non_delta(state: TIState, node: int) -> bool:
    return bool(set(galaxy_for(state).wormholes(node)) - {"delta"})


@agent_window(TAIVRA, "after:activation", by="any",
              could=lambda state, seat, window: window.system != -1 and _non_delta(state, window.system))
def emissary_taivra(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """For this tactical action the active system is adjacent to every other system with a wormhole."""
    state.modifiers.append(Modifier(GATE, active(window), "tactical", target=window.system))
    return [used(seat, TAIVRA, "the activated system touches every wormhole")]


@effect(GATE, hook="seat_overlay")
def taivra_gate(ctx: Context) -> Overlay:
    board = galaxy_for(ctx.state)
    gates = [m.target for m in ctx.state.modifiers if m.effect == GATE and m.owner == ctx.seat]
    holes = [n for n in board.systems() if board.wormholes(n)]
    return Overlay(edges=tuple((g, n) for g in gates for n in holes if n != g))


@effect(SERAVUS, hook="ships_moved")
def sai_seravus(ctx: Context) -> list[Event]:
    """Ships with capacity that came through a wormhole each bring a fighter, room allowing (a ruling: a ship
    came through a wormhole when the system it left and the active system both hold one)."""
    state, seat, node = ctx.state, ctx.seat, ctx.system
    board = galaxy_for(state)
    if not board.wormholes(node) or not any(board.wormholes(o) for o in ctx.origins if o != -1):
        return []
    carriers = sum(s.count for s in ships(state, seat, node) if stats(state, seat, s.kind).capacity)
    placed = 0
    for _ in range(carriers):
        if excess(state, seat, node, {"fighter": 1})[0] > excess(state, seat, node)[0]:
            break
        add(system(state, node).space, seat, "fighter")
        placed += 1
    return [used(seat, SERAVUS, f"{placed} fighter{'s' if placed != 1 else ''} come through")] if placed else []


def _swappable(state: TIState, seat: int) -> list[int]:
    board = galaxy_for(state)
    home = state.players[seat].home
    return [n for n in board.systems() if n >= 0 and n != home and (board.wormholes(n) or units_in(state, seat, n))]


def _pairs(state: TIState, seat: int) -> list[str]:
    found = _swappable(state, seat)
    return [f"system:{a}>system:{b}" for i, a in enumerate(found) for b in found[i + 1:]]


@hero_action(MEIAN, ready=lambda state, seat: len(_swappable(state, seat)) > 1, targets=_pairs)
def riftwalker_meian(state: TIState, seat: int, target: str) -> list[Event]:
    """Two systems holding a wormhole or Creuss units change places (not the Creuss home, not the nexus)."""
    first, second = (int(part.removeprefix("system:")) for part in target.split(">"))
    swap_systems(state, first, second)
    return [used(seat, MEIAN, f"the systems at positions {first} and {second} change places")]


def swap_systems(state: TIState, first: int, second: int) -> None:
    """Two map positions exchange their systems with everything in and on them."""
    tokens = state.tokens
    tokens[first], tokens[second] = tokens[second], tokens[first]
    a, b = str(first), str(second)
    state.systems[a], state.systems[b] = state.systems[b], state.systems[a]
    moved = {first: second, second: first}
    for planet in state.planets.values():
        planet.system = moved.get(planet.system, planet.system)
    for player in state.players:
        player.home = moved.get(player.home, player.home)
    state.frontier = sorted(moved.get(n, n) for n in state.frontier)
    state.board_tokens = {str(moved.get(int(k), int(k))): v for k, v in state.board_tokens.items()}
    state.modifiers = [Modifier(m.effect, m.owner, m.scope, moved.get(m.target, m.target), m.amount)
                       if m.target in moved and m.effect in NODE_MODIFIERS else m for m in state.modifiers]


# Modifiers whose target is a system (they move with it); other targets are seats or amounts.
NODE_MODIFIERS = {"creuss_wormhole", GATE}
