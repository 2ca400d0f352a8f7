"""Sardakk N'orr: relentless warriors.

- Unrelenting: +1 to every combat roll of their units.
- Valkyrie Particle Weave: in ground combat, one more hit after a round in which the opponent hit.
- Exotrireme (dreadnoughts): II may be sacrificed after a space combat round to destroy up to two ships.
- C'morran N'orr (flagship): the N'orr's other ships in its system get +1 on combat rolls.
- Tekklar Legion (note): at the start of a ground combat its holder's units get +1 for that combat (and the
  N'orr's -1 if they are the opponent).
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.board import stats, system
from engines.galaxy.content.units import SHIPS
from engines.galaxy.effects import Context, effect
from engines.galaxy.factions.base import flagship_in, in_space, other_side, used
from engines.galaxy.factions.offers import offer, resolves
from engines.galaxy.forces import destroy
from engines.galaxy.promissory.actions import NoteEffect
from engines.galaxy.promissory.notes import owner_of, window_note
from engines.galaxy.state import Modifier, TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer


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


def _exo_targets(state: TIState, seat: int, window: Window) -> list[str]:
    if not in_space(state, seat, window.system, "dreadnought"):
        return []
    return _enemy_ships(state, seat, window.system)


@answer("exotrireme_ii", "end:space_combat_round", could=lambda s, seat, w: bool(_exo_targets(s, seat, w)),
        targets=_exo_targets)
def exotrireme_ii(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """After a space combat round, an Exotrireme II may be destroyed to destroy up to two ships there."""
    step = FactionOffer(seat=seat, source="exotrireme_ii", system=window.system, other=other_side(window, seat))
    return sacrifice_exotrireme(state, step, target)


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

TEKKLAR_AGAINST = "tekklar_legion_against"


@window_note("tekklar_legion", "start:ground_combat", by="any", could=lambda s, seat, note, w: seat in w.actors)
def tekklar_legion(state: TIState, seat: int, note: str, window: Window) -> list[Event]:
    """For this ground combat the holder's units get +1; against the N'orr, the N'orr's units get -1."""
    state.modifiers.append(Modifier("tekklar_legion", seat, "combat"))
    owner = owner_of(note)
    if other_side(window, seat) == owner:
        state.modifiers.append(Modifier(TEKKLAR_AGAINST, owner, "combat"))
    return [NoteEffect(seat=seat, note=note, what="gets +1 on its ground combat rolls")]


@effect("tekklar_legion", hook="roll_modifier", roll="combat", combat="ground")
def tekklar_bonus(ctx: Context) -> int:
    return 1


@effect(TEKKLAR_AGAINST, hook="roll_modifier", roll="combat", combat="ground")
def tekklar_penalty(ctx: Context) -> int:
    return -1
