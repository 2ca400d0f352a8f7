"""The round's phases and a player's turn (LRR 40, 84, 3, 81)."""

from __future__ import annotations

from engines.galaxy.steps.base import Step


class StrategyPhase(Step, kw_only=True):
    """Players pick strategy cards in speaker order; ``picks`` counts picks made so far (LRR 84)."""

    picks: int = 0


class ActionPhase(Step, kw_only=True):
    """Turns in initiative order until everyone has passed (LRR 3)."""

    turns: int = 0


class PlayerTurn(Step, kw_only=True):
    """One player's turn in the action phase: choose a strategic, tactical or component action, or pass."""

    started: bool = False


class StatusPhase(Step, kw_only=True):
    """The status phase's steps in order (LRR 81); ``stage`` names the one in progress."""

    stage: str = "score"
    turn: int = 0
