"""How the searching bot judges a Cosmic Conquest position: the end-game count as it stands now,
plus what the team's health is worth; sharper as the timer runs down."""

from __future__ import annotations

from engines.core.contract import Result
from engines.core.value import outcome_values, win_shares
from engines.cosmic.content import design
from engines.cosmic.scoring import PER_GP, homes
from engines.cosmic.state import CosmicState

HEALTH = 0.08  # points per point of health of a Contender in play (alive Contenders fight and hold planets)
SPREAD = 2.5  # points of worth that make a seat e times likelier to win
SPREAD_PER_ROUND = 0.9  # ... more for each round left on the timer


def values(state: CosmicState, result: Result | None) -> list[float]:
    """Each seat's share of a win from here, in 0..1 (the result's shares at the end)."""
    if result is not None:
        return outcome_values(result, state.players)
    if state.phase in ("draft", "awaken", "place"):
        return [1.0 / state.players] * state.players
    worth = [worth_of(state, seat) for seat in range(state.players)]
    rounds = 0 if state.ending else max(0, state.timer)
    return win_shares(worth, SPREAD + SPREAD_PER_ROUND * rounds)


def worth_of(state: CosmicState, seat: int) -> float:
    """Gambit Points with the end-game bonuses they would earn now (CC-BONUS-1 to CC-BONUS-5)."""
    team = [state.contenders[k] for k in state.teams[seat]]
    bonus = (sum(c.awakened for c in team) + state.control.count(seat) + homes(state, seat)
             + state.xp[seat] / PER_GP + sum(design(card).cost for card in state.hands[seat]) / PER_GP)
    health = sum(c.health for c in team if c.cell >= 0)
    return state.gp[seat] + bonus + HEALTH * health
