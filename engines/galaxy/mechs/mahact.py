"""The Mahact Gene-Sorcerers' mech, the Starlancer: after a player whose command token lies in the Mahact fleet
pool activates a system holding a Starlancer, the Mahact may give that token back to its owner's reinforcements
to end the player's turn (nothing more of the tactical action happens)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy import flow
from engines.galaxy.economy import HELD_TOKEN
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import active
from engines.galaxy.mechs.common import mech_in
from engines.galaxy.state import TIState
from engines.galaxy.steps.phases import PlayerTurn
from engines.galaxy.steps.tactical import TacticalAction
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer, close

STARLANCER = "starlancer"


def held_token(state: TIState, holder: int, owner: int) -> bool:
    return any(m.effect == HELD_TOKEN and m.owner == holder and m.target == owner for m in state.modifiers)


def end_turn_now(state: TIState, window: Window) -> None:
    """The active player's turn ends at this window: the moment closes, the tactical action stops."""
    close(window)
    tactical = flow.parent(state, TacticalAction)
    if tactical is not None:
        tactical.stage = "close"
    turn = flow.parent(state, PlayerTurn)
    if turn is not None:
        turn.stage = "done"


def _could(state: TIState, seat: int, window: Window) -> bool:
    player = active(window)
    return player >= 0 and held_token(state, seat, player) and mech_in(state, seat, window.system)


@answer(STARLANCER, "after:activation", by="other", could=_could)
def starlancer(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    player = active(window)
    held = next(m for m in state.modifiers if m.effect == HELD_TOKEN and m.owner == seat and m.target == player)
    state.modifiers.remove(held)
    end_turn_now(state, window)
    return [used(seat, STARLANCER, "{p%d} takes the token back and the turn ends" % player)]
