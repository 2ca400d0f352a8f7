"""Scenario helpers for the factions' tests: a small table with the factions a test names, abilities
answered in their timing windows or offers, combats started by a move.

The 3-player layout puts homes at 22, 28, 34 (seat 0, 1, 2); 9 touches 22, 21, 23, 8, 10 and 2; every
open system is an empty red tile unless a test names its tile (tactics.table).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.galaxy import flow
from engines.galaxy.actions.factions import DeclineFactionAbility, UseFactionAbility
from engines.galaxy.actions.rounds import UseAbility
from engines.galaxy.state import TIState
from engines.galaxy.steps.factions import FactionOffer
from engines.galaxy.steps.windows import Window
from engines.galaxy.tactical.actions import Activate, EndMovement, MoveFrom, MoveShip
from engines.galaxy.windows.actions import PassWindow
from tests.engines.galaxy.tactics import choose, put, script, space, start, table, units

__all__ = ["answer", "arrive", "choose", "decline", "drive_quietly", "duel", "offered", "pass_window", "put", "rolls",
           "script", "space",
           "table_of", "take", "window_options", "with_tech"]


def table_of(*factions: str, tiles: dict[int, str] | None = None) -> TIState:
    """Three seats playing ``factions`` (the rest Hacan and Letnev, which act in none of these windows)."""
    chosen = [*factions, *[f for f in ("hacan", "letnev", "xxcha") if f not in factions]][:3]
    return table(tiles, factions=chosen)


def with_tech(state: TIState, seat: int, *techs: str) -> None:
    state.players[seat].technologies += list(techs)


def window_options(state: TIState, seat: int) -> list[Any]:
    """Pass windows until ``seat`` is asked in one; its options there ([] if it never is)."""
    for _ in range(200):
        if not isinstance(flow.top(state), Window):
            return []
        found = flow.decisions(state)
        if not found:
            return []
        if found[0].seat == seat:
            return found[0].options
        flow.perform(state, found[0].seat, PassWindow())
    raise AssertionError("too many windows")


def answer(state: TIState, seat: int, source: str, target: str = "") -> list[Any]:
    """Pass windows until ``seat`` may use ``source`` in one, then use it."""
    wanted = UseAbility(source, target)
    for _ in range(200):
        found = flow.decisions(state)
        assert found, f"nobody is asked; {source} was never offered"
        if wanted in found[0].options and found[0].seat == seat:
            return flow.perform(state, seat, wanted)
        assert isinstance(flow.top(state), Window), f"{source} not offered: {found[0].options}"
        flow.perform(state, found[0].seat, PassWindow())
    raise AssertionError("too many windows")


def pass_window(state: TIState) -> None:
    found = flow.decisions(state)
    if isinstance(flow.top(state), Window) and found:
        flow.perform(state, found[0].seat, PassWindow())


def offered(state: TIState) -> FactionOffer | None:
    step = flow.top(state)
    return step if isinstance(step, FactionOffer) else None


def take(state: TIState, source: str, target: str = "") -> list[Any]:
    """Accept the faction offer on top of the stack (once the windows above it are passed)."""
    from tests.engines.galaxy.tactics import pass_windows

    pass_windows(state)
    step = offered(state)
    assert step is not None and step.source == source, f"no {source} offer: {flow.top(state)}"
    return flow.perform(state, step.seat, UseFactionAbility(source, target))


def decline(state: TIState, source: str) -> list[Any]:
    step = offered(state)
    assert step is not None and step.source == source
    return flow.perform(state, step.seat, DeclineFactionAbility(source))


def arrive(state: TIState, seat: int, origin: int, target: int, kinds: Sequence[str]) -> list[Any]:
    """``seat`` activates ``target`` and moves ships of ``kinds`` from ``origin`` there (damaged ones too)."""
    start(state, seat)
    choose(state, Activate(target))
    choose(state, MoveFrom(origin))
    for kind in kinds:
        fresh = MoveShip(kind)
        choose(state, fresh if fresh in flow.decisions(state)[0].options else MoveShip(kind, damaged=True))
    return choose(state, EndMovement())


def rolls(events: list[Any], seat: int, purpose: str = "space_combat") -> list[Any]:
    """The dice ``seat`` rolled for ``purpose`` among ``events``."""
    from engines.galaxy.tactical.events import DiceRolled

    return [d for e in events if isinstance(e, DiceRolled) and e.seat == seat and e.purpose == purpose
            for d in e.dice]


def duel(state: TIState, attacker: str, defender: str, node: int = 9, home: int = 22) -> list[Any]:
    """Seat 0 moves ``attacker`` units from ``home`` into ``node`` where seat 1 has ``defender``; seat 0 gives
    up its home planets first so neither side has anywhere to retreat to."""
    for name in state.systems[str(home)].planets:
        state.planets[name].owner = -1
    put(state, 1, node, defender)
    put(state, 0, home, attacker)
    kinds = [k for k, n in units(attacker).items() if k not in ("fighter", "infantry", "mech") for _ in range(n)]
    return arrive(state, 0, home, node, kinds)


def drive_quietly(state: TIState) -> list[Any]:
    """Answer everything with the first option (passing windows, declining offers) until nobody is asked."""
    from engines.galaxy.tactical.actions import Stay

    events: list[Any] = []
    for _ in range(500):
        found = flow.decisions(state)
        if not found:
            return events
        options = found[0].options
        pick = next((o for o in options if isinstance(o, PassWindow | DeclineFactionAbility | Stay)), options[0])
        events += flow.perform(state, found[0].seat, pick)
    raise AssertionError("never quiet")
