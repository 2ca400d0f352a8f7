"""The Sentinels' passives and abilities: one registered function each, named after it."""

from __future__ import annotations

from engines.cosmic.actions import Rolled
from engines.cosmic.board import mine_at
from engines.cosmic.chance import roll
from engines.cosmic.content import DEFENSE, HEALTH_MAX, RED_FACES
from engines.cosmic.effects import Ctx, effect, reroll


# ----- Clarity (CC-CLARITY-1 to CC-CLARITY-3) ----------------------------------------------------------
@effect
def life_and_death(ctx: Ctx) -> None:
    """Clarity loses 3+ Health in a combat: restore 2 Health to another Contender you control."""
    if ctx.stage == "chosen":
        ctx.heal(ctx.target, ctx.amount)
        return
    side = ctx.me
    if side is None or side.contender != ctx.source or side.lost < ctx.m:
        return
    contenders = ctx.state.contenders
    others = [k for k in ctx.state.teams[ctx.seat] if k != ctx.source and contenders[k].health < HEALTH_MAX]
    ctx.ask(others, ctx.n)


@effect
def spectral_reckoning(ctx: Ctx) -> None:
    """After damage roll 3 Attack dice; each Defense costs every defending Contender 2 Health."""
    dice = roll(ctx.state, RED_FACES, ctx.n)
    ctx.events.append(Rolled(seat=ctx.seat, dice=dice, why=ctx.name))
    count = dice.count(DEFENSE)
    for key in list(ctx.state.teams[ctx.other().seat]):
        ctx.damage(key, ctx.m * count)


@effect
def shadow_parry(ctx: Ctx) -> None:
    """A chosen idle opposing Contender loses 1 Health per Hit in your final Combat Value."""
    ctx.damage(ctx.target, ctx.n * max(0, ctx.side().total_hits))


# ----- Warden Ossa -------------------------------------------------------------------------------
@effect
def stone_skin(ctx: Ctx) -> None:
    if not ctx.attacking:
        ctx.side().defense += ctx.n


@effect
def shield_slam(ctx: Ctx) -> None:
    side = ctx.side()
    side.hits += ctx.n * side.dice.count(DEFENSE)


@effect
def rampart(ctx: Ctx) -> None:
    ctx.side().shield += ctx.n


# ----- Corvane Hale ------------------------------------------------------------------------------
@effect
def vigil(ctx: Ctx) -> None:
    cell = ctx.state.contenders[ctx.source].cell
    if cell >= 0 and ctx.state.control[cell] == ctx.seat:
        ctx.gain_xp(ctx.n)


@effect
def judgement_arc(ctx: Ctx) -> None:
    foe = ctx.other()
    indices = [i for i, face in enumerate(foe.dice) if face == DEFENSE]
    reroll(ctx.state, foe, indices, ctx.name, ctx.events)


@effect
def aegis_link(ctx: Ctx) -> None:
    ctx.side().defense += ctx.n


# ----- Maelis Thorne -----------------------------------------------------------------------------
@effect
def thornguard(ctx: Ctx) -> None:
    side = ctx.side()
    if side.contender == ctx.source and side.damage_taken > 0:
        ctx.damage(ctx.other().contender, ctx.n)


@effect
def bramble_charge(ctx: Ctx) -> None:
    ctx.add_dice(ctx.side(), ctx.n)


@effect
def barbed_guard(ctx: Ctx) -> None:
    ctx.damage(ctx.other().contender, ctx.n)


# ----- Iro Kestrel -------------------------------------------------------------------------------
@effect
def watchful(ctx: Ctx) -> None:
    if not ctx.attacking:
        ctx.amount += ctx.n


@effect
def piercing_gaze(ctx: Ctx) -> None:
    ctx.other().defense -= ctx.n


@effect
def hold_the_line(ctx: Ctx) -> None:
    assert ctx.combat is not None
    ctx.side().defense += ctx.n * len(mine_at(ctx.state, ctx.seat, ctx.combat.cell))


# ----- Dunmere -----------------------------------------------------------------------------------
@effect
def steadfast(ctx: Ctx) -> None:
    """Opponents' Non-Combat Action cards can't choose Dunmere (CC-TERM-6: can't wins)."""
    ctx.forbid = ctx.what == "card_target" and ctx.amount != ctx.seat


@effect
def crushing_weight(ctx: Ctx) -> None:
    contenders = ctx.state.contenders
    if contenders[ctx.side().contender].health > contenders[ctx.other().contender].health:
        ctx.side().hits += ctx.n


@effect
def stand_firm(ctx: Ctx) -> None:
    side = ctx.side()
    side.cap = ctx.n if side.cap < 0 else min(side.cap, ctx.n)
