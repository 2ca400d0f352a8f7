"""Dominance for every bot (Law 3.3): activate a card it can hold, take one it could use, and fight a
rival whose activated dominance is close to holding."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.woodland import actions as A
from engines.woodland.bots.common import Ctx
from engines.woodland.deck import SUIT_OF

DOMINANCE_VP = 10


def suit_clearings(ctx: Ctx, suit: str) -> list[int]:
    return [c for c in ctx.board.ids if ctx.board.suit[c] == suit]


def ruled_towards(ctx: Ctx, seat: int, card: str) -> int:
    """How much of a dominance card a seat rules now: clearings of its suit, or opposite corners held."""
    suit = SUIT_OF[card]
    if suit == "bird":
        corners = [c for c in ctx.board.corners if ctx.clearing(c).ruler == seat]
        pairs = sum(1 for a, b in ctx.board.opposite.items() if a < b and a in corners and b in corners)
        return 3 if pairs else (2 if corners else 0)
    return sum(1 for c in suit_clearings(ctx, suit) if ctx.clearing(c).ruler == seat)


def contested(ctx: Ctx, seat: int, card: str) -> set[int]:
    """The clearings that make up a seat's dominance: those of its suit (or the corners) it rules."""
    suit = SUIT_OF[card]
    spots = list(ctx.board.corners) if suit == "bird" else suit_clearings(ctx, suit)
    return {c for c in spots if ctx.clearing(c).ruler == seat}


def activate_value(ctx: Ctx, card: str) -> float:
    """Freeze the score only with a real chance: two of the three clearings already (a corner for birds),
    and not when 30 points are near anyway."""
    if ctx.me.vp >= 24 or ctx.view.players < 3:
        return -5.0
    held = ruled_towards(ctx, ctx.seat, card)
    return 14.0 + held if held >= 2 else -5.0


def take_value(ctx: Ctx, dominance: str, card: str) -> float:
    """Taking an available dominance card is worth a card only if it could be activated soon."""
    if ctx.me.vp < DOMINANCE_VP - 3 or ctx.me.dominance is not None:
        return -5.0
    return 4.0 if ruled_towards(ctx, ctx.seat, dominance) >= 2 else -5.0


def threats(ctx: Ctx) -> dict[int, set[int]]:
    """Rivals with an activated dominance (a coalition's is no threat), and the clearings that hold it."""
    found: dict[int, set[int]] = {}
    for seat in ctx.enemies:
        dominance = ctx.view.seats[seat].dominance
        if dominance is not None and ctx.view.seats[seat].coalition < 0 and seat != ctx.me.coalition:
            found[seat] = contested(ctx, seat, dominance.id)
    return found


def reactor(ctx: Ctx) -> Callable[[Any], float] | None:
    """``reaction`` bound to this decision's reading of the table; None while no dominance is active."""
    if not any(seat.dominance is not None for seat in ctx.view.seats):
        return None
    rivals = threats(ctx)
    own = ctx.me.dominance
    mine = contested(ctx, ctx.seat, own.id) if own is not None and ctx.me.coalition < 0 else set()
    return lambda option: reaction(ctx, option, rivals, own.id if own is not None else "", mine)


def reaction(ctx: Ctx, option: Any, rivals: dict[int, set[int]], own: str, mine: set[int]) -> float:
    """Extra value for options that break a rival's dominance or build one's own."""
    bonus = 0.0
    if isinstance(option, A.Battle):
        held = rivals.get(option.defender, set())
        if option.clearing in held:
            bonus += 12.0 + 4.0 * (len(held) >= 2)
    elif isinstance(option, A.Move | A.Slip | A.Travel | A.RecruitAt | A.ChooseClearing):
        cid = option.dest if isinstance(option, A.Move) else getattr(option, "clearing", 0)
        if any(cid in held for held in rivals.values()):
            bonus += 5.0
        if own and cid and SUIT_OF[own] in (ctx.board.suit[cid], "bird") and cid not in mine:
            bonus += 4.0
    elif isinstance(option, A.ChooseSeat) and option.seat in rivals:
        bonus += 6.0
    return bonus
