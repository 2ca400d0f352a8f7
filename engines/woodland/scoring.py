"""Victory points (Law 3.2), the 30-point win (Law 3.1) and dominance (Law 3.3)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.woodland.actions import GameWon, Scored
from engines.woodland.deck import SUIT_OF
from engines.woodland.maps import geo
from engines.woodland.rule import rulers
from engines.woodland.state import WoodlandState

WIN_VP = 30
DOMINANCE_VP = 10


def score(state: WoodlandState, seat: int, points: int, why: str, events: list[Event]) -> None:
    """Add points (a loss stops at 0, and the event says what was really lost); a seat with an activated
    dominance card scores nothing (Law 3.3.1)."""
    if points == 0 or seat < 0 or state.dominance[seat]:
        return
    before = state.vp[seat]
    state.vp[seat] = max(0, before + points)
    if state.vp[seat] == before:
        return  # a loss with no points left to lose
    events.append(Scored(seat=seat, points=state.vp[seat] - before, total=state.vp[seat], why=why))
    if state.vp[seat] >= WIN_VP and seat not in state.reached:
        state.reached.append(seat)


def settle_winner(state: WoodlandState, events: list[Event]) -> None:
    """Whoever reached 30 wins at once; if several did, the seat whose turn it is (Law 3.1)."""
    if state.over or not state.reached:
        return
    winner = state.active if state.active in state.reached else state.reached[0]
    end(state, [winner], "30 victory points", events)


def end(state: WoodlandState, winners: list[int], why: str, events: list[Event]) -> None:
    """The game ends; a Vagabond in coalition wins with his partner (Law 9.2.8)."""
    partners = [s for s, partner in enumerate(state.coalition) if partner in winners and s not in winners]
    winners = [*winners, *partners]
    state.over = True
    state.winners = winners
    state.end_reason = why
    state.stack.clear()
    events.append(GameWon(winners=winners, why=why))


def dominance_holds(state: WoodlandState, seat: int) -> bool:
    """Rule three clearings of the card's suit, or two opposite corners for the bird card (Law 3.3.2)."""
    card = state.dominance[seat]
    if not card or (state.coalition and state.coalition[seat] >= 0):
        return False
    ruled = rulers(state)
    suit = SUIT_OF[card]
    board = geo(state)
    if suit == "bird":
        return any(ruled[a] == seat and ruled[b] == seat for a, b in board.opposite.items() if a < b)
    return sum(1 for c in board.ids if board.suit[c] == suit and ruled[c] == seat) >= 3


def check_round_limit(state: WoodlandState, events: list[Event]) -> None:
    """House safety net: after the round limit the highest score wins (ties share the win)."""
    limit = state.settings.round_limit
    if limit and state.turn >= limit * state.players:
        best = max(state.vp)
        end(state, [s for s in range(state.players) if state.vp[s] == best], f"round limit {limit}", events)
