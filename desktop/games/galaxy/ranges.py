"""The range highlight of the game's map: where the chosen system's ships can fly, or, for a system the
player may activate, which of the player's fleets could reach it (with how many moves).

No rule of its own: the seat's view carries how its ships move (``view.movement``: extra adjacency from
wormholes and abilities, anomalies it may cross, ships it may pass, move bonuses by origin), and the
engine's movement search runs on those facts as the bots read them (``Sight``). Once the system is
active, the ships a tactical action may really move are the decision's options.
"""

from __future__ import annotations

from typing import Any

from engines.galaxy.bots.sight import Sight


def _moves_to(sight: Sight, origin: int) -> dict[int, int]:
    """System -> the fewest moves any of the seat's ships in ``origin`` spends to end its move there."""
    found: dict[int, int] = {}
    kinds = {u.kind for u in sight.ships(origin, sight.seat)}
    rules = sight.view.movement
    bonus = 1 if rules is not None and rules.move_bonus > 0 else 0  # one ship may fly one further
    for kind in kinds:
        move = sight.move_of(kind, origin)
        if not move:
            continue
        for node, left in sight.range_of(origin, move + bonus, kind).items():
            if node != origin:  # a rift's own bonus spends no move
                found[node] = min(found.get(node, move + bonus), max(1, move + bonus - left))
    return found


def range_marks(view: Any, selected: int, seat: int | None, activating: bool = False) -> dict[int, str]:
    """Systems to light for ``selected`` with their badges (moves spent): where its ships can fly, or, when
    the seat is ``activating`` it (or it holds no ship that can move), the systems whose ships could reach it."""
    if seat is None or seat != view.seat or not 0 <= seat < len(view.players):
        return {}
    sight = Sight(view)
    if selected not in sight.systems:
        return {}
    flights = {} if activating else _moves_to(sight, selected)
    if flights:
        return {node: str(moves) for node, moves in flights.items()}
    found: dict[int, str] = {}
    for node, system in sight.systems.items():  # who could reach the chosen system
        if node == selected or seat in system.tokens:
            continue
        moves = _moves_to(sight, node).get(selected)
        if moves is not None:
            found[node] = str(moves)
    return found
