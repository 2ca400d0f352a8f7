"""How the searching bot judges a Landfall position: people landed against the goal, counting the
people still aboard living ships as partly landed. The team shares one value."""

from __future__ import annotations

import math

from engines.colony.state import ColonyState
from engines.core.contract import Result
from engines.core.value import outcome_values

ABOARD = 0.6  # a person aboard a living ship, as a share of one landed
SPREAD = 3.0  # people short of the goal that make a win e times less likely than even odds
SPREAD_PER_GOAL = 0.1


def values(state: ColonyState, result: Result | None) -> list[float]:
    """The team's chance of landing the colony, the same for every seat (1 or 0 at the end)."""
    if result is not None:
        return outcome_values(result, state.players, cooperative=True)
    if state.phase == "draft":
        return [0.5] * state.players
    aboard = sum(ship.people for ship in state.ships if not ship.ghost)
    margin = state.total + ABOARD * aboard - state.goal
    chance = 1.0 / (1.0 + math.exp(-margin / (SPREAD + SPREAD_PER_GOAL * state.goal)))
    return [chance] * state.players
