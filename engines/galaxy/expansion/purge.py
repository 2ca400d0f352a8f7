"""Purging (TI-PURGE-1): a component removed from the game and returned to the box, for good."""

from __future__ import annotations

from engines.core.contract import Event
from engines.galaxy.actions.expansion import ComponentPurged
from engines.galaxy.state import NOBODY, TIState


def purge(state: TIState, what: str, seat: int = NOBODY) -> list[Event]:
    """Record ``what`` ("relic:codex", "fragment:cultural_relic_fragment", "leader:...") as out of the game.

    The caller has already taken the component from wherever it lay; ``state.purged`` keeps the list the
    table shows, and nothing ever draws from it again.
    """
    state.purged.append(what)
    return [ComponentPurged(seat=seat, what=what)]
