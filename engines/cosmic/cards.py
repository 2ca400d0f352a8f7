"""The Armory cards' behaviour: one registered function per design, named after it."""

from __future__ import annotations

from engines.cosmic.actions import DiceSet, MadeUnrivaled
from engines.cosmic.board import controlled
from engines.cosmic.content import DOUBLE, HEALTH_MAX
from engines.cosmic.effects import Ctx, attach, effect, ready, relocate


# ----- Non-Combat Actions (CC-CARD-1 to CC-CARD-3) -------------------------------------------------
@effect
def bad_intentions(ctx: Ctx) -> None:
    """CC-EXCARD-1: set an opposing Awakened Contender to Unrivaled."""
    ctx.state.contenders[ctx.target].awakened = False
    ctx.events.append(MadeUnrivaled(contender=ctx.target))


@effect
def field_dressing(ctx: Ctx) -> None:
    ctx.heal(ctx.target, ctx.n)


@effect
def forced_march(ctx: Ctx) -> None:
    relocate(ctx.state, ctx.seat, ctx.target, ctx.second, "forced_march", ctx.events)


@effect
def meditation_rite(ctx: Ctx) -> None:
    contender = ctx.state.contenders[ctx.target]
    contender.cd_combat = contender.cd_support = 0


@effect
def salvage_claim(ctx: Ctx) -> None:
    ctx.gain_xp(ctx.n + len(controlled(ctx.state, ctx.seat)))


@effect
def sabotage(ctx: Ctx) -> None:
    ctx.damage(ctx.target, ctx.n)


# ----- Combat Actions (CC-CARD-4 to CC-CARD-8) -------------------------------------------------------
@ready("amplification")
def _occupying_own_planet(ctx: Ctx) -> bool:
    side = ctx.me
    if side is None:
        return False
    return ctx.state.control[ctx.state.contenders[side.contender].cell] == ctx.seat


@effect
def amplification(ctx: Ctx) -> None:
    """CC-EXCARD-2: on a planet you control, double Hit or Defense (your choice, CC-GAP-26), then 1 GP."""
    side = ctx.side()
    if ctx.state.control[ctx.state.contenders[side.contender].cell] != ctx.seat:
        return
    if ctx.mode == "hit":
        side.hit_x2 = True
    else:
        side.def_x2 = True
    ctx.gain_gp(ctx.n)


@effect
def overcharge(ctx: Ctx) -> None:
    ctx.add_dice(ctx.side(), ctx.n)


@effect
def precision_strike(ctx: Ctx) -> None:
    ctx.side().hits += ctx.n


@effect
def rend_armor(ctx: Ctx) -> None:
    ctx.other().defense -= ctx.n


@effect
def relentless(ctx: Ctx) -> None:
    assert ctx.combat is not None
    foe = ctx.other()
    if foe.contender not in ctx.combat.defeated:
        ctx.damage(foe.contender, ctx.n)


# ----- Support Actions (CC-CARD-9 to CC-CARD-12) -----------------------------------------------------
@effect
def collective_intelligence(ctx: Ctx) -> None:
    """CC-EXCARD-3: a Weapon from the discard pile onto one of your Unrivaled Contenders."""
    ctx.state.discard.remove(ctx.target)
    attach(ctx.state, ctx.seat, ctx.target, ctx.second, ctx.events)


@effect
def brace(ctx: Ctx) -> None:
    ctx.side().defense += ctx.n


@effect
def second_wind(ctx: Ctx) -> None:
    ctx.heal(ctx.side().contender, ctx.n)


@effect
def lucky_break(ctx: Ctx) -> None:
    side = ctx.side()
    side.dice[ctx.target] = DOUBLE
    ctx.events.append(DiceSet(seat=ctx.seat, dice=list(side.dice), why=ctx.name))


@effect
def counterguard(ctx: Ctx) -> None:
    ctx.side().shield += ctx.n


@effect
def rally(ctx: Ctx) -> None:
    ctx.gain_xp(ctx.n)
    side = ctx.side()
    side.hits += ctx.n
    side.defense += ctx.n


# ----- Weapons (CC-CARD-13 to CC-CARD-23) -----------------------------------------------------------
@effect
def battle_mace(ctx: Ctx) -> None:
    """CC-EXCARD-4: no re-roll for the bearer; after damage, heal a Contender 1 per final Hit."""
    if ctx.stage == "cant":
        ctx.forbid = ctx.what == "reroll"
    elif ctx.stage == "after":
        hits = ctx.side().total_hits
        hurt = [k for k in ctx.state.teams[ctx.seat] if ctx.state.contenders[k].health < HEALTH_MAX]
        if hits > 0:
            ctx.ask(hurt, hits)
    elif ctx.stage == "chosen":
        ctx.heal(ctx.target, ctx.amount)


@effect
def ion_lance(ctx: Ctx) -> None:
    ctx.amount += ctx.n


@effect
def aegis_buckler(ctx: Ctx) -> None:
    ctx.side().defense += ctx.n


@effect
def serrated_glaive(ctx: Ctx) -> None:
    if ctx.attacking:
        ctx.side().hits += ctx.n


@effect
def siphon_blade(ctx: Ctx) -> None:
    dealt = max(0, ctx.other().damage_taken)
    ctx.heal(ctx.source, dealt // ctx.n)


@effect
def wayfinder_compass(ctx: Ctx) -> None:
    if ctx.what == "traverse" and ctx.target in (ctx.source, -1):
        ctx.amount = 0
