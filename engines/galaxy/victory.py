"""Victory points and the end of the game (LRR 98, 61.15).

Gaining points never touches the procedure stack: it records the winner, and the flow driver ends
the game at its next settling point, so a handler that scores in the middle of its work finishes
that work safely.
"""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import GameEnded, VictoryPointGained, VictoryPointLost
from engines.galaxy.seats import initiative_order
from engines.galaxy.state import NOBODY, TIState


def gain_points(state: TIState, seat: int, points: int, why: str) -> list[Event]:
    """``seat`` gains victory points; reaching the goal ends the game (LRR 98.7).

    When several seats reach the goal by one effect, the effect scores them in initiative order
    and the first to reach it wins: a winner once recorded is never replaced.
    """
    player = state.players[seat]
    player.vp += points
    events: list[Event] = [VictoryPointGained(seat=seat, points=points, why=why, total=player.vp)]
    if player.vp >= state.vp_goal and state.winner == NOBODY:
        state.winner = seat
        state.ended = "points"
        events.append(GameEnded(winner=seat, why="points"))
    return events


def lose_points(state: TIState, seat: int, points: int, why: str) -> list[Event]:
    """``seat`` loses victory points (never below zero): Support for the Throne given back, Mutiny."""
    player = state.players[seat]
    lost = min(points, player.vp)
    player.vp -= lost
    return [VictoryPointLost(seat=seat, points=lost, why=why, total=player.vp)] if lost else []


def end_by_count(state: TIState, why: str) -> list[Event]:
    """End the game now: the most points wins, ties to the earliest in initiative order (LRR 98.8)."""
    order = initiative_order(state)
    best = max(state.players[s].vp for s in order)
    state.winner = next(s for s in order if state.players[s].vp == best)
    state.ended = why
    return [GameEnded(winner=state.winner, why=why)]


def over(state: TIState) -> bool:
    return state.winner != NOBODY or bool(state.ended)
