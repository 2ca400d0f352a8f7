"""The seat's view the heuristic reads inside the searching bot's futures (``Game.search_view``): the same
fields as ``game_view``, each worked out from the state when the heuristic first reads it.

A full view costs about 1.5 ms of one core, more than half of a future's time, and most decisions of a
future read only a few of its fields: a window the seat passes reads the players and the steps, never the
planets, the systems or how its ships move (docs/search.md, ti-hard5). Each field is built by the view's own
builder (``view.VIEW_FIELDS``), so a field read is the one ``game_view`` gives, hidden parts hidden alike.
The state must not change while the view is read: the futures ask the heuristic at one step and play its
choice after.
"""

from __future__ import annotations

from typing import Any

from engines.galaxy.effects import unchanged
from engines.galaxy.state import TIState
from engines.galaxy.view import VIEW_FIELDS


class LeanView:
    """One seat's view of ``state``, built field by field as it is read (then kept)."""

    def __init__(self, state: TIState, seat: int | None) -> None:
        self._state = state
        self._seat = seat

    def __getattr__(self, name: str) -> Any:
        build = VIEW_FIELDS.get(name)
        if build is None:
            raise AttributeError(name)
        with unchanged():
            found = build(self._state, self._seat)
        setattr(self, name, found)  # the next read finds it without coming here
        return found
