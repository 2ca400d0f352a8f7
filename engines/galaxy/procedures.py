"""Procedures one part of the rules starts for another, registered by the part that owns them.

Warfare's secondary resolves the PRODUCTION of a space dock, a procedure the tactical action owns;
the part that owns a procedure registers a function that makes its first step, and the part that
needs it asks ``start``. Names and arguments:

* ``"production"``: ``(state, seat, system, source)`` -> the step that resolves ``seat``'s
  PRODUCTION in ``system`` outside a tactical action (``source`` names why: "warfare", ...).

Some procedures act at once rather than push a step: the owner registers them with ``acts`` and the part
that needs one calls ``run``, which returns the events:

* ``"relic"``: ``(state, seat, source)`` -> ``seat`` gains the top relic of the relic deck (the expansion's
  relic deck registers it; Minister of Antiquities asks for it).
* ``"explore"``: ``(state, seat, target, source)`` -> ``seat`` explores ``target``, ``"planet:<name>"`` or
  ``"system:<node>"`` (that system's frontier token); the exploration rules register it, Exploration Probe
  asks for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.core.contract import Event
from engines.galaxy.steps import Step

STARTERS: dict[str, Callable[..., Step]] = {}
ACTORS: dict[str, Callable[..., list[Event]]] = {}


def provides(name: str) -> Callable[[Callable[..., Step]], Callable[..., Step]]:
    def register(function: Callable[..., Step]) -> Callable[..., Step]:
        STARTERS[name] = function
        return function

    return register


def acts(name: str) -> Callable[[Callable[..., list[Event]]], Callable[..., list[Event]]]:
    def register(function: Callable[..., list[Event]]) -> Callable[..., list[Event]]:
        ACTORS[name] = function
        return function

    return register


def available(name: str) -> bool:
    return name in STARTERS or name in ACTORS


def start(name: str, *args: Any, **kwargs: Any) -> Step:
    return STARTERS[name](*args, **kwargs)


def run(name: str, *args: Any, **kwargs: Any) -> list[Event]:
    return ACTORS[name](*args, **kwargs)
