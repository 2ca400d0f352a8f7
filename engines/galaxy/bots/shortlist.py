"""Which options of a Twilight Imperium decision the searching bot compares with the heuristic's
(``Game.search_options``).

Choosing the system to activate offers about thirty options, and activating one changes nothing the leaf
evaluation reads (a command token), so the search's own shortlist (the options that look best right after
they are taken) kept the first few systems on the board, not the promising ones, and the futures only
confirmed the heuristic's plan. Here the alternatives are the next best plans of the heuristic's own
planner (``Planner.ranked``): the futures then play each plan's tactical action to its end (movement,
combat, landing, production) and the evaluation judges what it won, which is what a one-turn look-ahead
can judge. As many alternatives as the budget gives enough futures for (docs/search.md, ti-hard4).
"""

from __future__ import annotations

from typing import Any

from engines.core.bots import BotTurn
from engines.core.search import MIN_PAIRS
from engines.galaxy.bots.searched import TURN_CHOICE
from engines.galaxy.bots.sight import Sight
from engines.galaxy.bots.tactics import Planner
from engines.galaxy.bots.turns import turn_options
from engines.galaxy.tactical.actions import Activate

FUTURE_COST = 0.010  # seconds of one core a future of a tactical action takes (about 10 ms, 8 to 14 steps)
MOST_ALTERNATIVES = 4


def alternatives(budget: float) -> int:
    """How many plans to compare with the heuristic's so that each may get twice the futures the search needs
    before it may choose (MIN_PAIRS): one at 0.1 s (about ten futures in all), four at 1 s."""
    fits = int(budget / (FUTURE_COST * 2 * MIN_PAIRS)) - 1
    return max(1, min(MOST_ALTERNATIVES, fits))


def search_options(turn: BotTurn, default: Any) -> list[Any] | None:
    """For the choice of a system to activate, the systems of the planner's next best plans; for a turn that
    may pass or take a tactical action, the other of the two (``bots/turns.py``); None otherwise."""
    if any(isinstance(o, TURN_CHOICE) for o in turn.options):
        return turn_options(turn, default)
    systems = [o.system for o in turn.options if isinstance(o, Activate)]
    if not systems or len(systems) != len(turn.options):
        return None
    plans = Planner(Sight(turn.view)).ranked(systems)
    named = [Activate(p.target) for p in plans if p.value > 0 and Activate(p.target) != default]
    return named[: alternatives(turn.budget)]
