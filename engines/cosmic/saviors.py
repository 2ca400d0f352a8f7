"""The Saviors' passives and abilities: one registered function each, named after it."""

from __future__ import annotations

from engines.cosmic.actions import DiceSet
from engines.cosmic.board import mine_at
from engines.cosmic.content import DEFENSE, DOUBLE, HIT, MISS, design
from engines.cosmic.effects import Ctx, cant, effect, ready, reroll


# ----- Seren Alba --------------------------------------------------------------------------------
@effect
def mending_aura(ctx: Ctx) -> None:
    cell = ctx.state.contenders[ctx.source].cell
    for contender in mine_at(ctx.state, ctx.seat, cell):
        if contender.key != ctx.source:
            ctx.heal(contender.key, ctx.n)


@effect
def lifeline_strike(ctx: Ctx) -> None:
    ctx.heal(ctx.target, max(0, ctx.other().damage_taken))


@effect
def benediction(ctx: Ctx) -> None:
    ctx.heal(ctx.target, ctx.n)


# ----- Pell Ardent -------------------------------------------------------------------------------
@effect
def field_medic(ctx: Ctx) -> None:
    if ctx.me is not None and ctx.me.contender == ctx.source:
        ctx.heal(ctx.source, ctx.n)


@effect
def purging_light(ctx: Ctx) -> None:
    assert ctx.combat is not None
    ctx.side().hits += ctx.n * len(mine_at(ctx.state, ctx.seat, ctx.combat.cell))


@effect
def sanctuary(ctx: Ctx) -> None:
    ctx.side().shield += ctx.n


# ----- Ysolde Marr -------------------------------------------------------------------------------
@effect
def grace(ctx: Ctx) -> None:
    if ctx.me is not None and ctx.me.contender == ctx.source:
        ctx.gain_xp(ctx.n)


@effect
def radiant_lance(ctx: Ctx) -> None:
    side = ctx.side()
    side.hits += ctx.n * side.dice.count(DOUBLE)


@effect
def renewal(ctx: Ctx) -> None:
    assert ctx.combat is not None
    for contender in mine_at(ctx.state, ctx.seat, ctx.combat.cell):
        ctx.heal(contender.key, ctx.n)


# ----- Oriel Fenn --------------------------------------------------------------------------------
@effect
def insight(ctx: Ctx) -> None:
    if ctx.what == "buy" and design(ctx.target).type == "non_combat":
        ctx.amount = max(1, ctx.amount - ctx.n)


@effect
def sunder_veil(ctx: Ctx) -> None:
    foe = ctx.other()
    changed = 0
    for index, face in enumerate(foe.dice):
        if face == DEFENSE and changed < ctx.n:
            foe.dice[index] = MISS
            changed += 1
    ctx.events.append(DiceSet(seat=foe.seat, dice=list(foe.dice), why=ctx.name))


@ready("second_chance")
def _may_reroll(ctx: Ctx) -> bool:
    side = ctx.me
    if side is None or cant(ctx.state, "reroll", side.contender):  # CC-TERM-6: can't beats can
        return False
    return any(face not in (HIT, DOUBLE) for face in side.dice)


@effect
def second_chance(ctx: Ctx) -> None:
    side = ctx.side()
    indices = [i for i, face in enumerate(side.dice) if face not in (HIT, DOUBLE)]
    reroll(ctx.state, side, indices, ctx.name, ctx.events)


# ----- Kaida Lune --------------------------------------------------------------------------------
@effect
def moonlit_path(ctx: Ctx) -> None:
    if ctx.what == "traverse":
        ctx.amount = max(0, ctx.amount - ctx.n)


@effect
def riptide(ctx: Ctx) -> None:
    ctx.other().defense -= ctx.n * ctx.side().dice.count(DOUBLE)


@effect
def healing_tide(ctx: Ctx) -> None:
    for key in list(ctx.state.teams[ctx.seat]):
        ctx.heal(key, ctx.n)


# ----- Brother Aumery ----------------------------------------------------------------------------
@effect
def last_rites(ctx: Ctx) -> None:
    if ctx.state.contenders[ctx.target].owner == ctx.seat:
        ctx.gain_xp(ctx.n)


@effect
def smite(ctx: Ctx) -> None:
    contenders = ctx.state.contenders
    if contenders[ctx.side().contender].health < contenders[ctx.other().contender].health:
        ctx.side().hits += ctx.n


@effect
def absolution(ctx: Ctx) -> None:
    ctx.heal(ctx.side().contender, ctx.n)
