"""The Alliance bot: spreads sympathy where it scores and where armies would have to march through it,
revolts when the revolt pays, trains officers, and organizes."""

from __future__ import annotations

from typing import Any

from engines.woodland import actions as A
from engines.woodland.bots.common import Ctx, card_keep_value, generic_score
from engines.woodland.deck import SUIT_OF, design
from engines.woodland.factions.alliance.faction import AllianceView


def own(ctx: Ctx) -> AllianceView:
    """This bot's own board (its seat plays the Alliance)."""
    return ctx.me.board  # type: ignore[return-value]  # the seat's faction fixes its board type



def sympathetic(ctx: Ctx, cid: int) -> bool:
    return any(t.seat == ctx.seat and t.kind == "sympathy" for t in ctx.clearing(cid).tokens)


def danger(ctx: Ctx, cid: int) -> float:
    """Enemy warriors here and next door: how soon a token here is removed."""
    return ctx.enemy_warriors(cid) + 0.4 * sum(ctx.enemy_warriors(n) for n in ctx.board.adj[cid])


def spread_value(ctx: Ctx, cid: int) -> float:
    """Sympathy that stays: few enemies about; a little more where enemies must pass (Outrage bites)."""
    traffic = sum(1 for n in ctx.board.adj[cid] if ctx.enemy_warriors(n))
    board = own(ctx)
    placed = 10 - board.sympathy
    points = board.sympathy_vp[placed] if placed < len(board.sympathy_vp) else 0
    return 8.0 + 2.0 * points + 0.5 * traffic - 1.2 * danger(ctx, cid)


def revolt_value(ctx: Ctx, cid: int) -> float:
    """A revolt pays with enemy buildings and tokens there and with several sympathetic clearings of its suit."""
    suit = ctx.board.suit[cid]
    same = sum(1 for c in ctx.board.ids if ctx.board.suit[c] == suit and sympathetic(ctx, c))
    loot = sum(ctx.enemy_pieces(cid, s) for s in ctx.enemies)
    return 6.0 + 3.0 * loot + 2.0 * same + ctx.enemy_warriors(cid)


def bases(ctx: Ctx) -> list[int]:
    return [cid for cid in own(ctx).bases.values() if cid]


def mobilize_value(ctx: Ctx, card: str) -> float:
    """Supporters feed sympathy; keep ambushes and costly cards, never overfill the stack."""
    board = own(ctx)
    if board.limit and board.supporters >= board.limit:
        return -5.0
    keep = card_keep_value(card)
    return 6.0 - keep * 0.8 + (2.0 if board.supporters < 3 else 0.0)


def battle_value(ctx: Ctx, option: A.Battle) -> float:
    c = ctx.clearing(option.clearing)
    mine, theirs = c.warriors[ctx.seat], c.warriors[option.defender]
    loot = ctx.enemy_pieces(option.clearing, option.defender)
    if ctx.faction_of(option.defender) == "vagabond":
        return -1.0
    return 3.0 + 2 * loot + (mine - theirs) - (2.0 if theirs >= mine else 0.0)


def score(ctx: Ctx, option: Any) -> float:
    if isinstance(option, A.Revolt):
        return revolt_value(ctx, option.clearing)
    if isinstance(option, A.Spread):
        return spread_value(ctx, option.clearing)
    if isinstance(option, A.Organize):
        return 14.0 - danger(ctx, option.clearing)
    if isinstance(option, A.Train):
        return 11.0 - card_keep_value(option.card) * 0.5
    if isinstance(option, A.Mobilize):
        return mobilize_value(ctx, option.card)
    if isinstance(option, A.RecruitAt):
        return 9.0
    if isinstance(option, A.Craft):
        d = design(option.card)
        return 7.0 + d.item_vp if d.kind == "item" else 4.0
    if isinstance(option, A.Move):
        spread = 4.0 if not sympathetic(ctx, option.dest) and not ctx.mine(option.dest) else 0.0
        guard = -3.0 if option.origin in bases(ctx) and ctx.mine(option.origin) <= 2 else 0.0
        return 2.0 + spread + guard - danger(ctx, option.dest) * 0.5
    if isinstance(option, A.MoveCount):
        return -float(option.count)
    if isinstance(option, A.Battle):
        return battle_value(ctx, option)
    if isinstance(option, A.Discard) and ctx.view.task == "al_trim":
        return 10.0 - card_keep_value(option.card) - (2.0 if SUIT_OF[option.card] == "bird" else 0.0)
    return generic_score(ctx, option)
