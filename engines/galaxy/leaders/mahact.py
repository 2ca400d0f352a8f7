"""The Mahact Gene-Sorcerers' leaders: Jae Mir Kan (agent), Il Na Viroset (commander) and Airo Shir Aur (hero).

- Jae Mir Kan: when the Mahact (or whoever holds the agent through Ssruu) would spend a strategy token on a
  secondary, they may exhaust it to take one of the active player's command tokens off the board and spend that
  instead (offered beside the plain secondary: ``strategic``'s ``secondary_payments``; the token goes back to
  the active player's reinforcements).
- Il Na Viroset: in their tactical actions they may activate systems that hold their command token; when they
  do, the action is played out, then both tokens go back to reinforcements and their turn ends (a ruling: the
  card ends the turn after the action, which it does not interrupt).
- Airo Shir Aur, Benediction: every Mahact unit in one system's space area moves into an adjacent system
  holding another player's ships, and a space combat is fought there in which neither side may retreat
  (rulings: the units moved are the Mahact's own; the combat is fought against the first such player there).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.actions.events import CommandTokenRemoved, CommandTokenSpent
from engines.galaxy.board import add, galaxy, remove, system
from engines.galaxy.effects import Context, effect
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.forces import enter, other_ship_owners
from engines.galaxy.leaders.base import agent_ready, exhaust_agent
from engines.galaxy.leaders.common import hero_action
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.combat import SpaceCombat
from engines.galaxy.steps.phases import PlayerTurn

JAE_MIR_KAN, VIROSET, AIRO = "jae_mir_kan", "il_na_viroset", "airo_shir_aur"
NO_RETREAT = "benediction_no_retreat"
register_targets(AIRO)


def _jae_words(target: str) -> str:
    from engines.galaxy.expansion.words import read_target

    return f"pay with the active player's token in {read_target(target)}"


def _register_words() -> None:
    from engines.galaxy.words import TARGETS

    TARGETS[JAE_MIR_KAN] = _jae_words


_register_words()


def _active_tokens(state: TIState, active: int) -> list[str]:
    return [f"system:{n}" for n in sorted(int(k) for k in state.systems) if active in state.systems[str(n)].tokens]


@effect(JAE_MIR_KAN, hook="secondary_payments")
def jae_mir_kan(ctx: Context) -> tuple[str, list[str]] | None:
    """Offered while the agent is ready and the active player has a token on the board."""
    if ctx.active == ctx.seat or not agent_ready(ctx.state, ctx.seat, JAE_MIR_KAN):
        return None
    found = _active_tokens(ctx.state, ctx.active)
    return (JAE_MIR_KAN, found) if found else None


@effect(JAE_MIR_KAN, hook="secondary_paid")
def jae_mir_kan_pays(ctx: Context) -> list[Event]:
    if ctx.payment != JAE_MIR_KAN:
        return []
    node = int(str(ctx.target).removeprefix("system:"))
    ctx.state.systems[str(node)].tokens.remove(ctx.active)
    return [*exhaust_agent(ctx.state, ctx.seat, JAE_MIR_KAN), CommandTokenRemoved(seat=ctx.active, system=node),
            CommandTokenSpent(seat=ctx.seat, pool="board", why=ctx.card),
            used(ctx.seat, JAE_MIR_KAN, "pays with a command token of {p%d}" % ctx.active)]


@effect(VIROSET, hook="activates_own_token_systems")
def il_na_viroset(ctx: Context) -> bool:
    return True


@effect(VIROSET, hook="tactical_action_ended")
def il_na_viroset_ends_the_turn(ctx: Context) -> list[Event]:
    """A system activated again holds two of their tokens: both go back, and the turn is over."""
    state, seat = ctx.state, ctx.seat
    tokens = state.systems[str(ctx.system)].tokens
    if ctx.active != seat or tokens.count(seat) < 2:
        return []
    tokens.remove(seat)
    tokens.remove(seat)
    turn = flow.parent(state, PlayerTurn)
    if turn is not None:
        turn.stage = "done"
    return [CommandTokenRemoved(seat=seat, system=ctx.system), CommandTokenRemoved(seat=seat, system=ctx.system),
            used(seat, VIROSET, "both tokens go back to reinforcements and the turn ends")]


def _benedictions(state: TIState, seat: int) -> list[str]:
    """"system:<from>>system:<to>": Mahact units in the first's space area, another player's ships in the second."""
    space = galaxy(state)
    found = []
    for key, place in sorted(state.systems.items(), key=lambda item: int(item[0])):
        if not any(s.owner == seat for s in place.space):
            continue
        node = int(key)
        found += [f"system:{node}>system:{near}" for near in sorted(space.adjacent.get(node, ()))
                  if str(near) in state.systems and other_ship_owners(state, seat, near)]
    return found


@hero_action(AIRO, ready=lambda state, seat: bool(_benedictions(state, seat)), targets=_benedictions)
def airo_shir_aur(state: TIState, seat: int, target: str) -> list[Event]:
    origin, destination = (int(part.removeprefix("system:")) for part in target.split(">"))
    space = system(state, origin).space
    for stack in [s for s in space if s.owner == seat]:
        number, hurt = stack.count, stack.damaged
        remove(space, seat, stack.kind, number)
        add(system(state, destination).space, seat, stack.kind, number, hurt)
    enter(state, destination)
    defender = other_ship_owners(state, seat, destination)[0]
    for side in (seat, defender):
        state.modifiers.append(Modifier(NO_RETREAT, side, "combat", target=destination))
    flow.push(state, SpaceCombat(seat=seat, system=destination, defender=defender))
    return [used(seat, AIRO, "the fleet falls on {p%d} at position %d" % (defender, destination))]


@effect(NO_RETREAT, hook="retreats_barred")
def benediction_no_retreat(ctx: Context) -> bool:
    return any(m.effect == NO_RETREAT and m.owner == ctx.seat and m.target == ctx.system for m in ctx.state.modifiers)
