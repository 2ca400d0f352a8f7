"""The Empyrean's leaders: Acamar (agent), Xuange (commander), Conservator Procyon (hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokenRemoved
from engines.galaxy.board import planets_in, system
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.exploration.explore import explore_frontier
from engines.galaxy.exploration.frontier import frontier_systems
from engines.galaxy.factions.base import used
from engines.galaxy.forces import has_ships
from engines.galaxy.leaders.common import active, agent_window, hero_action
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.tokens import gain_tokens
from engines.galaxy.windows import answer

ACAMAR, XUANGE, PROCYON = "acamar", "xuange", "conservator_procyon"
register_targets(ACAMAR, XUANGE, PROCYON)


@agent_window(ACAMAR, "after:move_into", by="any",
              could=lambda state, seat, window: window.system != -1 and not planets_in(state, window.system))
def acamar(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """The player who moved ships into a system without planets gains 1 command token."""
    gain_tokens(state, active(window), 1)
    return [used(seat, ACAMAR, "{p%d} gains a command token" % active(window))]


def _xuange_could(state: TIState, seat: int, window: Window) -> bool:
    return window.system != -1 and seat in system(state, window.system).tokens


@answer(XUANGE, "after:move_into", by="other", could=_xuange_could)
def xuange(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """Another player's ships came into a system with an Empyrean command token: the token may go home."""
    system(state, window.system).tokens.remove(seat)
    return [CommandTokenRemoved(seat=seat, system=window.system),
            used(seat, XUANGE, f"takes its command token back from position {window.system}")]


@hero_action(PROCYON)
def conservator_procyon(state: TIState, seat: int, target: str) -> list[Event]:
    """A frontier token in every planetless system without one; then every one where the Empyrean have ships is
    explored."""
    state.frontier = sorted(set(state.frontier) | set(frontier_systems(state)))
    events: list[Event] = [used(seat, PROCYON, "frontier tokens fill the empty systems")]
    for node in [n for n in state.frontier if has_ships(state, seat, n)]:
        events += explore_frontier(state, seat, node)
    return events
