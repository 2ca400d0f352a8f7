"""The turn's choice between passing and a tactical action, as the searching bot compares it.

The heuristic passes once no plan is worth a tactic token to it (``tactics.WORTH_ACTING``) or the tokens are kept
for an objective; it takes a tactical action whenever one is. The search names the other of the two as the only
alternative: a tactical action's future plays the heuristic's best plan to the turn's end (a planet taken, ships
produced), a pass's future ends the turn at once, and the leaf judges both at the same point. Any other option of
the turn (a strategic or component action, a transaction) is left to the heuristic: nothing is named.
"""

from __future__ import annotations

from typing import Any

from engines.core.bots import BotTurn
from engines.galaxy.actions import rounds as ac


def turn_choice(turn: BotTurn) -> bool:
    """Whether the decision offers both a pass and a tactical action."""
    return ac.Pass() in turn.options and ac.TakeTacticalAction() in turn.options


def turn_options(turn: BotTurn, default: Any) -> list[Any]:
    """The other of pass and tactical action when the heuristic chose one of them; nothing otherwise."""
    if not turn_choice(turn):
        return []
    if default == ac.Pass():
        return [ac.TakeTacticalAction()]
    if default == ac.TakeTacticalAction():
        return [ac.Pass()]
    return []
