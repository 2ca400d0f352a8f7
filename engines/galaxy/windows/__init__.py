"""Timing windows (LRR 1.13-1.20): "when" and "after" an event, "start" and "end" of a phase, a turn,
a combat round... asked of every seat that could act, each with an explicit pass.

The API (docs/galaxy-engine.md, "Timing windows", says more):

- ``open_window(state, keys, actors=..., opponents=..., system=..., planet=..., subject=..., amount=...)``
  pushes a ``Window`` step when some seat could act (a procedure calls it at each moment it has);
- ``answer(source, keys, kind=..., by=..., could=..., targets=...)`` registers a source's answer;
- ``kind(Kind(...))`` registers how a kind of source is held (action cards, notes, leaders...);
- ``current_window(state)`` is the window a card being resolved answers; ``close(window)`` ends it.
"""

from __future__ import annotations

from engines.galaxy.steps.windows import Window
from engines.galaxy.windows.ask import could_act, current_window, open_window, options
from engines.galaxy.windows.registry import KINDS, Answer, Kind, always, answer, kind


def close(window: Window) -> None:
    """End a window early: nobody else is asked (the combat it belongs to is over, the agenda is gone)."""
    window.closed = True


__all__ = ["KINDS", "Answer", "Kind", "Window", "always", "answer", "close", "could_act", "current_window", "kind",
           "open_window", "options"]
