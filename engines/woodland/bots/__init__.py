"""Woodland bots: one heuristic player that plays whichever faction its seat holds."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.bots import Bot, BotTurn
from engines.woodland import actions as A
from engines.woodland.bots import alliance, eyrie, lost_powers, marquise, vagabond
from engines.woodland.bots.common import Ctx, generic_score
from engines.woodland.bots.dominance import reactor

SCORERS: dict[str, Callable[[Ctx, Any], float]] = {
    "lost_powers": lost_powers.score, "marquise": marquise.score, "vagabond": vagabond.score,
    "eyrie": eyrie.score, "alliance": alliance.score}


class HeuristicBot(Bot):
    """Scores every option with its faction's priorities, plus what an active dominance makes urgent, and
    takes the best (ties at random)."""

    name = "heuristic"

    def choose(self, turn: BotTurn) -> Any:
        options = turn.options
        if len(options) == 1:
            return options[0]
        ctx = Ctx(turn)
        scorer = SCORERS.get(ctx.me.faction, generic_score)
        react = reactor(ctx)
        if react is None:
            return max(options, key=lambda o: (scorer(ctx, o) + pressure(ctx, o), turn.rng.random()))
        return max(options, key=lambda o: (scorer(ctx, o) + pressure(ctx, o) + react(o), turn.rng.random()))


def pressure(ctx: Ctx, option: Any) -> float:
    """Moving warriors into another's sympathy costs a card (Outrage); with three or more players, battles
    against whoever leads by many points are worth more."""
    if isinstance(option, A.Move):
        return -2.5 if outrage_here(ctx, option.dest) else 0.0
    if not isinstance(option, A.Battle):
        return 0.0
    value = 0.0
    here = ctx.clearing(option.clearing)
    if outrage_here(ctx, option.clearing) and not here.warriors[option.defender] \
            and not any(b.seat == option.defender for b in here.buildings):
        value -= 8.0  # a lone sympathy token: a point now, a card and a cheaper token for the Alliance
    if ctx.view.players >= 3:
        lead = ctx.view.seats[option.defender].vp - max(ctx.view.seats[s].vp for s in range(ctx.view.players)
                                                         if s != option.defender)
        if lead > 0 and ctx.view.seats[option.defender].vp >= 12:
            value += min(6.0, 0.5 * lead)
    return value


def outrage_here(ctx: Ctx, cid: int) -> bool:
    """Another seat's sympathy token is in the clearing (Outrage, Law 8.2.4)."""
    return any(t.kind == "sympathy" and t.seat != ctx.seat for t in ctx.clearing(cid).tokens)


__all__ = ["HeuristicBot"]
