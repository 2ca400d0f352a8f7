"""The Xxcha Kingdom: diplomats with long guns.

- Peace Accords: after resolving Diplomacy, take an unoccupied planet (not Mecatol Rex) next to one of theirs.
- Quash: spend a strategy token to discard a revealed agenda (the agenda phase, with the politics issue).
- Instinct Training: cancel an action card (the politics issue's windows).
- Nullification Field: after another player activates a system holding Xxcha ships, exhaust and spend a
  strategy token to end that player's turn at once.
- Loncara Ssodu (flagship): its SPACE CANNON reaches adjacent systems.
- Political Favor (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.board import galaxy, planets_in
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import exhaust, ready, spend_strategy_token, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import has_ships
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical.invasion import gain_control


def peaceful_planets(state: TIState, seat: int) -> list[str]:
    """Planets without units, not Mecatol Rex, not the seat's, in systems next to a planet it controls."""
    space = galaxy(state)
    mine = {p.system for p in state.planets.values() if p.owner == seat}
    near = {n for node in mine for n in space.neighbours(node)}
    return [name for node in sorted(near) for name in planets_in(state, node)
            if name != MECATOL_REX and state.planets[name].owner != seat and not state.planets[name].units]


@effect("peace_accords", hook="diplomacy_resolved")
def peace_accords(ctx: Context) -> list[Event]:
    """After the Diplomacy primary or secondary: an unoccupied planet next to theirs may become theirs."""
    offer(ctx.state, ctx.seat, "peace_accords", [f"planet:{p}" for p in peaceful_planets(ctx.state, ctx.seat)])
    return []


@resolves("peace_accords")
def take_in_peace(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    planet = target.removeprefix("planet:")
    return [used(step.seat, "peace_accords", f"takes {planet}"), *gain_control(state, step.seat, planet)]


@effect("nullification_field", hook="system_activated")
def nullification_field(ctx: Context) -> list[Event]:
    state, seat = ctx.state, ctx.seat
    if ctx.active != seat and ready(state, seat, "nullification_field") and state.players[seat].strategy > 0 \
            and has_ships(state, seat, ctx.system):
        offer(state, seat, "nullification_field", system=ctx.system, other=ctx.active)
    return []


def _nullify_prompt(state: TIState, step: FactionOffer) -> str:
    return "{p%d}: Nullification Field: end {p%d}'s turn now (exhaust it and spend a strategy token)?" % (
        step.seat, step.other)


@resolves("nullification_field", prompt=_nullify_prompt)
def nullify(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    """The active player's turn ends: nothing more of the tactical action happens."""
    events = [*exhaust(state, step.seat, "nullification_field"),
              *spend_strategy_token(state, step.seat, "nullification_field")]
    tactical = flow.parent(state, TacticalAction)
    if tactical is not None:
        tactical.stage = "close"
    turn = flow.parent(state, PlayerTurn)
    if turn is not None:
        turn.stage = "done"
    return [*events, used(step.seat, "nullification_field", "{p%d}'s turn ends" % step.other)]


@effect("loncara_ssodu", hook="space_cannon_adjacent", unit="flagship")
def loncara_ssodu(ctx: Context) -> bool:
    """The flagship's SPACE CANNON may fire at ships in adjacent systems."""
    return True
