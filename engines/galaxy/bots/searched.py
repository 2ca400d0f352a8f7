"""Which Twilight Imperium decisions the searching bot compares by futures (``Game.worth_searching``).

The look-ahead is one turn: a future ends when the seat's turn does, and ``bots/value.py`` judges it.
That judges what a tactical action wins or loses on the board within the turn (which system to
activate, which ships to bring, whether to stay in a fight, which unit takes a hit, where to land),
whether to pass or take a tactical action (``bots/turns.py``: the tactical action's future shows what
it takes) and the points scored in the status phase. It cannot judge the rest: a strategy card, a
technology, what to produce or how to pay pay off turns later, so the futures of their options differ
only by small, exact amounts of what was spent, and the search would follow those (hoarding trade goods
and action cards). Those decisions are played by the heuristic at once, which also keeps a game with a
Hard seat about as cheap as the heuristic's. docs/search.md has the figures.
"""

from __future__ import annotations

from engines.core.contract import Decision
from engines.galaxy.actions import rounds as ac
from engines.galaxy.tactical import actions as ta

SEARCHED = (
    ta.Activate, ta.MoveFrom, ta.MoveShip, ta.FinishOrigin, ta.EndMovement, ta.Load,
    ta.AnnounceRetreat, ta.Stay, ta.AssignHit, ta.Land, ta.FinishLanding,
    ac.ScoreObjective, ac.DoneScoring,
)
# A turn's choice between passing and a tactical action: the tactical action's future is played to its end,
# so what it takes within the turn (a planet, ships) is judged against giving up the round (bots/turns.py).
TURN_CHOICE = (ac.Pass, ac.TakeTacticalAction)


def worth_searching(decision: Decision) -> bool:
    """Whether an option of ``decision`` is one the one-turn look-ahead can judge."""
    return any(isinstance(option, SEARCHED + TURN_CHOICE) for option in decision.options)
