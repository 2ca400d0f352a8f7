"""Planet passives (one registered function each) and the Conquer and Overthrow criteria."""

from __future__ import annotations

from collections.abc import Callable

from engines.cosmic.board import mine_at
from engines.cosmic.content import PLANETS, Criterion, design
from engines.cosmic.effects import Ctx, effect
from engines.cosmic.state import CosmicState


# ----- passives (CC-CONQUEST-11, CC-CARD-25) -------------------------------------------------------------
@effect
def evelon_springs(ctx: Ctx) -> None:
    """CC-PLANET-3: every restore of Health restores 1 more."""
    ctx.amount += ctx.n


@effect
def master_smiths(ctx: Ctx) -> None:
    if ctx.what == "buy" and design(ctx.target).type == "weapon":
        ctx.amount = max(1, ctx.amount - ctx.n)


@effect
def deep_veins(ctx: Ctx) -> None:
    ctx.gain_xp(ctx.n)


@effect
def bulwark_walls(ctx: Ctx) -> None:
    if not ctx.attacking:
        ctx.side().defense += ctx.n


@effect
def slipstream(ctx: Ctx) -> None:
    if ctx.what == "traverse":
        ctx.amount = max(0, ctx.amount - ctx.n)


@effect
def war_drums(ctx: Ctx) -> None:
    if ctx.attacking:
        ctx.amount += ctx.n


@effect
def radiant_insight(ctx: Ctx) -> None:
    if ctx.what == "awaken":
        ctx.amount = max(0, ctx.amount - ctx.n)


@effect
def open_stalls(ctx: Ctx) -> None:
    if ctx.what == "buy" and ctx.state.tallies[ctx.seat].bought == 0:
        ctx.amount = max(1, ctx.amount - ctx.n)


@effect
def quickened_minds(ctx: Ctx) -> None:
    for key in ctx.state.teams[ctx.seat]:
        contender = ctx.state.contenders[key]
        contender.cd_combat = max(0, contender.cd_combat - ctx.n)
        contender.cd_support = max(0, contender.cd_support - ctx.n)


# ----- criteria (CC-CONQUEST-3, checked against this turn's tally, CC-GAP-9) -------------------------------
Check = Callable[[CosmicState, int, int, int], bool]


def _here(state: CosmicState, seat: int, cell: int, n: int) -> bool:
    return len(mine_at(state, seat, cell)) >= n


def _outnumber(state: CosmicState, seat: int, cell: int, n: int) -> bool:
    owner = state.control[cell]
    return len(mine_at(state, seat, cell)) > (len(mine_at(state, owner, cell)) if owner >= 0 else 0)


def _alone(state: CosmicState, seat: int, cell: int, n: int) -> bool:
    return all(c.owner == seat for c in state.contenders if c.cell == cell and c.owner >= 0)


def _awakened_here(state: CosmicState, seat: int, cell: int, n: int) -> bool:
    return sum(c.awakened for c in mine_at(state, seat, cell)) >= n


def _opponent_heal(state: CosmicState, seat: int, cell: int, n: int) -> bool:
    """CC-GAP-24: during this turn some opponent restored Health to n or more Contenders."""
    return any(len(t.healed) >= n for s, t in enumerate(state.tallies) if s != seat)


CRITERIA: dict[str, Check] = {
    "heal": lambda state, seat, cell, n: len(state.tallies[seat].healed) >= n,
    "opponent_heal": _opponent_heal,
    "weapon_bought": lambda state, seat, cell, n: state.tallies[seat].weapon_bought,
    "defeat": lambda state, seat, cell, n: len(state.tallies[seat].defeated) >= n,
    "here": _here,
    "outnumber": _outnumber,
    "alone": _alone,
    "damage": lambda state, seat, cell, n: sum(state.tallies[seat].damage) >= n,
    "traversed_here": lambda state, seat, cell, n: cell in state.tallies[seat].traversed,
    "pay": lambda state, seat, cell, n: state.xp[seat] >= n,
    "attacked_here": lambda state, seat, cell, n: cell in state.tallies[seat].attacked,
    "defeat_controller": lambda state, seat, cell, n: state.control[cell] in state.tallies[seat].defeated,
    "awakened_here": _awakened_here,
    "bought": lambda state, seat, cell, n: state.tallies[seat].bought >= n,
    "played": lambda state, seat, cell, n: state.tallies[seat].played >= n,
    "damage_here": lambda state, seat, cell, n: state.tallies[seat].damage[cell] >= n,
}


def criterion(state: CosmicState, cell: int) -> Criterion:
    """The criterion that applies to a planet now: Conquer if uncontrolled, else Overthrow."""
    planet = PLANETS[state.grid[cell]]
    return planet.conquer if state.control[cell] < 0 else planet.overthrow


def met(state: CosmicState, seat: int, cell: int) -> bool:
    """Whether the seat may take this planet now (it must occupy it, CC-CONQUEST-1)."""
    if state.control[cell] == seat or not mine_at(state, seat, cell):
        return False
    rule = criterion(state, cell)
    return CRITERIA[rule.kind](state, seat, cell, rule.n)
