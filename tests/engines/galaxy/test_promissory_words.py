"""The log's words for promissory notes (LRR 69): a note is written with its owner's seat, and the line
names the note once, with its owner."""

from __future__ import annotations

from engines.galaxy.promissory.actions import NoteGiven
from engines.galaxy.words import narrate


def test_a_note_given_is_named_with_its_owner_to_the_two_sides_and_hidden_from_the_others() -> None:
    """LRR 69.2 (a transaction hands over a note; which one only the two sides know)."""
    private = narrate(NoteGiven(seat=2, to=3, owner=0, note="0:ceasefire", only=3))
    assert private == "{p2} gives {p3} Ceasefire of {p0}"
    public = narrate(NoteGiven(seat=2, to=3, owner=0))
    assert public == "{p2} gives {p3} one of {p0}'s notes"
