"""The game round (LRR 40): strategy, action and status phases, then the agenda phase.

The agenda phase is played once the custodians token has left Mecatol Rex (LRR 40.1, 27.4): its
procedure is ``engines/galaxy/agenda/``.

Timing windows opened here (``engines/galaxy/windows``): "start:strategy_phase", "end:strategy_phase",
"start:action_phase", "start:status_phase" (the status phase opens its own end). Hook point:
``start_of_strategy_phase`` for every seat in speaker order (effects an agenda left for the next
strategy phase act here). Standing passes end with their phase and round.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import PhaseStarted, RoundStarted
from engines.galaxy.content.strategy import card_order
from engines.galaxy.effects import fire
from engines.galaxy.flow import Automatic, handles, push
from engines.galaxy.seats import speaker_order
from engines.galaxy.state import NOBODY, StrategySlot, TIState
from engines.galaxy.steps.phases import ActionPhase, GameRound, StatusPhase, StrategyPhase
from engines.galaxy.victory import end_by_count
from engines.galaxy.windows import open_window
from engines.galaxy.windows.autopass import end_autopass


def agenda_phase(state: TIState) -> list[Event]:
    """Start the agenda phase (``engines/galaxy/agenda/phase.py``)."""
    from engines.galaxy.steps.agenda import AgendaPhase

    push(state, AgendaPhase())
    return [PhaseStarted(phase="agenda")]


def begin_phase(state: TIState, phase: str) -> None:
    end_autopass(state, "phase")
    state.phase = phase


@handles(GameRound)
class RoundHandler(Automatic):
    def run(self, state: TIState, step: GameRound) -> list[Event]:
        if step.stage == "strategy":
            step.stage = "strategy_end"
            begin_phase(state, "strategy")
            if not state.strategy:
                state.strategy = [StrategySlot(card) for card in card_order()]
            push(state, StrategyPhase())
            events: list[Event] = [RoundStarted(round=state.round), PhaseStarted(phase="strategy")]
            events += fire(state, "start_of_strategy_phase", speaker_order(state))
            open_window(state, "start:strategy_phase")
            return events
        if step.stage == "strategy_end":
            step.stage = "action"
            open_window(state, "end:strategy_phase")
            return []
        if step.stage == "action":
            step.stage = "status"
            begin_phase(state, "action")
            push(state, ActionPhase())
            open_window(state, "start:action_phase")
            return [PhaseStarted(phase="action")]
        if step.stage == "status":
            step.stage = "agenda"
            begin_phase(state, "status")
            push(state, StatusPhase())
            open_window(state, "start:status_phase")
            return [PhaseStarted(phase="status")]
        if step.stage == "agenda":
            step.stage = "next"
            if state.custodians != NOBODY:
                begin_phase(state, "agenda")
                return agenda_phase(state)
            return []
        # The round is over: a house round limit may end the game here, else the next round begins.
        end_autopass(state, "round")
        if state.round_limit and state.round >= state.round_limit:
            return end_by_count(state, "round limit")
        state.round += 1
        step.stage = "strategy"
        return []
