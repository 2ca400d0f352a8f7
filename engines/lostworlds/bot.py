"""The heuristic bot: finishes the worlds it is closest to, re-rolls poor dice, spends Renown well.

It decides from its seat's view and the listed options only, so it also plays as a LAN client.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engines.core.bots import Bot, BotTurn
from engines.lostworlds import actions as A
from engines.lostworlds.bot_eval import Assess
from engines.lostworlds.bot_steps import STEP_CHOICES
from engines.lostworlds.content import WORLDS

REROLL_MARGIN = 0.25


class HeuristicBot(Bot):
    """A greedy player: good enough to beat chance comfortably and to measure balance."""

    name = "heuristic"

    def choose(self, turn: BotTurn) -> Any:
        options = turn.options
        if len(options) == 1:
            return options[0]
        view = turn.view
        ctx = Assess(view, turn.seat)
        if view.pending:
            handler = STEP_CHOICES.get(view.pending[0].kind)
            choice = handler(ctx, options, view.pending[0]) if handler else None
        else:
            choice = menu_choice(ctx, options)
        if choice in options:
            return choice
        useful = [o for o in options if o != A.SKIP] or options
        return turn.rng.choice(useful)


def menu_choice(ctx: Assess, options: list[Any]) -> Any:
    """Between steps: re-roll, spend Renown and powers, then activate dice, pass or end."""
    rolling = ctx.view.phase == "rolling"
    for picker in ((_reroll,) if rolling else ()) + (_use_power, _use_event, _spend_renown, _dice):
        choice = picker(ctx, options)
        if choice is not None:
            return choice
    return A.END_TURN if A.END_TURN in options else A.PASS_RENOWN


def _reroll(ctx: Assess, options: list[Any]) -> Any:
    """Choose the dice that fall short of their average, then re-roll them together."""
    values = ctx.die_values()
    wanted = {d for d in range(3) if A.TOGGLE[d] in options and values[d] < ctx.expected(d) - REROLL_MARGIN}
    chosen = {d for d in range(3) if ctx.view.dice[d].chosen}
    for d in range(3):
        if (d in wanted) != (d in chosen) and A.TOGGLE[d] in options:
            return A.TOGGLE[d]
    if wanted and A.REROLL in options:
        return A.REROLL
    return None


def _dice(ctx: Assess, options: list[Any]) -> Any:
    """Activate the Power Die first, then the most useful action die; pass when nothing helps."""
    if A.ACTIVATE[3] in options:
        return A.ACTIVATE[3]
    values = ctx.die_values()
    live = [d for d in range(3) if A.ACTIVATE[d] in options]
    if not live:
        return None
    best = max(live, key=lambda d: values[d])
    if A.PASS_READY in options:
        total = sum(values[d] for d in live)
        pass_value = max(2 * ctx.ready_value(), ctx.renown_value())
        if total < pass_value:
            return A.PASS_READY if 2 * ctx.ready_value() >= ctx.renown_value() else A.PASS_RENOWN
    return A.ACTIVATE[best] if values[best] > 0.05 else None


def _spend_renown(ctx: Assess, options: list[Any]) -> Any:
    """Champion where it finishes or nearly finishes a world; Dreadnought to block; tokens; Power Die."""
    panel = ctx.panel
    champs = [o for o in options if isinstance(o, A.Champion)]
    if champs:
        best = _champion_world(ctx, champs)
        if best is not None:
            return best
    dreads = [o for o in options if isinstance(o, A.Dreadnought)]
    if dreads:
        best = _dread_world(ctx, dreads)
        if best is not None and panel.renown >= 3:
            return best
    tokens = [o for o in options if isinstance(o, A.BuyToken)]
    if tokens:
        return tokens[0]
    if A.BUY_PDIE in options and panel.renown >= 4:
        return A.BUY_PDIE
    return None


def _champion_world(ctx: Assess, champs: list[Any]) -> Any:
    best, score = None, 0.0
    for option in champs:
        for side in (0, 1):
            t = ctx.target(option.world, side)
            if t is None:
                continue
            gain = replace(t, blocked=False).utility(1) - t.utility()  # a Champion also lifts a blockade
            if t.need == 1 and t.mine:
                gain += 3.0
            if gain > score:
                best, score = option, gain
    return best if score > 1.2 or (score > 0.4 and ctx.panel.renown >= 4) else None


def _dread_world(ctx: Assess, dreads: list[Any]) -> Any:
    """Guard my closest target when an opponent is as close as I am."""
    t = ctx.best()
    if t is None or t.blocked or t.need > 2 or t.threat > t.need:
        return None
    for option in dreads:
        if option.world == t.world:
            return option
    return None


def _use_power(ctx: Assess, options: list[Any]) -> Any:
    for option in options:
        if isinstance(option, A.UsePower) and _power_worth(ctx, WORLDS[option.world].key):
            return option
    return None


def _power_worth(ctx: Assess, key: str) -> bool:
    """Whether a world power helps right now."""
    panel, view = ctx.panel, ctx.view
    rolling = view.phase == "rolling"
    if key == "glasshaven":
        return panel.hyperspace >= 2 or (panel.hyperspace > 0 and panel.home == 0)
    if key == "brasshollow":
        return panel.hyperspace > 0 and (panel.home <= 1 or panel.renown < 5)
    if key in ("cinderfall", "gilded_abyss", "tidewrack"):
        return any(t.threat <= 1 for t in ctx.targets)
    if key == "halcyon_reach":
        return panel.renown <= 3
    if key in ("maw_of_vorth", "sable_exchange"):
        return any(p.renown for p in view.panels if p.seat != ctx.seat)
    if key in ("mirelight", "echo_deep"):
        return rolling and view.rerolls_left == 0 and min(ctx.die_values()) < 0.6
    if key == "brass_orrery":
        return not rolling or view.rerolls_left == 0
    if key in ("ashen_crown", "verdant_spindle"):
        return panel.home > 0
    if key == "starwake_bastion":
        return ctx.move()[0] > 1.0 or panel.hyperspace > 0
    if key in ("obsidian_throne", "lantern_of_ys"):
        t = ctx.best()
        return t is not None and t.need <= 2
    if key == "quiet_meridian":
        return panel.morality not in (0, 3, 6)
    if key == "heliotrope_gate":
        return not rolling and max(ctx.die_values(), default=0) > 1.5
    return True


def _use_event(ctx: Assess, options: list[Any]) -> Any:
    from engines.lostworlds.content import EVENTS

    panel = ctx.panel
    for option in options:
        if not isinstance(option, A.UseEvent):
            continue
        key = EVENTS[option.card].key
        if key in ("fold_in_space", "salvage_drones"):
            if panel.hyperspace >= 2 and min(ctx.die_values()) < 0.8 and ctx.view.phase != "rolling":
                return option
        elif key == "black_market_guns":
            if ctx.view.phase != "rolling" and min(ctx.die_values()) < 0.5:
                return option
        elif key == "relic_engines":
            return option if ctx.view.phase != "rolling" else None
        elif key in ("duel_at_dusk", "hush_money"):
            if panel.renown >= 3:
                return option
        else:
            return option
    return None

