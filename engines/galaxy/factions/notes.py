"""The factions' promissory notes: where they are and what each does once played.

Until the politics issue's note framework deals and trades notes, a player's play area is
``PlayerState.promissory``, entries written ``<owner seat>:<note id>`` (the convention the objectives
already read). ``in_play_area`` and ``given_away`` answer the questions the abilities ask (the
Naalu's Telepathic while their Gift of Prescience is away, Pillage under a Promise of Protection).
"""

from __future__ import annotations

from engines.galaxy.state import TIState


def entry(owner: int, note: str) -> str:
    return f"{owner}:{note}"


def in_play_area(state: TIState, seat: int, note: str) -> bool:
    """Whether ``seat`` has ``note`` (another player's) face up in its play area."""
    return any(e.partition(":")[2] == note for e in state.players[seat].promissory)


def given_away(state: TIState, owner: int, note: str) -> bool:
    """Whether another player holds ``owner``'s ``note`` in their play area."""
    wanted = entry(owner, note)
    return any(wanted in p.promissory for p in state.players if p.seat != owner)


def note_given_away(state: TIState, owner: int, note: str) -> bool:
    return given_away(state, owner, note)
