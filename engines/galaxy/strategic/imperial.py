"""Imperial (LRR 45): score one public objective you meet; then a point for holding Mecatol Rex,
or else draw a secret objective. The secondary draws a secret objective."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.rounds import DoneScoring, ScoreObjective
from engines.galaxy.economy import MECATOL_REX
from engines.galaxy.flow import pop, push
from engines.galaxy.hands import draw_secret
from engines.galaxy.paying import claim
from engines.galaxy.scoring import scorable_publics
from engines.galaxy.state import TIState
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import Automatic, card_part, secondary_ready
from engines.galaxy.victory import gain_points


@card_part("imperial", "primary")
class ImperialPrimary:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        if step.stage != 0:
            return []
        choices = scorable_publics(state, step.seat)
        if not choices:
            return []
        options: list[Any] = [ScoreObjective(o) for o in choices]
        options.append(DoneScoring())
        return [Decision(step.seat, "{p%d}: score a public objective" % step.seat, options, "LRR 45.2")]

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        step.stage = 1
        if isinstance(action, ScoreObjective):
            push(state, claim(state, seat, action.objective))
        return []

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        mecatol = state.planets.get(MECATOL_REX)
        if mecatol is not None and mecatol.owner == step.seat:
            return gain_points(state, step.seat, 1, "imperial")
        return draw_secret(state, step.seat)


@card_part("imperial", "secondary")
class ImperialSecondary(Automatic):
    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        return draw_secret(state, step.seat)


@secondary_ready("imperial")
def _ready(state: TIState, seat: int) -> bool:
    return bool(state.secret_deck)
