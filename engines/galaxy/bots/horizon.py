"""The deciding choices of Twilight Imperium that the searching bot judges a round ahead, not one turn
(``Game.search_leaf``, ``Game.worth_searching``, ``Game.search_options``): the strategy card picked and the
secret objective kept.

Neither pays off within the turn: a strategy card is played later in the action phase (Imperial last of
all), and a secret objective is worked towards for rounds. Their futures are played to the end of the
round's action phase, every seat by the heuristic, and the leaf evaluation judges them there (the points
scored, the objectives met, the planets and fleet gained). Such a future costs about 50 to 120 ms of one core
in rounds 1 and 2 and 0.15 to 0.25 s later (docs/search.md, ti-hard5 and ti-fast8), so each alternative to the
heuristic's choice must be paid for: the heuristic's next best cards, as many as the budget gives futures for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.bots import BotTurn
from engines.core.contract import Decision
from engines.galaxy.actions import rounds as ac
from engines.galaxy.bots.choices import card_worth, secret_ease
from engines.galaxy.bots.sight import Sight
from engines.galaxy.state import NOBODY, TIState

ROUND_CHOICES = (ac.PickStrategyCard, ac.KeepSecret)
# Seconds of one core a future to the round's end takes in rounds 1 and 2, and from round 3 (more ships on the board,
# more to do): ti-hard5's 0.12 s and 0.3 s divided by what ti-fast8's pass saved of a future's CPU, main and the
# branch taken in turn on the same positions (bench/profile_round_futures.py, seeds 51000..51009, 40 futures a
# stage: 0.084 -> 0.063 s in rounds 1 and 2, 0.221 -> 0.176 s from round 3; docs/search.md, ti-fast8).
EARLY_FUTURE_COST = 0.09
LATE_FUTURE_COST = 0.24
MOST_ALTERNATIVES = 2
# Paired futures an option needs at a round choice before the search may choose it (the core's MIN_PAIRS is 4).
# Within a round's futures the heuristic plays both options' futures alike up to the choice's effects, so most paired
# differences vary little (sd under 0.03 for 38 of the 70 alternatives at 35 card picks of seeds 54950..54952, rounds 1
# and 2, 8 futures each); four pairs did not fit 1 s on a slower day (5 or 6 futures of 0.15 to 0.2 s in round 1, 2
# to 4 in round 2).
ROUND_PAIRS = 2
PLAYING = ("setup", "strategy", "action")  # the phases before the round's action phase is over


def round_choice(decision: Decision) -> bool:
    """Whether ``decision`` is one of the choices judged at the end of the round's action phase."""
    return bool(decision.options) and all(isinstance(o, ROUND_CHOICES) for o in decision.options)


def round_alternatives(budget: float, round_number: int = 1) -> int:
    """Alternatives to the heuristic's choice named for a budget, each with the heuristic's ROUND_PAIRS futures:
    in rounds 1 and 2 none below 0.36 s of one core (so none at 0.1 s, and no CPU spent), one from 0.36 s, two
    from 0.54 s (two at the default 1 s); from round 3 one from 0.96 s, two from 1.44 s. The search then keeps
    only those the clock still has room for (``round_pairs``: it narrows by what the futures cost)."""
    cost = EARLY_FUTURE_COST if round_number <= 2 else LATE_FUTURE_COST
    fits = int(budget / (cost * ROUND_PAIRS)) - 1
    return max(0, min(MOST_ALTERNATIVES, fits))


def round_pairs(turn: BotTurn) -> int | None:
    """The paired futures a round choice's options need (``Game.search_pairs``); None for any other decision."""
    return ROUND_PAIRS if round_choice(turn.decision) else None


def round_leaf(turn: BotTurn) -> Callable[[TIState], bool] | None:
    """For a strategy card or a secret objective, the test of a future that has reached the end of the
    action phase of the round the choice is made in (setup's choice: round 1's); None otherwise."""
    if not round_choice(turn.decision):
        return None
    view = turn.view
    last = view.round if view.phase in ("strategy", "action") else view.round + 1

    def over(state: TIState) -> bool:
        return state.winner != NOBODY or state.round > last or (state.round == last and state.phase not in PLAYING)

    return over


def round_options(turn: BotTurn, default: Any) -> list[Any] | None:
    """The heuristic's next best strategy cards (or the other secret objective), as many as the budget pays
    for; None for any other decision."""
    if not round_choice(turn.decision):
        return None
    sight = Sight(turn.view)
    ranked: list[Any]
    if isinstance(default, ac.PickStrategyCard):
        goods = {s.card: s.trade_goods for s in sight.view.strategy}
        ranked = sorted((o for o in turn.options if isinstance(o, ac.PickStrategyCard)),
                        key=lambda o: -card_worth(sight, o.card, goods.get(o.card, 0)))
    else:
        ranked = sorted((o for o in turn.options if isinstance(o, ac.KeepSecret)),
                        key=lambda o: (-secret_ease(sight, o.objective), o.objective))
    return [o for o in ranked if o != default][: round_alternatives(turn.budget, max(1, sight.view.round))]
