"""The Destroyers' passives and abilities: one registered function each, named after it."""

from __future__ import annotations

from engines.cosmic.board import at, foes_at
from engines.cosmic.content import DOUBLE
from engines.cosmic.effects import Ctx, effect, reroll


# ----- Vex Ruinhart ------------------------------------------------------------------------------
@effect
def bloodlust(ctx: Ctx) -> None:
    if ctx.attacking:
        ctx.amount += ctx.n


@effect
def cleave(ctx: Ctx) -> None:
    assert ctx.combat is not None
    engaged = ctx.other().contender
    for foe in foes_at(ctx.state, ctx.seat, ctx.combat.cell):
        if foe.key != engaged:
            ctx.damage(foe.key, ctx.n)


@effect
def sharpen(ctx: Ctx) -> None:
    ctx.side().hits += ctx.n


# ----- Grael Voss --------------------------------------------------------------------------------
@effect
def executioner(ctx: Ctx) -> None:
    if ctx.attacking and ctx.state.contenders[ctx.other().contender].health <= ctx.m:
        ctx.side().hits += ctx.n


@effect
def finishing_blow(ctx: Ctx) -> None:
    if ctx.state.contenders[ctx.other().contender].health <= ctx.n:
        ctx.side().hit_x2 = True


@effect
def menace(ctx: Ctx) -> None:
    ctx.other().defense -= ctx.n


# ----- Nyx Calder --------------------------------------------------------------------------------
@effect
def ambush(ctx: Ctx) -> None:
    if ctx.attacking and ctx.source in ctx.state.tallies[ctx.seat].arrived:
        ctx.side().hits += ctx.n


@effect
def shadowstrike(ctx: Ctx) -> None:
    ctx.side().cap = 0


@effect
def smoke_veil(ctx: Ctx) -> None:
    foe = ctx.other()
    indices = [i for i, face in enumerate(foe.dice) if face == DOUBLE]
    reroll(ctx.state, foe, indices, ctx.name, ctx.events)


# ----- Brakka Stormjaw ---------------------------------------------------------------------------
@effect
def rampage(ctx: Ctx) -> None:
    side = ctx.me
    if side is not None and side.contender == ctx.source and ctx.state.contenders[ctx.target].owner != ctx.seat:
        ctx.gain_xp(ctx.n)


@effect
def thunder_maul(ctx: Ctx) -> None:
    ctx.add_dice(ctx.side(), ctx.n)


@effect
def war_roar(ctx: Ctx) -> None:
    assert ctx.combat is not None
    engaged = ctx.other().contender
    for foe in foes_at(ctx.state, ctx.seat, ctx.combat.cell):
        if foe.key != engaged:
            ctx.damage(foe.key, ctx.n)


# ----- Sael Vireon -------------------------------------------------------------------------------
@effect
def reckless(ctx: Ctx) -> None:
    if ctx.attacking:
        side = ctx.side()
        side.hits += ctx.n
        side.defense -= ctx.n


@effect
def overrun(ctx: Ctx) -> None:
    assert ctx.combat is not None
    foe = ctx.other()
    if foe.damage_taken >= ctx.m and foe.contender not in ctx.combat.defeated:
        ctx.damage(foe.contender, ctx.n)


@effect
def blood_pact(ctx: Ctx) -> None:
    if ctx.stage == "play":
        ctx.side().hits += ctx.n
        ctx.defer()
    else:
        ctx.damage(ctx.side().contender, ctx.m)


# ----- Torva Ashgrin -----------------------------------------------------------------------------
@effect
def ember_heart(ctx: Ctx) -> None:
    if ctx.attacking:
        ctx.other().defense -= ctx.n


@effect
def inferno(ctx: Ctx) -> None:
    assert ctx.combat is not None
    for contender in at(ctx.state, ctx.combat.cell):
        if contender.key != ctx.source:
            ctx.damage(contender.key, ctx.n)


@effect
def kindle(ctx: Ctx) -> None:
    ctx.add_dice(ctx.side(), ctx.n)
