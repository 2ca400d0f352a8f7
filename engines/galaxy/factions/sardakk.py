"""Sardakk N'orr: relentless warriors.

- Unrelenting: +1 to every combat roll of their units.
- Valkyrie Particle Weave: in ground combat, one more hit after a round in which the opponent hit.
- Exotrireme (dreadnoughts): II may be sacrificed after a space combat round to destroy up to two ships.
- C'morran N'orr (flagship): the N'orr's other ships in its system get +1 on combat rolls.
- Tekklar Legion (note): see engines/galaxy/factions/notes.py.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import stats, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, in_space, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import destroy
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer


@effect("unrelenting", hook="roll_modifier", roll="combat")
def unrelenting(ctx: Context) -> int:
    """Every combat roll of the N'orr's units gets +1."""
    return 1


@effect("valkyrie_particle_weave", hook="bonus_hits", combat="ground")
def valkyrie_particle_weave(ctx: Context) -> int:
    """After the rolls of a ground combat round, if the opponent hit, the N'orr hit once more."""
    return 1 if ctx.opponent_hits > 0 else 0


@effect("cmorran_norr", hook="roll_modifier", roll="combat", combat="space")
def cmorran_norr(ctx: Context) -> int:
    """The flagship's system: every other N'orr ship there gets +1 on its combat rolls."""
    return 1 if ctx.unit != "flagship" and flagship_in(ctx.state, ctx.seat, ctx.system) else 0


def _enemy_ships(state: TIState, seat: int, node: int) -> list[str]:
    return sorted({s.kind for s in system(state, node).space if s.owner != seat and s.kind in SHIPS})


@effect("exotrireme_ii", hook="end_of_combat_round", combat="space")
def exotrireme_ii(ctx: Context) -> list[Event]:
    """After a space combat round, an Exotrireme II may be destroyed to destroy up to two ships there."""
    if in_space(ctx.state, ctx.seat, ctx.system, "dreadnought"):
        offer(ctx.state, ctx.seat, "exotrireme_ii", _enemy_ships(ctx.state, ctx.seat, ctx.system), system=ctx.system,
              other=ctx.opponent)
    return []


def _sacrifice_prompt(state: TIState, step: FactionOffer) -> str:
    if step.amount:
        return "{p%d}: Exotrireme II: choose the second ship to destroy" % step.seat
    return "{p%d}: destroy an Exotrireme II to destroy up to two ships here? Choose the first" % step.seat


@resolves("exotrireme_ii", prompt=_sacrifice_prompt)
def sacrifice_exotrireme(state: TIState, step: FactionOffer, target: str) -> list[Event]:
    seat, node = step.seat, step.system
    events: list[Event] = []
    if not step.amount:
        events += destroy(state, seat, node, "", "dreadnought", cause="exotrireme_ii")
    owner = next(s.owner for s in system(state, node).space if s.owner != seat and s.kind == target)
    events += destroy(state, owner, node, "", target, by=seat, cause="exotrireme_ii")
    events.append(used(seat, "exotrireme_ii", f"destroys a {stats(state, owner, target).name}"))
    if not step.amount:
        offer(state, seat, "exotrireme_ii", _enemy_ships(state, seat, node), system=node, other=step.other, amount=1)
    return events
