"""Warfare (LRR 99): take one of your command tokens off the board into a pool, then redistribute
your command tokens. The secondary resolves the PRODUCTION of one space dock in your home system
(the token is not placed there); the production procedure belongs to the tactical action's rules
(``procedures.start("production", ...)``)."""

from __future__ import annotations

from typing import Any

from engines.core.contract import Decision, Event
from engines.galaxy.actions.events import CommandTokenRemoved
from engines.galaxy.actions.rounds import RemoveCommandToken
from engines.galaxy.flow import pop, push
from engines.galaxy.procedures import available, start
from engines.galaxy.state import TIState
from engines.galaxy.steps.strategic import CardAbility
from engines.galaxy.strategic import card_part, secondary_ready
from engines.galaxy.tokens import gain_tokens, redistribute


def token_systems(state: TIState, seat: int) -> list[int]:
    return sorted(int(n) for n, s in state.systems.items() if seat in s.tokens)


@card_part("warfare", "primary")
class WarfarePrimary:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        if step.stage != 0:
            return []
        options = [RemoveCommandToken(n) for n in token_systems(state, step.seat)]
        if not options:
            return []
        prompt = "{p%d}: take one of your command tokens off the board" % step.seat
        return [Decision(step.seat, prompt, options, "LRR 99.1")]

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        state.systems[str(action.system)].tokens.remove(seat)
        step.stage = 1
        gain_tokens(state, seat, 1)
        return [CommandTokenRemoved(seat=seat, system=action.system)]

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        if step.stage <= 1:
            step.stage = 2
            redistribute(state, step.seat)
            return []
        pop(state, step)
        return []


def home_docks(state: TIState, seat: int) -> bool:
    home = state.players[seat].home
    keys = state.systems[str(home)].planets if str(home) in state.systems else []
    stacks = [s for k in keys for s in state.planets[k].units]
    if str(home) in state.systems:
        stacks += state.systems[str(home)].space  # the Saar's docks float in the space area
    return any(s.owner == seat and s.kind == "space_dock" for s in stacks)


@card_part("warfare", "secondary")
class WarfareSecondary:
    def decisions(self, state: TIState, step: CardAbility) -> list[Decision]:
        return []

    def perform(self, state: TIState, step: CardAbility, seat: int, action: Any) -> list[Event]:
        raise RuntimeError("Warfare's secondary takes no actions of its own")

    def run(self, state: TIState, step: CardAbility) -> list[Event]:
        pop(state, step)
        push(state, start("production", state, step.seat, state.players[step.seat].home, "warfare"))
        return []


@secondary_ready("warfare")
def _ready(state: TIState, seat: int) -> bool:
    return available("production") and home_docks(state, seat)
