"""The game round and its phases, and a player's turn (LRR 40, 84, 3, 81)."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class GameRound(Step, kw_only=True):
    """One game round (LRR 40): strategy, action and status phases, then the agenda phase once the
    custodians token has left Mecatol Rex. ``stage`` names the phase to start or resume."""

    stage: str = "strategy"


class StrategyPhase(Step, kw_only=True):
    """Players pick strategy cards in speaker order; ``picks`` counts picks made so far (LRR 84);
    ``barred`` is a card the next picker may not take back (it was just sent back from them)."""

    picks: int = 0
    barred: str = ""


class ActionPhase(Step, kw_only=True):
    """Turns in initiative order until everyone has passed (LRR 3).

    ``order`` is the initiative order fixed at the start of the phase; ``next`` indexes the seat
    whose turn comes next; ``turns`` counts turns taken.
    """

    turns: int = 0
    order: list[int] = []
    next: int = 0


class PlayerTurn(Step, kw_only=True):
    """One player's turn in the action phase (LRR 3.1).

    ``stage``: "start" (start-of-turn abilities and transactions, then an action or a pass),
    "end" (end-of-turn abilities, transactions, a further action with Fleet Logistics), "done".
    ``actions`` counts actions taken this turn; ``traded`` the seats this seat made a transaction
    with this turn (LRR 94.1: one per neighbour per turn).
    """

    started: bool = False
    stage: str = "start"
    actions: int = 0
    traded: list[int] = []


class StatusPhase(Step, kw_only=True):
    """The status phase's steps in order (LRR 81); ``stage`` names the one in progress and
    ``turn`` indexes the seat of ``order`` (initiative order) being asked in a per-seat step."""

    stage: str = "score"
    turn: int = 0
    order: list[int] = []
    scored_public: bool = False
    scored_secret: bool = False
