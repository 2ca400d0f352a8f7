"""The driver: what the top step of the stack asks, what an action does to it, and automatic steps.

Every procedure (a phase, a turn, a tactical action, a combat round...) is a Step struct on
``state.stack`` and a Handler registered for its type. The game asks the top step's handler for
decisions; an action goes to the handler of the step that asked; then steps that need nobody's
choice (rolling dice, resolving an outcome, moving to the next stage) run until a step asks a seat
again or the game is over.

A handler:
- ``decisions(state, step)``: who must choose now and every legal option; [] means "nobody: run me".
- ``perform(state, step, seat, action)``: change the state by a legal action of that step.
- ``run(state, step)``: advance an automatic step (push a child, pop itself, roll, score...).
Handlers push children with ``push`` and finish with ``pop``; a parent sees its child is done
because it is on top again, and its own fields say which stage it had reached.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import msgspec

from engines.core.contract import Decision, Event
from engines.galaxy.effects import unchanged
from engines.galaxy.steps import Step

if TYPE_CHECKING:
    from engines.galaxy.state import TIState

S = TypeVar("S", bound=Step)

# A procedure that runs this many automatic steps without asking anyone is stuck in a loop.
_MAX_AUTOMATIC = 10_000


class Handler(Protocol):
    """(A handler may also have ``asks(state, step) -> bool | None``: see ``settle``.)"""

    def decisions(self, state: TIState, step: Any) -> list[Decision]: ...

    def perform(self, state: TIState, step: Any, seat: int, action: Any) -> list[Event]: ...

    def run(self, state: TIState, step: Any) -> list[Event]: ...


class Automatic:
    """Base for a handler whose step never asks anyone."""

    def decisions(self, state: TIState, step: Any) -> list[Decision]:
        return []

    def perform(self, state: TIState, step: Any, seat: int, action: Any) -> list[Event]:
        raise RuntimeError(f"{type(step).__name__} takes no actions")


class Asking:
    """Base for a handler whose step always asks a seat."""

    def run(self, state: TIState, step: Any) -> list[Event]:
        raise RuntimeError(f"{type(step).__name__} waits for a decision")


HANDLERS: dict[type[Step], Handler] = {}


def handles(step_type: type[Step]) -> Any:
    """Class decorator: register one handler instance for a step type."""

    def register(cls: type[Any]) -> type[Any]:
        if step_type in HANDLERS:
            raise ValueError(f"{step_type.__name__} has a handler already")
        HANDLERS[step_type] = cls()
        return cls

    return register


def handler_for(step: Step) -> Handler:
    try:
        return HANDLERS[type(step)]
    except KeyError:
        raise RuntimeError(f"no handler for {type(step).__name__}") from None


def top(state: TIState) -> Step | None:
    return state.stack[-1] if state.stack else None


def push(state: TIState, step: Step) -> None:
    state.stack.append(step)  # type: ignore[arg-type]


def pop(state: TIState, step: Step) -> None:
    """Finish ``step``. It is normally the innermost procedure; steps it pushed in the same call
    (a discard the draw it made calls for, say) stay on the stack and run before its parent resumes."""
    for index in range(len(state.stack) - 1, -1, -1):
        if state.stack[index] is step:
            del state.stack[index]
            return
    raise RuntimeError(f"{type(step).__name__} is not on the stack")


def game_over(state: TIState) -> bool:
    """A winner is known or the game was ended another way (see ``engines/galaxy/victory.py``)."""
    return state.winner != -1 or bool(state.ended)


def parent(state: TIState, step_type: type[S]) -> S | None:
    """The innermost step of a type (the tactical action a combat belongs to, say)."""
    for step in reversed(state.stack):
        if isinstance(step, step_type):
            return step
    return None


def decisions(state: TIState) -> list[Decision]:
    if state.winner != -1 or state.ended or not state.stack:  # ``game_over`` and ``top``, inline
        return []
    step = state.stack[-1]
    known = _asked.get(id(state))
    if known is not None and known[1]:
        _encoder.encode_into(state, _buffer)  # into a buffer kept for it: no new bytes object to compare
        if _buffer == known[1]:
            return _copies(known[2])
    started = time.perf_counter()
    with unchanged():  # asking changes nothing: each seat's sources are worked out once
        asked = handler_for(step).decisions(state, step)
    if asked and time.perf_counter() - started > _WORTH_REMEMBERING:
        if known is None:  # the first question since ``settle`` (its step's ``asks`` spared it the work)
            _keep(state, _ASKED_ONCE, [])
        else:  # asked again: kept from now on
            _remember(state, asked)
    return asked


# What the last ``settle`` of a state found asked, by the state's id: (the state, kept so that its id is not
# reused, its encoding then, the decisions). ``decisions`` hands them out again while the state encodes the
# same (asking is a function of the state alone), so the driver, the legality check and the bots ask once
# an action instead of three times. ``perform`` forgets them before it changes the state. Only decisions
# slow to work out are kept: quicker ones cost less to work out again than the two encodings that check.
# A step whose ``asks`` spared ``settle`` its decisions is only noted (``_ASKED_ONCE``) by the first
# ``decisions`` after it, and kept by the second: a driver that asks once an action (the simulations, the
# bench) pays no encoding, one that asks again (a table's legality check) works them out twice, then keeps them.
_asked: dict[int, tuple[TIState, bytes, list[Decision]]] = {}
_ASKED_ONCE = b""  # no encoding is empty
_ASKED_KEPT = 8  # states remembered at once (a bot's trial copies beside the real game)
_WORTH_REMEMBERING = 30e-6  # seconds
_encoder = msgspec.msgpack.Encoder()
_buffer = bytearray()


def _remember(state: TIState, asked: list[Decision]) -> None:
    _keep(state, _encoder.encode(state), _copies(asked))


def _keep(state: TIState, encoded: bytes, asked: list[Decision]) -> None:
    if len(_asked) >= _ASKED_KEPT:
        _asked.pop(next(iter(_asked)))
    _asked[id(state)] = (state, encoded, asked)


def _copies(asked: list[Decision]) -> list[Decision]:
    """Fresh decisions with fresh option lists (a caller may change what it is given)."""
    return [Decision(d.seat, d.prompt, list(d.options), d.rule) for d in asked]


# Checks run after every action and its automatic steps, told the events (the leaders' unlocks register one):
# they may change the state and add events, never push a step.
AfterAction = Callable[["TIState", list[Event]], list[Event]]
AFTER_ACTION: list[AfterAction] = []


def after_action(check: AfterAction) -> AfterAction:
    AFTER_ACTION.append(check)
    return check


def perform(state: TIState, seat: int, action: Any) -> list[Event]:
    """Apply a legal action to the step that asked for it, then run automatic steps and the after-action checks."""
    step = top(state)
    if step is None:
        raise RuntimeError("the game is over")
    _asked.pop(id(state), None)
    events = handler_for(step).perform(state, step, seat, action)
    events += settle(state)
    for check in AFTER_ACTION:
        events += check(state, events)
    return events


# A handler may say cheaply whether its step asks anyone now: ``asks(state, step)`` is True or False exactly
# when ``decisions`` would give some or none, and None when it cannot tell without working them out.
# ``settle`` needs only that (it stops at a step that asks), so such a step's decisions are worked out once,
# by the first ``decisions`` after it, with one encoding to remember them instead of two. The same-games
# guard turns it off.
ASKS = True


def settle(state: TIState) -> list[Event]:
    """Run steps that ask nobody until one asks a seat or the stack is empty."""
    events: list[Event] = []
    for _ in range(_MAX_AUTOMATIC):
        stack = state.stack
        if state.winner != -1 or state.ended:  # ``game_over``, ``top`` and ``handler_for`` inline: many steps an action
            stack.clear()
            return events
        if not stack:
            return events
        step = stack[-1]
        handler = HANDLERS.get(type(step))
        if handler is None:
            handler = handler_for(step)  # raises
        asks = getattr(handler, "asks", None) if ASKS else None
        if asks is not None:
            with unchanged():
                answer = asks(state, step)
            if answer is True:
                return events
            if answer is False:
                events += handler.run(state, step)
                continue
        started = time.perf_counter()
        with unchanged():
            asked = handler.decisions(state, step)
        if asked:
            if time.perf_counter() - started > _WORTH_REMEMBERING:
                _remember(state, asked)
            return events
        events += handler.run(state, step)
    raise RuntimeError(f"the game is stuck running {type(top(state)).__name__}")
