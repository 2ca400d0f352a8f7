"""How the searching bot judges a Lost Worlds position: points now, worlds nearly taken, resources.

Each seat's worth is its victory points plus the expected points of the worlds its fleets are
working on, plus amounts for worlds held, Renown, fleets at home or in Hyperspace and for being the
seat whose turn it is; the shares of a win follow from the differences of worth, sharper as the
end comes near.

The weights were fitted (least log-loss of the final winner) on the positions at the start of every
turn of 2,000 two-player games between heuristic bots, which is what the search's futures are:
docs/search.md has the figures. A fleet in Hyperspace weighs below nothing: it is a fleet that
needs a READY before it can work again, where one on a world or at home does not.
"""

from __future__ import annotations

from engines.core.contract import Result
from engines.core.value import outcome_values, win_shares
from engines.lostworlds.content import WORLDS
from engines.lostworlds.rules import value, worlds_of
from engines.lostworlds.state import LWState
from engines.lostworlds.turn import score

RENOWN = 0.1  # points a Renown is worth
HOME = 0.2  # a fleet on the Home Planet, ready to be placed
HYPER = -0.35  # a fleet in Hyperspace, one READY away
PROGRESS = 2.0  # weight of the expected points of the worlds under way
WORLD = 0.7  # a world held: nearer the end the game's threshold brings, and the first tie-break
TEMPO = 0.9  # the seat whose turn it is (it acts before the others)
SPREAD = 1.25  # points of worth that make one seat about 2.7 times likelier to win than another
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
    total += WORLD * worlds_of(state, seat) + (TEMPO if seat == state.active else 0.0)
    return total + PROGRESS * _progress(state, seat)


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
