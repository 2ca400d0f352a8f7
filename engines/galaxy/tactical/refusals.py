"""Why a tactical action's move is refused, in words a player can read, with the rule behind it.

The table sends a click that is not among the options (a system that cannot be activated, ships that
cannot move) as a probe; these reasons answer it. "" means no particular reason is known.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.galaxy import flow
from engines.galaxy.board import galaxy, system
from engines.galaxy.content.units import GROUND_FORCES, SHIPS
from engines.galaxy.state import TIState
from engines.galaxy.steps.combat import AssignHits, SpaceCombat
from engines.galaxy.steps.invasion import Invasion
from engines.galaxy.steps.movement import Movement
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.tactical import actions as ta

NON_FIGHTERS = tuple(k for k in SHIPS if k != "fighter")


def _where(state: TIState, node: int) -> str:
    from engines.galaxy.words import system as system_words

    return system_words(state, node)


def _activate(state: TIState, seat: int, action: ta.Activate) -> str:
    step = flow.top(state)
    if not isinstance(step, TacticalAction) or step.stage != "activate":
        return "A system is activated only at the start of a tactical action (LRR 89.1)."
    if action.system not in galaxy(state).systems():
        return "There is no system there to activate (LRR 5.1)."
    if seat in system(state, action.system).tokens:
        return (f"You already have a command token in {_where(state, action.system)}: a system holding your "
                "token cannot be activated again (LRR 5.2).")
    return ""


def _move_from(state: TIState, seat: int, action: ta.MoveFrom) -> str:
    step = flow.top(state)
    if not isinstance(step, Movement):
        return "Ships move only in the movement step of a tactical action (LRR 58)."
    node = action.system
    if node == step.system:
        return "Ships already in the active system stay there; choose a system to move ships in from (LRR 58.4)."
    here = system(state, node) if str(node) in state.systems else None
    if here is None or not any(s.owner == seat and s.kind in SHIPS for s in here.space):
        return f"You have no ships in {_where(state, node)} (LRR 58.4)."
    if seat in here.tokens:
        return (f"Your ships in {_where(state, node)} cannot move: that system holds your command token "
                "(LRR 58.4c).")
    if all(s.origin == node for s in step.ships) and step.ships:
        return f"Every ship in {_where(state, node)} that can move is already declared."
    return (f"No ship of yours in {_where(state, node)} can reach the active system: its move value is too low, "
            "or the way is blocked by anomalies or other players' ships (LRR 58.4a, 58.4b).")


def _move_ship(state: TIState, seat: int, action: ta.MoveShip) -> str:
    step = flow.top(state)
    if not isinstance(step, Movement) or step.origin == -1:  # -1: none chosen (the Creuss home is -51)
        return "Choose a system to move ships from first (LRR 58.4)."
    kind = action.kind.replace("_", " ")
    if action.kind in NON_FIGHTERS:
        from engines.galaxy.tactical.movement import fleet_room

        if fleet_room(state, step) <= 0:
            return ("Your fleet pool is full: no more non-fighter ships may end in the active system "
                    "(LRR 37.1, 58.4).")
    if action.kind == "fighter" or action.kind in GROUND_FORCES:
        return (f"A {kind} has no move value of its own here: it is carried by a ship with capacity "
                "(LRR 58.4, 95).")
    return f"That {kind} cannot reach the active system from {_where(state, step.origin)} (LRR 58.4a)."


def _retreat(state: TIState, seat: int, action: ta.RetreatTo) -> str:
    return (f"A retreat goes to an adjacent system that holds none of another player's ships and has your units "
            f"or planets you control; {_where(state, action.system)} is not one (LRR 78.7).")


def _assign(state: TIState, seat: int, action: ta.AssignHit) -> str:
    step = flow.top(state)
    if not isinstance(step, AssignHits):
        return "There are no hits to assign now (LRR 78.3)."
    if step.seat != seat:
        return "Each player assigns the hits against their own units (LRR 78.3b)."
    return (f"That hit cannot go on a {action.kind.replace('_', ' ')}: it must be one of the units the hits can "
            "reach (fighters for anti-fighter barrage, ships in space, ground forces on a planet) (LRR 31).")


def _land(state: TIState, seat: int, action: ta.Land) -> str:
    invasion = flow.parent(state, Invasion)
    if invasion is None or invasion.stage != "commit":
        return "Ground forces land in the invasion step, after any space combat (LRR 49.2)."
    if action.planet not in system(state, invasion.system).planets:
        return "Ground forces land only on planets in the active system (LRR 49.2)."
    return "Only your ground forces in the active system's space area can land (LRR 49.2)."


def _announce(state: TIState, seat: int, action: Any) -> str:
    combat = flow.parent(state, SpaceCombat)
    if combat is None:
        return "A retreat is announced only in a space combat (LRR 78.4)."
    return ("You can announce a retreat only at the start of a combat round, with an adjacent system to retreat "
            "to (LRR 78.4).")


CHECKS: dict[type[Any], Callable[[TIState, int, Any], str]] = {
    ta.Activate: _activate, ta.MoveFrom: _move_from, ta.MoveShip: _move_ship, ta.RetreatTo: _retreat,
    ta.AssignHit: _assign, ta.Land: _land, ta.AnnounceRetreat: _announce,
}


def refusal(state: TIState, seat: int, action: Any) -> str:
    check = CHECKS.get(type(action))
    return check(state, seat, action) if check is not None else ""
