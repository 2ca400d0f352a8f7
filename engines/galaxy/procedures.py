"""Procedures one part of the rules starts for another, registered by the part that owns them.

Warfare's secondary resolves the PRODUCTION of a space dock, a procedure the tactical action owns;
the part that owns a procedure registers a function that makes its first step, and the part that
needs it asks ``start``. Names and arguments:

* ``"production"``: ``(state, seat, system, source)`` -> the step that resolves ``seat``'s
  PRODUCTION in ``system`` outside a tactical action (``source`` names why: "warfare", ...).
* ``"relic"``: ``(state, seat, source)`` -> the step in which ``seat`` gains a relic (the expansion's
  relic deck registers it; Minister of Antiquities asks for it).
* ``"explore"``: ``(state, seat, planet_or_frontier, source)`` -> the step exploring a planet or a
  frontier token (the exploration rules register it; Exploration Probe asks for it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.galaxy.steps import Step

STARTERS: dict[str, Callable[..., Step]] = {}


def provides(name: str) -> Callable[[Callable[..., Step]], Callable[..., Step]]:
    def register(function: Callable[..., Step]) -> Callable[..., Step]:
        STARTERS[name] = function
        return function

    return register


def available(name: str) -> bool:
    return name in STARTERS


def start(name: str, *args: Any, **kwargs: Any) -> Step:
    return STARTERS[name](*args, **kwargs)
