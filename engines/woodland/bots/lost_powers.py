"""The Lost Powers bot: keeps upright Elders where Disarm and Retire pay, indoctrinates, retires costly followers."""

from __future__ import annotations

from typing import Any

from engines.woodland import actions as A
from engines.woodland.bots.common import Ctx, card_keep_value, generic_score
from engines.woodland.deck import design
from engines.woodland.refs import CardRef

ACT_VALUE = {"recruit": 9.0, "draw": 7.0, "seek": 4.0, "move": 3.0, "battle": 5.0}


def _tableau(ctx: Ctx) -> list[CardRef | None]:
    return list(getattr(ctx.me.board, "tableau", []))


def elders_on_map(ctx: Ctx) -> int:
    return sum(c.warriors[ctx.seat] for c in ctx.view.clearings)


def danger(ctx: Ctx, cid: int) -> float:
    """Enemy warriors here and next door: how likely an Elder here is attacked."""
    near = sum(ctx.enemy_warriors(n) for n in ctx.board.adj[cid])
    return ctx.enemy_warriors(cid) + 0.3 * near


def disarm_worth(ctx: Ctx, cid: int) -> float:
    """What a standing Elder here takes each Birdsong: a building or token (1 VP) where no warrior guards."""
    best = 0.0
    for enemy in ctx.enemies:
        pieces = ctx.enemy_pieces(cid, enemy)
        guards = ctx.clearing(cid).warriors[enemy]
        if ctx.faction_of(enemy) == "vagabond" and enemy in ctx.clearing(cid).pawns:
            best = max(best, 2.0)
        elif ctx.faction_of(enemy) == "alliance" and not guards:
            best = max(best, 0.5)  # disarmed sympathy feeds the Alliance a card (Outrage)
        elif pieces and not guards:
            best = max(best, 5.0)
        elif guards:
            best = max(best, 1.5 if guards <= 2 else 0.5)
    return best


def spot_value(ctx: Ctx, cid: int) -> float:
    """Where to stand an Elder: Disarm loot, rule of the suit, little danger."""
    board = ctx.board
    suit_cover = sum(1 for c in board.ids if board.suit[c] == board.suit[cid] and ctx.mine(c))
    return disarm_worth(ctx, cid) - 0.6 * danger(ctx, cid) - 0.8 * suit_cover + 2.0


def score(ctx: Ctx, option: Any) -> float:
    if isinstance(option, A.Follow):
        value = ACT_VALUE[option.act]
        if option.act == "recruit":
            value += 5 - elders_on_map(ctx)
        if option.act == "draw" and len(ctx.view.hand) >= 6:
            value -= 4
        return value
    if isinstance(option, A.ChooseClearing):
        return clearing_score(ctx, option.clearing)
    if isinstance(option, A.Rise):
        return 8.0
    if isinstance(option, A.Retire):
        card = _tableau(ctx)[option.slot]
        return 6.0 + (design(card.id).cost_total if card else 0)
    if isinstance(option, A.Indoctrinate):
        return 5.0 + design(option.card).cost_total - (3.0 if design(option.card).kind == "ambush" else 0)
    if isinstance(option, A.UseCard) and ctx.view.task == "lp_trigger":
        return 10.0
    if isinstance(option, A.Move):
        spread = 1.0 if not ctx.mine(option.dest) else -1.0
        return spot_value(ctx, option.dest) - spot_value(ctx, option.origin) + spread
    if isinstance(option, A.Battle):
        return battle_value(ctx, option)
    if isinstance(option, A.SeekPlace):
        return -card_keep_value(option.card) + (0.5 if not option.top else 0.0)
    if isinstance(option, A.ChooseSeat) and ctx.view.task == "disarm_enemy":
        return disarm_target(ctx, option.seat)
    if isinstance(option, A.WearOut):
        return 0.0
    return generic_score(ctx, option)


def clearing_score(ctx: Ctx, cid: int) -> float:
    if ctx.view.step == "lp_disarm":
        return disarm_worth(ctx, cid)
    return spot_value(ctx, cid)


def disarm_target(ctx: Ctx, seat: int) -> float:
    """Disarm the leader, and the Vagabond first (a damaged item slows everything he does)."""
    base = 5.0 + ctx.view.seats[seat].vp / 10
    if ctx.faction_of(seat) == "alliance" and not ctx.clearing(ctx.view.task_clearing).warriors[seat]:
        base -= 3.0  # it would give up sympathy: a card to the Alliance by Outrage
    return base + (2.0 if ctx.faction_of(seat) == "vagabond" else 0.0)


def battle_value(ctx: Ctx, option: A.Battle) -> float:
    """Battle where the loot is buildings and tokens and the defenders are few."""
    loot = ctx.enemy_pieces(option.clearing, option.defender)
    theirs = ctx.clearing(option.clearing).warriors[option.defender]
    mine = ctx.mine(option.clearing)
    if ctx.faction_of(option.defender) == "vagabond":
        return 2.0 if mine >= 2 else -1.0
    return 3.0 + loot * 2 + (mine - theirs) - (3.0 if theirs > mine + 1 else 0)
