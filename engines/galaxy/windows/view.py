"""What the table sees of the window in progress: the moment, whose event it is, who is asked now."""

from __future__ import annotations

import msgspec

from engines.galaxy.flow import top
from engines.galaxy.state import TIState
from engines.galaxy.steps.windows import Window


class WindowView(msgspec.Struct):
    kind: str
    keys: list[str]
    actors: list[int]
    opponents: list[int]
    system: int
    planet: str
    subject: str
    asking: int
    words: str


def window_view(state: TIState) -> WindowView | None:
    step = top(state)
    if not isinstance(step, Window):
        return None
    from engines.galaxy.windows.words import moment

    asking = step.order[step.turn] if step.turn < len(step.order) else -1
    return WindowView(step.keys[0], list(step.keys), list(step.actors), list(step.opponents), step.system, step.planet,
                      step.subject, asking, moment(state, step))
