"""The game round (LRR 40): strategy, action and status phases, then the agenda phase.

The agenda phase is played once the custodians token has left Mecatol Rex (LRR 40.1, 27.4). Its
procedure belongs to the politics issue: ``agenda_phase`` is the one place that starts it, and until
it lands the round goes straight on and the table is told the council does not meet yet.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CouncilDoesNotMeet, PhaseStarted, RoundStarted
from engines.galaxy.flow import Automatic, handles, push
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.phases import ActionPhase, GameRound, StatusPhase, StrategyPhase
from engines.galaxy.victory import end_by_count


def agenda_phase(state: TIState) -> list[Event]:
    """Start the agenda phase (push its step); until the politics issue lands, say it does not meet."""
    return [CouncilDoesNotMeet(round=state.round)]


@handles(GameRound)
class RoundHandler(Automatic):
    def run(self, state: TIState, step: GameRound) -> list[Event]:
        if step.stage == "strategy":
            step.stage = "action"
            state.phase = "strategy"
            push(state, StrategyPhase())
            return [RoundStarted(round=state.round), PhaseStarted(phase="strategy")]
        if step.stage == "action":
            step.stage = "status"
            state.phase = "action"
            push(state, ActionPhase())
            return [PhaseStarted(phase="action")]
        if step.stage == "status":
            step.stage = "agenda"
            state.phase = "status"
            push(state, StatusPhase())
            return [PhaseStarted(phase="status")]
        if step.stage == "agenda":
            step.stage = "next"
            if state.custodians != NOBODY:
                state.phase = "agenda"
                return agenda_phase(state)
            return []
        # The round is over: a house round limit may end the game here, else the next round begins.
        if state.round_limit and state.round >= state.round_limit:
            return end_by_count(state, "round limit")
        state.round += 1
        step.stage = "strategy"
        return []
