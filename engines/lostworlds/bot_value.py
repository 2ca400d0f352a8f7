"""How the searching bot judges a Lost Worlds position: points now, worlds nearly taken, resources.

Each seat's worth is its victory points plus the expected points of the worlds its fleets are
working on, plus small amounts for Renown and fleets ready to use; the shares of a win follow
from the differences of worth, sharper as the end comes near.
"""

from __future__ import annotations

from engines.core.contract import Result
from engines.core.value import outcome_values, win_shares
from engines.lostworlds.content import WORLDS
from engines.lostworlds.rules import value, worlds_of
from engines.lostworlds.state import LWState
from engines.lostworlds.turn import score

RENOWN = 0.35  # points a Renown is worth (it buys Champions, Dreadnoughts and the Power Die)
HOME = 0.3  # a fleet on the Home Planet, ready to be placed
HYPER = 0.12  # a fleet in Hyperspace, one READY away
SPREAD = 2.0  # points of worth that make one seat about 2.7 times likelier to win than another
SPREAD_PER_WORLD = 0.8  # ... more spread for each world still to be taken before the end


def values(state: LWState, result: Result | None) -> list[float]:
    """Each seat's share of a win from here, in 0..1 (the result's shares at the end)."""
    if result is not None:
        return outcome_values(result, state.players)
    worth = [worth_of(state, seat) for seat in range(state.players)]
    left = max(0, state.threshold - max(worlds_of(state, s) for s in range(state.players)))
    if state.final_left >= 0:
        left = 0
    return win_shares(worth, SPREAD + SPREAD_PER_WORLD * left)


def worth_of(state: LWState, seat: int) -> float:
    player = state.ps[seat]
    total = float(score(state, seat)) + RENOWN * player.renown + HOME * player.home + HYPER * player.hyper
    return total + _progress(state, seat)


def _progress(state: LWState, seat: int) -> float:
    """Expected points of the worlds on the table where ``seat`` has fleets."""
    n = state.players
    found = 0.0
    for slot, s in enumerate(state.table):
        if s.world < 0:
            continue
        vp = WORLDS[s.world].vp
        for side in (0, 1):
            mine = s.fleets[side * n + seat]
            if not mine:
                continue
            need = value(state, slot, seat, side)
            rival = max(s.fleets[side * n + q] for q in range(n) if q != seat)
            share = (mine / need) ** 2 * (0.5 if rival >= mine else 0.8)
            found += share * vp[side]
    return found
