"""The Federation of Sol's leaders: Evelyn DeLouis (agent), Claire Gibson (commander), Jace X, 4th Air Legion
(hero)."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.events import CommandTokenRemoved
from engines.galaxy.board import add, planets_in
from engines.galaxy.content.units import GROUND_FORCES
from engines.galaxy.expansion.words import register_targets
from engines.galaxy.factions.base import used
from engines.galaxy.leaders.common import agent_window, hero_action
from engines.galaxy.leaders.dice import give_extra_die
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer

DELOUIS, GIBSON, JACE = "evelyn_delouis", "claire_gibson", "jace_x_4th_air_legion"
register_targets(DELOUIS, GIBSON, JACE)


def _ground_forces(state: TIState, seat: int, window: Window) -> list[str]:
    planets = [window.planet] if window.planet else planets_in(state, window.system) if window.system != -1 else []
    return sorted({f"{s.owner}:{s.kind}" for p in planets for s in state.planets[p].units if s.kind in GROUND_FORCES})


@agent_window(DELOUIS, "start:ground_combat_round", by="any",
              could=lambda s, seat, w: bool(_ground_forces(s, seat, w)), targets=_ground_forces)
def evelyn_delouis(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """One ground force in the combat rolls one more die this round."""
    owner, kind = target.split(":")
    give_extra_die(state, int(owner), kind)
    return [used(seat, DELOUIS, "{p%s}'s %s rolls one more die this round" % (owner, kind))]


@answer(GIBSON, "start:ground_combat", by="you",
        could=lambda s, seat, w: bool(w.planet) and s.planets[w.planet].owner == seat)
def claire_gibson(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
    """A ground combat on a Sol planet: 1 infantry from reinforcements joins it."""
    add(state.planets[window.planet].units, seat, "infantry")
    return [used(seat, GIBSON, f"an infantry joins the defence of {window.planet}")]


def _token_systems(state: TIState, seat: int) -> list[int]:
    return sorted(int(k) for k, s in state.systems.items() if seat in s.tokens)


@hero_action(JACE, ready=lambda state, seat: bool(_token_systems(state, seat)))
def jace_x_4th_air_legion(state: TIState, seat: int, target: str) -> list[Event]:
    """Every Sol command token on the board goes back to reinforcements."""
    events: list[Event] = [used(seat, JACE, "every command token on the board comes home")]
    for node in _token_systems(state, seat):
        state.systems[str(node)].tokens.remove(seat)
        events.append(CommandTokenRemoved(seat=seat, system=node))
    return events
