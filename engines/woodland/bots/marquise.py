"""The Marquise bot: builds its engine (sawmills, workshops, recruiters), recruits, and hunts Elders."""

from __future__ import annotations

from typing import Any

from engines.woodland import actions as A
from engines.woodland.bots.common import Ctx, generic_score
from engines.woodland.deck import SUIT_OF, design
from engines.woodland.factions.marquise.data import COST, VP

BUILD_BIAS = {"sawmill": 2.0, "workshop": 1.0, "recruiter": 1.5}


def score(ctx: Ctx, option: Any) -> float:
    board = ctx.me.board
    if isinstance(option, A.PlaceKeep):
        return float(sum(ctx.board.slots[c] for c in (option.clearing, *ctx.board.adj[option.clearing])))
    if isinstance(option, A.PlaceBuilding):
        return float(ctx.board.slots[option.clearing]) + (1.0 if option.clearing == getattr(board, "keep", 0) else 0)
    if isinstance(option, A.Craft):
        d = design(option.card)
        return 6.0 + d.item_vp * 2 if d.kind == "item" else (4.0 if d.kind == "persistent" else 3.0)
    if isinstance(option, A.Build):
        placed = board.placed[option.kind]  # type: ignore[union-attr]
        least = min(board.placed.values())  # type: ignore[union-attr]
        return (20.0 + VP[option.kind][placed] * 2 + BUILD_BIAS[option.kind] - COST[option.kind][placed] * 0.5
                - (placed - least) * 1.5)
    if isinstance(option, A.Recruit):
        return 16.0 if board.supply > 2 else 2.0  # type: ignore[union-attr]
    if isinstance(option, A.Battle):
        return battle_value(ctx, option)
    if isinstance(option, A.March):
        best = best_move(ctx)
        return 5.0 + best if best > 2.0 else -1.0
    if isinstance(option, A.Move):
        return move_value(ctx, option.origin, option.dest)
    if isinstance(option, A.MoveCount):
        return -abs(option.count - ideal_count(ctx))
    if isinstance(option, A.Overwork):
        return (9.0 if short_of_wood(ctx) else 3.0) - (4.0 if SUIT_OF[option.card] == "bird" else 0.0)
    if isinstance(option, A.ExtraAction):
        return 6.0 if len(ctx.view.hand) > 2 and design(option.card).kind != "ambush" else -1.0
    if isinstance(option, A.PlayCard) and ctx.view.task == "hospital":
        keep = design(option.card).kind in ("ambush",) or (design(option.card).kind == "item" and
                                                           design(option.card).item_vp >= 2)
        return 8.0 if not keep or ctx.view.task_count >= 2 else -1.0
    return generic_score(ctx, option)


def short_of_wood(ctx: Ctx) -> bool:
    """A ruled clearing with an open slot exists but every next building costs more wood than she has."""
    placed = ctx.me.board.placed  # type: ignore[union-attr]
    costs = [COST[k][placed[k]] for k in placed if placed[k] < 6]
    wood = sum(1 for c in ctx.view.clearings for t in c.tokens if t.seat == ctx.seat and t.kind == "wood")
    room = any(c.ruler == ctx.seat and c.slots - len(c.buildings) - (1 if c.ruin else 0) > 0
               for c in ctx.view.clearings)
    return room and (min(costs) if costs else 99) > wood


def has_buildings(ctx: Ctx, cid: int) -> bool:
    c = ctx.clearing(cid)
    return any(p.seat == ctx.seat for p in (*c.buildings, *c.tokens))


def ideal_count(ctx: Ctx) -> int:
    """Leave one warrior behind to guard buildings, else move them all."""
    origin = ctx.view.task_clearing
    here = ctx.mine(origin)
    return max(1, here - 2) if has_buildings(ctx, origin) else here


def best_move(ctx: Ctx) -> float:
    best = -99.0
    for cid in ctx.board.ids:
        if ctx.mine(cid):
            for dest in ctx.board.adj[cid]:
                best = max(best, move_value(ctx, cid, dest))
    return best


def target_value(ctx: Ctx, cid: int, count: int) -> float:
    """What ``count`` of her warriors are worth in a clearing: a fight she wins, or a slot she can build in."""
    value = 0.0
    c = ctx.clearing(cid)
    for enemy in ctx.enemies:
        theirs = c.warriors[enemy]
        if ctx.faction_of(enemy) == "lost_powers" and theirs and count >= 2:
            value = max(value, 6.0 + theirs)
        elif (theirs or ctx.enemy_pieces(cid, enemy)) and ctx.faction_of(enemy) != "vagabond" and count > theirs:
            value = max(value, 4.0 + ctx.enemy_pieces(cid, enemy) + min(theirs, 3))
    free = c.slots - len(c.buildings) - (1 if c.ruin else 0)
    if free and count > ctx.enemy_warriors(cid):
        value = max(value, 2.0 + free)
    return value


def move_value(ctx: Ctx, origin: int, dest: int) -> float:
    """Gather on Elders and enemy buildings she can beat, or take clearings with open slots."""
    here = ctx.mine(origin)
    guard = 0
    if has_buildings(ctx, origin):
        guard = max(2, ctx.enemy_warriors(origin) * 3 + 1) if ctx.enemy_warriors(origin) else 2
    moving = here - guard
    if moving <= 0:
        return -5.0
    gain = target_value(ctx, dest, ctx.mine(dest) + moving) - target_value(ctx, dest, ctx.mine(dest))
    loss = target_value(ctx, origin, here) - target_value(ctx, origin, here - moving)
    return gain - loss - 0.5


def battle_value(ctx: Ctx, option: A.Battle) -> float:
    """Elders first (each removal is a point and costs them a follower); then outnumbered buildings."""
    c = ctx.clearing(option.clearing)
    mine = c.warriors[ctx.seat]
    theirs = c.warriors[option.defender]
    loot = ctx.enemy_pieces(option.clearing, option.defender)
    kind = ctx.faction_of(option.defender)
    if kind == "vagabond":
        return 8.0 if mine >= 3 else -2.0
    if kind == "lost_powers":
        if c.fallen == theirs:
            return 30.0
        return 24.0 + c.fallen if mine >= min(theirs + 1, 3) else 3.0
    if theirs == 0:
        return 15.0 + loot * 2
    return 6.0 + (mine - theirs) * 1.5 + loot if mine > theirs else -1.0
