"""The turn machine: named steps and stacked tasks, each able to ask a seat or to run by itself.

A step belongs to a faction's turn (``lp_disarm``, ``mq_actions``...); a task is pending work pushed on
the stack by an action (a battle, hits to take, "the enemy chooses"). ``ask`` returns the Decision or
None when nothing needs choosing; then ``act`` is called with no action and must make progress.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any, NamedTuple

from engines.core.contract import Decision, Event
from engines.woodland.factions.base import faction
from engines.woodland.state import Task, WoodlandState

Ask = Callable[[WoodlandState, Any], Decision | None]
Act = Callable[[WoodlandState, Any, Any], list[Event]]
Enter = Callable[[WoodlandState], list[Event]]


class Handler(NamedTuple):
    ask: Ask
    act: Act
    phase: str = ""
    enter: Enter | None = None


STEPS: dict[str, Handler] = {}
TASKS: dict[str, Handler] = {}


def step(name: str, phase: str, ask: Ask, act: Act, enter: Enter | None = None) -> None:
    """Register a turn step."""
    STEPS[name] = Handler(ask, act, phase, enter)


def task(name: str, ask: Ask, act: Act) -> None:
    """Register a kind of stacked task."""
    TASKS[name] = Handler(ask, act)


def push(state: WoodlandState, kind: str, seat: int, **fields: Any) -> Task:
    item = Task(kind, seat, **fields)
    state.stack.append(item)
    return item


def pop(state: WoodlandState, item: Task) -> None:
    if state.stack and state.stack[-1] is item:
        state.stack.pop()
    elif item in state.stack:
        state.stack.remove(item)


def current(state: WoodlandState) -> tuple[Handler, Task | None]:
    if state.stack:
        top = state.stack[-1]
        return TASKS[top.kind], top
    return STEPS[state.step], None


def ask(state: WoodlandState) -> Decision | None:
    handler, top = current(state)
    return handler.ask(state, top)


def advance(state: WoodlandState, events: list[Event]) -> Decision | None:
    """Run everything automatic until a seat must choose (that Decision) or the game ends (None)."""
    stack = state.stack
    for _ in range(10_000):
        if state.over or state.reached:
            return None
        if stack:
            top: Task | None = stack[-1]
            handler = TASKS[top.kind]  # type: ignore[union-attr]
        else:
            top = None
            handler = STEPS[state.step]
        decision = handler[0](state, top)  # ask
        if decision is not None:
            return decision
        events += handler[1](state, top, None)  # act
    raise RuntimeError(f"woodland: no progress at step {state.step} with {len(state.stack)} tasks")


def turn_steps(state: WoodlandState, seat: int) -> tuple[str, ...]:
    """The steps of a seat's turn: the shared windows around its faction's own steps (Law 1.4.1)."""
    key = state.factions[seat]
    found = _STEPS.get(key)
    if found is None:
        found = _STEPS[key] = faction(state, seat).steps()
        _NEXT[key] = dict(pairwise(found))
    return found


_STEPS: dict[str, tuple[str, ...]] = {}
_NEXT: dict[str, dict[str, str]] = {}  # faction -> step -> the step after it


def set_step(state: WoodlandState, name: str) -> list[Event]:
    handler = STEPS[name]
    state.step = name
    if handler.phase:
        state.phase = handler.phase
    return handler.enter(state) if handler.enter else []


def next_step(state: WoodlandState) -> list[Event]:
    """Move on to the following step of the active seat's turn (or setup)."""
    if state.phase == "setup":
        return next_setup(state)
    following = _NEXT.get(state.factions[state.active])
    if following is None:
        turn_steps(state, state.active)
        following = _NEXT[state.factions[state.active]]
    return set_step(state, following[state.step])


def setup_sequence(state: WoodlandState) -> list[tuple[int, str]]:
    """Factions set up in setup order: Marquise, Eyrie, Alliance, Vagabond, then Lost Powers (Law 5.1, LP-GAP-2)."""
    order = sorted(range(state.players), key=lambda s: (faction(state, s).setup_order, s))
    return [(seat, name) for seat in order for name in faction(state, seat).setup_for(state)]


def next_setup(state: WoodlandState) -> list[Event]:
    sequence = setup_sequence(state)
    here = (state.active, state.step)
    index = sequence.index(here) + 1 if here in sequence else 0
    if index < len(sequence):
        state.active = sequence[index][0]
        return set_step(state, sequence[index][1])
    state.active = state.first
    return set_step(state, "bs_start")
