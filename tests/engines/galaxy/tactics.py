"""Scenario builders for the tactical action's tests: a small galaxy, units where a test wants them, scripted dice.

The 3-player layout puts homes at 22, 28 and 34; ring 1 is 1-6 around Mecatol Rex (0), ring 2 is 7-18.
Every open system is an empty red tile unless a test names its tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import engines.galaxy.tactical.procedures  # noqa: F401  (registers the handlers and technologies)
from engines.core.contract import Decision
from engines.core.rng import Rng
from engines.galaxy import flow
from engines.galaxy.board import add
from engines.galaxy.layouts import layout
from engines.galaxy.leaders.base import agents_of
from engines.galaxy.phases.setup import COLOURS, board_state
from engines.galaxy.state import TIState, key
from engines.galaxy.steps.tactical import TacticalAction

FILLER = "48"


class Dice(Rng):
    """A generator whose d10 rolls come from a script first (then from the seed)."""

    script: list[int] = []

    def roll(self, sides: int) -> int:
        if self.script:
            return self.script.pop(0)
        return super().roll(sides)


def table(tiles: dict[int, str] | None = None, factions: Sequence[str] = ("sol", "hacan", "letnev"),
          clear: bool = True, seed: int = 7) -> TIState:
    """A 3-player game: homes placed, ``tiles`` at their positions; if ``clear``, no units, no technologies and
    every agent exhausted (so that no leader answers a window unless a test readies it: ``pok.pok_table`` does)."""
    tokens = list(layout("3p").skeleton_map().tokens)
    tokens = [FILLER if t == "?" else t for t in tokens]
    for position, tile in (tiles or {}).items():
        tokens[position] = tile
    state = board_state("3p", tokens, list(factions), list(COLOURS[:3]), 0, Dice(seed=seed))
    if clear:
        for sys_state in state.systems.values():
            sys_state.space.clear()
        for planet in state.planets.values():
            planet.units.clear()
        for player in state.players:
            player.technologies.clear()
            player.exhausted = list(agents_of(player.faction))
    return state


def units(text: str) -> dict[str, int]:
    """"dreadnought=2,fighter=3" -> {"dreadnought": 2, "fighter": 3}."""
    found: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        kind, _, number = part.partition("=")
        found[kind] = int(number or 1)
    return found


def put(state: TIState, seat: int, node: int, text: str, planet: str = "", damaged: int = 0) -> None:
    """Place units in a system's space (or on ``planet``)."""
    stacks = state.planets[planet].units if planet else state.systems[key(node)].space
    for kind, number in units(text).items():
        add(stacks, seat, kind, number, min(damaged, number))


def script(state: TIState, *rolls: int) -> None:
    """The next d10 results."""
    assert isinstance(state.rng, Dice)
    state.rng.script = list(rolls)


def start(state: TIState, seat: int) -> None:
    flow.push(state, TacticalAction(seat=seat))
    flow.settle(state)


def pass_windows(state: TIState) -> None:
    """Every seat asked in a timing window passes (tests of other rules step over the windows)."""
    from engines.galaxy.steps.windows import Window
    from engines.galaxy.windows.actions import PassWindow

    for _ in range(200):
        found = flow.decisions(state)
        if not isinstance(flow.top(state), Window) or not found:
            return
        flow.perform(state, found[0].seat, PassWindow())


def decision(state: TIState) -> Decision:
    pass_windows(state)
    found = flow.decisions(state)
    assert found, "nobody is asked anything"
    return found[0]


def options(state: TIState) -> list[Any]:
    return decision(state).options


def choose(state: TIState, action: Any) -> list[Any]:
    """Perform a listed option of the seat asked (fails if the action is not offered)."""
    from engines.galaxy.windows.actions import PassWindow

    if not isinstance(action, PassWindow):
        pass_windows(state)
    for asked in flow.decisions(state):
        if action in asked.options:
            return flow.perform(state, asked.seat, action)
    raise AssertionError(f"{action!r} is not offered; options: {options(state)}")


def space(state: TIState, node: int, seat: int) -> dict[str, int]:
    return {s.kind: s.count for s in state.systems[key(node)].space if s.owner == seat}


def on(state: TIState, planet: str, seat: int) -> dict[str, int]:
    return {s.kind: s.count for s in state.planets[planet].units if s.owner == seat}


def step_name(state: TIState) -> str:
    top = flow.top(state)
    return type(top).__name__ if top is not None else ""


def drive(state: TIState, chooser: Any) -> None:
    """Answer every decision with ``chooser(decision)`` until the stack is empty."""
    for _ in range(2000):
        pass_windows(state)
        found = flow.decisions(state)
        if not found:
            assert not state.stack, f"stuck in {step_name(state)}"
            return
        flow.perform(state, found[0].seat, chooser(found[0]))
    raise AssertionError("the procedure never ended")
