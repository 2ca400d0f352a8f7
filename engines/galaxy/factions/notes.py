"""The factions' promissory notes: where they are and what each does once played.

The politics issue's note framework (``engines/galaxy/promissory``) deals, trades and plays notes in
windows; a player's play area is ``PlayerState.promissory``, entries written ``<owner seat>:<note id>``.
``in_play_area`` and ``given_away`` answer the questions the abilities ask (the Naalu's Telepathic while
their Gift of Prescience is away, Pillage under a Promise of Protection). Notes played as a component
action register here with ``action_note``; the others register in their faction's module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from engines.core.contract import Event
from engines.galaxy.abilities import ability
from engines.galaxy.content.decks import decks
from engines.galaxy.effects import source_finder
from engines.galaxy.promissory.actions import NoteEffect, NotePlayed
from engines.galaxy.promissory.notes import give_back, note_id, owner_of
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


# ----- notes played as a component action from the hand ------------------------------------------------------

NOTE_ACTION = "note_action:"
NoteAction = Callable[[TIState, int, str], list[Event]]
NoteReady = Callable[[TIState, int, str], bool]
ACTION_NOTES: dict[str, NoteAction] = {}


@source_finder(could_yield=lambda source: source.startswith(NOTE_ACTION))
def _action_notes_in_hand(state: TIState, seat: int) -> Iterator[str]:
    """Another player's note in the hand that is played as an action offers that action."""
    for held in state.players[seat].notes:
        if owner_of(held) != seat and note_id(held) in ACTION_NOTES:
            yield NOTE_ACTION + note_id(held)


def action_note(note: str, ready: NoteReady | None = None) -> Callable[[NoteAction], NoteAction]:
    """Register ``note`` as played by a component action (one option per copy held); ``ready(state, seat,
    copy)`` says it can be resolved now. Notes that return after use go home once resolved."""

    def copies(state: TIState, seat: int) -> list[str]:
        return [n for n in state.players[seat].notes if owner_of(n) != seat and note_id(n) == note
                and (ready is None or ready(state, seat, n))]

    def register(function: NoteAction) -> NoteAction:
        ACTION_NOTES[note] = function

        def play(state: TIState, seat: int, target: str) -> list[Event]:
            state.players[seat].notes.remove(target)
            events: list[Event] = [NotePlayed(seat=seat, note=target), *function(state, seat, target)]
            facts = decks().notes.get(note)
            if facts is not None and facts.returns == "after_use" and not state.players[owner_of(target)].eliminated:
                events += give_back(state, target)
            return events

        ability(NOTE_ACTION + note, "action", ready=lambda s, seat: bool(copies(s, seat)), targets=copies)(play)
        return function

    return register


def lay_face_up(state: TIState, seat: int, note: str) -> list[Event]:
    """The note goes face up into the holder's play area, where its effects are in force for the holder."""
    state.players[seat].promissory.append(note)
    return [NoteEffect(seat=seat, note=note, what="lays it face up")]
