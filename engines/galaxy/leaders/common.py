"""How a leader's ability is registered, and small moves many leaders share.

- ``agent_window(agent, keys, ...)``: an agent answering a timing window; offered while the agent is
  ready (``base.agent_ready``, so also through a ready Ssruu), exhausted as it is used.
- ``agent_action(agent, ...)`` / ``agent_turn(agent, ...)``: an agent used as a component action, or as a
  free ability of its owner's turn (the "action phase" agents); exhausted as it is used.
- ``hero_action(hero, ...)`` / ``hero_window(hero, ...)``: a hero's one use, purged after it (heroes the
  facts keep, Xxekir Grom and Ul the Progenitor, are not).
- commanders answer windows (``windows.answer``) and hooks (``effects.effect``) by their own id: they are
  in force only once unlocked (or shared).

Targets are strings in words ("seat:2", "planet:Lodor", "system:9", "cruiser@9"); the ability's own
function reads them back with the helpers below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.board import add, count, planets_in, system
from engines.galaxy.leaders.base import agent_ready, exhaust_agent, leader, purge_hero
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window
from engines.galaxy.windows import answer
from engines.galaxy.windows.registry import always

WindowUse = Callable[[TIState, int, Window, str], list[Event]]
WindowCould = Callable[[TIState, int, Window], bool]
WindowTargets = Callable[[TIState, int, Window], list[str]]
TurnUse = Callable[[TIState, int, str], list[Event]]
TurnReady = Callable[[TIState, int], bool]
TurnTargets = Callable[[TIState, int], list[str]]


def _yes(state: TIState, seat: int) -> bool:
    return True


def agent_window(agent: str, keys: tuple[str, ...] | str, by: str = "any", could: WindowCould = always,
                 targets: WindowTargets | None = None) -> Callable[[WindowUse], WindowUse]:
    def register(use: WindowUse) -> WindowUse:
        def ready_and(state: TIState, seat: int, window: Window) -> bool:
            return agent_ready(state, seat, agent) and could(state, seat, window)

        def exhausted_then(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
            return [*exhaust_agent(state, seat, agent), *use(state, seat, window, target)]

        answer(agent, keys, by=by, could=ready_and, targets=targets)(exhausted_then)
        return use

    return register


def _agent_ability(agent: str, window: str, ready: TurnReady, targets: TurnTargets | None) -> Callable[[TurnUse],
                                                                                                      TurnUse]:
    def register(use: TurnUse) -> TurnUse:
        def exhausted_then(state: TIState, seat: int, target: str) -> list[Event]:
            return [*exhaust_agent(state, seat, agent), *use(state, seat, target)]

        ability(agent, window, ready=lambda state, seat: agent_ready(state, seat, agent) and ready(state, seat),
                targets=targets)(exhausted_then)
        return use

    return register


def agent_action(agent: str, ready: TurnReady = _yes, targets: TurnTargets | None = None) -> Callable[[TurnUse],
                                                                                                    TurnUse]:
    """An agent used as a component action (it takes the turn's action)."""
    return _agent_ability(agent, "action", ready, targets)


def agent_turn(agent: str, ready: TurnReady = _yes, targets: TurnTargets | None = None) -> Callable[[TurnUse],
                                                                                                  TurnUse]:
    """An agent usable at any time of its owner's turn in the action phase (before or after the action)."""
    return _agent_ability(agent, "any", ready, targets)


def _spent(state: TIState, seat: int, hero: str) -> list[Event]:
    return purge_hero(state, seat, hero) if leader(hero).purged_after_use else []


def hero_action(hero: str, ready: TurnReady = _yes, targets: TurnTargets | None = None) -> Callable[[TurnUse],
                                                                                                  TurnUse]:
    """A hero used as a component action, then purged."""

    def register(use: TurnUse) -> TurnUse:
        def then_purged(state: TIState, seat: int, target: str) -> list[Event]:
            return [*_spent(state, seat, hero), *use(state, seat, target)]

        ability(hero, "action", ready=ready, targets=targets)(then_purged)
        return use

    return register


def hero_window(hero: str, keys: tuple[str, ...] | str, by: str = "you", could: WindowCould = always,
                targets: WindowTargets | None = None) -> Callable[[WindowUse], WindowUse]:
    """A hero answering a timing window, then purged."""

    def register(use: WindowUse) -> WindowUse:
        def then_purged(state: TIState, seat: int, window: Window, target: str) -> list[Event]:
            return [*_spent(state, seat, hero), *use(state, seat, window, target)]

        answer(hero, keys, by=by, could=could, targets=targets)(then_purged)
        return use

    return register


# ----- targets in words and back ------------------------------------------------------------------------


def seat_of(target: str) -> int:
    return int(target.removeprefix("seat:"))


def planet_of(target: str) -> str:
    return target.removeprefix("planet:")


def node_of(target: str) -> int:
    return int(target.removeprefix("system:"))


def others(state: TIState, seat: int) -> list[int]:
    return [p.seat for p in state.players if p.seat != seat and not p.eliminated]


def players(state: TIState, seat: int = -1) -> list[str]:
    return [f"seat:{p.seat}" for p in state.players if not p.eliminated]


def own_planets(state: TIState, seat: int, node: int | None = None) -> list[str]:
    return [k for k, p in sorted(state.planets.items()) if p.owner == seat and (node is None or p.system == node)]


def active(window: Window) -> int:
    """The seat whose event the window is (the active player, the roller, the producer)."""
    return window.actors[0] if window.actors else -1


def units_in(state: TIState, seat: int, node: int, kinds: tuple[str, ...] | None = None) -> int:
    found = count(system(state, node).space, seat, kinds)
    return found + sum(count(state.planets[p].units, seat, kinds) for p in planets_in(state, node))


def put_units(state: TIState, seat: int, node: int, planet: str, kind: str, number: int = 1) -> None:
    """Units onto a planet (or the space area, planet ""); the nexus turns over if they go there."""
    from engines.galaxy.forces import enter

    add(state.planets[planet].units if planet else system(state, node).space, seat, kind, number)
    enter(state, node)


def window_details(window: Window) -> dict[str, Any]:
    return {"system": window.system, "planet": window.planet, "subject": window.subject, "amount": window.amount}
