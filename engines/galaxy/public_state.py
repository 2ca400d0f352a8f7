"""A game state rebuilt from one seat's view: the board, the sheets, the effects in force and the tactical
action's steps, with nothing hidden in it (no hands, no decks, a generator of its own).

Questions that need only public facts can be asked of it with the engine's own functions: the odds of
the battle a tactical action heads for (``combat.odds.pending_odds``), for the table and for bots that
see only a view. Nothing played on it reaches the game.
"""

from __future__ import annotations

from typing import Any

from engines.core.rng import Rng
from engines.galaxy.builder.view import tokens_from_view
from engines.galaxy.state import Modifier, PlanetState, PlayerState, Stack, StrategySlot, SystemState, TIState, key
from engines.galaxy.steps import Step
from engines.galaxy.view import TIView, UnitView

# The order the tactical action's steps stand in on the stack, outermost first.
_STEPS = ("action", "movement", "space_cannon", "space_combat", "invasion", "ground_combat", "hits", "production")


def _stacks(units: list[UnitView]) -> list[Stack]:
    return [Stack(u.owner, u.kind, u.count, u.damaged) for u in units]


def public_state(view: TIView) -> TIState:
    """The public part of the game ``view`` shows, as a state the engine's read-only functions accept."""
    players = [PlayerState(seat=p.seat, faction=p.faction, colour=p.colour, technologies=list(p.technologies),
                           tactic=p.tactic, fleet=p.fleet, strategy=p.strategy, trade_goods=p.trade_goods,
                           commodities=p.commodities, exhausted=list(p.exhausted), scored=list(p.scored),
                           promissory=list(p.promissory), vp=p.vp, passed=p.passed, eliminated=p.eliminated,
                           home=p.home) for p in view.players]
    systems = {key(s.node): SystemState(space=_stacks(s.space), tokens=list(s.tokens), planets=list(s.planets))
               for s in view.systems}
    planets = {p.key: PlanetState(system=p.system, owner=p.owner, exhausted=p.exhausted, units=_stacks(p.units),
                                  attachments=list(p.attachments)) for p in view.planets}
    stack: list[Any] = []
    if view.tactical is not None:
        for name in _STEPS:
            step = getattr(view.tactical, name)
            if isinstance(step, Step):
                stack.append(step)
    return TIState(
        rng=Rng(seed=1), players=players, layout=view.galaxy.layout, tokens=tokens_from_view(view.galaxy),
        systems=systems, planets=planets, speaker=view.speaker,
        strategy=[StrategySlot(s.card, s.holder, s.used, s.trade_goods) for s in view.strategy],
        round=view.round, phase=view.phase, nexus_active=view.galaxy.nexus.side == "active",
        custodians=view.custodians, vp_goal=view.vp_goal, stack=stack,
        modifiers=[Modifier(m.effect, m.owner, m.scope, m.target, m.amount) for m in view.modifiers],
        laws=list(view.laws), mode=view.mode)
