"""The status phase (LRR 81), step by step.

1. Score objectives: in initiative order, each seat may score one public and one secret objective
   it meets (LRR 81.1, 61.6). Every seat is asked, with a pass, whatever it holds: asking only
   seats with a scorable secret would tell the table that they hold one.
2. The speaker reveals the next public objective (stage I before stage II); with none left the
   game ends (LRR 81.2b, 61.15, 98.8).
3. Each seat draws one action card (Neural Motivator: two; effects answer "status_action_cards"
   with the number to add), then discards down to its hand limit.
4. Command tokens come off the board; 5. each seat gains two (Hyper Metabolism: three; effects
   answer "status_command_tokens") and redistributes its command sheet, in initiative order.
6. Cards are readied; 7. units repaired; 8. strategy cards returned.

Timing windows: "during:status_draw_cards" and "during:status_gain_tokens" (every seat), "during:
status_return_cards" (the seats holding strategy cards: Political Stability) before the cards go
back, "end:status_phase"; "after:objective_revealed" (subject: the objective) when one is revealed.
Hook points, fired for every seat in initiative order: ``status_phase_started`` before the scoring
(the Arborec's Mitosis) and ``status_phase_ended`` after the cards are returned (the Sol flagship).
"""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import ObjectiveRevealed, StatusStep
from engines.galaxy.actions.rounds import DoneScoring, ScoreObjective
from engines.galaxy.effects import any_true, fire, total
from engines.galaxy.flow import handles, pop, push
from engines.galaxy.hands import draw_action_cards
from engines.galaxy.paying import claim
from engines.galaxy.scoring import objective, scorable_publics, scorable_secrets
from engines.galaxy.seats import initiative_order
from engines.galaxy.state import NOBODY, TIState
from engines.galaxy.steps.phases import StatusPhase
from engines.galaxy.tokens import gain_tokens, redistribute
from engines.galaxy.victory import end_by_count
from engines.galaxy.windows import open_window

STAGES = ("score", "reveal", "draw", "remove", "gain", "ready", "repair", "before_return", "return", "end", "done")
ACTION_CARDS_DRAWN = 1
TOKENS_GAINED = 2


def reveal_next(state: TIState) -> list[Event]:
    """The speaker turns up the next objective; the game ends when none is left (LRR 81.2)."""
    for stage, deck in (("I", state.stage1), ("II", state.stage2)):
        if deck:
            revealed = deck.pop()
            state.public.append(revealed)
            open_window(state, "after:objective_revealed", subject=revealed)
            return [ObjectiveRevealed(objective=revealed, stage=stage)]
    return end_by_count(state, "objectives")


@handles(StatusPhase)
class StatusHandler:
    def asks(self, state: TIState, step: StatusPhase) -> bool:
        """A seat is asked to score (or be done) at each turn of the scoring stage."""
        return step.stage == "score" and bool(step.order) and step.turn < len(step.order)

    def decisions(self, state: TIState, step: StatusPhase) -> list[Decision]:
        if step.stage != "score" or not step.order or step.turn >= len(step.order):
            return []
        seat = step.order[step.turn]
        options: list[Any] = []
        if not step.scored_public:
            options += [ScoreObjective(o) for o in scorable_publics(state, seat)]
        if not step.scored_secret:
            options += [ScoreObjective(o) for o in scorable_secrets(state, seat)]
        options.append(DoneScoring())
        prompt = "{p%d}: score up to one public and one secret objective" % seat
        return [Decision(seat, prompt, options, "LRR 81.1")]

    def perform(self, state: TIState, step: StatusPhase, seat: int, action: Any) -> list[Event]:
        if isinstance(action, DoneScoring):
            self._next_seat(step)
            return []
        if objective(action.objective).public:
            step.scored_public = True
        else:
            step.scored_secret = True
        if step.scored_public and step.scored_secret:
            self._next_seat(step)
        push(state, claim(state, seat, action.objective))
        return []

    def _next_seat(self, step: StatusPhase) -> None:
        step.turn += 1
        step.scored_public = step.scored_secret = False

    def run(self, state: TIState, step: StatusPhase) -> list[Event]:
        if step.stage == "score" and not step.order:
            step.order = initiative_order(state)
            return fire(state, "status_phase_started", step.order)
        stage = step.stage
        if stage != "done":
            step.stage = STAGES[STAGES.index(stage) + 1]
        events: list[Event] = getattr(self, f"_{stage}")(state, step)
        return events

    def _score(self, state: TIState, step: StatusPhase) -> list[Event]:
        return []

    def _reveal(self, state: TIState, step: StatusPhase) -> list[Event]:
        return reveal_next(state)

    def _draw(self, state: TIState, step: StatusPhase) -> list[Event]:
        open_window(state, "during:status_draw_cards", actors=step.order)
        events: list[Event] = []
        for seat in reversed(step.order):  # pushed in reverse, discards are asked in initiative order
            count = ACTION_CARDS_DRAWN + total(state, "status_action_cards", seat)
            events = draw_action_cards(state, seat, count) + events
        return events

    def _remove(self, state: TIState, step: StatusPhase) -> list[Event]:
        for system in state.systems.values():
            system.tokens = []
        return [StatusStep(step="remove")]

    def _gain(self, state: TIState, step: StatusPhase) -> list[Event]:
        # Each seat gains, then redistributes: pushed in reverse so the first in order goes first.
        for seat in reversed(step.order):
            redistribute(state, seat)
            gain_tokens(state, seat, TOKENS_GAINED + total(state, "status_command_tokens", seat))
        open_window(state, "during:status_gain_tokens", actors=step.order)
        return []

    def _ready(self, state: TIState, step: StatusPhase) -> list[Event]:
        for planet in state.planets.values():
            planet.exhausted = False
        readied = {p.seat: list(p.exhausted) for p in state.players}
        for player in state.players:
            player.exhausted = []
        events: list[Event] = [StatusStep(step="ready")]
        for seat in step.order:  # hook "cards_readied" (cards): what was exhausted is ready (Artuno's goods)
            events += fire(state, "cards_readied", [seat], cards=tuple(readied.get(seat, ())))
        return events

    def _repair(self, state: TIState, step: StatusPhase) -> list[Event]:
        for system in state.systems.values():
            for stack in system.space:
                stack.damaged = 0
        for planet in state.planets.values():
            for stack in planet.units:
                stack.damaged = 0
        return [StatusStep(step="repair")]

    def _before_return(self, state: TIState, step: StatusPhase) -> list[Event]:
        holders = sorted({s.holder for s in state.strategy if s.holder != NOBODY})
        open_window(state, "during:status_return_cards", actors=holders)
        return []

    def _end(self, state: TIState, step: StatusPhase) -> list[Event]:
        events = fire(state, "end_of_status_phase", step.order)
        open_window(state, "end:status_phase")
        return events

    def _return(self, state: TIState, step: StatusPhase) -> list[Event]:
        for slot in state.strategy:
            slot.used = False
            if slot.holder == NOBODY or not any_true(state, "keeps_strategy_cards", slot.holder):
                slot.holder = NOBODY
        return [StatusStep(step="return")]

    def _done(self, state: TIState, step: StatusPhase) -> list[Event]:
        pop(state, step)
        return fire(state, "status_phase_ended", step.order)
